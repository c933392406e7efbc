# The messages whose ids begin with difficulty-, in English.

difficulty-rounds = { $rounds } rounds

# "18.9 rounds (score 5.5/10, hard)"
difficulty-rating = { $rounds } rounds (score { $score }/10, { $band })

# The static estimate: "about 18.9 rounds (score 5.5/10, hard)".
difficulty-about = about { $rating }
difficulty-with-standing = { $rating } — { $standing }
difficulty-as-long-as = as long as { $courses }
difficulty-between = between { $quicker } and { $longer }
difficulty-quickest = quicker than every official course ({ $course })
difficulty-longest = longer than every official course ({ $course })
