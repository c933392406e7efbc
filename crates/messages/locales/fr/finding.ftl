# Les messages dont l'identifiant commence par finding-, en français.

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
