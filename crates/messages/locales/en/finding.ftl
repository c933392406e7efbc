# The messages whose ids begin with finding-, in English.

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

## The problems panel and the map layers
# A design tip's finding: "Tip b: the way west of …".
finding-tip = Tip { $tip }: { $finding }

# What a space asks for: "jungle 2".
finding-space-kind = { $terrain } { $power }
finding-note-cheapest = Cheapest route from start { $start }: { $space }
finding-note-narrowest = On the course's narrowest cross-section, { $width } spaces across
finding-label-narrowest = narrowest: { $width }
finding-note-narrow = Narrow passage, { $width } spaces wide
finding-note-chokepoint = Chokepoint: every route to El Dorado passes here
finding-note-zone = In a zone of { $count } { $terrain } spaces
finding-note-unreachable = No start space can reach this space

## The problems panel
finding-problems = { $count ->
    [0] Problems
   *[other] Problems ({ $count })
}
finding-problems-and-tips = { $problems } · { $tips ->
    [one] { $tips } design tip
   *[other] { $tips } design tips
}
finding-course-valid = The course is valid.
finding-severity-error = error
finding-severity-warning = warning
finding-severity-tip = tip

# The hover text of a line: "warning: click to point it out on the course".
finding-point-out = { $kind }: click to point it out on the course

## The map layers
finding-layer-cheapest-routes = Cheapest routes
finding-layer-chokepoints = Chokepoints
finding-layer-colour-zones = Single-colour zones
finding-layer-reachability = Reachability
finding-layer-heatmap = Simulation heatmap
finding-layer-route-usage = Route choices taken

## Suggested edits
finding-suggest-fixes = fixes { $warning }
finding-suggest-rounds = expected rounds { $before } → { $after }
finding-suggest-separator = ;{" "}
finding-suggest-tip = tip { $tip }
finding-suggest-tip-on = tip { $tip } on { $pieces }
finding-suggest-chokepoint = the chokepoint
finding-suggest-chokepoint-on = the chokepoint on { $pieces }
finding-suggest-unfair = the start spaces' unfairness
finding-suggest-unreachable = the unreachable spaces
finding-suggest-start-blocked = a shut-in start space
finding-suggest-dead-end = the dead end
finding-suggest-dead-end-on = the dead end on { $pieces }
finding-suggest-warning = a warning
finding-suggest-warning-on = a warning on { $pieces }
finding-suggest-heading = Suggestions
finding-suggest-fix-first = Fix the course's problems first: suggestions are for a valid course.
finding-suggest-toward = Toward
finding-suggest-no-band = no band
finding-suggest-button = Suggest edits
finding-suggest-button-hover = Try every single edit and list those that help
finding-suggest-none = No single edit fixes a warning or moves the course toward the band without raising another warning.
finding-suggest-item-hover = Shown on the course; click to make this edit (Undo takes it back)

# A suggestion on its button: "Turn board J …: fixes tip c on board J; expected rounds 18.9 to 17.6".
finding-suggest-caption = { $action }: { $effect }
finding-suggest-to = to

## A suggested edit (English is the core's own wording)
finding-suggest-place = place { $piece }
finding-suggest-remove = delete { $piece }
finding-suggest-flip = { $kind ->
    [finish] flip { $piece } to its { $side } side
   *[other] flip { $piece } to side { $side }
}
finding-suggest-swap = swap { $piece } for { $with }
finding-suggest-turn = turn { $piece } { $turn }
finding-suggest-move-to = move { $piece } to { $at }
finding-suggest-move-next-to = move { $piece } next to { $pieces }
finding-suggest-and-turn = { $move }, turned { $turn }
finding-suggest-put-blockade = put { $blockade } between { $a } and { $b }
finding-suggest-take-blockade = take the blockade away between { $a } and { $b }
finding-suggest-clear-blockades = clear all blockades
finding-suggest-set-blockades = { $count ->
    [one] set { $count } blockade
   *[other] set { $count } blockades
}
finding-suggest-add-cave = add a cave to the mountain at { $at } on { $piece }
finding-suggest-take-cave = take the cave away from the mountain at { $at } on { $piece }
finding-suggest-the-finish = the finish plate

## The status bar's figures
finding-summary-spaces = { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}
finding-summary-cards = { $cards } cards
