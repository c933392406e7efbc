# Les choix d'itinéraire jugés par les parties, en français : ce que les
# parties ont montré à chaque raccourci et à chaque virage, la confiance dans
# l'estimation à deux joueurs. Les identifiants commencent par route-.
