# The messages whose ids begin with setup-, in English.

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
