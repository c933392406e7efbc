# The editor's own texts in English: menus, panels, dialogs, the start page,
# the palette, the canvas, the status bar, the Session's notices and questions.
# Ids begin with editor-.
