# The messages whose ids begin with simulation-, in English.

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

## Why a simulation could not run
simulation-error-invalid = { $count ->
    [one] the course is not valid ({ $count } problem)
   *[other] the course is not valid ({ $count } problems)
}
simulation-error-board = the course is too large or has no start or finishing space, so it cannot be simulated
simulation-error-setup = the game can't be set up: { $why }
simulation-error-players = a game needs 2 to 4 players, not { $count }
simulation-error-bot-count = { $bots } bots were named for { $players } players; name one bot, or one per seat
simulation-error-round-cap = the round cap must be at least 1
simulation-error-engine = the game engine refused a move (a fault of this program)
simulation-error-engine-refused = the game engine refused a move (a fault of this program): { $why }
simulation-error-replay = the game played could not be replayed (a fault of this program): { $why }
