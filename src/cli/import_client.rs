//! `eldorado import FILE --from durango|shlomoalon -o OUT`: another program's
//! course, written as a course file, with what its format could not say on
//! standard error.

use std::path::Path;
use std::process::ExitCode;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::course_input::{FileArg, read_stdin};
use super::course_output::write_and_check;
use super::{CliError, output};
use eldorado_core::course::LIMITS;
use eldorado_files::FileError;
use eldorado_formats::course_file::CourseError;
use eldorado_formats::{self, Client, ImportError};

/// `--from` takes the core's programs by their command-line names.
pub fn program_parser() -> impl TypedValueParser<Value = Client> {
    let values = Client::ALL.map(|c| PossibleValue::new(c.key()).help(help(c)));
    PossibleValuesParser::new(values).map(|key| {
        Client::ALL
            .into_iter()
            .find(|c| c.key() == key)
            .expect("clap accepts only the listed names")
    })
}

fn help(client: Client) -> &'static str {
    match client {
        Client::Durango => "perimosocordiae/durango: a layout CSV (board,rotation,q,r)",
        Client::ShlomoAlon => {
            "ShlomoAlon/el-dorado: a course object, as JSON or as in its course list"
        }
    }
}

/// Writes another program's course as a course file, its losses as warnings.
pub fn run(
    client: Client,
    file: &Path,
    output_arg: &Path,
    force: bool,
) -> Result<ExitCode, CliError> {
    let place = FileArg::of(file);
    let label = place.label();
    let imported = match &place {
        FileArg::Path(path) => eldorado_formats::import_file(client, path),
        FileArg::Standard => read_stdin(LIMITS.file_bytes)
            .map_err(|cause| ImportError::Read(FileError::read(Path::new("-"), cause).into()))
            .and_then(|bytes| eldorado_formats::import::client_text(client, bytes))
            // Standard input has no file name to name the course after.
            .and_then(|text| eldorado_formats::import(client, &text, "course")),
    };
    let imported = imported.map_err(|e| match e {
        // A read error names the file itself.
        ImportError::Read(CourseError::File(_)) => CliError::failed(e),
        e => CliError::about(&label, e),
    })?;
    for loss in &imported.losses {
        output::error(&format!("warning: {loss}"));
    }
    write_and_check(&imported.course, output_arg, force)
}
