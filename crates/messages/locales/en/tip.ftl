# The messages whose ids begin with tip-, in English.

## The rulebook's design tips
tip-a-single-colour = a single { $terrain } area on { $on }: { $spaces } spaces, { $core } of them with only { $terrain } around (tip a: vary the terrain; a solid core of { $note } is noted, { $limit } is too large)
tip-b-cheap-shortcut = the way { $short } of { $obstacle } is { $saves ->
    [one] { $saves } space
   *[other] { $saves } spaces
} shorter than the way { $around } and quicker by { $quicker } rounds ({ $short-rounds } against { $around-rounds }), more than the { $worth } its saved spaces are worth: the way round has the harder spaces (tip b)
tip-c-easy-inner-bend = the course bends { $turn ->
    [left] left
   *[right] right
} by { $degrees }° on { $piece }, and the inner lane is { $saves ->
    [one] { $saves } space
   *[other] { $saves } spaces
} shorter and quicker by { $quicker } rounds than the outer lane ({ $inner-rounds } against { $outer-rounds }), more than the { $worth } its saved spaces are worth: the outer lane has the harder spaces (tip c)
tip-d-narrow-passages = { $count } narrow passages, { $width } spaces wide or less, where { $plenty } is plenty: { $places } (tip d)
tip-d-place = { $at } ({ $width } wide)
