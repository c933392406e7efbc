# The messages whose ids begin with editor-, in English.

## The menu bar
editor-menu-language = Language
editor-menu-file = File
editor-menu-edit = Edit
editor-menu-course = Course
editor-menu-game = Game
editor-menu-view = View
editor-menu-help = Help
editor-file-new = New
editor-file-open = Open…
editor-file-start-page = Start page…
editor-file-open-official = Open official course
editor-file-open-recent = Open recent
editor-file-no-recent = No recent files
editor-file-save = Save
editor-file-save-as = Save as…
editor-file-export = Export
editor-file-export-as = { $format }…
editor-file-import = Import
editor-file-import-as = { $format }…
editor-file-quit = Quit
editor-file-close = Close course
editor-tab-close-hint = Close this course (asks first about unsaved changes)
editor-tab-unsaved-hint = Unsaved changes
editor-export-needs-valid = Needs a valid course
editor-export-needs-valid-losses = Needs a valid course; says first what does not carry over
editor-export-paper = Setup sheet paper:
editor-share-copy = Copy share code
editor-share-copy-hint = The whole course as one line of text, on the clipboard
editor-share-paste = Paste share code…
editor-share-paste-hint = Opens the course a share code holds
editor-edit-undo = Undo
editor-edit-undo-step = Undo { $step }
editor-edit-undo-open = Undo open { $name }
editor-edit-redo = Redo
editor-edit-redo-step = Redo { $step }
editor-edit-paste = Paste
editor-edit-history = History…
editor-edit-history-hint = Every step, to undo or redo to any
editor-edit-selected-piece = selected piece
editor-edit-turn-clockwise = Turn { $what } clockwise
editor-edit-turn-anticlockwise = Turn { $what } anticlockwise
editor-edit-flip = Flip { $what }
editor-edit-delete = Delete { $what }
editor-edit-cut = Cut
editor-edit-copy = Copy
editor-course-generate = Generate…
editor-course-generate-hint = Generate courses to order: a difficulty, the pieces you own
editor-course-complete = Complete…
editor-course-complete-hint = Add pieces to this course until it meets an order; the pieces placed stay
editor-course-random-blockades = Random blockades
editor-course-random-blockades-hint = Deal a numbered blockade to every seam that takes one, as at setup
editor-course-clear-blockades = Clear blockades
editor-game-new = New game…
editor-game-new-hint = Play the course: people and bots at the seats
editor-game-open = Open game record…
editor-game-save = Save game record…
editor-game-close = Close game
editor-game-take-back = Take back
editor-game-take-back-hint = Your own actions of this turn, until a card is drawn or a cave explored
editor-game-undo-closed = Close the game to undo or edit the course
editor-view-fit = Fit course
editor-view-palette = Palette
editor-view-live-games = Play games after each edit
editor-view-live-games-hover = After each change to a valid course the editor plays 400 games of four fast bots in the background, so that each shortcut, bend and route choice says which way the pieces went. Turn it off on a slow machine.
editor-view-side-panel = Problems and properties
editor-view-overlays = Overlays
editor-view-no-overlay = none available for this course
editor-view-simulation = Simulation…
editor-help-shortcuts = Shortcuts…

## Keys as a keyboard writes them
editor-key-shift = Shift
editor-key-delete = Del
editor-key-home = Home
editor-key-escape = Esc

## Names of things
editor-piece-unknown = piece "{ $id }"
editor-the-finish-plate = the finish plate
editor-pieces-two = { $first } and { $second }
editor-pieces-count = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}
editor-format-client-json = Client JSON
editor-format-svg = SVG picture
editor-format-png = PNG picture
editor-format-sheet-svg = Setup sheet (SVG)
editor-format-sheet-pdf = Setup sheet (PDF)
editor-format-code = Share code
editor-format-durango = durango layout (CSV)
editor-format-shlomoalon = ShlomoAlon course (JSON)
editor-import-durango = durango layout (CSV)
editor-import-shlomoalon = ShlomoAlon course (JSON or JavaScript)
editor-paper-a4 = A4
editor-paper-letter = Letter

## Buttons said everywhere
editor-ok = OK
editor-cancel = Cancel
editor-close = Close

## The status bar
editor-status-pieces = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}
editor-status-spaces = { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}
editor-status-seams = { $count ->
    [one] { $count } seam
   *[other] { $count } seams
}
editor-status-checked = checked in { $ms } ms
editor-status-valid = ✔ valid
editor-status-invalid = { $count ->
    [one] ✖ invalid: { $count } problem
   *[other] ✖ invalid: { $count } problems
}
editor-status-difficulty = difficulty: { $difficulty }
editor-status-difficulty-measured = difficulty: { $measured }
editor-status-shortest = shortest route: { $value }
editor-status-cheapest = cheapest route: { $value }
editor-status-first-of = (1 of { $count })
editor-status-read-hint = Read: show the next notice

## The start page
editor-start-title = Start
editor-start-intro = Open one of the rulebook's courses, a recent file, or begin a course of your own.
editor-start-new = New course
editor-start-new-hint = An empty course (Ctrl+N)
editor-start-generate-hint = Search for courses to your order
editor-start-official = Official courses
editor-start-recent = Recent files
editor-start-no-recent = No recent files yet: the courses you open or save are listed here.
editor-start-open-hint = Open this course

## Questions
editor-question-marked = The spaces concerned are marked on the board.
editor-question-unsaved = Unsaved changes
editor-question-unsaved-text = Save the changes to { $name } first?
editor-question-dont-save = Don't save
editor-question-newer = Replace a newer course file?
editor-question-newer-text = { $path } was saved by a newer version of the course format (version { $found }; this editor writes version { $version }). Saving over it would lose whatever this version cannot read.
editor-question-replace = Replace it
editor-question-restore = Restore unsaved work?
editor-question-restore-text = The editor did not close properly last time. Unsaved changes to { $name } were kept.
editor-question-restore-game-text = The editor did not close properly last time. A game being played on { $name } was kept, unsaved: restored, it is played on from where it stood.
editor-question-restore-yes = Restore
editor-question-discard = Discard
editor-export-title = Export { $format }
editor-question-export-losses = This course does not carry over whole:
editor-question-continue = Continue…
editor-question-import-losses = What the file could not say:

## Notices in the status bar
editor-untitled-course = Untitled course
editor-notice-no-autosave-folder = Cannot autosave in { $path }: { $why }
editor-notice-another-editor = Another editor is running on this account: each keeps its own unsaved work.
editor-notice-more-work-kept = { $count ->
    [one] { $count } more set of unsaved work is kept, offered once this one is answered.
   *[other] { $count } more sets of unsaved work are kept, offered one after another once this one is answered.
}
editor-notice-damaged-kept-it = ; it was kept as { $path }
editor-notice-damaged-kept-one = ; one was kept as { $path }
editor-notice-damaged-kept-many = ; { $count } were kept, as { $first } to { $last }
editor-notice-damaged-one = Unsaved work from an earlier session could not be restored: { $why }{ $kept }.
editor-notice-damaged-many = { $count } sets of unsaved work from earlier sessions could not be restored (the first: { $why }){ $kept }.
editor-notice-settings-not-saved = Cannot save the settings: { $why }
editor-notice-closed-generated = Closed the generated course { $name }
editor-notice-opened-share-code = Opened the course from its share code
editor-notice-opened-generated = Opened the generated course { $name }; it is not saved yet (Undo goes back)
editor-notice-stale-suggestion = That suggestion was made for another course, or for this one before it changed; ask for suggestions again
editor-notice-fix-first = Fix the course's problems first: only a valid course can be played
editor-notice-not-saved = Did not save; { $path } is unchanged
editor-notice-restored = Restored the unsaved work
editor-notice-language = The editor speaks English now
editor-notice-restored-no-autosave = Restored the unsaved work, but cannot autosave it: { $why }
editor-notice-stale-losses = The course changed since its losses were listed; export it again
editor-notice-no-autosave = Cannot autosave to { $path }: { $why }
editor-notice-saved = Saved { $path }
editor-notice-cannot-save = Cannot save: { $why }
editor-notice-cannot-export = Cannot export the { $format }: { $why }
editor-notice-exported = Exported the { $format } to { $path }
editor-import-title = Imported from { $program }
editor-notice-imported = Imported "{ $name }" from { $program }; it is not saved yet
editor-notice-cannot-import = Cannot import { $path }: { $why }
editor-notice-code-copied = Copied the share code ({ $count } characters) to the clipboard
editor-notice-no-share-code = Cannot make a share code: { $why }
editor-notice-opening-slow = Opening { $path }: it is { $kind ->
    [folder] a folder
    [fifo] a FIFO
   *[other] not a regular file
}, so its course is read while you work (waiting at most 10 seconds for it)
editor-notice-read-too-late = { $path } was read, but the course changed meanwhile, so it was not replaced; open the file again to replace it
editor-notice-cannot-open = Cannot open { $path }
editor-notice-cannot-open-why = Cannot open { $path }: { $why }
editor-notice-fits-nowhere = { $piece } fits nowhere at the course's open end{ $end }: drag it where it should go
editor-notice-attach-first = Add a piece at the open end first (click it in the palette)
editor-notice-fits-one-way = { $piece } fits only this way at the open end

# $kind (start, terrain, strip, finish) gives French its agreement.
editor-notice-added-at-end = { $of ->
    [one] added { $kind ->
       *[other] { $piece }
    } at the open end (place { $place } of { $of })
   *[other] added { $kind ->
       *[other] { $piece }
    } at the open end (place { $place } of { $of }; N, or a click on it in the palette again, for the next)
}
editor-notice-added-before-plate = { $of ->
    [one] added { $piece } before { $plate }, which moved on to its end (place { $place } of { $of })
   *[other] added { $piece } before { $plate }, which moved on to its end (place { $place } of { $of }; N, or a click on it in the palette again, for the next)
}
editor-notice-arrows-select = Select a piece to move it with the arrow keys
editor-notice-arrows-one = The arrow keys move one selected piece; drag several to move them
editor-notice-no-flush-place = { $piece } has no flush place { $heading ->
    [up] upwards
    [down] downwards
    [left] to the left
   *[right] to the right
} within a board's breadth
editor-notice-copy-select = Select a piece to copy first
editor-notice-copied = Copied { $what }
editor-notice-cut = Cut { $what }: Ctrl+V puts it down under the pointer
editor-notice-nothing-copied = Nothing is copied: select a piece and copy it first
editor-notice-cannot-paste = Cannot paste { $what } here: { $why }

## The help (F1): each shortcut, the keys and what they do
editor-help-title = Help
editor-help-intro = Build a course from the game's pieces. Every change is checked at once; problems are listed on the right.
editor-help-drag-palette-keys = Drag a palette piece
editor-help-drag-palette = place it; it snaps flush to the course (green fits, red says why not)
editor-help-click-palette-keys = Click a palette piece
editor-help-click-palette = add it where the course continues (its open end); N (or a click on it again) tries its next place there
editor-help-drag-placed-keys = Drag a placed piece
editor-help-drag-placed = move it
editor-help-arrows-keys = Arrow keys
editor-help-arrows = move the selected piece to the next flush place that way
editor-help-turn-keys = R / Shift+R
editor-help-turn = turn the held or selected piece 60° clockwise / anticlockwise
editor-help-wheel-turn-keys = Wheel over the held or selected piece
editor-help-wheel-turn = turn it 60° per notch
editor-help-flip-keys = F
editor-help-flip = flip the held or selected piece to the other side
editor-help-delete-keys = Del / Backspace
editor-help-delete = delete the selected pieces
editor-help-shift-click-keys = Shift+click pieces
editor-help-shift-click = select several: drag one of them to move them all; R, Shift+R, F, Del, Ctrl+C, Ctrl+X and the Edit menu act on all of them
editor-help-shift-drag-keys = Shift+drag on the table
editor-help-shift-drag = select every piece the band touches
editor-help-copy-cut-keys = Ctrl+C / Ctrl+X
editor-help-copy-cut = copy / cut the selected pieces, with their caves and blockades
editor-help-paste-keys = Ctrl+V
editor-help-paste = paste the copied pieces flush under the pointer (into any course)
editor-help-escape-keys = Esc
editor-help-escape = close this help / drop the held piece back / close the menu / clear the selection
editor-help-seam-keys = Click a seam
editor-help-seam = choose its blockade: none, random or 1–6
editor-help-click-piece-keys = Click a piece
editor-help-click-piece = select it (a click that selects never changes the course)
editor-help-cave-keys = Ctrl+click a mountain
editor-help-cave = add or remove a cave
editor-help-right-click-keys = Right-click a piece
editor-help-right-click = its menu: turn, flip, delete, cut or copy it (or the selection it is part of)
editor-help-pan-keys = Drag the table / middle button
editor-help-pan = pan
editor-help-zoom-keys = Wheel elsewhere / pinch
editor-help-zoom = zoom about the pointer
editor-help-fit-keys = Home / Fit course
editor-help-fit = fit the course in the window, with room around it for the next piece
editor-help-zoom-bar-keys = − / + (top right of the course)
editor-help-zoom-bar = zoom out / in; the zoom level is shown between them
editor-help-suggestion-keys = Rest the pointer on a suggestion
editor-help-suggestion = see it on the course, with its figures, before making it
editor-help-undo-keys = Ctrl+Z
editor-help-undo = undo
editor-help-redo-keys = Ctrl+Shift+Z / Ctrl+Y
editor-help-redo = redo
editor-help-history-keys = Edit > History…
editor-help-history = every step; click one to undo or redo to it
editor-help-new-keys = Ctrl+N
editor-help-new = new course
editor-help-start-page-keys = File > Start page…
editor-help-start-page = the official courses with their difficulty, recent files, New, Generate
editor-help-open-keys = Ctrl+O
editor-help-open = open a course file
editor-help-tabs-keys = Ctrl+PgDn / Ctrl+PgUp
editor-help-tabs = next / previous course open (each course opens in a tab of its own)
editor-help-close-keys = Ctrl+W
editor-help-close = close the course shown
editor-help-save-keys = Ctrl+S / Ctrl+Shift+S
editor-help-save = save / save as
editor-help-quit-keys = Ctrl+Q
editor-help-quit = quit
editor-help-help-keys = F1
editor-help-help = this help
editor-help-game-title = In the game view
editor-help-game-action-keys = → / ←
editor-help-game-action = one action forward / back
editor-help-game-turn-keys = Shift+→ / Shift+←
editor-help-game-turn = one turn forward / back
editor-help-game-round-keys = Ctrl+→ / Ctrl+←
editor-help-game-round = one round forward / back
editor-help-game-ends-keys = Home / End
editor-help-game-ends = the game's start / end
editor-help-game-stall-keys = S
editor-help-game-stall = the moment a stalled game stalled
editor-help-game-play-keys = Space
editor-help-game-play = play the game on / pause
editor-help-game-escape-keys = Esc
editor-help-game-escape = in a game being played: let go of the selected card

## Edit > History…
editor-history-title = History
editor-history-hint = Click a step to undo or redo to it
editor-history-as-opened = The course as opened

## The share code window
editor-share-title = Paste share code
editor-share-paste-here = Paste a course's share code:
editor-share-code = share code
editor-share-import = Import
editor-share-not-a-code = This text is not a share code that can be read.

## The built-in path window
editor-path-builtin-chosen = The built-in file window was chosen instead of the system's file dialog.
editor-path-builtin-env = { $env }=builtin chose the built-in file window.

## The words of a suggested file name, after the course's: lower case, hyphens, no accents needed.
editor-file-sheet = setup-sheet
editor-file-share-code = share-code
editor-file-game = game
editor-path-no-system-dialog-bus = The system's file dialog cannot open here: there is no D-Bus session to reach a desktop portal, and zenity is not installed. Type the file's path instead.
editor-path-no-system-dialog-portal = The system's file dialog cannot open here: neither a desktop portal (xdg-desktop-portal) nor zenity is installed. Type the file's path instead.
editor-path-field = File path:
editor-path-open = Open a course
editor-path-save-as = Save the course as
editor-path-import = Import a { $format }
editor-path-open-game = Open a game record
editor-path-save-game = Save the game as
editor-path-button-open = Open
editor-path-button-export = Export
editor-path-empty = Type the path of a file.
editor-path-folder-to-read = { $path } is a folder: add the file's name.
editor-path-no-file = There is no file at { $path }.
editor-path-folder-to-write = { $path } is a folder: add a file name.
editor-path-no-folder = The folder { $path } does not exist.
editor-path-exists = { $path } already exists: press { $button } again to replace it.

## The palette
editor-palette-help = Drag a piece onto the course, or click it to add it where the course continues (N: its next place there). While dragging: R / Shift+R or the wheel turn it 60°, F flips it, Esc drops it back.
editor-palette-start-boards = Start board
editor-palette-finish-plate = Finish plate
editor-palette-terrain-boards = Terrain boards
editor-palette-strips = Strips
editor-palette-in-use = { $kind ->
   *[other] { $name } (in use)
}
editor-palette-caption-in-use = { $kind ->
   *[other] { $name } · in use
}
editor-palette-hover = { $label }: drag it onto the course, or click to add it where the course continues (click again, or N, for its next place there)
editor-palette-hover-in-use = { $label }: its piece ({ $piece }) is on the course; take it off first, or flip it with F

## The side panel: the course's details, the selected piece, the seams
editor-properties-course = Course details
editor-properties-name = Name
editor-properties-author = Author
editor-properties-notes = Notes
editor-properties-seams = Seams
editor-properties-no-seams = No two pieces touch yet.
editor-seam-random = random blockade
editor-seam-finish = finish (no blockade)
editor-seam-none = no blockade
editor-seam-button = { $seam }: { $what }
editor-seam-hint = Choose this seam's blockade
editor-seam-finish-plate = finish plate
editor-properties-selected = Selected piece
editor-properties-none-selected = Click a piece on the course to select it.
editor-properties-many-selected = { $count } pieces selected: { $names }
editor-properties-many-hint = Drag one to move them all; R / Shift+R turn them together, F flips, Del deletes, Ctrl+C / Ctrl+X copy or cut them; Shift+click adds or takes one out, a Shift+drag band adds what it touches.
editor-properties-piece = { $side } (piece { $piece })
editor-properties-at = At { $at }, turned { $degrees }°
editor-properties-turn = Turn
editor-properties-flip-to = Flip to { $side }
editor-properties-side = side { $side }
editor-properties-finish-side = its { $terrain } side
editor-properties-delete = Delete

## Course > Generate… and Complete…
editor-generate-title = Generate courses
editor-generate-button = Generate
editor-generate-progress = { $found } of { $count } found · { $done } of { $total } attempts
editor-generate-range = Rounds range
editor-generate-difficulty = Difficulty
editor-generate-from = Rounds from
editor-generate-to = Rounds to
editor-generate-players = Players
editor-generate-count = Courses
editor-generate-branches = Route choices
editor-generate-branches-hint = The fewest places where the way splits and joins again, both ways within a round
editor-generate-seed = Seed
editor-generate-caves = Caves variant
editor-generate-chosen-blockades = Chosen blockades
editor-generate-chosen-blockades-hint = Numbered blockades picked to bring the course to the order, not dealt at setup
editor-generate-owned = Pieces owned
editor-generate-click = Click a course to open it as a new course (Undo returns to this one).
editor-generate-open-hint = Open as a new course
editor-generate-steps = { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}
editor-generate-fairness = Start spaces { $steps } and { $cards } cards apart; win rates { $points } points apart
editor-band-under = { $band } (under { $high } rounds)
editor-band-over = { $band } (over { $low } rounds)
editor-band-between = { $band } ({ $low }–{ $high } rounds)
editor-generate-cancelled-after = The search was cancelled after { $count } attempts.
editor-generate-cancelled = The search was cancelled.
editor-generate-failed = The search failed: { $why }.
editor-complete-title = Complete the course
editor-complete-button = Complete
editor-complete-intro = Adds pieces the course does not use yet until it meets the order; the pieces placed stay exactly as they are.
editor-complete-running = Completing { $name }…

## The window
editor-window-title = { $star }{ $name } — El Dorado course studio

## The canvas: hints, hover cards, the blockade chooser, the zoom bar
editor-canvas = Course canvas
editor-empty-hint = An empty course: click (or drag) a start board in the palette on the left to begin, then click the pieces to add them where the course continues; or use Course > Generate… or File > Open official course.
editor-preview-heading = Preview: not made yet (click the suggestion to make it)
editor-space-card = { $piece } · space { $at }
editor-space-position = Position on the piece: { $at }
editor-seam-card = Seam { $seam }
editor-seam-card-random = A random blockade, drawn at setup
editor-seam-card-none = No blockade
editor-seam-card-hint = Click to choose its blockade
editor-seam-menu = Blockade on seam { $seam }
editor-seam-menu-random = Random (drawn at setup)
editor-seam-menu-taken = { $number } · { $requirement } (on { $seam })
editor-zoom-level = Zoom { $percent } %
editor-zoom-out = Zoom out
editor-zoom-in = Zoom in

## Pieces held under the pointer
editor-drag-fits-here = { $what } fits here
editor-drag-fit-here = { $what } fit here
editor-drag-cannot-go = { $what } cannot go there: { $why }
editor-drag-not-flush = { $piece } does not meet the course flush here; bring it next to a free edge
editor-drag-group-not-flush = { $pieces } do not meet the course flush here; bring them next to a free edge

## The system file dialogs
editor-filter-course = El Dorado course
editor-filter-game = El Dorado game record

## Undo steps, as the Edit menu and the history name them (English uses the
## course model's own wording; these ids are said in other languages)
editor-step-place = place { $piece }
editor-step-place-before-plate = place { $piece } before { $plate }
editor-step-delete = delete { $piece }
editor-step-flip = { $kind ->
    [finish] flip { $piece } to its { $side } side
   *[other] flip { $piece } to side { $side }
}
editor-step-swap = swap { $piece } for { $with }
editor-step-turn = turn { $piece } { $turn }
editor-step-turn-to = turn { $piece } to { $degrees }°
editor-step-move-to = move { $piece } to { $at }
editor-step-move-next-to = move { $piece } next to { $next }
editor-step-turned = , turned { $turn }
editor-step-blockade = put { $blockade } between { $a } and { $b }
editor-step-no-blockade = take the blockade away between { $a } and { $b }
editor-step-clear-blockades = clear all blockades
editor-step-set-blockades = set { $count ->
    [one] { $count } blockade
   *[other] { $count } blockades
}
editor-step-add-cave = add a cave to the mountain at { $at } on { $piece }
editor-step-remove-cave = take the cave away from the mountain at { $at } on { $piece }
editor-step-turn-words = { $steps ->
    [0] as it was (no turn)
    [1] one step clockwise (60°)
    [2] two steps clockwise (120°)
    [3] half a turn (180°)
    [4] two steps anticlockwise (120°)
   *[other] one step anticlockwise (60°)
}
editor-step-move = move { $piece }
editor-step-text = edit the course { $field ->
    [name] name
    [author] author
   *[notes] notes
}
editor-step-move-group = move { $what }
editor-step-turn-group = turn { $what }
editor-step-delete-group = delete { $what }
editor-step-flip-group = flip { $what }
editor-step-paste = paste { $what }
editor-step-deal = deal random blockades (seed { $seed })

## The settings file
editor-settings-not-a-file = The settings file { $path } is { $kind }, not a file: it was not read, default settings are used, and the settings will be saved as a file in its place.
editor-settings-unreadable = The settings file { $path } cannot be read ({ $why }): default settings are used.
editor-settings-damaged = The settings file was damaged ({ $why }): it was kept as { $kept } and default settings are used.
editor-settings-damaged-not-kept = The settings file { $path } was damaged ({ $why }) and could not be kept aside ({ $error }): default settings are used, and it will be replaced when the settings are saved.
editor-settings-why-not-text = it is not UTF-8 text
editor-settings-why-not-json = it is not valid JSON (line { $line }, column { $column })
editor-settings-why-not-json-anywhere = it is not valid JSON
editor-settings-why-not-settings = it is not a settings file
editor-settings-why-invalid = its field { $field } is not valid
editor-settings-why-too-large = it is { $size } bytes, more than the { $limit } a settings file takes
# What stands where a file was looked for.
# Why work left behind cannot be restored.
editor-autosave-why-not-a-file = the autosave is { $kind }, not a file
editor-autosave-why-unreadable = the autosave file cannot be read: { $why }
editor-autosave-why-too-large = the autosave file is larger than { $limit } bytes, more than any course needs
editor-autosave-why-damaged = the autosave file is damaged: { $why }
editor-autosave-why-foreign = the autosave file is not one this editor wrote
editor-autosave-why-course = the autosaved course cannot be read: { $why }
editor-autosave-why-game = the autosaved game cannot be read: { $why }

## The canvas
# A seam's blockade badge when the blockade is drawn at setup.
editor-badge-random = random
