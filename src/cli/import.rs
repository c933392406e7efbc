//! `eldorado import CODE -o FILE`: turns a share code back into a course file;
//! with `--from durango|shlomoalon`, CODE is another program's course file
//! (see [`super::import_client`]).

use std::io::Read;
use std::path::PathBuf;

use clap::Args;

use super::import_client::{self, Program};

use super::{EXIT_ERROR, EXIT_INVALID, EXIT_OK};
use eldorado_core::course;
use eldorado_core::export::share_code;
use eldorado_core::map::Map;

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The share code (it starts with "ED1."), or - to read it from standard input;
    /// with --from, the other program's course file.
    #[arg(value_name = "CODE|FILE")]
    pub code: String,
    /// Read CODE|FILE as a course of another El Dorado program.
    #[arg(long, value_enum, value_name = "PROGRAM")]
    pub from: Option<Program>,
    /// The course file to write.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// Replace FILE if it already exists.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: &ImportArgs) -> u8 {
    if let Some(program) = args.from {
        return import_client::run(program, std::path::Path::new(&args.code), &args.output, args.force);
    }
    let code = if args.code == "-" {
        // Read one byte past the limit, so that a huge input is refused rather than held.
        let mut text = String::new();
        let limit = (share_code::MAX_CODE_CHARS * 4 + 1) as u64;
        if let Err(e) = std::io::stdin().take(limit).read_to_string(&mut text) {
            eprintln!("eldorado: cannot read the share code from standard input: {e}");
            return EXIT_ERROR;
        }
        text
    } else {
        args.code.clone()
    };
    match share_code::decode(&code) {
        Ok(course) => write_and_check(&course, &args.output, args.force),
        Err(e) => {
            eprintln!("eldorado: {e}");
            EXIT_ERROR
        }
    }
}

/// Writes an imported course (never over a course file unless forced) and says
/// whether it is valid.
pub(super) fn write_and_check(course: &course::Course, output: &std::path::Path, force: bool) -> u8 {
    if !force {
        let shown = output.display();
        match course::existing(output) {
            course::Existing::Nothing => {}
            course::Existing::Course { version } if version > u64::from(course::VERSION) => {
                eprintln!(
                    "eldorado: {shown} holds a course saved by a newer version of the course format (version {version}); replacing it would lose what this program cannot read, so it was left untouched (add --force to replace it)"
                );
                return EXIT_ERROR;
            }
            _ => {
                eprintln!("eldorado: {shown} already exists and was left untouched; add --force to replace it");
                return EXIT_ERROR;
            }
        }
    }
    if let Err(e) = course::save_over(course, output) {
        eprintln!("eldorado: {e}");
        return EXIT_ERROR;
    }
    let shown = output.display();
    let assembly = Map::assemble(course);
    if assembly.is_valid() {
        let name = if course.name.is_empty() { "the course".to_string() } else { format!("\"{}\"", course.name) };
        println!("{shown}: wrote {name} ({} pieces)", course.pieces.len());
        EXIT_OK
    } else {
        // Written anyway: a course shared while still being built can be finished in the editor.
        let n = assembly.problems.len();
        println!("{shown}: written, but the course is invalid ({n} problem{})", if n == 1 { "" } else { "s" });
        for p in &assembly.problems {
            println!("  - {p}");
        }
        EXIT_INVALID
    }
}
