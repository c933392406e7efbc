//! Building the map: the course's pieces put down space by space, then
//! [`Map::link`] works out what every reader needs — neighbours, seams with
//! their orientation and blockade, piece depth, the seam on each edge — once.

use std::collections::HashMap;

use petgraph::algo::dijkstra;
use petgraph::graph::{NodeIndex, UnGraph};

use super::grid::Grid;
use super::{Assembly, Map, PieceIdx, PlacedPiece, Problem, Seam, SeamId, Space, SpaceId, check};
use crate::catalog::{Catalog, PieceKind, Terrain};
use crate::course::{BlockadeChoice, Course};
use crate::hex::{self, Hex};

thread_local! {
    /// Maps assembled on this thread (see [`Map::assembled_on_this_thread`]).
    static ASSEMBLED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

impl Map {
    /// How many maps [`Map::assemble`] (and [`Map::build`]) have assembled on
    /// the calling thread: what tests and benchmarks count to show that an
    /// edit builds the map once. Per thread, so tests running side by side do
    /// not count each other's maps.
    pub fn assembled_on_this_thread() -> u64 {
        ASSEMBLED.with(|n| n.get())
    }

    /// Assembles a course; overlapping or unknown pieces are left out of the map
    /// and reported. Never fails: the editor draws even a broken course.
    pub fn assemble(course: &Course) -> Assembly {
        ASSEMBLED.with(|n| n.set(n.get() + 1));
        let catalog = Catalog::get();
        let sides: Vec<_> = course.pieces.iter().map(|p| catalog.side(&p.piece)).collect();
        let mut grid = Grid::covering(
            course
                .pieces
                .iter()
                .zip(&sides)
                .filter_map(|(p, side)| side.map(|side| (p, side)))
                .flat_map(|(p, side)| side.spaces.iter().map(move |s| p.to_world(s.local))),
        );
        let mut spaces: Vec<Space> = Vec::new();
        let mut pieces: Vec<PlacedPiece> = Vec::new();
        let mut overlaps: Vec<(Hex, PieceIdx, PieceIdx)> = Vec::new();
        for (course_index, (placement, side)) in course.pieces.iter().zip(&sides).enumerate() {
            let Some(side) = side else { continue };
            // Only a course far past the readers' limits (so holding one piece
            // many times, which the check refuses) could number more spaces
            // than a space id holds; its pieces past that are left out.
            if spaces.len() + side.spaces.len() >= SpaceId::CAPACITY {
                continue;
            }
            let piece = pieces.len();
            let mut own = Vec::with_capacity(side.spaces.len());
            for s in &side.spaces {
                let world = placement.to_world(s.local);
                if let Some(other) = grid.get(world) {
                    overlaps.push((world, spaces[other].piece, piece));
                    continue;
                }
                let id = SpaceId::new(spaces.len());
                spaces.push(Space {
                    id,
                    hex: world,
                    terrain: s.terrain,
                    power: s.power,
                    piece,
                    local: s.local,
                    start: s.start,
                    finish: s.finish,
                    cave: s.terrain == Terrain::Mountain && placement.has_cave(s.local),
                });
                grid.insert(world, id);
                own.push(id);
            }
            pieces.push(PlacedPiece {
                id: side.id.clone(),
                kind: side.kind,
                rotation: placement.rotation,
                origin: placement.origin,
                course_index,
                spaces: own,
                depth: None,
                label: side.label(),
            });
        }
        let map = Map::link(spaces, pieces, grid, |a, b| course.blockade_between(a, b));
        let problems = check::check(course, &map, &overlaps);
        Assembly { map, problems }
    }

    /// Assembles a course that must be valid.
    pub fn build(course: &Course) -> Result<Map, Vec<Problem>> {
        let a = Map::assemble(course);
        if a.problems.is_empty() { Ok(a.map) } else { Err(a.problems) }
    }

    /// Compiles placed spaces into the map. `spaces[i].id` is `i`, each piece
    /// lists its spaces, `grid` holds every space; `blockade` says what stands
    /// between two pieces, by side id.
    pub(super) fn link(
        spaces: Vec<Space>,
        pieces: Vec<PlacedPiece>,
        grid: Grid,
        blockade: impl Fn(&str, &str) -> Option<BlockadeChoice>,
    ) -> Map {
        let mut first = Vec::with_capacity(spaces.len() + 1);
        let mut adjacent = Vec::with_capacity(spaces.len() * 6);
        for s in &spaces {
            first.push(adjacent.len());
            adjacent.extend(hex::neighbours(s.hex).filter_map(|n| grid.get(n)));
        }
        first.push(adjacent.len());
        let mut map = Map {
            spaces,
            grid,
            first,
            adjacent,
            crossed: Vec::new(),
            pieces,
            seams: Vec::new(),
            seam_of: Vec::new(),
            starts: Vec::new(),
            finishes: Vec::new(),
        };
        map.find_seams(blockade);
        map.crossed = SpaceId::all(map.spaces.len())
            .flat_map(|s| map.neighbours(s).iter().map(move |&t| (s, t)))
            .map(|(s, t)| map.seam_between_pieces(map.spaces[s].piece, map.spaces[t].piece))
            .collect();
        map.list_starts_and_finishes();
        map
    }

    pub(super) fn list_starts_and_finishes(&mut self) {
        self.starts = self.spaces.iter().filter_map(|s| s.start.map(|n| (n, s.id))).collect();
        self.starts.sort();
        self.finishes = self.spaces.iter().filter(|s| s.finish).map(|s| s.id).collect();
    }

    /// The seams between touching pieces, numbered from the start board out,
    /// each oriented from the start side; and each piece's depth.
    fn find_seams(&mut self, blockade: impl Fn(&str, &str) -> Option<BlockadeChoice>) {
        let n = self.pieces.len();
        let mut pairs: HashMap<(PieceIdx, PieceIdx), Vec<(SpaceId, SpaceId)>> = HashMap::new();
        for s in &self.spaces {
            for &t in self.neighbours(s.id) {
                let (a, b) = (s.piece, self.spaces[t].piece);
                if a < b {
                    pairs.entry((a, b)).or_default().push((s.id, t));
                }
            }
        }
        self.find_depths(pairs.keys());
        let mut keys: Vec<_> = pairs.keys().copied().collect();
        keys.sort_by_key(|&(a, b)| {
            let da = self.pieces[a].depth.unwrap_or(usize::MAX);
            let db = self.pieces[b].depth.unwrap_or(usize::MAX);
            (da.min(db), da.max(db), a, b)
        });
        self.seam_of = vec![None; n * n];
        for (a, b) in keys {
            // Only thousands of pieces (far past the readers' limits, so one
            // piece many times, which the check refuses) touch in more pairs
            // than a seam id numbers; the pairs past that get no seam.
            if self.seams.len() >= SeamId::CAPACITY {
                break;
            }
            let mut list = pairs.remove(&(a, b)).unwrap_or_default();
            // Orient the seam from the start side.
            let (first, second) =
                if self.pieces[b].depth < self.pieces[a].depth && self.pieces[b].depth.is_some() {
                    list.iter_mut().for_each(|p| *p = (p.1, p.0));
                    (b, a)
                } else {
                    (a, b)
                };
            list.sort_by_key(|&(x, y)| {
                (
                    self.spaces[x].hex.y,
                    self.spaces[x].hex.x,
                    self.spaces[y].hex.y,
                    self.spaces[y].hex.x,
                )
            });
            let finish = self.pieces[first].kind == PieceKind::Finish
                || self.pieces[second].kind == PieceKind::Finish;
            // A strip is crossed from its near seam to its far seam; only the near one takes a blockade.
            let far_side_of_strip = self.pieces[first].kind == PieceKind::Strip
                && self.pieces[first].depth.is_some()
                && self.pieces[first].depth < self.pieces[second].depth;
            let id = SeamId::new(self.seams.len());
            self.seams.push(Seam {
                id,
                pieces: [first, second],
                pairs: list,
                finish,
                blockade_allowed: !finish && !far_side_of_strip,
                blockade: blockade(&self.pieces[first].id, &self.pieces[second].id),
            });
            self.seam_of[first * n + second] = Some(id);
            self.seam_of[second * n + first] = Some(id);
        }
    }

    /// Depth of each piece: seams to cross from the start board (petgraph's
    /// Dijkstra over the pieces, each seam one step).
    fn find_depths<'a>(&mut self, touching: impl Iterator<Item = &'a (PieceIdx, PieceIdx)>) {
        let Some(start) = self.pieces.iter().position(|p| p.kind == PieceKind::Start) else {
            return;
        };
        let mut pieces: UnGraph<(), ()> =
            UnGraph::with_capacity(self.pieces.len(), self.pieces.len() * 2);
        for _ in &self.pieces {
            pieces.add_node(());
        }
        pieces.extend_with_edges(touching.map(|&(a, b)| (NodeIndex::new(a), NodeIndex::new(b))));
        for (piece, depth) in dijkstra(&pieces, NodeIndex::new(start), None, |_| 1) {
            if let Some(p) = self.pieces.get_mut(piece.index()) {
                p.depth = Some(depth);
            }
        }
    }
}
