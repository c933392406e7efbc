//! Export → import → export for every official course and for courses laid
//! out by the generator (seeded): the same file the second time, and what the
//! other program makes of the course (where durango starts the players, what
//! ShlomoAlon's boards show) said alike by the export and the import.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use eldorado_core::course::{BlockadeChoice, Course, official};
use eldorado_core::map::Map;
use eldorado_design::generate::layout::lay_out;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_formats::{Client, Loss, Refusal, Written, durango, import, shlomoalon};

/// Generated courses in the test.
const GENERATED: usize = 50;

/// Course `i` as the generator lays one out from seed `i`: the start board, 1
/// to 6 boards of the box (a strip among them half the time), the finish
/// plate, and a random blockade on every seam that takes one. `None` when the
/// layout runs into itself (the generator draws again).
fn laid_out(i: u64) -> Option<Course> {
    let mut rng = ChaCha8Rng::seed_from_u64(i);
    let set = PieceSet::whole_box(true);
    let mut boards = set.boards.clone();
    boards.shuffle(&mut rng);
    let k = rng.random_range(1..=6);
    let mut middle: Vec<&str> = boards.iter().take(k).map(|p| p[rng.random_range(0..2)]).collect();
    if rng.random_bool(0.5) {
        let strip = set.strips[rng.random_range(0..set.strips.len())][rng.random_range(0..2)];
        middle.insert(rng.random_range(0..middle.len()), strip);
    }
    let mut sides = vec![set.start[rng.random_range(0..2)]];
    sides.extend(middle);
    sides.push(set.finish[rng.random_range(0..2)]);
    let mut course = lay_out(&sides, &mut rng)?.course();
    let map = Map::build(&course).ok()?;
    for seam in map.seams().iter().filter(|s| s.blockade_allowed).take(6) {
        let [a, b] = seam.pieces.map(|p| map.piece(p).id.clone());
        course.set_blockade(&a, &b, Some(BlockadeChoice::Random));
    }
    course.name = format!("Generated {i}");
    course.normalize();
    Map::build(&course).is_ok().then_some(course)
}

/// The first `n` courses the seeds lay out.
pub(crate) fn generated(n: usize) -> Vec<Course> {
    (0..).filter_map(laid_out).take(n).collect()
}

fn write(client: Client, course: &Course) -> Result<Written, Refusal> {
    let map = Map::build(course).expect("a valid course");
    match client {
        Client::Durango => durango::write(course, &map),
        Client::ShlomoAlon => shlomoalon::write(course, &map),
    }
}

fn view(losses: &[Loss]) -> Vec<&Loss> {
    losses.iter().filter(|l| l.is_view()).collect()
}

/// Writes, reads back and writes again; the refusal if the client cannot take it.
fn round_trip(client: Client, name: &str, course: &Course) -> Result<Written, Refusal> {
    let first = write(client, course)?;
    let imported = import(client, &first.text, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(view(&imported.losses), view(&first.losses), "{name} {client}: import");
    assert!(
        !imported.losses.iter().any(|l| matches!(l, Loss::WouldRefuse(_))),
        "{name} {client}: written, so the program takes it"
    );
    let again = write(client, &imported.course).unwrap_or_else(|e| panic!("{name} {client}: {e}"));
    assert_eq!(again.text, first.text, "{name} {client}: the same file");
    assert_eq!(view(&again.losses), view(&first.losses), "{name} {client}: again");
    Ok(first)
}

#[test]
fn every_official_and_generated_course_comes_back_the_same() {
    let mut courses: Vec<(String, Course)> =
        official::all().into_iter().map(|(id, c)| (id.to_string(), c)).collect();
    courses.extend(generated(GENERATED).into_iter().map(|c| (c.name.clone(), c)));
    assert_eq!(courses.len(), 7 + GENERATED);
    let mut written = [0; 2];
    for (name, course) in &courses {
        for (k, client) in Client::ALL.into_iter().enumerate() {
            match round_trip(client, name, course) {
                Ok(w) => {
                    written[k] += 1;
                    if client == Client::Durango {
                        assert!(
                            w.losses.iter().any(|l| matches!(l, Loss::StartSpaces { .. })),
                            "{name}: durango's start spaces are always said"
                        );
                    }
                }
                // Refused, with one sentence: what ShlomoAlon cannot hold or
                // would refuse (El Dorado beside only mountains of the last
                // board among it), a seventh connection, or a course durango
                // cannot set up.
                Err(why) => assert!(
                    matches!(
                        why,
                        Refusal::Strip { .. }
                            | Refusal::TooManyConnections { .. }
                            | Refusal::TooFewStartSpaces { .. }
                            | Refusal::FewPassablePairs { .. }
                            | Refusal::NoPath { .. }
                            | Refusal::FinishNotAgainstLast { .. }
                    ),
                    "{name} {client}: {why}"
                ),
            }
        }
    }
    // Most are written: a refusal is the exception.
    assert!(written[0] >= 40 && written[1] >= 20, "written: {written:?}");
}

/// The warnings and refusals of every official and generated course, as the
/// report lists them: `cargo test --test cli client_round_trips::list -- --ignored --nocapture`.
#[test]
#[ignore = "a listing for the note, not a check"]
fn list() {
    let mut courses: Vec<(String, Course)> =
        official::all().into_iter().map(|(id, c)| (id.to_string(), c)).collect();
    courses.extend(generated(GENERATED).into_iter().map(|c| (c.name.clone(), c)));
    for (name, course) in &courses {
        let pieces: Vec<&str> = course.pieces.iter().map(|p| p.piece.as_str()).collect();
        println!("## {name} ({})", pieces.join(" "));
        for client in Client::ALL {
            match write(client, course) {
                Ok(w) => {
                    for loss in &w.losses {
                        println!("- {client}: warning: {loss}");
                    }
                }
                Err(why) => println!("- {client}: REFUSED: {why}"),
            }
        }
    }
}
