//! The catalog as JSON with the reference file's field names, so that any tool
//! can compare the two side by side.

use serde_json::{Map, Value, json};

use super::{BLOCKADES, Catalog, PieceKind, PieceSide};
use crate::hex::Axial;

/// Every piece side space by space, the six blockades and the grid's
/// conventions, as `eldorado catalog --json` prints them.
pub fn catalog_json(catalog: &Catalog) -> Value {
    json!({
        "format": "eldorado-catalog",
        "version": 1,
        "conventions": {
            "hex_orientation": "pointy-top",
            "coordinates": "axial (q, r); +q east, +r south-east, screen y growing downward",
            "rotation": "0..5 steps of 60 degrees clockwise on screen; one step maps (q, r) to (-r, q + r)",
            "placement": "world = (q, r) + rotate(local, rotation)"
        },
        "pieces": catalog.sides().iter().map(side_json).collect::<Vec<_>>(),
        "blockades": BLOCKADES.iter().map(|b| json!({
            "number": b.number, "terrain": b.terrain, "power": b.power,
            "requirement": b.requirement(),
        })).collect::<Vec<_>>(),
    })
}

fn side_json(side: &PieceSide) -> Value {
    let kind = match side.kind {
        PieceKind::Start => "start",
        PieceKind::Terrain => "terrain",
        PieceKind::Strip => "strip",
        PieceKind::Finish => "finish",
    };
    // Same order as the reference: row by row, west to east.
    let mut spaces: Vec<_> = side.spaces.iter().collect();
    spaces.sort_by_key(|s| (s.local.y, s.local.x));
    let spaces: Vec<Value> = spaces
        .into_iter()
        .map(|s| {
            let mut m = Map::new();
            m.insert("q".into(), json!(s.local.x));
            m.insert("r".into(), json!(s.local.y));
            m.insert("terrain".into(), json!(s.terrain));
            m.insert("power".into(), json!(s.power));
            if let Some(n) = s.start {
                m.insert("start".into(), json!(n));
            }
            if s.cave {
                m.insert("cave".into(), json!(true));
            }
            if s.finish {
                m.insert("finish".into(), json!(true));
            }
            Value::Object(m)
        })
        .collect();
    let mut m = Map::new();
    m.insert("id".into(), json!(side.id));
    m.insert("physical_piece".into(), json!(side.physical_piece));
    m.insert("other_side".into(), json!(side.other_side));
    m.insert("kind".into(), json!(kind));
    m.insert("spaces".into(), Value::Array(spaces));
    if let Some(n) = side.corner_notch {
        m.insert("corner_notch".into(), json!(Axial::from(n)));
    }
    if !side.city_footprint.is_empty() {
        let city: Vec<Axial> = side.city_footprint.iter().map(|&h| h.into()).collect();
        m.insert("city_footprint".into(), json!(city));
    }
    Value::Object(m)
}
