# Les messages dont l'identifiant commence par band-, en français.

## Difficulty (not in the rulebook)
band-easy = facile
band-moderate = moyen
band-hard = difficile
band-very-hard = très difficile
