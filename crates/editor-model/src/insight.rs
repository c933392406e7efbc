//! What the editor shows about a course beyond its shape: the problems found by
//! the checks, what the analysis knows and the simulator's heatmap. Plain data:
//! [`super::from_analysis::compute`] fills it after every edit, in the same frame.
//!
//! Panels read only [`Insights`]; they never call the core themselves:
//! - the checks and the analysis ([`super::from_analysis`]) give the remarks of
//!   the problems panel, the overlays (cheapest routes, chokepoints, colour zones,
//!   reachability), per-space notes and the route summary;
//! - the simulation panel adds its heatmap with [`Insights::set_overlay`] when a
//!   run finishes (see `panels::simulation`).

use std::collections::BTreeMap;
use std::sync::Arc;

use eldorado_analysis::rating::Rating;
use eldorado_core::hex::Hex;
use eldorado_core::map::SpaceId;
use eldorado_design::routes::Origin;
use eldorado_design::run::Watched;
use eldorado_messages::{Lang, text};
use eldorado_pictures::style::Rgb;

/// How serious a remark is: the analysis's own scale. `Error`: the course breaks
/// a rule and cannot be played as it is; `Warning`: playable, but probably not
/// what the designer wants; `Info`: a design guideline (shown as a tip).
pub use eldorado_analysis::Severity;

/// One line of the problems panel: a problem the checks found, or a finding of
/// the analysis worded for the designer, with what to highlight when clicked.
#[derive(Debug, Clone, PartialEq)]
pub struct Remark {
    /// How serious it is.
    pub severity: Severity,
    /// The rulebook's design tip it applies ('a' to 'd'), if it is one: a
    /// tip is counted as a tip whatever its severity, never as a problem.
    pub tip: Option<char>,
    /// What is wrong or worth knowing, in a sentence.
    pub message: String,
    /// Side ids of the pieces concerned (their outlines are highlighted).
    pub pieces: Vec<String>,
    /// World hexes concerned (highlighted when the remark is clicked).
    pub hexes: Vec<Hex>,
    /// The route choice, shortcut or bend it speaks of (a tip b or tip c
    /// finding, a route-choice note): until games of the course are known,
    /// the finding is the estimate's alone.
    pub route: Option<Origin>,
    /// A note that the start spaces are unequally placed: the start it
    /// calls best placed and the one it calls worst, for the games to judge
    /// ([`crate::fairness_evidence`]).
    pub starts: Option<[u8; 2]>,
    /// What the games showed of it, once games of the course are known
    /// (tips b and c, route choices: [`crate::route_evidence`]; the start
    /// spaces' note: [`crate::fairness_evidence`]).
    pub games: Option<GamesSaid>,
}

/// What the games showed of one finding of the problems panel, and what a
/// designer should do about it.
#[derive(Debug, Clone, PartialEq)]
pub struct GamesSaid {
    /// What the finding speaks of, shown in place of its static sentence
    /// once the games judged it ("the shortcut on board I (tip b)"): the
    /// games' figures replace the estimate's rather than sitting under them.
    /// `None` keeps the finding's own sentence (the start spaces' note).
    pub subject: Option<String>,
    /// The evidence in a sentence, with who played: "In 200 games of fast
    /// bots: 100 % of pieces took the inner lane …: no real choice here".
    pub line: String,
    /// The one line a designer acts on: keep the warning and what to
    /// change, drop it, or nothing to change.
    pub verdict: String,
    /// Whether the games bear the finding out: a tip warning broken in play,
    /// a route choice real in play.
    pub holds: bool,
}

/// The overlays the editor offers. Each is a layer the user can toggle; a layer
/// is offered only once something provides it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OverlayKind {
    /// The cheapest route from each start space (analysis).
    CheapestRoutes,
    /// Chokepoints and narrow passages (analysis).
    Chokepoints,
    /// Zones of a single colour (analysis).
    ColourZones,
    /// Which spaces can be reached (analysis).
    Reachability,
    /// How often each space was visited in the simulated games (simulator).
    SimulationHeatmap,
    /// Which way the pieces took at each route choice, shortcut and bend, each
    /// way shaded by its share (simulator).
    RouteUsage,
}

impl OverlayKind {
    /// Every layer, in the order the View menu lists them.
    pub const ALL: [OverlayKind; 6] = [
        OverlayKind::CheapestRoutes,
        OverlayKind::Chokepoints,
        OverlayKind::ColourZones,
        OverlayKind::Reachability,
        OverlayKind::SimulationHeatmap,
        OverlayKind::RouteUsage,
    ];

    /// The layer's name in the View menu, in `lang`.
    pub fn title_in(self, lang: Lang) -> String {
        text(
            lang,
            match self {
                OverlayKind::CheapestRoutes => "finding-layer-cheapest-routes",
                OverlayKind::Chokepoints => "finding-layer-chokepoints",
                OverlayKind::ColourZones => "finding-layer-colour-zones",
                OverlayKind::Reachability => "finding-layer-reachability",
                OverlayKind::SimulationHeatmap => "finding-layer-heatmap",
                OverlayKind::RouteUsage => "finding-layer-route-usage",
            },
        )
    }
}

/// A layer drawn over the course: tinted spaces and paths through space centres.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Overlay {
    /// Spaces tinted with a colour and an opacity 0–255.
    pub tints: Vec<(Hex, Rgb, u8)>,
    /// Rings drawn inside spaces in a solid colour, their width 0–1 (a thin
    /// ring to the widest): the space's terrain stays readable inside, and
    /// the colour is the legend's own, unmixed with the terrain's.
    pub rings: Vec<(Hex, Rgb, f32)>,
    /// Polylines through hex centres, e.g. a route.
    pub paths: Vec<(Vec<Hex>, Rgb)>,
    /// Straight lines between points in hex units (a hex's centre at
    /// `hex::to_pixel(h, 1.0)`), e.g. the cut a piece crosses to pass a way.
    pub lines: Vec<([f64; 2], [f64; 2], Rgb)>,
    /// A short label drawn on a space, e.g. a cost.
    pub labels: Vec<(Hex, String)>,
    /// What a space's tooltip says of it while the layer is on, e.g. "entered
    /// 2.4 times a game".
    pub values: Vec<(Hex, String)>,
    /// The legend drawn beside the course while the layer is on: a title and
    /// the words at its light and dark ends.
    pub legend: Option<Legend>,
}

/// A layer's key: what its shades mean.
#[derive(Debug, Clone, PartialEq)]
pub struct Legend {
    /// What the layer shows, e.g. "Heat map: how often pieces entered each space".
    pub title: String,
    /// The colour of the darkest shade.
    pub colour: Rgb,
    /// The faintest shade's meaning, e.g. "rarely".
    pub light: String,
    /// The darkest shade's meaning, e.g. "6.2 times a game".
    pub dark: String,
    /// For a layer of rings: each colour and what it stands for, the strip
    /// then showing the rings' widths from `light` to `dark`.
    pub keys: Vec<(Rgb, String)>,
}

/// Everything the panels show about the current course.
#[derive(Debug, Clone, Default)]
pub struct Insights {
    /// The problems panel's lines, most serious first.
    pub remarks: Vec<Remark>,
    /// The layers offered for this course.
    pub overlays: BTreeMap<OverlayKind, Overlay>,
    /// Extra lines for the hover tooltip of a space.
    pub space_notes: BTreeMap<SpaceId, Vec<String>>,
    /// The status bar's figures of the course.
    pub summary: Figures,
    /// The static estimate for 3 and 4 players, to stand beside a figure
    /// a simulation measured with as many players. Not for 2: the
    /// two-player estimate is played ([`eldorado_design::two_players`]),
    /// never the static figure.
    pub estimates: Vec<(u8, Rating)>,
    /// The analysis of a valid course and its route choices as the games
    /// watch them: what every run of this course reads, so that no run
    /// analyses it again.
    pub watched: Option<Arc<Watched>>,
}

/// One of the status bar's figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figure {
    /// The fewest spaces a route from a start crosses.
    Shortest,
    /// The fewest cards a route from a start costs.
    Cheapest,
    /// The difficulty estimate.
    Difficulty,
}

/// The status bar's figures of a course, each worded when the course has it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Figures {
    /// The shortest route: "14 spaces".
    pub shortest: Option<String>,
    /// The cheapest route: "9.5 cards".
    pub cheapest: Option<String>,
    /// The difficulty: "about 19.6 rounds, hard — …".
    pub difficulty: Option<String>,
}

impl Figures {
    /// The figures the course has, in the status bar's order.
    pub fn shown(&self) -> impl Iterator<Item = (Figure, &str)> {
        [
            (Figure::Shortest, &self.shortest),
            (Figure::Cheapest, &self.cheapest),
            (Figure::Difficulty, &self.difficulty),
        ]
        .into_iter()
        .filter_map(|(f, v)| v.as_deref().map(|v| (f, v)))
    }

    /// Whether the course has no figure (it cannot be played).
    pub fn is_empty(&self) -> bool {
        self.shown().next().is_none()
    }
}

impl Insights {
    /// Adds or replaces a layer (the simulator's heatmap arrives this way).
    pub fn set_overlay(&mut self, kind: OverlayKind, overlay: Overlay) {
        self.overlays.insert(kind, overlay);
    }

    /// How many remarks are errors (the course breaks a rule).
    pub fn errors(&self) -> usize {
        self.remarks.iter().filter(|f| f.severity == Severity::Error).count()
    }

    /// How many remarks are problems (errors and warnings); design tips are not.
    pub fn problems(&self) -> usize {
        self.remarks.iter().filter(|f| f.severity != Severity::Info && f.tip.is_none()).count()
    }

    /// How many remarks are design tips.
    pub fn tips(&self) -> usize {
        self.remarks.len() - self.problems()
    }
}
