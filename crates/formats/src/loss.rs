//! What does not carry over between this program and another one: losses
//! (written or read anyway, with a warning) and refusals (nothing written).
//!
//! Some losses say what the other program makes of the course (where durango
//! starts the players, what ShlomoAlon's boards show): they are the same
//! whether the course is written for that program or read from it
//! ([`Loss::is_view`]), so an export and the import of what it wrote report
//! them alike.

use eldorado_core::catalog::Terrain;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::hex::{Hex, fmt_hex};
use eldorado_core::map::{Map, SpaceId};
use eldorado_core::text::and_list;

use crate::client::Client;
use eldorado_messages::{Lang, text, text_with};

/// Characters named one by one with their code points: "ก (U+0E01) and ไ
/// (U+0E44)", at most a dozen and how many more.
pub fn glyph_list(chars: &[char]) -> String {
    const SHOWN: usize = 12;
    let mut named: Vec<String> =
        chars.iter().take(SHOWN).map(|&c| format!("{c} (U+{:04X})", u32::from(c))).collect();
    if chars.len() > SHOWN {
        named.push(format!("{} more", chars.len() - SHOWN));
    }
    and_list(&named)
}

/// A space named in a message: "start space 2", "the jungle 1 at (3, -2) on
/// board C".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedSpace {
    /// Where it is, to point it out.
    pub hex: Hex,
    /// Its printed start number, for a start space.
    pub start: Option<u8>,
    /// What it is: jungle 1, river 2.
    pub kind: SpaceKind,
    /// The side id of the piece it lies on.
    pub piece: String,
}

impl NamedSpace {
    /// A space of a map, named.
    pub fn of(map: &Map, s: SpaceId) -> NamedSpace {
        let space = map.space(s);
        NamedSpace {
            hex: space.hex,
            start: space.start,
            kind: SpaceKind { terrain: space.terrain, power: space.power, cave: space.cave },
            piece: map.piece(space.piece).id.to_string(),
        }
    }
}

/// Spaces as a sentence names them, in a language: the start spaces by
/// number, the others by what they are, where and on which piece ("start
/// spaces 1 and 2 and the jungle 1 spaces at (3, 0) and (2, 1) on start
/// board B").
pub fn spaces_text(lang: Lang, spaces: &[NamedSpace]) -> String {
    let mut starts: Vec<u8> = spaces.iter().filter_map(|s| s.start).collect();
    starts.sort_unstable();
    let mut parts = Vec::new();
    if !starts.is_empty() {
        let numbers: Vec<String> = starts.iter().map(u8::to_string).collect();
        parts.push(text_with(
            lang,
            "export-start-spaces",
            &[("count", starts.len().into()), ("numbers", list_in(lang, &numbers).into())],
        ));
    }
    // The others grouped by what they are and where, in the order given.
    let mut groups: Vec<(SpaceKind, &str, Vec<String>)> = Vec::new();
    for s in spaces.iter().filter(|s| s.start.is_none()) {
        let at = fmt_hex(s.hex);
        match groups.iter_mut().find(|(kind, piece, _)| *kind == s.kind && *piece == s.piece) {
            Some(group) => group.2.push(at),
            None => groups.push((s.kind, &s.piece, vec![at])),
        }
    }
    for (kind, piece, at) in groups {
        parts.push(text_with(
            lang,
            "export-spaces-at",
            &[
                ("count", at.len().into()),
                ("what", kind.words(lang).into()),
                ("at", list_in(lang, &at).into()),
                ("piece", eldorado_words::problems::the_piece(lang, piece).into()),
            ],
        ));
    }
    list_in(lang, &parts)
}

/// What a space is, as a board holds it: to say how another program's board
/// differs from the printed one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpaceKind {
    /// What the space is made of.
    pub terrain: Terrain,
    /// How many symbols it shows (`None` for a mountain or a start space).
    pub power: Option<u8>,
    /// A cave is printed on it (a mountain).
    pub cave: bool,
}

impl SpaceKind {
    /// The space in words, in a language: "jungle 1", "mountain with a cave".
    pub fn words(self, lang: Lang) -> String {
        let terrain = eldorado_words::nouns::terrain(self.terrain, lang);
        match (self.terrain, self.power) {
            (Terrain::Mountain, _) if self.cave => text(lang, "export-mountain-with-cave"),
            (_, Some(power)) => format!("{terrain} {power}"),
            (_, None) => terrain,
        }
    }
}

/// A space that another program's own board holds otherwise than the printed board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherSpace {
    /// Where it lies on the course.
    pub hex: Hex,
    /// The printed space.
    pub printed: SpaceKind,
    /// What the other program has there.
    pub theirs: SpaceKind,
}

/// A course written for a client, with what did not carry over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The file's text.
    pub text: String,
    /// What did not carry over, and what the program makes of the course.
    pub losses: Vec<Loss>,
}

/// Something a format cannot say, reported as a warning. Each message is one
/// sentence that names the seam, piece or field concerned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loss {
    // ---- writing ------------------------------------------------------------------
    /// A fixed blockade number on a seam: the client deals every blockade at random.
    FixedBlockade {
        /// The program written for.
        client: Client,
        /// The seam's name ("B–C").
        seam: String,
        /// The blockade number fixed here.
        number: u8,
    },
    /// A seam between consecutive pieces without a blockade: the client deals one there.
    NoBlockade {
        /// The program written for.
        client: Client,
        /// The seam's name.
        seam: String,
    },
    /// The far seam of a strip, which takes no blockade here: the client deals one there.
    StripFarSeam {
        /// The program written for.
        client: Client,
        /// The seam's name.
        seam: String,
        /// The strip's letter.
        strip: String,
    },
    /// Caves added or taken away: the client's boards have the printed caves.
    CavesAsPrinted {
        /// The program written for.
        client: Client,
        /// The piece's side id.
        piece: String,
        /// Caves added here.
        added: usize,
        /// Printed caves taken away here.
        removed: usize,
    },
    /// Name, author or notes that the format has no place for.
    TextNotWritten {
        /// The program written for.
        client: Client,
        /// The fields left out ("name", "author", "notes").
        fields: Vec<&'static str>,
    },
    /// Touching boards that do not follow each other in the order the
    /// client lists them in: it joins only those that do, so it lays no
    /// blockade between these and players cross freely.
    SeamLeftOpen {
        /// The program written for.
        client: Client,
        /// The seam's name ("C–G").
        seam: String,
        /// The boards' letters in the order written.
        order: Vec<String>,
        /// The blockade this course puts on the seam, lost there.
        blockade: Option<BlockadeChoice>,
        /// The spaces along the seam, to point it out.
        along: Vec<Hex>,
    },

    // ---- what the other program makes of the course (written or read) ----------
    /// Where durango starts the players: on the spaces farthest from El Dorado.
    StartSpaces {
        /// The program (durango).
        client: Client,
        /// Steps from the finish plate to each of those spaces.
        steps: u32,
        /// Every space at that distance.
        spaces: Vec<NamedSpace>,
        /// Whether they are exactly the printed start spaces.
        printed: bool,
    },
    /// The client's boards have no caves: each cave here is a plain mountain there.
    CavesLost {
        /// The program (ShlomoAlon).
        client: Client,
        /// The caves' spaces.
        caves: Vec<Hex>,
        /// The side ids of the pieces they lie on.
        pieces: Vec<String>,
    },
    /// A board the client transcribed differently from the printed one.
    ReconstructedBoard {
        /// The program (ShlomoAlon).
        client: Client,
        /// The board's label ("board E").
        board: String,
        /// The board's letter, to point it out.
        piece: String,
        /// Each space it holds otherwise, in reading order (by row, then
        /// west to east, on the course).
        differ: Vec<OtherSpace>,
    },

    // ---- reading ------------------------------------------------------------------
    /// The source does not say which blockade lies where.
    RandomBlockades {
        /// The program read from.
        client: Client,
        /// Seams that get a random blockade.
        seams: usize,
    },
    /// The client deals a blockade onto a strip's far seam; this course cannot.
    FarSeamBlockadeDropped {
        /// The program read from.
        client: Client,
        /// The seam's name.
        seam: String,
        /// The strip's letter.
        strip: String,
    },
    /// The source cannot say which caves were added or taken away.
    PrintedCaves {
        /// The program read from.
        client: Client,
    },
    /// The source has no name; the course is named after the file.
    NamedAfterFile {
        /// The program read from.
        client: Client,
        /// The name given.
        name: String,
    },
    /// The program itself would not play the course it gave.
    WouldRefuse(Refusal),

    // ---- pictures and the setup sheet -----------------------------------------
    /// Characters of the course's text that no font of the studio draws:
    /// the picture or sheet prints each as an empty box.
    MissingGlyphs {
        /// The characters, each once, in code point order.
        chars: Vec<char>,
    },
    /// Overlay labels longer than a picture draws, cut where they were read.
    LabelsCut {
        /// How many were cut.
        count: usize,
        /// The most characters a label keeps.
        limit: usize,
    },
}

impl Loss {
    /// The texts of a course that a format has no place for: those of
    /// `fields` (name and value) that are not empty; none when all are.
    pub fn text_not_written(client: Client, fields: &[(&'static str, &str)]) -> Option<Loss> {
        let fields: Vec<&'static str> =
            fields.iter().filter(|(_, v)| !v.is_empty()).map(|&(f, _)| f).collect();
        (!fields.is_empty()).then_some(Loss::TextNotWritten { client, fields })
    }

    /// Whether this says what the other program makes of the course, which is
    /// the same whether the course is written for it or read from it.
    pub fn is_view(&self) -> bool {
        matches!(
            self,
            Loss::StartSpaces { .. } | Loss::CavesLost { .. } | Loss::ReconstructedBoard { .. }
        )
    }

    /// The spaces this is about, to point them out on the board.
    pub fn hexes(&self) -> Vec<Hex> {
        match self {
            Loss::StartSpaces { spaces, .. } => spaces.iter().map(|s| s.hex).collect(),
            Loss::CavesLost { caves, .. } => caves.clone(),
            Loss::ReconstructedBoard { differ, .. } => differ.iter().map(|d| d.hex).collect(),
            Loss::SeamLeftOpen { along, .. } => along.clone(),
            Loss::WouldRefuse(Refusal::TooFewStartSpaces { spaces, .. }) => {
                spaces.iter().map(|s| s.hex).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The pieces (by side id) this is about, to outline them on the board.
    pub fn pieces(&self) -> Vec<String> {
        match self {
            Loss::ReconstructedBoard { piece, .. } => vec![piece.clone()],
            _ => Vec::new(),
        }
    }
}

/// "durango starts the players on …": where durango's start rule puts them, or
/// how few it can seat, in a language.
fn starts_text(
    lang: Lang,
    client: Client,
    steps: u32,
    spaces: &[NamedSpace],
    printed: bool,
) -> String {
    let listed = spaces_text(lang, spaces);
    let n = spaces.len();
    let id = match n {
        4 if printed => "export-starts-printed",
        4 => "export-starts-farthest",
        n if n > 4 && spaces.iter().any(|s| s.start.is_some()) => "export-starts-some-printed",
        n if n > 4 => "export-starts-none-printed",
        3 => "export-starts-three",
        2 => "export-starts-two",
        _ => "export-starts-too-few",
    };
    text_with(
        lang,
        id,
        &[
            ("client", client.to_string().into()),
            ("steps", steps.into()),
            ("count", n.into()),
            ("spaces", listed.into()),
        ],
    )
}

/// "A, B and C" in a language.
fn list_in(lang: Lang, items: &[String]) -> String {
    eldorado_words::pieces::and_list(lang, items)
}

/// "board E differs in ShlomoAlon, whose own board is a reconstruction with
/// 32 of its 37 spaces not as printed: jungle 1 instead of basecamp 1 at
/// (10, -14), …": every space that differs, and how.
fn own_board_text(lang: Lang, client: Client, board: &str, differ: &[OtherSpace]) -> String {
    let spaces: Vec<String> = differ
        .iter()
        .map(|d| {
            text_with(
                lang,
                "export-own-board-space",
                &[
                    ("theirs", d.theirs.words(lang).into()),
                    ("printed", d.printed.words(lang).into()),
                    ("at", fmt_hex(d.hex).into()),
                ],
            )
        })
        .collect();
    text_with(
        lang,
        "export-own-board",
        &[
            ("board", board.into()),
            ("client", client.to_string().into()),
            ("count", differ.len().into()),
            ("spaces", list_in(lang, &spaces).into()),
        ],
    )
}

/// "seam C–G is left open in ShlomoAlon, …": a seam between boards that do
/// not follow each other in the order written, and the blockade lost there.
fn left_open_text(
    lang: Lang,
    client: Client,
    seam: &str,
    order: &[String],
    blockade: Option<BlockadeChoice>,
) -> String {
    let mut args = vec![
        ("seam", seam.into()),
        ("client", client.to_string().into()),
        ("order", order.join(", ").into()),
    ];
    let id = match blockade {
        None => "export-seam-left-open",
        Some(BlockadeChoice::Random) => "export-seam-left-open-random",
        Some(BlockadeChoice::Number(number)) => {
            args.push(("number", number.into()));
            "export-seam-left-open-numbered"
        }
    };
    text_with(lang, id, &args)
}

impl std::fmt::Display for Loss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(Lang::English))
    }
}

impl Loss {
    /// The loss in `lang`, as one sentence (no capital, no full stop).
    pub fn said(&self, lang: Lang) -> String {
        let the = |id: &str| eldorado_words::problems::the_piece(lang, id);
        let say = |id: &str, args: &[(&str, eldorado_messages::Arg)]| text_with(lang, id, args);
        match self {
            Loss::FixedBlockade { client, seam, number } => say(
                "export-fixed-blockade",
                &[
                    ("client", client.to_string().into()),
                    ("seam", seam.into()),
                    ("number", (*number).into()),
                ],
            ),
            Loss::NoBlockade { client, seam } => say(
                "export-no-blockade",
                &[("client", client.to_string().into()), ("seam", seam.into())],
            ),
            Loss::StripFarSeam { client, seam, strip } => say(
                "export-strip-far-seam",
                &[
                    ("client", client.to_string().into()),
                    ("seam", seam.into()),
                    ("strip", strip.into()),
                ],
            ),
            Loss::CavesAsPrinted { client, piece, added, removed } => {
                let mut parts = Vec::new();
                if *added > 0 {
                    parts.push(say("export-caves-added-lost", &[("count", (*added).into())]));
                }
                if *removed > 0 {
                    parts.push(say("export-caves-removed-back", &[("count", (*removed).into())]));
                }
                say(
                    "export-caves-as-printed",
                    &[
                        ("client", client.to_string().into()),
                        ("piece", the(piece).into()),
                        ("changes", list_in(lang, &parts).into()),
                    ],
                )
            }
            Loss::TextNotWritten { client, fields } => {
                let fields: Vec<String> =
                    fields.iter().map(|f| say("export-field", &[("field", (*f).into())])).collect();
                let id = match client {
                    Client::Durango => "export-text-not-written-durango",
                    Client::ShlomoAlon => "export-text-not-written-shlomoalon",
                };
                say(
                    id,
                    &[("count", fields.len().into()), ("fields", list_in(lang, &fields).into())],
                )
            }
            Loss::StartSpaces { client, steps, spaces, printed } => {
                starts_text(lang, *client, *steps, spaces, *printed)
            }
            Loss::CavesLost { client, caves, pieces } => {
                let pieces: Vec<String> = pieces.iter().map(|p| the(p)).collect();
                say(
                    "export-caves-lost",
                    &[
                        ("client", client.to_string().into()),
                        ("count", caves.len().into()),
                        ("pieces", list_in(lang, &pieces).into()),
                    ],
                )
            }
            Loss::ReconstructedBoard { client, piece, differ, .. } => {
                own_board_text(lang, *client, &the(piece), differ)
            }
            Loss::SeamLeftOpen { client, seam, order, blockade, .. } => {
                left_open_text(lang, *client, seam, order, *blockade)
            }
            Loss::RandomBlockades { client, seams } => say(
                "export-random-blockades",
                &[("client", client.to_string().into()), ("count", (*seams).into())],
            ),
            Loss::FarSeamBlockadeDropped { client, seam, strip } => say(
                "export-far-seam-blockade-dropped",
                &[
                    ("client", client.to_string().into()),
                    ("seam", seam.into()),
                    ("strip", strip.into()),
                ],
            ),
            Loss::PrintedCaves { client } => {
                say("export-printed-caves", &[("client", client.to_string().into())])
            }
            Loss::NamedAfterFile { client, name } => say(
                "export-named-after-file",
                &[("client", client.to_string().into()), ("name", format!("{name:?}").into())],
            ),
            // The program's own reason stays in its English sentence.
            Loss::WouldRefuse(why) => say(
                "export-would-refuse",
                &[("client", why.client().to_string().into()), ("why", why.to_string().into())],
            ),
            Loss::MissingGlyphs { chars } => say(
                "export-missing-glyphs",
                &[("count", chars.len().into()), ("chars", glyph_list(chars).into())],
            ),
            Loss::LabelsCut { count, limit } => {
                say("export-labels-cut", &[("count", (*count).into()), ("limit", (*limit).into())])
            }
        }
    }
}

/// Why a course cannot be written for a client at all. One sentence each,
/// naming the piece or seam (pieces by side id), worded by [`Refusal::said`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// ShlomoAlon has no strips.
    Strip {
        /// The program written for.
        client: Client,
        /// The strip's letter.
        strip: String,
    },
    /// There are six blockades, so at most six connections.
    TooManyConnections {
        /// The program written for.
        client: Client,
        /// The seam that would be the 7th.
        seam: String,
    },
    /// A piece touches more than the pieces before and after it.
    NotAChain {
        /// The program written for.
        client: Client,
        /// The piece that branches.
        piece: String,
        /// Every piece it touches.
        touches: Vec<String>,
    },
    /// The course's boards are not a chain, and no order of them goes from
    /// the start board to the finish plate's board with each touching the
    /// next (a diamond: two ways between the same boards, the plate after
    /// them).
    NoOrder {
        /// The program written for.
        client: Client,
        /// The label of the board the finish plate is attached to.
        last: String,
        /// Each board and the boards it touches.
        touching: Vec<(String, Vec<String>)>,
    },
    /// The finish plate hangs on a piece the course goes on past.
    FinishNotLast {
        /// The program written for.
        client: Client,
        /// The piece the plate is attached to.
        board: String,
        /// The piece after it.
        next: String,
    },
    /// ShlomoAlon's check: consecutive boards share at least 2 pairs of passable spaces.
    FewPassablePairs {
        /// The program written for.
        client: Client,
        /// The two boards' labels.
        boards: [String; 2],
        /// Pairs of neighbouring passable spaces across their edge.
        pairs: usize,
    },
    /// ShlomoAlon's check: no two boards overlap.
    Overlap {
        /// The program written for.
        client: Client,
        /// The two boards' labels.
        boards: [String; 2],
        /// A hex both cover.
        at: String,
    },
    /// ShlomoAlon's check: a path leads from the start spaces to El Dorado.
    NoPath {
        /// The program written for.
        client: Client,
        /// The label of the last board in course order that a path reaches.
        reached: String,
    },
    /// ShlomoAlon's check: El Dorado sits against the last board (each
    /// finishing space on no board and beside a space of the last board that
    /// is not a mountain).
    FinishNotAgainstLast {
        /// The program written for.
        client: Client,
        /// The middle finishing space.
        at: String,
        /// The last board's label.
        last: String,
        /// What is wrong there.
        why: FinishFault,
    },
    /// The finishing spaces ShlomoAlon derives are not the finish plate's.
    FinishSpaces {
        /// The program written for.
        client: Client,
        /// The middle finishing space.
        at: String,
    },
    /// durango needs a farthest space per player, and at least 2 players.
    TooFewStartSpaces {
        /// The program written for.
        client: Client,
        /// Steps from the finish plate to the farthest space.
        steps: u32,
        /// The farthest spaces (fewer than 2).
        spaces: Vec<NamedSpace>,
    },
}

/// "ShlomoAlon lists a course's boards in an order …, and this course has
/// none: start board B touches board C and board D; …".
fn no_order_text(
    lang: Lang,
    client: Client,
    last: &str,
    touching: &[(String, Vec<String>)],
) -> String {
    let touching: Vec<String> = touching
        .iter()
        .map(|(board, others)| {
            text_with(
                lang,
                "export-board-touches",
                &[("board", board.into()), ("others", list_in(lang, others).into())],
            )
        })
        .collect();
    text_with(
        lang,
        "export-no-order",
        &[
            ("client", client.to_string().into()),
            ("last", last.into()),
            ("touching", touching.join("; ").into()),
        ],
    )
}

/// Why ShlomoAlon does not take El Dorado as sitting against the last board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FinishFault {
    /// The middle finishing space lies on a board.
    OnBoard {
        /// That board's label.
        board: String,
    },
    /// The middle finishing space touches the last board only at mountains.
    OnlyMountains,
    /// The middle finishing space touches no space of the last board.
    Apart,
    /// Fewer than two spaces beside the middle one are where a finishing
    /// space may go, so the other two cannot be added.
    NoOuterPair,
}

impl FinishFault {
    /// What is wrong in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match self {
            FinishFault::OnBoard { board } => text_with(
                lang,
                "export-finish-on-board",
                &[("board", eldorado_words::problems::the_piece(lang, board).into())],
            ),
            FinishFault::OnlyMountains => text(lang, "export-finish-only-mountains"),
            FinishFault::Apart => text(lang, "export-finish-apart"),
            FinishFault::NoOuterPair => text(lang, "export-finish-no-outer-pair"),
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(Lang::English))
    }
}

impl std::error::Error for Refusal {}

impl Refusal {
    /// The refusal in `lang`, as one sentence (no capital, no full stop).
    pub fn said(&self, lang: Lang) -> String {
        let the = |id: &str| eldorado_words::problems::the_piece(lang, id);
        let client = self.client().to_string();
        let say = |id: &str, args: &[(&str, eldorado_messages::Arg)]| {
            let mut all: Vec<(&str, eldorado_messages::Arg)> =
                vec![("client", client.as_str().into())];
            all.extend(args.iter().cloned());
            text_with(lang, id, &all)
        };
        match self {
            Refusal::Strip { strip, .. } => say("export-refused-strip", &[("strip", strip.into())]),
            Refusal::TooManyConnections { seam, .. } => {
                say("export-refused-connections", &[("seam", seam.into())])
            }
            Refusal::NotAChain { piece, touches, .. } => {
                let touches: Vec<String> = touches.iter().map(|t| the(t)).collect();
                say(
                    "export-refused-not-a-chain",
                    &[("piece", the(piece).into()), ("touches", list_in(lang, &touches).into())],
                )
            }
            Refusal::NoOrder { client, last, touching } => {
                let touching: Vec<(String, Vec<String>)> = touching
                    .iter()
                    .map(|(b, others)| (the(b), others.iter().map(|o| the(o)).collect()))
                    .collect();
                no_order_text(lang, *client, &the(last), &touching)
            }
            Refusal::FinishNotLast { board, next, .. } => say(
                "export-refused-finish-not-last",
                &[("board", the(board).into()), ("next", the(next).into())],
            ),
            Refusal::FewPassablePairs { boards, pairs, .. } => say(
                "export-refused-few-pairs",
                &[
                    ("a", the(&boards[0]).into()),
                    ("b", the(&boards[1]).into()),
                    ("count", (*pairs).into()),
                ],
            ),
            Refusal::Overlap { boards, at, .. } => say(
                "export-refused-overlap",
                &[("a", the(&boards[0]).into()), ("b", the(&boards[1]).into()), ("at", at.into())],
            ),
            Refusal::NoPath { reached, .. } => {
                say("export-refused-no-path", &[("reached", the(reached).into())])
            }
            Refusal::FinishNotAgainstLast { at, last, why, .. } => say(
                "export-refused-finish-not-against-last",
                &[("at", at.into()), ("last", the(last).into()), ("why", why.said(lang).into())],
            ),
            Refusal::FinishSpaces { at, .. } => {
                say("export-refused-finish-spaces", &[("at", at.into())])
            }
            Refusal::TooFewStartSpaces { client, steps, spaces } => {
                starts_text(lang, *client, *steps, spaces, false)
            }
        }
    }
}

impl Refusal {
    /// The program that refuses.
    pub fn client(&self) -> Client {
        match self {
            Refusal::Strip { client, .. }
            | Refusal::TooManyConnections { client, .. }
            | Refusal::NotAChain { client, .. }
            | Refusal::NoOrder { client, .. }
            | Refusal::FinishNotLast { client, .. }
            | Refusal::FewPassablePairs { client, .. }
            | Refusal::Overlap { client, .. }
            | Refusal::NoPath { client, .. }
            | Refusal::FinishNotAgainstLast { client, .. }
            | Refusal::FinishSpaces { client, .. }
            | Refusal::TooFewStartSpaces { client, .. } => *client,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn space(
        start: Option<u8>,
        what: (Terrain, Option<u8>),
        q: i32,
        r: i32,
        piece: &str,
    ) -> NamedSpace {
        let kind = SpaceKind { terrain: what.0, power: what.1, cave: false };
        NamedSpace { hex: Hex::new(q, r), start, kind, piece: piece.into() }
    }

    #[test]
    fn spaces_are_named_by_start_number_or_by_what_and_where() {
        assert_eq!(
            spaces_text(Lang::English, &[space(Some(4), (Terrain::Start, None), 0, 3, "A")]),
            "start space 4"
        );
        assert_eq!(
            spaces_text(
                Lang::English,
                &[
                    space(None, (Terrain::Jungle, Some(1)), 3, 0, "B"),
                    space(Some(2), (Terrain::Start, None), -2, 3, "B"),
                    space(None, (Terrain::Jungle, Some(1)), 2, 1, "B"),
                    space(None, (Terrain::River, Some(1)), -1, -2, "B"),
                    space(Some(1), (Terrain::Start, None), -3, 3, "B"),
                ]
            ),
            "start spaces 1 and 2, the jungle 1 spaces at (3, 0) and (2, 1) on start board B and the river 1 at (-1, -2) on start board B"
        );
    }

    #[test]
    fn an_own_board_names_each_space_that_differs_in_either_language() {
        let kind = |terrain, power, cave| SpaceKind { terrain, power, cave };
        let differ = [
            OtherSpace {
                hex: Hex::new(7, -8),
                printed: kind(Terrain::Mountain, None, false),
                theirs: kind(Terrain::Jungle, Some(1), false),
            },
            OtherSpace {
                hex: Hex::new(2, 0),
                printed: kind(Terrain::Mountain, None, true),
                theirs: kind(Terrain::Village, Some(1), false),
            },
            OtherSpace {
                hex: Hex::new(3, 0),
                printed: kind(Terrain::Basecamp, Some(1), false),
                theirs: kind(Terrain::River, Some(2), false),
            },
        ];
        let said = |lang| own_board_text(lang, Client::ShlomoAlon, "board H", &differ);
        assert_eq!(
            said(Lang::English),
            "board H differs in ShlomoAlon, whose own board is a reconstruction with 3 of its 37 spaces not as printed: jungle 1 instead of mountain at (7, -8), village 1 instead of mountain with a cave at (2, 0) and river 2 instead of basecamp 1 at (3, 0)"
        );
        assert_eq!(
            said(Lang::French),
            "board H diffère dans ShlomoAlon, dont le plateau est une reconstitution où 3 de ses 37 cases ne sont pas comme imprimées : jungle 1 au lieu de montagne en (7, -8), village 1 au lieu de montagne avec une grotte en (2, 0) et fleuve 2 au lieu de campement 1 en (3, 0)"
        );
    }

    #[test]
    fn one_cave_is_the_cave() {
        let lost = |n: usize| Loss::CavesLost {
            client: Client::ShlomoAlon,
            caves: vec![Hex::ZERO; n],
            pieces: vec!["A".into()],
        };
        assert_eq!(
            lost(1).to_string(),
            "ShlomoAlon's boards have no caves: the cave of start board A is a plain mountain there"
        );
        assert_eq!(
            lost(2).to_string(),
            "ShlomoAlon's boards have no caves: the 2 caves of start board A are plain mountains there"
        );
    }
}
