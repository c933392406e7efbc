//! `eldorado export --format durango|shlomoalon` and `eldorado import --from
//! durango|shlomoalon`: the other El Dorado programs' course formats, checked
//! against their own copies of the official courses (tests/clients/).

use std::path::{Path, PathBuf};

use crate::common::{eldorado, s, scratch, stderr, stdout};
use eldorado_core::course::{self, Course, official};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_formats::course_file;
use eldorado_formats::frame;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn official_file(id: &str) -> String {
    root().join("courses").join(format!("{id}.json")).display().to_string()
}

fn vector(program: &str, id: &str) -> PathBuf {
    let ext = if program == "durango" { "csv" } else { "js" };
    root().join("tests/clients").join(program).join(format!("{id}.{ext}"))
}

/// The official courses ShlomoAlon can hold (it has no strips).
const WITHOUT_STRIPS: [&str; 5] =
    ["first-course", "hills-of-gold", "winding-paths", "serpentine", "witchs-cauldron"];

/// The durango rows of a course: letter (finish plate as Y or Z), rotation, q, r.
fn rows_of(course: &Course) -> Vec<String> {
    let letter = |id: &str| match id {
        "finish-jungle" => "Y".to_string(),
        "finish-river" => "Z".to_string(),
        other => other.to_string(),
    };
    course
        .pieces
        .iter()
        .map(|p| {
            format!("{},{},{},{}", letter(&p.piece), p.rotation.steps(), p.origin.x, p.origin.y)
        })
        .collect()
}

/// Imports a file and returns the course written, the exit code and the warnings.
fn import(program: &str, file: &Path, dir: &Path) -> (Course, Option<i32>, String) {
    let out = dir.join(format!("{}-{program}.json", file.file_stem().unwrap().to_string_lossy()));
    let o = eldorado(&["import", s(file), "--from", program, "-o", s(&out), "--force"]);
    let course = course_file::load(&out)
        .unwrap_or_else(|e| panic!("{}: {e}\n{}", file.display(), stderr(&o)));
    (course, o.status.code(), stderr(&o))
}

#[test]
fn every_official_course_exports_with_each_piece_in_place() {
    for (id, course) in official::all() {
        let o = eldorado(&["export", &official_file(id), "--format", "durango"]);
        assert_eq!(o.status.code(), Some(0), "{id}: {}", stderr(&o));
        let text = stdout(&o);
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("board,rotation,q,r"));
        assert_eq!(lines.collect::<Vec<_>>(), rows_of(&course), "{id}");

        if !WITHOUT_STRIPS.contains(&id) {
            continue;
        }
        let o = eldorado(&["export", &official_file(id), "--format", "shlomoalon"]);
        assert_eq!(o.status.code(), Some(0), "{id}: {}", stderr(&o));
        let object: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(object["id"], course::file_stem(&course.name), "made from the name");
        assert_eq!(object["name"], course.name.as_str());
        let (boards, plate) = course.pieces.split_at(course.pieces.len() - 1);
        let p: Vec<serde_json::Value> = boards
            .iter()
            .map(|b| serde_json::json!([b.piece, b.origin.x, b.origin.y, b.rotation.steps()]))
            .collect();
        assert_eq!(object["p"], serde_json::Value::Array(p), "{id}");
        assert_eq!(object["e"], serde_json::json!([plate[0].origin.x, plate[0].origin.y]), "{id}");
        assert_eq!(object["s"], if plate[0].piece == "finish-jungle" { "j" } else { "w" }, "{id}");
    }
}

#[test]
fn the_first_course_turned_as_durango_lays_it_is_durangos_own_layout() {
    let dir = scratch("turned");
    let turned = frame::turned(
        &official::course("first-course").unwrap(),
        Rotation::new(2).unwrap(),
        Hex::ZERO,
    );
    let file = dir.join("first.json");
    course_file::save(&turned, &file).unwrap();
    let out = dir.join("first.csv");
    let o = eldorado(&["export", s(&file), "--format", "durango", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        std::fs::read_to_string(vector("durango", "first-course")).unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Where durango starts the players on each official course, as a warning says.
fn durango_starts(id: &str) -> String {
    let (steps, of, spaces) = match id {
        "first-course" => (
            28,
            7,
            "start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B",
        ),
        "home-stretch" => (
            34,
            7,
            "start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B",
        ),
        "winding-paths" => (
            33,
            7,
            "start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B",
        ),
        "serpentine" => (
            34,
            7,
            "start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (-3, 0), (-3, 1) and (-3, 2) on start board A",
        ),
        "swamplands" => (
            36,
            5,
            "start space 1 and the jungle 1 spaces at (-2, -1), (-3, 0), (-3, 1) and (-3, 2) on start board A",
        ),
        "hills-of-gold" => {
            return "eldorado: warning: durango starts the players not on the printed start spaces but on the 4 spaces farthest from El Dorado (37 steps): start space 1 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B".into();
        }
        "witchs-cauldron" => {
            return "eldorado: warning: durango starts the players not on the printed start spaces but on the 4 spaces farthest from El Dorado (42 steps): start space 1 and the jungle 1 spaces at (-3, 0), (-3, 1) and (-3, 2) on start board A".into();
        }
        _ => unreachable!("{id} is not an official course"),
    };
    format!(
        "eldorado: warning: durango starts the players on 4 of the {of} spaces farthest from El Dorado ({steps} steps), the first 4 in its own order, which need not be the printed start spaces: {spaces}"
    )
}

/// What ShlomoAlon's own board E holds on Serpentine, where E lies unturned
/// with its centre at (10, -11).
const SERPENTINE_E: &str = "board E differs in ShlomoAlon, whose own board is a reconstruction with 32 of its 37 spaces not as printed: jungle 1 instead of basecamp 1 at (10, -14), jungle 1 instead of village 1 at (11, -14), rubble 1 instead of village 1 at (12, -14), jungle 1 instead of village 1 at (13, -14), mountain instead of jungle 2 at (10, -13), rubble 2 instead of jungle 1 at (11, -13), jungle 1 instead of village 1 at (13, -13), river 1 instead of rubble 1 at (8, -12), jungle 2 instead of jungle 1 at (9, -12), rubble 1 instead of mountain at (10, -12), jungle 1 instead of river 1 at (11, -12), village 1 instead of river 1 at (12, -12), river 1 instead of jungle 1 at (7, -11), mountain instead of jungle 2 at (8, -11), rubble 1 instead of jungle 3 at (9, -11), basecamp 1 instead of river 1 at (10, -11), rubble 1 instead of jungle 1 at (11, -11), mountain instead of jungle 2 at (12, -11), jungle 1 instead of rubble 1 at (13, -11), river 1 instead of jungle 1 at (7, -10), jungle 1 instead of rubble 1 at (8, -10), rubble 2 instead of rubble 3 at (9, -10), jungle 1 instead of rubble 1 at (10, -10), village 2 instead of mountain at (11, -10), river 1 instead of rubble 1 at (7, -9), jungle 2 instead of mountain at (8, -9), rubble 1 instead of jungle 2 at (9, -9), mountain instead of river 2 at (10, -9), village 1 instead of jungle 1 at (11, -9), jungle 1 instead of mountain at (7, -8), jungle 1 instead of rubble 1 at (9, -8) and village 1 instead of jungle 1 at (10, -8)";

/// What ShlomoAlon's boards show differently on each official course it can hold.
fn shlomoalon_boards(id: &str) -> Vec<String> {
    let caves = |n: usize, boards: &str| {
        format!(
            "eldorado: warning: ShlomoAlon's boards have no caves: the {n} caves of {boards} are plain mountains there"
        )
    };
    match id {
        "first-course" => vec![caves(3, "start board B, board C and board I")],
        "hills-of-gold" => vec![caves(4, "start board B, board C, board G and board J")],
        "winding-paths" => vec![caves(5, "start board B, board I, board F, board G and board C")],
        "serpentine" => vec![
            caves(6, "start board A, board C, board E, board G, board J and board M"),
            // Every space of ShlomoAlon's own E that is not as printed.
            format!("eldorado: warning: {SERPENTINE_E}"),
        ],
        "witchs-cauldron" => {
            vec![caves(6, "start board A, board L, board G, board D, board M and board I")]
        }
        _ => unreachable!("ShlomoAlon cannot hold {id}"),
    }
}

/// What each official course loses in each format, as printed on standard error.
#[test]
fn the_warnings_of_each_official_course() {
    let far_seam = |seam: &str, strip: &str| {
        format!(
            "eldorado: warning: seam {seam}, the far side of strip {strip}, gets a blockade in durango, which deals one onto every seam between consecutive pieces"
        )
    };
    for (id, _) in official::all() {
        let o = eldorado(&["export", &official_file(id), "--format", "durango"]);
        let mut expected: Vec<String> = match id {
            "home-stretch" => vec![far_seam("Q–K", "Q")],
            "swamplands" => vec![far_seam("R–D", "R"), far_seam("O–K", "O")],
            _ => Vec::new(),
        };
        expected.push(durango_starts(id));
        expected.push("eldorado: warning: the course's name, author and notes are not written: a durango layout holds only the pieces".into());
        assert_eq!(stderr(&o).lines().collect::<Vec<_>>(), expected, "{id}");
    }

    let text = "eldorado: warning: the course's author and notes are not written: a ShlomoAlon course holds only a name";
    for id in WITHOUT_STRIPS {
        let o = eldorado(&["export", &official_file(id), "--format", "shlomoalon"]);
        let mut expected = shlomoalon_boards(id);
        expected.push(text.into());
        assert_eq!(stderr(&o).lines().collect::<Vec<_>>(), expected, "{id}");
    }
}

/// A course durango cannot set up is refused; one it can seat only 2 players
/// on says so; a course with board H says what ShlomoAlon has on its cave.
#[test]
fn what_the_other_program_will_do_is_said_before_writing() {
    let dir = scratch("will-do");
    // Serpentine on start board B: one farthest space, so no game even for two.
    let mut course = official::course("serpentine").unwrap();
    course.pieces[0].piece = "B".into();
    for b in &mut course.blockades {
        for id in &mut b.between {
            if id == "A" {
                *id = "B".into();
            }
        }
    }
    let file = dir.join("serpentine-b.json");
    course_file::save(&course, &file).unwrap();
    let out = dir.join("serpentine-b.csv");
    let o = eldorado(&["export", s(&file), "--format", "durango", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {}: durango cannot set up this course even for 2 players: it starts each player on a space of its own among those farthest from El Dorado (35 steps), and only start space 4 is that far\n",
            file.display()
        )
    );
    assert!(!out.exists(), "nothing written");

    // The First course on start board A: durango seats two players only.
    let mut course = official::course("first-course").unwrap();
    course.pieces[0].piece = "A".into();
    for b in &mut course.blockades {
        for id in &mut b.between {
            if id == "B" {
                *id = "A".into();
            }
        }
    }
    let file = dir.join("first-a.json");
    course_file::save(&course, &file).unwrap();
    let o = eldorado(&["export", s(&file), "--format", "durango"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stderr(&o).contains("eldorado: warning: durango can seat only 2 players on this course: it starts each player on a space of its own among those farthest from El Dorado (29 steps), and only 2 spaces are that far: start spaces 3 and 4\n"),
        "{}",
        stderr(&o)
    );

    // Board H in ShlomoAlon has a village 1 where the printed cave is.
    let mut course = official::course("witchs-cauldron").unwrap();
    let g = course.pieces.iter().position(|p| p.piece == "G").unwrap();
    course.pieces[g].piece = "H".into();
    for b in &mut course.blockades {
        for id in &mut b.between {
            if id == "G" {
                *id = "H".into();
            }
        }
    }
    let h = course.pieces[g].clone();
    let cave = h.to_world(Hex::new(-2, 0));
    let file = dir.join("witch-h.json");
    course_file::save(&course, &file).unwrap();
    let o = eldorado(&["export", s(&file), "--format", "shlomoalon"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let warnings = stderr(&o);
    let h_line = warnings
        .lines()
        .find(|l| l.starts_with("eldorado: warning: board H differs in ShlomoAlon"))
        .unwrap_or_else(|| panic!("{warnings}"));
    assert!(
        h_line.starts_with("eldorado: warning: board H differs in ShlomoAlon, whose own board is a reconstruction with 31 of its 37 spaces not as printed: ")
            && h_line.contains(&format!(
                "village 1 instead of mountain with a cave at ({}, {})",
                cave.x, cave.y
            )),
        "{h_line}"
    );
    assert!(
        warnings.contains("the 5 caves of start board A, board L, board D, board M and board I are plain mountains there"),
        "H's cave is not one of them: {warnings}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Export, import the file, export again: the same file, and what the other
/// program makes of the course said alike by export and import.
#[test]
fn an_import_says_again_what_the_export_said_of_the_other_program() {
    let dir = scratch("says-again");
    let view = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| {
                [
                    "durango starts",
                    "durango can seat",
                    "ShlomoAlon's boards have no caves",
                    "differs in ShlomoAlon",
                ]
                .iter()
                .any(|k| l.contains(k))
            })
            .map(str::to_string)
            .collect()
    };
    for (id, _) in official::all() {
        for (program, ext) in [("durango", "csv"), ("shlomoalon", "json")] {
            if program == "shlomoalon" && !WITHOUT_STRIPS.contains(&id) {
                continue;
            }
            let first = dir.join(format!("{id}.{ext}"));
            let o = eldorado(&["export", &official_file(id), "--format", program, "-o", s(&first)]);
            let exported = view(&stderr(&o));
            assert!(!exported.is_empty(), "{id} {program}");
            let (_, code, warnings) = import(program, &first, &dir);
            assert_eq!(code, Some(0), "{id} {program}");
            assert_eq!(view(&warnings), exported, "{id} {program}");
            let imported = dir
                .join(format!("{}-{program}.json", first.file_stem().unwrap().to_string_lossy()));
            let again = dir.join(format!("{id}-again.{ext}"));
            let o = eldorado(&["export", s(&imported), "--format", program, "-o", s(&again)]);
            assert_eq!(view(&stderr(&o)), exported, "{id} {program}");
            assert_eq!(
                std::fs::read(&again).unwrap(),
                std::fs::read(&first).unwrap(),
                "{id} {program}: the same file"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_course_shlomoalon_cannot_hold_is_refused_in_one_sentence() {
    let dir = scratch("refused");
    for (id, strip) in [("home-stretch", "Q"), ("swamplands", "R")] {
        let out = dir.join(format!("{id}.json"));
        let file = official_file(id);
        let o = eldorado(&["export", &file, "--format", "shlomoalon", "-o", s(&out)]);
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            format!(
                "eldorado: {file}: ShlomoAlon has no strips, so strip {strip} cannot be written\n"
            )
        );
        assert!(!out.exists());
    }
    // Winding Paths with its last board N swapped for L: El Dorado touches L
    // only at a mountain, and ShlomoAlon would refuse it.
    let mut course = official::course("winding-paths").unwrap();
    course::Edit::Swap { piece: "N".into(), with: "L".into() }.apply(&mut course).unwrap();
    let file = dir.join("winding-l.json");
    course_file::save(&course, &file).unwrap();
    let out = dir.join("winding-l-shlomoalon.json");
    let o = eldorado(&["export", s(&file), "--format", "shlomoalon", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {}: El Dorado at (7, -30) does not sit against board L, the last board: the middle finishing space touches it only at mountains, and ShlomoAlon refuses such a course\n",
            file.display()
        )
    );
    assert!(!out.exists());
    // A fixed blockade and a seam left bare are written as durango deals them, with a warning each.
    let mut course = official::course("witchs-cauldron").unwrap();
    course.set_blockade("A", "L", Some(course::BlockadeChoice::Number(4)));
    course.set_blockade("G", "D", None);
    course.name.clear();
    course.author.clear();
    course.notes.clear();
    let file = dir.join("mine.json");
    course_file::save(&course, &file).unwrap();
    let o = eldorado(&["export", s(&file), "--format", "shlomoalon"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stderr(&o).lines().take(2).collect::<Vec<_>>(),
        [
            "eldorado: warning: seam A–L: blockade 4 becomes a random one, as ShlomoAlon deals every blockade at random",
            "eldorado: warning: seam G–D has no blockade here, but ShlomoAlon deals one onto every seam between consecutive pieces",
        ]
    );
    assert!(
        stdout(&o).starts_with("{\n  \"id\": \"course\",\n  \"name\": \"\",\n"),
        "{}",
        stdout(&o)
    );
    // An invalid course is not exported at all.
    course.pieces.pop();
    course_file::save_over(&course, &file).unwrap();
    let o = eldorado(&["export", s(&file), "--format", "durango"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("invalid (1 problem), so it can't be exported:"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn durangos_layouts_import_as_the_official_courses() {
    let dir = scratch("durango");
    for (id, official) in official::all() {
        let (course, code, warnings) = import("durango", &vector("durango", id), &dir);
        assert_eq!(code, Some(0), "{id} passes the check: {warnings}");
        assert_eq!(course.name, id, "named after the file");
        assert_eq!(
            course.blockades, official.blockades,
            "{id}: a random blockade on every seam that takes one"
        );
        let mut expected = official.clone();
        match id {
            // Board N turned 180° about its centre.
            "hills-of-gold" => {
                let n = expected.placement_mut("N").unwrap();
                n.rotation = Rotation::wrapping(i64::from(n.rotation.steps()) + 3);
            }
            // Shifted half a hex at the seam after the start board.
            "home-stretch" | "winding-paths" => {
                for p in &mut expected.pieces[1..] {
                    p.origin += Hex::new(-1, 1);
                }
            }
            _ => {}
        }
        assert_eq!(frame::normalized(&course).pieces, expected.pieces, "{id}");
    }
    let (_, _, warnings) = import("durango", &vector("durango", "swamplands"), &dir);
    assert_eq!(
        warnings.lines().collect::<Vec<_>>(),
        [
            "eldorado: warning: durango layouts have no name: the course is named \"swamplands\" after the file",
            "eldorado: warning: durango does not say which blockade lies where: each of the 4 seams gets a random blockade",
            "eldorado: warning: seam R–D, the far side of strip R, has a blockade in durango but takes none here",
            "eldorado: warning: seam O–K, the far side of strip O, has a blockade in durango but takes none here",
            "eldorado: warning: durango does not say whether caves were added or taken away: the boards have their printed caves",
            "eldorado: warning: durango starts the players on 4 of the 5 spaces farthest from El Dorado (36 steps), the first 4 in its own order, which need not be the printed start spaces: start space 1 and the jungle 1 spaces at (-2, -1), (-3, 0), (-3, 1) and (-3, 2) on start board A",
        ]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn shlomoalons_courses_import_and_its_first_course_is_not_flush() {
    let dir = scratch("shlomoalon");
    for (id, name) in
        [("hills-of-gold", "hills"), ("winding-paths", "winding"), ("witchs-cauldron", "witch")]
    {
        let (course, code, warnings) = import("shlomoalon", &vector("shlomoalon", id), &dir);
        assert_eq!(code, Some(0), "{id}: {warnings}");
        assert_eq!(course.name, name, "its id stands in for a name");
        let official = official::course(id).unwrap();
        assert_eq!(frame::normalized(&course).pieces, official.pieces, "{id}");
        assert_eq!(course.blockades, official.blockades, "{id}");
    }
    let (course, code, warnings) =
        import("shlomoalon", &vector("shlomoalon", "first-course"), &dir);
    assert_eq!(code, Some(1), "written, but invalid");
    assert_eq!(course.name, "First Expedition");
    let mut expected = official::course("first-course").unwrap();
    for p in &mut expected.pieces[4..] {
        p.origin += Hex::new(-1, 1);
    }
    assert_eq!(
        frame::normalized(&course).pieces,
        expected.pieces,
        "K and the finish slid along the I–K edge"
    );
    assert_eq!(
        warnings.lines().filter(|l| l.starts_with("eldorado: warning")).collect::<Vec<_>>(),
        [
            "eldorado: warning: ShlomoAlon does not say which blockade lies where: each of the 4 seams gets a random blockade",
            "eldorado: warning: ShlomoAlon's boards have no caves: the 3 caves of start board B, board C and board I are plain mountains there",
        ]
    );
    let out = dir.join("first-course-shlomoalon.json");
    let o = eldorado(&[
        "import",
        s(&vector("shlomoalon", "first-course")),
        "--from",
        "shlomoalon",
        "-o",
        s(&out),
        "--force",
    ]);
    assert_eq!(stdout(&o), "", "problems go to stderr");
    assert_eq!(
        stderr(&o)
            .lines()
            .filter(|l| !l.starts_with("eldorado: warning"))
            .collect::<Vec<_>>()
            .join("\n")
            + "\n",
        format!(
            "{}: written, but the course is invalid (1 problem)\n  - board I and board K touch along 5 pairs of spaces instead of 7; slide one of them so that they meet flush along a full edge\n",
            out.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_official_course_comes_back_from_each_format() {
    let dir = scratch("round-trip");
    for (id, official) in official::all() {
        for (program, ext) in [("durango", "csv"), ("shlomoalon", "json")] {
            if program == "shlomoalon" && !WITHOUT_STRIPS.contains(&id) {
                continue;
            }
            let exported = dir.join(format!("{id}.{ext}"));
            let o =
                eldorado(&["export", &official_file(id), "--format", program, "-o", s(&exported)]);
            assert_eq!(o.status.code(), Some(0), "{id} {program}: {}", stderr(&o));
            let (course, code, _) = import(program, &exported, &dir);
            assert_eq!(code, Some(0), "{id} {program}");
            assert_eq!(course.pieces, official.pieces, "{id} {program}");
            assert_eq!(course.blockades, official.blockades, "{id} {program}");
            let name = if program == "durango" { id } else { official.name.as_str() };
            assert_eq!(course.name, name, "{id} {program}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_files_are_named_with_what_is_wrong() {
    let dir = scratch("bad");
    let csv = dir.join("layout.csv");
    std::fs::write(&csv, "board,rotation,q,r\nB,2,0,0\nW,0,7,-3\n").unwrap();
    let out = dir.join("out.json");
    let o = eldorado(&["import", s(&csv), "--from", "durango", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {}: line 3: durango has no board \"W\" (its boards are A to R, and Y or Z for the finish plate)\n",
            csv.display()
        )
    );
    let js = dir.join("course.js");
    std::fs::write(&js, "{id:'x', p:[['B',0,0,2]], e:[25,-5], s:'w'}").unwrap();
    let o = eldorado(&["import", s(&js), "--from", "shlomoalon", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {}: the finishing spaces ShlomoAlon adds beside e (25, -5) do not form the finish plate, which wraps a corner of the last board\n",
            js.display()
        )
    );
    let missing = dir.join("missing.csv");
    let o = eldorado(&["import", s(&missing), "--from", "durango", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with(&format!("eldorado: cannot read {}: ", missing.display())),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    // A share code still needs no --from.
    let code = eldorado_formats::share_code::encode(&official::default_course()).unwrap();
    let o = eldorado(&["import", &code, "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}
