# Les messages dont l'identifiant commence par course-, en français.

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

## Un fichier de parcours qui ne s'ouvre pas ou ne s'enregistre pas
course-file-cannot = impossible { $op ->
    [read] de lire
   *[write] d'écrire
} { $path } : { $cause }
course-file-not-found = le fichier n'existe pas
course-file-denied = { $op ->
    [read] sa lecture
   *[write] son écriture
} est refusée
course-file-is-folder = c'est un dossier, pas un fichier
course-file-timed-out = rien n'y est passé en { $seconds } secondes
course-file-system = le système n'a pas pu { $op ->
    [read] le lire
   *[write] l'écrire
}

## Ce qui se trouve là où un fichier ou un dossier était attendu.
course-file-kind-file = un fichier
course-file-kind-link = un lien symbolique
course-file-kind-link-to-non-folder = un lien symbolique vers autre chose qu'un dossier
course-file-kind-link-to-nothing = un lien symbolique vers rien
course-file-kind-folder = un dossier
course-file-kind-fifo = un tube nommé (FIFO)
course-file-kind-socket = un socket
course-file-kind-device = un périphérique
course-file-not-a-folder = le dossier { $path } est { $kind }, pas un dossier

course-file-too-large = le fichier fait { $size } octets, plus que la limite de { $limit } octets d'un fichier de parcours
course-file-too-long = l'entrée dépasse la limite de { $limit } octets d'un fichier de parcours
course-file-not-json = le fichier n'est pas du JSON valide (ligne { $line }, colonne { $column })
course-file-not-json-anywhere = le fichier n'est pas du JSON valide
course-file-not-text = le fichier n'est pas du texte UTF-8 ; un fichier de parcours est du texte JSON
course-file-not-a-course = ce n'est pas un fichier de parcours El Dorado
course-file-newer = le fichier a été écrit par une version plus récente du format de parcours (version { $found }) ; ce programme lit la version { $version } et les précédentes : mettez-le à jour pour ouvrir ce fichier
course-file-invalid = le champ { $field } n'est pas valide
course-file-invalid-course = le parcours n'est pas valide
course-file-would-lose-newer = { $path } contient un parcours enregistré par une version plus récente du format ; l'écraser perdrait ce que ce programme ne sait pas lire : il a été laissé intact
course-file-would-lose-unread = { $path } est illisible : on ne sait pas s'il contient un parcours ; il a été laissé intact
