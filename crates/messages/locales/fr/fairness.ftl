# Les messages dont l'identifiant commence par fairness-, en français.

## Sous la note des cases Départ inégalement placées : leurs joueurs dans les parties.
fairness-games-holds = En { $games } parties (le joueur N sur la case Départ N, le joueur 1 jouant en premier) : le joueur de la case Départ { $best } a gagné { $best_won } %, celui de la case Départ { $worst } { $worst_won } % : les parties le confirment.
fairness-games-turn-order = En { $games } parties (le joueur N sur la case Départ N, le joueur 1 jouant en premier) : le joueur de la case Départ { $best } a gagné { $best_won } %, celui de la case Départ { $worst } { $worst_won } % : ici l'ordre du tour pèse plus que les cases Départ.
fairness-verdict-holds = Gardez cette remarque : donnez à la case Départ { $worst } un début plus facile, ou à la case Départ { $best } un début plus difficile.
fairness-verdict-turn-order = Rien à changer aux cases Départ : ici l'ordre du tour pèse davantage.
