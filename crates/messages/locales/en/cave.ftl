# The messages whose ids begin with cave-, in English.

cave = cave
caves = caves
