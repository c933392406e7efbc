# Les messages dont l'identifiant commence par space-, en français.

## Une case nommée comme un joueur la trouve sur la table
# Not in the rulebook: the letter printed on the piece, the hour on a clock
# face over the picture, the ring counted out from the piece's middle.
space-centre = { $letter } centre
space-on-the-hour = { $letter } à { $hour } h, anneau { $ring }
space-half-past = { $letter } à { $hour } h 30, anneau { $ring }

## What a space asks (the editor's hover card)
space-rule-cave-mountain = Montagne avec une grotte : infranchissable ; s'arrêter à côté permet de piocher une tuile Grotte
space-rule-mountain = Montagne : infranchissable
space-rule-start = Case Départ { $number }
space-rule-start-unnumbered = Case Départ
space-rule-enter = { $terrain } { $power } : { $need }
space-rule-finish = Case d'arrivée : l'atteindre, c'est atteindre El Dorado
