//! What is under the pointer: a space, or a seam between two pieces.

use eframe::egui::{Pos2, Rect, pos2};

use super::view::View;
use eldorado_core::hex;
use eldorado_core::map::{Map, SeamId, SpaceId};

/// How near (in screen points) a click must be to a seam to pick it, for a
/// given zoom: a fifth of a hex, but never so small it is hard to hit.
pub fn seam_tolerance(scale: f32) -> f32 {
    (scale * 0.2).clamp(4.0, 10.0)
}

/// The space under a point of the canvas, if any.
pub fn space_at(map: &Map, view: &View, rect: Rect, pos: Pos2) -> Option<SpaceId> {
    map.id_at(view.hex_at(rect, pos))
}

/// The screen segments of a seam: one per neighbouring space pair across it.
pub fn seam_segments(map: &Map, view: &View, rect: Rect, seam: SeamId) -> Vec<(Pos2, Pos2)> {
    map.seam(seam)
        .pairs
        .iter()
        .filter_map(|&(a, b)| hex::shared_edge(map.space(a).hex, map.space(b).hex, 1.0))
        .map(|((x0, y0), (x1, y1))| {
            let w = |x: f32, y: f32| view.to_screen(rect, egui::vec2(x, y));
            (w(x0, y0), w(x1, y1))
        })
        .collect()
}

/// The seam nearest to `pos`, if it is within the tolerance.
pub fn seam_at(map: &Map, view: &View, rect: Rect, pos: Pos2) -> Option<SeamId> {
    let tolerance = seam_tolerance(view.scale);
    map.seams()
        .iter()
        .filter_map(|s| {
            let d = seam_segments(map, view, rect, s.id)
                .into_iter()
                .map(|(a, b)| distance_to_segment(pos, a, b))
                .fold(f32::INFINITY, f32::min);
            (d <= tolerance).then_some((d, s.id))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id)
}

/// Where on screen a seam's badge goes: the middle of its middle edge.
pub fn seam_midpoint(map: &Map, view: &View, rect: Rect, seam: SeamId) -> Option<Pos2> {
    let segments = seam_segments(map, view, rect, seam);
    let (a, b) = *segments.get(segments.len() / 2)?;
    Some(pos2((a.x + b.x) / 2.0, (a.y + b.y) / 2.0))
}

fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let t =
        if ab.length_sq() > 0.0 { ((p - a).dot(ab) / ab.length_sq()).clamp(0.0, 1.0) } else { 0.0 };
    (a + ab * t).distance(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::vec2;
    use eldorado_core::course::official;

    #[test]
    fn a_click_on_a_seam_edge_finds_that_seam_and_a_click_inside_a_space_does_not() {
        let map = official::default_course();
        let map = Map::assemble(&map).map;
        let rect = Rect::from_min_size(Pos2::ZERO, vec2(1000.0, 800.0));
        let view = View { centre: vec2(0.0, -15.0), scale: 20.0 };
        for seam in map.seams() {
            let (a, b) = seam_segments(&map, &view, rect, seam.id)[0];
            let mid = pos2((a.x + b.x) / 2.0 + 1.0, (a.y + b.y) / 2.0);
            assert_eq!(
                seam_at(&map, &view, rect, mid),
                Some(seam.id),
                "{}",
                map.seam_name(seam.id)
            );
        }
        let centre = view.hex_centre(rect, map.space(SpaceId::new(0)).hex);
        assert_eq!(seam_at(&map, &view, rect, centre), None);
        assert_eq!(space_at(&map, &view, rect, centre), Some(SpaceId::new(0)));
    }
}
