# The messages whose ids begin with generate-, in English.

## Why the generator gives no course, or fewer than asked

# A range of rounds ordered: low and high with as many decimals as given.
generate-order = { $low }–{ $high } rounds
generate-pieces-boards = { $boards ->
    [one] { $boards } terrain board ({ $names })
   *[other] { $boards } terrain boards ({ $names })
}
generate-pieces-strips = { $strips ->
    [one] { $strips } strip ({ $names })
   *[other] { $strips } strips ({ $names })
}
generate-pieces-both = { $boards } and { $strips }
generate-placed-and-left = the pieces placed and those left to add

## Refused before searching
generate-players = a game needs 2 to 4 players, not { $players }
generate-no-boards = a course needs at least one terrain board besides the start board, and the pieces name none
generate-no-count = asked for no course at all; give a count of at least 1
generate-choices-beyond = { $pieces } make courses of at most { $spaces } spaces, and each route choice takes two ways of at least { $apart } spaces that no other choice runs on, so no course of them offers { $asked } route choices (at most { $most })
generate-out-of-reach = { $pieces } can make courses of about { $least } to { $most } rounds, so { $order } is out of reach
generate-order-out-of-range = { $rounds } is not a number of rounds an order can ask for; give numbers from 0 to { $max }
generate-order-reversed = { $order } is not a range of rounds: give the lower number first ({ $high }-{ $low })
generate-order-too-narrow = { $order } is narrower than the search can aim: a mean over 1,000 games is known only to about ±0.1 round, so give a range at least { $width } rounds wide

## A course to complete that cannot be completed to order
generate-complete-foreign-piece = the course to complete has a piece { $piece } that is no piece of the game
generate-complete-no-pieces = the course to complete has no pieces; place its start board first
generate-complete-not-start = the course to complete begins with board { $board }, not with its start board (A or B); its first piece must be the start board
generate-complete-has-finish = the course to complete already has its finish plate, so nothing can be added after it; take the plate away and complete it again
generate-complete-broken = the course to complete cannot be built on: { $problem }
generate-complete-ends-on-strip = the course to complete ends on strip { $strip }, and no terrain board is left to follow it
generate-complete-none-left = with no pieces left to add, the course cannot be longer than about { $most } rounds, so { $order } is out of reach
generate-complete-too-short = the pieces left ({ $pieces }) cannot make a course longer than about { $most } rounds from this start, so { $order } is out of reach
generate-complete-too-long = the pieces already placed make a course of about { $least } rounds at least, so { $order } is out of reach
generate-complete-finish-nowhere = with no board or strip left to add, only the finish plate can complete the course, and it fits nowhere at the chain's end without breaking a rule or a design tip, so no course of { $order } can be made from it
generate-complete-about = about { $rounds } rounds
generate-complete-about-range = about { $least } to { $most } rounds
generate-complete-finish-only = with no board or strip left to add, only the finish plate can complete the course, which then makes a course of { $made } (the estimate for { $players } players), so { $order } is out of reach

## A search that found nothing, or fewer than asked
generate-choices-out-of-reach = no course of { $order } with { $asked ->
    [one] { $asked } route choice
   *[other] { $asked } route choices
} can be expected: none of the { $kept } courses drawn in the first { $attempts } attempts that kept the rules and tips offered more than { $most }; ask for { $most } or fewer
generate-choices-short = no course of { $order } with { $asked ->
    [one] { $asked } route choice
   *[other] { $asked } route choices
} was found in { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
}: { $short } of the { $kept } courses drawn offered fewer than { $asked } route choices (the most any offered was { $most }); ask for fewer route choices
generate-nothing = no course of { $order } was found in { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
} with { $pieces }; try another seed, a wider range or more pieces
generate-shortfall = only { $found } of { $count } distinct courses of { $order } were found in { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
}

## A candidate in one line
generate-outline-start = start { $side }
generate-outline-boards = { $count ->
    [one] board { $sides }
   *[other] boards { $sides }
}
generate-outline-strips = { $count ->
    [one] strip { $sides }
   *[other] strips { $sides }
}
generate-outline-bends = { $count ->
    [one] { $count } bend
   *[other] { $count } bends
}
generate-outline-choices = { $count ->
    [one] { $count } real route choice
   *[other] { $count } real route choices
}
generate-outline-tactics = { $count ->
    [one] { $count } tactic can win it
   *[other] { $count } tactics can win it
}
generate-outline-tactical = { $count ->
    [one] { $count } tactical route choice
   *[other] { $count } tactical route choices
}
generate-outline-blockades = { $count ->
    [one] { $count } blockade
   *[other] { $count } blockades
}
generate-outline-spaces = { $count } spaces

## A generated course's name and notes
generate-course-name = Generated { $band } course { $seed }-{ $attempt }
generate-course-completed-name = { $name }, completed { $seed }-{ $attempt }
generate-course-unnamed = Course
generate-course-author = El Dorado course studio (generated)
generate-course-generated-notes = Generated with seed { $seed } (attempt { $attempt }) for { $order }: simulated mean finishing round { $rounds } over { $games } games with { $players } fast bots{ $caves }.
generate-course-completed-notes = Completed with seed { $seed } (attempt { $attempt }) for { $order }: simulated mean finishing round { $rounds } over { $games } games with { $players } fast bots{ $caves }.
generate-course-caves = , caves variant
