# Les messages dont l'identifiant commence par piece-, en français.

## The game's words
piece-start = plateau de départ { $side }
piece-terrain = plateau { $side }
piece-strip = bande de terrain { $side }
piece-finish = plaque d'arrivée (face { $side })

# A piece inside a sentence, with its article: "poser le plateau C".
piece-the-start = le plateau de départ { $side }
piece-the-terrain = le plateau { $side }
piece-the-strip = la bande de terrain { $side }
piece-the-finish = la plaque d'arrivée (face { $side })
