# Les messages dont l'identifiant commence par difficulty-, en français.

difficulty-rounds = { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
difficulty-rating = { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} (note { $score }/10, { $band })
difficulty-about = environ { $rating }
difficulty-with-standing = { $rating } — { $standing }
difficulty-as-long-as = aussi long que { $courses }
difficulty-between = entre { $quicker } et { $longer }
difficulty-quickest = plus rapide que tous les parcours officiels ({ $course })
difficulty-longest = plus long que tous les parcours officiels ({ $course })
