//! Files that are not regular files — FIFOs and character devices — read and
//! written without ever waiting forever: a FIFO with no program at its other end
//! or a device that gives nothing would otherwise block the program for good.
//! Every wait (for the other end to open, for data, for room to write) lasts at
//! most [`PATIENCE`]; past it the operation fails with [`std::io::ErrorKind::TimedOut`].
//! Regular files never wait and are read and written as usual.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::{Duration, Instant};

/// The longest a FIFO or device may keep the program waiting without progress.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// Opens any file for reading without blocking, even a FIFO with no writer.
pub fn open_for_reading(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    sys::no_blocking(&mut options);
    options.open(path)
}

/// Opens a FIFO or device for writing through it (never creating or truncating
/// anything), waiting at most [`PATIENCE`] for a program to read the FIFO.
pub fn open_for_writing(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    sys::no_blocking(&mut options);
    let since = Instant::now();
    loop {
        match options.open(path) {
            Err(e) if sys::no_reader_yet(&e) => {
                if since.elapsed() >= PATIENCE {
                    return Err(timed_out("no program opened the FIFO to read it"));
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

/// Reads `file` to its end, but no more than `limit + 1` bytes, so that the
/// caller can tell "at the limit" from "past it" by the bytes actually read.
pub fn read_capped(file: &mut File, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 64 * 1024];
    while (bytes.len() as u64) <= limit {
        let room = (limit + 1 - bytes.len() as u64).min(chunk.len() as u64) as usize;
        match file.read(&mut chunk[..room]) {
            Ok(0) if sys::ended(file)? => break,
            Ok(0) => sys::wait(file, sys::Direction::Read)?,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                sys::wait(file, sys::Direction::Read)?
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(bytes)
}

/// Writes all of `bytes`, waiting at most [`PATIENCE`] each time the other end
/// is full.
pub fn write_all(file: &mut File, mut bytes: &[u8]) -> io::Result<()> {
    while !bytes.is_empty() {
        match file.write(bytes) {
            Ok(0) => {
                return Err(io::Error::new(
                    io::ErrorKind::WriteZero,
                    "the file took no more bytes",
                ));
            }
            Ok(n) => bytes = &bytes[n..],
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                sys::wait(file, sys::Direction::Write)?
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

fn timed_out(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, format!("{what} within {} seconds", PATIENCE.as_secs()))
}

#[cfg(unix)]
mod sys {
    use std::fs::File;
    use std::io;
    use std::os::unix::fs::OpenOptionsExt;

    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    use rustix::fs::OFlags;

    pub enum Direction {
        Read,
        Write,
    }

    pub fn no_blocking(options: &mut std::fs::OpenOptions) {
        options.custom_flags(OFlags::NONBLOCK.bits() as i32);
    }

    /// Opening a FIFO to write fails this way while nobody has it open to read.
    pub fn no_reader_yet(e: &io::Error) -> bool {
        e.raw_os_error() == Some(rustix::io::Errno::NXIO.raw_os_error())
    }

    /// Whether a read of 0 bytes is the end. On a regular file or a device, it
    /// is; on a FIFO it may only mean that no writer has come yet, so ask poll,
    /// which reports a hang-up once a writer has come and gone.
    pub fn ended(file: &File) -> io::Result<bool> {
        use std::os::unix::fs::FileTypeExt;
        if !file.metadata()?.file_type().is_fifo() {
            return Ok(true);
        }
        let mut fds = [PollFd::new(file, PollFlags::IN)];
        let ready = poll(&mut fds, Some(&Timespec { tv_sec: 0, tv_nsec: 0 }))?;
        Ok(ready > 0 && fds[0].revents().contains(PollFlags::HUP))
    }

    /// Waits until the file can be read or written, at most `PATIENCE`.
    pub fn wait(file: &File, direction: Direction) -> io::Result<()> {
        let flags = match direction {
            Direction::Read => PollFlags::IN,
            Direction::Write => PollFlags::OUT,
        };
        let mut fds = [PollFd::new(file, flags)];
        let limit = super::PATIENCE;
        let timeout = Timespec { tv_sec: limit.as_secs() as i64, tv_nsec: 0 };
        loop {
            match poll(&mut fds, Some(&timeout)) {
                Ok(0) => {
                    return Err(super::timed_out(match direction {
                        Direction::Read => "nothing was written to it",
                        Direction::Write => "nothing was read from it",
                    }));
                }
                Ok(_) => return Ok(()),
                Err(rustix::io::Errno::INTR) => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
}

#[cfg(not(unix))]
mod sys {
    use std::fs::File;
    use std::io;

    pub enum Direction {
        Read,
        Write,
    }
    pub fn no_blocking(_: &mut std::fs::OpenOptions) {}
    pub fn no_reader_yet(_: &io::Error) -> bool {
        false
    }
    pub fn ended(_: &File) -> io::Result<bool> {
        Ok(true)
    }
    pub fn wait(_: &File, _: Direction) -> io::Result<()> {
        std::thread::sleep(std::time::Duration::from_millis(20));
        Ok(())
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn fifo(dir: &Path) -> std::path::PathBuf {
        let p = dir.join("p");
        rustix::fs::mkfifoat(rustix::fs::CWD, &p, rustix::fs::Mode::from_raw_mode(0o600)).unwrap();
        p
    }

    #[test]
    fn a_fifo_is_read_to_the_end_its_writer_closes() {
        let dir = tempfile::tempdir().unwrap();
        let p = fifo(dir.path());
        let mut f = open_for_reading(&p).unwrap();
        let writer = {
            let p = p.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(200));
                let mut w = std::fs::OpenOptions::new().write(true).open(&p).unwrap();
                w.write_all(b"hello").unwrap();
            })
        };
        assert_eq!(read_capped(&mut f, 100).unwrap(), b"hello");
        writer.join().unwrap();
    }

    #[test]
    fn reads_stop_one_byte_past_the_limit_whatever_the_file() {
        let mut f = open_for_reading(Path::new("/dev/zero")).unwrap();
        assert_eq!(read_capped(&mut f, 1000).unwrap().len(), 1001);
    }
}
