//! Writing a file so that a crash, a kill or a full disk leaves either the old
//! content or the new one, never half of each: the bytes go to a temporary file
//! beside the target, are flushed to disk, and the temporary file is renamed over
//! the target (rename is atomic within one folder on POSIX and NTFS).
//!
//! Every writer in the program goes through here: course saves, exports and the
//! editor's settings and autosave. What a write does depends on what is there
//! ([`Target`]): a regular file is replaced atomically and keeps its
//! permissions (through a symbolic link, the file it leads to is replaced and the
//! link stays); a FIFO or a character device is written through; a folder, a
//! disk device, a socket or a link to nothing is refused with a reason. Only a
//! regular file is ever replaced.

mod guarded;
mod target;

pub use guarded::{GuardedError, Seen, write_over_own};
pub use target::{Target, inspect};

use std::fs::{File, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::stream_file;

/// Numbers temporary files, so that two threads of one process writing the
/// same target never share a temporary file.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// How much of the target's name a temporary file's name keeps: enough to tell
/// what it was, short enough that a 255-byte name still has room for the rest.
const NAME_KEPT: usize = 32;

/// Writes `bytes` to `path`, replacing what is there (see the module comment).
/// On failure a replaced file is untouched and the temporary file is removed.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    match inspect(path)? {
        Target::Missing => replace(path, bytes, None),
        Target::File { real, permissions } => replace(&real, bytes, Some(permissions)),
        Target::Stream => stream_write(path, bytes),
        Target::Refused(why) => Err(io::Error::other(why)),
    }
}

/// Writes through a FIFO or a device: nothing is replaced.
fn stream_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut f = stream_file::open_for_writing(path)?;
    stream_file::write_all(&mut f, bytes)
}

/// Writes `bytes` to a new file at `path`, atomically, and fails with
/// [`io::ErrorKind::AlreadyExists`] if anything is there — even something that
/// appeared a moment ago (another program writing the same name): the finished
/// file is linked in under its name, which the system refuses if it is taken.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = folder_of(path);
    let tmp = temporary(path, bytes, None)?;
    let linked = std::fs::hard_link(&tmp, path);
    let _ = std::fs::remove_file(&tmp);
    linked?;
    sync_folder(&dir);
    Ok(())
}

fn replace(path: &Path, bytes: &[u8], permissions: Option<Permissions>) -> io::Result<()> {
    let tmp = temporary(path, bytes, permissions)?;
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_folder(&folder_of(path));
    Ok(())
}

/// A complete, flushed copy of `bytes` beside `path`, with the given permissions.
fn temporary(path: &Path, bytes: &[u8], permissions: Option<Permissions>) -> io::Result<PathBuf> {
    let dir = folder_of(path);
    let tmp = dir.join(format!(
        "{}{}.{}.tmp",
        temp_prefix(path),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut f = create_private(&tmp, permissions.is_some())?;
        if let Some(p) = permissions {
            f.set_permissions(p)?;
        }
        f.write_all(bytes)?;
        f.sync_all()
    })();
    match result {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Creates a new file; readable by its owner only if it will take the replaced
/// file's permissions, so that a private file's content is never exposed between.
fn create_private(path: &Path, private: bool) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if private {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    options.open(path)
}

/// Makes a rename durable where the platform allows it.
fn sync_folder(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Temporary files left beside `path` by writers that were killed before their
/// rename. They hold a complete or partial copy of content that never became
/// the file; they are never read back, and are safe to delete.
pub fn leftovers(path: &Path) -> Vec<PathBuf> {
    let prefix = temp_prefix(path);
    let Ok(entries) = std::fs::read_dir(folder_of(path)) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name().to_str().is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".tmp"))
        })
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Hidden, and named after the start of the target's name so that the user can
/// tell what it was.
fn temp_prefix(path: &Path) -> String {
    let name =
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".into());
    let mut end = name.len().min(NAME_KEPT);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    format!(".{}.", &name[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.json");
        write(&p, b"first, longer content").unwrap();
        write(&p, b"second").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"second");
        assert!(leftovers(&p).is_empty());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.json");
        write(&p, b"old").unwrap();
        // A folder is never replaced: the write is refused with a reason.
        let blocked = dir.path().join("blocked");
        std::fs::create_dir(&blocked).unwrap();
        std::fs::write(blocked.join("inside"), b"x").unwrap();
        let e = write(&blocked, b"new").unwrap_err();
        assert_eq!(e.to_string(), "it is a folder");
        assert!(leftovers(&blocked).is_empty());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
        // A folder that is gone fails on the temporary file, and leaves nothing.
        assert!(write(&dir.path().join("gone/c.json"), b"new").is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn leftovers_are_found_by_the_target_name_only() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.json");
        std::fs::write(dir.path().join(".c.json.123.0.tmp"), b"half").unwrap();
        std::fs::write(dir.path().join(".other.json.123.0.tmp"), b"x").unwrap();
        assert_eq!(leftovers(&p), vec![dir.path().join(".c.json.123.0.tmp")]);
    }

    #[test]
    fn the_longest_legal_name_can_be_written() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(format!("{}.svg", "é".repeat(125)));
        assert_eq!(p.file_name().unwrap().len(), 254);
        write(&p, b"one").unwrap();
        write(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert!(leftovers(&p).is_empty());
    }

    #[test]
    fn a_new_file_is_never_written_over_something_already_there() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.json");
        write_new(&p, b"first").unwrap();
        let e = write_new(&p, b"second").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&p).unwrap(), b"first");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary is left");
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions_and_links_stay_links() {
        use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("secret.json");
        write(&p, b"old").unwrap();
        std::fs::set_permissions(&p, Permissions::from_mode(0o600)).unwrap();
        let link = dir.path().join("link.json");
        symlink(&p, &link).unwrap();
        write(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink(),
            "the link is still a link"
        );
        assert_eq!(std::fs::read(&p).unwrap(), b"new", "written through the link");
        assert_eq!(std::fs::metadata(&p).unwrap().permissions().mode() & 0o777, 0o600);
        write(Path::new("/dev/null"), b"nothing").unwrap();
        assert!(
            std::fs::metadata("/dev/null").unwrap().file_type().is_char_device(),
            "a device is written through, not replaced"
        );
    }
}
