# The analysis in English: the design tips, the findings of the problems
# panel, routes, route choices and fairness, and the simulation window.
# Ids begin with finding-, tip-, route-, fairness- or simulation-.

## Pieces of a finding

# A number alone.
finding-number = { $n }
# Up to three spaces, and how many more.
finding-and-more = { $shown } and { $more } more
finding-side = { $side ->
    [north] north
    [north-east] north-east
    [north-west] north-west
    [west] west
    [south-west] south-west
    [south] south
    [south-east] south-east
    [east] east
   *[other] { $side }
}
finding-obstacle-mountains = the mountains at { $at } on { $on }
finding-obstacle-gap = the gap between { $pieces }
finding-obstacle-both = the mountains at { $at } and the gap beside them, between { $pieces }
finding-way = the way { $side } ({ $steps } spaces, { $rounds } rounds)

## A start space shut in

finding-blocked-no-finish = start space { $number } at { $at } can't reach El Dorado: the course has no finishing spaces
finding-blocked-stuck = start space { $number } at { $at } can't move at all: it is shut in by { $closers }
finding-blocked-shut-in = start space { $number } at { $at } can't reach El Dorado: it is shut in with { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} ({ $shown }) by { $closers }
finding-closer-mountains = { $count ->
    [one] { $count } mountain
   *[other] { $count } mountains
}
finding-closer-start = start space { $number }
finding-closer-edge = the edge of the course
finding-closer-nothing = nothing
finding-no-starts = the course has no start spaces

## The rulebook's design tips

tip-a-single-colour = a single { $terrain } area on { $on }: { $spaces } spaces, { $core } of them with only { $terrain } around (tip a: vary the terrain; a solid core of { $note } is noted, { $limit } is too large)
tip-b-cheap-shortcut = the way { $short } of { $obstacle } is { $saves ->
    [one] { $saves } space
   *[other] { $saves } spaces
} shorter than the way { $around } and quicker by { $quicker } rounds ({ $short-rounds } against { $around-rounds }), more than the { $worth } its saved spaces are worth: the way round has the harder spaces (tip b)
tip-c-easy-inner-bend = the course bends { $turn ->
    [left] left
   *[right] right
} by { $degrees }° on { $piece }, and the inner lane is { $saves ->
    [one] { $saves } space
   *[other] { $saves } spaces
} shorter and quicker by { $quicker } rounds than the outer lane ({ $inner-rounds } against { $outer-rounds }), more than the { $worth } its saved spaces are worth: the outer lane has the harder spaces (tip c)
tip-d-narrow-passages = { $count } narrow passages, { $width } spaces wide or less, where { $plenty } is plenty: { $places } (tip d)
tip-d-place = { $at } ({ $width } wide)

## Other findings

finding-route-choice = a route choice past { $obstacle }: { $first } or { $second }, apart for { $apart } spaces
finding-chokepoint = every route passes { $at } on { $on }: a neck one space wide where players block each other
finding-unfair = the start spaces are { $steps } spaces and { $cards } cards apart: start { $best } is best placed, start { $worst } worst
finding-unreachable = { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} can't be reached from any start space: { $at }
finding-dead-end = a dead end of { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} behind { $entrance } on { $on }
finding-scarce-what = { $requirement } at { $at } on { $on }
finding-scarce-payers = only { $copies } cards can pay it ({ $cards })
finding-scarce-payers-single-use = only { $copies } cards can pay it ({ $cards }, which leave the game once played)
finding-scarce-unavoidable = the way to El Dorado needs { $what }, and { $payers }; with { $players } players some may never get one
finding-scarce-avoidable = { $what }: { $payers }; a way round it exists
finding-turn-order = with { $players } players, seat { $best } is expected to win { $best-share } % of games and seat { $worst } { $worst-share } %: turn order decides more than on any official course (the simulation plays the tie-breaks: most blockades, then the highest blockade number, then who reached El Dorado first)
