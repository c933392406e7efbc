# Les messages dont l'identifiant commence par setup-, en français.

## Laying a course out (« mise en place »)
setup-side-up = face { $side } visible
setup-finish-jungle = face jungle visible
setup-finish-river = face fleuve visible
setup-turn = { $steps ->
    [0] sans rotation
    [1] rotation d'un cran (60°) dans le sens horaire
    [2] rotation de 2 crans (120°) dans le sens horaire
    [3] rotation de 3 crans (180°)
    [4] rotation de 2 crans (120°) dans le sens antihoraire
   *[5] rotation d'un cran (60°) dans le sens antihoraire
}
setup-edge = { $hour ->
    [12] le bord du haut (12 h)
    [2] le bord en haut à droite (2 h)
    [4] le bord en bas à droite (4 h)
    [6] le bord du bas (6 h)
    [8] le bord en bas à gauche (8 h)
    [10] le bord en haut à gauche (10 h)
   *[other] le côté à { $hour } h
}
setup-edge-of = { $edge } de { $side }
setup-corner-of = le coin à { $hour } h de { $side }
setup-start-spaces = Cases Départ sur { $edge }.
setup-side-and-turn = { $side-up }, { $turn }.
setup-join = À accoler contre { $place }.
setup-fit = À placer dans { $place }.
setup-seam = Jonction { $seam } : { $blockade }.
setup-seam-note = { $seam } : { $blockade }
setup-cave-added = La montagne { $space } est une grotte : posez un jeton Grotte à côté.
setup-cave-removed = La grotte { $space } n'est pas utilisée : ne posez pas de jeton Grotte à côté.
