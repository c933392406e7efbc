//! `eldorado import FILE --from durango|shlomoalon -o OUT`: another program's
//! course, written as a course file, with what its format could not say on
//! standard error.

use std::path::Path;

use clap::ValueEnum;

use super::EXIT_ERROR;
use super::import::write_and_check;
use eldorado_core::course::CourseError;
use eldorado_core::interop::{self, Client, ImportError};

/// The programs whose courses can be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Program {
    /// perimosocordiae/durango: a layout CSV (board,rotation,q,r).
    Durango,
    /// ShlomoAlon/el-dorado: a course object, as JSON or as in its course list.
    Shlomoalon,
}

impl Program {
    pub fn client(self) -> Client {
        match self {
            Program::Durango => Client::Durango,
            Program::Shlomoalon => Client::ShlomoAlon,
        }
    }
}

pub fn run(program: Program, file: &Path, output: &Path, force: bool) -> u8 {
    let imported = match interop::import_file(program.client(), file) {
        Ok(i) => i,
        // A read error names the file itself.
        Err(e @ ImportError::Read(CourseError::Read { .. })) => {
            eprintln!("eldorado: {e}");
            return EXIT_ERROR;
        }
        Err(e) => {
            eprintln!("eldorado: {}: {e}", file.display());
            return EXIT_ERROR;
        }
    };
    for loss in &imported.losses {
        eprintln!("eldorado: warning: {loss}");
    }
    write_and_check(&imported.course, output, force)
}
