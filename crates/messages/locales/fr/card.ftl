# Les messages dont l'identifiant commence par card-, en français.

## Counts
card-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
card-explorer = Savant
card-traveler = Globe-trotteuse
card-sailor = Matelot
card-scout = Éclaireur
card-trailblazer = Explorateur
card-pioneer = Pionnier

# Not in the rulebook.
card-giant-machete = Machette géante

# Not in the rulebook.
card-captain = Capitaine
card-photographer = Photographe
card-journalist = Journaliste

# Not in the rulebook.
card-treasure-chest = Coffre au trésor

# Not in the rulebook.
card-millionaire = Millionnaire

# Not in the rulebook.
card-jack-of-all-trades = Touche-à-tout

# Not in the rulebook.
card-adventurer = Aventurière
card-prop-plane = Avion à hélice
card-transmitter = Poste de transmission
card-cartographer = Cartographe
card-compass = Boussole
card-scientist = Scientifique
card-travel-log = Carnet de voyage
card-native = Indigène
