# The game view's texts in English: the table, the turn panel, the offers,
# the turn log, setting up a game. Ids begin with game-.
