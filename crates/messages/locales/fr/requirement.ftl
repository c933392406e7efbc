# Les messages dont l'identifiant commence par requirement-, en français.

requirement-machete = { $power ->
    [one] { $power } machette
   *[other] { $power } machettes
}
requirement-paddle = { $power ->
    [one] { $power } pagaie
   *[other] { $power } pagaies
}
requirement-coin = { $power ->
    [one] { $power } pièce
   *[other] { $power } pièces
}
requirement-discard = { $power ->
    [one] défausser { $power } carte
   *[other] défausser { $power } cartes
}
requirement-remove = { $power ->
    [one] écarter { $power } carte du jeu
   *[other] écarter { $power } cartes du jeu
}

# Not in the rulebook, which says a pawn can never enter a mountain.
requirement-impassable = infranchissable
requirement-start = case Départ
