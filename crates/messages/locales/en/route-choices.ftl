# Route choices judged by the games, in English: what the games showed at
# each shortcut and bend, the 2-player estimate's trust. Ids begin with route-.
