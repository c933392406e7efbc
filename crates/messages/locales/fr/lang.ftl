# Les messages dont l'identifiant commence par lang-, en français.

## Languages
lang-en = anglais
lang-fr = français
