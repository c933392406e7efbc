//! How fast the editor answers: one frame of the whole window with the largest
//! official course (plain, and with every overlay on — the analysis layers and
//! a real simulation's heatmap), a frame in which an edit is re-checked and
//! re-analysed, the re-check after an edit on its own, judging a held
//! piece's position as the pointer moves, and the game view: a frame of a
//! replay, a frame that steps it, and a person's turn with a card chosen
//! (the reachable spaces and their costs found and drawn every frame). And the
//! editor's own games after an edit: how long until every official course's
//! findings carry what they showed, and a frame while they are played.
//!
//!     cargo bench --bench editor

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::{EditorApp, Request, StartOptions};
use eldorado_core::catalog::Terrain;
use eldorado_core::course::{Course, Edit, official};
use eldorado_core::hex::Rotation;
use eldorado_core::map::Map;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::placing;

/// The official course with the most spaces.
fn largest() -> (&'static str, usize) {
    official::all()
        .into_iter()
        .map(|(id, c)| (id, Map::assemble(&c).map.spaces().len()))
        .max_by_key(|&(_, n)| n)
        .expect("seven courses")
}

/// Toggling the cave of the course's first mountain: an edit that keeps the course valid.
fn cave_toggle(course: &Course) -> Change {
    let map = Map::assemble(course).map;
    let mountain =
        map.spaces().iter().find(|s| s.terrain == Terrain::Mountain).expect("a mountain");
    let piece = &course.pieces[map.piece(mountain.piece).course_index];
    let cave = !piece.has_cave(mountain.local);
    Change::Edit(Edit::Cave { piece: piece.piece.clone(), local: mountain.local, cave })
}

/// The editor on an official course, its own games after each edit off (the
/// frames are measured alone; `frame_while_playing` measures them beside the games).
fn editor(id: &'static str) -> Harness<'static, EditorApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| EditorApp::new(cc, StartOptions::official(id)));
    h.state_mut().settings_mut().live_games = false;
    h
}

/// Runs a small simulation from the simulation panel, as a user would, so the
/// heatmap layer exists; then closes the panel and turns every layer on.
fn every_overlay_on(h: &mut Harness<'static, EditorApp>) {
    h.state_mut().simulation_mut().settings.games = 40;
    h.state_mut().simulation_mut().settings.players = 4;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label("Run").click();
    h.step();
    while h.state().simulation().result().is_none() {
        std::thread::sleep(Duration::from_millis(50));
        h.step();
    }
    h.step();
    *h.state_mut().simulation_window() = false;
    h.state_mut().canvas_mut().overlays.extend(OverlayKind::ALL);
    h.step();
    let insights = h.state().document().insights();
    for kind in OverlayKind::ALL {
        let layer = insights.overlays.get(&kind).unwrap_or_else(|| {
            panic!("the {} layer exists", kind.title_in(eldorado_messages::Lang::English))
        });
        assert!(
            !layer.tints.is_empty() || !layer.rings.is_empty() || !layer.paths.is_empty(),
            "the {} layer draws something",
            kind.title_in(eldorado_messages::Lang::English)
        );
    }
}

fn frame(c: &mut Criterion) {
    let (id, spaces) = largest();
    let mut h = editor(id);
    // Pointer over the canvas, so hit-testing and the hover card run too.
    let centre = h.state().canvas().rect().center();
    h.hover_at(centre);
    h.run();
    c.bench_function(&format!("frame/{id} ({spaces} spaces)"), |b| b.iter(|| h.step()));

    every_overlay_on(&mut h);
    h.hover_at(centre);
    h.run();
    c.bench_function(&format!("frame, every overlay on/{id}"), |b| b.iter(|| h.step()));

    // A frame that applies an edit: the course is re-checked and re-analysed
    // (Document's one map and the analysis) and then drawn with every layer on.
    // Alternating undo and redo makes every frame an edit.
    let toggle = cave_toggle(h.state().document().course());
    h.state_mut().perform(Request::Edit(toggle));
    h.run();
    c.bench_function(&format!("frame with an edit, every overlay on/{id}"), |b| {
        let mut undo = true;
        b.iter(|| {
            h.state_mut().perform(if undo { Request::Undo } else { Request::Redo });
            undo = !undo;
            h.step();
        })
    });
    h.state_mut().perform(Request::Undo);
    h.run();

    // While holding a piece over the course (snapping and the ghost every frame).
    let from = h.get_by_label("Board E").rect().center();
    h.drag_at(from);
    h.run();
    h.hover_at(centre);
    h.run();
    c.bench_function(&format!("frame while placing, every overlay on/{id}"), |b| {
        let mut flip = false;
        b.iter(|| {
            // Move a little each frame so the ghost is re-judged.
            flip = !flip;
            h.hover_at(centre + egui::vec2(if flip { 30.0 } else { -30.0 }, 0.0));
            h.step();
        })
    });
}

fn recheck(c: &mut Criterion) {
    let (id, _) = largest();
    let course = official::course(id).expect("official");
    let toggle = cave_toggle(&course);
    let mut doc = Document::unsaved_in(eldorado_messages::Lang::English, course.clone(), "bench");
    doc.apply(toggle.clone()).expect("valid edit");
    // The cave back as it was: every iteration below is a real change.
    let back = cave_toggle(doc.course());
    // The edit keeps the course valid, so each re-check also runs the whole analysis.
    assert!(doc.assembly().is_valid(), "the edited course stays valid");
    assert!(
        doc.insights().overlays.contains_key(&OverlayKind::CheapestRoutes),
        "the re-check includes the analysis"
    );
    c.bench_function(&format!("edit and re-check (with analysis)/{id}"), |b| {
        let mut on = false;
        b.iter(|| {
            let edit = if on { &toggle } else { &back };
            on = !on;
            doc.apply(black_box(edit.clone())).expect("valid edit")
        })
    });
    let last = course.pieces.len() - 2;
    let p = &course.pieces[last];
    let near = (p.origin.x as f32 + 0.3, p.origin.y as f32 - 0.2);
    let plain = Document::unsaved_in(eldorado_messages::Lang::English, course.clone(), "bench");
    c.bench_function(&format!("judge a held piece/{id}"), |b| {
        b.iter(|| {
            placing::evaluate(black_box(&plain), Some(&p.piece), &p.piece, Rotation::ZERO, near)
        })
    });
}

fn game_view(c: &mut Criterion) {
    use eldorado_editor_model::game::{GameRequest, GameSetup, StepUnit, live};
    use eldorado_rules::{BotKind, Seat};
    let (id, _) = largest();
    let mut h = editor(id);
    h.run();
    let watch = GameRequest::Watch {
        seed: 7,
        players: 4,
        rules: eldorado_rules::Rules { caves: true, ..Default::default() },
        bots: vec![BotKind::Fast],
        label: "bench".into(),
    };
    h.state_mut().perform(Request::Game(watch));
    h.state_mut().perform(Request::Game(GameRequest::ToRound(8)));
    h.run();
    let centre = h.state().canvas().rect().center();
    h.hover_at(centre);
    h.run();
    assert!(h.state().session().game().is_some_and(|g| g.last_action().is_some()));
    c.bench_function(&format!("game view frame, replay/{id}"), |b| b.iter(|| h.step()));
    c.bench_function(&format!("game view frame stepping an action/{id}"), |b| {
        let mut forward = true;
        b.iter(|| {
            let step = GameRequest::Step { unit: StepUnit::Action, forward };
            forward = !forward;
            h.state_mut().perform(Request::Game(step));
            h.step();
        })
    });

    let setup = GameSetup {
        seats: vec![Seat::Human, Seat::Bot(BotKind::Fast), Seat::Bot(BotKind::Fast)],
        caves: true,
        seed: Some(3),
    };
    h.state_mut().perform(Request::Game(GameRequest::New(setup)));
    h.run();
    let game = h.state().session().game().expect("a game to play");
    let mover = live::movers(&game.choices()).into_iter().next().expect("a card that moves");
    h.state_mut().game_view_mut().selected = Some(mover);
    h.run();
    assert!(!h.state().game_view().targets(h.state().session().game().unwrap()).is_empty());
    c.bench_function(&format!("game view frame, a person's turn with a card chosen/{id}"), |b| {
        b.iter(|| h.step())
    });
}

/// From an edit of a valid course to its findings carrying what the editor's
/// own games showed (`LIVE_GAMES` games on one worker thread), for each
/// official course: the edit, its analysis, the games and their words.
fn live_evidence(c: &mut Criterion) {
    use eldorado_editor_model::persist::Settings;
    use eldorado_editor_model::{Session, Start};
    let mut group = c.benchmark_group("edit to the games' evidence");
    group.sample_size(10);
    for (id, course) in official::all() {
        let mut s = Session::new(Start::Official(id), Settings::default(), None, None);
        s.finish_jobs();
        let toggle = cave_toggle(&course);
        s.perform(Request::Edit(toggle));
        s.tick();
        s.finish_jobs();
        // The Witch's Cauldron has no tip warning nor route-choice note: its
        // games land all the same.
        let remarks = &s.document().insights().remarks;
        let routes = remarks.iter().filter(|r| r.route.is_some()).count();
        let judged = remarks.iter().filter(|r| r.games.is_some()).count();
        assert_eq!(judged, routes, "{id}: every route finding carries the games' evidence");
        let mut undo = true;
        group.bench_function(id, |b| {
            b.iter(|| {
                s.perform(if undo { Request::Undo } else { Request::Redo });
                undo = !undo;
                // The first frame starts the games; they land in a later one.
                s.tick();
                while s.live_games_running() {
                    std::thread::sleep(Duration::from_micros(200));
                    s.tick();
                }
            })
        });
    }
    group.finish();
}

/// A frame of the whole window with every overlay on, while the editor plays
/// its own games of the course (a batch kept going by an edit whenever one
/// ends, the edit's frame not timed), beside the same frame with none played.
fn frame_while_playing(c: &mut Criterion) {
    let (id, _) = largest();
    let mut h = editor(id);
    every_overlay_on(&mut h);
    // An edit to undo and redo: each makes another course to play.
    let toggle = cave_toggle(h.state().document().course());
    h.state_mut().perform(Request::Edit(toggle));
    let centre = h.state().canvas().rect().center();
    h.hover_at(centre);
    h.run();
    for on in [false, true] {
        h.state_mut().settings_mut().live_games = on;
        let mut undo = true;
        let name = if on { "while its own games are played" } else { "with no games played" };
        c.bench_function(&format!("frame, every overlay on, {name}/{id}"), |b| {
            b.iter_custom(|frames| {
                let mut spent = Duration::ZERO;
                for _ in 0..frames {
                    if on && !h.state().session().live_games_running() {
                        h.state_mut().perform(if undo { Request::Undo } else { Request::Redo });
                        undo = !undo;
                        h.step();
                    }
                    let started = std::time::Instant::now();
                    h.step();
                    spent += started.elapsed();
                }
                spent
            })
        });
    }
}

criterion_group!(benches, frame, recheck, game_view, live_evidence, frame_while_playing);
criterion_main!(benches);
