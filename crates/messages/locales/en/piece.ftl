# The messages whose ids begin with piece-, in English.

## The game's words
piece-start = start board { $side }
piece-terrain = board { $side }
piece-strip = strip { $side }
piece-finish = finish plate ({ $side } side)

# A piece inside a sentence ("le plateau C" in French).
piece-the-start = start board { $side }
piece-the-terrain = board { $side }
piece-the-strip = strip { $side }
piece-the-finish = finish plate ({ $side } side)
