//! `eldorado export FILE --format client-json|svg|png|sheet|pdf|code|durango|shlomoalon [-o OUT] [--size N | --scale S] [--overlay FILE] [--paper a4|letter] [--lang en|fr]`

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::course_input::{FileArg, Loaded, load_valid, read_stdin};
use super::error::ValueError;
use super::output;
use super::progress::ProgressDisplay;
use super::{CliError, EXIT_OK};
use eldorado_core::map::Assembly;
use eldorado_core::text::excerpt;
use eldorado_files::FileError;
use eldorado_formats::output_kind::{KeptOrFailed, Kind, Looks};
use eldorado_formats::share_code::Keep;
use eldorado_messages::Lang;
use eldorado_pictures::export::{self, ExportOptions, Format};
use eldorado_pictures::overlay::{self, OverlayError};
use eldorado_pictures::picture::{PictureOptions, PictureSize};
use eldorado_pictures::{Overlays, Paper};

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The course file, or - for standard input.
    pub file: PathBuf,
    /// What to make.
    #[arg(long, value_parser = format_parser())]
    pub format: Format,
    /// Where to write it, or - for standard output; standard output if left out (except for png).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Pictures: pixels along the longest side (1 to 8192).
    #[arg(long, value_name = "N", conflicts_with = "scale", value_parser = parse_size)]
    pub size: Option<u32>,
    /// Pictures: pixels from one hex centre to the next (default 40).
    #[arg(long, value_name = "S", value_parser = parse_scale)]
    pub scale: Option<f32>,
    /// Share codes: leave the author and notes out, for a much shorter code.
    #[arg(long)]
    pub short: bool,
    /// Setup sheets (sheet, pdf): the paper to lay the page out for.
    #[arg(long, value_name = "PAPER", value_parser = paper_parser())]
    pub paper: Option<Paper>,
    /// Setup sheets (sheet, pdf): the language of the sheet's words (default en).
    #[arg(long, value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<Lang>,
    /// Pictures: routes and a heat map to draw over the course (JSON, see docs/client-course-format.md), or - for standard input.
    #[arg(long, value_name = "FILE")]
    pub overlay: Option<PathBuf>,
    /// Write OUT even if it holds something other than an earlier export of this kind (a course, a record, another file).
    #[arg(long)]
    pub force: bool,
}

/// `--format` takes the core's formats by their command-line names.
fn parse_size(text: &str) -> Result<u32, ValueError> {
    let max = eldorado_pictures::picture::MAX_SIDE;
    let given = || excerpt(text, 40);
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| ValueError::Size { given: given(), max })
}

fn parse_scale(text: &str) -> Result<f32, ValueError> {
    let parsed = text.trim().parse::<f32>();
    parsed.clone().ok().filter(|s| s.is_finite() && *s > 0.0).ok_or_else(|| ValueError::Scale {
        given: excerpt(text, 40),
        too_large: parsed.is_ok_and(|s| s == f32::INFINITY),
    })
}

fn format_parser() -> impl TypedValueParser<Value = Format> {
    let values = Format::ALL.map(|f| PossibleValue::new(f.key()).help(help(f)));
    PossibleValuesParser::new(values).map(|key| {
        Format::ALL
            .into_iter()
            .find(|f| f.key() == key)
            .expect("clap accepts only the listed names")
    })
}

/// `--paper` takes the sheet's papers by their command-line names.
fn paper_parser() -> impl TypedValueParser<Value = Paper> {
    let values = Paper::ALL.map(|p| PossibleValue::new(p.key()).help(p.name()));
    PossibleValuesParser::new(values).map(|key| {
        Paper::ALL.into_iter().find(|p| p.key() == key).expect("clap accepts only the listed names")
    })
}

/// `--lang` takes the studio's languages by their codes.
fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    let values = Lang::ALL.map(|l| PossibleValue::new(l.key()).help(l.native_name()));
    PossibleValuesParser::new(values).map(|key| {
        Lang::ALL.into_iter().find(|l| l.key() == key).expect("clap accepts only the listed names")
    })
}

fn help(format: Format) -> &'static str {
    match format {
        Format::ClientJson => "Spaces, neighbours, seams and pieces as JSON for other programs",
        Format::Svg => "A picture as SVG",
        Format::Png => "A picture as PNG",
        Format::Sheet => "A printable setup sheet (SVG, A4 or --paper letter)",
        Format::Pdf => "The printable setup sheet as a PDF (A4 or --paper letter)",
        Format::Code => "A share code: the whole course as one line of text",
        Format::Durango => "A layout CSV for the durango program; what it cannot keep is a warning",
        Format::ShlomoAlon => {
            "A course object (JSON) for ShlomoAlon's web game; what it cannot keep is a warning"
        }
    }
}

/// Writes the export of a valid course, with what the format loses as warnings.
pub fn run(args: &ExportArgs) -> Result<ExitCode, CliError> {
    let fail = |message: &str| Err(CliError::failed(message));
    let picture = matches!(args.format, Format::Svg | Format::Png);
    if !picture && (args.size.is_some() || args.scale.is_some() || args.overlay.is_some()) {
        return fail("--size, --scale and --overlay apply to the svg and png formats only");
    }
    if args.short && args.format != Format::Code {
        return fail("--short applies to the code format only");
    }
    if args.paper.is_some() && !matches!(args.format, Format::Sheet | Format::Pdf) {
        return fail("--paper applies to the sheet and pdf formats only");
    }
    if args.lang.is_some() && !matches!(args.format, Format::Sheet | Format::Pdf) {
        return fail("--lang applies to the sheet and pdf formats only");
    }
    let target = args.output.as_deref().map(FileArg::of);
    if matches!(args.format, Format::Png | Format::Pdf) {
        let ext = args.format.extension();
        let kind = if args.format == Format::Png { "PNG" } else { "PDF" };
        match &target {
            None => {
                return fail(&format!(
                    "a {kind} is written to a file: add -o FILE.{ext} (or -o - for standard output)"
                ));
            }
            Some(FileArg::Standard) if std::io::stdout().is_terminal() => {
                return fail(&format!(
                    "standard output is a terminal, where a {kind} would print as garbage: add -o FILE.{ext}, or send it into a pipe"
                ));
            }
            _ => {}
        }
    }
    if args.overlay.as_deref().is_some_and(|o| o.as_os_str() == "-") && args.file.as_os_str() == "-"
    {
        return fail(
            "standard input can be read only once: give the course or the overlay as a file",
        );
    }
    let Loaded { course, map, label } = load_valid(&args.file, "exported")?;
    let overlays = match args.overlay.as_deref().map(FileArg::of) {
        None => Overlays::default(),
        Some(place) => read_overlay(&place).map_err(|e| CliError::about(&place.label(), e))?,
    };
    let size = match (args.size, args.scale) {
        (Some(n), _) => PictureSize::Longest(n),
        (None, Some(s)) => PictureSize::Scale(s),
        (None, None) => PictureSize::default(),
    };
    let options = ExportOptions {
        picture: PictureOptions { size, overlays },
        code: if args.short { Keep::NameOnly } else { Keep::Everything },
        paper: args.paper.unwrap_or_default(),
        lang: args.lang.unwrap_or_default(),
    };
    // Re-exporting over an earlier export of the kind is routine; writing over
    // anything else (a course being edited, a record) is a slip. Said before
    // the work, and judged again on the file there at the moment of writing.
    let kind = args.format.kind();
    if let Some(FileArg::Path(path)) = &target {
        let label = FileArg::Path(path.clone()).label();
        if let Ok(eldorado_files::atomic_file::Target::Refused(why)) =
            eldorado_files::atomic_file::inspect(path)
        {
            return Err(CliError::failed(format!("cannot write {label}: {why}")));
        }
        if !args.force
            && let Some(looks) = kind.refuses(path)
        {
            return Err(kept(&label, looks, kind));
        }
        if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty())
            && !folder.is_dir()
        {
            let why = if folder.exists() { "is not a folder" } else { "does not exist" };
            return Err(CliError::failed(format!(
                "cannot write {label}: its folder {} {why}",
                output::path(folder)
            )));
        }
    }
    // A course read by load_valid is valid: its assembly has no problems.
    let assembly = Assembly { map, problems: Vec::new() };
    // A large PNG with many overlay routes takes seconds to draw.
    let exported = {
        let _progress =
            ProgressDisplay::start(&format!("exporting ({})", args.format.key()), "", None);
        export::export(&course, &assembly, args.format, &options)
    };
    let bytes = match exported {
        Ok(exported) => {
            for loss in &exported.losses {
                output::error(&format!("warning: {loss}"));
            }
            exported.bytes
        }
        // The other programs' formats cannot hold every course: one sentence says why.
        Err(export::ExportError::Refused(why)) => {
            return Err(CliError::Refused(format!("{label}: {why}")));
        }
        Err(e) => return Err(e.into()),
    };
    let written = match &target {
        Some(FileArg::Path(path)) if args.force => eldorado_files::write(path, &bytes),
        Some(FileArg::Path(path)) => match kind.write(path, &bytes) {
            Ok(()) => Ok(()),
            Err(KeptOrFailed::Failed(e)) => Err(e),
            Err(KeptOrFailed::Kept(looks)) => {
                return Err(kept(&FileArg::Path(path.clone()).label(), looks, kind));
            }
        },
        _ => Ok(()),
    };
    match target {
        Some(FileArg::Path(_)) => match written {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(e) if is_closed_pipe(&e) => Ok(ExitCode::SUCCESS),
            Err(e) => Err(e.into()),
        },
        Some(FileArg::Standard) | None => output::finish(output::print_bytes(&bytes), EXIT_OK),
    }
}

/// The one sentence for a file an export leaves untouched: what it looks
/// like, and how to replace it.
pub(super) fn kept(label: &str, looks: Looks, kind: Kind) -> CliError {
    CliError::failed(match looks {
        Looks::Unreadable(cause) => format!(
            "{label} cannot be read ({cause}), so what it holds is unknown; it was left untouched (add --force to replace it)"
        ),
        looks => format!(
            "{label} holds {looks}, not {}; it was left untouched (add --force to replace it)",
            kind.words()
        ),
    })
}

/// A FIFO whose reader went away early, like a closed standard output, is not an error.
fn is_closed_pipe(e: &FileError) -> bool {
    e.kind() == std::io::ErrorKind::BrokenPipe
}

fn read_overlay(place: &FileArg) -> Result<Overlays, OverlayError> {
    match place {
        FileArg::Path(p) => Overlays::load(p),
        FileArg::Standard => Overlays::from_bytes(&read_stdin(overlay::MAX_OVERLAY_BYTES as u64)?),
    }
}
