//! A candidate in one line, as data until worded: "start B · boards C, F, H
//! · strip O · 1 bend · 1 real route choice · 4 blockades · 92 spaces". The
//! command line and the JSON keep its English ([`Outline::said`] in
//! English); the editor's Generate window says it in its language.

use eldorado_messages::{Lang, text_with};

/// What a candidate's line says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outline {
    /// The start board's side.
    pub start: String,
    /// The terrain boards' sides, in course order.
    pub boards: Vec<String>,
    /// The strips' sides, in course order.
    pub strips: Vec<String>,
    /// Pieces turned from the one before.
    pub bends: usize,
    /// The real route choices its games confirmed.
    pub choices: usize,
    /// The tactics that can win it and its tactical route choices, when asked.
    pub tactics: Option<(usize, usize)>,
    /// Blockades.
    pub blockades: usize,
    /// Spaces.
    pub spaces: usize,
}

impl Outline {
    /// The line in `lang`, its parts joined by " · ".
    pub fn said(&self, lang: Lang) -> String {
        let count = |id: &str, n: usize| text_with(lang, id, &[("count", n.into())]);
        let listed = |id: &str, sides: &[String]| {
            text_with(
                lang,
                id,
                &[("count", sides.len().into()), ("sides", sides.join(", ").into())],
            )
        };
        let mut parts = vec![
            text_with(lang, "generate-outline-start", &[("side", self.start.as_str().into())]),
            listed("generate-outline-boards", &self.boards),
        ];
        if !self.strips.is_empty() {
            parts.push(listed("generate-outline-strips", &self.strips));
        }
        parts.push(count("generate-outline-bends", self.bends));
        if self.choices > 0 {
            parts.push(count("generate-outline-choices", self.choices));
        }
        if let Some((n, tactical)) = self.tactics {
            parts.push(count("generate-outline-tactics", n));
            if tactical > 0 {
                parts.push(count("generate-outline-tactical", tactical));
            }
        }
        parts.push(count("generate-outline-blockades", self.blockades));
        parts.push(count("generate-outline-spaces", self.spaces));
        parts.join(" · ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_candidates_line_reads_in_both_languages() {
        let outline = Outline {
            start: "B".into(),
            boards: vec!["C".into(), "F".into()],
            strips: vec!["O".into()],
            bends: 1,
            choices: 2,
            tactics: Some((3, 1)),
            blockades: 4,
            spaces: 92,
        };
        assert_eq!(
            outline.said(Lang::English),
            "start B · boards C, F · strip O · 1 bend · 2 real route choices · 3 tactics can win \
             it · 1 tactical route choice · 4 blockades · 92 spaces"
        );
        assert_eq!(
            outline.said(Lang::French),
            "départ B · plateaux C, F · bande O · 1 virage · 2 vrais choix d'itinéraire · 3 \
             tactiques peuvent le gagner · 1 choix d'itinéraire tactique · 4 barrières · 92 cases"
        );
    }
}
