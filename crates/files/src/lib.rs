//! File plumbing shared by every crate that touches the disk: how a file is
//! written ([`atomic_file`]: whole or not at all), how user input is read
//! ([`stream_file`]: capped, and never waiting forever on a FIFO or a device),
//! and the one error a failed read or write gives ([`FileError`]: the path and
//! the cause). The program's own files (the editor's settings and autosaves)
//! are read and written without following links ([`own_file`]), and a running
//! editor marks its autosave as its own with a lock ([`lock_file`]).

pub mod atomic_file;
pub mod lock_file;
pub mod own_file;
pub mod stream_file;

use std::io;
use std::path::{Path, PathBuf};

/// What was being done to a file when it failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileOp {
    /// Opening or reading it.
    Read,
    /// Writing or replacing it.
    Write,
}

/// A read or write that failed: which file, what was being done, and why.
/// The path is said cut in the middle past [`PATH_CHARS`] characters, so
/// that a path of 100,000 characters makes a short sentence.
#[derive(Debug, thiserror::Error)]
#[error("cannot {} {}: {cause}", match .op { FileOp::Read => "read", FileOp::Write => "write" }, shown(.path))]
pub struct FileError {
    /// The file as the user named it.
    pub path: PathBuf,
    /// Reading or writing.
    pub op: FileOp,
    /// What the system said.
    #[source]
    pub cause: io::Error,
}

/// The most characters of a path a message says (docs/limits.md).
pub const PATH_CHARS: usize = 200;

/// A path as a message says it: past [`PATH_CHARS`] characters, its start
/// and its end (the file's own name) with `…` between.
pub fn shown(path: &Path) -> String {
    let text = path.display().to_string();
    let count = text.chars().count();
    if count <= PATH_CHARS {
        return text;
    }
    let tail = PATH_CHARS / 2;
    let head = PATH_CHARS - tail - 1;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

impl FileError {
    /// A failed read of `path`.
    pub fn read(path: &Path, cause: io::Error) -> Self {
        FileError { path: path.to_path_buf(), op: FileOp::Read, cause }
    }

    /// A failed write of `path`.
    pub fn write(path: &Path, cause: io::Error) -> Self {
        FileError { path: path.to_path_buf(), op: FileOp::Write, cause }
    }

    /// The kind of the system's error (`AlreadyExists`, `TimedOut`, …).
    pub fn kind(&self) -> io::ErrorKind {
        self.cause.kind()
    }
}

/// Writes `bytes` to `path` atomically (see [`atomic_file::write`]).
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    atomic_file::write(path, bytes).map_err(|e| FileError::write(path, e))
}

/// Writes `bytes` to a new file at `path`, atomically, failing if anything is
/// there (see [`atomic_file::write_new`]).
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    atomic_file::write_new(path, bytes).map_err(|e| FileError::write(path, e))
}

/// Reads at most `limit + 1` bytes of any file, FIFO or device without waiting
/// forever (see [`stream_file::read_capped`]); more than `limit` bytes back
/// means the input goes on past the limit.
pub fn read_capped(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let err = |e| FileError::read(path, e);
    let mut file = stream_file::open_for_reading(path).map_err(err)?;
    stream_file::read_capped(&mut file, limit).map_err(err)
}
