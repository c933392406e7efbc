# Les messages dont l'identifiant commence par generate-, en français.

## Pourquoi le générateur ne donne aucun parcours, ou moins que demandé

# Une fourchette de manches commandée, avec autant de décimales que donné.
generate-order = { $low }–{ $high } { $high ->
    [one] manche
   *[other] manches
}
generate-pieces-boards = { $boards ->
    [one] { $boards } plateau de terrain ({ $names })
   *[other] { $boards } plateaux de terrain ({ $names })
}
generate-pieces-strips = { $strips ->
    [one] { $strips } bande de terrain ({ $names })
   *[other] { $strips } bandes de terrain ({ $names })
}
generate-pieces-both = { $boards } et { $strips }
generate-placed-and-left = les éléments posés et ceux qui restent à ajouter

## Refusé avant de chercher
generate-players = une partie se joue de 2 à 4 joueurs, pas { $players }
generate-no-boards = un parcours demande au moins un plateau de terrain en plus du plateau de départ, et les éléments choisis n'en comptent aucun
generate-no-count = aucun parcours n'est demandé ; demandez-en au moins 1
generate-choices-beyond = { $pieces } font des parcours d'au plus { $spaces } cases, et chaque choix d'itinéraire demande deux voies d'au moins { $apart } cases qu'aucun autre choix n'emprunte : aucun de ces parcours n'offre { $asked } choix d'itinéraire (au plus { $most })
generate-out-of-reach = { $pieces } font des parcours d'environ { $least } à { $most } { $most ->
    [one] manche
   *[other] manches
} : { $order }, c'est hors d'atteinte
generate-order-out-of-range = { $rounds } n'est pas un nombre de manches qu'une commande peut demander ; donnez des nombres de 0 à { $max }
generate-order-reversed = { $order } n'est pas une fourchette de manches : donnez d'abord le plus petit nombre ({ $high }-{ $low })
generate-order-too-narrow = { $order } est plus étroit que ce que la recherche peut viser : la moyenne de 1000 parties n'est connue qu'à ±0,1 manche près environ, donnez donc une fourchette d'au moins { $width } { $width ->
    [one] manche
   *[other] manches
} de large

## Un parcours à compléter qui ne peut pas l'être sur commande
generate-complete-foreign-piece = le parcours à compléter a un élément { $piece } qui n'est pas un élément du jeu
generate-complete-no-pieces = le parcours à compléter n'a aucun élément ; posez d'abord son plateau de départ
generate-complete-not-start = le parcours à compléter commence par le plateau { $board } et non par son plateau de départ (A ou B) ; son premier élément doit être le plateau de départ
generate-complete-has-finish = le parcours à compléter a déjà sa plaque d'arrivée : rien ne peut être ajouté après elle ; retirez la plaque et complétez-le de nouveau
generate-complete-broken = on ne peut pas bâtir sur le parcours à compléter : { $problem }
generate-complete-ends-on-strip = le parcours à compléter finit sur la bande de terrain { $strip }, et il ne reste aucun plateau de terrain pour la suivre
generate-complete-none-left = sans élément à ajouter, le parcours ne peut pas durer plus d'environ { $most } { $most ->
    [one] manche
   *[other] manches
} : { $order }, c'est hors d'atteinte
generate-complete-too-short = les éléments qui restent ({ $pieces }) ne peuvent pas faire un parcours de plus d'environ { $most } { $most ->
    [one] manche
   *[other] manches
} depuis ce début : { $order }, c'est hors d'atteinte
generate-complete-too-long = les éléments déjà posés font un parcours d'au moins { $least } { $least ->
    [one] manche
   *[other] manches
} environ : { $order }, c'est hors d'atteinte
generate-complete-finish-nowhere = sans plateau ni bande de terrain à ajouter, seule la plaque d'arrivée peut compléter le parcours, et elle ne trouve de place nulle part au bout de la chaîne sans enfreindre une règle ou un conseil de conception : aucun parcours de { $order } ne peut en être fait
generate-complete-about = environ { $rounds } { $rounds ->
    [one] manche
   *[other] manches
}
generate-complete-about-range = environ { $least } à { $most } { $most ->
    [one] manche
   *[other] manches
}
generate-complete-finish-only = sans plateau ni bande de terrain à ajouter, seule la plaque d'arrivée peut compléter le parcours, qui dure alors { $made } (l'estimation à { $players } joueurs) : { $order }, c'est hors d'atteinte

## Une recherche qui n'a rien trouvé, ou moins que demandé
generate-choices-out-of-reach = aucun parcours de { $order } avec { $asked } choix d'itinéraire n'est à espérer : aucun des { $kept } parcours tirés lors des { $attempts } premiers essais qui respectaient les règles et les conseils n'en offrait plus de { $most } ; demandez-en { $most } ou moins
generate-choices-short = aucun parcours de { $order } avec { $asked } choix d'itinéraire n'a été trouvé en { $attempts ->
    [one] { $attempts } essai
   *[other] { $attempts } essais
} : { $short } des { $kept } parcours tirés offraient moins de { $asked } choix d'itinéraire (le plus qu'en offrait l'un d'eux : { $most }) ; demandez moins de choix d'itinéraire
generate-nothing = aucun parcours de { $order } n'a été trouvé en { $attempts ->
    [one] { $attempts } essai
   *[other] { $attempts } essais
} avec { $pieces } ; essayez une autre graine, une fourchette plus large ou plus d'éléments
generate-shortfall = seulement { $found } des { $count } parcours distincts de { $order } demandés ont été trouvés en { $attempts ->
    [one] { $attempts } essai
   *[other] { $attempts } essais
}

## Un parcours trouvé en une ligne
generate-outline-start = départ { $side }
generate-outline-boards = { $count ->
    [one] plateau { $sides }
   *[other] plateaux { $sides }
}
generate-outline-strips = { $count ->
    [one] bande { $sides }
   *[other] bandes { $sides }
}
generate-outline-bends = { $count ->
    [one] { $count } virage
   *[other] { $count } virages
}
generate-outline-choices = { $count ->
    [one] { $count } vrai choix d'itinéraire
   *[other] { $count } vrais choix d'itinéraire
}
generate-outline-tactics = { $count ->
    [one] { $count } tactique peut le gagner
   *[other] { $count } tactiques peuvent le gagner
}
generate-outline-tactical = { $count ->
    [one] { $count } choix d'itinéraire tactique
   *[other] { $count } choix d'itinéraire tactiques
}
generate-outline-blockades = { $count ->
    [one] { $count } barrière
   *[other] { $count } barrières
}
generate-outline-spaces = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}

## Le nom et les notes d'un parcours généré
generate-course-name = Parcours { $band } généré { $seed }-{ $attempt }
generate-course-completed-name = { $name }, complété { $seed }-{ $attempt }
generate-course-unnamed = Parcours
generate-course-author = Studio de parcours El Dorado (généré)
generate-course-generated-notes = Généré avec la graine { $seed } (essai { $attempt }) pour { $order } : manche moyenne d'arrivée simulée { $rounds } sur { $games } parties avec { $players } robots rapides{ $caves }.
generate-course-completed-notes = Complété avec la graine { $seed } (essai { $attempt }) pour { $order } : manche moyenne d'arrivée simulée { $rounds } sur { $games } parties avec { $players } robots rapides{ $caves }.
generate-course-caves = , variante des grottes
