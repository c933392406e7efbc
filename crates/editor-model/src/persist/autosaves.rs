//! Autosaves of several editors on one account. Each running editor owns one
//! file, `autosave-ID.json` in the data folder, and marks it as its own with a
//! lock on `autosave-ID.lock` that the system releases however the editor
//! ends. So:
//!
//! - an editor only ever writes and removes its own autosave: quitting one
//!   editor never removes another's crash copy;
//! - at start-up, an autosave whose owner is no longer running (its lock is
//!   free, or it is the single `autosave.json` of earlier versions) is work
//!   left behind, offered back to the user, and removed only once the user has
//!   answered ([`Autosaves::adopt`], [`Autosaves::discard`]); quitting without
//!   answering leaves it for next time;
//! - one that cannot be read is kept under a numbered name
//!   (`autosave.damaged-1.json`, `-2`, …), never over an earlier one, and
//!   only the oldest work that reads is read at a start ([`Autosaves::survey`]);
//! - [`Autosaves::others_running`] tells the user that another editor runs.
//!
//! The files are the program's own (`eldorado_files::own_file`): read capped,
//! never through a link nor waiting on a FIFO, written without following links.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use eldorado_files::lock_file::{self, Lock};
use eldorado_files::own_file::{self, Content};
use eldorado_formats::json::{self, JsonError};
use eldorado_formats::{course_file, game_record};

use super::{AUTOSAVE_EVERY, Envelope, FORMAT, MAX_AUTOSAVE_BYTES, Recovered};
use crate::document::Document;
use crate::game::Game;

/// The start of every autosave's name.
const PREFIX: &str = "autosave";

/// Why work left behind cannot be restored.
#[derive(Debug, thiserror::Error)]
pub enum LeftBehindError {
    /// Something other than a file holds the name.
    #[error("the autosave is {0}, not a file")]
    NotAFile(eldorado_files::own_file::EntryKind),
    /// The file could not be read.
    #[error("the autosave file cannot be read: {0}")]
    Read(io::Error),
    /// Larger than any autosave.
    #[error(
        "the autosave file is larger than {MAX_AUTOSAVE_BYTES} bytes, more than any course needs"
    )]
    TooLarge,
    /// Not UTF-8 text.
    #[error("the autosave file is damaged: {0}")]
    NotText(json::NotUtf8),
    /// Not the JSON of an autosave.
    #[error("the autosave file is damaged: {0}")]
    Damaged(JsonError),
    /// JSON of another kind.
    #[error("the autosave file is not one this editor wrote")]
    Foreign,
    /// The course in it cannot be read.
    #[error("the autosaved course cannot be read: {0}")]
    Course(eldorado_formats::CourseError),
    /// The game in it cannot be read or replayed.
    #[error("the autosaved game cannot be read: {0}")]
    Game(eldorado_formats::game_record::GameRecordError),
}

/// Unsaved work of an editor that is no longer running.
#[derive(Debug)]
pub struct LeftBehind {
    /// Its autosave file.
    pub path: PathBuf,
    /// The work, or why it cannot be read back.
    pub found: Result<Recovered, LeftBehindError>,
}

/// What start-up finds of the work other editors left behind: the oldest
/// that can be read, to offer back; how many more wait (not read now); and
/// those that could not be read, each set aside under a numbered name.
#[derive(Debug, Default)]
pub struct Survey {
    /// The oldest work that reads, offered back now.
    pub offered: Option<LeftBehind>,
    /// How many more sets of work wait, to be offered at later starts.
    pub later: usize,
    /// The work that could not be read, oldest first.
    pub damaged: Vec<Damaged>,
}

/// Work left behind that could not be read.
#[derive(Debug)]
pub struct Damaged {
    /// Why it cannot be restored.
    pub why: LeftBehindError,
    /// The numbered name it was kept under, or why it could not be set aside.
    pub kept: io::Result<PathBuf>,
}

/// This editor's autosave among those of the data folder.
#[derive(Debug)]
pub struct Autosaves {
    dir: PathBuf,
    path: PathBuf,
    lock: Lock,
    /// What was written last: the course's version and the unsaved game's
    /// length in actions.
    written: Option<(u64, Option<usize>)>,
    last_write: Option<Instant>,
}

impl Autosaves {
    /// Claims an autosave of its own in the data folder `dir` (made if
    /// missing) for this editor, for as long as the value lives.
    pub fn claim(dir: &Path) -> io::Result<Autosaves> {
        eldorado_files::own_file::ready_folder(dir)?;
        let since = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
        for n in 0..100u32 {
            let id = format!("{}-{:x}{}", std::process::id(), since.as_nanos(), suffix(n));
            let path = dir.join(format!("{PREFIX}-{id}.json"));
            if std::fs::symlink_metadata(&path).is_ok() {
                continue;
            }
            if let Some(lock) = Lock::take(&dir.join(format!("{PREFIX}-{id}.lock")))? {
                return Ok(Autosaves {
                    dir: dir.to_path_buf(),
                    path,
                    lock,
                    written: None,
                    last_write: None,
                });
            }
        }
        Err(io::Error::other("no free name for an autosave"))
    }

    /// This editor's autosave file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many other editors are running on this data folder now.
    pub fn others_running(&self) -> usize {
        self.entries("lock")
            .into_iter()
            .filter(|p| p != self.lock.path() && lock_file::is_held(p))
            .count()
    }

    /// The work of editors that are no longer running, oldest first. Lock
    /// files they left without work are removed on the way.
    pub fn left_behind(&self) -> Vec<LeftBehind> {
        self.waiting().into_iter().map(|path| LeftBehind { found: read(&path), path }).collect()
    }

    /// What start-up does with the work left behind (see [`Survey`]): reads
    /// the oldest first and stops at the first that reads; each that does
    /// not is set aside on the way, the numbered names counted up from one
    /// look at the folder, so that many damaged files take no longer than
    /// reading them.
    pub fn survey(&self) -> Survey {
        let waiting = self.waiting();
        let mut survey = Survey::default();
        let mut aside = None;
        for (i, path) in waiting.iter().enumerate() {
            match read(path) {
                Ok(work) => {
                    survey.offered = Some(LeftBehind { path: path.clone(), found: Ok(work) });
                    survey.later = waiting.len() - i - 1;
                    break;
                }
                Err(why) => {
                    let aside = aside.get_or_insert_with(|| {
                        own_file::Aside::new(&self.dir.join(format!("{PREFIX}.json")))
                    });
                    let kept = aside.keep(path);
                    let _ = std::fs::remove_file(path.with_extension("lock"));
                    survey.damaged.push(Damaged { why, kept });
                }
            }
        }
        survey
    }

    /// The autosaves of editors no longer running, oldest first, unread.
    fn waiting(&self) -> Vec<PathBuf> {
        for lock in self.entries("lock") {
            let work = lock.with_extension("json");
            if lock != self.lock.path()
                && std::fs::symlink_metadata(&work).is_err()
                && !lock_file::is_held(&lock)
            {
                let _ = std::fs::remove_file(&lock);
            }
        }
        let mut found: Vec<(Option<SystemTime>, PathBuf)> = self
            .entries("json")
            .into_iter()
            .filter(|p| *p != self.path && !lock_file::is_held(&p.with_extension("lock")))
            .map(|p| (std::fs::symlink_metadata(&p).and_then(|m| m.modified()).ok(), p))
            .collect();
        found.sort();
        found.into_iter().map(|(_, path)| path).collect()
    }

    /// The user took the work left in `found`: this editor's autosave holds
    /// `doc` and `game` (the work, now open) before the old file goes, so
    /// that a crash in between loses nothing.
    pub fn adopt(
        &mut self,
        found: &LeftBehind,
        doc: &Document,
        game: Option<&Game>,
    ) -> io::Result<()> {
        self.write(doc, game)?;
        forget(&found.path)
    }

    /// The user threw the work left in `found` away.
    pub fn discard(&self, found: &LeftBehind) -> io::Result<()> {
        forget(&found.path)
    }

    /// Writes the document, and the game being played if it is unsaved, to
    /// this editor's autosave now.
    pub fn write(&mut self, doc: &Document, game: Option<&Game>) -> io::Result<()> {
        let game = game.filter(|g| g.is_unsaved());
        let record = match game {
            Some(g) => {
                Some(game_record::keepable(g.course(), g.timeline()).map_err(io::Error::other)?)
            }
            None => None,
        };
        let env = Envelope {
            format: FORMAT.into(),
            version: 1,
            file: doc.path().map(Path::to_path_buf),
            course: course_file::to_json(doc.course()),
            game: record,
        };
        let text = serde_json::to_string_pretty(&env).map_err(io::Error::other)?;
        own_file::write(&self.path, text.as_bytes())?;
        self.written = Some((doc.version(), game.map(|g| g.timeline().len())));
        self.last_write = Some(Instant::now());
        Ok(())
    }

    /// Called every frame: writes unsaved work that changed — the course, or
    /// a game being played that no record holds — at most every
    /// [`AUTOSAVE_EVERY`], and removes this editor's copy once nothing is
    /// unsaved. Returns how long to wait before calling again, if a write is due later.
    pub fn tick(&mut self, doc: &Document, game: Option<&Game>) -> io::Result<Option<Duration>> {
        let game = game.filter(|g| g.is_unsaved());
        if !doc.is_dirty() && game.is_none() {
            if self.written.is_some() {
                self.clear()?;
            }
            return Ok(None);
        }
        if self.written == Some((doc.version(), game.map(|g| g.timeline().len()))) {
            return Ok(None);
        }
        if let Some(t) = self.last_write {
            let since = t.elapsed();
            if since < AUTOSAVE_EVERY {
                return Ok(Some(AUTOSAVE_EVERY - since));
            }
        }
        self.write(doc, game)?;
        Ok(None)
    }

    /// Removes this editor's copy (the work was saved or thrown away on purpose).
    pub fn clear(&mut self) -> io::Result<()> {
        self.written = None;
        forget(&self.path)
    }

    /// The folder's entries named `autosave….EXT`, but not damaged copies.
    fn entries(&self, ext: &str) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else { return Vec::new() };
        entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
                name.starts_with(PREFIX)
                    && !name.contains(".damaged-")
                    && p.extension().is_some_and(|e| e == ext)
            })
            .collect()
    }
}

/// "", "-1", "-2", …: tells apart two claims within one clock tick.
fn suffix(n: u32) -> String {
    if n == 0 { String::new() } else { format!("-{n}") }
}

/// Removes an autosave and its lock file, if they are there.
fn forget(path: &Path) -> io::Result<()> {
    let _ = std::fs::remove_file(path.with_extension("lock"));
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Reads an autosave file back.
fn read(path: &Path) -> Result<Recovered, LeftBehindError> {
    let bytes = match own_file::read(path, MAX_AUTOSAVE_BYTES).map_err(LeftBehindError::Read)? {
        Content::Bytes(b) => b,
        Content::Missing => {
            return Err(LeftBehindError::Read(io::Error::from(io::ErrorKind::NotFound)));
        }
        Content::TooLarge { .. } => return Err(LeftBehindError::TooLarge),
        Content::NotAFile(kind) => return Err(LeftBehindError::NotAFile(kind)),
    };
    let text = json::text(bytes).map_err(LeftBehindError::NotText)?;
    let env: Envelope = json::from_str(&text).map_err(LeftBehindError::Damaged)?;
    if env.format != FORMAT {
        return Err(LeftBehindError::Foreign);
    }
    let course = course_file::parse(&env.course).map_err(LeftBehindError::Course)?;
    // The game is read now, so that one that cannot be replayed is set
    // aside as damaged rather than offered.
    if let Some(record) = &env.game {
        game_record::parse(record).map_err(LeftBehindError::Game)?;
    }
    Ok(Recovered { course, file: env.file, game: env.game })
}
