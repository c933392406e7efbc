use super::*;
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::course::{BlockadeChoice, Course, Placement, official};
use eldorado_core::hex::{Hex, Rotation, distance};
use eldorado_core::map::SeamId;

fn map_of(id: &str) -> Map {
    Map::build(&official::course(id).unwrap()).unwrap()
}

fn at(map: &Map, q: i32, r: i32) -> SpaceId {
    map.id_at(Hex::new(q, r)).unwrap_or_else(|| panic!("no space at ({q}, {r})"))
}

/// Checks a route against the rules, independently of the move graph: each step
/// goes to a neighbour, never onto a mountain or a start space; each landscape
/// space is paid by a card of its symbol with enough power, or by power carried
/// from the previous space of the same symbol; rubble and base camp by their
/// number of cards. Returns the sum of the legs.
fn check_route(map: &Map, route: &Route) -> f64 {
    assert_eq!(route.spaces.len(), route.steps + 1);
    assert!(map.space(route.spaces[0]).start.is_some(), "a route starts on a start space");
    assert!(map.space(*route.spaces.last().unwrap()).finish, "a route ends on a finishing space");
    let mut running: Option<(Symbol, u8)> = None;
    let mut total = 0.0;
    for (i, leg) in route.legs.iter().enumerate() {
        let (from, to) = (route.spaces[i], leg.space);
        assert_eq!(distance(map.space(from).hex, map.space(to).hex), 1, "steps go to a neighbour");
        let space = map.space(to);
        assert!(
            space.is_enterable() && space.start.is_none(),
            "no mountain or start space is entered"
        );
        if let Some(b) = &leg.blockade {
            // A blockade is paid like a space; a random one ends the running card.
            let need = b
                .number
                .and_then(eldorado_core::catalog::Blockade::by_number)
                .map_or(0, |x| x.power);
            running = match b.payment {
                Payment::Card { symbol, power } => {
                    assert!(power >= need);
                    Some((symbol, power - need))
                }
                Payment::Carried => running.map(|(s, left)| {
                    assert!(left >= need);
                    (s, left - need)
                }),
                _ => None,
            };
        }
        let symbol = Symbol::of(space.terrain);
        let need = space.power.unwrap();
        running = match (leg.payment, symbol) {
            (Payment::Card { symbol: s, power }, Some(t)) => {
                assert_eq!(s, t, "a card of the space's symbol");
                assert!(power >= need, "a card strong enough");
                Some((s, power - need))
            }
            (Payment::Carried, Some(t)) => {
                let (s, left) = running.expect("power to carry");
                assert!(s == t && left >= need, "carried power of the same symbol, enough of it");
                Some((s, left - need))
            }
            (Payment::Discard { cards }, None) => {
                assert_eq!((space.terrain, cards), (Terrain::Rubble, need));
                None
            }
            (Payment::Remove { cards }, None) => {
                assert_eq!((space.terrain, cards), (Terrain::Basecamp, need));
                None
            }
            (p, _) => panic!("{p:?} can't pay for {}", space.describe()),
        };
        total += leg.cards;
    }
    total
}

#[test]
fn every_start_of_every_official_course_reaches_el_dorado() {
    for id in official::ids() {
        let map = map_of(id);
        let r = analyze(&map);
        assert_eq!(r.starts.len(), 4, "{id}");
        for s in &r.starts {
            assert!(s.reaches_el_dorado && s.blocked.is_none(), "{id}: start {}", s.number);
            let (short, cheap) = (s.shortest.as_ref().unwrap(), s.cheapest.as_ref().unwrap());
            assert!((check_route(&map, short) - short.cards).abs() < 1e-6, "{id}");
            assert!((check_route(&map, cheap) - cheap.cards).abs() < 1e-6, "{id}");
            assert!(
                short.steps <= cheap.steps && cheap.cards <= short.cards,
                "{id}: shortest and cheapest disagree"
            );
        }
        assert!(
            r.findings.iter().all(|f| f.severity != Severity::Error),
            "{id}: {:#?}",
            r.findings
        );
        assert!(r.reachability.unreachable.is_empty(), "{id}");
        assert!(r.fairness.is_some() && r.difficulty.is_some(), "{id}");
    }
}

#[test]
fn first_course_routes_counted_by_hand() {
    // First course: B at (0,0), C, N, I at (4,-18) unrotated, K, and the river
    // finish plate at (-4,-21) rotated 4 steps, which puts the finishing spaces at
    // (-4,-20), (-4,-21) and (-3,-22). Start spaces lie on row r = 3 at q = 0..-3.
    //
    // Every route crosses board I (the N–I and I–K seams are the only way on), and
    // I, a radius-3 hexagon around (4,-18), has q >= 1 everywhere. From a start
    // space S = (q <= 0, 3) to a space P = (q >= 1, r) of I and on to a finishing
    // space takes at least dist(S, P) + dist(P, F). For P = (1, r) with r <= -1
    // and S = (0,3): dist = max(|dq|, |dr|, |dq + dr|) = max(1, 3 - r, 2 - r) = 3 - r;
    // from P to (-4,-20): max(5, 20 + r, 25 + r) = 25 + r (r >= -20); together 28,
    // whatever r. The farther finishing spaces give 29, larger q gives more, and
    // from S = (-3,3) dist(S, P) is max(4, 3 - r, |r + 1|) = 3 - r again. So 28 is
    // a floor for every start, and it is met: north along q = 0 to (0,-14), up
    // through I to (1,-18), west along r = -18 to (-3,-18), then (-3,-19),
    // (-3,-20), (-4,-20): 17 + 4 + 4 + 3 = 28 spaces.
    let map = map_of("first-course");
    let r = analyze(&map);
    for s in &r.starts {
        let short = s.shortest.as_ref().unwrap();
        assert_eq!(short.steps, 28, "start {}", s.number);
        assert!(short.spaces.iter().any(|&x| map.space(x).hex.x >= 1), "it passes board I");
    }
    let route: Vec<(i32, i32)> =
        r.starts[0].shortest.as_ref().unwrap().hexes.iter().map(|h| (h.q, h.r)).collect();
    assert_eq!(route[17], (0, -14));
    assert_eq!(*route.last().unwrap(), (-4, -20));
}

#[test]
fn home_stretch_routes_counted_by_hand() {
    // Home Stretch: the jungle finish plate at (9,-32) rotated 5 steps puts the
    // finishing spaces at (8,-31), (9,-32) and (10,-32). A step changes r by at
    // most one, so from the start row r = 3 no route is shorter than 3 - (-31) =
    // 34 spaces. 34 is met by a route that climbs one row a step (NW or NE):
    // q = 0 north through B and J to (0,-7), then (1,-8) (1,-9) on J and Q,
    // (2,-10) .. (2,-18) up K, M's river 4 at (2,-19) and (3,-20) .. (3,-22),
    // then north-east (4,-23) (5,-24) (6,-25) (6,-26) (7,-27) (7,-28) on C and
    // (8,-29) (8,-30) (8,-31).
    let r = analyze(&map_of("home-stretch"));
    for s in &r.starts {
        let short = s.shortest.as_ref().unwrap();
        assert_eq!(short.steps, 34, "start {}", s.number);
        let rows: Vec<i32> = short.hexes.iter().map(|h| h.r).collect();
        assert!(rows.windows(2).all(|w| w[1] == w[0] - 1), "one row a step");
        // Dodging the river 4 and the two jungle 3 spaces costs five extra spaces.
        let cheap = s.cheapest.as_ref().unwrap();
        assert!(cheap.steps > short.steps && cheap.cards < short.cards);
    }
}

#[test]
fn the_cost_model_ranks_official_courses_sensibly() {
    // Mean cheapest cost rises from the first course, which the guide gives for a
    // first game, to the Witch's Cauldron, the longest.
    let cost = |id| {
        let r = analyze(&map_of(id));
        let routes: Vec<f64> =
            r.starts.iter().filter_map(|s| s.cheapest.as_ref()).map(|c| c.cards).collect();
        routes.iter().sum::<f64>() / routes.len() as f64
    };
    let first = cost("first-course");
    for id in official::ids().filter(|&i| i != "first-course") {
        assert!(cost(id) > first, "{id} should cost more than the first course");
        assert!(
            cost(id) <= cost("witchs-cauldron"),
            "{id} should cost no more than the Witch's Cauldron"
        );
    }
}

#[test]
fn the_estimate_ranks_official_courses_like_the_simulation() {
    use super::difficulty::Band;
    let rating = |id| analyze(&map_of(id)).difficulty.unwrap().rating;
    // Four fast bots take 16.5 (Home Stretch) to 21.5 rounds (Witch's Cauldron).
    assert!(rating("home-stretch").rounds < rating("hills-of-gold").rounds);
    assert!(rating("hills-of-gold").rounds < rating("witchs-cauldron").rounds);
    assert_eq!(rating("first-course").band, Band::Moderate);
    assert_eq!(rating("serpentine").band, Band::Hard);
    assert_eq!(rating("witchs-cauldron").band, Band::VeryHard);
    for (id, course) in official::all() {
        let d = analyze(&Map::build(&course).unwrap()).difficulty.unwrap();
        let sum: f64 = super::difficulty::INTERCEPT + d.terms.iter().map(|t| t.rounds).sum::<f64>();
        assert!(
            (sum - d.rating.rounds).abs() < 0.06,
            "{id}: the terms add up to {sum}, not {}",
            d.rating.rounds
        );
        assert_eq!(d.players, 4);
    }
}

#[test]
fn dearer_terrain_costs_more_and_rivers_cost_more_than_jungle() {
    let mut map = map_of("first-course");
    let base = analyze(&map).starts[0].cheapest.clone().unwrap();
    // Repaint the route's jungle 1 spaces as river 1: paddles are scarcer.
    for &s in &base.spaces {
        let c = map.space(s).clone();
        if c.terrain == Terrain::Jungle && c.power == Some(1) && !c.finish {
            map.paint(c.hex, "R1").unwrap();
        }
    }
    let after = analyze(&map).starts[0].cheapest.clone().unwrap();
    assert!(after.cards > base.cards, "{} should exceed {}", after.cards, base.cards);
}

#[test]
fn a_fixed_blockade_is_paid_on_every_route_and_named() {
    let mut course = official::course("first-course").unwrap();
    course.set_blockade("B", "C", Some(BlockadeChoice::Number(6)));
    let map = Map::build(&course).unwrap();
    let r = analyze(&map);
    let b = r.blockades.iter().find(|b| b.seam == "B–C").unwrap();
    assert_eq!((b.number, b.requirement.as_str(), b.cards), (Some(6), "discard 2 cards", 2.0));
    assert!(
        b.unavoidable
            && b.gates_cheapest == vec![1, 2, 3, 4]
            && b.gates_shortest == vec![1, 2, 3, 4]
    );
    // The other seams are random, drawn from the five blockades left.
    let random = r.blockades.iter().find(|b| b.seam == "C–N").unwrap();
    assert_eq!(random.candidates, vec![1, 2, 3, 4, 5]);
    for s in &r.starts {
        let route = s.cheapest.as_ref().unwrap();
        let paid: Vec<_> = route.legs.iter().filter_map(|l| l.blockade.as_ref()).collect();
        assert_eq!(paid.len(), 4, "four blockades crossed");
        assert_eq!(paid[0].payment, Payment::Discard { cards: 2 });
        check_route(&map, route);
    }
}

#[test]
fn an_all_green_course_triggers_tip_a() {
    let mut map = map_of("first-course");
    for s in SpaceId::all(map.len()) {
        let c = map.space(s).clone();
        if c.is_enterable() && c.start.is_none() && !c.finish {
            map.paint(c.hex, "J1").unwrap();
        }
    }
    let r = analyze(&map);
    let f = r.findings.iter().find(|f| f.check == Check::SingleColour).expect("tip a fires");
    assert_eq!((f.severity, f.tip), (Severity::Warning, Some('a')));
    assert!(f.spaces.len() > 150, "the whole course is one zone");
    // The printed course is only noted, for board K's jungle.
    let printed = analyze(&map_of("first-course"));
    assert!(
        printed
            .findings
            .iter()
            .filter(|f| f.check == Check::SingleColour)
            .all(|f| f.severity == Severity::Info)
    );
}

/// First course, board I: two mountains at (3,-17) and (4,-17) with spaces all
/// round. Passing them west is shorter, as the course turns west for El Dorado.
fn board_i_obstacle(map: &Map) -> Vec<SpaceId> {
    vec![at(map, 3, -17), at(map, 4, -17)]
}

#[test]
fn the_printed_shortcut_on_board_i_satisfies_tip_b() {
    let map = map_of("first-course");
    let r = analyze(&map);
    let s = r
        .shortcuts
        .iter()
        .find(|s| s.obstacle == board_i_obstacle(&map))
        .expect("a shortcut past the mountains");
    assert_eq!((s.short.side, s.around.side), ("west", "east"));
    assert!(s.saves >= 2 && s.short.steps + s.saves == s.around.steps);
    assert!(
        s.harder,
        "its spaces are dearer than the way round's: {} against {}",
        s.short.per_space, s.around.per_space
    );
    let on_board_i = |f: &&Finding| board_i_obstacle(&map).iter().all(|m| f.spaces.contains(m));
    assert!(!r.findings.iter().filter(on_board_i).any(|f| f.check == Check::CheapShortcut));
}

#[test]
fn a_cheap_shortcut_triggers_tip_b() {
    let mut map = map_of("first-course");
    let printed = analyze(&map);
    let s =
        printed.shortcuts.iter().find(|s| s.obstacle == board_i_obstacle(&map)).unwrap().clone();
    // Make the shortcut's spaces easy jungle and the way round's dear rubble.
    for &x in &s.short.near {
        let h = map.space(x).hex;
        map.paint(h, "J1").unwrap();
    }
    for &x in &s.around.near {
        let h = map.space(x).hex;
        map.paint(h, "G2").unwrap();
    }
    let r = analyze(&map);
    let s = r
        .shortcuts
        .iter()
        .find(|s| s.obstacle == board_i_obstacle(&map))
        .expect("still a shortcut");
    assert_eq!(s.short.side, "west");
    assert!(!s.harder);
    let f = r
        .findings
        .iter()
        .find(|f| {
            f.check == Check::CheapShortcut
                && board_i_obstacle(&map).iter().all(|m| f.spaces.contains(m))
        })
        .expect("tip b fires on board I");
    assert_eq!((f.severity, f.tip), (Severity::Warning, Some('b')));
    assert!(f.message.contains("board I") && f.message.contains("west"));
}

#[test]
fn a_walled_off_start_space_is_unreachable_with_the_cause() {
    // First course, board B: start 4 at (-3,3) has two free neighbours, (-3,2) and
    // (-2,2). Walling (-3,2) in with mountains at (-3,1), (-2,1) and (-2,2) leaves
    // start 4 one space to move to, and no way on.
    let mut map = map_of("first-course");
    for (q, r) in [(-3, 1), (-2, 1), (-2, 2)] {
        map.paint(Hex::new(q, r), "M").unwrap();
    }
    let r = analyze(&map);
    let s4 = r.starts.iter().find(|s| s.number == 4).unwrap();
    assert!(!s4.reaches_el_dorado && s4.shortest.is_none() && s4.cheapest.is_none());
    let b = s4.blocked.as_ref().expect("a cause");
    assert_eq!(b.region, vec![at(&map, -3, 2)]);
    let mut walls = vec![at(&map, -3, 1), at(&map, -2, 1), at(&map, -2, 2), at(&map, -2, 3)];
    walls.sort_unstable();
    assert_eq!(b.walls, walls, "three mountains and start space 3");
    assert!(!b.open_edge.is_empty(), "and the edge of the course");
    assert!(
        b.message.contains("start space 4")
            && b.message.contains("3 mountains")
            && b.message.contains("start space 3")
    );
    let f = r.findings.iter().find(|f| f.check == Check::StartBlocked).unwrap();
    assert_eq!(f.severity, Severity::Error);
    assert_eq!(r.findings[0].check, Check::StartBlocked, "errors come first");
    assert!(r.starts.iter().filter(|s| s.number != 4).all(|s| s.reaches_el_dorado));
}

#[test]
fn a_neck_one_space_wide_is_an_articulation_point() {
    // First course, board N's middle row r = -11 runs from (-3,-11) to (3,-11) and
    // no other piece reaches that row: mountains on all but (0,-11) leave a neck.
    let mut map = map_of("first-course");
    for q in [-3, -2, -1, 1, 2, 3] {
        map.paint(Hex::new(q, -11), "M").unwrap();
    }
    let neck = at(&map, 0, -11);
    let r = analyze(&map);
    assert_eq!(r.chokepoints.articulation_points, vec![neck]);
    let narrowest = r.chokepoints.narrowest.as_ref().unwrap();
    assert_eq!((narrowest.width, narrowest.spaces.clone()), (1, vec![neck]));
    let p =
        r.chokepoints.narrow_passages.iter().find(|p| p.width == 1).expect("a passage one wide");
    assert!(p.cuts.contains(&vec![neck]) && p.pieces == vec!["board N".to_string()]);
    assert!(r.findings.iter().any(|f| f.check == Check::Chokepoint && f.spaces == vec![neck]));
    for s in &r.starts {
        assert!(s.shortest.as_ref().unwrap().spaces.contains(&neck));
    }
    // The printed course has none.
    assert!(analyze(&map_of("first-course")).chokepoints.articulation_points.is_empty());
}

#[test]
fn gaps_two_wide_are_narrow_passages_and_too_many_trigger_tip_d() {
    // Rows that only one piece reaches: -5 (board C), -11 (board N), -16 (board
    // I). Each is walled with mountains but for its two westmost spaces.
    let mut map = map_of("first-course");
    let mut gaps = Vec::new();
    for row in [-5, -11, -16] {
        let cells: Vec<i32> =
            (-12..=12).filter(|&q| map.id_at(Hex::new(q, row)).is_some()).collect();
        for &q in &cells[2..] {
            map.paint(Hex::new(q, row), "M").unwrap();
        }
        let mut gap = vec![at(&map, cells[0], row), at(&map, cells[1], row)];
        gap.sort_unstable();
        gaps.push(gap);
    }
    let r = analyze(&map);
    assert!(r.chokepoints.articulation_points.is_empty());
    assert_eq!(r.chokepoints.narrowest.as_ref().unwrap().width, 2);
    let passages = &r.chokepoints.narrow_passages;
    assert!(passages.iter().all(|p| p.width == 2), "{passages:#?}");
    for gap in &gaps {
        assert!(passages.iter().any(|p| p.cuts.contains(gap)), "{gap:?} in {passages:#?}");
    }
    // Nearest the start first.
    let first_gap = passages.iter().position(|p| p.cuts.contains(&gaps[0])).unwrap();
    let last_gap = passages.iter().position(|p| p.cuts.contains(&gaps[2])).unwrap();
    assert!(first_gap < last_gap);
    let f = r.findings.iter().find(|f| f.check == Check::NarrowPassages).expect("tip d fires");
    assert_eq!((f.severity, f.tip), (Severity::Warning, Some('d')));
    // One such gap alone is not too many.
    let mut one = map_of("first-course");
    for q in -1..=3 {
        one.paint(Hex::new(q, -11), "M").unwrap();
    }
    let r = analyze(&one);
    assert_eq!(r.chokepoints.narrow_passages.len(), 1);
    assert!(!r.findings.iter().any(|f| f.check == Check::NarrowPassages));
}

#[test]
fn bends_are_found_and_an_easy_inner_lane_triggers_tip_c() {
    // Hills of Gold turns left on board J, whose inner lane is easier.
    let r = analyze(&map_of("hills-of-gold"));
    let j = r.bends.iter().find(|b| b.piece == "J").unwrap();
    assert_eq!(j.turn, Turn::Left);
    let (i, o) = (j.inner.as_ref().unwrap(), j.outer.as_ref().unwrap());
    assert!(i.steps < o.steps);
    assert_eq!(j.inner_harder, Some(false));
    assert!(
        r.findings.iter().any(|f| f.check == Check::EasyInnerBend && f.message.contains("board J"))
    );
    // Make the inner lane dear: the finding goes.
    let mut map = map_of("hills-of-gold");
    for &s in &j.inner_spaces {
        let h = map.space(s).hex;
        map.paint(h, "R3").unwrap();
    }
    let r = analyze(&map);
    let j = r.bends.iter().find(|b| b.piece == "J").unwrap();
    assert_eq!(j.inner_harder, Some(true));
    assert!(
        !r.findings
            .iter()
            .any(|f| f.check == Check::EasyInnerBend && f.message.contains("board J"))
    );
}

#[test]
fn caves_list_their_neighbours() {
    let map = map_of("first-course");
    let r = analyze(&map);
    assert_eq!(r.caves.len(), 3);
    for c in &r.caves {
        assert!(map.space(c.space).cave);
        for &n in &c.neighbours {
            assert!(map.space(n).is_enterable());
            assert_eq!(distance(map.space(n).hex, map.space(c.space).hex), 1);
        }
        assert!(c.reachable && c.steps_from_route.is_some());
    }
    // Board B's cave at (2,-2) is inland: all six neighbours may be stopped on.
    assert_eq!(
        r.caves
            .iter()
            .find(|c| c.hex == eldorado_core::hex::Axial::new(2, -2))
            .unwrap()
            .neighbours
            .len(),
        6
    );
}

#[test]
fn dead_ends_and_unreachable_spaces_are_found() {
    let mut map = map_of("first-course");
    // Board N's east end of row -11, (3,-11), has three neighbours: (3,-12),
    // (2,-11) and (2,-10). Mountains on two leave a pocket entered by (2,-11).
    for (q, r) in [(3, -12), (2, -10)] {
        map.paint(Hex::new(q, r), "M").unwrap();
    }
    // Board B's (3,-2) touches (3,-3), (2,-2) (the cave), (2,-1) and (3,-1):
    // mountains on all of them leave it out of reach.
    for (q, r) in [(3, -3), (2, -1), (3, -1)] {
        map.paint(Hex::new(q, r), "M").unwrap();
    }
    let r = analyze(&map);
    assert_eq!(r.reachability.unreachable, vec![at(&map, 3, -2)]);
    assert!(
        r.findings
            .iter()
            .any(|f| f.check == Check::Unreachable && f.spaces == vec![at(&map, 3, -2)])
    );
    let pocket = at(&map, 3, -11);
    let d = r.dead_ends.iter().find(|d| d.spaces.contains(&pocket)).expect("a dead end");
    assert_eq!((d.spaces.clone(), d.entrance), (vec![pocket], at(&map, 2, -11)));
    assert!(r.findings.iter().any(|f| f.check == Check::DeadEnd && f.severity == Severity::Info));
    assert!(analyze(&map_of("first-course")).dead_ends.is_empty());
}

#[test]
fn terrain_mix_adds_up() {
    let map = map_of("swamplands");
    let r = analyze(&map);
    let total: usize = r.terrain.total.by_terrain.iter().map(|t| t.count).sum();
    assert_eq!(total, map.len());
    let per_piece: usize =
        r.terrain.pieces.iter().flat_map(|p| &p.mix.by_power).map(|t| t.count).sum();
    assert_eq!(per_piece, map.len());
    let strip_r = r.terrain.pieces.iter().find(|p| p.piece == "R").unwrap();
    let mountains = strip_r.mix.by_terrain.iter().find(|t| t.terrain == Terrain::Mountain).unwrap();
    assert_eq!(mountains.count, 3, "strip R's middle column");
}

#[test]
fn broken_courses_never_panic() {
    let _ = analyze(&Map::assemble(&Course::default()).map);
    for (id, course) in official::all() {
        for i in 0..course.pieces.len() {
            let mut c = course.clone();
            c.pieces.remove(i);
            let r = analyze(&Map::assemble(&c).map);
            if c.pieces.iter().all(|p| !p.piece.starts_with("finish")) {
                assert!(r.starts.iter().all(|s| !s.reaches_el_dorado), "{id} without its finish");
                assert!(
                    r.findings.iter().any(|f| f.severity == Severity::Error
                        && f.message.contains("no finishing spaces"))
                );
            }
        }
    }
}

#[test]
fn the_report_serialises() {
    let r = analyze(&map_of("serpentine"));
    let v = serde_json::to_value(&r).unwrap();
    assert!(v["starts"][0]["cheapest"]["legs"][0]["payment"]["kind"].is_string());
    assert_eq!(v["findings"].as_array().unwrap().len(), r.findings.len());
}

/// Every minimal cut of one or two spaces, by trying them all.
fn cuts_by_brute_force(map: &Map) -> Vec<Vec<SpaceId>> {
    let ctx = Context::new(map, CostModel::reference());
    let g = &ctx.spaces;
    let candidates: Vec<usize> = (0..g.node_count())
        .filter(|&n| g.space(n).is_some() && !g.is_start(n) && !g.is_finish(n))
        .collect();
    let connected = |removed: &[usize]| {
        let mut seen = vec![false; g.node_count()];
        let mut stack = vec![g.source.index()];
        seen[g.source.index()] = true;
        while let Some(v) = stack.pop() {
            for &w in g.neighbours(v) {
                if !seen[w] && !removed.contains(&w) {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen[g.goal.index()]
    };
    let singles: Vec<usize> = candidates.iter().copied().filter(|&a| !connected(&[a])).collect();
    let mut out: Vec<Vec<SpaceId>> = singles.iter().map(|&a| vec![g.space(a).unwrap()]).collect();
    for (i, &a) in candidates.iter().enumerate() {
        for &b in &candidates[i + 1..] {
            if !singles.contains(&a) && !singles.contains(&b) && !connected(&[a, b]) {
                let mut pair = vec![g.space(a).unwrap(), g.space(b).unwrap()];
                pair.sort_unstable();
                out.push(pair);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn narrow_passages_match_a_brute_force_search() {
    // An official course two wide on board M, and one with a neck and a gap.
    let mut necked = map_of("first-course");
    for q in [-3, -2, -1, 1, 2, 3] {
        necked.paint(Hex::new(q, -11), "M").unwrap();
    }
    // Row -13 of board N runs from (-1,-13) to (3,-13): leave two open.
    for q in [1, 2, 3] {
        necked.paint(Hex::new(q, -13), "M").unwrap();
    }
    for map in [map_of("witchs-cauldron"), necked] {
        let r = analyze(&map);
        assert!(r.starts.iter().all(|s| s.reaches_el_dorado));
        let mut found: Vec<Vec<SpaceId>> =
            r.chokepoints.narrow_passages.iter().flat_map(|p| p.cuts.clone()).collect();
        found.sort();
        assert!(!found.is_empty());
        assert_eq!(found, cuts_by_brute_force(&map));
    }
}

#[test]
fn a_text_board_corridor_is_paid_space_by_space() {
    // One lane from start 1 to El Dorado over every kind of space, with
    // blockade 1 on the seam between pieces 0 and 1.
    let mut map = Map::from_rows(&["S1 J1 R2 V1/1 G2/1 B1/1 FJ/1"]).unwrap();
    map.set_blockade(SeamId::new(0), Some(BlockadeChoice::Number(1))).unwrap();
    let r = analyze(&map);
    let route = r.starts[0].cheapest.as_ref().expect("the lane reaches El Dorado");
    assert_eq!(route.steps, 6);
    assert!((check_route(&map, route) - route.cards).abs() < 1e-6);
    let what: Vec<&str> = route.legs.iter().map(|l| l.what).collect();
    assert_eq!(what, ["jungle 1", "river 2", "village 1", "rubble 2", "basecamp 1", "jungle 1"]);
    let paid: Vec<(usize, &BlockadePaid)> = route
        .legs
        .iter()
        .enumerate()
        .filter_map(|(i, l)| l.blockade.as_ref().map(|b| (i, b)))
        .collect();
    assert_eq!(paid.len(), 1, "one blockade on the way");
    assert_eq!(
        (paid[0].0, paid[0].1.seam.as_str(), paid[0].1.number),
        (2, "0–1", Some(1)),
        "paid stepping onto piece 1"
    );
    assert!(r.blockades[0].unavoidable);
    assert_eq!(r.starts[0].shortest.as_ref().unwrap().spaces, route.spaces, "a lane has one way");
}

#[test]
fn a_blockade_with_a_way_round_is_avoidable() {
    // Piece 0 (the start) touches piece 1 (El Dorado) directly and through
    // piece 2 below: a blockade between 0 and 1 can be walked round.
    let rows = ["S1 J1 J1/1 FJ/1", "J1 J1/2 J1/2"];
    let mut map = Map::from_rows(&rows).unwrap();
    let seam = SeamId::all(map.seams().len())
        .find(|&s| map.seam_name(s) == "0–1")
        .expect("a seam between 0 and 1");
    map.set_blockade(seam, Some(BlockadeChoice::Number(1))).unwrap();
    let r = analyze(&map);
    let b = r.blockades.iter().find(|b| b.seam == "0–1").unwrap();
    assert!(!b.unavoidable, "the way through piece 2 avoids it");
    // Mountains on piece 2 close the way round.
    for q in [1, 2] {
        map.paint(Hex::new(q, 1), "M").unwrap();
    }
    let r = analyze(&map);
    assert!(r.blockades.iter().find(|b| b.seam == "0–1").unwrap().unavoidable);
}

#[test]
fn a_cave_off_the_route_counts_its_steps() {
    // The route runs along row 0; the cave's one open neighbour (1, 2) is two
    // steps from it, by (2, 1).
    let rows = ["S1 J1 J1 FJ", "M M J1 M", "C J1"];
    let map = Map::from_rows(&rows).unwrap();
    let r = analyze(&map);
    assert_eq!(
        r.starts[0].cheapest.as_ref().unwrap().spaces,
        [at(&map, 0, 0), at(&map, 1, 0), at(&map, 2, 0), at(&map, 3, 0)]
    );
    let cave = r.caves.iter().find(|c| c.space == at(&map, 0, 2)).unwrap();
    assert_eq!(cave.neighbours, [at(&map, 1, 2)]);
    assert!(cave.reachable);
    assert_eq!(cave.steps_from_route, Some(2));
    // Without (2, 1) the cave is out of reach.
    let mut map = map;
    map.paint(Hex::new(2, 1), "M").unwrap();
    let cave = analyze(&map).caves.into_iter().find(|c| c.space == at(&map, 0, 2)).unwrap();
    assert!(!cave.reachable && cave.steps_from_route.is_none());
}

#[test]
fn a_river_4_on_every_way_is_too_scarce_for_four_players() {
    // Only the three Prop Planes pay a river 4: a lane through one warns, and a
    // lane with a way round it only notes it.
    let r = analyze(&Map::from_rows(&["S1 J1 R4 J1 FJ"]).unwrap());
    assert_eq!(r.scarcity.len(), 1);
    let s = &r.scarcity[0];
    assert_eq!(
        (s.symbol, s.power, s.copies, s.unavoidable, s.single_use),
        (Symbol::Paddle, 4, 3, true, true)
    );
    assert_eq!(s.cards, ["Prop Plane"]);
    let f = r.findings.iter().find(|f| f.check == Check::Scarcity).expect("a scarcity finding");
    assert_eq!((f.severity, f.spaces.clone()), (Severity::Warning, s.spaces.clone()));
    assert!(
        f.message.contains("only 3 cards") && f.message.contains("with 4 players"),
        "{}",
        f.message
    );

    let r = analyze(&Map::from_rows(&["S1 J1 R4 J1 FJ", "J1 J1 J1 J1"]).unwrap());
    assert!(!r.scarcity[0].unavoidable);
    let f = r.findings.iter().find(|f| f.check == Check::Scarcity).expect("a scarcity note");
    assert_eq!(f.severity, Severity::Info);
    // A river 3 has six Captains and three Prop Planes: enough for everyone.
    assert!(analyze(&Map::from_rows(&["S1 J1 R3 J1 FJ"]).unwrap()).scarcity.is_empty());
}

#[test]
fn route_choices_are_two_ways_apart_and_within_the_bound() {
    // Serpentine's boards E and J each split the way around mountains.
    let r = analyze(&map_of("serpentine"));
    assert_eq!(r.choices.len(), 2, "{:?}", r.choices.iter().map(|c| &c.pieces).collect::<Vec<_>>());
    for c in &r.choices {
        let [a, b] = &c.ways;
        assert!(c.rounds_apart <= choices::CHOICE_ROUNDS, "{} rounds apart", c.rounds_apart);
        assert!((a.rounds - b.rounds).abs() <= choices::CHOICE_ROUNDS + 1e-9);
        assert!(c.apart >= choices::CHOICE_APART);
        assert_ne!(a.side, b.side);
        assert_ne!(a.route, b.route, "two ways, not one");
    }
    let shown = r.findings.iter().filter(|f| f.check == Check::RouteChoice).count();
    assert_eq!(shown, 2);
    assert!(r.findings.iter().any(|f| f.message.contains("board E")));
}

#[test]
fn a_way_made_much_dearer_is_no_choice() {
    // First course, board I: both ways past the mountains are about as quick.
    let mut map = map_of("first-course");
    let before = analyze(&map);
    let c = before
        .choices
        .iter()
        .find(|c| c.obstacle == board_i_obstacle(&map))
        .expect("a choice past board I's mountains")
        .clone();
    // Rubble on every space of one way's passage makes it a trap, not a choice.
    for &x in &c.ways[0].near {
        let h = map.space(x).hex;
        map.paint(h, "G3").unwrap();
    }
    let after = analyze(&map);
    assert!(!after.choices.iter().any(|c| c.obstacle == board_i_obstacle(&map)));
}

#[test]
fn two_boards_side_by_side_close_in_a_gap_the_way_splits_around() {
    // H, then C and K side by side (apart), then E against both: a ring of
    // four boards around a gap (a generated course, seed 2, attempt 32).
    let place = |piece: &str, rotation: i64, q: i32, r: i32| {
        eldorado_core::course::Placement::new(
            piece,
            eldorado_core::hex::Rotation::wrapping(rotation),
            Hex::new(q, r),
        )
    };
    let course = Course {
        pieces: vec![
            place("A", 0, 0, 0),
            place("J", 3, 3, -7),
            place("H", 5, 7, -14),
            place("C", 3, 4, -18),
            place("K", 0, 14, -18),
            place("E", 0, 11, -22),
            place("finish-jungle", 5, 11, -26),
        ],
        ..Course::default()
    };
    let map = Map::build(&course).expect("a valid ring");
    let r = analyze(&map);
    let ring = r.choices.iter().find(|c| !c.gap.is_empty()).expect("a choice around the gap");
    let [a, b] = &ring.ways;
    assert!((a.rounds - b.rounds).abs() <= choices::CHOICE_ROUNDS);
    // One way runs through board C, the other through board K.
    let through =
        |w: &Way, piece: &str| w.route.iter().any(|&s| map.piece(map.space(s).piece).id == piece);
    assert!(
        (through(a, "C") && through(b, "K")) || (through(a, "K") && through(b, "C")),
        "{:?}",
        ring.pieces
    );
    let f = r.findings.iter().find(|f| f.check == Check::RouteChoice && f.message.contains("gap"));
    assert!(f.is_some_and(|f| f.message.contains("board C") && f.message.contains("board K")));
}

/// A ring of four boards closing in a gap: the split round it passes mountains
/// on three boards, and each made a fork with the same two ways. One split is
/// one choice (the count the candidate list and the findings show).
#[test]
fn one_split_is_one_route_choice_however_many_mountains_it_passes() {
    let placed = [
        ("A", 1, 0, 0),
        ("J", 4, 7, -4),
        ("L", 1, 4, -8),
        ("C", 0, 14, -8),
        ("M", 0, 11, -12),
        ("H", 3, 14, -19),
        ("finish-jungle", 0, 18, -23),
    ];
    let mut course = Course::default();
    for (id, r, q, s) in placed {
        course.pieces.push(Placement::new(id, Rotation::new(r).unwrap(), Hex::new(q, s)));
    }
    let r = analyze(&Map::build(&course).unwrap());
    let summary: Vec<_> =
        r.choices.iter().map(|c| (&c.pieces, c.ways[0].steps, c.ways[1].steps)).collect();
    assert_eq!(r.choices.len(), 1, "{summary:?}");
    let infos = r.findings.iter().filter(|f| f.message.contains("route choice")).count();
    assert_eq!(infos, 1, "one finding for the one choice");
}

#[test]
fn the_difficulty_alone_is_the_analysis_difficulty() {
    for (id, course) in official::all() {
        let map = Map::build(&course).unwrap();
        let (alone, whole) = (difficulty_alone(&map), analyze_alone(&map).difficulty);
        assert!(alone.is_some(), "{id}");
        assert_eq!(format!("{alone:?}"), format!("{whole:?}"), "{id}");
    }
}

#[test]
fn the_figures_are_the_analysis_without_its_findings() {
    for (id, course) in official::all() {
        let map = Map::build(&course).unwrap();
        let (figures, mut whole) = (crate::analyze_figures(&map), analyze_alone(&map));
        assert!(figures.findings.is_empty(), "{id}");
        assert!(!whole.findings.is_empty(), "{id}: the whole analysis finds something");
        whole.findings.clear();
        assert_eq!(format!("{figures:?}"), format!("{whole:?}"), "{id}");
    }
}

/// An official course is set among the other official courses, never
/// beside itself ("as long as First course" on the First course).
#[test]
fn an_official_course_is_never_compared_with_itself() {
    use eldorado_core::course::official;
    for (id, course) in official::all() {
        let name = official::name(id).unwrap();
        let map = Map::build(&course).unwrap();
        let report = crate::analyze(&map);
        let d = report.difficulty.expect("an official course is rated");
        for standing in std::iter::once(&d.standing).chain(d.by_players.iter().map(|e| &e.standing))
        {
            let text = standing.as_ref().map(|s| s.text.as_str()).unwrap_or_default();
            assert!(!text.contains(name), "{name}: {text}");
        }
    }
}

#[test]
fn a_split_seen_from_two_obstacles_is_listed_once() {
    // Serpentine's way past boards J and M loops round two groups of
    // mountains: each makes a fork whose ways a player walks alike.
    let map = map_of("serpentine");
    let ctx = Context::new(&map, CostModel::reference());
    let raw: Vec<[Way; 2]> = forks::forks(&ctx, |_, steps| tips::shortcuts::is_shortcut(steps))
        .into_iter()
        .filter(|f| tips::shortcuts::is_shortcut(f.steps))
        .filter_map(|f| f.ways)
        .collect();
    let twice = raw.iter().enumerate().any(|(i, a)| {
        raw[i + 1..].iter().any(|b| forks::same_split([&a[0], &a[1]], [&b[0], &b[1]]))
    });
    assert!(twice, "two of the forks are one split");
    let r = analyze(&map);
    assert!(r.shortcuts.len() < raw.len());
    for (i, a) in r.shortcuts.iter().enumerate() {
        for b in &r.shortcuts[i + 1..] {
            assert!(
                !forks::same_split([&a.short, &a.around], [&b.short, &b.around]),
                "listed twice: the shortcut {} past {:?} and past {:?}",
                a.short.side,
                a.obstacle,
                b.obstacle
            );
        }
    }
}
