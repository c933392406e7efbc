# The studio's texts in English.
#
# Ids are grouped by area (the first word): sheet- (the setup sheet),
# setup- (laying a course out), piece-, terrain-, blockade-, card-, course-
# (the game's words), band-, difficulty-, export-, lang-. Every id here is
# in every other catalogue with the same arguments (a test reads them all).

## Languages

lang-en = English
lang-fr = French

## Counts

card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## The game's words

piece-start = start board { $side }
piece-terrain = board { $side }
piece-strip = strip { $side }
piece-finish = finish plate ({ $side } side)
# A piece inside a sentence ("le plateau C" in French).
piece-the-start = start board { $side }
piece-the-terrain = board { $side }
piece-the-strip = strip { $side }
piece-the-finish = finish plate ({ $side } side)

terrain-jungle = jungle
terrain-river = river
terrain-village = village
terrain-rubble = rubble
terrain-basecamp = basecamp
terrain-mountain = mountain
terrain-start = start

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

blockade = blockade
blockades = blockades
blockade-number = blockade { $number } ({ $terrain }: { $requirement })
blockade-number-only = blockade { $number }
blockade-random = a random blockade (draw one of those not placed)
cave = cave
caves = caves
city = El Dorado

card-explorer = Explorer
card-traveler = Traveler
card-sailor = Sailor
card-scout = Scout
card-trailblazer = Trailblazer
card-pioneer = Pioneer
card-giant-machete = Giant Machete
card-captain = Captain
card-photographer = Photographer
card-journalist = Journalist
card-treasure-chest = Treasure Chest
card-millionaire = Millionaire
card-jack-of-all-trades = Jack-of-all-trades
card-adventurer = Adventurer
card-prop-plane = Prop Plane
card-transmitter = Transmitter
card-cartographer = Cartographer
card-compass = Compass
card-scientist = Scientist
card-travel-log = Travel Log
card-native = Native

course-first-course = First course
course-hills-of-gold = Hills of Gold
course-home-stretch = Home Stretch
course-winding-paths = Winding Paths
course-serpentine = Serpentine
course-swamplands = Swamplands
course-witchs-cauldron = Witch's Cauldron
# The official courses' notes, as the course files hold them.
course-first-course-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup. The course for a first game.
course-hills-of-gold-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.
course-home-stretch-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.
course-winding-paths-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.
course-serpentine-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.
course-swamplands-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup. The D-H seam follows three transcriptions that agree; the caves edition's shifts H, E, O, K and the finish by (+1, -1).
course-witchs-cauldron-notes = Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.

## Difficulty

band-easy = easy
band-moderate = moderate
band-hard = hard
band-very-hard = very hard
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
# A list of two or more: "A and B", "A, B and C".
list-and = { $first } and { $last }

## Laying a course out

setup-side-up = { $side } side up
setup-finish-jungle = jungle side up
setup-finish-river = river side up
setup-turn = { $steps ->
    [0] not turned
    [1] turned 1 step (60°) clockwise
    [2] turned 2 steps (120°) clockwise
    [3] turned 3 steps (180°)
    [4] turned 2 steps (120°) counter-clockwise
   *[5] turned 1 step (60°) counter-clockwise
}
# An edge of a piece seen as a clock face over the picture.
setup-edge = { $hour ->
    [12] the top edge (12 o'clock)
    [2] the upper-right edge (2 o'clock)
    [4] the lower-right edge (4 o'clock)
    [6] the bottom edge (6 o'clock)
    [8] the lower-left edge (8 o'clock)
    [10] the upper-left edge (10 o'clock)
   *[other] the side at { $hour } o'clock
}
setup-edge-of = { $edge } of { $side }
setup-corner-of = the corner at { $hour } o'clock of { $side }
setup-start-spaces = Start spaces along { $edge }.
setup-side-and-turn = { $side-up }, { $turn }.
setup-join = Join it to { $place }.
setup-fit = Fit it around { $place }.
setup-seam = Seam { $seam }: { $blockade }.
setup-seam-note = { $seam }: { $blockade }

## The setup sheet

sheet-heading = Setup sheet
sheet-document-title = { $name } — setup sheet
sheet-untitled = Untitled course
sheet-author = by { $author }
sheet-size = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}, { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}
sheet-difficulty = difficulty: { $estimate }
sheet-north = 12 o'clock ↑
sheet-order = Lay the pieces in this order
sheet-how = Turns count 60° steps from the way each piece is drawn in the studio's catalog; the small drawing shows each piece as it lies. Directions read the picture as a clock face, 12 o'clock at the top of the page.
sheet-step = { $order }. { $piece }
sheet-blockades = Blockades
sheet-made-with = Made with El Dorado course studio.
sheet-share-code = Share code — paste it into El Dorado course studio, or run: eldorado import CODE -o course.json

## Exports

export-missing-glyphs = { $count ->
    [one] no font of the studio draws { $chars }: it prints as an empty box
   *[other] no font of the studio draws { $chars }: they print as empty boxes
}
export-labels-cut = { $count ->
    [one] an overlay label is longer than { $limit } characters: it is drawn cut there
   *[other] { $count } overlay labels are longer than { $limit } characters: they are drawn cut there
}

export-mountain-with-cave = mountain with a cave
# Another program's own board, where it differs from the printed one: every
# space that differs ($spaces: export-own-board-space, listed).
export-own-board = { $board } differs in { $client }, whose own board is a reconstruction with { $count } of its 37 spaces not as printed: { $spaces }
export-own-board-space = { $theirs } instead of { $printed } at { $at }
# Touching boards that do not follow each other in the order the program
# lists them in ($order: their letters in that order).
export-seam-left-open = seam { $seam } is left open in { $client }, which joins only boards that follow each other in its list ({ $order }): it lays no blockade there, and players cross it freely
export-seam-left-open-random = seam { $seam } is left open in { $client }, which joins only boards that follow each other in its list ({ $order }): the random blockade on it is lost, and players cross it freely
export-seam-left-open-numbered = seam { $seam } is left open in { $client }, which joins only boards that follow each other in its list ({ $order }): blockade { $number } on it is lost, and players cross it freely
export-board-touches = { $board } touches { $others }
# $touching: export-board-touches for each board, joined by "; ".
export-no-order = no order of this course's boards leads from the start board to { $last }, where the finish plate is attached, with each board touching the next, and { $client } lists a course's boards in such an order: { $touching }

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
