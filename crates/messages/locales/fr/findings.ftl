# L'analyse en français : les conseils de conception, les constats du
# panneau des problèmes, les itinéraires, les choix d'itinéraire, l'équité,
# et la fenêtre de simulation. Les identifiants commencent par finding-,
# tip-, route-, fairness- ou simulation-.

## Les éléments d'un constat

# Un nombre seul.
finding-number = { $n }
# Jusqu'à trois cases, et combien d'autres.
finding-and-more = { $shown } et { $more ->
    [one] { $more } autre
   *[other] { $more } autres
}
# Not in the rulebook: the side of an obstacle a way passes.
finding-side = { $side ->
    [north] par le nord
    [north-east] par le nord-est
    [north-west] par le nord-ouest
    [west] par l'ouest
    [south-west] par le sud-ouest
    [south] par le sud
    [south-east] par le sud-est
    [east] par l'est
   *[other] { $side }
}
finding-obstacle-mountains = les montagnes en { $at } ({ $on })
finding-obstacle-gap = le vide entre { $pieces }
finding-obstacle-both = les montagnes en { $at } et le vide à côté d'elles, entre { $pieces }
finding-way = le chemin { $side } ({ $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
}, { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
})

## Une case Départ enfermée

finding-blocked-no-finish = la case Départ { $number } en { $at } ne peut pas atteindre l'El Dorado : le parcours n'a aucune case d'arrivée
finding-blocked-stuck = la case Départ { $number } en { $at } ne peut pas bouger du tout : elle est enfermée par { $closers }
finding-blocked-shut-in = la case Départ { $number } en { $at } ne peut pas atteindre l'El Dorado : elle est enfermée avec { $count ->
    [one] { $count } case
   *[other] { $count } cases
} ({ $shown }) par { $closers }
finding-closer-mountains = { $count ->
    [one] { $count } montagne
   *[other] { $count } montagnes
}
finding-closer-start = la case Départ { $number }
finding-closer-edge = le bord du parcours
finding-closer-nothing = rien
finding-no-starts = le parcours n'a aucune case Départ

## Les conseils de la règle pour composer ses parcours (« Conseils et astuces »)

tip-a-single-colour = une grande zone d'une seule couleur, { $terrain } ({ $on }) : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
}, dont { $core } entourées uniquement de { $terrain } (conseil a : « Évitez les trop grandes zones d'une seule couleur. » ; un cœur de { $note } cases est signalé, { $limit } est trop grand)
tip-b-cheap-shortcut = le chemin { $short } autour de { $obstacle } compte { $saves ->
    [one] { $saves } case
   *[other] { $saves } cases
} de moins que le chemin { $around } et fait gagner { $quicker ->
    [one] { $quicker } manche
   *[other] { $quicker } manches
} ({ $short-rounds } contre { $around-rounds }), plus que les { $worth } que valent les cases épargnées : c'est le détour qui a les cases difficiles (conseil b : « Veillez à ce que les raccourcis passent toujours par une zone de cases avec des conditions difficiles. L'itinéraire plus long qui la contourne doit être plus simple. »)
tip-c-easy-inner-bend = le parcours tourne { $turn ->
    [left] à gauche
   *[right] à droite
} de { $degrees }° ({ $piece }), et l'itinéraire intérieur compte { $saves ->
    [one] { $saves } case
   *[other] { $saves } cases
} de moins et fait gagner { $quicker ->
    [one] { $quicker } manche
   *[other] { $quicker } manches
} sur l'itinéraire extérieur ({ $inner-rounds } contre { $outer-rounds }), plus que les { $worth } que valent les cases épargnées : c'est l'extérieur qui a les cases difficiles (conseil c : « l'itinéraire intérieur doit être plus difficile que celui à l'extérieur »)
tip-d-narrow-passages = { $count } passages étroits, larges de { $width } cases ou moins, alors que { $plenty } suffisent : { $places } (conseil d : « Évitez trop de passages étroits ! »)
tip-d-place = { $at } (largeur { $width })

## Les autres constats

# Not in the rulebook: a choice between two ways of about the same length.
finding-route-choice = un choix d'itinéraire autour de { $obstacle } : { $first } ou { $second }, distincts sur { $apart } cases
finding-chokepoint = tous les itinéraires passent par { $at } ({ $on }) : un goulet large d'une case où les joueurs se bloquent
finding-unfair = les cases Départ sont à { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} et { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} d'écart : le départ { $best } est le mieux placé, le départ { $worst } le moins bien
finding-unreachable = { $count ->
    [one] { $count } case ne peut être atteinte depuis aucune case Départ
   *[other] { $count } cases ne peuvent être atteintes depuis aucune case Départ
} : { $at }
finding-dead-end = un cul-de-sac de { $count ->
    [one] { $count } case
   *[other] { $count } cases
} derrière { $entrance } ({ $on })
finding-scarce-what = { $requirement } en { $at } ({ $on })
finding-scarce-payers = seules { $copies } cartes peuvent la payer ({ $cards })
finding-scarce-payers-single-use = seules { $copies } cartes peuvent la payer ({ $cards }, écartées du jeu une fois jouées)
finding-scarce-unavoidable = le chemin de l'El Dorado exige { $what }, et { $payers } ; à { $players } joueurs, certains risquent de ne jamais en obtenir
finding-scarce-avoidable = { $what } : { $payers } ; un autre chemin permet de l'éviter
finding-turn-order = à { $players } joueurs, { $best ->
    [1] le premier joueur
   *[other] le { $best }ᵉ joueur
} devrait gagner { $best-share } % des parties et { $worst ->
    [1] le premier joueur
   *[other] le { $worst }ᵉ joueur
} { $worst-share } % : l'ordre du tour décide plus que sur tout parcours officiel (la simulation applique les égalités de la règle : le plus de barrières, puis la barrière de la valeur la plus élevée, puis le premier arrivé à l'El Dorado)
