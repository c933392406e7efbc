# Les messages dont l'identifiant commence par simulation-, en français.

## La fenêtre de simulation
simulation-title = Simulation
simulation-fix-first = Corrigez d'abord les problèmes du parcours : seul un parcours valide peut être joué.
simulation-run = Lancer
simulation-stale = Ces résultats portent sur un autre parcours, ou sur une version antérieure de celui-ci.
simulation-players = Joueurs
simulation-games = Parties

# Not in the rulebook: the number a run's random draws start from.
simulation-seed = Graine
simulation-seat-bot = Robot du joueur { $seat }

# Not in the rulebook: the simulated players.
simulation-bot-fast = rapide
simulation-bot-strong = fort
simulation-bot-random = au hasard

# Not in the rulebook: the tactics, named by the terrain their decks pay (fleuve, jungle, village, as the rulebook names the spaces).
simulation-bot-river = fleuve
simulation-bot-jungle = jungle
simulation-bot-village = village
simulation-bot-racer = coureur
simulation-caves = Variante Grottes
simulation-rotate = Faire tourner les robots entre les joueurs
simulation-rotate-hover = D'une partie à l'autre chaque robot change de place, de sorte que chacun joue autant de fois à chaque place : son taux de victoire est alors le sien, et non celui de sa place
simulation-seat-tactics = Placer les tactiques
simulation-seat-tactics-hover = Quatre joueurs : un robot des fleuves (achète des pagaies), un robot de la jungle (achète des machettes), un robot des villages (pièces, gros achats) et un coureur (allège son paquet tôt, achète peu), qui tournent entre les places ; la série montre alors chaque choix de chemin par tactique et la variété tactique du parcours
simulation-by-tactic = Par tactique : { $verdict }
simulation-variety = Variété tactique
simulation-variety-hover = Combien de tactiques peuvent gagner le parcours, les places tournant : une tactique qui gagne au moins 60 % aussi souvent que la meilleure le peut ; à côté des chiffres des parcours officiels
simulation-round-cap = Limite de manches
simulation-round-cap-hover = Une partie encore en cours après ce nombre de manches s'arrête ; en dessous de 100, les parties arrêtées alors qu'elles avançaient encore sont distinguées des parties bloquées, et cette série ne remplace pas la difficulté mesurée du parcours
simulation-progress = { $done } / { $total } parties
simulation-cancel = Annuler
simulation-cancelled-after = Annulée après { $played } parties sur { $requested }.
simulation-games-played = Parties jouées
simulation-mean-round = Manche d'arrivée moyenne
simulation-median = Médiane (10e–90e centile)
simulation-stalled-games = Parties bloquées
simulation-stopped-at-cap = Arrêtées à votre limite de manches
simulation-seat-imbalance = Déséquilibre entre joueurs
simulation-count-and-share = { $count } ({ $percent } %)
simulation-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
simulation-difficulty = Difficulté : { $said }
simulation-measured = mesurée : { $rating } à { $players } joueurs{ $standing }{ $said }
simulation-difficulty-measured = Difficulté mesurée : { $rating } à { $players } joueurs{ $standing }{ $said }
simulation-none-arrived = aucune partie n'a atteint l'El Dorado{ $said }
simulation-not-measured = non mesurée par cette série (parties arrêtées à votre limite de manches)
simulation-estimate-said = ; l'estimation annonçait { $rating }
simulation-method = mesure : la manche d'arrivée moyenne des parties qui n'ont pas été bloquées, avec la note et le niveau de l'estimation statique (note = (manches − 8) / 2, bornée entre 0 et 10 ; facile sous 15 manches, moyen de 15 à 18, difficile de 18 à 21, très difficile à partir de 21). Les parties bloquées sont données à part, sans être comptées.
simulation-stalls = { $percent } % des parties bloquées
simulation-stalls-warning = attention : { $percent } % des parties bloquées (non comptées dans les manches) : un joueur n'a pas pu atteindre l'El Dorado
simulation-cut-short = { $percent } % des parties ont été arrêtées à la limite que vous avez fixée ({ $cap ->
    [one] { $cap } manche
   *[other] { $cap } manches
}) alors qu'elles avançaient encore : ce ne sont pas des blocages, elles ne sont pas comptées dans les manches, et cette série ne mesure donc pas la difficulté du parcours
simulation-watch-heading = Regarder une partie
simulation-watch-hover = Ouvre la partie sur le plateau, comme la raconte `eldorado simulate FICHIER --trace GRAINE`
simulation-longest = La partie la plus longue ({ $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
})
simulation-longest-name = la partie la plus longue
simulation-shortest = La partie la plus courte ({ $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
})
simulation-shortest-name = la partie la plus courte
simulation-won-by = Une partie gagnée par le joueur { $seat }
simulation-won-by-name = une partie gagnée par le joueur { $seat }
simulation-stalled-game = Partie bloquée { $number }
simulation-stalled-game-name = partie bloquée { $number }
simulation-stalled-hover = Graine { $seed } : { $why }
simulation-capped-game = Arrêtée à votre limite { $number }
simulation-capped-game-name = partie { $number } arrêtée à votre limite
simulation-capped-hover = Graine { $seed } : la partie avançait encore quand la limite que vous avez fixée ({ $cap ->
    [one] { $cap } manche
   *[other] { $cap } manches
}) l'a arrêtée ; ce n'est pas un blocage
simulation-game-seed = Graine de la partie
simulation-watch = Regarder
simulation-win-rate-per-seat = Victoires par joueur
simulation-seat-numbering = Le joueur 1 joue en premier (le Premier Joueur). À 3 ou 4 joueurs, le joueur N part de la case Départ N ; à 2, le joueur 1 occupe les cases Départ 1 et 3, le joueur 2 les cases 2 et 4. Les cases Départ sont numérotées comme sur le plateau de départ : sur la face A de 1 à 4 d'ouest en est le long de la rangée de départ, sur la face B de 4 à 1. Ces numéros viennent de deux transcriptions concordantes, encore à vérifier sur un plateau réel.
simulation-seat-first = Le joueur 1 joue en premier (le Premier Joueur). À 3 ou 4 joueurs, le joueur N part de la case Départ N ; à 2, le joueur 1 occupe les cases Départ 1 et 3, le joueur 2 les cases 2 et 4.
simulation-seat = Joueur
simulation-bot = Robot
simulation-win-rate = Victoires (95 %)
simulation-arrived = Arrivées
simulation-win-rate-range = { $rate } % ({ $low }–{ $high })
simulation-finishing-rounds = Manches d'arrivée
simulation-axis-round = manche
simulation-axis-games = parties
simulation-win-rate-plot = Victoires par joueur (%)
simulation-axis-seat = joueur
simulation-axis-win-rate = victoires
simulation-route-choices = Choix d'itinéraire : le chemin pris par les pions
simulation-route-choices-hover = Un vrai choix d'itinéraire : chaque chemin est pris par au moins un cinquième des pions, et ceux qui ne prennent ni l'un ni l'autre n'ont pas plus d'une manche de retard. Le calque « Choix d'itinéraire pris » du menu Affichage ombre chaque chemin selon sa part. Le sort des pions d'un chemin n'est donné que s'il a été pris par au moins { $few } pions et { $share } % d'entre eux : moins, c'est trop peu pour conclure.
simulation-point-out = Cliquez pour le montrer sur le parcours ; cliquez encore pour ne plus le montrer.
simulation-way-share = { $percent } % des pions
simulation-way-won = { $percent } % de victoires
simulation-way-never-arrived = jamais arrivé
simulation-way-arrived = arrivée à la manche { $round }
simulation-way-few = { $pieces } pions : trop peu pour conclure
simulation-seat-share = joueur { $seat } : { $percent } %

## Les messages et les calques de la simulation
simulation-could-not-run = La simulation n'a pas pu être lancée : { $why }.
simulation-was-cancelled = La simulation a été annulée.
simulation-failed = La simulation a échoué : { $why }.
simulation-times-a-game = { $times } fois par partie
simulation-heat-entered = Carte de chaleur : case traversée { $times }
simulation-heat-legend = Carte de chaleur : combien de fois un pion est entré sur chaque case ({ $games } parties)
simulation-heat-rarely = rarement
simulation-way-taken = { $choice } : { $way } pris par { $share } % des pions ({ $pieces } pions, dont les joueurs ont gagné { $won } %) ; { $verdict }
simulation-way-taken-few = { $choice } : { $way } pris par { $share } % des pions ({ $pieces } pions : trop peu pour dire comment ils s'en sont tirés) ; { $verdict }
simulation-way-taken-arrived = { $choice } : { $way } pris par { $share } % des pions ({ $pieces } pions, dont les joueurs ont gagné { $won } %, arrivés en moyenne à la manche { $round }) ; { $verdict }
simulation-routes-legend = Choix d'itinéraire : chaque chemin cerclé de sa couleur ({ $games } parties)
simulation-routes-few = peu de pions
simulation-routes-every = tous les pions
simulation-routes-first-way = le raccourci, le chemin intérieur du virage ou le premier chemin d'un choix d'itinéraire
simulation-routes-second-way = le détour, le chemin extérieur du virage ou le second chemin d'un choix d'itinéraire

## Pourquoi une simulation n'a pas pu tourner
simulation-error-invalid = { $count ->
    [one] le parcours n'est pas valide ({ $count } problème)
   *[other] le parcours n'est pas valide ({ $count } problèmes)
}
simulation-error-board = le parcours est trop grand ou n'a pas de case de départ ou d'arrivée : il ne peut pas être simulé
simulation-error-setup = la partie ne peut pas être mise en place : { $why }
simulation-error-players = une partie se joue à 2, 3 ou 4 joueurs, pas à { $count }
simulation-error-bot-count = { $bots } robots sont nommés pour { $players } joueurs ; nommez un robot, ou un par place
simulation-error-round-cap = la limite de manches doit être d'au moins 1
simulation-error-engine = le moteur du jeu a refusé un coup (une faute de ce programme)
simulation-error-engine-refused = le moteur du jeu a refusé un coup (une faute de ce programme) : { $why }
simulation-error-replay = la partie jouée n'a pas pu être rejouée (une faute de ce programme) : { $why }
