# The studio's texts in French, in the words of the game's French rulebook
# (Ravensburger, « El Dorado ») wherever it names the thing. Names the
# rulebook does not give are marked "not in the rulebook".
#
# French typography: a no-break space before « : », written here as the
# character itself.

## Languages

lang-en = anglais
lang-fr = français

## Counts

card-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## The game's words

piece-start = plateau de départ { $side }
piece-terrain = plateau { $side }
piece-strip = bande de terrain { $side }
piece-finish = plaque d'arrivée (face { $side })
# A piece inside a sentence, with its article: "poser le plateau C".
piece-the-start = le plateau de départ { $side }
piece-the-terrain = le plateau { $side }
piece-the-strip = la bande de terrain { $side }
piece-the-finish = la plaque d'arrivée (face { $side })

terrain-jungle = jungle
terrain-river = fleuve
terrain-village = village
terrain-rubble = éboulis
terrain-basecamp = campement
terrain-mountain = montagne
terrain-start = départ

requirement-machete = { $power ->
    [one] { $power } machette
   *[other] { $power } machettes
}
requirement-paddle = { $power ->
    [one] { $power } pagaie
   *[other] { $power } pagaies
}
requirement-coin = { $power ->
    [one] { $power } pièce
   *[other] { $power } pièces
}
requirement-discard = { $power ->
    [one] défausser { $power } carte
   *[other] défausser { $power } cartes
}
requirement-remove = { $power ->
    [one] écarter { $power } carte du jeu
   *[other] écarter { $power } cartes du jeu
}
# Not in the rulebook, which says a pawn can never enter a mountain.
requirement-impassable = infranchissable
requirement-start = case Départ

blockade = barrière
blockades = barrières
blockade-number = barrière { $number } ({ $terrain } : { $requirement })
blockade-number-only = barrière { $number }
blockade-random = une barrière au hasard (tirée parmi celles non placées)
cave = grotte
caves = grottes
city = El Dorado

card-explorer = Savant
card-traveler = Globe-trotteuse
card-sailor = Matelot
card-scout = Éclaireur
card-trailblazer = Explorateur
card-pioneer = Pionnier
# Not in the rulebook.
card-giant-machete = Machette géante
# Not in the rulebook.
card-captain = Capitaine
card-photographer = Photographe
card-journalist = Journaliste
# Not in the rulebook.
card-treasure-chest = Coffre au trésor
# Not in the rulebook.
card-millionaire = Millionnaire
# Not in the rulebook.
card-jack-of-all-trades = Touche-à-tout
# Not in the rulebook.
card-adventurer = Aventurière
card-prop-plane = Avion à hélice
card-transmitter = Poste de transmission
card-cartographer = Cartographe
card-compass = Boussole
card-scientist = Scientifique
card-travel-log = Carnet de voyage
card-native = Indigène

# The rulebook's « Autres parcours menant à l'El Dorado », in its order; the
# course of the first game has no name there.
course-first-course = Premier parcours
course-hills-of-gold = La Colline dorée
course-home-stretch = La Dernière Ligne droite
course-winding-paths = Les Chemins détournés
course-serpentine = La Piste sinueuse
course-swamplands = Le Terrain marécageux
course-witchs-cauldron = Le Chaudron de la sorcière
# The official courses' notes.
course-first-course-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place. Le parcours d'une première partie.
course-hills-of-gold-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place.
course-home-stretch-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place.
course-winding-paths-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place.
course-serpentine-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place.
course-swamplands-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place. La jonction D-H suit trois transcriptions concordantes ; l'édition avec les grottes décale H, E, O, K et la plaque d'arrivée de (+1, -1).
course-witchs-cauldron-notes = Parcours officiel du guide d'assemblage de Ravensburger (2017). Les barrières sont tirées au hasard lors de la mise en place.

## Difficulty (not in the rulebook)

band-easy = facile
band-moderate = moyen
band-hard = difficile
band-very-hard = très difficile
difficulty-rounds = { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
difficulty-rating = { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} (note { $score }/10, { $band })
difficulty-about = environ { $rating }
difficulty-with-standing = { $rating } — { $standing }
difficulty-as-long-as = aussi long que { $courses }
difficulty-between = entre { $quicker } et { $longer }
difficulty-quickest = plus rapide que tous les parcours officiels ({ $course })
difficulty-longest = plus long que tous les parcours officiels ({ $course })
list-or = { $first } ou { $last }
list-and = { $first } et { $last }

## Laying a course out (« mise en place »)

setup-side-up = face { $side } visible
setup-finish-jungle = face jungle visible
setup-finish-river = face fleuve visible
setup-turn = { $steps ->
    [0] sans rotation
    [1] rotation d'un cran (60°) dans le sens horaire
    [2] rotation de 2 crans (120°) dans le sens horaire
    [3] rotation de 3 crans (180°)
    [4] rotation de 2 crans (120°) dans le sens antihoraire
   *[5] rotation d'un cran (60°) dans le sens antihoraire
}
setup-edge = { $hour ->
    [12] le bord du haut (12 h)
    [2] le bord en haut à droite (2 h)
    [4] le bord en bas à droite (4 h)
    [6] le bord du bas (6 h)
    [8] le bord en bas à gauche (8 h)
    [10] le bord en haut à gauche (10 h)
   *[other] le côté à { $hour } h
}
setup-edge-of = { $edge } de { $side }
setup-corner-of = le coin à { $hour } h de { $side }
setup-start-spaces = Cases Départ sur { $edge }.
setup-side-and-turn = { $side-up }, { $turn }.
setup-join = À accoler contre { $place }.
setup-fit = À placer dans { $place }.
setup-seam = Jonction { $seam } : { $blockade }.
setup-seam-note = { $seam } : { $blockade }
setup-cave-added = La montagne { $space } est une grotte : posez un jeton Grotte à côté.
setup-cave-removed = La grotte { $space } n'est pas utilisée : ne posez pas de jeton Grotte à côté.

## The setup sheet

sheet-heading = Fiche de mise en place
sheet-document-title = { $name } — fiche de mise en place
sheet-untitled = Parcours sans nom
sheet-author = par { $author }
sheet-size = { $pieces ->
    [one] { $pieces } élément
   *[other] { $pieces } éléments
}, { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
}
sheet-difficulty = difficulté : { $estimate }
sheet-north = 12 h ↑
sheet-order = Posez les éléments dans cet ordre
sheet-how = Les rotations se comptent en crans de 60° à partir du dessin de chaque élément dans le catalogue du studio ; la petite vignette montre chaque élément tel qu'il est posé. Les directions lisent l'image comme un cadran d'horloge, 12 h en haut de la page.
sheet-step = { $order }. { $piece }
sheet-blockades = Barrières
sheet-made-with = Fait avec le studio de parcours El Dorado.
sheet-share-code = Code de partage — collez-le dans le studio de parcours El Dorado, ou lancez : eldorado import CODE -o course.json

## Exports

export-missing-glyphs = { $count ->
    [one] aucune police du studio ne dessine { $chars } : il s'imprime comme un carré vide
   *[other] aucune police du studio ne dessine { $chars } : ils s'impriment comme des carrés vides
}
export-labels-cut = { $count ->
    [one] une légende de la surcouche dépasse { $limit } caractères : elle est dessinée coupée
   *[other] { $count } légendes de la surcouche dépassent { $limit } caractères : elles sont dessinées coupées
}

export-mountain-with-cave = montagne avec une grotte
# Another program's own board, where it differs from the printed one: every
# space that differs ($spaces: export-own-board-space, listed).
export-own-board = { $board } diffère dans { $client }, dont le plateau est une reconstitution où { $count } de ses 37 cases ne sont pas comme imprimées : { $spaces }
export-own-board-space = { $theirs } au lieu de { $printed } en { $at }
# Touching boards that do not follow each other in the order the program
# lists them in ($order: their letters in that order).
export-seam-left-open = la jonction { $seam } reste ouverte dans { $client }, qui ne relie que les plateaux qui se suivent dans sa liste ({ $order }) : il n'y pose aucune barrière, et les pions la franchissent librement
export-seam-left-open-random = la jonction { $seam } reste ouverte dans { $client }, qui ne relie que les plateaux qui se suivent dans sa liste ({ $order }) : la barrière tirée au hasard qui s'y trouve est perdue, et les pions la franchissent librement
export-seam-left-open-numbered = la jonction { $seam } reste ouverte dans { $client }, qui ne relie que les plateaux qui se suivent dans sa liste ({ $order }) : la barrière { $number } qui s'y trouve est perdue, et les pions la franchissent librement
export-board-touches = { $board } touche { $others }
# $touching: export-board-touches for each board, joined by "; ".
export-no-order = aucun ordre des plateaux de ce parcours ne mène du plateau de départ à { $last }, où est fixée la plaque d'arrivée, chaque plateau touchant le suivant, et { $client } liste les plateaux d'un parcours dans un tel ordre : { $touching }

## Une case nommée comme un joueur la trouve sur la table

# Not in the rulebook: the letter printed on the piece, the hour on a clock
# face over the picture, the ring counted out from the piece's middle.
space-centre = { $letter } centre
space-on-the-hour = { $letter } à { $hour } h, anneau { $ring }
space-half-past = { $letter } à { $hour } h 30, anneau { $ring }

## What a space asks (the editor's hover card)

space-rule-cave-mountain = Montagne avec une grotte : infranchissable ; s'arrêter à côté permet de piocher une tuile Grotte
space-rule-mountain = Montagne : infranchissable
space-rule-start = Case Départ { $number }
space-rule-start-unnumbered = Case Départ
space-rule-enter = { $terrain } { $power } : { $need }
space-rule-finish = Case d'arrivée : l'atteindre, c'est atteindre El Dorado

## Ce qui ne va pas dans un parcours (ses règles), en mots
course-rule-unknown-piece = il n'y a pas de pièce { $piece } dans le jeu
course-rule-placed-times = la pièce { $side } est posée { $times } fois, mais le jeu n'en a qu'une
course-rule-finish-placed-times = { $finish } est posée { $times } fois, mais le jeu n'en a qu'une
course-rule-both-sides = les faces { $sides } sont toutes deux utilisées{ $times }, mais ce sont les deux faces d'une même pièce ({ $physical })
course-rule-side-times = { $side } { $times } fois
course-rule-no-start = le parcours n'a pas de plateau de départ ; posez la face A ou B
course-rule-no-finish = le parcours n'a pas de plaque d'arrivée ; posez la plaque d'arrivée à un coin du dernier plateau
course-rule-several-starts = le parcours a { $count } plateaux de départ ({ $pieces }) ; il en faut exactement un
course-rule-several-finishes = le parcours a { $count } plaques d'arrivée ({ $pieces }) ; il en faut exactement une
course-rule-hexes-more = { $shown } et { $more } autres
course-rule-overlap = { $over } chevauche { $under } sur { $count ->
    [one] { $count } case
   *[other] { $count } cases
} en { $hexes }
course-rule-disconnected = { $pieces } { $count ->
    [one] n'est pas relié
   *[other] ne sont pas reliés
} au reste du parcours
course-rule-misaligned = { $a } et { $b } se touchent sur { $count ->
    [one] { $count } paire
   *[other] { $count } paires
} de cases au lieu de { $flush } ; faites glisser l'un des deux pour qu'ils se joignent bord à bord sur tout un côté
course-rule-notch-empty = { $finish } doit envelopper une case de coin d'un plateau, mais son encoche en { $at } est vide
course-rule-notch-off-board = { $finish } doit envelopper une case de coin d'un plateau, mais son encoche en { $at } est sur { $on }
course-rule-notch-not-corner = { $finish } doit envelopper une case de coin ; la case de son encoche en { $at }, sur { $board }, n'est pas un coin
course-rule-finishing-space-apart = la case d'arrivée { $at } de { $finish } ne touche pas { $board }
course-rule-finish-touches-other = { $finish } touche { $other } et pas seulement { $board } ; elle ne peut toucher que le plateau auquel elle est fixée
course-rule-blockade-number = la barrière { $number }
course-rule-blockade-random = une barrière au hasard
course-rule-blockade-off-course = { $blockade } est posée entre { $a } et { $b }, mais { $missing } { $count ->
    [one] n'est pas
   *[other] ne sont pas
} dans le parcours
course-rule-blockade-no-seam = { $blockade } est posée entre { $a } et { $b }, mais ces pièces ne se touchent pas : il n'y a pas de jonction pour elle
course-rule-blockade-before-finish = { $blockade } est posée sur la jonction { $seam }, devant la plaque d'arrivée, où aucune barrière ne peut se trouver
course-rule-blockade-far-side = { $blockade } est posée sur la jonction { $seam }, du côté où le parcours quitte { $strip } ; une bande de terrain prend sa barrière là où le parcours y entre{ $entry }
course-rule-blockade-twice = la jonction { $seam } a plus d'une barrière ; une jonction n'en prend qu'une au plus
course-rule-blockade-reused = la barrière { $number } est utilisée sur les jonctions { $seams }, mais il n'y a qu'une barrière { $number }
course-rule-too-many-blockades = le parcours demande { $total } barrières, mais le jeu n'en a que six
course-rule-cave-off-mountain = une grotte est posée sur { $piece } en { $at } (case locale { $local }), qui est une case { $terrain } ; les grottes ne vont que sur les montagnes
course-rule-cave-off-piece = une grotte est posée sur { $piece } en { $local } (coordonnées locales), où cette pièce n'a pas de case
course-rule-no-cave-to-remove = { $piece } n'a pas de grotte imprimée en { $local } (coordonnées locales) à retirer

## Pourquoi une modification ne peut pas se faire, en mots
course-edit-not-placed = { $piece } n'est pas sur le parcours
course-edit-not-other-side = { $piece } n'a pas { $side } au dos
course-edit-no-other-side = { $piece } n'a pas d'autre face
course-edit-other-kind = { $with } ne peut pas remplacer { $piece } : ce ne sont pas des pièces du même genre
course-edit-in-use = { $with } ne peut pas entrer : sa pièce est déjà sur le parcours
course-edit-no-mountain = { $piece } n'a pas de montagne en { $at } pour recevoir une grotte
course-edit-no-blockade = il n'y a pas de barrière { $number } : les barrières sont numérotées de 1 à 6

## Ce qu'une exportation ou une importation perd, en mots
export-fixed-blockade = jonction { $seam } : la barrière { $number } devient une barrière au hasard, car { $client } tire toutes les barrières au hasard
export-no-blockade = la jonction { $seam } n'a pas de barrière ici, mais { $client } en pose une sur chaque jonction entre deux pièces qui se suivent
export-strip-far-seam = la jonction { $seam }, du côté où le parcours quitte la bande de terrain { $strip }, reçoit une barrière dans { $client }, qui en pose une sur chaque jonction entre deux pièces qui se suivent
export-caves-added-lost = { $count ->
    [one] { $count } grotte ajoutée ici est perdue
   *[other] { $count } grottes ajoutées ici sont perdues
}
export-caves-removed-back = { $count ->
    [one] { $count } grotte retirée ici revient
   *[other] { $count } grottes retirées ici reviennent
}
export-caves-as-printed = { $piece } : { $changes }, car les plateaux de { $client } ont les grottes imprimées
export-field = { $field ->
    [name] le nom
    [author] l'auteur
   *[notes] les notes
}
export-text-not-written-durango = { $fields } du parcours { $count ->
    [one] n'est pas écrit
   *[other] ne sont pas écrits
} : un tracé durango ne contient que les pièces
export-text-not-written-shlomoalon = { $fields } du parcours { $count ->
    [one] n'est pas écrit
   *[other] ne sont pas écrits
} : un parcours ShlomoAlon ne contient qu'un nom
export-starts-printed = { $client } place les joueurs sur les 4 cases les plus éloignées d'El Dorado ({ $steps } pas), qui sont les cases Départ imprimées, mais dans son propre ordre plutôt que selon leurs numéros
export-starts-farthest = { $client } place les joueurs non pas sur les cases Départ imprimées mais sur les 4 cases les plus éloignées d'El Dorado ({ $steps } pas) : { $spaces }
export-starts-some-printed = { $client } place les joueurs sur 4 des { $count } cases les plus éloignées d'El Dorado ({ $steps } pas), les 4 premières dans son propre ordre, qui ne sont pas forcément les cases Départ imprimées : { $spaces }
export-starts-none-printed = { $client } place les joueurs sur 4 des { $count } cases les plus éloignées d'El Dorado ({ $steps } pas), les 4 premières dans son propre ordre, dont aucune n'est une case Départ imprimée : { $spaces }
export-starts-three = { $client } ne peut accueillir que 2 ou 3 joueurs sur ce parcours : il place chaque joueur sur sa propre case parmi les plus éloignées d'El Dorado ({ $steps } pas), et seules 3 cases sont aussi loin : { $spaces }
export-starts-two = { $client } ne peut accueillir que 2 joueurs sur ce parcours : il place chaque joueur sur sa propre case parmi les plus éloignées d'El Dorado ({ $steps } pas), et seules 2 cases sont aussi loin : { $spaces }
export-starts-too-few = { $client } ne peut pas installer ce parcours, même pour 2 joueurs : il place chaque joueur sur sa propre case parmi les plus éloignées d'El Dorado ({ $steps } pas), et seule { $spaces } est aussi loin
export-caves-lost = les plateaux de { $client } n'ont pas de grottes : { $count ->
    [one] la grotte sur { $pieces } y est une simple montagne
   *[other] les { $count } grottes sur { $pieces } y sont de simples montagnes
}
export-random-blockades = { $client } ne dit pas quelle barrière se trouve où : { $count ->
    [one] la seule jonction reçoit
   *[other] chacune des { $count } jonctions reçoit
} une barrière au hasard
export-far-seam-blockade-dropped = la jonction { $seam }, du côté où le parcours quitte la bande de terrain { $strip }, a une barrière dans { $client } mais n'en prend aucune ici
export-printed-caves = { $client } ne dit pas si des grottes ont été ajoutées ou retirées : les plateaux ont leurs grottes imprimées
export-named-after-file = les tracés { $client } n'ont pas de nom : le parcours est nommé { $name } d'après le fichier
export-would-refuse = { $client } lui-même refuserait ce parcours : { $why }
export-start-spaces = { $count ->
    [one] la case Départ { $numbers }
   *[other] les cases Départ { $numbers }
}
export-spaces-at = { $count ->
    [one] la case { $what } en { $at } sur { $piece }
   *[other] les cases { $what } en { $at } sur { $piece }
}
export-finish-on-board = la case d'arrivée du milieu est sur { $board }
export-finish-only-mountains = la case d'arrivée du milieu ne le touche qu'à des montagnes
export-finish-apart = la case d'arrivée du milieu ne touche aucune de ses cases
export-finish-no-outer-pair = moins de 2 cases voisines de la case d'arrivée du milieu sont hors de tout plateau et touchent une de ses cases qui n'est pas une montagne
export-refused-strip = { $client } n'a pas de bandes de terrain : la bande de terrain { $strip } ne peut pas être écrite
export-refused-connections = la jonction { $seam } serait la 7e liaison, mais { $client } pose une des six barrières sur chaque liaison : il en prend 6 au plus
export-refused-not-a-chain = { $piece } touche { $touches }, mais { $client } dispose un parcours en chaîne, où chaque pièce ne touche que celle d'avant et celle d'après
export-refused-finish-not-last = la plaque d'arrivée est fixée à { $board }, mais le parcours continue au-delà jusqu'à { $next }, et { $client } met la plaque d'arrivée après la dernière pièce
export-refused-few-pairs = { $a } et { $b } ont { $count ->
    [one] { $count } paire de cases praticables
   *[other] { $count } paires de cases praticables
} le long de leur bord sur les plateaux de { $client }, qui refuse deux plateaux consécutifs qui en ont moins de 2
export-refused-overlap = { $a } et { $b } se chevauchent en { $at }, et { $client } refuse les plateaux qui se chevauchent
export-refused-no-path = sur les plateaux de { $client }, aucun chemin ne mène des cases Départ à El Dorado (ils n'atteignent pas plus loin que { $reached }), et il refuse un tel parcours
export-refused-finish-not-against-last = El Dorado en { $at } n'est pas contre { $last }, le dernier plateau : { $why }, et { $client } refuse un tel parcours
export-refused-finish-spaces = { $client } ne mettrait pas les cases d'arrivée là où la plaque d'arrivée les a, autour de { $at }
export-invalid = { $count ->
    [one] le parcours n'est pas valide ({ $count } problème)
   *[other] le parcours n'est pas valide ({ $count } problèmes)
}
