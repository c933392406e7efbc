//! Writing a file so that a crash, a kill or a full disk leaves either the old
//! content or the new one, never half of each: the bytes go to a temporary file
//! beside the target, are flushed to disk, and the temporary file is renamed over
//! the target (rename is atomic within one folder on POSIX and NTFS).
//!
//! Every writer in the program goes through here: course saves, exports and the
//! editor's autosave.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Numbers temporary files, so that two threads of one process writing the
/// same target never share a temporary file.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically (see the module comment). On failure the
/// target is untouched and the temporary file is removed.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = folder_of(path);
    let tmp = dir.join(format!("{}{}.{}.tmp", temp_prefix(path), std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows it.
        if let Ok(d) = std::fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Temporary files left beside `path` by writers that were killed before their
/// rename. They hold a complete or partial copy of content that never became
/// the file; they are never read back, and are safe to delete.
pub fn leftovers(path: &Path) -> Vec<PathBuf> {
    let prefix = temp_prefix(path);
    let Ok(entries) = std::fs::read_dir(folder_of(path)) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_str().is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".tmp")))
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

/// Hidden, and named after the target so that the user can tell what it was.
fn temp_prefix(path: &Path) -> String {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".into());
    format!(".{name}.")
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
        // Renaming a file over a non-empty folder fails after the temporary is written.
        let blocked = dir.path().join("blocked");
        std::fs::create_dir(&blocked).unwrap();
        std::fs::write(blocked.join("inside"), b"x").unwrap();
        assert!(write(&blocked, b"new").is_err());
        assert!(leftovers(&blocked).is_empty());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
    }

    #[test]
    fn leftovers_are_found_by_the_target_name_only() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.json");
        std::fs::write(dir.path().join(".c.json.123.0.tmp"), b"half").unwrap();
        std::fs::write(dir.path().join(".other.json.123.0.tmp"), b"x").unwrap();
        assert_eq!(leftovers(&p), vec![dir.path().join(".c.json.123.0.tmp")]);
    }
}
