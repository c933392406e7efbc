//! What the editor remembers between runs: settings and recent files (in eframe's
//! storage), and an autosave of unsaved work that is offered back after a crash.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::document::Document;
use eldorado_core::course::{self, Course};
use eldorado_formats::course_file;
use eldorado_pictures::Paper;

/// Key of the settings in eframe's storage.
pub const SETTINGS_KEY: &str = "eldorado-editor";
/// How many recent files are listed.
pub const RECENT: usize = 10;

/// Settings kept between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// The file open when the editor last closed.
    pub last_file: Option<PathBuf>,
    /// Whether the palette of pieces is shown.
    pub show_palette: bool,
    /// Whether the problems and properties panel is shown.
    pub show_side_panel: bool,
    /// Seed of the next "random blockades" deal; advances with each deal.
    pub blockade_seed: u64,
    /// The paper exported setup sheets are laid out for.
    pub paper: Paper,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            recent: Vec::new(),
            last_file: None,
            show_palette: true,
            show_side_panel: true,
            blockade_seed: 1,
            paper: Paper::default(),
        }
    }
}

impl Settings {
    /// Puts a file first among the recent files.
    pub fn add_recent(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(RECENT);
    }
    /// Takes a file off the recent files (it is gone).
    pub fn forget_recent(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
    }
}

/// The autosave file's content.
#[derive(Debug, Serialize, Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    /// The file the work belongs to, if it had one.
    file: Option<PathBuf>,
    /// The course, as a course file.
    course: String,
}

const FORMAT: &str = "eldorado-autosave";

/// Unsaved work found at start-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    /// The course as it was.
    pub course: Course,
    /// The file it belonged to, if it had one.
    pub file: Option<PathBuf>,
}

/// Keeps a copy of unsaved work in the data folder while the editor runs, and
/// removes it when the work is saved or knowingly thrown away. A copy found at
/// start-up means the editor did not close properly.
pub struct Autosave {
    path: PathBuf,
    written: Option<u64>,
    last_write: Option<Instant>,
}

/// The largest autosave file read back: a course at its size limit, every
/// character escaped in the envelope's JSON string, and room for the rest.
const MAX_AUTOSAVE_BYTES: u64 = 2 * course::LIMITS.file_bytes + 64 * 1024;

/// Why unsaved work found at start-up cannot be read back.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// The file could not be read (or kept the editor waiting).
    #[error("the autosave file cannot be read: {0}")]
    Read(std::io::Error),
    /// The file is larger than any autosave.
    #[error(
        "the autosave file is larger than {MAX_AUTOSAVE_BYTES} bytes, more than any course needs"
    )]
    TooLarge,
    /// The file is not text.
    #[error("the autosave file is damaged: it is not UTF-8 text")]
    NotText,
    /// The file is not the JSON an autosave is.
    #[error("the autosave file is damaged: {0}")]
    Damaged(serde_json::Error),
    /// The file is JSON of another kind.
    #[error("the autosave file is not one this editor wrote")]
    Foreign,
    /// The course in it cannot be read.
    #[error("the autosaved course cannot be read: {0}")]
    Course(course_file::CourseError),
}

/// The autosave file's text, if there is one: read with a cap on the bytes
/// read, and never waited on for long if something put a FIFO there.
fn read_autosave(path: &Path) -> Option<Result<String, AutosaveError>> {
    let mut file = eldorado_files::stream_file::open_for_reading(path).ok()?;
    Some((|| {
        let bytes = eldorado_files::stream_file::read_capped(&mut file, MAX_AUTOSAVE_BYTES)
            .map_err(AutosaveError::Read)?;
        if bytes.len() as u64 > MAX_AUTOSAVE_BYTES {
            return Err(AutosaveError::TooLarge);
        }
        String::from_utf8(bytes).map_err(|_| AutosaveError::NotText)
    })())
}

/// Least time between two writes while the user keeps editing.
pub const AUTOSAVE_EVERY: Duration = Duration::from_secs(2);

impl Autosave {
    /// An autosave kept in the folder `dir`.
    pub fn in_dir(dir: &Path) -> Self {
        Autosave { path: dir.join("autosave.json"), written: None, last_write: None }
    }

    /// The autosave file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Work left by a session that did not end properly. `Err` says why it
    /// cannot be read back.
    pub fn recover(&self) -> Option<Result<Recovered, AutosaveError>> {
        let text = read_autosave(&self.path)?;
        Some((|| {
            let text = text?;
            let env: Envelope = serde_json::from_str(&text).map_err(AutosaveError::Damaged)?;
            if env.format != FORMAT {
                return Err(AutosaveError::Foreign);
            }
            let course = course_file::parse(&env.course).map_err(AutosaveError::Course)?;
            Ok(Recovered { course, file: env.file })
        })())
    }

    /// Writes the document now.
    pub fn write(&mut self, doc: &Document) -> std::io::Result<()> {
        let env = Envelope {
            format: FORMAT.into(),
            version: 1,
            file: doc.path().map(Path::to_path_buf),
            course: course_file::to_json(doc.course()),
        };
        let text = serde_json::to_string_pretty(&env).map_err(std::io::Error::other)?;
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        eldorado_files::atomic_file::write(&self.path, text.as_bytes())?;
        self.written = Some(doc.version());
        self.last_write = Some(Instant::now());
        Ok(())
    }

    /// Called every frame: writes unsaved work that changed, at most every
    /// [`AUTOSAVE_EVERY`], and removes the copy once nothing is unsaved.
    /// Returns how long to wait before calling again, if a write is due later.
    pub fn tick(&mut self, doc: &Document) -> std::io::Result<Option<Duration>> {
        if !doc.is_dirty() {
            if self.written.is_some() || self.path.exists() {
                self.clear()?;
            }
            return Ok(None);
        }
        if self.written == Some(doc.version()) {
            return Ok(None);
        }
        if let Some(t) = self.last_write {
            let since = t.elapsed();
            if since < AUTOSAVE_EVERY {
                return Ok(Some(AUTOSAVE_EVERY - since));
            }
        }
        self.write(doc)?;
        Ok(None)
    }

    /// Removes the copy (the work was saved or thrown away on purpose).
    pub fn clear(&mut self) -> std::io::Result<()> {
        self.written = None;
        match std::fs::remove_file(&self.path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::changes::Change;
    use eldorado_core::course::{Edit, official};

    #[test]
    fn unsaved_work_survives_a_crash_and_goes_when_saved() {
        let dir = tempfile::tempdir().unwrap();
        let mut auto = Autosave::in_dir(dir.path());
        let mut doc = Document::unsaved(official::default_course(), "First course");
        auto.tick(&doc).unwrap();
        assert!(auto.recover().is_none(), "nothing unsaved, nothing written");
        doc.apply(Change::Edit(Edit::Flip { piece: "C".into() })).unwrap();
        auto.tick(&doc).unwrap();
        // The editor "crashes": a new session finds the work.
        let found = Autosave::in_dir(dir.path()).recover().unwrap().unwrap();
        assert_eq!(found.course, *doc.course());
        assert_eq!(found.file, None);
        // Saving makes the copy go.
        doc.save_as(&dir.path().join("c.json")).unwrap();
        auto.tick(&doc).unwrap();
        assert!(Autosave::in_dir(dir.path()).recover().is_none());
    }

    #[test]
    fn a_damaged_autosave_is_reported_not_trusted() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("autosave.json"), "{ not json").unwrap();
        let err = Autosave::in_dir(dir.path()).recover().unwrap().unwrap_err().to_string();
        assert!(err.contains("damaged"), "{err}");
    }

    /// A huge autosave is refused after reading one byte past the cap, and a
    /// FIFO put in its place does not hold up the editor's start.
    #[cfg(unix)]
    #[test]
    fn an_autosave_is_read_with_a_cap_and_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        std::fs::write(&path, vec![b' '; MAX_AUTOSAVE_BYTES as usize + 10]).unwrap();
        let err = Autosave::in_dir(dir.path()).recover().unwrap().unwrap_err().to_string();
        assert!(err.contains("larger than"), "{err}");
        std::fs::remove_file(&path).unwrap();
        assert!(std::process::Command::new("mkfifo").arg(&path).status().unwrap().success());
        let started = Instant::now();
        let err = Autosave::in_dir(dir.path()).recover().unwrap().unwrap_err().to_string();
        assert!(err.contains("within 10 seconds"), "{err}");
        assert!(started.elapsed() < Duration::from_secs(30));
    }

    #[test]
    fn recent_files_are_unique_newest_first_and_bounded() {
        let mut s = Settings::default();
        for i in 0..15 {
            s.add_recent(Path::new(&format!("/c/{i}.json")));
        }
        s.add_recent(Path::new("/c/7.json"));
        assert_eq!(s.recent.len(), RECENT);
        assert_eq!(s.recent[0], Path::new("/c/7.json"));
        assert_eq!(s.recent.iter().filter(|p| p.ends_with("7.json")).count(), 1);
    }
}
