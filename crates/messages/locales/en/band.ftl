# The messages whose ids begin with band-, in English.

## Difficulty
band-easy = easy
band-moderate = moderate
band-hard = hard
band-very-hard = very hard
