//! The session's side of the game view: starting a game on the course open
//! (watched from the simulation, or played), opening and saving game
//! records, and passing the view's requests to the [`Game`].

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use super::paths::PathPurpose;
use super::question::Question;
use super::{Session, WindowEffect};
use crate::document::Document;
use crate::game::{Game, GameRequest, Title};
use crate::persist::said::io_said;
use crate::request::Notice;
use eldorado_core::text::capitalise;
use eldorado_formats::game_record;
use eldorado_formats::output_kind::{KeptOrFailed, Kind, Looks};
use eldorado_messages::{text, text_with};
use eldorado_rules::{Board, GameConfig, Rules, Timeline};
use eldorado_sim::montecarlo::trace;

impl Session {
    /// The game shown, if any.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The title of the game shown when it is being played and unsaved.
    pub(super) fn unsaved_game(&self) -> Option<String> {
        self.game.as_ref().filter(|g| g.is_unsaved()).map(|g| g.title().to_string())
    }

    pub(super) fn game_request(&mut self, request: GameRequest) {
        match request {
            GameRequest::Watch { seed, players, rules, bots, label } => {
                self.watch(seed, GameConfig { players, rules }, &bots, label)
            }
            GameRequest::New(setup) => self.new_game(setup),
            GameRequest::OpenDialog => self.ask_path(PathPurpose::OpenGame, None),
            GameRequest::Open(path) => {
                self.files.path_cancelled();
                self.open_game(&path);
            }
            GameRequest::SaveDialog => {
                if self.game.is_some() {
                    self.ask_path(PathPurpose::SaveGame, None);
                }
            }
            GameRequest::Save(path) => {
                // Saved before a close asked about it: the close goes on.
                let then = self.files.path_given();
                if self.save_game(&path)
                    && let Some(then) = then
                {
                    self.handle(*then);
                }
            }
            GameRequest::ContinueHere => self.ask_continue(),
            GameRequest::Close => {
                self.game = None;
                // What was said about the game goes with it.
                self.notices.last = None;
            }
            other => self.game_control(other),
        }
        self.effects.push(WindowEffect::Repaint);
    }

    fn game_control(&mut self, request: GameRequest) {
        let lang = self.lang;
        let Some(game) = &mut self.game else { return };
        match request {
            GameRequest::Step { unit, forward } => game.step(unit, forward),
            GameRequest::ToStart => game.go_to(0),
            GameRequest::ToEnd => game.go_to(usize::MAX),
            GameRequest::ToRound(r) => game.to_round(r),
            GameRequest::ToStall => match game.stall_moment() {
                Some(at) => game.go_to(at),
                None => self.notices.last = Some(Notice::info(text(lang, "game-notice-no-stall"))),
            },
            GameRequest::Play(on) => game.set_playing(on),
            GameRequest::Speed(s) => game.set_speed(s),
            GameRequest::Act(action) => {
                if let Err(why) = game.act(action) {
                    self.notices.last = Some(Notice::refused(text_with(
                        lang,
                        "game-notice-not-allowed",
                        &[("why", why.say(lang).into())],
                    )));
                }
            }
            GameRequest::TakeBack => {
                let taken = game.take_back();
                if !taken {
                    self.notices.last =
                        Some(Notice::refused(text(lang, "game-notice-nothing-to-take-back")));
                }
            }
            GameRequest::ContinueHere if game.continue_here() => {
                self.notices.last = Some(Notice::info(text_with(
                    lang,
                    "game-notice-playing-on",
                    &[("title", game.title().into())],
                )));
            }
            GameRequest::ContinueHere => {
                self.notices.last = Some(Notice::refused(text(lang, "game-notice-ends-here")));
            }
            GameRequest::Reveal => game.reveal(),
            GameRequest::SkipWait => game.skip_wait(),
            _ => {}
        }
    }

    /// Continue from here: asked first when it drops actions after the
    /// position shown (a saved game is never thrown away unasked).
    fn ask_continue(&mut self) {
        let Some(game) = &mut self.game else { return };
        let later = game.timeline().len().saturating_sub(game.cursor());
        if game.can_continue() && later > 0 {
            game.set_playing(false);
            self.question = Some(Question::drop_later_actions(self.lang, game.cursor(), later));
        } else {
            self.game_control(GameRequest::ContinueHere);
        }
    }

    /// The answer "drop them and play on" to the question asked at action `at`.
    pub(super) fn continue_game_from(&mut self, at: usize) {
        if self.game.as_ref().is_some_and(|g| g.cursor() == at) {
            self.game_control(GameRequest::ContinueHere);
            self.effects.push(WindowEffect::Repaint);
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
            self.notices.last = Some(Notice::refused(text(self.lang, "game-notice-close-to-undo")));
        }
        self.effects.push(WindowEffect::Repaint);
    }

    /// The engine's board of the course open, or why it can't be played.
    fn board(&mut self) -> Option<Arc<Board>> {
        if !self.doc.assembly().is_valid() {
            self.notices.last = Some(Notice::refused(text(self.lang, "game-notice-fix-first")));
            return None;
        }
        match Board::from_map(self.doc.map().clone()) {
            Ok(b) => Some(Arc::new(b)),
            Err(e) => {
                self.notices.last = Some(Notice::refused(capitalise(&format!("{e}"))));
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
                let title = Title::Named { label: capitalise(&label), seed };
                self.show_game(Game::replay(
                    self.doc.course().clone(),
                    self.doc.stamp(),
                    title,
                    timeline,
                    self.lang,
                ));
            }
            Err(e) => {
                self.notices.last = Some(Notice::error(text_with(
                    self.lang,
                    "game-notice-not-played",
                    &[("error", eldorado_sim::montecarlo::said::said(self.lang, &e).into())],
                )))
            }
        }
    }

    fn new_game(&mut self, setup: crate::game::GameSetup) {
        let Some(board) = self.board() else { return };
        let seed = setup.seed.unwrap_or_else(|| {
            let seed = self.files.settings.blockade_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
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
                self.lang,
            )),
            Err(e) => {
                let why = eldorado_words::story::timeline_error(&e, self.lang);
                self.notices.last = Some(Notice::refused(capitalise(&why)))
            }
        }
    }

    fn show_game(&mut self, game: Game) {
        let id = if game.live().is_some() {
            "game-notice-started"
        } else if game.timeline().current().is_over() {
            "game-notice-over"
        } else {
            "game-notice-unfinished"
        };
        let args = [("title", game.title().into()), ("actions", game.timeline().len().into())];
        self.notices.last = Some(Notice::info(text_with(self.lang, id, &args)));
        self.game = Some(game);
        // The start page would stand over the board the game is played on.
        self.start_page = false;
        self.effects.push(WindowEffect::FitView);
    }

    /// Opens a game record, on its course (in a tab of its own unless the
    /// course shown is that course with no game on it).
    fn open_game(&mut self, path: &Path) {
        let saved = match game_record::load(path) {
            Ok(s) => s,
            Err(e) => {
                let shown = crate::shown::path(path);
                self.notices.last = Some(Notice::error(text_with(
                    self.lang,
                    "game-notice-cannot-open",
                    &[
                        ("file", shown.into()),
                        ("error", game_record::said::said(self.lang, &e).into()),
                    ],
                )));
                return;
            }
        };
        // On the course shown when it is the record's and shows no game;
        // else on the record's course, opened as any course is.
        if saved.course != *self.doc.course() || self.game.is_some() {
            let name = saved.course.name.clone();
            self.open_doc(Document::unsaved_in(self.lang, saved.course.clone(), name));
        }
        let name = crate::shown::file_name(path);
        let title = Title::Named { label: name, seed: saved.game.seed() };
        self.show_game(Game::replay(saved.course, self.doc.stamp(), title, saved.game, self.lang));
    }

    /// A game left behind unsaved (`record`, from an autosave) comes back on
    /// the course just restored, played on from where it stood, and unsaved
    /// work until saved.
    pub(super) fn restore_game(&mut self, record: &str) {
        let saved = match game_record::parse(record) {
            Ok(s) => s,
            Err(e) => {
                self.notices.last = Some(Notice::error(text_with(
                    self.lang,
                    "game-notice-cannot-restore",
                    &[("error", game_record::said::said(self.lang, &e).into())],
                )));
                return;
            }
        };
        let label = text(self.lang, "game-title-restored");
        let title = Title::Named { label, seed: saved.game.seed() };
        let mut game = Game::replay(saved.course, self.doc.stamp(), title, saved.game, self.lang);
        game.go_to(usize::MAX);
        if game.continue_here() || game.timeline().current().is_over() {
            game.unsaved();
        }
        self.show_game(game);
    }

    /// Saves the game shown as a game record; true when it was written.
    fn save_game(&mut self, path: &Path) -> bool {
        let Some(game) = &self.game else { return false };
        let shown = crate::shown::path(path);
        let text = match game_record::keepable(game.course(), game.timeline()) {
            Ok(text) => text,
            Err(e) => {
                self.cannot_save(&shown, game_record::said::said(self.lang, &e));
                return false;
            }
        };
        // Only an earlier game record is replaced, judged on the file there
        // at the moment of writing.
        let said = match Kind::Record.write(path, text.as_bytes()) {
            Ok(()) => {
                if let Some(game) = &mut self.game {
                    game.saved();
                }
                self.notices.last = Some(Notice::info(text_with(
                    self.lang,
                    "game-notice-saved",
                    &[("file", shown.into())],
                )));
                return true;
            }
            Err(KeptOrFailed::Failed(e)) => {
                let why = eldorado_formats::course_file::said::file_cause(self.lang, &e);
                self.cannot_save(&shown, why);
                return false;
            }
            Err(KeptOrFailed::Kept(Looks::Unreadable(cause))) => Notice::refused(text_with(
                self.lang,
                "game-notice-save-unreadable",
                &[
                    ("file", shown.into()),
                    ("cause", io_said(self.lang, &std::io::Error::from(cause)).into()),
                ],
            )),
            Err(KeptOrFailed::Kept(looks)) => Notice::refused(text_with(
                self.lang,
                "game-notice-save-kept",
                &[("file", shown.into()), ("looks", looks.key().into())],
            )),
        };
        self.notices.last = Some(said);
        false
    }

    fn cannot_save(&mut self, shown: &str, error: String) {
        self.notices.last = Some(Notice::error(text_with(
            self.lang,
            "game-notice-cannot-save",
            &[("file", shown.to_string().into()), ("error", error.into())],
        )));
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
