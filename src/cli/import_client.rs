//! `eldorado import FILE --from durango|shlomoalon -o OUT`: another program's
//! course, written as a course file, with what its format could not say on
//! standard error.

use std::path::Path;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::course_input::{Place, read_stdin};
use super::import::{fail, write_and_check};
use super::output;
use eldorado_core::course::{self, CourseError, LIMITS};
use eldorado_core::interop::{self, Client, ImportError};

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

pub fn run(client: Client, file: &Path, output_arg: &Path, force: bool) -> u8 {
    let place = Place::of(file);
    let label = place.label();
    let imported = match &place {
        Place::Path(path) => interop::import_file(client, path),
        Place::Standard => read_stdin(LIMITS.file_bytes)
            .map_err(|source| ImportError::Read(CourseError::Read { path: "-".into(), source }))
            .and_then(|bytes| Ok(course::text_from_bytes(bytes)?))
            // Standard input has no file name to name the course after.
            .and_then(|text| interop::import(client, &text, "course")),
    };
    let imported = match imported {
        Ok(i) => i,
        // A read error names the file itself.
        Err(e @ ImportError::Read(CourseError::Read { .. })) => return fail(&e.to_string()),
        Err(e) => return fail(&format!("{label}: {e}")),
    };
    for loss in &imported.losses {
        output::error(&format!("warning: {loss}"));
    }
    write_and_check(&imported.course, output_arg, force)
}
