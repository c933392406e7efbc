//! Scratch: dumps the terms and candidate terms of every corpus course as CSV.
use eldorado_analysis::{analyze_alone, difficulty};
use eldorado_core::map::Map;
use eldorado_design::corpus::{self, Entry};
use std::collections::HashMap;

#[derive(serde::Deserialize)]
struct Saved {
    entries: Vec<Entry>,
}

fn load(f: &str) -> Vec<Entry> {
    serde_json::from_str::<Saved>(&std::fs::read_to_string(f).unwrap()).unwrap().entries
}

fn main() {
    let four = load("target/difficulty-corpus.json");
    let mut other: Vec<HashMap<String, f64>> = Vec::new();
    for f in ["target/difficulty-corpus-3p.json", "target/difficulty-corpus-2p.json"] {
        let m = std::fs::read_to_string(f)
            .ok()
            .map(|_| load(f))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|e| Some((e.id.clone(), e.simulated?.mean_round)))
            .collect();
        other.push(m);
    }
    let w = difficulty::WEIGHTS;
    let mut header = false;
    for (i, e) in four.iter().enumerate() {
        let Some(s) = &e.simulated else { continue };
        let map = Map::build(&e.course()).unwrap();
        let r = analyze_alone(&map);
        let Some(t) = difficulty::terms(&map, &r.starts, &r.chokepoints, &r.scarcity) else {
            continue;
        };
        let mut cols: Vec<(String, f64)> = Vec::new();
        for (k, v) in t.iter().enumerate() {
            cols.push((format!("t{k}"), *v));
        }
        // Per start space.
        let mut per: Vec<([f64; 19], f64, usize)> = Vec::new();
        for st in &r.starts {
            let Some(c) = &st.cheapest else { continue };
            let one =
                difficulty::terms(&map, std::slice::from_ref(st), &r.chokepoints, &r.scarcity)
                    .unwrap();
            per.push((one, c.cards, c.steps));
        }
        let rr: Vec<f64> =
            per.iter().map(|p| p.0.iter().zip(&w).map(|(a, b)| a * b).sum::<f64>()).collect();
        let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
        let min = |v: &[f64]| v.iter().copied().fold(f64::MAX, f64::min);
        let max = |v: &[f64]| v.iter().copied().fold(f64::MIN, f64::max);
        cols.push(("r_mean".into(), mean(&rr)));
        cols.push(("r_min".into(), min(&rr)));
        cols.push(("r_max".into(), max(&rr)));
        cols.push(("r_spread".into(), mean(&rr) - min(&rr)));
        let cards: Vec<f64> = per.iter().map(|p| p.1).collect();
        let steps: Vec<f64> = per.iter().map(|p| p.2 as f64).collect();
        cols.push(("cards_mean".into(), mean(&cards)));
        cols.push(("cards_min".into(), min(&cards)));
        cols.push(("cards_spread".into(), mean(&cards) - min(&cards)));
        cols.push(("steps_mean".into(), mean(&steps)));
        cols.push(("steps_min".into(), min(&steps)));
        cols.push(("steps_spread".into(), mean(&steps) - min(&steps)));
        // Terms of the start with the best (lowest) model rounds.
        let best = (0..per.len()).min_by(|&a, &b| rr[a].total_cmp(&rr[b])).unwrap();
        for (k, v) in per[best].0.iter().enumerate() {
            cols.push((format!("b{k}"), *v));
        }
        // Second-best start (the race among the leaders).
        let mut sorted = rr.clone();
        sorted.sort_by(f64::total_cmp);
        for k in 0..4 {
            let v = r.starts.get(k).and_then(|st| st.cheapest.as_ref()).map(|c| {
                let one = difficulty::terms(
                    &map,
                    std::slice::from_ref(&r.starts[k]),
                    &r.chokepoints,
                    &r.scarcity,
                )
                .unwrap();
                one.iter().zip(&w).map(|(a, b)| a * b).sum::<f64>() + 0.0 * c.cards
            });
            cols.push((format!("rs{k}"), v.unwrap_or(f64::NAN)));
        }
        {
            use eldorado_core::catalog::{Symbol, Terrain};
            let mut acc = [0.0f64; 24];
            let mut nr = 0.0f64;
            for st in &r.starts {
                let (Some(c), Some(sh)) = (&st.cheapest, &st.shortest) else { continue };
                nr += 1.0;
                let n = c.legs.len();
                let mut prev: Option<Terrain> = None;
                let mut run = 0usize;
                let mut best_run = 0usize;
                let mut changes = 0.0;
                let mut sym_changes = 0.0;
                let mut prev_sym: Option<Option<Symbol>> = None;
                for (i, leg) in c.legs.iter().enumerate() {
                    let sp = map.space(leg.space);
                    let third = (3 * i / n.max(1)).min(2);
                    let p = sp.power.unwrap_or(1);
                    if p >= 2 {
                        acc[third] += 1.0;
                    }
                    if sp.terrain != Terrain::Jungle {
                        acc[3 + third] += 1.0;
                    }
                    if p >= 3 {
                        acc[6 + third] += 1.0;
                    }
                    if prev.is_some_and(|t| t != sp.terrain) {
                        changes += 1.0;
                        run = 0;
                    }
                    run += 1;
                    best_run = best_run.max(run);
                    prev = Some(sp.terrain);
                    let sy = Symbol::of(sp.terrain);
                    if prev_sym.is_some_and(|q| q != sy) {
                        sym_changes += 1.0;
                    }
                    prev_sym = Some(sy);
                    if matches!(leg.payment, eldorado_analysis::Payment::Carried) {
                        acc[9 + third] += 1.0;
                    }
                }
                acc[12] += changes;
                acc[13] += sym_changes;
                acc[14] += best_run as f64;
                acc[15] += sh.steps as f64;
                acc[16] += c.steps as f64 - sh.steps as f64;
                acc[17] += sh.cards - c.cards;
                acc[18] += n as f64;
                // symbols needed
                let mut syms = std::collections::BTreeSet::new();
                for leg in &c.legs {
                    if let Some(s) = Symbol::of(map.space(leg.space).terrain) {
                        syms.insert(s.index());
                    }
                }
                acc[19] += syms.len() as f64;
                // changes per space
                acc[20] += sym_changes / n.max(1) as f64;
            }
            let names = [
                "p2_t1",
                "p2_t2",
                "p2_t3",
                "nj_t1",
                "nj_t2",
                "nj_t3",
                "p3_t1",
                "p3_t2",
                "p3_t3",
                "car_t1",
                "car_t2",
                "car_t3",
                "terrain_changes",
                "symbol_changes",
                "longest_run",
                "short_steps",
                "extra_steps",
                "short_extra_cards",
                "legs",
                "symbols",
                "changes_per_space",
            ];
            for (k, nm) in names.iter().enumerate() {
                cols.push((nm.to_string(), acc[k] / nr.max(1.0)));
            }
        }
        cols.push(("r_second".into(), sorted.get(1).copied().unwrap_or(sorted[0])));
        cols.push(("starts".into(), per.len() as f64));
        cols.push(("shortcuts".into(), r.shortcuts.len() as f64));
        cols.push(("choices".into(), r.choices.len() as f64));
        cols.push(("bends".into(), r.bends.len() as f64));
        cols.push(("dead_ends".into(), r.dead_ends.len() as f64));
        cols.push(("zones".into(), r.zones.len() as f64));
        cols.push(("caves".into(), r.caves.len() as f64));
        cols.push(("blockades".into(), r.course.blockades as f64));
        cols.push(("pieces".into(), r.course.pieces as f64));
        cols.push(("spaces".into(), r.course.spaces as f64));
        cols.push(("enterable".into(), r.course.enterable as f64));
        cols.push((
            "narrowest".into(),
            r.chokepoints.narrowest.as_ref().map_or(0.0, |n| n.width as f64),
        ));
        cols.push((
            "narrow_cells".into(),
            r.chokepoints.narrow_passages.iter().map(|n| n.spaces.len() as f64).sum(),
        ));
        cols.push(("scarce_any".into(), r.scarcity.len() as f64));
        if !header {
            let names: Vec<String> = cols.iter().map(|c| c.0.clone()).collect();
            println!("id,held,official,y4,y3,y2,{}", names.join(","));
            header = true;
        }
        let vals: Vec<String> = cols.iter().map(|c| format!("{}", c.1)).collect();
        println!(
            "{},{},{},{},{},{},{}",
            e.id,
            u8::from(corpus::held_out(i, e)),
            u8::from(e.edits.is_empty()),
            s.mean_round,
            other[0].get(&e.id).copied().unwrap_or(f64::NAN),
            other[1].get(&e.id).copied().unwrap_or(f64::NAN),
            vals.join(",")
        );
    }
}
