# The messages whose ids begin with sheet-, in English.

## The setup sheet
sheet-heading = Setup sheet
sheet-document-title = { $name } — setup sheet
sheet-untitled = Untitled course
sheet-author = by { $author }
sheet-size = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}, { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}
sheet-difficulty = difficulty: { $estimate }
sheet-north = 12 o'clock ↑
sheet-order = Lay the pieces in this order
sheet-how = Turns count 60° steps from the way each piece is drawn in the studio's catalog; the small drawing shows each piece as it lies. Directions read the picture as a clock face, 12 o'clock at the top of the page.
sheet-step = { $order }. { $piece }
sheet-blockades = Blockades
sheet-made-with = Made with El Dorado course studio.
sheet-share-code = Share code — paste it into El Dorado course studio, or run: eldorado import CODE -o course.json
