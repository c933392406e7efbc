# Les messages dont l'identifiant commence par list-, en français.

list-or = { $first } ou { $last }
list-and = { $first } et { $last }
