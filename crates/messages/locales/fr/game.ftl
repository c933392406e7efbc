# Les messages dont l'identifiant commence par game-, en français.

## Les noms du jeu au-delà de la fiche : tuiles Grotte, symboles, joueurs, cases
game-cards-several = { $count }× { $card }
game-cards-none = aucune carte

# Not in the rulebook, which shows the cave tiles without naming them.
game-token-machete-1 = machette 1
game-token-machete-2 = machette 2
game-token-machete-3 = machette 3
game-token-coin-1 = pièce 1
game-token-coin-2 = pièce 2
game-token-paddle-1 = pagaie 1
game-token-paddle-2 = pagaie 2
game-token-draw-card = piocher une carte
game-token-remove-card = écarter une carte
game-token-swap-hand = échanger sa main
game-token-keep-item = garder un équipement
game-token-pass-occupied = case occupée
game-token-native-move = déplacement d'Indigène
game-token-change-symbol = changer de symbole
game-the-token = la tuile { $token }
game-coin-tokens = { $count ->
    [one] une tuile { $token }
   *[other] { $count } tuiles { $token }
}
game-nothing = rien
game-symbol-machete = machette
game-symbol-paddle = pagaie
game-symbol-coin = pièce

# Not in the rulebook: who plays a seat, a person or one of the studio's bots.
game-seat-human = humain
game-seat-fast = rapide
game-seat-strong = fort
game-seat-random = au hasard
game-seat-river = fleuve
game-seat-jungle = jungle
game-seat-village = village
game-seat-racer = coureur
game-space-landscape = { $terrain } { $power }
game-space-start = case Départ { $number }
game-space-start-unnumbered = case Départ
game-space-cave = montagne avec une grotte

## La partie racontée : le journal des tours (« manche » pour un tour de table, « tour » pour celui d'un joueur)
game-story-no-space = case { $space }, que le parcours n'a pas
game-story-place = { $what } ({ $where })
game-story-no-seam = jonction { $seam }, que le parcours n'a pas
game-story-blockade-on = barrière { $number } sur { $seam }
game-story-the-blockade-on = la barrière sur { $seam }
game-story-piece = pion { $label }

# A piece in a sentence: "déplace le pion 1a".
game-story-the-piece = le pion { $label }
game-story-its-piece = son pion
game-story-move = déplace { $piece } avec { $source } comme { $symbol } : { $steps }
game-story-pay-enter = paie { $cards } pour amener { $piece } sur { $place }
game-story-pay-blockade = paie { $cards } pour { $blockade }
game-story-native-enter = amène { $piece } avec { $source } sur { $place }
game-story-native-blockade = retire { $blockade } avec { $source }
game-story-draw = joue { $card }
game-story-draw-fewer = joue { $card } et pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
game-story-remove = écarte { $card } du jeu
game-story-stop-removing = n'écarte plus de carte
game-story-transmit = joue le Poste de transmission et prend { $card }
game-story-buy = achète { $card } avec { $paid }
game-story-buy-changed = achète { $card } avec { $paid } ({ $changed } compté comme pièces)
game-story-use-token = utilise la tuile { $token }
game-story-use-token-on = utilise la tuile { $token } sur { $what }
game-story-use-token-keep = utilise la tuile { $token } pour garder { $card }
game-story-explore = explore la grotte en { $space }
game-story-no-cave = explore la grotte { $cave }, que le parcours n'a pas
game-story-finish-playing = finit de jouer ses cartes
game-story-discard = défausse { $card }
game-story-end-turn = termine son tour
game-story-dealt = { $number } sur { $seam }
game-story-none = aucune

# Not in the rulebook: the seed the game's draws come from.
game-story-opening = graine de la partie { $seed } ; barrières : { $blockades }
game-story-in-el-dorado = dans l'El Dorado
game-story-at = sur { $place }
game-story-labelled = { $label } { $at }
game-story-turn-header = { $title } : { $pieces } ; main { $hand }
game-story-turn-title = manche { $round }, joueur { $seat } ({ $kind })
game-story-takes-blockade = récupère la barrière { $number } ({ $requirement })
game-story-cave-token = explore une grotte : { $token }
game-story-arrives = { $piece } atteint l'El Dorado
game-story-stalled = partie bloquée après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} : { $why }
game-story-capped = partie arrêtée par la limite de manches après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
game-story-over = partie finie à la manche { $round } ; gagnée par { $winner }
game-story-seat = le joueur { $seat }
game-story-nobody = personne
game-story-not-ended = la partie n'est pas finie

# Une action enregistrée que les règles refusent, par sa place dans l'enregistrement.
game-record-illegal = l'action { $number } ({ $action }) n'est pas permise : { $reason }
game-record-seats = la partie a { $players } joueurs mais { $seats } places sont nommées
game-record-setup = la partie ne peut pas être mise en place : { $why }

# Un enregistrement de partie qui ne se lit pas ou ne s'enregistre pas : pourquoi, sans le nom du fichier.
game-record-too-large = le fichier fait { $size } octets, plus que la limite de { $limit } octets d'un enregistrement de partie
game-record-too-long = l'entrée dépasse la limite de { $limit } octets d'un enregistrement de partie
game-record-not-text = le fichier n'est pas du texte UTF-8 ; un enregistrement de partie est du texte JSON
game-record-not-a-record = ce n'est pas un enregistrement de partie d'El Dorado
game-record-course-file = ce n'est pas un enregistrement de partie d'El Dorado mais un fichier de parcours ; ouvrez-le comme parcours
game-record-newer = le fichier a été écrit par une version plus récente du format des enregistrements de partie (version { $found }) ; ce programme lit la version { $version } et les précédentes : mettez-le à jour pour ouvrir ce fichier
game-record-invalid-record = l'enregistrement de partie n'est pas valide
game-record-invalid = le champ { $field } de l'enregistrement de partie n'est pas valide
game-record-course = son parcours ne peut pas être lu : { $why }
game-record-invalid-course = le parcours de la partie n'est pas valide
game-record-too-many-actions = la partie compte { $count } actions, plus que les { $max } qu'un enregistrement de partie peut contenir : elle ne peut pas être enregistrée (une limite de manches plus basse garde les parties plus courtes)
game-record-too-large-to-save = l'enregistrement de la partie ferait { $size } octets, plus que la limite de { $limit } octets : il ne peut pas être enregistré
game-record-actions = ses actions ne forment pas une partie de ce parcours : { $why }
game-setup-error-players = une partie se joue à 2, 3 ou 4 joueurs, pas à { $count }
game-setup-error-missing-start = le parcours n'a pas de case Départ { $number }
game-setup-error-bad-seam = la barrière { $number } est sur la jonction { $seam }, que le parcours n'a pas
game-setup-error-too-many-blockades = plus de six barrières ont été données
game-setup-error-round-cap = la limite de manches doit être d'au moins 1

## Pourquoi les règles refusent ce qu'un joueur a choisi
game-phase-play-first = phase 1 : finir de jouer des cartes avant de défausser
game-phase-discard = phase 2 : défausser des cartes ou finir le tour
game-refusal-game-over = la partie est finie
game-refusal-wrong-phase = impossible dans cette phase du tour ({ $phase })
game-refusal-removal-pending = choisissez d'abord d'écarter des cartes ou non (Scientifique ou Carnet de voyage)
game-refusal-not-in-hand = { $card } n'est pas dans la main
game-refusal-no-token = le joueur n'a pas de tuile { $token }
game-refusal-no-such-piece = le pion { $piece } n'est pas en jeu
game-refusal-cannot-move = { $source } ne déplace aucun pion
game-refusal-not-a-native = { $source } n'est pas un Indigène et ne déplace aucun pion
game-refusal-wrong-symbol = { $source } ne peut pas servir de { $symbol }
game-refusal-empty-path = le déplacement ne compte aucune case
game-refusal-not-adjacent = { $place } n'est pas à côté du pion
game-refusal-not-enterable = { $place } est une montagne ou une case Départ : on ne peut pas y pénétrer
game-refusal-occupied = un autre pion occupe { $place }
game-refusal-not-enough-power = { $place } demande { $needed } mais la carte { $symbol } n'a plus que { $left } de force
game-refusal-terrain-mismatch = on ne peut pas pénétrer sur { $place } avec une carte { $symbol }
game-refusal-blocked = une barrière ferme le passage vers { $place } : il faut d'abord la franchir
game-refusal-no-blockade = il n'y a pas de barrière sur { $seam } à côté du pion
game-refusal-blockade-requirement = la barrière { $number } demande { $requirement }, ce que ce coup ne peut pas payer
game-refusal-past-finish = l'El Dorado est atteint en { $space } : le déplacement s'arrête là
game-refusal-wrong-card-count = { $place } demande exactement { $needed ->
    [one] { $needed } carte
   *[other] { $needed } cartes
} mais { $given ->
    [one] { $given } a été jouée
   *[other] { $given } ont été jouées
}
game-refusal-not-paid-by-cards = { $place } n'est ni un éboulis ni un campement : on y entre avec une carte
game-refusal-not-a-draw-card = { $card } n'est pas une carte Action qui fait piocher
game-refusal-must-draw-all = { $card } fait piocher { $draw } cartes, pas moins
game-refusal-too-many-draws = { $card } fait piocher au plus { $draw } cartes
game-refusal-not-explorable = la grotte en { $space } ne peut pas être explorée maintenant : seulement juste après un arrêt à côté d'elle
game-refusal-no-cave = le parcours n'a pas de grotte { $cave }
game-refusal-no-removal-pending = il n'y a aucune carte à écarter maintenant
game-refusal-already-bought = on ne peut acheter qu'une seule carte par tour
game-refusal-not-buyable = { $card } ne peut pas être acheté maintenant : sa pile est vide, ou elle est au-dessus du marché alors qu'aucun emplacement n'est libre
game-refusal-not-in-market = { $card } n'est pas au marché
game-refusal-too-poor = le paiement vaut { $have } pièces mais { $card } coûte { $cost ->
    [one] { $cost } pièce
   *[other] { $cost } pièces
}
game-refusal-bad-change = { $card } ne peut pas compter comme pièces
game-refusal-nothing-to-keep = aucun équipement ne vient d'être utilisé : il n'y a rien à garder
game-refusal-bad-swap = l'échange doit mettre de 1 à 4 cartes en jeu
game-refusal-not-an-effect-token = la tuile { $token } n'a pas d'effet propre

## Ce qu'un joueur peut faire maintenant, sur les boutons du panneau
game-offer-move = Déplacer { $piece } avec { $source } comme { $symbol } : { $steps }
game-offer-pay-enter = Payer { $cards } pour amener { $piece } sur { $place }
game-offer-pay-blockade = Payer { $cards } pour { $blockade }
game-offer-native-enter = Amener { $piece } avec { $source } sur { $place }
game-offer-native-blockade = Retirer { $blockade } avec { $source }
game-offer-draw = Jouer { $card }
game-offer-draw-fewer = Jouer { $card } et piocher { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
game-offer-remove = Écarter { $card } du jeu
game-offer-stop-removing = Ne plus écarter de carte
game-offer-transmit = Jouer le Poste de transmission et prendre { $card }
game-offer-buy = Acheter { $card } avec { $paid }
game-offer-buy-changed = Acheter { $card } avec { $paid } ({ $changed } compté comme pièces)
game-offer-use-token = Utiliser la tuile { $token }
game-offer-use-token-on = Utiliser la tuile { $token } sur { $what }
game-offer-use-token-keep = Utiliser la tuile { $token } pour garder { $card }
game-offer-explore = Explorer la grotte en { $space }
game-offer-no-cave = Explorer la grotte { $cave }, que le parcours n'a pas

# The rulebook's phase 1 « Jouer des cartes » and phase 2 « Défausser ses cartes jouées ».
game-offer-finish-playing = Finir de jouer
game-offer-discard = Défausser { $card }
game-offer-end-turn = Finir le tour
game-offer-your-piece = votre pion

## Acheter au marché, et pourquoi un choix n'est pas pris
game-coin-one = { $amount } pièce
game-coins = { $amount } pièces
game-buy-not-your-turn = ce n'est pas à vous de jouer
game-buy-remove-first = écartez d'abord des cartes de votre main, ou arrêtez d'en écarter
game-buy-while-playing = on achète en jouant ses cartes, avant de défausser
game-buy-too-poor = { $card } coûte { $cost } et votre main rapporte { $have }
game-buy-in-reserve = { $card } est au-dessus du marché : on peut l'acheter dès qu'un emplacement du marché est libre
game-buy-nothing-pays = aucune carte de votre main ne permet de l'acheter
game-refused-not-a-persons-turn = ce n'est pas à une personne de jouer
game-refused-replay = cette partie est rejouée : lancez une nouvelle partie pour jouer
game-refused-nothing-picked = choisissez les cartes de votre main qui paient
game-refused-too-little = les cartes choisies rapportent { $have } et { $card } coûte { $cost }
game-refused-too-much = les cartes choisies paient plus que le prix de { $card } : retirez-en une inutile

## Le titre de la partie, pourquoi elle s'est bloquée, et ce que la session en dit
# Not in the rulebook: the seed the game's draws come from (« graine »).
game-title-new = Nouvelle partie (graine { $seed })
game-title-restored = Partie restaurée
game-notice-cannot-restore = La partie laissée en cours n'a pas pu être restaurée : { $error }
game-title-played-on = { $title } (poursuivie depuis l'action { $action })
game-title-seed = { $label } (graine { $seed })
game-stall-no-route = un pion n'a aucun chemin vers l'El Dorado
game-stall-cards-gone = toutes les cartes qui pourraient payer le chemin restant ont disparu du marché et des paquets
game-stall-too-poor = le paquet d'un joueur ne pourra jamais payer la carte qu'exige le chemin restant
game-stall-thin-deck = un joueur a trop peu de cartes pour payer le chemin
game-stall-no-cards = un joueur n'a aucune carte pour le terrain à venir
game-stall-blocked = des pions se bloquent mutuellement
game-stall-idle = aucun joueur n'a avancé pendant les 10 dernières manches, bien que chacun le puisse encore
game-stall-slow = les joueurs ont été trop lents
game-stall-at = { $reason } en { $place }
game-notice-no-stall = Cette partie ne s'est pas bloquée
game-notice-not-allowed = Refusé : { $why }
game-notice-nothing-to-take-back = Aucun coup à annuler : seulement vos propres actions de ce tour, jusqu'à ce qu'une carte soit piochée ou une grotte explorée
game-notice-playing-on = La partie continue : { $title }
game-notice-ends-here = Cette partie se termine ici : ouvrez une partie inachevée, ou revenez en arrière pour la poursuivre de là
game-notice-close-to-undo = Fermez la partie pour annuler ou rétablir des modifications du parcours
game-notice-fix-first = Corrigez d'abord les problèmes du parcours : seul un parcours valide peut être joué
game-notice-not-played = La partie n'a pas pu être jouée : { $error }
game-notice-started = Partie lancée : { $title }
game-notice-over = { $title } : { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}
game-notice-unfinished = { $title } : { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, inachevée ; « Continuer d'ici » la poursuit
game-notice-cannot-open = Impossible d'ouvrir { $file } : { $error }
game-notice-saved = Partie enregistrée dans { $file }
game-notice-cannot-save = Impossible d'enregistrer la partie dans { $file } : { $error }

# Un fichier qui n'est pas un enregistrement de partie antérieur n'est jamais remplacé : ce qu'il semble être.
game-notice-save-kept = { $file } contient { $looks ->
        [course] un fichier de parcours
        [newer-course] un fichier de parcours d'un format plus récent
        [damaged-course] un fichier de parcours illisible comme tel (endommagé)
        [newer-record] un enregistrement de partie d'un format plus récent
        [damaged-record] un enregistrement de partie illisible comme tel (endommagé)
        [svg] une image SVG
        [png] une image PNG
        [pdf] un document PDF
        [export] un export pour un autre programme
        [json] du JSON d'un genre inconnu
        [utf16] du texte UTF-16
        [utf32] du texte UTF-32
        [binary] des données d'un genre inconnu
       *[text] du texte d'un genre inconnu
    }, et non un enregistrement de partie ; il a été laissé tel quel : choisissez un autre nom
game-notice-save-unreadable = { $file } est illisible ({ $cause }), on ne sait donc pas ce qu'il contient ; il a été laissé tel quel : choisissez un autre nom
game-stuck = aucune case à côté de vos pions ne peut être atteinte avec { $source }

## Partie > Nouvelle partie…
game-setup-title = Nouvelle partie
game-setup-players = Joueurs
game-setup-seat = Joueur { $seat }

# Not in the rulebook: a person at the table, or one of the studio's robots.
game-seat-kind-person = Humain
game-seat-kind-fast = Robot rapide
game-seat-kind-strong = Robot fort
game-seat-kind-random = Robot au hasard
game-seat-kind-river = Robot des fleuves (achète des pagaies)
game-seat-kind-jungle = Robot de la jungle (achète des machettes)
game-seat-kind-village = Robot des villages (pièces, gros achats)
game-seat-kind-racer = Robot coureur (allège son paquet tôt, achète peu)
game-setup-two-players = À 2 joueurs, chaque joueur utilise un second pion, comme le disent les règles.
game-setup-caves = Variante Grottes
game-setup-random-seed = Graine au hasard
game-setup-start = Commencer
game-setup-fix-first = Corrigez d'abord les problèmes du parcours : seul un parcours valide peut être joué.

## Le plateau de la vue de partie
game-board = Plateau de jeu
game-or = { $first } ou { $last }
game-hover-either = { $pieces } peuvent venir ici : cliquez, puis choisissez lequel
game-hover-not-with = Pas avec { $source } : { $why }
game-hover-too-far = { $space } est à plus d'une case ; un déplacement plus long montre où il s'arrête
game-move-here = Amener { $piece } ici : coûte { $cost } de force
game-cancel = Annuler

## Le panneau à côté du plateau
game-save-record = Enregistrer la partie…
game-close = Fermer la partie
game-continue = Continuer d'ici
game-continue-hint = Poursuivre la partie depuis la position affichée, les joueurs tels que l'enregistrement les nomme ; les actions suivantes sont abandonnées
game-phase-playing = jouer des cartes
game-phase-discarding = défausser
game-phase-over = partie finie
game-status = Manche { $round } · au joueur { $seat } ({ $kind }) · { $phase }
game-last-action = Joueur { $seat } : { $words }
game-stall-here = Ici, { $why }
game-action-of = Action { $at } sur { $len }
game-back-round = ◀ Manche
game-back-turn = ◀ Tour
game-back-action = ◀ Action
game-forward-action = Action ▶
game-forward-turn = Tour ▶
game-forward-round = Manche ▶
game-to-start-hint = Au début (Début)
game-back-round-hint = Une manche en arrière (Ctrl+flèche gauche)
game-back-turn-hint = Un tour en arrière (Maj+flèche gauche)
game-back-action-hint = Une action en arrière (flèche gauche)
game-forward-action-hint = Une action en avant (flèche droite)
game-forward-turn-hint = Un tour en avant (Maj+flèche droite)
game-forward-round-hint = Une manche en avant (Ctrl+flèche droite)
game-to-end-hint = À la fin (Fin)
game-play = Lecture
game-pause = Pause
game-play-hint = Espace
game-speed = Actions par seconde
game-round = Manche
game-go-to-round = Aller à la manche
game-to-stall = Au blocage
game-to-stall-hint = S
game-pass-screen = Passez l'écran au joueur { $seat }
game-i-am = Je suis le joueur { $seat } : montrer ma main
game-seat-playing = Le joueur { $seat } joue…
game-skip-wait = Ne pas attendre
game-bot-speed = Vitesse des robots
game-finish-playing-hint = Passer à la défausse : les cartes jouées vont sur la pile de défausse
game-end-turn-hint = Piocher pour avoir de nouveau 4 cartes en main ; au joueur suivant
game-take-back = Annuler le coup
game-take-back-hint = Seulement vos propres actions de ce tour, jusqu'à ce qu'une carte soit piochée, une grotte explorée ou le tour fini
game-your-hand = Votre main : { $hand }
game-hand-empty = vide
game-move-with = Se déplacer avec (puis cliquer sur une case verte) :
game-moves-no-piece = { $card } ne déplace aucun pion maintenant : { $why }
game-piece-to-move = Pion à déplacer :
game-either = L'un ou l'autre
game-either-hint = Celui qui atteint la case cliquée ; la question est posée quand les deux l'atteignent
game-as-rules-allow = Comme les règles le permettent maintenant
game-buy-heading = Acheter (une carte du marché, puis les cartes qui paient) :
game-market-offer = { $card } · { $cost }
game-left-on-board = { $left } sur le marché
game-left-in-reserve = { $left } au-dessus du marché
game-pay-with = Payer avec :
game-pays = Rapporte { $worth }
game-buy-the = Acheter { $card }
game-log = Journal des tours
game-log-hint = Ce que chaque tour a fait, comme le raconte « eldorado replay » ; les déplacements du tour affiché sont tracés sur le plateau
game-seat-heading = Joueur { $seat } · { $kind }
game-hand-count = Main : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
game-hand = Main ({ $count }) : { $cards }
game-played = Jouées : { $cards }
game-piles = Pioche : { $draw } · défausse : { $discard }
game-discard-pile = Défausse : { $cards }
game-cave-tokens = Tuiles Grotte : { $tokens }
game-blockades-taken = Barrières récupérées : { $blockades }
game-blockades-hint = Entre joueurs qui atteignent l'El Dorado au même tour, le vainqueur est celui qui a récupéré le plus de barrières ; puis celui qui a la barrière de plus haute valeur
game-market = Marché
game-market-left = { $card } (reste { $left })
game-reserve = Au-dessus du marché
game-reserve-card = { $card } ({ $left })
game-cave-tokens-left = Tuiles Grotte restantes : { $piles }

# Not in the rulebook: the places where a course offers two ways.
game-ways = Choix d'itinéraire : le chemin pris par chaque pion
game-point-out = Cliquez pour le montrer sur le plateau ; cliquez encore pour ne plus le montrer.
game-point-out-start = Cliquez pour montrer sa case Départ sur le plateau ; cliquez encore pour ne plus la montrer.
game-ways-none = Aucun pion n'a encore atteint d'embranchement.
game-way-taken = { $who } a passé { $choice } { $way }

## Continuer d'ici, avant d'abandonner les actions après la position affichée
game-question-drop = Abandonner les actions suivantes ?
game-question-drop-text = Poursuivre depuis l'action { $at } retire de cette partie { $later ->
    [one] l'action qui la suit
   *[other] les { $later } actions qui la suivent
} ; enregistrez d'abord la partie pour les garder.
game-question-drop-yes = Abandonner { $later ->
    [one] { $later } action
   *[other] { $later } actions
} et poursuivre

## Avant de fermer une partie en cours non enregistrée (Fermer la partie, Quitter, un autre parcours)
game-question-unsaved = Partie non enregistrée
game-question-unsaved-text = { $title } est en cours et n'est pas enregistrée : l'enregistrer d'abord comme partie ?
game-question-close-unsaved = Fermer sans enregistrer
