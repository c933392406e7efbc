# The messages whose ids begin with space-, in English.

## A space named as a player finds it on the table
# The letter printed on its piece, where on the piece it lies read as a clock
# face over the picture, and the ring counted out from the piece's middle.
space-centre = { $letter } centre
space-on-the-hour = { $letter } { $hour } o'clock ring { $ring }
space-half-past = { $letter } half past { $hour } ring { $ring }

## What a space asks (the editor's hover card)
space-rule-cave-mountain = Mountain with a cave: impassable; stopping next to it takes a cave token
space-rule-mountain = Mountain: impassable
space-rule-start = Start space { $number }
space-rule-start-unnumbered = Start space
space-rule-enter = { $terrain } { $power }: { $need }
space-rule-finish = Finishing space: reaching it reaches El Dorado
