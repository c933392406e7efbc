# Les messages dont l'identifiant commence par blockade-, en français.

blockade = barrière
blockades = barrières
blockade-number = barrière { $number } ({ $terrain } : { $requirement })
blockade-number-only = barrière { $number }
blockade-random = une barrière au hasard (tirée parmi celles non placées)
