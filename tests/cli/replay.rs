//! `eldorado simulate --trace SEED --record FILE` saves a game and
//! `eldorado replay FILE` tells it again, line for line.

use super::common::{eldorado, eldorado_fed, official, s, scratch, stderr, stdout};

#[test]
fn a_recorded_game_is_told_again_line_for_line() {
    let dir = scratch("replay-round-trip");
    let record = dir.join("game.json");
    let traced = eldorado(&[
        "simulate",
        &official("swamplands"),
        "--players",
        "3",
        "--bots",
        "fast,strong,fast",
        "--caves",
        "--trace",
        "21",
        "--record",
        s(&record),
    ]);
    assert!(traced.status.success(), "{}", stderr(&traced));
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.starts_with("{\n  \"format\": \"eldorado-game\""), "{text}");
    assert!(text.contains("\"seats\": [\"fast\", \"strong\", \"fast\"]"), "{text}");

    let replayed = eldorado(&["replay", s(&record)]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    assert_eq!(stdout(&replayed), stdout(&traced));
    assert!(stdout(&replayed).starts_with("game seed 21; blockades: "));

    // The same from standard input.
    let fed = eldorado_fed(&["replay", "-"], text.as_bytes());
    assert!(fed.status.success(), "{}", stderr(&fed));
    assert_eq!(stdout(&fed), stdout(&traced));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_hostile_record_gets_one_sentence_and_exit_2() {
    let dir = scratch("replay-hostile");
    let record = dir.join("game.json");
    let o =
        eldorado(&["simulate", &official("first-course"), "--trace", "4", "--record", s(&record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&record).unwrap();

    let cut = dir.join("cut.json");
    std::fs::write(&cut, &text[..text.len() / 3]).unwrap();
    let illegal = dir.join("illegal.json");
    std::fs::write(&illegal, text.replacen("\"end_turn\"", "{\"discard\": \"pioneer\"}", 1))
        .unwrap();
    for (file, says) in
        [(&cut, "the file is not valid JSON"), (&illegal, "(discards Pioneer) is not allowed: ")]
    {
        let o = eldorado(&["replay", s(file)]);
        assert_eq!(o.status.code(), Some(2));
        let err = stderr(&o);
        assert!(err.contains(says) && err.trim_end().lines().count() == 1, "{err}");
        assert!(err.contains(&file.file_name().unwrap().to_string_lossy().into_owned()), "{err}");
        assert!(o.stdout.is_empty());
    }
    // A course is not a game record.
    let o = eldorado(&["replay", &official("first-course")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("it is a course file; open it as a course"), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_record_never_replaces_a_course_nor_goes_to_standard_output() {
    let dir = scratch("replay-targets");
    let course = dir.join("course.json");
    std::fs::copy(official("first-course"), &course).unwrap();
    let before = std::fs::read(&course).unwrap();
    let o = eldorado(&["simulate", s(&course), "--trace", "4", "--record", s(&course)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds a course file"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&course).unwrap(), before);
    let o = eldorado(&["simulate", s(&course), "--trace", "4", "--record", "-"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("name a file"), "{}", stderr(&o));
    // --record needs --trace.
    let o = eldorado(&["simulate", s(&course), "--record", s(&dir.join("g.json"))]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(dir).ok();
}
