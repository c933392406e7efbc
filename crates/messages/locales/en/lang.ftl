# The messages whose ids begin with lang-, in English.

## Languages
lang-en = English
lang-fr = French
