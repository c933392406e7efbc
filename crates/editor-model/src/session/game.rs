//! The session's side of the game view: starting a game on the course open
//! (watched from the simulation, or played), opening and saving game
//! records, and passing the view's requests to the [`Game`].

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use super::paths::PathPurpose;
use super::{Session, WindowEffect};
use crate::document::Document;
use crate::game::{Game, GameRequest};
use crate::request::Notice;
use eldorado_core::text::capitalise;
use eldorado_formats::{course_file, game_record};
use eldorado_rules::{Board, GameConfig, Rules, Timeline};
use eldorado_sim::montecarlo::trace;

impl Session {
    /// The game shown, if any.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    pub(super) fn game_request(&mut self, request: GameRequest) {
        match request {
            GameRequest::Watch { seed, players, rules, bots, label } => {
                self.watch(seed, GameConfig { players, rules }, &bots, label)
            }
            GameRequest::New(setup) => self.new_game(setup),
            GameRequest::OpenDialog => self.ask_path(PathPurpose::OpenGame, None),
            GameRequest::Open(path) => {
                self.awaiting = None;
                self.open_game(&path);
            }
            GameRequest::SaveDialog => {
                if self.game.is_some() {
                    self.ask_path(PathPurpose::SaveGame, None);
                }
            }
            GameRequest::Save(path) => {
                self.awaiting = None;
                self.save_game(&path);
            }
            GameRequest::Close => {
                self.game = None;
                // What was said about the game goes with it.
                self.notice = None;
            }
            other => self.game_control(other),
        }
        self.effects.push(WindowEffect::Repaint);
    }

    fn game_control(&mut self, request: GameRequest) {
        let Some(game) = &mut self.game else { return };
        match request {
            GameRequest::Step { unit, forward } => game.step(unit, forward),
            GameRequest::ToStart => game.go_to(0),
            GameRequest::ToEnd => game.go_to(usize::MAX),
            GameRequest::ToRound(r) => game.to_round(r),
            GameRequest::ToStall => match game.stall_moment() {
                Some(at) => game.go_to(at),
                None => self.notice = Some(Notice::info("This game did not stall")),
            },
            GameRequest::Play(on) => game.set_playing(on),
            GameRequest::Speed(s) => game.set_speed(s),
            GameRequest::Act(action) => {
                if let Err(why) = game.act(action) {
                    self.notice = Some(Notice::refused(format!("Not allowed: {why}")));
                }
            }
            GameRequest::TakeBack => {
                let taken = game.take_back();
                if !taken {
                    self.notice = Some(Notice::refused(
                        "Nothing to take back: only your own actions of this turn, until a card is drawn or a cave explored",
                    ));
                }
            }
            GameRequest::ContinueHere if game.continue_here() => {
                self.notice = Some(Notice::info(format!("Playing on: {}", game.title())));
            }
            GameRequest::ContinueHere => {
                self.notice = Some(Notice::refused(
                    "This game ends here: open an unfinished one, or step back to play on from there",
                ));
            }
            GameRequest::Reveal => game.reveal(),
            GameRequest::SkipWait => game.skip_wait(),
            _ => {}
        }
    }

    /// Undo (or redo) while a game is shown: undo on a game being played
    /// takes back the person's last action; otherwise nothing happens to the
    /// course, and the notice says so (a course edit undone would close the
    /// game).
    pub(super) fn undo_in_game(&mut self, redo: bool) {
        if !redo && self.game.as_ref().is_some_and(|g| g.live().is_some()) {
            self.game_control(GameRequest::TakeBack);
        } else {
            self.notice =
                Some(Notice::refused("Close the game to undo or redo changes to the course"));
        }
        self.effects.push(WindowEffect::Repaint);
    }

    /// The engine's board of the course open, or why it can't be played.
    fn board(&mut self) -> Option<Arc<Board>> {
        if !self.doc.assembly().is_valid() {
            self.notice = Some(Notice::refused(
                "Fix the course's problems first: only a valid course can be played",
            ));
            return None;
        }
        match Board::from_map(self.doc.map().clone()) {
            Ok(b) => Some(Arc::new(b)),
            Err(e) => {
                self.notice = Some(Notice::refused(capitalise(&format!("{e}"))));
                None
            }
        }
    }

    fn watch(
        &mut self,
        seed: u64,
        config: GameConfig,
        bots: &[eldorado_rules::BotKind],
        label: String,
    ) {
        let Some(board) = self.board() else { return };
        match trace::play(&eldorado_sim::Plan::new(board), config, bots, seed) {
            Ok((timeline, _)) => {
                let title = format!("{} (seed {seed})", capitalise(&label));
                self.show_game(Game::replay(
                    self.doc.course().clone(),
                    self.doc.stamp(),
                    title,
                    timeline,
                ));
            }
            Err(e) => {
                self.notice = Some(Notice::error(format!("The game could not be played: {e}")))
            }
        }
    }

    fn new_game(&mut self, setup: crate::game::GameSetup) {
        let Some(board) = self.board() else { return };
        let seed = setup.seed.unwrap_or_else(|| {
            let seed = self.settings.blockade_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64);
            seed % 1_000_000
        });
        let config = GameConfig {
            players: setup.seats.len() as u8,
            rules: Rules { caves: setup.caves, ..Rules::default() },
        };
        match Timeline::start(board, config, setup.seats, seed) {
            Ok(timeline) => self.show_game(Game::play(
                self.doc.course().clone(),
                self.doc.stamp(),
                timeline,
                seed,
            )),
            Err(e) => self.notice = Some(Notice::refused(capitalise(&e.to_string()))),
        }
    }

    fn show_game(&mut self, game: Game) {
        self.notice = Some(Notice::info(if game.live().is_some() {
            format!("Started: {}", game.title())
        } else if game.timeline().current().is_over() {
            format!("{}: {} actions", game.title(), game.timeline().len())
        } else {
            let n = game.timeline().len();
            let actions = if n == 1 { "1 action".to_string() } else { format!("{n} actions") };
            format!("{}: {actions}, not finished; Continue from here plays it on", game.title())
        }));
        self.game = Some(game);
        self.effects.push(WindowEffect::FitView);
    }

    /// Opens a game record; its course becomes the course open (asked about
    /// first when the course open has unsaved changes, as any open is).
    fn open_game(&mut self, path: &Path) {
        let saved = match game_record::load(path) {
            Ok(s) => s,
            Err(e) => {
                let shown = crate::shown::path(path);
                self.notice = Some(Notice::error(format!("Cannot open {shown}: {e}")));
                return;
            }
        };
        if saved.course != *self.doc.course() {
            let name = saved.course.name.clone();
            self.replace(Document::unsaved(saved.course.clone(), name));
        }
        let name = crate::shown::file_name(path);
        let title = format!("{name} (seed {})", saved.game.seed());
        self.show_game(Game::replay(saved.course, self.doc.stamp(), title, saved.game));
    }

    fn save_game(&mut self, path: &Path) {
        let Some(game) = &self.game else { return };
        let shown = crate::shown::path(path);
        match course_file::existing(path) {
            course_file::Existing::Course { .. } => {
                self.notice = Some(Notice::refused(format!(
                    "{shown} is a course file, and saving the game there would replace the course; choose another name"
                )));
                return;
            }
            course_file::Existing::Unreadable(cause) => {
                self.notice = Some(Notice::refused(format!(
                    "{shown} cannot be read ({cause}), so whether it is a course file is unknown; choose another name"
                )));
                return;
            }
            _ => {}
        }
        self.notice = Some(match game_record::save(game.course(), game.timeline(), path) {
            Ok(()) => Notice::info(format!("Saved the game to {shown}")),
            Err(e) => Notice::error(format!("Cannot save the game to {shown}: {e}")),
        });
    }

    /// The game goes on (the replay plays, a bot plays its turn).
    pub(super) fn game_tick(&mut self) {
        let repaint = self.repaint.clone();
        if let Some(game) = &mut self.game
            && game.tick(Instant::now(), &repaint)
        {
            self.effects.push(WindowEffect::RepaintAfter(std::time::Duration::from_millis(30)));
        }
    }

    /// The game is dropped when the course it was played on is no longer the one shown.
    pub(super) fn game_follows_course(&mut self) {
        if self.game.as_ref().is_some_and(|g| g.stamp() != self.doc.stamp()) {
            self.game = None;
        }
    }

    /// Plays the bots' turns to the person's next turn or to the end, waiting
    /// for each (tests and tools without a window).
    pub fn finish_bot_turns(&mut self) {
        self.game_request(GameRequest::SkipWait);
        loop {
            let Some(game) = &mut self.game else { return };
            let Some(live) = game.live() else { return };
            if live.person_to_play(game.timeline().current()).is_some() {
                return;
            }
            game.skip_wait();
            if !game.tick(Instant::now(), &None) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}
