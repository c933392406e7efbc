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
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
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
    let Ok(file) = File::open(path) else { return false };
    match file.try_lock_shared() {
        Ok(()) => {
            let _ = file.unlock();
            false
        }
        Err(TryLockError::WouldBlock) => true,
        Err(TryLockError::Error(_)) => false,
    }
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
}
