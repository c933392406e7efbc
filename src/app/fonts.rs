//! The editor's fonts: egui's own first, then the fonts the pictures and the
//! setup sheet embed (`eldorado_pictures::fonts`), so that a name in any
//! script the sheet prints also shows on screen (Greek, Cyrillic, Arabic,
//! Hebrew, Chinese and Japanese). egui lays text out one character after
//! another: Arabic shows unjoined and Hebrew and Arabic left to right.

use std::sync::Arc;

use egui::{FontData, FontDefinitions, FontFamily};
use eldorado_pictures::fonts::{self, Font};

/// egui's fonts with the pictures' fonts after them, in both families.
pub fn definitions() -> FontDefinitions {
    let mut definitions = FontDefinitions::default();
    // egui already has Noto Emoji; DejaVu Sans brings what Ubuntu Light lacks.
    let extra = std::iter::once(&fonts::DEJAVU_SANS)
        .chain(fonts::FALLBACKS.iter())
        .filter(|f: &&Font| !definitions.font_data.contains_key(f.family));
    let extra: Vec<&Font> = extra.collect();
    for font in extra {
        let name = font.family.to_owned();
        definitions.font_data.insert(name.clone(), Arc::new(FontData::from_static(font.bytes)));
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            definitions.families.entry(family).or_default().push(name.clone());
        }
    }
    definitions
}

/// Gives egui the fonts, once at start-up.
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(definitions());
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::FontId;

    #[test]
    fn the_screen_has_the_glyphs_the_sheet_prints() {
        let names = "Дорога Ωμέγα Việt طريق דרך 黄金の道";
        let has = |ctx: &egui::Context, family: FontFamily| {
            ctx.fonts_mut(|f| f.has_glyphs(&FontId::new(14.0, family), names))
        };
        // A pass lays the fonts out; its textures are not drawn here.
        let pass = |ctx: &egui::Context| {
            ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear()
        };
        let plain = egui::Context::default();
        pass(&plain);
        assert!(!has(&plain, FontFamily::Proportional), "egui alone lacks some");
        let ctx = egui::Context::default();
        install(&ctx);
        pass(&ctx);
        assert!(has(&ctx, FontFamily::Proportional));
        assert!(has(&ctx, FontFamily::Monospace));
    }
}
