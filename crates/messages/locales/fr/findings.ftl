# L'analyse en français : les conseils de conception, les constats du
# panneau des problèmes, les itinéraires, les choix d'itinéraire, l'équité,
# et la fenêtre de simulation. Les identifiants commencent par finding-,
# tip-, route-, fairness- ou simulation-.

## Les éléments d'un constat

# Un nombre seul.
finding-number = { $n }
# Jusqu'à trois cases, et combien d'autres.
finding-and-more = { $shown } et { $more ->
    [one] { $more } autre
   *[other] { $more } autres
}
# Not in the rulebook: the side of an obstacle a way passes.
finding-side = { $side ->
    [north] par le nord
    [north-east] par le nord-est
    [north-west] par le nord-ouest
    [west] par l'ouest
    [south-west] par le sud-ouest
    [south] par le sud
    [south-east] par le sud-est
    [east] par l'est
   *[other] { $side }
}
finding-obstacle-mountains = les montagnes en { $at } ({ $on })
finding-obstacle-gap = le vide entre { $pieces }
finding-obstacle-both = les montagnes en { $at } et le vide à côté d'elles, entre { $pieces }
finding-way = le chemin { $side } ({ $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
}, { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
})

## Une case Départ enfermée

finding-blocked-no-finish = la case Départ { $number } en { $at } ne peut pas atteindre l'El Dorado : le parcours n'a aucune case d'arrivée
finding-blocked-stuck = la case Départ { $number } en { $at } ne peut pas bouger du tout : elle est enfermée par { $closers }
finding-blocked-shut-in = la case Départ { $number } en { $at } ne peut pas atteindre l'El Dorado : elle est enfermée avec { $count ->
    [one] { $count } case
   *[other] { $count } cases
} ({ $shown }) par { $closers }
finding-closer-mountains = { $count ->
    [one] { $count } montagne
   *[other] { $count } montagnes
}
finding-closer-start = la case Départ { $number }
finding-closer-edge = le bord du parcours
finding-closer-nothing = rien
finding-no-starts = le parcours n'a aucune case Départ

## Les conseils de la règle pour composer ses parcours (« Conseils et astuces »)

tip-a-single-colour = une grande zone d'une seule couleur, { $terrain } ({ $on }) : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
}, dont { $core } entourées uniquement de { $terrain } (conseil a : « Évitez les trop grandes zones d'une seule couleur. » ; un cœur de { $note } cases est signalé, { $limit } est trop grand)
tip-b-cheap-shortcut = le chemin { $short } pour contourner { $obstacle } compte { $saves ->
    [one] { $saves } case
   *[other] { $saves } cases
} de moins que le chemin { $around } et fait gagner { $quicker ->
    [one] { $quicker } manche
   *[other] { $quicker } manches
} ({ $short-rounds } contre { $around-rounds }), plus que les { $worth } que valent les cases épargnées : c'est le détour qui a les cases difficiles (conseil b : « Veillez à ce que les raccourcis passent toujours par une zone de cases avec des conditions difficiles. L'itinéraire plus long qui la contourne doit être plus simple. »)
tip-c-easy-inner-bend = le parcours tourne { $turn ->
    [left] à gauche
   *[right] à droite
} de { $degrees }° ({ $piece }), et l'itinéraire intérieur compte { $saves ->
    [one] { $saves } case
   *[other] { $saves } cases
} de moins et fait gagner { $quicker ->
    [one] { $quicker } manche
   *[other] { $quicker } manches
} sur l'itinéraire extérieur ({ $inner-rounds } contre { $outer-rounds }), plus que les { $worth } que valent les cases épargnées : c'est l'extérieur qui a les cases difficiles (conseil c : « l'itinéraire intérieur doit être plus difficile que celui à l'extérieur »)
tip-d-narrow-passages = { $count } passages étroits, larges de { $width } cases ou moins, alors que { $plenty } suffisent : { $places } (conseil d : « Évitez trop de passages étroits ! »)
tip-d-place = { $at } (largeur { $width })

## Les autres constats

# Not in the rulebook: a choice between two ways of about the same length.
finding-route-choice = un choix d'itinéraire pour contourner { $obstacle } : { $first } ou { $second }, distincts sur { $apart } cases
finding-chokepoint = tous les itinéraires passent par { $at } ({ $on }) : un goulet large d'une case où les joueurs se bloquent
finding-unfair = les cases Départ sont à { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} et { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} d'écart : le départ { $best } est le mieux placé, le départ { $worst } le moins bien
finding-unreachable = { $count ->
    [one] { $count } case ne peut être atteinte depuis aucune case Départ
   *[other] { $count } cases ne peuvent être atteintes depuis aucune case Départ
} : { $at }
finding-dead-end = un cul-de-sac de { $count ->
    [one] { $count } case
   *[other] { $count } cases
} derrière { $entrance } ({ $on })
finding-scarce-what = { $requirement } en { $at } ({ $on })
finding-scarce-payers = seules { $copies } cartes peuvent la payer ({ $cards })
finding-scarce-payers-single-use = seules { $copies } cartes peuvent la payer ({ $cards }, écartées du jeu une fois jouées)
finding-scarce-unavoidable = le chemin de l'El Dorado exige { $what }, et { $payers } ; à { $players } joueurs, certains risquent de ne jamais en obtenir
finding-scarce-avoidable = { $what } : { $payers } ; un autre chemin permet de l'éviter
finding-turn-order = à { $players } joueurs, { $best ->
    [1] le premier joueur
   *[other] le { $best }e joueur
} devrait gagner { $best-share } % des parties et { $worst ->
    [1] le premier joueur
   *[other] le { $worst }e joueur
} { $worst-share } % : l'ordre du tour décide plus que sur tout parcours officiel (la simulation applique les égalités de la règle : le plus de barrières, puis la barrière de la valeur la plus élevée, puis le premier arrivé à l'El Dorado)


## Le panneau des problèmes et les calques de la carte

# Le constat d'un conseil de la règle : « Conseil b : le chemin … ».
finding-tip = Conseil { $tip } : { $finding }
# Ce que demande une case : « jungle 2 ».
finding-space-kind = { $terrain } { $power }
finding-note-cheapest = Itinéraire le moins coûteux depuis le départ { $start } : { $space }
finding-note-narrowest = Sur la section la plus étroite du parcours, large de { $width ->
    [one] { $width } case
   *[other] { $width } cases
}
finding-label-narrowest = le plus étroit : { $width }
finding-note-narrow = Passage étroit, large de { $width ->
    [one] { $width } case
   *[other] { $width } cases
}
finding-note-chokepoint = Goulet : tous les itinéraires vers l'El Dorado passent ici
finding-note-zone = Dans une zone de { $count ->
    [one] { $count } case
   *[other] { $count } cases
} de { $terrain }
finding-note-unreachable = Aucune case Départ ne peut atteindre cette case


## Le panneau des problèmes

finding-problems = { $count ->
    [0] Problèmes
   *[other] Problèmes ({ $count })
}
finding-problems-and-tips = { $problems } · { $tips ->
    [one] { $tips } conseil de conception
   *[other] { $tips } conseils de conception
}
finding-course-valid = Le parcours est valide.
finding-severity-error = erreur
finding-severity-warning = avertissement
finding-severity-tip = conseil
finding-point-out = { $kind } : cliquez pour le montrer sur le parcours


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
simulation-measured = mesuré : { $rating } à { $players } joueurs{ $standing }{ $said }
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

## Les calques de la carte

# Not in the rulebook.
finding-layer-cheapest-routes = Itinéraires les moins coûteux
finding-layer-chokepoints = Goulets
finding-layer-colour-zones = Zones d'une seule couleur
finding-layer-reachability = Cases accessibles
finding-layer-heatmap = Carte de chaleur de la simulation
finding-layer-route-usage = Choix d'itinéraire pris


## Les modifications suggérées

finding-suggest-fixes = corrige { $warning }
finding-suggest-rounds = manches prévues { $before } → { $after }
finding-suggest-separator = {" "};{" "}
finding-suggest-tip = le conseil { $tip }
finding-suggest-tip-on = le conseil { $tip } ({ $pieces })
finding-suggest-chokepoint = le goulet
finding-suggest-chokepoint-on = le goulet ({ $pieces })
finding-suggest-unfair = l'inégalité entre les cases Départ
finding-suggest-unreachable = les cases inaccessibles
finding-suggest-start-blocked = une case Départ enfermée
finding-suggest-dead-end = le cul-de-sac
finding-suggest-dead-end-on = le cul-de-sac ({ $pieces })
finding-suggest-warning = un avertissement
finding-suggest-warning-on = un avertissement ({ $pieces })
finding-suggest-heading = Suggestions
finding-suggest-fix-first = Corrigez d'abord les problèmes du parcours : les suggestions sont faites pour un parcours valide.
# Not in the rulebook: the difficulty a designer aims at.
finding-suggest-toward = Vers
finding-suggest-no-band = aucun niveau
finding-suggest-button = Suggérer des modifications
finding-suggest-button-hover = Essaie chaque modification isolée et liste celles qui aident
finding-suggest-none = Aucune modification isolée ne corrige un avertissement ni ne rapproche le parcours du niveau visé sans en créer un autre.
finding-suggest-item-hover = Montrée sur le parcours ; cliquez pour faire cette modification (Annuler la défait)
finding-suggest-caption = { $action } : { $effect }

finding-suggest-to = à


## Une modification suggérée

finding-suggest-place = poser { $piece }
finding-suggest-remove = retirer { $piece }
finding-suggest-flip = { $kind ->
    [finish] retourner { $piece } sur sa face { $side }
   *[other] retourner { $piece } sur la face { $side }
}
finding-suggest-swap = remplacer { $piece } par { $with }
finding-suggest-turn = tourner { $piece } : { $turn }
finding-suggest-move-to = déplacer { $piece } en { $at }
finding-suggest-move-next-to = déplacer { $piece } contre { $pieces }
finding-suggest-and-turn = { $move }, { $turn }
finding-suggest-put-blockade = poser { $blockade } entre { $a } et { $b }
finding-suggest-take-blockade = retirer la barrière entre { $a } et { $b }
finding-suggest-clear-blockades = retirer toutes les barrières
finding-suggest-set-blockades = { $count ->
    [one] poser { $count } barrière
   *[other] poser { $count } barrières
}
finding-suggest-add-cave = ajouter une grotte à la montagne en { $at } sur { $piece }
finding-suggest-take-cave = retirer la grotte de la montagne en { $at } sur { $piece }
finding-suggest-the-finish = la plaque d'arrivée

## The status bar's figures

finding-summary-spaces = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
finding-summary-cards = { $cards } cartes


## Sous la note des cases Départ inégalement placées : leurs joueurs dans les parties.
fairness-games-holds = En { $games } parties (le joueur N sur la case Départ N, le joueur 1 jouant en premier) : le joueur de la case Départ { $best } a gagné { $best_won } %, celui de la case Départ { $worst } { $worst_won } % : les parties le confirment.
fairness-games-turn-order = En { $games } parties (le joueur N sur la case Départ N, le joueur 1 jouant en premier) : le joueur de la case Départ { $best } a gagné { $best_won } %, celui de la case Départ { $worst } { $worst_won } % : ici l'ordre du tour pèse plus que les cases Départ.
fairness-verdict-holds = Gardez cette remarque : donnez à la case Départ { $worst } un début plus facile, ou à la case Départ { $best } un début plus difficile.
fairness-verdict-turn-order = Rien à changer aux cases Départ : ici l'ordre du tour pèse davantage.
