use eldorado::course::official;
use eldorado::map::Map;
use eldorado::sim::Board;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let map = Map::build(&official::course(&args[1]).unwrap()).unwrap();
    let b = Board::from_map(&map).unwrap();
    for a in &args[2..] {
        let s: u16 = a.parse().unwrap();
        println!("{s}: {} {} d{} hex {:?}", b.terrain(s), b.power(s), b.dist(s), b.hex(s));
        for &n in b.neighbours_of(s) {
            println!("   -> {n}: {} {} d{} seam {:?}", b.terrain(n), b.power(n), b.dist(n), b.seam_between(s, n));
        }
    }
}
