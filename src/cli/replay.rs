//! `eldorado replay FILE`: tells a saved game turn by turn, in the words of
//! `eldorado simulate --trace` — the same lines for the same game.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::course_input::{FileArg, read_stdin};
use super::output;
use super::{CliError, EXIT_OK};
use eldorado_files::FileError;
use eldorado_formats::game_record::{self, SavedGame};

/// The options of `eldorado replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The game record (saved by the editor's Game > Save game record… or by
    /// `simulate --trace SEED --record FILE`), or - for standard input.
    pub file: PathBuf,
}

/// Reads a game record (a file, or standard input for `-`).
pub fn read(place: &FileArg) -> Result<SavedGame, game_record::GameRecordError> {
    match place {
        FileArg::Path(p) => game_record::load(p),
        FileArg::Standard => {
            let bytes = read_stdin(game_record::MAX_BYTES)
                .map_err(|cause| FileError::read(Path::new("standard input"), cause))?;
            game_record::from_bytes(bytes)
        }
    }
}

/// Prints the game's story.
pub fn run(args: &ReplayArgs) -> Result<ExitCode, CliError> {
    let place = FileArg::of(&args.file);
    let saved = read(&place).map_err(|e| CliError::about(&place.label(), e))?;
    let plan = eldorado_sim::Plan::new(saved.game.board().clone());
    let lines =
        eldorado_design::passings::tell(&saved.game, &plan, eldorado_messages::Lang::English);
    output::finish(output::print(&(lines.join("\n") + "\n")), EXIT_OK)
}
