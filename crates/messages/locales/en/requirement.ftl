# The messages whose ids begin with requirement-, in English.

requirement-machete = machete { $power }
requirement-paddle = paddle { $power }
requirement-coin = coin { $power }
requirement-discard = { $power ->
    [one] discard { $power } card
   *[other] discard { $power } cards
}
requirement-remove = { $power ->
    [one] remove { $power } card
   *[other] remove { $power } cards
}
requirement-impassable = impassable
requirement-start = start space
