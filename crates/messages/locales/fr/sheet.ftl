# Les messages dont l'identifiant commence par sheet-, en français.

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
