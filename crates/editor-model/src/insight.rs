//! What the editor shows about a course beyond its shape: the problems found by
//! the checks, and — once they are wired in — what the analysis and the simulator
//! know. Recomputed after every edit, in the same frame.
//!
//! Panels read only [`Insights`]; they never call the core themselves. Wiring the
//! analysis or the simulator in means filling these fields, nothing else:
//! - the analysis ([`super::from_analysis`]) adds, for a valid course, its design
//!   findings, overlays (cheapest routes, chokepoints, colour zones,
//!   reachability), per-space notes and the route summary;
//! - the simulation panel adds its heatmap with [`Insights::set_overlay`] when a
//!   run finishes (see `panels::simulation`).

use std::collections::BTreeMap;

use eldorado_core::hex::Hex;
use eldorado_core::map::{Assembly, SpaceId};
use eldorado_core::style::Rgb;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The course breaks a rule: it cannot be played as it is.
    Error,
    /// Playable, but probably not what the designer wants.
    Warning,
    /// A design guideline.
    Tip,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Tip => "tip",
        }
    }
}

/// One line of the problems panel.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub severity: Severity,
    pub message: String,
    /// Side ids of the pieces concerned (their outlines are highlighted).
    pub pieces: Vec<String>,
    /// World hexes concerned (highlighted when the finding is clicked).
    pub hexes: Vec<Hex>,
}

/// The overlays the issue asks for. Each is a layer the user can toggle; a layer
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
}

impl OverlayKind {
    pub const ALL: [OverlayKind; 5] = [
        OverlayKind::CheapestRoutes,
        OverlayKind::Chokepoints,
        OverlayKind::ColourZones,
        OverlayKind::Reachability,
        OverlayKind::SimulationHeatmap,
    ];

    pub fn title(self) -> &'static str {
        match self {
            OverlayKind::CheapestRoutes => "Cheapest routes",
            OverlayKind::Chokepoints => "Chokepoints",
            OverlayKind::ColourZones => "Single-colour zones",
            OverlayKind::Reachability => "Reachability",
            OverlayKind::SimulationHeatmap => "Simulation heatmap",
        }
    }
}

/// A layer drawn over the course: tinted spaces and paths through space centres.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Overlay {
    /// Spaces tinted with a colour and an opacity 0–255.
    pub tints: Vec<(Hex, Rgb, u8)>,
    /// Polylines through hex centres, e.g. a route.
    pub paths: Vec<(Vec<Hex>, Rgb)>,
    /// A short label drawn on a space, e.g. a cost.
    pub labels: Vec<(Hex, String)>,
}

/// Everything the panels show about the current course.
#[derive(Debug, Clone, Default)]
pub struct Insights {
    pub findings: Vec<Finding>,
    pub overlays: BTreeMap<OverlayKind, Overlay>,
    /// Extra lines for the hover tooltip of a space.
    pub space_notes: BTreeMap<SpaceId, Vec<String>>,
    /// (label, value) pairs for the status bar, e.g. ("shortest route", "14 cards").
    pub summary: Vec<(String, String)>,
}

impl Insights {
    /// Everything known about an assembled course.
    pub fn compute(assembly: &Assembly) -> Insights {
        let findings: Vec<Finding> = assembly
            .problems
            .iter()
            .map(|p| Finding { severity: Severity::Error, message: p.message.clone(), pieces: p.pieces.clone(), hexes: p.hexes.clone() })
            .collect();
        let mut insights = Insights { findings, ..Insights::default() };
        // The analysis reads a playable course only: on a broken one its routes
        // and tips would describe something that cannot be played.
        if assembly.is_valid() {
            super::from_analysis::add(&mut insights, &assembly.map);
        }
        insights
    }

    /// Adds or replaces a layer (the simulator's heatmap arrives this way).
    pub fn set_overlay(&mut self, kind: OverlayKind, overlay: Overlay) {
        self.overlays.insert(kind, overlay);
    }

    pub fn errors(&self) -> usize {
        self.findings.iter().filter(|f| f.severity == Severity::Error).count()
    }
}
