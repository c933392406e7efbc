//! The bodies of the fuzz targets in `fuzz/fuzz_targets/`, shared with
//! `tests/fuzz_regressions.rs` so that a saved input is replayed through exactly
//! the code the fuzzer ran. Each function panics when it finds a bug: a panic in
//! the library, or a broken property (round trip, rules engine invariant).

#![allow(dead_code)] // each fuzz target uses one of the entry points

use eldorado_core::map::{Map, SeamId, SpaceId};
use std::sync::Arc;

use eldorado_core::catalog::Symbol;
use eldorado_core::course::official;
use eldorado_formats::Client;
use eldorado_formats::course_file;
use eldorado_formats::share_code;
use eldorado_rules::{
    Action, Board, CardKind, Cards, GameConfig, GameState, PurchasePayment, Rules, Source, Step,
    TokenKind, TokenUse, start_game,
};

/// What a user opening a course file exercises: parse, assemble, analyse, save
/// and reload. Returns the parse error message, if the text is refused.
pub fn course_file(data: &[u8]) -> Result<(), String> {
    let text = std::str::from_utf8(data).map_err(|e| format!("not UTF-8: {e}"))?;
    let course = course_file::parse(text).map_err(|e| e.to_string())?;
    let assembly = Map::assemble(&course);
    let _report = eldorado_analysis::analyze(&assembly.map);
    // Saving and reloading gives the same course and then the same bytes.
    let saved = course_file::to_json(&course);
    let reloaded = course_file::parse(&saved)
        .unwrap_or_else(|e| panic!("a saved course does not reload: {e}\n{saved}"));
    let mut normal = course.clone();
    normal.normalize();
    assert_eq!(reloaded, normal, "the reloaded course differs from the one saved");
    assert_eq!(
        course_file::to_json(&reloaded),
        saved,
        "saving a reloaded course changes its bytes"
    );
    Ok(())
}

/// Decodes a share code; when it decodes, the course encodes again and that
/// code decodes to the same course. Returns the decode error message.
///
/// The first byte picks what the rest is. Even: the text of a code, as pasted.
/// Odd: the stored bytes of a code (flags, then the body), which get a correct
/// checksum and base64 here — otherwise almost every mutation would only meet
/// the checksum test and the fuzzer would never reach the body decoder. Such a
/// code is one a hostile user could make as well.
pub fn share_code(data: &[u8]) -> Result<(), String> {
    use base64::Engine;
    let code = match data.split_first() {
        Some((mode, stored)) if mode % 2 == 1 => {
            let mut crc = crc32fast::Hasher::new();
            crc.update(b"ED1");
            crc.update(stored);
            let mut bytes = stored.to_vec();
            bytes.extend_from_slice(&crc.finalize().to_be_bytes());
            format!(
                "{}{}",
                share_code::PREFIX,
                base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
            )
        }
        Some((_, text)) => String::from_utf8_lossy(text).into_owned(),
        None => String::new(),
    };
    let course = share_code::decode(&code).map_err(|e| e.to_string())?;
    let again = share_code::encode(&course)
        .unwrap_or_else(|e| panic!("a decoded course cannot be encoded again: {e}"));
    let back = share_code::decode(&again)
        .unwrap_or_else(|e| panic!("a fresh code does not decode: {e}\n{again}"));
    assert_eq!(back, course, "the round trip through a share code changed the course");
    Ok(())
}

/// What `eldorado import FILE --from durango` and the editor's File > Import
/// do with a durango layout. Returns the import's error message, if refused.
pub fn durango_import(data: &[u8]) -> Result<(), String> {
    client_import(Client::Durango, data)
}

/// What `eldorado import FILE --from shlomoalon` and the editor's File >
/// Import do with a ShlomoAlon course object (JSON or a JavaScript literal).
pub fn shlomoalon_import(data: &[u8]) -> Result<(), String> {
    client_import(Client::ShlomoAlon, data)
}

/// Reads another program's course as the command line does (UTF-8 text,
/// capped); a course it accepts must be one the course file holds (it saves
/// and reads back the same, so the editor can reopen what was imported),
/// must assemble and be analysed, and when valid and written back for the
/// program, must read back with the same pieces.
fn client_import(client: Client, data: &[u8]) -> Result<(), String> {
    let text = std::str::from_utf8(data).map_err(|e| format!("not UTF-8: {e}"))?;
    let imported = eldorado_formats::import(client, text, "fuzz").map_err(|e| e.to_string())?;
    let course = &imported.course;
    let saved = course_file::to_json(course);
    let reloaded = course_file::parse(&saved)
        .unwrap_or_else(|e| panic!("an imported course does not read back: {e}\n{saved}"));
    assert_eq!(&reloaded, course, "an imported course changes when saved and read back");
    let assembly = Map::assemble(course);
    let _report = eldorado_analysis::analyze(&assembly.map);
    if !assembly.is_valid() {
        return Ok(());
    }
    let written = match client {
        Client::Durango => eldorado_formats::durango::write(course, &assembly.map),
        Client::ShlomoAlon => eldorado_formats::shlomoalon::write(course, &assembly.map),
    };
    if let Ok(written) = written {
        let again = eldorado_formats::import(client, &written.text, "fuzz").unwrap_or_else(|e| {
            panic!("a course written for {client} does not read back: {e}\n{}", written.text)
        });
        let sorted = |c: &eldorado_core::course::Course| {
            let mut pieces: Vec<String> = c.pieces.iter().map(|p| format!("{p:?}")).collect();
            pieces.sort();
            pieces
        };
        assert_eq!(
            sorted(&again.course),
            sorted(course),
            "written for {client} and read back, the pieces differ"
        );
    }
    Ok(())
}

/// Reads the fuzzer's bytes as a stream of choices; zeros when it runs out.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0u64, |acc, _| (acc << 8) | u64::from(self.byte()))
    }
    fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    fn card(&mut self) -> CardKind {
        CardKind::ALL[usize::from(self.byte()) % CardKind::ALL.len()]
    }
    fn token(&mut self) -> TokenKind {
        TokenKind::ALL[usize::from(self.byte()) % TokenKind::ALL.len()]
    }
    fn cards(&mut self) -> Cards {
        let n = self.byte() % 7;
        Cards::from_kinds((0..n).map(|_| self.card()))
    }
    fn source(&mut self) -> Source {
        if self.byte().is_multiple_of(2) {
            Source::Card(self.card())
        } else {
            Source::Token(self.token())
        }
    }
    /// A space or seam index, mostly in range but sometimes far past the board.
    fn step(&mut self, spaces: usize, seams: usize) -> Step {
        let b = self.byte();
        let n = self.u16();
        let pick = |count: usize| if b & 2 == 0 { n as usize % count.max(1) } else { n as usize };
        // Past two bytes, the one id that never names a space or seam.
        let space = |i: usize| if i < SpaceId::CAPACITY { SpaceId::new(i) } else { SpaceId::NONE };
        let seam = |i: usize| if i < SeamId::CAPACITY { SeamId::new(i) } else { SeamId::NONE };
        if b & 1 == 0 { Step::Enter(space(pick(spaces))) } else { Step::Break(seam(pick(seams))) }
    }
    /// Any action at all, built from bytes: usually illegal.
    fn action(&mut self, spaces: usize, seams: usize) -> Action {
        let piece = self.byte() % 3;
        match self.byte() % 14 {
            0 => {
                let symbol = Symbol::ALL[usize::from(self.byte()) % Symbol::ALL.len()];
                let source = self.source();
                let len = self.byte() % 7;
                let path = (0..len).map(|_| self.step(spaces, seams)).collect();
                Action::Move { piece, source, symbol, path }
            }
            1 => Action::Pay { piece, target: self.step(spaces, seams), cards: self.cards() },
            2 => Action::Native { piece, source: self.source(), target: self.step(spaces, seams) },
            3 => Action::Draw(self.card()),
            4 => Action::RemoveCard(self.card()),
            5 => Action::StopRemoving,
            6 => Action::Transmit(self.card()),
            7 => {
                let card = self.card();
                let cards = self.cards();
                let changed = if self.byte().is_multiple_of(2) { None } else { Some(self.card()) };
                Action::Buy {
                    card,
                    payment: PurchasePayment {
                        cards,
                        coin1: self.byte() % 4,
                        coin2: self.byte() % 4,
                        changed,
                    },
                }
            }
            8 => Action::Token(match self.byte() % 6 {
                0 => TokenUse::DrawCard,
                1 => TokenUse::RemoveCard(self.card()),
                2 => TokenUse::SwapHand(self.cards()),
                3 => TokenUse::KeepItem(self.card()),
                4 => TokenUse::PassOccupied,
                _ => TokenUse::ChangeSymbol,
            }),
            9 => Action::FinishPlaying,
            10 => Action::Discard(self.card()),
            11 => Action::DrawFewer { card: self.card(), count: self.byte() % 4 },
            12 => Action::Explore(self.byte()),
            _ => Action::EndTurn,
        }
    }
}

/// Everything the public API shows of a game, to see that a refused action
/// changed nothing.
fn visible(state: &GameState) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {} {} {:?} {} {} {} {} {:?} {} {:?}",
        state.players(),
        state.market(),
        state.blockades(),
        state.cave_piles().collect::<Vec<_>>(),
        state.tokens_used(),
        state.current(),
        state.round(),
        state.phase(),
        state.pending_removals(),
        state.has_bought(),
        state.pass_occupied_active(),
        state.change_pending(),
        state.just_used_items(),
        state.is_final_round(),
        state.outcome(),
    )
}

/// Plays a game of an official course chosen by the bytes, taking legal actions
/// picked by index and now and then an arbitrary action. Every legal action must
/// apply; a refused action must leave the game (and its random draws) as they
/// were; the invariants must hold after every step.
pub fn engine(data: &[u8]) {
    let mut b = Bytes { data };
    let ids: Vec<&str> = official::ids().collect();
    let id = ids[usize::from(b.byte()) % ids.len()];
    let flags = b.byte();
    let players = 2 + flags % 3;
    let rules =
        Rules { caves: flags & 4 != 0, generous_native: flags & 8 != 0, ..Rules::default() };
    let seed = b.u64();
    let course = official::course(id).expect("official course");
    let map = Map::build(&course).expect("official courses are valid");
    let board = Arc::new(Board::from_map(map).expect("official courses make a board"));
    let (mut state, mut rng, _) = start_game(board.clone(), GameConfig { players, rules }, seed)
        .expect("official courses set up");
    state.check_invariants().unwrap_or_else(|e| panic!("{id}: broken at set-up: {e}"));
    let (spaces, seams) = (board.len(), board.seam_count());
    let mut legal = Vec::new();
    while !b.is_empty() && !state.is_over() {
        legal.clear();
        legal.extend(state.legal_actions());
        assert!(!legal.is_empty(), "{id}: a game that is not over has no legal action");
        let choice = b.byte();
        let (action, is_listed) = if choice < 224 {
            (legal[usize::from(b.u16()) % legal.len()], true)
        } else {
            let a = b.action(spaces, seams);
            (a, legal.contains(&a))
        };
        // Only a refused action needs the comparison, and only arbitrary ones can be.
        let before = (!is_listed).then(|| (visible(&state), rng.clone()));
        match state.apply(action, &mut rng) {
            Ok(_) => {}
            Err(e) if is_listed => {
                panic!("{id}: legal action {} was refused: {e}", action.describe())
            }
            Err(_) => {
                let (seen, rng_before) = before.expect("an arbitrary action");
                assert!(
                    visible(&state) == seen,
                    "{id}: refused action {} changed the game",
                    action.describe()
                );
                assert!(
                    rng == rng_before,
                    "{id}: refused action {} drew from the generator",
                    action.describe()
                );
            }
        }
        state
            .check_invariants()
            .unwrap_or_else(|e| panic!("{id}: after {}: {e}", action.describe()));
    }
}

/// What opening a game record exercises: the capped read, the parse and the
/// replay through the rules engine, the story told of it, and the save/reload
/// round trip (the same actions, then the same bytes), the writer's bounds,
/// and the same record behind a byte-order mark. A refusal must be one
/// line. Returns the refusal's message.
pub fn game_record(data: &[u8]) -> Result<(), String> {
    use eldorado_formats::game_record;
    let saved = game_record::from_bytes(data.to_vec()).map_err(|e| {
        let message = e.to_string();
        assert!(!message.contains('\n') && !message.is_empty(), "not one line: {message:?}");
        message
    })?;
    let plan = eldorado_sim::Plan::new(saved.game.board().clone());
    let _story = eldorado_sim::montecarlo::trace::tell(&saved.game, &plan);
    let _moment = eldorado_sim::stall::stall_moment(&saved.game, &plan);
    let text = game_record::to_json(&saved.course, &saved.game);
    // What opens can be saved again, unless its record would pass the
    // reader's size (then the save says so): the writer keeps the reader's bounds.
    match game_record::keepable(&saved.course, &saved.game) {
        Ok(kept) => assert_eq!(kept, text, "the record kept is the record written"),
        Err(game_record::GameRecordError::TooLargeToSave { .. }) => {}
        Err(e) => panic!("a game that opened cannot be saved: {e}"),
    }
    // Read by the rules of every JSON file: a byte-order mark changes nothing.
    if let Ok(plain) = std::str::from_utf8(data)
        && !plain.starts_with('\u{feff}')
        && plain.len() as u64 + 3 <= game_record::MAX_BYTES
    {
        let marked = game_record::parse(&format!("\u{feff}{plain}"))
            .unwrap_or_else(|e| panic!("a record with a byte-order mark does not read: {e}"));
        assert_eq!(marked.game.actions(), saved.game.actions());
    }
    let back = game_record::parse(&text)
        .unwrap_or_else(|e| panic!("a saved game record does not reload: {e}\n{text}"));
    assert_eq!(back.game.actions(), saved.game.actions(), "the reloaded actions differ");
    assert_eq!(back.game.seats(), saved.game.seats(), "the reloaded seats differ");
    assert_eq!(
        game_record::to_json(&back.course, &back.game),
        text,
        "saving a reloaded game record changes its bytes"
    );
    Ok(())
}
