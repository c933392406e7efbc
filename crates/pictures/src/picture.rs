//! Pictures of a course, drawn headless: SVG, and PNG rendered from the same SVG
//! with resvg. Any course can be drawn, a broken one too (as the editor does).

use crate::overlay::Overlays;
use crate::svg::{self, Drawing, text::Lettering};
use eldorado_core::course::Course;
use eldorado_core::map::Map;

/// Why a picture could not be made. Each message is one sentence.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The size asked for is out of bounds.
    #[error("{0}")]
    Size(String),
    /// The drawing could not be turned into pixels.
    #[error("{0}")]
    Render(String),
    /// An overlay holds more than a picture draws in reasonable time.
    #[error("{0}")]
    Overlay(String),
}

/// The distance between the centres of neighbouring hexes is √3 corner radii.
const SQRT_3: f32 = 1.732_050_8;
/// The largest picture side, in pixels (64 megapixels for a square).
pub const MAX_SIDE: u32 = 8192;
/// Pixels per hex when nothing is asked.
pub const DEFAULT_SCALE: f32 = 40.0;

/// How large a picture is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PictureSize {
    /// Pixels from one hex centre to the next (the width of a hex).
    Scale(f32),
    /// Pixels along the longest side of the picture.
    Longest(u32),
}

impl Default for PictureSize {
    fn default() -> Self {
        PictureSize::Scale(DEFAULT_SCALE)
    }
}

/// What to draw and how large.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PictureOptions {
    /// How large to draw it.
    pub size: PictureSize,
    /// What to draw over the course.
    pub overlays: Overlays,
}

/// A drawn course, ready to be written as SVG or rendered to pixels.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The SVG document.
    pub svg: String,
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// Characters of its text (overlay legends) that no embedded font has.
    pub missing: std::collections::BTreeSet<char>,
}

/// Pixel size of a drawing, or why it cannot have one.
fn pixels(view: svg::Rect, size: PictureSize) -> Result<(u32, u32), PictureError> {
    let longest = view.w.max(view.h);
    let per_unit = match size {
        PictureSize::Scale(s) if s.is_finite() && s > 0.0 => s / SQRT_3,
        PictureSize::Scale(s) => {
            return Err(PictureError::Size(format!(
                "a scale of {s} pixels per hex is not possible; give a number above 0"
            )));
        }
        PictureSize::Longest(0) => {
            return Err(PictureError::Size("a picture must be at least 1 pixel wide".into()));
        }
        PictureSize::Longest(px) => px as f32 / longest,
    };
    let (w, h) = ((view.w * per_unit).round().max(1.0), (view.h * per_unit).round().max(1.0));
    if w > MAX_SIDE as f32 || h > MAX_SIDE as f32 {
        // A scale near f32's end gives sides of billions of pixels, or infinity.
        let would_be = if w.max(h) < 1e7 {
            format!("{w:.0} × {h:.0} pixels")
        } else {
            "millions of pixels on a side".to_string()
        };
        return Err(PictureError::Size(format!(
            "the picture would be {would_be}, larger than the limit of {MAX_SIDE} on a side; ask for a smaller --size or --scale"
        )));
    }
    Ok((w as u32, h as u32))
}

/// Draws a course from its assembled map; the course's name titles the file.
pub fn picture(
    course: &Course,
    map: &Map,
    options: &PictureOptions,
) -> Result<Picture, PictureError> {
    let mut lettering = Lettering::default();
    let Drawing { view, body, overlong } = svg::draw_course(map, &options.overlays, &mut lettering);
    if let Some(why) = overlong {
        return Err(PictureError::Overlay(why));
    }
    let (width, height) = pixels(view, options.size)?;
    let title = if course.name.is_empty() { "El Dorado course" } else { &course.name };
    let svg =
        svg::document(&width.to_string(), &height.to_string(), view, title, &lettering, &body);
    Ok(Picture { svg, width, height, missing: lettering.missing().clone() })
}

/// The course as SVG text.
pub fn svg(course: &Course, map: &Map, options: &PictureOptions) -> Result<String, PictureError> {
    picture(course, map, options).map(|p| p.svg)
}

/// The course as a PNG file's bytes.
pub fn png(course: &Course, map: &Map, options: &PictureOptions) -> Result<Vec<u8>, PictureError> {
    let p = picture(course, map, options)?;
    render_png(&p.svg, p.width, p.height)
}

/// Renders SVG text to a PNG of the given size.
pub fn render_png(svg_text: &str, width: u32, height: u32) -> Result<Vec<u8>, PictureError> {
    let tree = resvg::usvg::Tree::from_str(svg_text, &resvg::usvg::Options::default())
        .map_err(|e| PictureError::Render(format!("the drawing could not be read back: {e}")))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height).ok_or_else(|| {
        PictureError::Size(format!("a {width} × {height} picture cannot be made"))
    })?;
    let size = tree.size();
    let transform = resvg::tiny_skia::Transform::from_scale(
        width as f32 / size.width(),
        height as f32 / size.height(),
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| PictureError::Render(format!("the PNG could not be encoded: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn sizes_follow_the_options() {
        let course = official::default_course();
        let map = Map::build(&course).unwrap();
        let picture = |options: &PictureOptions| picture(&course, &map, options);
        let p = picture(&PictureOptions { size: PictureSize::Longest(500), ..Default::default() })
            .unwrap();
        assert_eq!(p.width.max(p.height), 500);
        let small =
            picture(&PictureOptions { size: PictureSize::Scale(10.0), ..Default::default() })
                .unwrap();
        let big = picture(&PictureOptions { size: PictureSize::Scale(20.0), ..Default::default() })
            .unwrap();
        assert!((big.width as i64 - 2 * small.width as i64).abs() <= 1);
        assert_eq!(
            small.svg.split("viewBox").nth(1),
            big.svg.split("viewBox").nth(1),
            "only the size changes"
        );
        let e = picture(&PictureOptions { size: PictureSize::Scale(1e6), ..Default::default() })
            .unwrap_err();
        assert!(e.to_string().contains("larger than the limit"), "{e}");
        assert!(
            picture(&PictureOptions { size: PictureSize::Scale(-1.0), ..Default::default() })
                .is_err()
        );
        assert!(
            picture(&PictureOptions { size: PictureSize::Longest(0), ..Default::default() })
                .is_err()
        );
    }

    #[test]
    fn an_empty_course_still_draws() {
        let empty = Course::default();
        let p = picture(&empty, &Map::assemble(&empty).map, &PictureOptions::default()).unwrap();
        assert!(p.svg.starts_with("<?xml"));
        assert!(render_png(&p.svg, p.width, p.height).is_ok());
    }
}
