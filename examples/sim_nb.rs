//! Prints spaces around given hexes of an official course (development tool):
//! `cargo run --release --example sim_nb -- COURSE Q,R ...`.
use eldorado::course::official;
use eldorado::hex::Hex;
use eldorado::map::Map;
use eldorado::sim::Board;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let map = Map::build(&official::course(&args[1]).unwrap()).unwrap();
    let b = Board::from_map(&map).unwrap();
    for a in &args[2..] {
        let (q, r) = a.split_once(',').unwrap();
        let s = b.space_at(Hex::new(q.parse().unwrap(), r.parse().unwrap())).unwrap();
        let show = |s: u16| format!("{:?} {} {} d{} depth {}", b.hex(s), b.terrain(s), b.power(s), b.dist(s), b.depth(s));
        println!("{s}: {}", show(s));
        for h in eldorado::hex::NEIGHBOUR_OFFSETS {
            if let Some(n) = b.space_at(b.hex(s) + h) {
                println!("   -> {n}: {} seam {:?}", show(n), b.seam_between(s, n));
            }
        }
    }
}
