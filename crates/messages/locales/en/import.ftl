# The messages whose ids begin with import-, in English.

## Another program's course that cannot be read: why, without the file's name
import-not-text = the file is not UTF-8 text; a { $program } course is text
import-row = line { $line }: { $why }
import-empty = the layout lists no pieces
import-too-many-pieces = the course lists { $count } pieces, more than the { $max } a course may have
import-syntax = this is not a course object as JSON or JavaScript (line { $line }, column { $column })
import-not-one-course = it must be one course object ({"{"}id, name, p, e, s{"}"}), not a list or a single value
import-field = the field { $field } of the course is not valid
import-finish = the finishing spaces ShlomoAlon adds beside e { $at } do not form the finish plate, which wraps a corner of the last board

## One entry of the course: a durango row, a board of ShlomoAlon's p
import-entry-fields = a row has 4 fields ({ $header }), but this one has { $found }
import-entry-board-shape = a board is [letter, q, r, rotation]
import-entry-no-board-durango = durango has no board { $found } (its boards are A to R, and Y or Z for the finish plate)
import-entry-no-board-shlomoalon = ShlomoAlon has no board { $found } (its boards are A to N; it has no strips)
import-entry-rotation = the rotation
import-entry-whole-number = { $field } must be a whole number from { $low } to { $high }, not { $found }
