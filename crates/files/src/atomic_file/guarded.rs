//! Replacing a file only when what is there is provably the caller's own
//! kind, judged on the very file that is replaced, at the moment it is
//! replaced: a file written at the path while the caller worked (a picture
//! drawing for seconds, a game being played) is judged, not one looked at
//! before.
//!
//! Nothing there: the new file is linked in under its name, which the system
//! refuses if the name was taken meanwhile. A regular file: on Linux the new
//! file and the old one swap names in one step (`renameat2` with
//! `RENAME_EXCHANGE`), so the old file the judge reads is exactly the one that
//! was replaced; if the judge refuses it, the two swap back. Elsewhere (or on
//! a file system without the swap) the old file is judged just before the
//! rename, which leaves only the moment between the two.

use std::fs::Permissions;
use std::io;
use std::path::Path;

use super::{Target, folder_of, inspect, stream_write, sync_folder, temporary};
use crate::stream_file;

/// What a guarded write found at its target, for the judge to decide on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen<'a> {
    /// The file's first bytes (at most the cap asked for) and its full length.
    Bytes {
        /// The first bytes.
        head: &'a [u8],
        /// The whole file's length.
        len: u64,
    },
    /// The file is there but cannot be read (its permissions).
    Unreadable(io::ErrorKind),
}

/// Why a guarded write did not replace the file there.
#[derive(Debug, thiserror::Error)]
pub enum GuardedError<W> {
    /// The judge refused the file: it was left untouched, and the judge's reason.
    #[error("the file there was left untouched")]
    Kept(W),
    /// The write itself failed (a full disk, a folder at the path, …).
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// How often the target may change kind under a write before it gives up.
const TRIES: usize = 3;

/// Writes `bytes` to `path`: a new file if nothing is there, through a FIFO
/// or a device, and over a regular file only when `judge`, shown the first
/// `cap` bytes of that very file, returns `Ok` (see the module comment).
pub fn write_over_own<W>(
    path: &Path,
    bytes: &[u8],
    cap: u64,
    judge: &dyn Fn(Seen<'_>) -> Result<(), W>,
) -> Result<(), GuardedError<W>> {
    for _ in 0..TRIES {
        match inspect(path)? {
            Target::Missing => match super::write_new(path, bytes) {
                // Something appeared since the look: judge that instead.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                other => return Ok(other?),
            },
            Target::File { real, permissions } => {
                match replace_if_own(&real, bytes, permissions, cap, judge) {
                    Err(GuardedError::Io(e)) if e.kind() == io::ErrorKind::NotFound => continue,
                    other => return other,
                }
            }
            Target::Stream => return Ok(stream_write(path, bytes)?),
            Target::Refused(why) => return Err(io::Error::other(why).into()),
        }
    }
    Err(io::Error::other("something else kept replacing it while it was written").into())
}

fn replace_if_own<W>(
    real: &Path,
    bytes: &[u8],
    permissions: Permissions,
    cap: u64,
    judge: &dyn Fn(Seen<'_>) -> Result<(), W>,
) -> Result<(), GuardedError<W>> {
    let tmp = temporary(real, bytes, Some(permissions))?;
    let ours = identity(&tmp);
    let result = match swap(&tmp, real) {
        Ok(()) => {
            // `tmp` now names the file that was at `real`: judge exactly that one.
            let verdict = judged(&tmp, cap, judge);
            if verdict.is_err() {
                let _ = swap(&tmp, real);
            }
            verdict
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Err(e.into()),
        Err(_) => {
            // No swap here: judge the file there, then rename over it.
            let verdict = judged(real, cap, judge);
            if verdict.is_ok() {
                std::fs::rename(&tmp, real)?;
            }
            verdict
        }
    };
    // What `tmp` names now is ours to remove (the old file accepted, or our
    // new one swapped back) unless a third party's file got there between
    // the two swaps: that one is left where it is.
    let now = identity(&tmp);
    if result.is_ok() || now.is_none() || now == ours {
        let _ = std::fs::remove_file(&tmp);
    }
    if result.is_ok() {
        sync_folder(&folder_of(real));
    }
    result
}

/// The judge's verdict on the file at `path`, read without following a link
/// or waiting on a FIFO put there meanwhile.
fn judged<W>(
    path: &Path,
    cap: u64,
    judge: &dyn Fn(Seen<'_>) -> Result<(), W>,
) -> Result<(), GuardedError<W>> {
    let mut file = match crate::own_file::open_no_follow(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(e.into()),
        Err(e) => return judge(Seen::Unreadable(e.kind())).map_err(GuardedError::Kept),
    };
    let meta = file.metadata()?;
    if !meta.is_file() {
        // Something other than a file was put there meanwhile: never ours.
        return judge(Seen::Unreadable(io::ErrorKind::InvalidInput)).map_err(GuardedError::Kept);
    }
    let len = meta.len();
    let head = match stream_file::read_capped(&mut file, cap) {
        Ok(mut head) => {
            head.truncate(cap as usize);
            head
        }
        Err(e) => return judge(Seen::Unreadable(e.kind())).map_err(GuardedError::Kept),
    };
    judge(Seen::Bytes { head: &head, len }).map_err(GuardedError::Kept)
}

/// The file a path names (device and inode), to tell ours from another's.
fn identity(path: &Path) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        std::fs::symlink_metadata(path).ok().map(|m| (m.dev(), m.ino()))
    }
    #[cfg(not(unix))]
    {
        std::fs::symlink_metadata(path).ok().map(|m| (m.len(), 0))
    }
}

/// Swaps the names of two files in one step.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn swap(a: &Path, b: &Path) -> io::Result<()> {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).map_err(io::Error::from)
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn swap(_: &Path, _: &Path) -> io::Result<()> {
    Err(io::Error::from(io::ErrorKind::Unsupported))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// Accepts a file that starts with "mine", refuses anything else with its first bytes.
    fn mine(found: Seen<'_>) -> Result<(), String> {
        match found {
            Seen::Bytes { head, len } if len == 0 || head.starts_with(b"mine") => Ok(()),
            Seen::Bytes { head, .. } => Err(String::from_utf8_lossy(head).into_owned()),
            Seen::Unreadable(kind) => Err(format!("{kind:?}")),
        }
    }

    #[test]
    fn only_a_file_the_judge_takes_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out");
        write_over_own(&p, b"mine 1", 16, &mine).unwrap();
        write_over_own(&p, b"mine 2", 16, &mine).unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"mine 2");
        std::fs::write(&p, b"yours, hand-edited").unwrap();
        let e = write_over_own(&p, b"mine 3", 16, &mine).unwrap_err();
        assert!(matches!(&e, GuardedError::Kept(w) if w == "yours, hand-edit"), "{e:?}");
        assert_eq!(std::fs::read(&p).unwrap(), b"yours, hand-edited");
        // An empty file holds nothing to lose.
        std::fs::write(&p, b"").unwrap();
        write_over_own(&p, b"mine 4", 16, &mine).unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"mine 4");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary is left");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_file_judged_is_the_one_replaced_in_the_same_step() {
        // When the judge runs, the new file already stands at the path: the
        // old one was swapped out in one step, so nothing written at the path
        // before that step escapes the judge, and nothing after it is replaced.
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out");
        std::fs::write(&p, b"theirs").unwrap();
        let seen = std::cell::RefCell::new(Vec::new());
        let judge = |found: Seen<'_>| {
            seen.borrow_mut().push(std::fs::read(&p).unwrap());
            mine(found)
        };
        assert!(matches!(write_over_own(&p, b"mine 1", 16, &judge), Err(GuardedError::Kept(_))));
        assert_eq!(seen.borrow().as_slice(), [b"mine 1".to_vec()], "judged after the swap");
        assert_eq!(std::fs::read(&p).unwrap(), b"theirs", "and swapped back");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary is left");
    }

    #[test]
    fn links_fifos_and_folders_are_treated_as_by_every_write() {
        use std::os::unix::fs::{PermissionsExt, symlink};
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        std::fs::write(&real, b"mine 0").unwrap();
        std::fs::set_permissions(&real, Permissions::from_mode(0o600)).unwrap();
        let link = dir.path().join("link");
        symlink(&real, &link).unwrap();
        write_over_own(&link, b"mine 1", 16, &mine).unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&real).unwrap(), b"mine 1");
        assert_eq!(std::fs::metadata(&real).unwrap().permissions().mode() & 0o777, 0o600);
        std::fs::write(&real, b"theirs").unwrap();
        assert!(matches!(write_over_own(&link, b"mine", 16, &mine), Err(GuardedError::Kept(_))));
        assert_eq!(std::fs::read(&real).unwrap(), b"theirs");
        let e = write_over_own(dir.path(), b"mine", 16, &mine).unwrap_err();
        assert!(matches!(&e, GuardedError::Io(e) if e.to_string() == "it is a folder"));
        write_over_own(Path::new("/dev/null"), b"mine", 16, &mine).unwrap();
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 2, "no temporary is left: {names:?}");
    }

    #[test]
    fn an_unreadable_file_is_judged_as_such() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("locked");
        std::fs::write(&p, b"mine, but locked").unwrap();
        std::fs::set_permissions(&p, Permissions::from_mode(0o000)).unwrap();
        let root = std::fs::read(&p).is_ok();
        let result = write_over_own(&p, b"mine 1", 16, &mine);
        if root {
            // Root reads it anyway: it is judged by its content.
            result.unwrap();
        } else {
            assert!(matches!(result, Err(GuardedError::Kept(w)) if w == "PermissionDenied"));
            std::fs::set_permissions(&p, Permissions::from_mode(0o600)).unwrap();
            assert_eq!(std::fs::read(&p).unwrap(), b"mine, but locked");
        }
    }
}
