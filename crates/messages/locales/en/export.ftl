# The messages whose ids begin with export-, in English.

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

## A share code that cannot be made or read
export-share-code-unencodable = the course holds something a share code cannot carry
export-share-code-not-a-code = this is not an El Dorado share code: it should start with "{ $prefix }"
export-share-code-too-long = this share code is { $found } characters long, more than the { $max } a share code may have
export-share-code-newer = this share code was made by a newer version of the program (share code version { $found }); this program reads version { $version }, so update it to open the code
export-share-code-bad-character = the share code contains { $character }, which is not a share code character; it may have been cut or changed while copying
export-share-code-damaged = the share code is damaged; copy it again in full
export-share-code-invalid = the share code does not hold a valid course

## A picture or setup sheet that cannot be made
export-picture-failed = the picture could not be drawn
export-pdf-failed = the setup sheet could not be made as a PDF
