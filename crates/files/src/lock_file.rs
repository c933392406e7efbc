//! A lock that tells a running program from one that is gone: the program
//! holds an exclusive lock on a small file for as long as it runs, and the
//! system lets go of it however the program ends (a crash, a kill). Another
//! program asks [`is_held`] to know whether the owner is still running.

use std::fs::{File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// A held lock; released, and its file removed, when dropped.
#[derive(Debug)]
pub struct Lock {
    file: Option<File>,
    path: PathBuf,
}

impl Lock {
    /// Takes the lock at `path` (creating the file), or `None` if another
    /// program holds it.
    pub fn take(path: &Path) -> io::Result<Option<Lock>> {
        let mut options = std::fs::OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        let file = open_regular(path, &mut options)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(Lock { file: Some(file), path: path.to_path_buf() })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(e)) => Err(e),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Lock {
    /// The file goes first, then the lock: nobody can find the file unlocked
    /// in between and take it for a crashed program's.
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
        drop(self.file.take());
    }
}

/// Whether a running program holds the lock at `path`. A missing file, or
/// one whose owner is gone, is not held.
pub fn is_held(path: &Path) -> bool {
    // Only a regular file is a lock: a FIFO under a lock's name is never
    // waited on, a link never followed.
    let Ok(file) = open_regular(path, std::fs::OpenOptions::new().read(true)) else {
        return false;
    };
    match file.try_lock_shared() {
        Ok(()) => {
            let _ = file.unlock();
            false
        }
        Err(TryLockError::WouldBlock) => true,
        Err(TryLockError::Error(_)) => false,
    }
}

/// Opens a lock file: never through a symbolic link, never waiting (a FIFO
/// opened to read waits for a writer), and only if it is a regular file.
fn open_regular(path: &Path, options: &mut std::fs::OpenOptions) -> io::Result<File> {
    #[cfg(unix)]
    {
        use rustix::fs::OFlags;
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags((OFlags::NOFOLLOW | OFlags::NONBLOCK).bits() as i32);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("a lock is a regular file, and this is not one"));
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_is_held_until_dropped_and_then_gone() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x.lock");
        assert!(!is_held(&p));
        let lock = Lock::take(&p).unwrap().expect("free");
        assert!(is_held(&p));
        assert!(Lock::take(&p).unwrap().is_none(), "one owner at a time");
        drop(lock);
        assert!(!is_held(&p));
        assert!(!p.exists());
    }

    /// A FIFO (or a link to one) under a lock's name is not waited on: it
    /// is no lock, held by nobody.
    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_link_is_no_lock_and_never_waited_on() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("a.lock");
        rustix::fs::mkfifoat(rustix::fs::CWD, &fifo, rustix::fs::Mode::from_raw_mode(0o600))
            .unwrap();
        let link = dir.path().join("b.lock");
        std::os::unix::fs::symlink(&fifo, &link).unwrap();
        let started = std::time::Instant::now();
        assert!(!is_held(&fifo));
        assert!(!is_held(&link));
        assert!(Lock::take(&fifo).is_err());
        assert!(Lock::take(&link).is_err());
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
    }
}
