# Les messages dont l'identifiant commence par editor-, en français.

## La barre de menus
editor-menu-language = Langue
editor-menu-file = Fichier
editor-menu-edit = Édition
editor-menu-course = Parcours
editor-menu-game = Partie
editor-menu-view = Affichage
editor-menu-help = Aide
editor-file-new = Nouveau
editor-file-open = Ouvrir…
editor-file-start-page = Page d'accueil…
editor-file-open-official = Ouvrir un parcours officiel
editor-file-open-recent = Ouvrir un fichier récent
editor-file-no-recent = Aucun fichier récent
editor-file-save = Enregistrer
editor-file-save-as = Enregistrer sous…
editor-file-export = Exporter
editor-file-export-as = { $format }…
editor-file-import = Importer
editor-file-import-as = { $format }…
editor-file-quit = Quitter
editor-file-close = Fermer le parcours
editor-tab-close-hint = Fermer ce parcours (demande d'abord pour les modifications non enregistrées)
editor-tab-unsaved-hint = Modifications non enregistrées
editor-export-needs-valid = Demande un parcours valide
editor-export-needs-valid-losses = Demande un parcours valide ; dit d'abord ce qui ne passe pas
editor-export-paper = Papier de la fiche de mise en place :
editor-share-copy = Copier le code de partage
editor-share-copy-hint = Tout le parcours en une ligne de texte, dans le presse-papiers
editor-share-paste = Coller un code de partage…
editor-share-paste-hint = Ouvre le parcours que contient un code de partage
editor-edit-undo = Annuler
editor-edit-undo-step = Annuler : { $step }
editor-edit-undo-open = Annuler l'ouverture de { $name }
editor-edit-redo = Rétablir
editor-edit-redo-step = Rétablir : { $step }
editor-edit-paste = Coller
editor-edit-history = Historique…
editor-edit-history-hint = Chaque étape, pour annuler ou rétablir jusqu'à l'une d'elles
editor-edit-selected-piece = l'élément choisi
editor-edit-turn-clockwise = Tourner { $what } dans le sens horaire
editor-edit-turn-anticlockwise = Tourner { $what } dans le sens antihoraire
editor-edit-flip = Retourner { $what }
editor-edit-delete = Supprimer { $what }
editor-edit-cut = Couper
editor-edit-copy = Copier
editor-course-generate = Générer…
editor-course-generate-hint = Générer des parcours sur commande : une difficulté, les éléments que vous possédez
editor-course-complete = Compléter…
editor-course-complete-hint = Ajouter des éléments à ce parcours jusqu'à ce qu'il réponde à une commande ; les éléments posés restent
editor-course-random-blockades = Barrières au hasard
editor-course-random-blockades-hint = Poser une barrière numérotée à chaque jonction qui en accepte une, comme lors de la mise en place
editor-course-clear-blockades = Retirer les barrières
editor-game-new = Nouvelle partie…
editor-game-new-hint = Jouer le parcours : des personnes et des robots aux places
editor-game-open = Ouvrir une partie enregistrée…
editor-game-save = Enregistrer la partie…
editor-game-close = Fermer la partie
editor-game-take-back = Annuler le coup
editor-game-take-back-hint = Vos propres actions de ce tour, jusqu'à ce qu'une carte soit piochée ou une grotte explorée
editor-game-undo-closed = Fermez la partie pour annuler ou modifier le parcours
editor-view-fit = Cadrer le parcours
editor-view-palette = Palette
editor-view-live-games = Jouer des parties après chaque modification
editor-view-live-games-hover = Après chaque modification d'un parcours valide, l'éditeur joue 400 parties de quatre robots rapides en arrière-plan, pour que chaque raccourci, virage et choix d'itinéraire dise par où sont passés les pions. Désactivez-le sur une machine lente.
editor-view-side-panel = Problèmes et propriétés
editor-view-overlays = Calques
editor-view-no-overlay = aucun pour ce parcours
editor-view-simulation = Simulation…
editor-help-shortcuts = Raccourcis…

## Les touches comme un clavier français les écrit
editor-key-shift = Maj
editor-key-delete = Suppr
editor-key-home = Origine
editor-key-escape = Échap

## Les noms des choses
editor-piece-unknown = élément « { $id } »
editor-the-finish-plate = la plaque d'arrivée
editor-pieces-two = { $first } et { $second }
editor-pieces-count = { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
}
editor-format-client-json = JSON du client
editor-format-svg = image SVG
editor-format-png = image PNG
editor-format-sheet-svg = Fiche de mise en place (SVG)
editor-format-sheet-pdf = Fiche de mise en place (PDF)
editor-format-code = Code de partage
editor-format-durango = disposition durango (CSV)
editor-format-shlomoalon = parcours ShlomoAlon (JSON)
editor-import-durango = disposition durango (CSV)
editor-import-shlomoalon = parcours ShlomoAlon (JSON ou JavaScript)
editor-paper-a4 = A4
editor-paper-letter = Lettre US

## Les boutons de partout
editor-ok = OK
editor-cancel = Annuler
editor-close = Fermer

## La barre d'état
editor-status-pieces = { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
}
editor-status-spaces = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
editor-status-seams = { $count ->
    [one] { $count } jonction
   *[other] { $count } jonctions
}
editor-status-checked = vérifié en { $ms } ms
editor-status-valid = ✔ valide
editor-status-invalid = { $count ->
    [one] ✖ non valide : { $count } problème
   *[other] ✖ non valide : { $count } problèmes
}
editor-status-difficulty = difficulté : { $difficulty }
editor-status-difficulty-measured = difficulté { $measured }
editor-status-shortest = plus court chemin : { $value }
editor-status-cheapest = chemin le moins coûteux : { $value }
editor-status-first-of = (1 sur { $count })
editor-status-read-hint = Lu : montrer l'avis suivant

## La page d'accueil
editor-start-title = Accueil
editor-start-intro = Ouvrez l'un des parcours de la règle, un fichier récent, ou commencez votre propre parcours.
editor-start-new = Nouveau parcours
editor-start-new-hint = Un parcours vide (Ctrl+N)
editor-start-generate-hint = Chercher des parcours sur commande
editor-start-official = Parcours officiels
editor-start-recent = Fichiers récents
editor-start-no-recent = Aucun fichier récent pour l'instant : les parcours que vous ouvrez ou enregistrez s'afficheront ici.
editor-start-open-hint = Ouvrir ce parcours

## Les questions
editor-question-marked = Les cases concernées sont marquées sur le plan.
editor-question-unsaved = Modifications non enregistrées
editor-question-unsaved-text = Enregistrer d'abord les modifications de { $name } ?
editor-question-dont-save = Ne pas enregistrer
editor-question-newer = Remplacer un fichier de parcours plus récent ?
editor-question-newer-text = { $path } a été enregistré par une version plus récente du format de parcours (version { $found } ; cet éditeur écrit la version { $version }). L'écraser perdrait ce que cette version ne sait pas lire.
editor-question-replace = Le remplacer
editor-question-restore = Restaurer le travail non enregistré ?
editor-question-restore-text = L'éditeur ne s'est pas fermé correctement la dernière fois. Les modifications non enregistrées de { $name } ont été gardées.
editor-question-restore-game-text = L'éditeur ne s'est pas fermé correctement la dernière fois. Une partie en cours sur { $name } a été gardée, non enregistrée : restaurée, elle reprend là où elle en était.
editor-question-restore-yes = Restaurer
editor-question-discard = Abandonner
editor-export-title = Exporter : { $format }
editor-question-export-losses = Ce parcours ne passe pas en entier :
editor-question-continue = Continuer…
editor-question-import-losses = Ce que le fichier ne pouvait pas dire :

## Les avis de la barre d'état
editor-untitled-course = Parcours sans titre
editor-notice-no-autosave-folder = Impossible d'enregistrer automatiquement dans { $path } : { $why }
editor-notice-another-editor = Un autre éditeur est ouvert sur ce compte : chacun garde son propre travail non enregistré.
editor-notice-more-work-kept = { $count ->
    [one] { $count } autre travail non enregistré est gardé, proposé une fois celui-ci réglé.
   *[other] { $count } autres travaux non enregistrés sont gardés, proposés l'un après l'autre une fois celui-ci réglé.
}
editor-notice-damaged-kept-it = ; il a été gardé sous { $path }
editor-notice-damaged-kept-one = ; l'un a été gardé sous { $path }
editor-notice-damaged-kept-many = ; { $count } ont été gardés, de { $first } à { $last }
editor-notice-damaged-one = Le travail non enregistré d'une session précédente n'a pas pu être restauré : { $why }{ $kept }.
editor-notice-damaged-many = { $count } travaux non enregistrés de sessions précédentes n'ont pas pu être restaurés (le premier : { $why }){ $kept }.
editor-notice-settings-not-saved = Impossible d'enregistrer les réglages : { $why }
editor-notice-closed-generated = Parcours généré { $name } fermé
editor-notice-opened-share-code = Parcours ouvert depuis son code de partage
editor-notice-opened-generated = Parcours généré { $name } ouvert ; il n'est pas encore enregistré (Annuler revient en arrière)
editor-notice-stale-suggestion = Cette suggestion a été faite pour un autre parcours, ou pour celui-ci avant sa modification ; redemandez des suggestions
editor-notice-fix-first = Corrigez d'abord les problèmes du parcours : seul un parcours valide peut être joué
editor-notice-not-saved = Rien n'a été enregistré ; { $path } reste inchangé
editor-notice-restored = Travail non enregistré restauré
editor-notice-language = L'éditeur parle désormais français
editor-notice-restored-no-autosave = Travail non enregistré restauré, mais impossible de l'enregistrer automatiquement : { $why }
editor-notice-stale-losses = Le parcours a changé depuis la liste de ses pertes ; exportez-le de nouveau
editor-notice-no-autosave = Impossible d'enregistrer automatiquement dans { $path } : { $why }
editor-notice-saved = { $path } enregistré
editor-notice-cannot-save = Impossible d'enregistrer : { $why }
editor-notice-cannot-export = Impossible d'exporter ({ $format }) : { $why }
editor-notice-exported = Exporté ({ $format }) dans { $path }
editor-import-title = Importé de { $program }
editor-notice-imported = « { $name } » importé de { $program } ; il n'est pas encore enregistré
editor-notice-cannot-import = Impossible d'importer { $path } : { $why }
editor-notice-code-copied = Code de partage ({ $count } caractères) copié dans le presse-papiers
editor-notice-no-share-code = Impossible de faire un code de partage : { $why }
editor-notice-opening-slow = Ouverture de { $path } : { $kind ->
    [folder] c'est un dossier
    [fifo] c'est un tube nommé (FIFO)
   *[other] ce n'est pas un fichier ordinaire
}, son parcours est donc lu pendant que vous travaillez (10 secondes d'attente au plus)
editor-notice-read-too-late = { $path } a été lu, mais le parcours a changé entre-temps et n'a donc pas été remplacé ; ouvrez de nouveau le fichier pour le remplacer
editor-notice-cannot-open = Impossible d'ouvrir { $path }
editor-notice-cannot-open-why = Impossible d'ouvrir { $path } : { $why }
editor-notice-fits-nowhere = { $piece } ne va nulle part au bout ouvert du parcours{ $end } : faites-le glisser où il doit aller
editor-notice-attach-first = Ajoutez d'abord un élément au bout ouvert (cliquez dessus dans la palette)
editor-notice-fits-one-way = { $piece } ne va que de cette façon au bout ouvert
editor-notice-added-at-end = { $of ->
    [one] { $piece } { $kind ->
        [strip] ajoutée
        [finish] ajoutée
       *[other] ajouté
    } au bout ouvert (place { $place } sur { $of })
   *[other] { $piece } { $kind ->
        [strip] ajoutée
        [finish] ajoutée
       *[other] ajouté
    } au bout ouvert (place { $place } sur { $of } ; N, ou un nouveau clic dessus dans la palette, pour la suivante)
}
editor-notice-added-before-plate = { $of ->
    [one] Ajout de { $piece } avant { $plate }, qui passe au bout (place { $place } sur { $of })
   *[other] Ajout de { $piece } avant { $plate }, qui passe au bout (place { $place } sur { $of } ; N, ou un nouveau clic dessus dans la palette, pour la suivante)
}
editor-notice-arrows-select = Choisissez un élément pour le déplacer avec les flèches
editor-notice-arrows-one = Les flèches déplacent un seul élément choisi ; faites glisser les autres pour les déplacer
editor-notice-no-flush-place = { $piece } n'a aucune place jointive { $heading ->
    [up] vers le haut
    [down] vers le bas
    [left] vers la gauche
   *[right] vers la droite
} à moins d'une largeur de plateau
editor-notice-copy-select = Choisissez d'abord un élément à copier
editor-notice-copied = Copié : { $what }
editor-notice-cut = Coupé : { $what } ; Ctrl+V le pose sous le pointeur
editor-notice-nothing-copied = Rien n'est copié : choisissez un élément et copiez-le d'abord
editor-notice-cannot-paste = Impossible de coller { $what } ici : { $why }

## L'aide (F1) : chaque raccourci, les touches et ce qu'elles font
editor-help-title = Aide
editor-help-intro = Construisez un parcours avec les éléments du jeu. Chaque modification est vérifiée aussitôt ; les problèmes sont listés à droite.
editor-help-drag-palette-keys = Glisser un élément de la palette
editor-help-drag-palette = le poser ; il s'aligne contre le parcours (vert : il va, rouge : il dit pourquoi)
editor-help-click-palette-keys = Cliquer un élément de la palette
editor-help-click-palette = l'ajouter là où le parcours continue (son bout ouvert) ; N (ou un nouveau clic dessus) essaie sa place suivante
editor-help-drag-placed-keys = Glisser un élément posé
editor-help-drag-placed = le déplacer
editor-help-arrows-keys = Flèches
editor-help-arrows = déplacer l'élément choisi à la place jointive suivante dans ce sens
editor-help-turn-keys = R / Maj+R
editor-help-turn = tourner l'élément tenu ou choisi de 60° dans le sens horaire / antihoraire
editor-help-wheel-turn-keys = Molette sur l'élément tenu ou choisi
editor-help-wheel-turn = le tourner de 60° par cran
editor-help-flip-keys = F
editor-help-flip = retourner l'élément tenu ou choisi sur son autre face
editor-help-delete-keys = Suppr / Retour arrière
editor-help-delete = supprimer les éléments choisis
editor-help-shift-click-keys = Maj+clic sur des éléments
editor-help-shift-click = en choisir plusieurs : en glisser un les déplace tous ; R, Maj+R, F, Suppr, Ctrl+C, Ctrl+X et le menu Édition agissent sur tous
editor-help-shift-drag-keys = Maj+glisser sur la table
editor-help-shift-drag = choisir chaque élément que touche la bande
editor-help-copy-cut-keys = Ctrl+C / Ctrl+X
editor-help-copy-cut = copier / couper les éléments choisis, avec leurs grottes et leurs barrières
editor-help-paste-keys = Ctrl+V
editor-help-paste = coller les éléments copiés contre le parcours, sous le pointeur (dans n'importe quel parcours)
editor-help-escape-keys = Échap
editor-help-escape = fermer cette aide / reposer l'élément tenu / fermer le menu / vider le choix
editor-help-seam-keys = Cliquer sur une jonction
editor-help-seam = choisir sa barrière : aucune, au hasard ou 1–6
editor-help-click-piece-keys = Cliquer un élément
editor-help-click-piece = le choisir (un clic qui choisit ne change jamais le parcours)
editor-help-cave-keys = Ctrl+clic sur une montagne
editor-help-cave = ajouter ou retirer une grotte
editor-help-right-click-keys = Clic droit sur un élément
editor-help-right-click = son menu : le tourner, le retourner, le supprimer, le couper ou le copier (ou le choix dont il fait partie)
editor-help-pan-keys = Glisser la table / bouton du milieu
editor-help-pan = faire défiler
editor-help-zoom-keys = Molette ailleurs / pincer
editor-help-zoom = zoomer autour du pointeur
editor-help-fit-keys = Origine / Cadrer le parcours
editor-help-fit = faire tenir le parcours dans la fenêtre, avec de la place autour pour l'élément suivant
editor-help-zoom-bar-keys = − / + (en haut à droite du parcours)
editor-help-zoom-bar = zoom arrière / avant ; le niveau de zoom s'affiche entre les deux
editor-help-suggestion-keys = Laisser le pointeur sur une suggestion
editor-help-suggestion = la voir sur le parcours, avec ses chiffres, avant de l'appliquer
editor-help-undo-keys = Ctrl+Z
editor-help-undo = annuler
editor-help-redo-keys = Ctrl+Maj+Z / Ctrl+Y
editor-help-redo = rétablir
editor-help-history-keys = Édition > Historique…
editor-help-history = chaque étape ; cliquer sur l'une d'elles annule ou rétablit jusqu'à elle
editor-help-new-keys = Ctrl+N
editor-help-new = nouveau parcours
editor-help-start-page-keys = Fichier > Page d'accueil…
editor-help-start-page = les parcours officiels avec leur difficulté, les fichiers récents, Nouveau, Générer
editor-help-open-keys = Ctrl+O
editor-help-open = ouvrir un fichier de parcours
editor-help-tabs-keys = Ctrl+PgSuiv / Ctrl+PgPréc
editor-help-tabs = parcours ouvert suivant / précédent (chaque parcours s'ouvre dans un onglet)
editor-help-close-keys = Ctrl+W
editor-help-close = fermer le parcours affiché
editor-help-save-keys = Ctrl+S / Ctrl+Maj+S
editor-help-save = enregistrer / enregistrer sous
editor-help-quit-keys = Ctrl+Q
editor-help-quit = quitter
editor-help-help-keys = F1
editor-help-help = cette aide
editor-help-game-title = Dans la vue de partie
editor-help-game-action-keys = → / ←
editor-help-game-action = une action en avant / en arrière
editor-help-game-turn-keys = Maj+→ / Maj+←
editor-help-game-turn = un tour en avant / en arrière
editor-help-game-round-keys = Ctrl+→ / Ctrl+←
editor-help-game-round = une manche en avant / en arrière
editor-help-game-ends-keys = Origine / Fin
editor-help-game-ends = le début / la fin de la partie
editor-help-game-stall-keys = S
editor-help-game-stall = le moment où une partie bloquée s'est bloquée
editor-help-game-play-keys = Espace
editor-help-game-play = dérouler la partie / la mettre en pause
editor-help-game-escape-keys = Échap
editor-help-game-escape = dans une partie jouée : lâcher la carte choisie

## Édition > Historique…
editor-history-title = Historique
editor-history-hint = Cliquez une étape pour annuler ou rétablir jusqu'à elle
editor-history-as-opened = Le parcours tel qu'ouvert

## La fenêtre du code de partage
editor-share-title = Coller un code de partage
editor-share-paste-here = Collez le code de partage d'un parcours :
editor-share-code = code de partage
editor-share-import = Importer
editor-share-not-a-code = Ce texte n'est pas un code de partage lisible.

## La fenêtre de chemin intégrée
editor-path-builtin-chosen = La fenêtre de fichiers intégrée a été choisie à la place de celle du système.
editor-path-builtin-env = { $env }=builtin a choisi la fenêtre de fichiers intégrée.

## The words of a suggested file name, after the course's: lower case, hyphens, no accents needed.
editor-file-sheet = mise-en-place
editor-file-share-code = code-de-partage
editor-file-game = partie
editor-path-no-system-dialog-bus = La fenêtre de fichiers du système ne peut pas s'ouvrir ici : aucune session D-Bus ne permet de joindre un portail de bureau, et zenity n'est pas installé. Tapez plutôt le chemin du fichier.
editor-path-no-system-dialog-portal = La fenêtre de fichiers du système ne peut pas s'ouvrir ici : ni portail de bureau (xdg-desktop-portal) ni zenity ne sont installés. Tapez plutôt le chemin du fichier.
editor-path-field = Chemin du fichier :
editor-path-open = Ouvrir un parcours
editor-path-save-as = Enregistrer le parcours sous
editor-path-import = Importer : { $format }
editor-path-open-game = Ouvrir une partie enregistrée
editor-path-save-game = Enregistrer la partie sous
editor-path-button-open = Ouvrir
editor-path-button-export = Exporter
editor-path-empty = Tapez le chemin d'un fichier.
editor-path-folder-to-read = { $path } est un dossier : ajoutez le nom du fichier.
editor-path-no-file = Il n'y a aucun fichier à { $path }.
editor-path-folder-to-write = { $path } est un dossier : ajoutez un nom de fichier.
editor-path-no-folder = Le dossier { $path } n'existe pas.
editor-path-exists = { $path } existe déjà : appuyez de nouveau sur { $button } pour le remplacer.

## La palette
editor-palette-help = Faites glisser un élément sur le parcours, ou cliquez dessus pour l'ajouter là où le parcours continue (N : sa place suivante). En le faisant glisser : R / Maj+R ou la molette le tournent de 60°, F le retourne, Échap le repose.
editor-palette-start-boards = Plateaux de départ
editor-palette-finish-plate = Plaque d'arrivée
editor-palette-terrain-boards = Plateaux de terrain
editor-palette-strips = Bandes de terrain
editor-palette-in-use = { $name } ({ $kind ->
    [strip] utilisée
    [finish] utilisée
   *[other] utilisé
})
editor-palette-caption-in-use = { $name } · { $kind ->
    [strip] utilisée
    [finish] utilisée
   *[other] utilisé
}
editor-palette-hover = { $label } : faites-le glisser sur le parcours, ou cliquez pour l'ajouter là où le parcours continue (nouveau clic, ou N, pour sa place suivante)
editor-palette-hover-in-use = { $label } : son élément ({ $piece }) est sur le parcours ; retirez-le d'abord, ou retournez-le avec F

## Le panneau latéral : le parcours, l'élément choisi, les jonctions
editor-properties-course = Le parcours
editor-properties-name = Nom
editor-properties-author = Auteur
editor-properties-notes = Notes
editor-properties-seams = Jonctions
editor-properties-no-seams = Aucun élément n'en touche encore un autre.
editor-seam-random = barrière au hasard
editor-seam-finish = arrivée (sans barrière)
editor-seam-none = sans barrière
editor-seam-button = { $seam } : { $what }
editor-seam-hint = Choisir la barrière de cette jonction
editor-seam-finish-plate = plaque d'arrivée
editor-properties-selected = Élément choisi
editor-properties-none-selected = Cliquez un élément du parcours pour le choisir.
editor-properties-many-selected = { $count } éléments choisis : { $names }
editor-properties-many-hint = En glisser un les déplace tous ; R / Maj+R les tournent ensemble, F les retourne, Suppr les supprime, Ctrl+C / Ctrl+X les copient ou les coupent ; Maj+clic en ajoute ou en retire un, une bande Maj+glisser ajoute ce qu'elle touche.
editor-properties-piece = { $side } (élément { $piece })
editor-properties-at = En { $at }, tourné de { $degrees }°
editor-properties-turn = Tourner
editor-properties-flip-to = Retourner sur { $side }
editor-properties-side = la face { $side }
editor-properties-finish-side = sa face { $terrain }
editor-properties-delete = Supprimer

## Parcours > Générer… et Compléter…
editor-generate-title = Générer des parcours
editor-generate-button = Générer
editor-generate-progress = { $found } sur { $count } trouvés · { $done } essais sur { $total }
editor-generate-range = Fourchette de manches
editor-generate-difficulty = Difficulté
editor-generate-from = Manches, de
editor-generate-to = Manches, à
editor-generate-players = Joueurs
editor-generate-count = Nombre de parcours
editor-generate-branches = Choix d'itinéraire
editor-generate-branches-hint = Le moins de endroits où le chemin se sépare puis se rejoint, les deux voies à moins d'une manche
editor-generate-seed = Graine
editor-generate-caves = Variante des grottes
editor-generate-chosen-blockades = Barrières choisies
editor-generate-chosen-blockades-hint = Des barrières numérotées choisies pour amener le parcours à la commande, non tirées lors de la mise en place
editor-generate-owned = Éléments possédés
editor-generate-click = Cliquez un parcours pour l'ouvrir comme nouveau parcours (Annuler revient à celui-ci).
editor-generate-open-hint = Ouvrir comme nouveau parcours
editor-generate-steps = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
editor-generate-fairness = Cases de départ à { $steps } et { $cards } cartes d'écart ; taux de victoire à { $points } points d'écart
editor-band-under = { $band } (moins de { $high ->
    [one] { $high } manche
   *[other] { $high } manches
})
editor-band-over = { $band } (plus de { $low ->
    [one] { $low } manche
   *[other] { $low } manches
})
editor-band-between = { $band } ({ $low }–{ $high ->
    [one] { $high } manche
   *[other] { $high } manches
})
editor-generate-cancelled-after = La recherche a été arrêtée après { $count } essais.
editor-generate-cancelled = La recherche a été arrêtée.
editor-generate-failed = La recherche a échoué : { $why }.
editor-complete-title = Compléter le parcours
editor-complete-button = Compléter
editor-complete-intro = Ajoute des éléments que le parcours n'utilise pas encore jusqu'à ce qu'il réponde à la commande ; les éléments posés restent exactement tels quels.
editor-complete-running = Complétion de { $name }…

## La fenêtre
editor-window-title = { $star }{ $name } — Atelier de parcours El Dorado

## Le plan de travail : indications, fiches au survol, choix des barrières, zoom
editor-canvas = Plan du parcours
editor-empty-hint = Un parcours vide : cliquez (ou faites glisser) un plateau de départ dans la palette à gauche pour commencer, puis cliquez les éléments pour les ajouter là où le parcours continue ; ou utilisez Parcours > Générer… ou Fichier > Ouvrir un parcours officiel.
editor-preview-heading = Aperçu : pas encore appliqué (cliquez la suggestion pour l'appliquer)
editor-space-card = { $piece } · case { $at }
editor-space-position = Position sur l'élément : { $at }
editor-seam-card = Jonction { $seam }
editor-seam-card-random = Une barrière au hasard, tirée lors de la mise en place
editor-seam-card-none = Sans barrière
editor-seam-card-hint = Cliquez pour choisir sa barrière
editor-seam-menu = Barrière de la jonction { $seam }
editor-seam-menu-random = Au hasard (tirée lors de la mise en place)
editor-seam-menu-taken = { $number } · { $requirement } (sur { $seam })
editor-zoom-level = Zoom { $percent } %
editor-zoom-out = Zoom arrière
editor-zoom-in = Zoom avant

## Les éléments tenus sous le pointeur
editor-drag-fits-here = { $what } va ici
editor-drag-fit-here = { $what } vont ici
editor-drag-cannot-go = { $what } ne peut pas aller là : { $why }
editor-drag-not-flush = { $piece } ne touche pas le parcours bord à bord ici ; approchez-le d'un bord libre
editor-drag-group-not-flush = { $pieces } ne touchent pas le parcours bord à bord ici ; approchez-les d'un bord libre

## Les fenêtres de fichiers du système
editor-filter-course = Parcours El Dorado
editor-filter-game = Partie enregistrée El Dorado

## Les étapes d'annulation, comme le menu Édition et l'historique les nomment
editor-step-place = poser { $piece }
editor-step-place-before-plate = poser { $piece } avant { $plate }
editor-step-delete = supprimer { $piece }
editor-step-flip = { $kind ->
    [finish] retourner { $piece } sur sa face { $side }
   *[other] retourner { $piece } sur la face { $side }
}
editor-step-swap = échanger { $piece } contre { $with }
editor-step-turn = tourner { $piece } { $turn }
editor-step-turn-to = tourner { $piece } à { $degrees }°
editor-step-move-to = déplacer { $piece } en { $at }
editor-step-move-next-to = déplacer { $piece } contre { $next }
editor-step-turned = , tourné { $turn }
editor-step-blockade = mettre { $blockade } entre { $a } et { $b }
editor-step-no-blockade = retirer la barrière entre { $a } et { $b }
editor-step-clear-blockades = retirer toutes les barrières
editor-step-set-blockades = poser { $count ->
    [one] { $count } barrière
   *[other] { $count } barrières
}
editor-step-add-cave = ajouter une grotte à la montagne en { $at } sur { $piece }
editor-step-remove-cave = retirer la grotte de la montagne en { $at } sur { $piece }
editor-step-turn-words = { $steps ->
    [0] comme il était (sans rotation)
    [1] d'un cran dans le sens horaire (60°)
    [2] de deux crans dans le sens horaire (120°)
    [3] d'un demi-tour (180°)
    [4] de deux crans dans le sens antihoraire (120°)
   *[other] d'un cran dans le sens antihoraire (60°)
}
editor-step-move = déplacer { $piece }
editor-step-text = modifier { $field ->
    [name] le nom
    [author] l'auteur
   *[notes] les notes
} du parcours
editor-step-move-group = déplacer { $what }
editor-step-turn-group = tourner { $what }
editor-step-delete-group = supprimer { $what }
editor-step-flip-group = retourner { $what }
editor-step-paste = coller { $what }
editor-step-deal = tirer des barrières au hasard (graine { $seed })

## Le fichier des réglages
editor-settings-not-a-file = Le fichier des réglages { $path } n'est pas un fichier (en anglais : { $kind }) : il n'a pas été lu, les réglages par défaut sont utilisés, et les réglages seront enregistrés dans un fichier à sa place.
editor-settings-unreadable = Le fichier des réglages { $path } ne peut pas être lu ({ $why }) : les réglages par défaut sont utilisés.
editor-settings-damaged = Le fichier des réglages était abîmé ({ $why }) : il a été gardé sous { $kept } et les réglages par défaut sont utilisés.
editor-settings-damaged-not-kept = Le fichier des réglages { $path } était abîmé ({ $why }) et n'a pas pu être mis de côté ({ $error }) : les réglages par défaut sont utilisés, et il sera remplacé à l'enregistrement des réglages.
editor-settings-why-not-text = ce n'est pas du texte UTF-8
editor-settings-why-not-json = ce n'est pas du JSON valide (ligne { $line }, colonne { $column })
editor-settings-why-not-json-anywhere = ce n'est pas du JSON valide
editor-settings-why-not-settings = ce n'est pas un fichier de réglages
editor-settings-why-invalid = son champ { $field } n'est pas valide
editor-settings-why-too-large = il fait { $size } octets, plus que les { $limit } que prend un fichier de réglages
# Ce qui se trouve là où un fichier était cherché.
# Pourquoi le travail laissé ne peut pas être restauré.
editor-autosave-why-not-a-file = la sauvegarde automatique est { $kind }, pas un fichier
editor-autosave-why-unreadable = le fichier de sauvegarde automatique ne peut pas être lu : { $why }
editor-autosave-why-too-large = le fichier de sauvegarde automatique dépasse { $limit } octets, plus qu'aucun parcours n'en demande
editor-autosave-why-damaged = le fichier de sauvegarde automatique est abîmé : { $why }
editor-autosave-why-foreign = le fichier de sauvegarde automatique n'a pas été écrit par cet éditeur
editor-autosave-why-course = le parcours sauvegardé automatiquement ne peut pas être lu : { $why }
editor-autosave-why-game = la partie sauvegardée automatiquement ne peut pas être lue : { $why }

## The canvas
# A seam's blockade badge when the blockade is drawn at setup.
editor-badge-random = au hasard
