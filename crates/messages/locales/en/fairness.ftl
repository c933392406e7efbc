# The messages whose ids begin with fairness-, in English.

## Beneath the note that the start spaces are unequally placed: the players on them in the games.
fairness-games-holds = In { $games } games (seat N on start N, seat 1 playing first): the player on start { $best } won { $best_won } %, on start { $worst } { $worst_won } %: the games bear it out.
fairness-games-turn-order = In { $games } games (seat N on start N, seat 1 playing first): the player on start { $best } won { $best_won } %, on start { $worst } { $worst_won } %: here the turn order weighs more than the start spaces.
fairness-verdict-holds = Keep this note: give start { $worst } an easier first stretch, or start { $best } a harder one.
fairness-verdict-turn-order = Nothing to change for the start spaces: the turn order weighs more here.
