//! Export to any format: the one dispatch over every output the studio writes
//! (File > Export in the editor, `eldorado export --format` on the command
//! line). The formats themselves live in `eldorado-formats` (text formats for
//! other programs) and in this crate (pictures and the setup sheet); this is
//! the one place that sees them all.

use std::collections::BTreeSet;
use std::path::Path;

use crate::pdf::{PdfError, sheet_pdf_in};
use crate::picture::{self, PictureError, PictureOptions, render_png};
use crate::sheet::{Paper, sheet_on};
use crate::svg::text::Lettering;
use eldorado_core::course::Course;
use eldorado_core::map::{Assembly, Map, Problem};
use eldorado_core::text::count;
use eldorado_files::FileError;
use eldorado_formats::client_json::{self, ClientDifficulty, client_course};
use eldorado_formats::share_code::{self, ShareCodeError};
use eldorado_formats::{Loss, Refusal, durango, shlomoalon};
use eldorado_messages::Lang;

/// What to export (File > Export in the editor, `--format` on the command line).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// The client JSON (valid courses only).
    ClientJson,
    /// A picture as SVG.
    Svg,
    /// A picture as PNG.
    Png,
    /// The printable setup sheet (SVG, A4 or Letter).
    Sheet,
    /// The printable setup sheet as a PDF.
    Pdf,
    /// A share code (one line of text).
    Code,
    /// durango's layout CSV (valid courses only).
    Durango,
    /// ShlomoAlon's course object as JSON (valid courses only).
    ShlomoAlon,
}

impl Format {
    /// Every format, in the order menus list them.
    pub const ALL: [Format; 8] = [
        Format::ClientJson,
        Format::Svg,
        Format::Png,
        Format::Sheet,
        Format::Pdf,
        Format::Code,
        Format::Durango,
        Format::ShlomoAlon,
    ];

    /// Its name on the command line (`--format client-json`).
    pub fn key(self) -> &'static str {
        match self {
            Format::ClientJson => "client-json",
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Sheet => "sheet",
            Format::Pdf => "pdf",
            Format::Code => "code",
            Format::Durango => "durango",
            Format::ShlomoAlon => "shlomoalon",
        }
    }

    /// The kind of file it makes, which an export may write over without
    /// being told to (an SVG over an earlier SVG, never over a course).
    pub fn kind(self) -> eldorado_formats::output_kind::Kind {
        use eldorado_formats::output_kind::Kind;
        match self {
            Format::ClientJson => Kind::ClientJson,
            Format::Svg | Format::Sheet => Kind::Svg,
            Format::Png => Kind::Png,
            Format::Pdf => Kind::Pdf,
            Format::Code => Kind::Code,
            Format::Durango => Kind::Durango,
            Format::ShlomoAlon => Kind::ShlomoAlon,
        }
    }

    /// The usual file name ending.
    pub fn extension(self) -> &'static str {
        match self {
            Format::ClientJson | Format::ShlomoAlon => "json",
            Format::Durango => "csv",
            Format::Svg | Format::Sheet => "svg",
            Format::Png => "png",
            Format::Pdf => "pdf",
            Format::Code => "txt",
        }
    }

    /// A name for menus: "Client JSON", "SVG picture", ...
    pub fn name(self) -> &'static str {
        match self {
            Format::ClientJson => "Client JSON",
            Format::Svg => "SVG picture",
            Format::Png => "PNG picture",
            Format::Sheet => "Setup sheet (SVG)",
            Format::Pdf => "Setup sheet (PDF)",
            Format::Code => "Share code",
            Format::Durango => "durango layout (CSV)",
            Format::ShlomoAlon => "ShlomoAlon course (JSON)",
        }
    }
}

/// Everything an export may be asked for beyond the format.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ExportOptions {
    /// Size and overlays of pictures.
    pub picture: PictureOptions,
    /// What share codes keep besides the layout and name.
    pub code: share_code::Keep,
    /// The paper of the setup sheet (SVG and PDF).
    pub paper: Paper,
    /// The language of the setup sheet's words (SVG and PDF).
    pub lang: Lang,
}

/// An export and what it could not keep of the course.
#[derive(Debug, Clone, PartialEq)]
pub struct Exported {
    /// The file's bytes.
    pub bytes: Vec<u8>,
    /// What the other programs' formats cannot keep, and the characters a
    /// picture or sheet cannot draw; shown before writing.
    pub losses: Vec<Loss>,
}

/// An export of a course with its losses, drawn from its assembly
/// (`Map::assemble(course)`, which the caller already has). Only the client
/// JSON and the other programs' formats need a valid course; pictures, sheets
/// and codes are made of any course, as the editor shows it.
pub fn export(
    course: &Course,
    assembly: &Assembly,
    format: Format,
    options: &ExportOptions,
) -> Result<Exported, ExportError> {
    let valid = || -> Result<&Map, ExportError> {
        if assembly.is_valid() {
            Ok(&assembly.map)
        } else {
            Err(ExportError::Invalid(assembly.problems.clone()))
        }
    };
    let map = &assembly.map;
    let drawn = |bytes: Vec<u8>, missing: &BTreeSet<char>| Exported {
        bytes,
        losses: if missing.is_empty() {
            Vec::new()
        } else {
            vec![Loss::MissingGlyphs { chars: missing.iter().copied().collect() }]
        },
    };
    let written = match format {
        Format::Durango => durango::write(course, valid()?)?,
        Format::ShlomoAlon => shlomoalon::write(course, valid()?)?,
        Format::ClientJson => {
            let json =
                client_json::to_json(&client_course(course, valid()?, client_difficulty(map)));
            return Ok(Exported { bytes: json.into_bytes(), losses: Vec::new() });
        }
        Format::Svg | Format::Png => {
            let p = picture::picture(course, map, &options.picture)?;
            let bytes = match format {
                Format::Png => render_png(&p.svg, p.width, p.height)?,
                _ => p.svg.into_bytes(),
            };
            let mut exported = drawn(bytes, &p.missing);
            let cut = options.picture.overlays.labels_cut;
            if cut > 0 {
                exported
                    .losses
                    .push(Loss::LabelsCut { count: cut, limit: crate::overlay::MAX_LABEL_CHARS });
            }
            return Ok(exported);
        }
        Format::Sheet => {
            let page = sheet_on(course, map, options.paper, Lettering::default(), options.lang);
            return Ok(drawn(page.svg.into_bytes(), &page.missing));
        }
        Format::Pdf => {
            let (bytes, missing) = sheet_pdf_in(course, map, options.paper, options.lang)?;
            return Ok(drawn(bytes, &missing));
        }
        Format::Code => {
            let code = share_code::encode_keeping(course, options.code)?;
            return Ok(Exported { bytes: format!("{code}\n").into_bytes(), losses: Vec::new() });
        }
    };
    Ok(Exported { bytes: written.text.into_bytes(), losses: written.losses })
}

/// The bytes of an export, without its losses (see [`export`]).
pub fn export_bytes(
    course: &Course,
    assembly: &Assembly,
    format: Format,
    options: &ExportOptions,
) -> Result<Vec<u8>, ExportError> {
    export(course, assembly, format, options).map(|e| e.bytes)
}

/// Writes an export to a file atomically: the old file stays whole if anything fails.
pub fn export_file(
    course: &Course,
    assembly: &Assembly,
    format: Format,
    options: &ExportOptions,
    path: &Path,
) -> Result<(), ExportError> {
    let bytes = export_bytes(course, assembly, format, options)?;
    eldorado_files::write(path, &bytes)?;
    Ok(())
}

/// Why an export could not be made. Each message is one sentence.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The course has problems, and the format needs a valid course.
    #[error("the course is not valid ({})", count(.0.len(), "problem", "problems"))]
    Invalid(Vec<Problem>),
    /// The picture could not be drawn at the size asked for.
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// The course cannot be put in a share code.
    #[error(transparent)]
    ShareCode(#[from] ShareCodeError),
    /// The PDF could not be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// The other program cannot hold this course.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] FileError),
}

/// The difficulty the client JSON carries: the analysis's headline estimate,
/// the figure the studio shows everywhere.
pub fn client_difficulty(map: &Map) -> Option<ClientDifficulty> {
    eldorado_analysis::analyze(map)
        .difficulty
        .map(|d| ClientDifficulty::new(&d.rating, d.players, d.standing))
}

impl ExportError {
    /// Why, in `lang` (no capital, no full stop). A picture's or a PDF's own
    /// detail (the renderer's English) is left out: what failed is said.
    pub fn said(&self, lang: Lang) -> String {
        use eldorado_messages::text_with;
        match self {
            ExportError::Invalid(problems) => {
                text_with(lang, "export-invalid", &[("count", problems.len().into())])
            }
            ExportError::Refused(r) => r.said(lang),
            ExportError::Write(f) => eldorado_formats::course_file::said::file_error(lang, f),
            ExportError::ShareCode(e) => eldorado_formats::share_code::said::said(lang, e),
            ExportError::Picture(_) => eldorado_messages::text(lang, "export-picture-failed"),
            ExportError::Pdf(_) => eldorado_messages::text(lang, "export-pdf-failed"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::Map;

    #[test]
    fn every_format_exports_and_writes() {
        let course = official::course("winding-paths").unwrap();
        let assembly = Map::assemble(&course);
        let dir = std::env::temp_dir().join(format!("eldorado-export-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for format in Format::ALL {
            let path = dir.join(format!("out.{}", format.extension()));
            export_file(&course, &assembly, format, &ExportOptions::default(), &path).unwrap();
            assert_eq!(
                std::fs::read(&path).unwrap(),
                export_bytes(&course, &assembly, format, &ExportOptions::default()).unwrap(),
                "{format:?}"
            );
        }
        let mut broken = course.clone();
        broken.pieces.pop();
        let broken_assembly = Map::assemble(&broken);
        assert!(matches!(
            export_bytes(&broken, &broken_assembly, Format::ClientJson, &ExportOptions::default()),
            Err(ExportError::Invalid(_))
        ));
        assert!(
            export_bytes(&broken, &broken_assembly, Format::Svg, &ExportOptions::default()).is_ok(),
            "a broken course is still drawn"
        );
        let e = export_file(
            &course,
            &assembly,
            Format::Svg,
            &ExportOptions::default(),
            &dir.join("missing/dir/x.svg"),
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("cannot write"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
