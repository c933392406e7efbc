# The messages whose ids begin with card-, in English.

## Counts
card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
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
