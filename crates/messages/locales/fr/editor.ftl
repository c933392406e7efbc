# Les textes de l'éditeur en français : menus, panneaux, dialogues, page
# d'accueil, palette, plan de travail, barre d'état, avis et questions.
# Les identifiants commencent par editor-.
