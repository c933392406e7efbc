//! Work with a bound: an overlay within every limit is drawn in bounded time
//! (routes clipped to the picture, repeats drawn once, a route that runs
//! across the picture more than any route of neighbouring hexes refused),
//! and a generator order that cannot be met is refused at once with the true
//! reason.

use std::time::{Duration, Instant};

use crate::common::{eldorado, official, s, scratch, stderr, stdout};

/// 64 routes of 10,000 hexes, the most an overlay may hold, each hex from `at`.
fn overlay(at: impl Fn(usize, usize) -> (i64, i64)) -> String {
    let routes: Vec<String> = (0..64)
        .map(|r| {
            let hexes: Vec<String> = (0..10_000)
                .map(|i| {
                    let (q, rr) = at(r, i);
                    format!("{{\"q\": {q}, \"r\": {rr}}}")
                })
                .collect();
            format!("{{\"hexes\": [{}], \"colour\": \"#d81b60\"}}", hexes.join(", "))
        })
        .collect();
    format!("{{\"routes\": [{}]}}", routes.join(", "))
}

#[test]
fn an_overlay_within_every_limit_draws_in_bounded_time() {
    let dir = scratch("bounded-overlay");
    let png = dir.join("p.png");
    let cases = [
        // Far off the course: nothing of it is in the picture (60 s before).
        (
            "far",
            overlay(|r, i| (5000 + (i % 2) as i64 * 900 + r as i64, -5000 + (i % 3) as i64 * 700)),
            true,
        ),
        // Back and forth between two hexes of the course: one segment to draw.
        ("zigzag", overlay(|_, i| if i % 2 == 0 { (0, 3) } else { (12, -20) }), true),
        // Long jumps across the course: refused with the reason.
        (
            "jumps",
            overlay(|r, i| (((i * 7 + r) % 19) as i64 - 6, ((i * 13 + r * 3) % 27) as i64 - 22)),
            false,
        ),
    ];
    for (name, text, draws) in cases {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, text).unwrap();
        for size in ["800", "8192"] {
            let started = Instant::now();
            let o = eldorado(&[
                "export",
                &official("first-course"),
                "--format",
                "png",
                "--size",
                size,
                "--overlay",
                s(&path),
                "-o",
                s(&png),
                "-q",
            ]);
            let took = started.elapsed();
            if draws {
                assert!(o.status.success(), "{name} {size}: {}", stderr(&o));
            } else {
                assert_eq!(o.status.code(), Some(2), "{name} {size}");
                let err = stderr(&o);
                assert!(
                    err.contains("route 0 of the overlay runs ")
                        && err.contains("so give it fewer or shorter steps"),
                    "{name}: {err}"
                );
            }
            // A debug build on a shared machine: well under the minute it took.
            assert!(took < Duration::from_secs(40), "{name} at {size}: {took:?}");
        }
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_order_for_more_route_choices_than_the_pieces_hold_is_refused_at_once() {
    let started = Instant::now();
    let o = eldorado(&["generate", "--branches", "1000"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "eldorado: 6 terrain boards (C/D, E/F, G/H, I/J, K/L, M/N) make courses of at most 262 spaces, and each route choice takes two ways of at least 4 spaces that no other choice runs on, so no course of them offers 1,000 route choices (at most 32)\n"
    );
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    // Within the bound but more than the courses drawn offer: the search says so.
    let o = eldorado(&["generate", "--branches", "12", "--budget", "200", "-q"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("with 12 route choices was found in 200 attempts: ")
            && err.contains("offered fewer than 12 route choices (the most any offered was ")
            && err.contains("ask for fewer route choices"),
        "{err}"
    );
    assert!(!err.contains("another seed"), "{err}");
}

#[test]
fn a_course_with_every_board_placed_is_completed_or_refused_for_what_it_is() {
    let dir = scratch("bounded-complete");
    // A valid course of all six terrain boards, its finish plate taken off.
    let made = dir.join("made");
    let o = eldorado(&["generate", "--rounds", "22-30", "--budget", "400", "-q", "-o", s(&made)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let file = std::fs::read_dir(&made).unwrap().next().unwrap().unwrap().path();
    let mut course: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let boards = course["pieces"].as_array().unwrap().len() - 2;
    if boards != 6 {
        eprintln!("skipped: the course generated has {boards} boards, not 6");
        return;
    }
    let finish = |v: &serde_json::Value| v.as_str().is_some_and(|p| p.starts_with("finish"));
    course["pieces"].as_array_mut().unwrap().retain(|p| !finish(&p["piece"]));
    course["blockades"]
        .as_array_mut()
        .unwrap()
        .retain(|b| !b["between"].as_array().unwrap().iter().any(finish));
    let from = dir.join("six.json");
    std::fs::write(&from, serde_json::to_string_pretty(&course).unwrap()).unwrap();
    let started = Instant::now();
    let o = eldorado(&["generate", "--from", s(&from), "--rounds", "15-18", "-q"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(
        err.contains("with no board or strip left to add, only the finish plate can complete the course, which then makes a course of about ")
            && err.contains("so 15.0–18.0 rounds is out of reach"),
        "{err}"
    );
    assert!(!err.contains("another seed"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
    std::fs::remove_dir_all(dir).ok();
}
