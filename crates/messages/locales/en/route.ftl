# The messages whose ids begin with route-, in English.

## The ways of a choice, as what the games showed names them.
route-way-shortcut = the shortcut
route-way-around = the way round
route-way-inner = the inner lane
route-way-outer = the outer lane
route-way-side = the way { $side }

## What the games showed at one choice: shares in per cent, rounds with one decimal.
route-one-way = { $share } % of pieces took { $way }: no real choice here (a real choice has at least { $least } % of pieces on each way)
route-one-way-sooner = { $share } % of pieces took { $way } and arrived { $rounds } rounds sooner: no real choice here (a real choice has at least { $least } % of pieces on each way)
route-one-way-later = { $share } % of pieces took { $way } and arrived { $rounds } rounds later: no real choice here (a real choice has at least { $least } % of pieces on each way)
route-one-way-same = { $share } % of pieces took { $way } and arrived at the same round: no real choice here (a real choice has at least { $least } % of pieces on each way)
route-real = { $first } { $first-share } %, { $second } { $second-share } %, within { $rounds } rounds: a real choice
route-real-unmeasured = { $first } { $first-share } %, { $second } { $second-share } %: a real choice
route-behind = { $first } { $first-share } %, { $second } { $second-share } %, but the pieces that took { $slow } arrived { $rounds } rounds later: a trap rather than a choice
route-untaken = no piece took either way

## Beneath a finding of the problems panel, once a simulation of the course is known.
route-estimate-playing = an estimate: the editor is playing games to judge it…
route-estimate-only = an estimate, not yet judged by games
route-estimate-said = { $finding } — { $estimate }
route-estimate-hover = It rests on the course's shape alone: this rule of thumb agrees with the games on { $agrees } % of the shortcuts and bends held out of its fit, where warning of every short way would on { $always } %. Run a simulation, or switch on View > Play games after each edit, and what the games showed takes its place.
route-games-of = In { $games } games of { $table }: { $evidence }.

## Who played those games: "fast bots", "river, jungle, village and racer bots".
route-table = { $bots } bots
route-table-bot = { $bot }

## A tip b or c finding, or a route-choice note, once games judged it: what it
## speaks of, then the games' line in place of the estimate's figures.
route-subject-tip = { $choice } (tip { $tip })
route-static-said = From the course's shape alone, the rule of thumb said: { $finding }

## The verdict beneath it: what to do.
route-verdict-keep-shortcut = Keep this warning: the shortcut is a free gain. Make the way round worth taking (a village or a cave on it) or the shortcut dearer.
route-verdict-keep-bend = Keep this warning: the inner lane is a free gain. Make the outer lane worth taking or the inner lane dearer.
route-verdict-drop-real = Drop this warning: both ways are taken, each by at least { $least } % of pieces, and neither arrives more than { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} later: a real choice.
route-verdict-drop-no-gain = Drop this warning: the short way gains nothing in play.
route-verdict-choice-real = A real choice: nothing to change.
route-verdict-choice-one-way = Not a real choice: make { $less } quicker or { $most } dearer.
route-verdict-trap = A trap: the pieces that take { $slow } arrive { $rounds } rounds later. Shorten it or make it cheaper.
route-verdict-start-board = No design tip: on the start board each piece's way follows its start space.
route-verdict-untaken = No verdict: no piece passed here.

## Each choice a generated course's games watched, named.
route-choice-on = the route choice on { $pieces }
route-shortcut-on = the shortcut on { $pieces }
route-bend-on = the bend on { $pieces }
route-named-by-obstacle = { $name } { $obstacle }
route-by-mountains = by the mountains at { $at }
route-evidence = { $choice }: { $evidence }

# $kind (board, strip, finish) gives French its article.
route-piece = { $kind ->
   *[other] { $piece }
}

## Beside a difficulty measured or estimated for two players: how the
## two-player estimate is made, and how it was checked ($reference games a
## course of the corpus, $courses courses).
route-two-player-played = For two players the estimate is played: the mean of { $games } games of fast bots, which rank courses as { $reference } games do (Spearman { $spearman } over { $courses } courses).

## A piece passing a route choice, shortcut or bend, told at the move that
## passes it (a trace): the way is where it crossed the cut.
route-passes = { $piece } passes { $choice } { $way }

## The way a piece passed by.
route-by-side = on the { $side } side
route-by-short = on the { $side } side (the short way)
route-by-around = on the { $side } side (the way round)
route-by-inner = in the inner lane
route-by-outer = in the outer lane
route-by-inner-start = in the inner lane, where its start space put it
route-by-outer-start = in the outer lane, where its start space put it

## A bend or a shortcut on the start board: each piece's way follows its start space.
route-start-decides = { $evidence }; on the start board each piece's way follows its start space: no design tip

## Tactics: route choices by who takes them, a course's tactical variety
route-tactic-on-way = { $bots } { $way }
route-tactic-tactical = a tactical choice: { $ways }, each winning their share
route-tactic-trap = the tactics part ways, but { $bots } on { $way } win too little: a trap for that deck
route-tactic-same-way = every tactic that prefers a way takes { $way }: no tactical choice
route-tactic-no-preference = no tactic prefers a way: they go as their cards fall
route-tactic-unknown = too few pieces of each tactic passed it to tell
route-tactic-taken = { $bot }: { $share } % { $way }, won { $won } %
route-tactic-variety = { $count } of { $total } tactics can win it ({ $winners }: at least { $bound } % of the best one's win rate)
route-tactic-variety-beside = { $variety } — { $reference }
route-tactic-variety-as-many = as many as { $courses }
route-tactic-variety-more = more than any official course
route-tactic-variety-fewer = fewer than any official course
