# Les messages dont l'identifiant commence par tip-, en français.

## Les conseils de la règle pour composer ses parcours (« Conseils et astuces »)
tip-a-single-colour = une grande zone d'une seule couleur, { $terrain } ({ $on }) : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
}, dont { $core } entourées uniquement de { $terrain } (conseil a : « Évitez les trop grandes zones d'une seule couleur. » ; un cœur de { $note } cases est signalé, { $limit } est trop grand)
tip-b-cheap-shortcut = le chemin { $short } pour contourner { $obstacle } compte { $saves ->
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
