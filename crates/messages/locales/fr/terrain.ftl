# Les messages dont l'identifiant commence par terrain-, en français.

terrain-jungle = jungle
terrain-river = fleuve
terrain-village = village
terrain-rubble = éboulis
terrain-basecamp = campement
terrain-mountain = montagne
terrain-start = départ
