# The messages whose ids begin with blockade-, in English.

blockade = blockade
blockades = blockades
blockade-number = blockade { $number } ({ $terrain }: { $requirement })
blockade-number-only = blockade { $number }
blockade-random = a random blockade (draw one of those not placed)
