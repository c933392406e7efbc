# Les messages dont l'identifiant commence par import-, en français.

## Le parcours d'un autre programme qui ne se lit pas : pourquoi, sans le nom du fichier
import-not-text = le fichier n'est pas du texte UTF-8 ; un parcours { $program } est du texte
import-row = ligne { $line } : { $why }
import-empty = la disposition ne liste aucun élément
import-too-many-pieces = le parcours liste { $count } éléments, plus que les { $max } qu'un parcours peut avoir
import-syntax = ce n'est pas un objet de parcours en JSON ou en JavaScript (ligne { $line }, colonne { $column })
import-not-one-course = il faut un seul objet de parcours ({"{"}id, name, p, e, s{"}"}), pas une liste ni une valeur seule
import-field = le champ { $field } du parcours n'est pas valide
import-finish = les cases d'arrivée que ShlomoAlon ajoute près de e { $at } ne forment pas la plaque d'arrivée, qui enveloppe un coin du dernier plateau

## Une entrée du parcours : une ligne durango, un plateau du p de ShlomoAlon
import-entry-fields = une ligne a 4 champs ({ $header }), mais celle-ci en a { $found }
import-entry-board-shape = un plateau s'écrit [lettre, q, r, rotation]
import-entry-no-board-durango = durango n'a pas de plateau { $found } (ses plateaux vont de A à R, et Y ou Z pour la plaque d'arrivée)
import-entry-no-board-shlomoalon = ShlomoAlon n'a pas de plateau { $found } (ses plateaux vont de A à N ; il n'a pas de bandes de terrain)
import-entry-rotation = la rotation
import-entry-whole-number = { $field } doit être un nombre entier de { $low } à { $high }, pas { $found }
