# The messages whose ids begin with game-, in English.

## The game's nouns beyond the sheet's: cave tokens, symbols, seats, spaces
game-cards-several = { $count }× { $card }
game-cards-none = no cards
game-token-machete-1 = machete 1
game-token-machete-2 = machete 2
game-token-machete-3 = machete 3
game-token-coin-1 = coin 1
game-token-coin-2 = coin 2
game-token-paddle-1 = paddle 1
game-token-paddle-2 = paddle 2
game-token-draw-card = draw a card
game-token-remove-card = remove a card
game-token-swap-hand = swap hand
game-token-keep-item = keep item
game-token-pass-occupied = pass occupied
game-token-native-move = native move
game-token-change-symbol = change symbol
game-the-token = the { $token } token
game-coin-tokens = { $count ->
    [one] a { $token } token
   *[other] { $count } { $token } tokens
}
game-nothing = nothing
game-symbol-machete = machete
game-symbol-paddle = paddle
game-symbol-coin = coin
game-seat-human = person
game-seat-fast = fast
game-seat-strong = strong
game-seat-random = random
game-seat-river = river
game-seat-jungle = jungle
game-seat-village = village
game-seat-racer = racer
game-space-landscape = { $terrain } { $power }
game-space-start = start space { $number }
game-space-start-unnumbered = start space
game-space-cave = mountain with a cave

## The game told: the turn log, `eldorado replay`, `simulate --trace`
game-story-no-space = space { $space }, which the course does not have
game-story-place = { $what } ({ $where })
game-story-no-seam = seam { $seam }, which the course does not have
game-story-blockade-on = blockade { $number } on { $seam }
game-story-the-blockade-on = the blockade on { $seam }
game-story-piece = piece { $label }

# A piece in a sentence: "moves piece 1a".
game-story-the-piece = piece { $label }
game-story-its-piece = its piece
game-story-move = moves { $piece } with { $source } as { $symbol }: { $steps }
game-story-pay-enter = pays { $cards } to move { $piece } to { $place }
game-story-pay-blockade = pays { $cards } for { $blockade }
game-story-native-enter = moves { $piece } with { $source } to { $place }
game-story-native-blockade = tears down { $blockade } with { $source }
game-story-draw = plays { $card }
game-story-draw-fewer = plays { $card } and draws { $count }
game-story-remove = removes { $card } from the game
game-story-stop-removing = removes no more cards
game-story-transmit = plays the Transmitter and takes { $card }
game-story-buy = buys { $card } with { $paid }
game-story-buy-changed = buys { $card } with { $paid } ({ $changed } counted as coins)
game-story-use-token = uses the { $token } token
game-story-use-token-on = uses the { $token } token on { $what }
game-story-use-token-keep = uses the { $token } token to keep { $card }
game-story-explore = explores the cave at { $space }
game-story-no-cave = explores cave { $cave }, which the course does not have
game-story-finish-playing = finishes playing
game-story-discard = discards { $card }
game-story-end-turn = ends the turn
game-story-dealt = { $number } on { $seam }
game-story-none = none
game-story-opening = game seed { $seed }; blockades: { $blockades }
game-story-in-el-dorado = in El Dorado
game-story-at = at { $place }
game-story-labelled = { $label } { $at }
game-story-turn-header = { $title }: { $pieces }; hand { $hand }
game-story-turn-title = round { $round }, seat { $seat } ({ $kind })
game-story-takes-blockade = takes blockade { $number } ({ $requirement })
game-story-cave-token = explores a cave: { $token }
game-story-arrives = { $piece } reaches El Dorado
game-story-stalled = stalled after { $rounds } rounds: { $why }
game-story-capped = stopped by the round cap after { $rounds } rounds
game-story-over = game over in round { $round }; won by { $winner }
game-story-seat = seat { $seat }
game-story-nobody = nobody
game-story-not-ended = the game did not end

# A recorded action the rules refuse, by its place in the record.
game-record-illegal = action { $number } ({ $action }) is not allowed: { $reason }
game-record-seats = the game has { $players } players but { $seats } seats were named
game-record-setup = the game can't be set up: { $why }

# A game record that cannot be read or saved: why, without the file's name.
game-record-too-large = the file is { $size } bytes, more than the { $limit }-byte limit for a game record
game-record-too-long = the input goes on past the { $limit }-byte limit for a game record
game-record-not-text = the file is not UTF-8 text; a game record is JSON text
game-record-not-a-record = this is not an El Dorado game record
game-record-course-file = this is not an El Dorado game record: it is a course file; open it as a course
game-record-newer = the file was written by a newer version of the game record format (version { $found }); this program reads version { $version } and older, so update it to open this file
game-record-invalid-record = the game record is not valid
game-record-invalid = the field { $field } of the game record is not valid
game-record-course = its course cannot be read: { $why }
game-record-invalid-course = the course of the game is not valid
game-record-too-many-actions = the game has { $count } actions, more than the { $max } a game record may hold, so it cannot be saved as one (a lower round cap keeps games shorter)
game-record-too-large-to-save = the game's record would be { $size } bytes, more than the { $limit }-byte limit for a game record, so it cannot be saved
game-record-actions = its actions are not a game of this course: { $why }
game-setup-error-players = a game needs 2 to 4 players, not { $count }
game-setup-error-missing-start = the course has no start space { $number }
game-setup-error-bad-seam = blockade { $number } is on seam { $seam }, which the course doesn't have
game-setup-error-too-many-blockades = more than six blockades were given
game-setup-error-round-cap = the round cap must be at least 1

## Why the rules refuse what a person chose
game-phase-play-first = phase 1: finish playing before discarding
game-phase-discard = phase 2: discard cards or end the turn
game-refusal-game-over = the game is over
game-refusal-wrong-phase = that can't be done in this phase of the turn ({ $phase })
game-refusal-removal-pending = first choose whether to remove cards (Scientist or Travel Log)
game-refusal-not-in-hand = there is no { $card } in hand
game-refusal-no-token = the player has no { $token } token
game-refusal-no-such-piece = piece { $piece } is not in play
game-refusal-cannot-move = { $source } can't move a piece
game-refusal-not-a-native = { $source } is not a Native and can't move a piece
game-refusal-wrong-symbol = { $source } can't move with the { $symbol } symbol
game-refusal-empty-path = the path is empty
game-refusal-not-adjacent = { $place } is not next to the piece
game-refusal-not-enterable = { $place } is a mountain or a start space and can't be entered
game-refusal-occupied = { $place } is occupied by another piece
game-refusal-not-enough-power = { $place } needs { $needed } but the { $symbol } card has only { $left } power left
game-refusal-terrain-mismatch = { $place } can't be entered with a { $symbol } card
game-refusal-blocked = a blockade closes the border to { $place }; it must be paid first
game-refusal-no-blockade = there is no blockade on { $seam } next to the piece
game-refusal-blockade-requirement = blockade { $number } needs { $requirement }, which this play can't pay
game-refusal-past-finish = El Dorado is reached at { $space }; the move can't go on
game-refusal-wrong-card-count = { $place } needs exactly { $needed } cards but { $given } were given
game-refusal-not-paid-by-cards = { $place } is not rubble or a base camp; move onto it with a card
game-refusal-not-a-draw-card = { $card } is not an action card that draws
game-refusal-must-draw-all = { $card } draws { $draw } cards, no fewer
game-refusal-too-many-draws = { $card } draws at most { $draw } cards
game-refusal-not-explorable = the cave at { $space } can't be explored now: only right after a stop next to it
game-refusal-no-cave = the course has no cave { $cave }
game-refusal-no-removal-pending = there is no card to remove now
game-refusal-already-bought = only one card can be bought per turn
game-refusal-not-buyable = { $card } can't be bought now: its pile is empty or beside the board while every slot is full
game-refusal-not-in-market = { $card } is not in the market
game-refusal-too-poor = the payment is worth { $have } coins but { $card } costs { $cost }
game-refusal-bad-change = { $card } can't be changed to coins
game-refusal-nothing-to-keep = no item was just used up, so there is nothing to keep
game-refusal-bad-swap = the swap must put 1 to 4 cards into play
game-refusal-not-an-effect-token = { $token } is not a token with an effect of its own

## What a person may do now, on the panel's buttons
game-offer-move = Move { $piece } with { $source } as { $symbol }: { $steps }
game-offer-pay-enter = Pay { $cards } to move { $piece } to { $place }
game-offer-pay-blockade = Pay { $cards } for { $blockade }
game-offer-native-enter = Move { $piece } with { $source } to { $place }
game-offer-native-blockade = Tear down { $blockade } with { $source }
game-offer-draw = Play { $card }
game-offer-draw-fewer = Play { $card } and draw { $count }
game-offer-remove = Remove { $card } from the game
game-offer-stop-removing = Remove no more cards
game-offer-transmit = Play the Transmitter and take { $card }
game-offer-buy = Buy { $card } with { $paid }
game-offer-buy-changed = Buy { $card } with { $paid } ({ $changed } counted as coins)
game-offer-use-token = Use the { $token } token
game-offer-use-token-on = Use the { $token } token on { $what }
game-offer-use-token-keep = Use the { $token } token to keep { $card }
game-offer-explore = Explore the cave at { $space }
game-offer-no-cave = Explore cave { $cave }, which the course does not have
game-offer-finish-playing = Finish playing
game-offer-discard = Discard { $card }
game-offer-end-turn = End the turn
game-offer-your-piece = your piece

## Buying at the market, and why a choice is not taken
game-coin-one = { $amount } coin
game-coins = { $amount } coins
game-buy-not-your-turn = it is not your turn to play
game-buy-remove-first = first remove cards from your hand, or stop removing
game-buy-while-playing = cards are bought while playing cards, before discarding
game-buy-too-poor = the { $card } costs { $cost } and your hand brings { $have }
game-buy-in-reserve = the { $card } is in the reserve: it can be bought once a pile of the market board is sold out
game-buy-nothing-pays = no cards in your hand pay for it
game-refused-not-a-persons-turn = it is not a person's turn to play
game-refused-replay = this game is a replay; start a new game to play
game-refused-nothing-picked = pick the cards in your hand that pay
game-refused-too-little = the cards picked bring { $have } and the { $card } costs { $cost }
game-refused-too-much = the cards picked pay more than the { $card } costs: leave out one that isn't needed

## The game's title, why it stalled, and what the session says of it
game-title-new = New game (seed { $seed })
game-title-restored = Restored game
game-notice-cannot-restore = The game left behind could not be restored: { $error }
game-title-played-on = { $title } (played on from action { $action })
game-title-seed = { $label } (seed { $seed })
game-stall-no-route = a piece has no route to El Dorado
game-stall-cards-gone = every card that could pay for the way ahead is gone from the market and the decks
game-stall-too-poor = a player's deck can never afford the card the way ahead needs
game-stall-thin-deck = a player has too few cards to pay the way
game-stall-no-cards = a player has no card for the terrain ahead
game-stall-blocked = pieces block each other
game-stall-idle = no player moved for the last 10 rounds, though each could still go on
game-stall-slow = the players were too slow
game-stall-at = { $reason } at { $place }
game-notice-no-stall = This game did not stall
game-notice-not-allowed = Not allowed: { $why }
game-notice-nothing-to-take-back = Nothing to take back: only your own actions of this turn, until a card is drawn or a cave explored
game-notice-playing-on = Playing on: { $title }
game-notice-ends-here = This game ends here: open an unfinished one, or step back to play on from there
game-notice-close-to-undo = Close the game to undo or redo changes to the course
game-notice-fix-first = Fix the course's problems first: only a valid course can be played
game-notice-not-played = The game could not be played: { $error }
game-notice-started = Started: { $title }
game-notice-over = { $title }: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}
game-notice-unfinished = { $title }: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, not finished; Continue from here plays it on
game-notice-cannot-open = Cannot open { $file }: { $error }
game-notice-saved = Saved the game to { $file }
game-notice-cannot-save = Cannot save the game to { $file }: { $error }

# A file that is not an earlier game record is never replaced: what it looks like.
game-notice-save-kept = { $file } holds { $looks ->
        [course] a course file
        [newer-course] a course file of a newer format
        [damaged-course] a course file that cannot be read as one (damaged)
        [newer-record] a game record of a newer format
        [damaged-record] a game record that cannot be read as one (damaged)
        [svg] an SVG picture
        [png] a PNG picture
        [pdf] a PDF document
        [export] an export for another program
        [json] JSON of an unknown kind
        [utf16] UTF-16 text
        [utf32] UTF-32 text
        [binary] data of an unknown kind
       *[text] text of an unknown kind
    }, not a game record; it was left untouched: choose another name
game-notice-save-unreadable = { $file } cannot be read ({ $cause }), so what it holds is unknown; it was left untouched: choose another name
game-stuck = no space next to your pieces can be entered with { $source }

## Game > New game…
game-setup-title = New game
game-setup-players = Players
game-setup-seat = Seat { $seat }
game-seat-kind-person = Person
game-seat-kind-fast = Fast bot
game-seat-kind-strong = Strong bot
game-seat-kind-random = Random bot
game-seat-kind-river = River player (buys paddles)
game-seat-kind-jungle = Jungle player (buys machetes)
game-seat-kind-village = Village player (coins, strong purchases)
game-seat-kind-racer = Racer (thins early, buys little)
game-setup-two-players = Two players play two pieces each, as the rules say.
game-setup-caves = Caves variant
game-setup-random-seed = Random seed
game-setup-start = Start
game-setup-fix-first = Fix the course's problems first: only a valid course can be played.

## The board of the game view
game-board = Game board
game-or = { $first } or { $last }
game-hover-either = { $pieces } can move here: click, then choose which
game-hover-not-with = Not with { $source }: { $why }
game-hover-too-far = { $space } is more than one step away; a longer move shows where it ends
game-move-here = Move { $piece } here: costs { $cost } power
game-cancel = Cancel

## The panel beside the board
game-save-record = Save game record…
game-close = Close game
game-continue = Continue from here
game-continue-hint = Play the game on from the position shown, the seats as the record names them; the actions after it are dropped
game-phase-playing = playing cards
game-phase-discarding = discarding
game-phase-over = over
game-status = Round { $round } · seat { $seat } ({ $kind }) to play · { $phase }
game-last-action = Seat { $seat } { $words }
game-stall-here = Here the game { $why }
game-action-of = Action { $at } of { $len }
game-back-round = ◀ Round
game-back-turn = ◀ Turn
game-back-action = ◀ Action
game-forward-action = Action ▶
game-forward-turn = Turn ▶
game-forward-round = Round ▶
game-to-start-hint = To the start (Home)
game-back-round-hint = Back a round (Ctrl+Left arrow)
game-back-turn-hint = Back a turn (Shift+Left arrow)
game-back-action-hint = Back an action (Left arrow)
game-forward-action-hint = Forward an action (Right arrow)
game-forward-turn-hint = Forward a turn (Shift+Right arrow)
game-forward-round-hint = Forward a round (Ctrl+Right arrow)
game-to-end-hint = To the end (End)
game-play = Play
game-pause = Pause
game-play-hint = Space
game-speed = Actions a second
game-round = Round
game-go-to-round = Go to round
game-to-stall = To the stall
game-to-stall-hint = S
game-pass-screen = Pass the screen to seat { $seat }
game-i-am = I am seat { $seat }: show my hand
game-seat-playing = Seat { $seat } is playing…
game-skip-wait = Skip the wait
game-bot-speed = Bot speed
game-finish-playing-hint = Go on to discarding; the cards played go to the discard pile
game-end-turn-hint = Draw up to four cards; the next seat plays
game-take-back = Take back
game-take-back-hint = Only your own actions of this turn, until a card is drawn, a cave explored or the turn ended
game-your-hand = Your hand: { $hand }
game-hand-empty = empty
game-move-with = Move with (then click a green space):
game-moves-no-piece = { $card } moves no piece now: { $why }
game-piece-to-move = Piece to move:
game-either = Either
game-either-hint = Whichever reaches the space you click; asked when both do
game-as-rules-allow = As the rules allow now
game-buy-heading = Buy (a market card, then the cards that pay):
game-market-offer = { $card } · { $cost }
game-left-on-board = { $left } left on the market board
game-left-in-reserve = { $left } left in the reserve
game-pay-with = Pay with:
game-pays = Pays { $worth }
game-buy-the = Buy the { $card }
game-log = Turn log
game-log-hint = What each turn did, as `eldorado replay` tells it; the moves of the turn shown are drawn on the board
game-seat-heading = Seat { $seat } · { $kind }
game-hand-count = Hand: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
game-hand = Hand ({ $count }): { $cards }
game-played = Played: { $cards }
game-piles = Draw pile: { $draw } · discard pile: { $discard }
game-discard-pile = Discard pile: { $cards }
game-cave-tokens = Cave tokens: { $tokens }
game-blockades-taken = Blockades taken: { $blockades }
game-blockades-hint = Between players who reach El Dorado in the same round, more blockades win; then the highest number
game-market = Market
game-market-left = { $card } ({ $left } left)
game-reserve = Reserve
game-reserve-card = { $card } ({ $left })
game-cave-tokens-left = Cave tokens left: { $piles }
game-ways = Route choices: which way each piece took
game-point-out = Click to point it out on the board; click again to stop.
game-point-out-start = Click to point out its start space on the board; click again to stop.
game-ways-none = No piece has reached a route choice yet.
game-way-taken = { $who } passed { $choice } { $way }

## Continue from here, before the actions after the position shown are dropped
game-question-drop = Drop the later actions?
game-question-drop-text = Playing on from action { $at } drops { $later ->
    [one] the action after it
   *[other] the { $later } actions after it
} from this game; save the game record first to keep them.
game-question-drop-yes = Drop { $later ->
    [one] { $later } action
   *[other] { $later } actions
} and play on

## Before a game being played is closed unsaved (Close game, Quit, another course)
game-question-unsaved = Unsaved game
game-question-unsaved-text = { $title } is being played and is not saved: save it as a game record first?
game-question-close-unsaved = Close without saving
