//! What a write to a path would meet, found without opening it (opening a FIFO
//! to look at it blocks) and without replacing a link by a file.

use std::fs::Permissions;
use std::io;
use std::path::{Path, PathBuf};

/// What is at a path about to be written, and so what a write does there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Nothing: the write creates a new file.
    Missing,
    /// A regular file, perhaps behind symbolic links: it is replaced atomically in
    /// its own folder, the links stay links, and the new file keeps the old one's
    /// permissions.
    File {
        /// The file itself, every link followed.
        real: PathBuf,
        /// The old file's permissions, given to the new one.
        permissions: Permissions,
    },
    /// A FIFO or a character device (`/dev/null`, a terminal, `/dev/stdout`),
    /// perhaps behind links: the bytes are written through it, nothing is replaced.
    Stream,
    /// Something never written to, with the reason: a folder, a block device, a
    /// socket, a link that leads nowhere.
    Refused(&'static str),
}

/// Looks at `path`: the link itself first, then where it leads.
pub fn inspect(path: &Path) -> io::Result<Target> {
    let own = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Target::Missing),
        Err(e) => return Err(e),
    };
    let is_link = own.file_type().is_symlink();
    let meta = if is_link {
        match std::fs::metadata(path) {
            Ok(m) => m,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(Target::Refused(
                    "it is a symbolic link to something that does not exist",
                ));
            }
            Err(e) => return Err(e),
        }
    } else {
        own
    };
    let kind = meta.file_type();
    if kind.is_file() {
        let real = if is_link { std::fs::canonicalize(path)? } else { path.to_path_buf() };
        return Ok(Target::File { real, permissions: meta.permissions() });
    }
    if kind.is_dir() {
        return Ok(Target::Refused("it is a folder"));
    }
    Ok(special(&kind))
}

#[cfg(unix)]
fn special(kind: &std::fs::FileType) -> Target {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() || kind.is_char_device() {
        Target::Stream
    } else if kind.is_block_device() {
        Target::Refused("it is a disk device")
    } else if kind.is_socket() {
        Target::Refused("it is a socket")
    } else {
        Target::Refused("it is neither a file nor a device")
    }
}

#[cfg(not(unix))]
fn special(_: &std::fs::FileType) -> Target {
    Target::Refused("it is neither a file nor a folder")
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::{PermissionsExt, symlink};

    #[test]
    fn every_kind_of_target_is_told_apart_without_opening_it() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(inspect(&d.join("none")).unwrap(), Target::Missing);
        let file = d.join("f");
        std::fs::write(&file, b"x").unwrap();
        std::fs::set_permissions(&file, Permissions::from_mode(0o600)).unwrap();
        let Target::File { real, permissions } = inspect(&file).unwrap() else { panic!() };
        assert_eq!((real, permissions.mode() & 0o777), (file.clone(), 0o600));
        symlink(&file, d.join("link")).unwrap();
        let Target::File { real, .. } = inspect(&d.join("link")).unwrap() else { panic!() };
        assert_eq!(real, std::fs::canonicalize(&file).unwrap());
        symlink(d.join("none"), d.join("dangling")).unwrap();
        assert!(matches!(inspect(&d.join("dangling")).unwrap(), Target::Refused(_)));
        assert!(matches!(inspect(d).unwrap(), Target::Refused("it is a folder")));
        let fifo = d.join("p");
        rustix::fs::mkfifoat(rustix::fs::CWD, &fifo, rustix::fs::Mode::from_raw_mode(0o600))
            .unwrap();
        assert_eq!(inspect(&fifo).unwrap(), Target::Stream, "a FIFO is looked at without blocking");
        assert_eq!(inspect(Path::new("/dev/null")).unwrap(), Target::Stream);
    }
}
