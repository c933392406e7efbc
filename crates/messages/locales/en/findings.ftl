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

## The simulation window

simulation-title = Simulation
simulation-fix-first = Fix the course's problems first: only a valid course can be played.
simulation-run = Run
simulation-stale = These results are for another course, or an earlier version of this one.
simulation-players = Players
simulation-games = Games
simulation-seed = Seed
simulation-seat-bot = Seat { $seat } bot
simulation-bot-fast = fast
simulation-bot-strong = strong
simulation-bot-random = random
simulation-bot-river = river
simulation-bot-jungle = jungle
simulation-bot-village = village
simulation-bot-racer = racer
simulation-caves = Caves variant
simulation-rotate = Rotate the bots round the seats
simulation-rotate-hover = From game to game each bot moves on a seat, so that each plays every seat as often: a bot's win rate is then its own, not its seat's
simulation-seat-tactics = Seat the tactics
simulation-seat-tactics-hover = Four players: a river player (buys paddles), a jungle player (buys machetes), a village player (coins, strong purchases) and a racer (thins early, buys little), rotated round the seats; the run then shows each route choice by tactic and the course's tactical variety
simulation-by-tactic = By tactic: { $verdict }
simulation-variety = Tactical variety
simulation-variety-hover = How many tactics can win the course, seats rotated: a tactic that wins at least 60 % as often as the best one can; beside the official courses' figures
simulation-round-cap = Round cap
simulation-round-cap-hover = A game still going after this many rounds stops; below 100 the games stopped while still moving are told apart from stalls, and the run does not replace the course's measured difficulty
simulation-progress = { $done } / { $total } games
simulation-cancel = Cancel
simulation-cancelled-after = Cancelled after { $played } of { $requested } games.
simulation-games-played = Games played
simulation-mean-round = Mean finishing round
simulation-median = Median (10th–90th percentile)
simulation-stalled-games = Stalled games
simulation-stopped-at-cap = Stopped at your round cap
simulation-seat-imbalance = Seat imbalance
# "3 (1.5 %)": games and their share.
simulation-count-and-share = { $count } ({ $percent } %)
simulation-points = { $points } points
simulation-difficulty = Difficulty: { $said }
# "measured 17.2 rounds (score 4.6/10, moderate) with 4 players — between … ; the estimate said …"
simulation-measured = measured { $rating } with { $players } players{ $standing }{ $said }
simulation-difficulty-measured = Difficulty: measured { $rating } with { $players } players{ $standing }{ $said }
simulation-none-arrived = no game reached El Dorado{ $said }
simulation-not-measured = not measured by this run (games stopped at your round cap)
simulation-estimate-said = ; the estimate said { $rating }
simulation-method = measured: the mean finishing round of the games that did not stall, with the score and band of the static estimate (score = clamp((rounds − 8) / 2, 0, 10); easy under 15 rounds, moderate 15–18, hard 18–21, very hard 21 or more). Stalled games are reported beside it, not counted in it.
simulation-stalls = { $percent } % of games stalled
simulation-stalls-warning = warning: { $percent } % of games stalled (not counted in the rounds): a player could not reach El Dorado
simulation-cut-short = { $percent } % of games were stopped at the round cap you set ({ $cap } rounds) while still moving: not stalls, and not counted in the rounds, so this run does not measure the course's difficulty
simulation-watch-heading = Watch a game
simulation-watch-hover = Opens the game on the board, as `eldorado simulate FILE --trace SEED` tells it
simulation-longest = The longest game ({ $rounds } rounds)
simulation-longest-name = the longest game
simulation-shortest = The shortest game ({ $rounds } rounds)
simulation-shortest-name = the shortest game
simulation-won-by = A game seat { $seat } won
simulation-won-by-name = a game seat { $seat } won
simulation-stalled-game = Stalled game { $number }
simulation-stalled-game-name = stalled game { $number }
simulation-stalled-hover = Seed { $seed }: { $why }
simulation-capped-game = Stopped at your cap { $number }
simulation-capped-game-name = game { $number } stopped at your cap
simulation-capped-hover = Seed { $seed }: still moving when the round cap you set ({ $cap } rounds) stopped it; not a stall
simulation-game-seed = Game seed
simulation-watch = Watch
simulation-win-rate-per-seat = Win rate per seat
simulation-seat-numbering = Seat 1 plays first. With 3 or 4 players seat N starts on start space N; with 2, seat 1 has start spaces 1 and 3, seat 2 has 2 and 4. Start spaces are numbered as printed on the start board: on board A 1 to 4 from west to east along the start row, on board B 4 to 1. Those numbers come from two transcriptions that agree, still to be checked against a physical board.
simulation-seat-first = Seat 1 plays first. With 3 or 4 players seat N starts on start space N; with 2, seat 1 has start spaces 1 and 3, seat 2 has 2 and 4.
simulation-seat = Seat
simulation-bot = Bot
simulation-win-rate = Win rate (95 %)
simulation-arrived = Arrived
simulation-win-rate-range = { $rate } % ({ $low }–{ $high })
simulation-finishing-rounds = Finishing rounds
simulation-axis-round = round
simulation-axis-games = games
simulation-win-rate-plot = Win rate per seat (%)
simulation-axis-seat = seat
simulation-axis-win-rate = win rate
simulation-route-choices = Route choices: which way the pieces took
simulation-route-choices-hover = A real route choice: each way taken by at least a fifth of the pieces, and the takers of neither way more than a round behind. View > Route choices taken shades each way by its share. How the takers of a way fared is told only of a way taken by at least { $few } pieces and { $share } % of them: fewer are too few to tell.
simulation-point-out = Click to point it out on the course; click again to stop.
simulation-way-share = { $percent } % of pieces
simulation-way-won = won { $percent } %
simulation-way-never-arrived = never arrived
simulation-way-arrived = arrived in round { $round }
simulation-way-few = { $pieces } pieces: too few to tell
simulation-seat-share = seat { $seat }: { $percent } %

## The simulation's notices and map layers

simulation-could-not-run = The simulation could not run: { $why }.
simulation-was-cancelled = The simulation was cancelled.
simulation-failed = The simulation failed: { $why }.
simulation-times-a-game = { $times } times a game
simulation-heat-entered = Heat map: entered { $times }
simulation-heat-legend = Heat map: how often a piece entered each space ({ $games } games)
simulation-heat-rarely = rarely
simulation-way-taken = { $choice }: { $way } taken by { $share } % of pieces ({ $pieces } pieces, their players won { $won } %); { $verdict }
simulation-way-taken-arrived = { $choice }: { $way } taken by { $share } % of pieces ({ $pieces } pieces, their players won { $won } %, arrived in round { $round } on average); { $verdict }
simulation-way-taken-few = { $choice }: { $way } taken by { $share } % of pieces ({ $pieces } pieces: too few to tell how they fared); { $verdict }
simulation-routes-legend = Route choices: each way ringed in its colour ({ $games } games)
simulation-routes-few = few pieces
simulation-routes-every = every piece
simulation-routes-first-way = the shortcut, the inner lane or a route choice's first way
simulation-routes-second-way = the way round, the outer lane or a route choice's second way

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


## Beneath the note that the start spaces are unequally placed: the players on them in the games.
fairness-games-holds = In { $games } games (seat N on start N, seat 1 playing first): the player on start { $best } won { $best_won } %, on start { $worst } { $worst_won } %: the games bear it out.
fairness-games-turn-order = In { $games } games (seat N on start N, seat 1 playing first): the player on start { $best } won { $best_won } %, on start { $worst } { $worst_won } %: here the turn order weighs more than the start spaces.
fairness-verdict-holds = Keep this note: give start { $worst } an easier first stretch, or start { $best } a harder one.
fairness-verdict-turn-order = Nothing to change for the start spaces: the turn order weighs more here.
