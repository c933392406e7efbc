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
use eldorado_core::text::{and_list, count};

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
    /// What it is: "jungle 1", "river 2".
    pub what: &'static str,
    /// The piece it lies on: "start board B".
    pub piece: String,
}

impl NamedSpace {
    /// A space of a map, named.
    pub fn of(map: &Map, s: SpaceId) -> NamedSpace {
        let space = map.space(s);
        NamedSpace {
            hex: space.hex,
            start: space.start,
            what: space.describe(),
            piece: map.piece(space.piece).label.clone(),
        }
    }
}

/// Spaces as a sentence names them: the start spaces by number, the others by
/// what they are, where and on which piece ("start spaces 1 and 2 and the
/// jungle 1 spaces at (3, 0) and (2, 1) on start board B").
pub fn spaces_text(spaces: &[NamedSpace]) -> String {
    let mut starts: Vec<u8> = spaces.iter().filter_map(|s| s.start).collect();
    starts.sort_unstable();
    let mut parts = Vec::new();
    match starts.as_slice() {
        [] => {}
        [one] => parts.push(format!("start space {one}")),
        many => parts.push(format!(
            "start spaces {}",
            and_list(&many.iter().map(u8::to_string).collect::<Vec<_>>())
        )),
    }
    // The others grouped by what they are and where, in the order given.
    let mut groups: Vec<(&str, &str, Vec<String>)> = Vec::new();
    for s in spaces.iter().filter(|s| s.start.is_none()) {
        let at = fmt_hex(s.hex);
        match groups.iter_mut().find(|(what, piece, _)| *what == s.what && *piece == s.piece) {
            Some(group) => group.2.push(at),
            None => groups.push((s.what, &s.piece, vec![at])),
        }
    }
    for (what, piece, at) in groups {
        let noun = if at.len() == 1 { what.to_string() } else { format!("{what} spaces") };
        parts.push(format!("the {noun} at {} on {piece}", and_list(&at)));
    }
    and_list(&parts)
}

/// What a space is, as a board holds it: to say how another program's board
/// differs from the printed one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
        let terrain = text(lang, &format!("terrain-{}", self.terrain.name()));
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
        /// The piece's label ("board C").
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
        /// The labels of the pieces they lie on.
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
/// how few it can seat.
fn starts_text(
    f: &mut std::fmt::Formatter<'_>,
    client: Client,
    steps: u32,
    spaces: &[NamedSpace],
    printed: bool,
) -> std::fmt::Result {
    let farthest = format!("farthest from El Dorado ({})", count(steps as usize, "step", "steps"));
    let listed = spaces_text(spaces);
    let rule = format!("it starts each player on a space of its own among those {farthest}");
    match spaces.len() {
        4 if printed => write!(
            f,
            "{client} starts the players on the 4 spaces {farthest}, which are the printed start spaces, but in its own order rather than by their numbers"
        ),
        4 => write!(
            f,
            "{client} starts the players not on the printed start spaces but on the 4 spaces {farthest}: {listed}"
        ),
        n if n > 4 => {
            let which = if spaces.iter().any(|s| s.start.is_some()) {
                "which need not be the printed start spaces"
            } else {
                "none of them a printed start space"
            };
            write!(
                f,
                "{client} starts the players on 4 of the {n} spaces {farthest}, the first 4 in its own order, {which}: {listed}"
            )
        }
        3 => write!(
            f,
            "{client} can seat only 2 or 3 players on this course: {rule}, and only 3 spaces are that far: {listed}"
        ),
        2 => write!(
            f,
            "{client} can seat only 2 players on this course: {rule}, and only 2 spaces are that far: {listed}"
        ),
        _ => write!(
            f,
            "{client} cannot set up this course even for 2 players: {rule}, and only {listed} is that far"
        ),
    }
}

/// "A, B and C" in a language (the catalogue's `list-and`).
fn list_in(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let first = rest.join(", ");
            text_with(lang, "list-and", &[("first", first.into()), ("last", last.into())])
        }
    }
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
        match self {
            Loss::FixedBlockade { client, seam, number } => {
                write!(
                    f,
                    "seam {seam}: blockade {number} becomes a random one, as {client} deals every blockade at random"
                )
            }
            Loss::NoBlockade { client, seam } => {
                write!(
                    f,
                    "seam {seam} has no blockade here, but {client} deals one onto every seam between consecutive pieces"
                )
            }
            Loss::StripFarSeam { client, seam, strip } => write!(
                f,
                "seam {seam}, the far side of strip {strip}, gets a blockade in {client}, which deals one onto every seam between consecutive pieces"
            ),
            Loss::CavesAsPrinted { client, piece, added, removed } => {
                let mut parts = Vec::new();
                if *added > 0 {
                    parts.push(format!(
                        "{} added here {} lost",
                        count(*added, "cave", "caves"),
                        if *added == 1 { "is" } else { "are" }
                    ));
                }
                if *removed > 0 {
                    parts.push(format!(
                        "{} taken away here {} back",
                        count(*removed, "cave", "caves"),
                        if *removed == 1 { "comes" } else { "come" }
                    ));
                }
                write!(
                    f,
                    "{piece}: {}, as {client}'s boards have the printed caves",
                    and_list(&parts)
                )
            }
            Loss::TextNotWritten { client, fields } => {
                let fields: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
                let holds = match client {
                    Client::Durango => "a durango layout holds only the pieces",
                    Client::ShlomoAlon => "a ShlomoAlon course holds only a name",
                };
                write!(
                    f,
                    "the course's {} {} not written: {holds}",
                    and_list(&fields),
                    if fields.len() == 1 { "is" } else { "are" }
                )
            }
            Loss::StartSpaces { client, steps, spaces, printed } => {
                starts_text(f, *client, *steps, spaces, *printed)
            }
            Loss::CavesLost { client, caves, pieces } => match caves.len() {
                1 => write!(
                    f,
                    "{client}'s boards have no caves: the cave of {} is a plain mountain there",
                    and_list(pieces)
                ),
                n => write!(
                    f,
                    "{client}'s boards have no caves: the {n} caves of {} are plain mountains there",
                    and_list(pieces)
                ),
            },
            Loss::ReconstructedBoard { client, board, differ, .. } => {
                f.write_str(&own_board_text(Lang::English, *client, board, differ))
            }
            Loss::SeamLeftOpen { client, seam, order, blockade, .. } => {
                f.write_str(&left_open_text(Lang::English, *client, seam, order, *blockade))
            }
            Loss::RandomBlockades { client, seams } => write!(
                f,
                "{client} does not say which blockade lies where: {} a random blockade",
                match seams {
                    1 => "the one seam gets".to_string(),
                    n => format!("each of the {n} seams gets"),
                }
            ),
            Loss::FarSeamBlockadeDropped { client, seam, strip } => write!(
                f,
                "seam {seam}, the far side of strip {strip}, has a blockade in {client} but takes none here"
            ),
            Loss::PrintedCaves { client } => write!(
                f,
                "{client} does not say whether caves were added or taken away: the boards have their printed caves"
            ),
            Loss::NamedAfterFile { client, name } => {
                write!(
                    f,
                    "{client} layouts have no name: the course is named {name:?} after the file"
                )
            }
            Loss::WouldRefuse(why) => {
                write!(f, "{} itself would not take this course: {why}", why.client())
            }
            Loss::MissingGlyphs { chars } => f.write_str(&text_with(
                Lang::English,
                "export-missing-glyphs",
                &[("count", chars.len().into()), ("chars", glyph_list(chars).into())],
            )),
            Loss::LabelsCut { count, limit } => f.write_str(&text_with(
                Lang::English,
                "export-labels-cut",
                &[("count", (*count).into()), ("limit", (*limit).into())],
            )),
        }
    }
}

/// Why a course cannot be written for a client at all. One sentence each,
/// naming the piece or seam.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// ShlomoAlon has no strips.
    #[error("{client} has no strips, so strip {strip} cannot be written")]
    Strip {
        /// The program written for.
        client: Client,
        /// The strip's letter.
        strip: String,
    },
    /// There are six blockades, so at most six connections.
    #[error(
        "seam {seam} would be the 7th connection, but {client} deals one of the six blockades onto each connection, so it takes at most 6"
    )]
    TooManyConnections {
        /// The program written for.
        client: Client,
        /// The seam that would be the 7th.
        seam: String,
    },
    /// A piece touches more than the pieces before and after it.
    #[error(
        "{piece} touches {}, but {client} lays a course out as a chain in which each piece touches only the one before it and the one after it",
        and_list(.touches)
    )]
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
    #[error("{}", no_order_text(Lang::English, *.client, .last, .touching))]
    NoOrder {
        /// The program written for.
        client: Client,
        /// The label of the board the finish plate is attached to.
        last: String,
        /// Each board and the boards it touches.
        touching: Vec<(String, Vec<String>)>,
    },
    /// The finish plate hangs on a piece the course goes on past.
    #[error(
        "the finish plate is attached to {board}, but the course goes on past it to {next}, and {client} puts the finish plate after the last piece"
    )]
    FinishNotLast {
        /// The program written for.
        client: Client,
        /// The piece the plate is attached to.
        board: String,
        /// The piece after it.
        next: String,
    },
    /// ShlomoAlon's check: consecutive boards share at least 2 pairs of passable spaces.
    #[error(
        "{} and {} share {} across their edge on {client}'s boards, and it refuses consecutive boards that share fewer than 2",
        .boards[0],
        .boards[1],
        count(*.pairs, "pair of passable spaces", "pairs of passable spaces")
    )]
    FewPassablePairs {
        /// The program written for.
        client: Client,
        /// The two boards' labels.
        boards: [String; 2],
        /// Pairs of neighbouring passable spaces across their edge.
        pairs: usize,
    },
    /// ShlomoAlon's check: no two boards overlap.
    #[error("{} and {} overlap at {at}, and {client} refuses boards that overlap", .boards[0], .boards[1])]
    Overlap {
        /// The program written for.
        client: Client,
        /// The two boards' labels.
        boards: [String; 2],
        /// A hex both cover.
        at: String,
    },
    /// ShlomoAlon's check: a path leads from the start spaces to El Dorado.
    #[error(
        "on {client}'s boards no path leads from the start spaces to El Dorado (they reach no farther than {reached}), and it refuses such a course"
    )]
    NoPath {
        /// The program written for.
        client: Client,
        /// The label of the last board in course order that a path reaches.
        reached: String,
    },
    /// ShlomoAlon's check: El Dorado sits against the last board (each
    /// finishing space on no board and beside a space of the last board that
    /// is not a mountain).
    #[error(
        "El Dorado at {at} does not sit against {last}, the last board: {why}, and {client} refuses such a course"
    )]
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
    #[error(
        "{client} would not put the finishing spaces where the finish plate has them, around {at}"
    )]
    FinishSpaces {
        /// The program written for.
        client: Client,
        /// The middle finishing space.
        at: String,
    },
    /// durango needs a farthest space per player, and at least 2 players.
    #[error(
        "{client} cannot set up this course even for 2 players: it starts each player on a space of its own among those farthest from El Dorado ({}), and only {} is that far",
        count(*.steps as usize, "step", "steps"),
        spaces_text(.spaces)
    )]
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

impl std::fmt::Display for FinishFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FinishFault::OnBoard { board } => {
                write!(f, "the middle finishing space lies on {board}")
            }
            FinishFault::OnlyMountains => {
                f.write_str("the middle finishing space touches it only at mountains")
            }
            FinishFault::Apart => f.write_str("the middle finishing space touches none of its spaces"),
            FinishFault::NoOuterPair => f.write_str(
                "fewer than 2 spaces beside the middle finishing space lie on no board and touch a space of it that is not a mountain",
            ),
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

    fn space(start: Option<u8>, what: &'static str, q: i32, r: i32, piece: &str) -> NamedSpace {
        NamedSpace { hex: Hex::new(q, r), start, what, piece: piece.into() }
    }

    #[test]
    fn spaces_are_named_by_start_number_or_by_what_and_where() {
        assert_eq!(
            spaces_text(&[space(Some(4), "start space 4", 0, 3, "start board A")]),
            "start space 4"
        );
        assert_eq!(
            spaces_text(&[
                space(None, "jungle 1", 3, 0, "start board B"),
                space(Some(2), "start space 2", -2, 3, "start board B"),
                space(None, "jungle 1", 2, 1, "start board B"),
                space(None, "river 1", -1, -2, "start board B"),
                space(Some(1), "start space 1", -3, 3, "start board B"),
            ]),
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
            pieces: vec!["start board A".into()],
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
