//! `eldorado export FILE --format client-json|svg|png|sheet|code|durango|shlomoalon [-o OUT] [--size N | --scale S] [--overlay FILE]`

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::{EXIT_ERROR, EXIT_INVALID, EXIT_OK};
use eldorado_core::course;
use eldorado_core::export::share_code::Keep;
use eldorado_core::export::{self, ExportOptions, Overlays, PictureOptions, PictureSize};
use eldorado_core::map::Map;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Spaces, neighbours, seams and pieces as JSON for other programs.
    ClientJson,
    /// A picture as SVG.
    Svg,
    /// A picture as PNG.
    Png,
    /// A printable A4 setup sheet (SVG).
    Sheet,
    /// A share code: the whole course as one line of text.
    Code,
    /// A layout CSV for the durango program; what it cannot keep is a warning.
    Durango,
    /// A course object (JSON) for ShlomoAlon's web game; what it cannot keep is a warning.
    Shlomoalon,
}

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The course file.
    pub file: PathBuf,
    /// What to make.
    #[arg(long, value_enum)]
    pub format: Format,
    /// Where to write it; standard output if left out (except for png).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Pictures: pixels along the longest side.
    #[arg(long, value_name = "N", conflicts_with = "scale")]
    pub size: Option<u32>,
    /// Pictures: pixels from one hex centre to the next (default 40).
    #[arg(long, value_name = "S")]
    pub scale: Option<f32>,
    /// Share codes: leave the author and notes out, for a much shorter code.
    #[arg(long)]
    pub short: bool,
    /// Pictures: routes and a heat map to draw over the course (JSON, see docs/client-course-format.md).
    #[arg(long, value_name = "FILE")]
    pub overlay: Option<PathBuf>,
    /// Write OUT even if it is a course file.
    #[arg(long)]
    pub force: bool,
}

fn fail(message: impl std::fmt::Display) -> u8 {
    eprintln!("eldorado: {message}");
    EXIT_ERROR
}

pub fn run(args: &ExportArgs) -> u8 {
    let picture = matches!(args.format, Format::Svg | Format::Png);
    if !picture && (args.size.is_some() || args.scale.is_some() || args.overlay.is_some()) {
        return fail("--size, --scale and --overlay apply to the svg and png formats only");
    }
    if args.short && args.format != Format::Code {
        return fail("--short applies to the code format only");
    }
    if args.format == Format::Png && args.output.is_none() {
        return fail("a PNG is written to a file: add -o FILE.png");
    }
    let shown = args.file.display();
    let course = match course::load(&args.file) {
        Ok(c) => c,
        Err(e) => return fail(format!("{shown}: {e}")),
    };
    let assembly = Map::assemble(&course);
    if !assembly.is_valid() {
        let n = assembly.problems.len();
        eprintln!("{shown}: invalid ({n} problem{}), nothing exported", if n == 1 { "" } else { "s" });
        for p in &assembly.problems {
            eprintln!("  - {p}");
        }
        return EXIT_INVALID;
    }
    let overlays = match &args.overlay {
        None => Overlays::default(),
        Some(path) => match read_overlay(path) {
            Ok(o) => o,
            Err(e) => return fail(e),
        },
    };
    let size = match (args.size, args.scale) {
        (Some(n), _) => PictureSize::Longest(n),
        (None, Some(s)) => PictureSize::Scale(s),
        (None, None) => PictureSize::default(),
    };
    let options = ExportOptions {
        picture: PictureOptions { size, overlays },
        code: if args.short { Keep::NameOnly } else { Keep::Everything },
    };
    let format = match args.format {
        Format::ClientJson => export::Format::ClientJson,
        Format::Svg => export::Format::Svg,
        Format::Png => export::Format::Png,
        Format::Sheet => export::Format::Sheet,
        Format::Code => export::Format::Code,
        Format::Durango => export::Format::Durango,
        Format::Shlomoalon => export::Format::ShlomoAlon,
    };
    // Re-exporting over an old picture is routine; writing over a course is a slip.
    if let Some(path) = &args.output
        && !args.force
        && let course::Existing::Course { .. } = course::existing(path)
    {
        return fail(format!(
            "{} is a course file, and writing the export there would replace the course; it was left untouched (add --force to replace it)",
            path.display()
        ));
    }
    let bytes = match export::export(&course, &assembly, format, &options) {
        Ok(exported) => {
            for loss in &exported.losses {
                eprintln!("eldorado: warning: {loss}");
            }
            exported.bytes
        }
        Err(export::ExportError::Refused(why)) => {
            eprintln!("eldorado: {shown}: {why}");
            return EXIT_INVALID;
        }
        Err(e) => return fail(e),
    };
    match &args.output {
        Some(path) => match course::atomic_write(path, &bytes) {
            Ok(()) => EXIT_OK,
            Err(e) => fail(e),
        },
        None => {
            let mut out = std::io::stdout().lock();
            match out.write_all(&bytes).and_then(|()| out.flush()) {
                Ok(()) => EXIT_OK,
                Err(e) => fail(format!("cannot write to standard output: {e}")),
            }
        }
    }
}

fn read_overlay(path: &Path) -> Result<Overlays, String> {
    let shown = path.display();
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    if meta.len() > export::overlay::MAX_OVERLAY_BYTES as u64 {
        return Err(format!("{shown}: the overlay file is larger than {} bytes", export::overlay::MAX_OVERLAY_BYTES));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    Overlays::from_json(&text).map_err(|e| format!("{shown}: {e}"))
}
