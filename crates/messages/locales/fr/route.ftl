# Les messages dont l'identifiant commence par route-, en français.

## Les chemins d'un choix, tels que les nomme ce que les parties ont montré.
route-way-shortcut = le raccourci
route-way-around = le chemin qui fait le détour
route-way-inner = le chemin intérieur du virage
route-way-outer = le chemin extérieur du virage
route-way-side = { $side ->
    [north] le chemin par le nord
    [north-east] le chemin par le nord-est
    [north-west] le chemin par le nord-ouest
    [west] le chemin par l'ouest
    [south-west] le chemin par le sud-ouest
    [south] le chemin par le sud
    [south-east] le chemin par le sud-est
    [east] le chemin par l'est
   *[other] le chemin { $side }
}

## Ce que les parties ont montré à un choix : parts en pour cent, manches à une décimale.
route-one-way = { $share } % des pions ont pris { $way } : pas de vrai choix ici (un vrai choix en a au moins { $least } % des pions sur chaque chemin)
route-one-way-sooner = { $share } % des pions ont pris { $way } et sont arrivés { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} plus tôt : pas de vrai choix ici (un vrai choix en a au moins { $least } % des pions sur chaque chemin)
route-one-way-later = { $share } % des pions ont pris { $way } et sont arrivés { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} plus tard : pas de vrai choix ici (un vrai choix en a au moins { $least } % des pions sur chaque chemin)
route-one-way-same = { $share } % des pions ont pris { $way } et sont arrivés à la même manche : pas de vrai choix ici (un vrai choix en a au moins { $least } % des pions sur chaque chemin)
route-real = { $first } { $first-share } %, { $second } { $second-share } %, à { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} près : un vrai choix
route-real-unmeasured = { $first } { $first-share } %, { $second } { $second-share } % : un vrai choix
route-behind = { $first } { $first-share } %, { $second } { $second-share } %, mais les pions qui ont pris { $slow } sont arrivés { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} plus tard : un piège plutôt qu'un choix
route-untaken = aucun pion n'a pris l'un ou l'autre chemin

## Sous un constat, tant que les parties ne sont pas connues : l'estimation seule.
route-estimate-playing = une estimation : l'éditeur joue des parties pour en juger…
route-estimate-only = une estimation, pas encore jugée par des parties
route-estimate-said = { $finding } — { $estimate }
route-estimate-hover = Elle ne repose que sur la forme du parcours : cette règle empirique s'accorde avec les parties sur { $agrees } % des raccourcis et des virages tenus hors de son ajustement, là où avertir de chaque chemin court le ferait sur { $always } %. Lancez une simulation, ou activez Affichage > Jouer des parties après chaque modification, et ce que les parties ont montré prendra sa place.

## Sous un constat du panneau des problèmes, une fois une simulation du parcours connue.
route-games-of = En { $games } parties de { $table } : { $evidence }.

## Qui a joué ces parties : robots « rapide » ; robots « fleuve », « jungle », « village » et « coureur ».
route-table = robots { $bots }
route-table-bot = « { $bot } »

## Un conseil b ou c, ou un choix d'itinéraire, une fois jugé par les parties :
## ce dont il parle, puis la ligne des parties à la place des chiffres de l'estimation.
route-subject-tip = { $choice } (conseil { $tip })
route-static-said = D'après la seule forme du parcours, la règle empirique disait : { $finding }

## Le verdict en dessous : que faire.
route-verdict-keep-shortcut = Gardez cet avertissement : le raccourci est un gain gratuit. Rendez le détour intéressant (un village ou une grotte) ou le raccourci plus coûteux.
route-verdict-keep-bend = Gardez cet avertissement : le chemin intérieur du virage est un gain gratuit. Rendez le chemin extérieur intéressant ou le chemin intérieur plus coûteux.
route-verdict-drop-real = Abandonnez cet avertissement : les deux chemins sont pris, chacun par au moins { $least } % des pions, et aucun n'arrive plus de { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} après l'autre : un vrai choix.
route-verdict-drop-no-gain = Abandonnez cet avertissement : en partie, le chemin court ne fait rien gagner.
route-verdict-choice-real = Un vrai choix : rien à changer.
route-verdict-choice-one-way = Pas un vrai choix : rendez { $less } plus rapide ou { $most } plus coûteux.
route-verdict-trap = Un piège : les pions qui prennent { $slow } arrivent { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} plus tard. Raccourcissez-le ou rendez-le moins coûteux.
route-verdict-start-board = Pas de conseil de conception : sur le plateau de départ, le chemin de chaque pion suit sa case Départ.
route-verdict-untaken = Pas de verdict : aucun pion n'est passé ici.

## Chaque choix que les parties d'un parcours généré ont observé, nommé.
route-choice-on = le choix d'itinéraire sur { $pieces }
route-shortcut-on = le raccourci sur { $pieces }
route-bend-on = le virage sur { $pieces }
route-named-by-obstacle = { $name } { $obstacle }
route-by-mountains = près des montagnes en { $at }
route-evidence = { $choice } : { $evidence }
route-piece = { $kind ->
    [strip] la { $piece }
    [finish] la { $piece }
   *[board] le { $piece }
}

## À côté d'une difficulté mesurée ou estimée pour deux joueurs.
route-two-player-played = À deux joueurs, l'estimation est jouée : la moyenne de { $games } parties de robots rapides, qui classent les parcours comme { $reference } parties (Spearman { $spearman } sur { $courses } parcours).

## Un pion qui passe un choix d'itinéraire, un raccourci ou un virage, dit au
## coup qui le fait passer (une partie racontée).
route-passes = { $piece } passe { $choice } { $way }

## Le chemin par lequel un pion est passé.
route-by-side = { $side ->
    [north] par le nord
    [north-east] par le nord-est
    [north-west] par le nord-ouest
    [west] par l'ouest
    [south-west] par le sud-ouest
    [south] par le sud
    [south-east] par le sud-est
    [east] par l'est
   *[other] par { $side }
}
route-by-short = { $side ->
    [north] par le nord
    [north-east] par le nord-est
    [north-west] par le nord-ouest
    [west] par l'ouest
    [south-west] par le sud-ouest
    [south] par le sud
    [south-east] par le sud-est
    [east] par l'est
   *[other] par { $side }
} (le chemin court)
route-by-around = { $side ->
    [north] par le nord
    [north-east] par le nord-est
    [north-west] par le nord-ouest
    [west] par l'ouest
    [south-west] par le sud-ouest
    [south] par le sud
    [south-east] par le sud-est
    [east] par l'est
   *[other] par { $side }
} (le détour)
route-by-inner = par l'intérieur du virage
route-by-outer = par l'extérieur du virage
route-by-inner-start = par l'intérieur du virage, où l'a mis sa case Départ
route-by-outer-start = par l'extérieur du virage, où l'a mis sa case Départ

## Un virage ou un raccourci sur le plateau de départ : le chemin de chaque pion suit sa case Départ.
route-start-decides = { $evidence } ; sur le plateau de départ, le chemin de chaque pion suit sa case Départ : pas un conseil de construction

## Tactics: route choices by who takes them, a course's tactical variety
# Not in the rulebook: the rulebook's "tactic" (tip b: "chaque joueur peut suivre sa propre tactique").

route-tactic-on-way = { $bots } { $way }
route-tactic-tactical = un choix tactique : { $ways }, chacun gagnant sa part
route-tactic-trap = les tactiques se séparent, mais { $bots } par { $way } gagnent trop peu : un piège pour ce paquet
route-tactic-same-way = toute tactique qui préfère un chemin prend { $way } : pas de choix tactique
route-tactic-no-preference = aucune tactique ne préfère un chemin : elles vont comme tombent leurs cartes
route-tactic-unknown = trop peu de pions de chaque tactique y sont passés pour le dire
route-tactic-taken = { $bot } : { $share } % { $way }, a gagné { $won } %
route-tactic-variety = { $count } tactiques sur { $total } peuvent le gagner ({ $winners } : au moins { $bound } % du taux de victoire de la meilleure)
route-tactic-variety-beside = { $variety } — { $reference }
route-tactic-variety-as-many = autant que { $courses }
route-tactic-variety-more = plus que tout parcours officiel
route-tactic-variety-fewer = moins que tout parcours officiel
