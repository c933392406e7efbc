//! The system's file dialogs. Only the menu calls these; everything after the
//! dialog takes a path, so tests open and save files without any dialog.

use std::path::{Path, PathBuf};

use crate::export::Format;

const FILTER_NAME: &str = "El Dorado course";
const EXTENSIONS: &[&str] = &["json"];

/// Asks for a course file to open.
pub fn pick_open(start_in: Option<&Path>) -> Option<PathBuf> {
    let mut d = rfd::FileDialog::new().set_title("Open a course").add_filter(FILTER_NAME, EXTENSIONS);
    if let Some(dir) = start_in.and_then(Path::parent) {
        d = d.set_directory(dir);
    }
    d.pick_file()
}

/// Asks where to save a course, suggesting a file name.
pub fn pick_save(current: Option<&Path>, suggested_name: &str) -> Option<PathBuf> {
    let mut d = rfd::FileDialog::new().set_title("Save the course").add_filter(FILTER_NAME, EXTENSIONS);
    match current {
        Some(p) => {
            if let Some(dir) = p.parent() {
                d = d.set_directory(dir);
            }
            if let Some(name) = p.file_name() {
                d = d.set_file_name(name.to_string_lossy());
            }
        }
        None => d = d.set_file_name(format!("{}.json", file_stem(suggested_name))),
    }
    d.save_file().map(|p| if p.extension().is_none() { p.with_extension("json") } else { p })
}

/// Asks where to write an export, suggesting a name made from the course's.
pub fn pick_export(format: Format, course_name: &str) -> Option<PathBuf> {
    let ext = format.extension();
    rfd::FileDialog::new()
        .set_title(format!("Export {}", format.name()))
        .add_filter(format.name(), &[ext])
        .set_file_name(format!("{}.{ext}", file_stem(course_name)))
        .save_file()
        .map(|p| if p.extension().is_none() { p.with_extension(ext) } else { p })
}

/// A file name made from a course name: "Hills of Gold" → "hills-of-gold".
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() { "course".into() } else { stem }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_course_names() {
        assert_eq!(file_stem("Hills of Gold"), "hills-of-gold");
        assert_eq!(file_stem("  Witch's Cauldron!! "), "witch-s-cauldron");
        assert_eq!(file_stem("???"), "course");
    }
}
