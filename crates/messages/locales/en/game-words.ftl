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
list-or = { $first } or { $last }
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
setup-cave-added = The mountain at { $space } is a cave: lay a cave token beside it.
setup-cave-removed = The cave at { $space } is not used: lay no cave token beside it.

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

## What is wrong with a course (its rules), in words
course-rule-unknown-piece = there is no piece { $piece } in the game
course-rule-placed-times = piece { $side } is placed { $times } times, but the game has only one
course-rule-finish-placed-times = the { $finish } is placed { $times } times, but the game has only one
course-rule-both-sides = sides { $sides } are both used{ $times }, but they are the two sides of one physical piece ({ $physical })
course-rule-side-times = { $side } { $times } times
course-rule-no-start = the course has no start board; place side A or B
course-rule-no-finish = the course has no finish plate; place the finish plate at a corner of the last board
course-rule-several-starts = the course has { $count } start boards ({ $pieces }); it needs exactly one
course-rule-several-finishes = the course has { $count } finish plates ({ $pieces }); it needs exactly one
course-rule-hexes-more = { $shown } and { $more } more
course-rule-overlap = { $over } overlaps { $under } on { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} at { $hexes }
course-rule-disconnected = { $pieces } { $count ->
    [one] is
   *[other] are
} not connected to the rest of the course
course-rule-misaligned = { $a } and { $b } touch along { $count ->
    [one] { $count } pair
   *[other] { $count } pairs
} of spaces instead of { $flush }; slide one of them so that they meet flush along a full edge
course-rule-notch-empty = the { $finish } must wrap a corner hex of a board, but its notch at { $at } is empty
course-rule-notch-off-board = the { $finish } must wrap a corner hex of a board, but its notch at { $at } is on { $on }
course-rule-notch-not-corner = the { $finish } must wrap a corner hex of { $board }, but the hex in its notch at { $at } is not a corner
course-rule-finishing-space-apart = finishing space { $at } of the { $finish } does not touch { $board }
course-rule-finish-touches-other = the { $finish } touches { $other } as well as { $board }; it may touch only the board it is attached to
course-rule-blockade-number = blockade { $number }
course-rule-blockade-random = a random blockade
course-rule-blockade-off-course = { $blockade } is set between { $a } and { $b }, but { $missing } { $count ->
    [one] is
   *[other] are
} not in the course
course-rule-blockade-no-seam = { $blockade } is set between { $a } and { $b }, but these pieces do not touch, so there is no seam for it
course-rule-blockade-before-finish = { $blockade } is set on seam { $seam }, in front of the finish plate, where no blockade may stand
course-rule-blockade-far-side = { $blockade } is set on seam { $seam }, the far side of { $strip }; a strip takes its blockade where the course enters it{ $entry }
course-rule-blockade-twice = seam { $seam } has more than one blockade; a seam takes at most one
course-rule-blockade-reused = blockade { $number } is used on seams { $seams }, but there is only one blockade { $number }
course-rule-too-many-blockades = the course asks for { $total } blockades, but the game has only six
course-rule-cave-off-mountain = a cave is set on { $piece } at { $at } (local { $local }), which is { $terrain }; caves go only on mountains
course-rule-cave-off-piece = a cave is set at local { $local } of { $piece }, which is not a space of that piece
course-rule-no-cave-to-remove = { $piece } has no printed cave at local { $local } to remove

## Why an edit cannot be made, in words
course-edit-not-placed = { $piece } is not on the course
course-edit-not-other-side = { $side } is not the other side of { $piece }
course-edit-no-other-side = its other side is not the other side of { $piece }
course-edit-other-kind = { $with } cannot take the place of { $piece }: they are different kinds of piece
course-edit-in-use = { $with } cannot come in: its piece is on the course already
course-edit-no-mountain = { $piece } has no mountain at { $at } to hold a cave
course-edit-no-blockade = there is no blockade { $number }: the blockades are numbered 1 to 6

## What an export or import loses, in words
export-fixed-blockade = seam { $seam }: blockade { $number } becomes a random one, as { $client } deals every blockade at random
export-no-blockade = seam { $seam } has no blockade here, but { $client } deals one onto every seam between consecutive pieces
export-strip-far-seam = seam { $seam }, the far side of strip { $strip }, gets a blockade in { $client }, which deals one onto every seam between consecutive pieces
export-caves-added-lost = { $count ->
    [one] { $count } cave added here is lost
   *[other] { $count } caves added here are lost
}
export-caves-removed-back = { $count ->
    [one] { $count } cave taken away here comes back
   *[other] { $count } caves taken away here come back
}
export-caves-as-printed = { $piece }: { $changes }, as { $client }'s boards have the printed caves
export-field = { $field ->
    [name] name
    [author] author
   *[notes] notes
}
export-text-not-written-durango = the course's { $fields } { $count ->
    [one] is
   *[other] are
} not written: a durango layout holds only the pieces
export-text-not-written-shlomoalon = the course's { $fields } { $count ->
    [one] is
   *[other] are
} not written: a ShlomoAlon course holds only a name
export-starts-printed = { $client } starts the players on the 4 spaces farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), which are the printed start spaces, but in its own order rather than by their numbers
export-starts-farthest = { $client } starts the players not on the printed start spaces but on the 4 spaces farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}): { $spaces }
export-starts-some-printed = { $client } starts the players on 4 of the { $count } spaces farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), the first 4 in its own order, which need not be the printed start spaces: { $spaces }
export-starts-none-printed = { $client } starts the players on 4 of the { $count } spaces farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), the first 4 in its own order, none of them a printed start space: { $spaces }
export-starts-three = { $client } can seat only 2 or 3 players on this course: it starts each player on a space of its own among those farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), and only 3 spaces are that far: { $spaces }
export-starts-two = { $client } can seat only 2 players on this course: it starts each player on a space of its own among those farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), and only 2 spaces are that far: { $spaces }
export-starts-too-few = { $client } cannot set up this course even for 2 players: it starts each player on a space of its own among those farthest from El Dorado ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}), and only { $spaces } is that far
export-caves-lost = { $client }'s boards have no caves: { $count ->
    [one] the cave of { $pieces } is a plain mountain there
   *[other] the { $count } caves of { $pieces } are plain mountains there
}
export-random-blockades = { $client } does not say which blockade lies where: { $count ->
    [one] the one seam gets
   *[other] each of the { $count } seams gets
} a random blockade
export-far-seam-blockade-dropped = seam { $seam }, the far side of strip { $strip }, has a blockade in { $client } but takes none here
export-printed-caves = { $client } does not say whether caves were added or taken away: the boards have their printed caves
export-named-after-file = { $client } layouts have no name: the course is named { $name } after the file
export-would-refuse = { $client } itself would not take this course: { $why }
export-start-spaces = { $count ->
    [one] start space { $numbers }
   *[other] start spaces { $numbers }
}
export-spaces-at = { $count ->
    [one] the { $what } at { $at } on { $piece }
   *[other] the { $what } spaces at { $at } on { $piece }
}
export-finish-on-board = the middle finishing space lies on { $board }
export-finish-only-mountains = the middle finishing space touches it only at mountains
export-finish-apart = the middle finishing space touches none of its spaces
export-finish-no-outer-pair = fewer than 2 spaces beside the middle finishing space lie on no board and touch a space of it that is not a mountain
export-refused-strip = { $client } has no strips, so strip { $strip } cannot be written
export-refused-connections = seam { $seam } would be the 7th connection, but { $client } deals one of the six blockades onto each connection, so it takes at most 6
export-refused-not-a-chain = { $piece } touches { $touches }, but { $client } lays a course out as a chain in which each piece touches only the one before it and the one after it
export-refused-finish-not-last = the finish plate is attached to { $board }, but the course goes on past it to { $next }, and { $client } puts the finish plate after the last piece
export-refused-few-pairs = { $a } and { $b } share { $count ->
    [one] { $count } pair of passable spaces
   *[other] { $count } pairs of passable spaces
} across their edge on { $client }'s boards, and it refuses consecutive boards that share fewer than 2
export-refused-overlap = { $a } and { $b } overlap at { $at }, and { $client } refuses boards that overlap
export-refused-no-path = on { $client }'s boards no path leads from the start spaces to El Dorado (they reach no farther than { $reached }), and it refuses such a course
export-refused-finish-not-against-last = El Dorado at { $at } does not sit against { $last }, the last board: { $why }, and { $client } refuses such a course
export-refused-finish-spaces = { $client } would not put the finishing spaces where the finish plate has them, around { $at }
export-invalid = { $count ->
    [one] the course is not valid ({ $count } problem)
   *[other] the course is not valid ({ $count } problems)
}
