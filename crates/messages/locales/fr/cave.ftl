# Les messages dont l'identifiant commence par cave-, en français.

cave = grotte
caves = grottes
