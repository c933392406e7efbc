# The messages whose ids begin with city-, in English.

city = El Dorado
