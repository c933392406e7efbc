//! The program's own files in its data folder (the editor's settings and
//! autosaves): nobody but the program should put anything there, so whatever
//! else is found under such a name is never trusted nor written through.
//!
//! - [`read`] reads only a regular file, never through a symbolic link, never
//!   waiting on a FIFO, and at most a cap of bytes: anything else is reported
//!   as what it is ([`Content`]) and left alone.
//! - [`write`] replaces the name atomically (a temporary file beside it, then
//!   a rename), whatever non-folder entry holds it: a symbolic link is replaced
//!   by the file, never followed, so a link to another file (or to a device)
//!   cannot make the program write there. The file is readable by its owner only.
//! - [`set_aside`] renames a damaged file to a free numbered name beside it
//!   (`settings.damaged-1.json`, `-2`, …), past those kept before and never
//!   over one; [`Aside`] does the same for many files with one look at the folder.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::stream_file;

/// What was found under the name of one of the program's own files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// Nothing.
    Missing,
    /// A regular file's bytes, at most the cap.
    Bytes(Vec<u8>),
    /// A regular file larger than the cap; not read.
    TooLarge {
        /// Its size in bytes, as the system reports it, or the cap plus one.
        size: u64,
    },
    /// Something other than a regular file, which is not read.
    NotAFile(EntryKind),
}

/// What stands under a name where a regular file or a folder was looked for.
/// Typed until it is worded: the program's English is [`EntryKind::english`]
/// (and `Display`); the editor words it in its own language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// A regular file (where a folder was looked for).
    File,
    /// A symbolic link (never followed where a file is read).
    Link,
    /// A symbolic link to something that is not a folder.
    LinkToNonFolder,
    /// A symbolic link to nothing.
    LinkToNothing,
    /// A folder.
    Folder,
    /// A named pipe.
    Fifo,
    /// A socket.
    Socket,
    /// A device.
    Device,
}

impl EntryKind {
    /// "a symbolic link", "a FIFO"…
    pub fn english(self) -> &'static str {
        match self {
            EntryKind::File => "a file",
            EntryKind::Link => "a symbolic link",
            EntryKind::LinkToNonFolder => "a symbolic link to something that is not a folder",
            EntryKind::LinkToNothing => "a symbolic link to something that does not exist",
            EntryKind::Folder => "a folder",
            EntryKind::Fifo => "a FIFO",
            EntryKind::Socket => "a socket",
            EntryKind::Device => "a device",
        }
    }
}

impl std::fmt::Display for EntryKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.english())
    }
}

/// The program's own folder's name is held by something else: carried
/// inside the `io::Error` [`ready_folder`] returns, so that a caller may word
/// it in its own language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the folder {path} is {kind}, not a folder")]
pub struct NotAFolder {
    /// The folder's path as shown.
    pub path: String,
    /// What holds its name.
    pub kind: EntryKind,
}

/// Reads the file at `path` if it is a regular file of at most `cap` bytes
/// (see the module comment). Only a failure to read a regular file is an error.
pub fn read(path: &Path, cap: u64) -> io::Result<Content> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Content::Missing),
        Err(e) => return Err(e),
    };
    if let Some(kind) = not_a_file(&meta.file_type()) {
        return Ok(Content::NotAFile(kind));
    }
    // Opened without following a link and without blocking, then checked again:
    // the name may have been swapped for a link or a FIFO since it was looked at.
    let mut file = match sys::open_no_follow(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Content::Missing),
        Err(e) if sys::is_link_refused(&e) => return Ok(Content::NotAFile(EntryKind::Link)),
        Err(e) => return Err(e),
    };
    let meta = file.metadata()?;
    if let Some(kind) = not_a_file(&meta.file_type()) {
        return Ok(Content::NotAFile(kind));
    }
    if meta.len() > cap {
        return Ok(Content::TooLarge { size: meta.len() });
    }
    let bytes = stream_file::read_capped(&mut file, cap)?;
    if bytes.len() as u64 > cap {
        return Ok(Content::TooLarge { size: cap + 1 });
    }
    Ok(Content::Bytes(bytes))
}

/// Opens a file to read without following a link or waiting on a FIFO put
/// under its name (a link fails with ELOOP).
pub(crate) fn open_no_follow(path: &Path) -> io::Result<File> {
    sys::open_no_follow(path)
}

/// What a non-regular entry is; `None` for a regular file.
fn not_a_file(kind: &std::fs::FileType) -> Option<EntryKind> {
    if kind.is_file() {
        return None;
    }
    if kind.is_symlink() {
        return Some(EntryKind::Link);
    }
    if kind.is_dir() {
        return Some(EntryKind::Folder);
    }
    Some(sys::special_kind(kind))
}

/// Makes the program's own folder `dir` if it is missing; a folder, or a
/// link to one, is taken as it is. Anything else in its place — a file, a
/// FIFO, a link to nothing — is said for what it is, rather than as the
/// system's "File exists": a [`NotAFolder`] inside the error.
pub fn ready_folder(dir: &Path) -> io::Result<()> {
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => return Ok(()),
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let what = match std::fs::symlink_metadata(dir) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return std::fs::create_dir_all(dir),
        Err(e) => return Err(e),
        Ok(m) if m.file_type().is_symlink() => match std::fs::metadata(dir) {
            Ok(_) => EntryKind::LinkToNonFolder,
            Err(_) => EntryKind::LinkToNothing,
        },
        Ok(m) => not_a_file(&m.file_type()).unwrap_or(EntryKind::File),
    };
    Err(io::Error::other(NotAFolder { path: crate::shown(dir), kind: what }))
}

/// Numbers temporary files within the process.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` as the file at `path`, replacing whatever non-folder entry
/// has that name, without following it (see the module comment). On failure
/// what was there is untouched and no temporary file is left.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()) {
        return Err(io::Error::other("it is a folder"));
    }
    let tmp = path.with_file_name(format!(
        ".{}.{}.{}.tmp",
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut f = sys::create_private(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Renames the entry at `path` to a free name `STEM.damaged-N.EXT` beside it,
/// past every number used before, and gives that name; an earlier copy is
/// never replaced (the new name is taken with a hard link, which the system
/// refuses if it exists).
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    set_aside_as(path, path)
}

/// As [`set_aside`], with the numbered name made from `like`'s stem and
/// extension in `like`'s folder (`autosave-1f2e.json` kept as `autosave.damaged-3.json`).
pub fn set_aside_as(path: &Path, like: &Path) -> io::Result<PathBuf> {
    Aside::new(like).keep(path)
}

/// Sets damaged files aside under numbered names made from one name
/// (`autosave.damaged-N.json`). The folder is looked at once, for the
/// highest number used so far; each file then takes the next number, so
/// that setting a thousand files aside takes a thousand renames, not a
/// search from 1 for each.
#[derive(Debug)]
pub struct Aside {
    folder: PathBuf,
    stem: String,
    ext: String,
    next: u64,
    /// The numbers already taken, as the one look found them: skipped in
    /// one step each, so that a planted `settings.damaged-18446744073709551615.json`
    /// (no number past it) sends the count back to the lowest free number
    /// rather than stopping it.
    used: std::collections::HashSet<u64>,
}

impl Aside {
    /// Numbered names made from `like`'s stem and extension, in its folder.
    pub fn new(like: &Path) -> Aside {
        let stem = like.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let ext = like.extension().map(|e| format!(".{}", e.to_string_lossy())).unwrap_or_default();
        let folder = like.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut aside = Aside { folder, stem, ext, next: 1, used: Default::default() };
        let listed = if aside.folder.as_os_str().is_empty() {
            std::fs::read_dir(".")
        } else {
            std::fs::read_dir(&aside.folder)
        };
        if let Ok(entries) = listed {
            aside.used = entries
                .filter_map(Result::ok)
                .filter_map(|e| aside.number_of(&e.file_name().to_string_lossy()))
                .collect();
            let highest = aside.used.iter().max().copied();
            aside.next = match highest {
                Some(n) if n < u64::MAX => n + 1,
                _ => 1,
            };
        }
        aside
    }

    /// The next number not known to be taken, wrapping to 1 past the last.
    fn take_number(&mut self) -> u64 {
        while self.used.contains(&self.next) {
            self.next = self.next.checked_add(1).unwrap_or(1);
        }
        let n = self.next;
        self.used.insert(n);
        self.next = n.checked_add(1).unwrap_or(1);
        n
    }

    /// N, if `name` is `STEM.damaged-N.EXT`.
    fn number_of(&self, name: &str) -> Option<u64> {
        let digits = name
            .strip_prefix(&self.stem)?
            .strip_prefix(".damaged-")?
            .strip_suffix(self.ext.as_str())?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok()
    }

    /// Renames the entry at `path` to the next free numbered name and gives it.
    pub fn keep(&mut self, path: &Path) -> io::Result<PathBuf> {
        // Names taken meanwhile (another editor setting files aside) are skipped.
        for _ in 0..1000 {
            let n = self.take_number();
            let kept = self.folder.join(format!("{}.damaged-{n}{}", self.stem, self.ext));
            match std::fs::hard_link(path, &kept) {
                Ok(()) => {
                    std::fs::remove_file(path)?;
                    return Ok(kept);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::other("no free numbered name was found to keep it under"))
    }
}

#[cfg(unix)]
mod sys {
    use std::fs::File;
    use std::io;
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    use std::path::Path;

    use rustix::fs::OFlags;

    pub fn open_no_follow(path: &Path) -> io::Result<File> {
        std::fs::OpenOptions::new()
            .read(true)
            .custom_flags((OFlags::NOFOLLOW | OFlags::NONBLOCK).bits() as i32)
            .open(path)
    }

    /// `O_NOFOLLOW` on a link fails with ELOOP.
    pub fn is_link_refused(e: &io::Error) -> bool {
        e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error())
    }

    pub fn special_kind(kind: &std::fs::FileType) -> super::EntryKind {
        use super::EntryKind;
        if kind.is_fifo() {
            EntryKind::Fifo
        } else if kind.is_socket() {
            EntryKind::Socket
        } else {
            EntryKind::Device
        }
    }

    pub fn create_private(path: &Path) -> io::Result<File> {
        std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path)
    }
}

#[cfg(not(unix))]
mod sys {
    use std::fs::File;
    use std::io;
    use std::path::Path;

    pub fn open_no_follow(path: &Path) -> io::Result<File> {
        File::open(path)
    }
    pub fn is_link_refused(_: &io::Error) -> bool {
        false
    }
    pub fn special_kind(_: &std::fs::FileType) -> super::EntryKind {
        super::EntryKind::Device
    }
    pub fn create_private(path: &Path) -> io::Result<File> {
        std::fs::OpenOptions::new().write(true).create_new(true).open(path)
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::{PermissionsExt, symlink};
    use std::time::{Duration, Instant};

    #[test]
    fn only_a_regular_file_is_read_and_only_up_to_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("settings.json");
        assert_eq!(read(&p, 10).unwrap(), Content::Missing);
        std::fs::write(&p, b"{}").unwrap();
        assert_eq!(read(&p, 10).unwrap(), Content::Bytes(b"{}".to_vec()));
        std::fs::write(&p, vec![b' '; 11]).unwrap();
        assert_eq!(read(&p, 10).unwrap(), Content::TooLarge { size: 11 });
        std::fs::remove_file(&p).unwrap();
        // A FIFO is not waited on, a link is not followed, not even to /dev/zero.
        rustix::fs::mkfifoat(rustix::fs::CWD, &p, rustix::fs::Mode::from_raw_mode(0o600)).unwrap();
        let t = Instant::now();
        assert_eq!(read(&p, 10).unwrap(), Content::NotAFile(EntryKind::Fifo));
        assert!(t.elapsed() < Duration::from_secs(1));
        std::fs::remove_file(&p).unwrap();
        symlink("/dev/zero", &p).unwrap();
        assert_eq!(read(&p, 10).unwrap(), Content::NotAFile(EntryKind::Link));
        std::fs::remove_file(&p).unwrap();
        std::fs::create_dir(&p).unwrap();
        assert_eq!(read(&p, 10).unwrap(), Content::NotAFile(EntryKind::Folder));
    }

    #[test]
    fn a_write_replaces_a_link_and_never_the_file_it_leads_to() {
        let dir = tempfile::tempdir().unwrap();
        let other = dir.path().join("passwd");
        std::fs::write(&other, b"root:x:0:0").unwrap();
        let p = dir.path().join("settings.json");
        symlink(&other, &p).unwrap();
        write(&p, b"{}").unwrap();
        assert_eq!(std::fs::read(&other).unwrap(), b"root:x:0:0", "the link's target is untouched");
        assert!(std::fs::symlink_metadata(&p).unwrap().is_file(), "the link became the file");
        assert_eq!(std::fs::read(&p).unwrap(), b"{}");
        assert_eq!(std::fs::metadata(&p).unwrap().permissions().mode() & 0o777, 0o600);
        // Links to a device and to nothing, and a FIFO, are replaced the same way.
        for (make, name) in [(0, "zero"), (1, "dangling"), (2, "fifo")] {
            let q = dir.path().join(name);
            match make {
                0 => symlink("/dev/zero", &q).unwrap(),
                1 => symlink(dir.path().join("nothing"), &q).unwrap(),
                _ => rustix::fs::mkfifoat(
                    rustix::fs::CWD,
                    &q,
                    rustix::fs::Mode::from_raw_mode(0o600),
                )
                .unwrap(),
            }
            write(&q, b"{}").unwrap();
            assert_eq!(std::fs::read(&q).unwrap(), b"{}", "{name}");
        }
        // A folder is not replaced; no temporary file is left anywhere.
        let folder = dir.path().join("folder");
        std::fs::create_dir(&folder).unwrap();
        assert_eq!(write(&folder, b"{}").unwrap_err().to_string(), "it is a folder");
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    }

    #[test]
    fn damaged_files_are_kept_under_numbered_names() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("settings.json");
        std::fs::write(&p, b"first").unwrap();
        let one = set_aside(&p).unwrap();
        std::fs::write(&p, b"second").unwrap();
        let two = set_aside(&p).unwrap();
        assert_eq!(one, dir.path().join("settings.damaged-1.json"));
        assert_eq!(two, dir.path().join("settings.damaged-2.json"));
        assert_eq!(std::fs::read(&one).unwrap(), b"first");
        assert_eq!(std::fs::read(&two).unwrap(), b"second");
        assert!(!p.exists());
        // Past the highest number kept, whatever gaps there are; other names are no numbers.
        std::fs::write(dir.path().join("settings.damaged-40.json"), b"old").unwrap();
        std::fs::write(dir.path().join("settings.damaged-x7.json"), b"other").unwrap();
        std::fs::write(&p, b"third").unwrap();
        assert_eq!(set_aside(&p).unwrap(), dir.path().join("settings.damaged-41.json"));
    }

    #[test]
    fn a_planted_last_number_does_not_stop_setting_aside() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("settings.json");
        for n in [u64::MAX, 1, 2] {
            std::fs::write(dir.path().join(format!("settings.damaged-{n}.json")), b"x").unwrap();
        }
        std::fs::write(&p, b"damaged").unwrap();
        // No number past the last: the lowest free one is taken, nothing is replaced.
        assert_eq!(set_aside(&p).unwrap(), dir.path().join("settings.damaged-3.json"));
        assert_eq!(std::fs::read(dir.path().join("settings.damaged-3.json")).unwrap(), b"damaged");
        assert_eq!(std::fs::read(dir.path().join("settings.damaged-1.json")).unwrap(), b"x");
        // A thousand taken numbers after the wrap are skipped in one pass, not tried one by one.
        for n in 4..1200u64 {
            std::fs::write(dir.path().join(format!("settings.damaged-{n}.json")), b"x").unwrap();
        }
        std::fs::write(&p, b"again").unwrap();
        assert_eq!(set_aside(&p).unwrap(), dir.path().join("settings.damaged-1200.json"));
    }

    #[test]
    fn a_folder_that_is_not_one_is_said_for_what_it_is() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        ready_folder(&d.join("new/deeper")).unwrap();
        assert!(d.join("new/deeper").is_dir());
        ready_folder(&d.join("new")).unwrap();
        symlink(d.join("new"), d.join("link-to-folder")).unwrap();
        ready_folder(&d.join("link-to-folder")).unwrap();
        std::fs::write(d.join("file"), b"x").unwrap();
        let fifo = d.join("fifo");
        rustix::fs::mkfifoat(rustix::fs::CWD, &fifo, rustix::fs::Mode::from_raw_mode(0o600))
            .unwrap();
        symlink(d.join("none"), d.join("dangling")).unwrap();
        symlink(d.join("file"), d.join("link-to-file")).unwrap();
        for (name, what) in [
            ("file", "a file"),
            ("fifo", "a FIFO"),
            ("dangling", "a symbolic link to something that does not exist"),
            ("link-to-file", "a symbolic link to something that is not a folder"),
        ] {
            let e = ready_folder(&d.join(name)).unwrap_err().to_string();
            assert!(e.ends_with(&format!("{name} is {what}, not a folder")), "{e}");
        }
        assert_eq!(std::fs::read(d.join("file")).unwrap(), b"x");
    }

    #[test]
    fn setting_many_files_aside_is_not_a_search_for_each() {
        let dir = tempfile::tempdir().unwrap();
        let like = dir.path().join("autosave.json");
        let mut aside = Aside::new(&like);
        let started = Instant::now();
        for i in 0..3000 {
            let p = dir.path().join(format!("autosave-{i}.json"));
            std::fs::write(&p, b"x").unwrap();
            let kept = aside.keep(&p).unwrap();
            assert_eq!(kept, dir.path().join(format!("autosave.damaged-{}.json", i + 1)));
        }
        assert!(started.elapsed() < Duration::from_secs(20), "{:?}", started.elapsed());
        // A name taken meanwhile is skipped, never replaced.
        std::fs::write(dir.path().join("autosave.damaged-3001.json"), b"theirs").unwrap();
        let p = dir.path().join("autosave-last.json");
        std::fs::write(&p, b"mine").unwrap();
        assert_eq!(aside.keep(&p).unwrap(), dir.path().join("autosave.damaged-3002.json"));
        assert_eq!(
            std::fs::read(dir.path().join("autosave.damaged-3001.json")).unwrap(),
            b"theirs"
        );
    }
}
