# The messages whose ids begin with terrain-, in English.

terrain-jungle = jungle
terrain-river = river
terrain-village = village
terrain-rubble = rubble
terrain-basecamp = basecamp
terrain-mountain = mountain
terrain-start = start
