//! What does not carry over between this program and another one: losses
//! (written or read anyway, with a warning) and refusals (nothing written).

use crate::client::Client;
use eldorado_core::text::{and_list, count};

/// A course written for a client, with what did not carry over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    pub losses: Vec<Loss>,
}

/// Something a format cannot say, reported as a warning. Each message is one
/// sentence that names the seam, piece or field concerned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loss {
    // ---- writing ------------------------------------------------------------------
    /// A fixed blockade number on a seam: the client deals every blockade at random.
    FixedBlockade { client: Client, seam: String, number: u8 },
    /// A seam between consecutive pieces without a blockade: the client deals one there.
    NoBlockade { client: Client, seam: String },
    /// The far seam of a strip, which takes no blockade here: the client deals one there.
    StripFarSeam { client: Client, seam: String, strip: String },
    /// Caves added or taken away: the client's boards have the printed caves.
    CavesAsPrinted { client: Client, piece: String, added: usize, removed: usize },
    /// The client's boards have no caves at all.
    CavesLost { client: Client, caves: usize, pieces: Vec<String> },
    /// The client ignores the printed start numbers.
    StartNumbers { client: Client },
    /// A board the client transcribed differently from the printed one.
    ReconstructedBoard { client: Client, board: String, agree: u8 },
    /// Name, author or notes that the format has no place for.
    TextNotWritten { client: Client, fields: Vec<&'static str> },

    // ---- reading ------------------------------------------------------------------
    /// The source does not say which blockade lies where.
    RandomBlockades { client: Client, seams: usize },
    /// The client deals a blockade onto a strip's far seam; this course cannot.
    FarSeamBlockadeDropped { client: Client, seam: String, strip: String },
    /// The source cannot say which caves were added or taken away.
    PrintedCaves { client: Client },
    /// The client's boards have no caves; the course gets the printed ones.
    CavesAdded { client: Client, caves: usize, pieces: Vec<String> },
    /// A board the client transcribed differently is read as the printed board.
    BoardAsPrinted { client: Client, board: String, agree: u8 },
    /// The source has no name; the course is named after the file.
    NamedAfterFile { client: Client, name: String },
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
            Loss::CavesLost { client, caves, pieces } => write!(
                f,
                "{client}'s boards have no caves: the {} of {} become{} plain mountain{}",
                count(*caves, "cave", "caves"),
                and_list(pieces),
                if *caves == 1 { "s a" } else { "" },
                if *caves == 1 { "" } else { "s" }
            ),
            Loss::StartNumbers { client } => write!(
                f,
                "{client} does not use the printed start numbers: it starts the players on the spaces farthest from El Dorado"
            ),
            Loss::ReconstructedBoard { client, board, agree } => write!(
                f,
                "{board} differs in {client}, whose own board is a reconstruction: only {agree} of its 37 spaces agree with the printed board"
            ),
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
            Loss::CavesAdded { client, caves, pieces } => write!(
                f,
                "{client}'s boards have no caves: the course gets the {} printed on {}",
                count(*caves, "cave", "caves"),
                and_list(pieces)
            ),
            Loss::BoardAsPrinted { client, board, agree } => write!(
                f,
                "{board} is read as the printed board, although {client}'s own is a reconstruction of which only {agree} of 37 spaces agree with it"
            ),
            Loss::NamedAfterFile { client, name } => {
                write!(
                    f,
                    "{client} layouts have no name: the course is named {name:?} after the file"
                )
            }
        }
    }
}

/// Why a course cannot be written for a client at all. One sentence each,
/// naming the piece or seam.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{client} has no strips, so strip {strip} cannot be written")]
    Strip { client: Client, strip: String },
    #[error(
        "seam {seam} would be the 7th connection, but {client} deals one of the six blockades onto each connection, so it takes at most 6"
    )]
    TooManyConnections { client: Client, seam: String },
    #[error(
        "{piece} touches {}, but {client} lays a course out as a chain in which each piece touches only the one before it and the one after it",
        and_list(.touches)
    )]
    NotAChain { client: Client, piece: String, touches: Vec<String> },
    #[error(
        "the finish plate is attached to {board}, but the course goes on past it to {next}, and {client} puts the finish plate after the last piece"
    )]
    FinishNotLast { client: Client, board: String, next: String },
    #[error(
        "seam {seam} has {} across it, and {client} refuses consecutive boards that share fewer than 2",
        count(*.pairs, "pair of passable spaces", "pairs of passable spaces")
    )]
    FewPassablePairs { client: Client, seam: String, pairs: usize },
    #[error(
        "{client} would not put the finishing spaces where the finish plate has them, around {at}"
    )]
    FinishSpaces { client: Client, at: String },
}
