# The messages whose ids begin with course-, in English.

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

## A course file that cannot be opened or saved, in words
course-file-cannot = cannot { $op ->
    [read] read
   *[write] write
} { $path }: { $cause }
course-file-not-found = the file does not exist
course-file-denied = permission to { $op ->
    [read] read
   *[write] write
} it is denied
course-file-is-folder = it is a folder, not a file
course-file-timed-out = nothing came through it within { $seconds } seconds
course-file-system = the system could not { $op ->
    [read] read
   *[write] write
} it

## What stands where a file or a folder was looked for.
course-file-kind-file = a file
course-file-kind-link = a symbolic link
course-file-kind-link-to-non-folder = a symbolic link to something that is not a folder
course-file-kind-link-to-nothing = a symbolic link to something that does not exist
course-file-kind-folder = a folder
course-file-kind-fifo = a FIFO
course-file-kind-socket = a socket
course-file-kind-device = a device
course-file-not-a-folder = the folder { $path } is { $kind }, not a folder

course-file-too-large = the file is { $size } bytes, more than the { $limit }-byte limit for a course file
course-file-too-long = the input goes on past the { $limit }-byte limit for a course file
course-file-not-json = the file is not valid JSON (line { $line }, column { $column })
course-file-not-json-anywhere = the file is not valid JSON
course-file-not-text = the file is not UTF-8 text; a course file is JSON text
course-file-not-a-course = this is not an El Dorado course file
course-file-newer = the file was written by a newer version of the course format (version { $found }); this program reads version { $version } and older, so update it to open this file
course-file-invalid = the field { $field } is not valid
course-file-invalid-course = the course is not valid
course-file-would-lose-newer = { $path } holds a course saved by a newer version of the course format; saving over it would lose what this program cannot read, so it was left untouched
course-file-would-lose-unread = { $path } cannot be read, so whether it holds a course is unknown; it was left untouched
