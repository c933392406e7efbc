# Les textes de la vue de partie en français : la table, le panneau du tour,
# les offres, le journal des tours, la mise en place. Les identifiants
# commencent par game-.
