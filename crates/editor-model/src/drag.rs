//! Pieces held under the pointer: one piece (a new one from the palette, or
//! one picked up from the course) or several selected pieces moved as one,
//! the ghost showing where they would land, and putting them down. The
//! session keeps the one drag there is; the window tells it where the
//! pointer is and draws what [`Drag::landing`] says.
//!
//! Where one piece lands is [`crate::placing`]'s, where several land
//! [`crate::group`]'s. Either way the ghost is judged by making the drop on
//! a copy of the course and assembling it once per hex the pointer visits,
//! and the drop makes that very course: no map is assembled for it.

use crate::document::{Document, Ready};
use crate::group::{GroupDrag, GroupGhost, GroupSource};
use crate::placing::{DropRefusal, Ghost, PieceDrag};
use eldorado_core::course::{Course, Placement};
use eldorado_core::text::capitalise;
use eldorado_messages::{Lang, text_with};

/// Where the held pieces would land and whether they may: what the ghost
/// shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Landing {
    /// Each held piece where it would lie, caves and all (a board's finish
    /// plate with it).
    pub placements: Vec<Placement>,
    /// The pieces were snapped flush to the course.
    pub snapped: bool,
    /// Why they may not be put down here, if they may not.
    pub verdict: Result<(), DropRefusal>,
    /// What putting them down here makes.
    ready: Ready,
}

#[derive(Debug, Clone)]
enum Held {
    Piece(PieceDrag),
    Group(GroupDrag),
}

/// What a drop comes to.
pub(crate) enum Dropped {
    /// Nothing: the pointer was off the course.
    Nowhere,
    /// The pieces go down: the change, and the pieces to select afterwards.
    Made(Ready, Vec<String>),
    /// Refused, in one sentence.
    Refused(String),
}

/// Pieces held under the pointer.
#[derive(Debug, Clone)]
pub struct Drag {
    held: Held,
    /// Where the pointer is (fractional axial), while it is over the course.
    pointer: Option<(f32, f32)>,
    landing: Option<Landing>,
}

impl Drag {
    /// A new piece from the palette, held by its middle.
    pub(crate) fn new_piece(side: &str) -> Drag {
        Drag::holding(Held::Piece(PieceDrag::from_palette(side)))
    }

    /// The placed piece `id`, held at `pointer` (fractional axial).
    pub(crate) fn placed_piece(course: &Course, id: &str, pointer: (f32, f32)) -> Option<Drag> {
        PieceDrag::from_placed(course, id, pointer).map(|d| Drag::holding(Held::Piece(d)))
    }

    /// The placed pieces `ids` (with the finish plates their boards carry),
    /// held as one at `pointer`.
    pub(crate) fn group(course: &Course, ids: &[String], pointer: (f32, f32)) -> Option<Drag> {
        GroupDrag::placed(course, ids, pointer).map(|g| Drag::holding(Held::Group(g)))
    }

    fn holding(held: Held) -> Drag {
        Drag { held, pointer: None, landing: None }
    }

    /// Where the held pieces would land with the pointer where it is, and
    /// whether they may; `None` while the pointer is off the course.
    pub fn landing(&self) -> Option<&Landing> {
        self.landing.as_ref()
    }

    /// The side of the new piece held, if it came from the palette.
    pub fn new_side(&self) -> Option<&str> {
        match &self.held {
            Held::Piece(d) if d.moving().is_none() => Some(&d.side),
            _ => None,
        }
    }

    /// The course's pieces lifted off it (drawn faded where they lie), by
    /// side id: the piece held with the finish plate it carries, or the
    /// group's pieces.
    pub fn lifted(&self) -> Vec<String> {
        match &self.held {
            Held::Piece(d) => {
                d.moving().into_iter().chain(d.carried.as_deref()).map(String::from).collect()
            }
            Held::Group(g) => g.moving().to_vec(),
        }
    }

    /// The held pieces in words in a language.
    pub fn describe_in(&self, lang: Lang) -> String {
        match &self.held {
            Held::Piece(d) => crate::words::piece(lang, &d.side),
            Held::Group(g) => crate::clipboard::pieces_in(lang, &g.ids()),
        }
    }

    /// What the ghost says in a language.
    pub fn verdict_text_in(&self, lang: Lang) -> Option<String> {
        let landing = self.landing.as_ref()?;
        Some(match &landing.verdict {
            Ok(()) => {
                let many = matches!(self.held, Held::Group(_));
                let id = if many { "editor-drag-fit-here" } else { "editor-drag-fits-here" };
                capitalise(&text_with(lang, id, &[("what", self.describe_in(lang).into())]))
            }
            Err(reason) => capitalise(&reason.said(lang)),
        })
    }

    /// The pointer moved to `pointer` (fractional axial), or off the course:
    /// the ghost is judged again there (one map for a hex not judged yet).
    /// Returns whether what the ghost shows changed.
    pub(crate) fn move_to(&mut self, doc: &Document, pointer: Option<(f32, f32)>) -> bool {
        self.pointer = pointer;
        self.judge(doc)
    }

    /// Turns the held pieces one step (60°) about the point under the
    /// pointer; returns whether what the ghost shows changed.
    pub(crate) fn turn(&mut self, doc: &Document, clockwise: bool) -> bool {
        match &mut self.held {
            Held::Piece(d) => d.rotate(clockwise),
            Held::Group(g) => g.rotate(clockwise),
        }
        self.judge(doc)
    }

    /// Turns a held piece over to its other side (a group is not turned
    /// over); returns whether what the ghost shows changed.
    pub(crate) fn flip(&mut self, doc: &Document) -> bool {
        match &mut self.held {
            Held::Piece(d) => d.flip(),
            Held::Group(_) => return false,
        }
        self.judge(doc)
    }

    fn judge(&mut self, doc: &Document) -> bool {
        let landing = self.pointer.map(|at| match &mut self.held {
            Held::Piece(d) => {
                let ghost = d.ghost(doc, at);
                piece_landing(doc, d, ghost)
            }
            Held::Group(g) => {
                let ghost = g.ghost(doc, at);
                group_landing(doc, g, ghost)
            }
        });
        let changed = landing != self.landing;
        self.landing = landing;
        changed
    }

    /// Puts the held pieces down where the ghost is.
    pub(crate) fn drop(self, lang: Lang) -> Dropped {
        let what = self.describe_in(lang);
        let Some(landing) = self.landing else { return Dropped::Nowhere };
        if let Err(reason) = landing.verdict {
            return Dropped::Refused(capitalise(&text_with(
                lang,
                "editor-drag-cannot-go",
                &[("what", what.into()), ("why", reason.said(lang).into())],
            )));
        }
        let select = match &self.held {
            Held::Piece(d) => vec![d.side.clone()],
            Held::Group(g) => match &g.source {
                GroupSource::Placed(ids) => ids.clone(),
                GroupSource::Pasted(f) => f.ids(),
            },
        };
        Dropped::Made(landing.ready, select)
    }
}

/// What one held piece's ghost shows: the piece (and the plate it carries)
/// as the drop would leave them on the course.
fn piece_landing(doc: &Document, drag: &PieceDrag, ghost: Ghost) -> Landing {
    let lying = |id: &str| ghost.prepared.as_ref().and_then(|p| p.course().placement(id).cloned());
    let mut placements = vec![
        lying(&drag.side)
            .unwrap_or_else(|| Placement::new(&drag.side, drag.rotation, ghost.origin)),
    ];
    if let Some(carry) = &ghost.carry {
        placements.extend(lying(&carry.piece).or_else(|| {
            let plate = doc.course().placement(&carry.piece)?;
            Some(Placement { rotation: carry.rotation, origin: carry.origin, ..plate.clone() })
        }));
    }
    let ready = drag.put_down(doc, &ghost);
    Landing { placements, snapped: ghost.snapped, verdict: ghost.verdict, ready }
}

fn group_landing(doc: &Document, drag: &GroupDrag, ghost: GroupGhost) -> Landing {
    let ready = drag.put_down(doc, &ghost);
    Landing { placements: ghost.placements, snapped: ghost.snapped, verdict: ghost.verdict, ready }
}
