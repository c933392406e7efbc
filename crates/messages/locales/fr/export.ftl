# Les messages dont l'identifiant commence par export-, en français.

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

## Un code de partage qui ne peut pas être fait ou lu
export-share-code-unencodable = le parcours contient quelque chose qu'un code de partage ne peut pas porter
export-share-code-not-a-code = ce n'est pas un code de partage d'El Dorado : il devrait commencer par « { $prefix } »
export-share-code-too-long = ce code de partage fait { $found } caractères, plus que les { $max } qu'un code de partage peut avoir
export-share-code-newer = ce code de partage a été fait par une version plus récente du programme (version { $found } des codes de partage) ; ce programme lit la version { $version } : mettez-le à jour pour ouvrir le code
export-share-code-bad-character = le code de partage contient { $character }, qui n'est pas un caractère de code de partage ; il a pu être coupé ou modifié en le copiant
export-share-code-damaged = le code de partage est abîmé ; copiez-le de nouveau en entier
export-share-code-invalid = le code de partage ne contient pas de parcours valide

## Une image ou une feuille de mise en place qui ne peut pas être faite
export-picture-failed = l'image n'a pas pu être dessinée
export-pdf-failed = la feuille de mise en place n'a pas pu être faite en PDF
