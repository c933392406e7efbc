//! The built-in file window, used where the system's file dialog cannot open
//! (see [`crate::app::files::FileDialogs`]): a path field with OK and
//! Cancel for Open, Save As, Export and Import. It says why it is shown, and checks the
//! path before closing, so a mistyped name gets one sentence, not a failed save.

use std::path::{Path, PathBuf};

use eframe::egui::{self, Color32, Context, Key};

use eldorado_editor_model::Request;
use eldorado_editor_model::session::paths::PathPurpose;

/// The window's state.
#[derive(Debug, Default)]
pub struct PathDialog {
    purpose: Option<PathPurpose>,
    /// The path typed in the field.
    pub text: String,
    error: Option<String>,
    /// Why the system dialog is not used, shown at the top of the window.
    why: String,
    /// A file that exists and will be replaced if OK is pressed again.
    replace: Option<PathBuf>,
    focus: bool,
}

impl PathDialog {
    /// Opens the window for `purpose` with `suggested` in the field.
    pub fn show(&mut self, purpose: PathPurpose, suggested: String, why: &str) {
        *self = PathDialog {
            purpose: Some(purpose),
            text: suggested,
            why: why.into(),
            focus: true,
            ..PathDialog::default()
        };
    }

    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.purpose.is_some()
    }

    /// What the path is asked for, while the window is open.
    pub fn purpose(&self) -> Option<PathPurpose> {
        self.purpose
    }

    /// The sentence shown under the field when the path was not accepted.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Closes the window.
    pub fn cancel(&mut self) {
        *self = PathDialog::default();
    }

    /// Checks the typed path; when it will do, closes the window and returns
    /// what to do with it.
    pub fn confirm(&mut self) -> Option<Request> {
        let purpose = self.purpose?;
        match checked(purpose, &self.text, self.replace.as_deref()) {
            Ok(path) => {
                self.cancel();
                Some(purpose.request(path))
            }
            Err(PathRefusal::Exists(path)) => {
                self.error = Some(format!(
                    "{} already exists: press {} again to replace it.",
                    eldorado_editor_model::shown::path(&path),
                    purpose.button()
                ));
                self.replace = Some(path);
                None
            }
            Err(PathRefusal::Bad(why)) => {
                self.error = Some(why);
                self.replace = None;
                None
            }
        }
    }

    /// Draws the window when it is open; returns the request once the user
    /// confirms a path, or [`Request::PathCancelled`] when they cancel.
    pub fn window(&mut self, ctx: &Context) -> Option<Request> {
        let purpose = self.purpose?;
        let mut ok = false;
        let mut cancel = false;
        egui::Modal::new(egui::Id::unique("path-dialog")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(purpose.title());
            ui.label(&self.why);
            ui.add_space(6.0);
            let l = ui.label("File path:");
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.text).desired_width(440.0))
                .labelled_by(l.id);
            if std::mem::take(&mut self.focus) {
                field.request_focus();
            }
            if field.changed() {
                self.error = None;
                self.replace = None;
            }
            if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                ok = true;
            }
            if let Some(e) = &self.error {
                ui.colored_label(Color32::from_rgb(240, 90, 80), e);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ok |= ui.button(purpose.button()).clicked();
                cancel = ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape));
            });
        });
        if cancel {
            self.cancel();
            return Some(Request::PathCancelled);
        }
        if ok { self.confirm() } else { None }
    }
}

enum PathRefusal {
    /// The file exists and has not been confirmed for replacing.
    Exists(PathBuf),
    Bad(String),
}

/// The path the user means, or why it will not do.
fn checked(
    purpose: PathPurpose,
    text: &str,
    confirmed: Option<&Path>,
) -> Result<PathBuf, PathRefusal> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PathRefusal::Bad("Type the path of a file.".into()));
    }
    let mut path = absolute(&expand_home(text));
    if purpose.reads() {
        return if path.is_file() {
            Ok(path)
        } else if path.is_dir() {
            Err(PathRefusal::Bad(format!(
                "{} is a folder: add the course file's name.",
                path.display()
            )))
        } else {
            Err(PathRefusal::Bad(format!(
                "There is no file at {}.",
                eldorado_editor_model::shown::path(&path)
            )))
        };
    }
    if path.is_dir() || text.ends_with('/') {
        return Err(PathRefusal::Bad(format!(
            "{} is a folder: add a file name.",
            eldorado_editor_model::shown::path(&path)
        )));
    }
    if let Some(ext) = purpose.extension()
        && path.extension().is_none()
    {
        path.set_extension(ext);
    }
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => {
            return Err(PathRefusal::Bad(format!(
                "The folder {} does not exist.",
                eldorado_editor_model::shown::path(dir)
            )));
        }
        _ => {}
    }
    if path.exists() && confirmed != Some(path.as_path()) {
        return Err(PathRefusal::Exists(path));
    }
    Ok(path)
}

/// `~/x` → `$HOME/x`.
fn expand_home(text: &str) -> PathBuf {
    match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => Path::new(&home).join(rest),
        _ if text == "~" => {
            std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(text))
        }
        _ => PathBuf::from(text),
    }
}

/// A relative path is taken from the working folder, as a shell would.
fn absolute(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_pictures::export::Format;

    fn dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!("eldorado-path-dialog-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn open_needs_an_existing_file() {
        let d = dir();
        let f = d.join("course.json");
        std::fs::write(&f, "{}").unwrap();
        let mut w = PathDialog::default();
        w.show(PathPurpose::Open, d.join("missing.json").display().to_string(), "why");
        assert_eq!(w.confirm(), None);
        assert!(w.error().unwrap().starts_with("There is no file at"), "{:?}", w.error());
        w.text = d.display().to_string();
        assert_eq!(w.confirm(), None);
        assert!(w.error().unwrap().contains("is a folder"));
        w.text = f.display().to_string();
        assert_eq!(w.confirm(), Some(Request::Open(f)));
        assert!(!w.is_open());
    }

    #[test]
    fn save_adds_the_extension_checks_the_folder_and_asks_before_replacing() {
        let d = dir();
        let mut w = PathDialog::default();
        w.show(PathPurpose::SaveAs, d.join("no-such-folder/x.json").display().to_string(), "why");
        assert_eq!(w.confirm(), None);
        assert!(w.error().unwrap().starts_with("The folder"), "{:?}", w.error());
        w.text = d.join("new-course").display().to_string();
        assert_eq!(w.confirm(), Some(Request::SaveAs(d.join("new-course.json"))));

        let existing = d.join("existing.svg");
        std::fs::write(&existing, "<svg/>").unwrap();
        w.show(PathPurpose::Export(Format::Svg), existing.display().to_string(), "why");
        assert_eq!(w.confirm(), None, "asks first");
        assert!(w.error().unwrap().contains("already exists"));
        assert_eq!(w.confirm(), Some(Request::Export(Format::Svg, existing)));
    }

    #[test]
    fn an_empty_path_is_refused() {
        let mut w = PathDialog::default();
        w.show(PathPurpose::SaveAs, String::new(), "why");
        assert_eq!(w.confirm(), None);
        assert_eq!(w.error(), Some("Type the path of a file."));
    }
}
