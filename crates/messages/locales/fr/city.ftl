# Les messages dont l'identifiant commence par city-, en français.

city = El Dorado
