//! Extra layers drawn over a course picture: routes (lists of hexes with a
//! colour) and a heat map (a value per hex). The picture does not know where they
//! come from; the analysis (cheapest routes) and the simulator (where players
//! stand) fill them in, and `eldorado export --overlay FILE` reads them as JSON:
//!
//! ```json
//! {
//!   "routes": [{"hexes": [{"q": 0, "r": 3}, {"q": 0, "r": 2}], "colour": "#d81b60", "label": "cheapest from start 1"}],
//!   "heat": {"values": [{"q": 0, "r": 2, "value": 12.5}], "label": "turns spent per space"}
//! }
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::style::Rgb;
use eldorado_core::hex::Axial;

/// Bounds on an overlay file, so that a mistaken file cannot stall the drawing.
pub const MAX_ROUTES: usize = 64;
pub const MAX_ROUTE_HEXES: usize = 10_000;
pub const MAX_HEAT_VALUES: usize = 100_000;
pub const MAX_OVERLAY_BYTES: usize = 16 * 1024 * 1024;

/// Everything drawn over the course.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Overlays {
    #[serde(default)]
    pub routes: Vec<RouteOverlay>,
    #[serde(default)]
    pub heat: Option<HeatOverlay>,
}

/// A path over the course, drawn as a line through the hex centres with a dot at
/// its start and an arrow at its end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteOverlay {
    pub hexes: Vec<Axial>,
    #[serde(serialize_with = "ser_colour", deserialize_with = "de_colour")]
    pub colour: Rgb,
    #[serde(default)]
    pub label: Option<String>,
}

/// A value per hex, shaded from pale yellow (lowest above zero) to deep red (highest).
/// Hexes with a value of zero or less are not shaded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeatOverlay {
    pub values: Vec<HeatValue>,
    #[serde(default)]
    pub label: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeatValue {
    pub q: i32,
    pub r: i32,
    pub value: f32,
}

impl Overlays {
    pub fn is_empty(&self) -> bool {
        self.routes.is_empty() && self.heat.is_none()
    }

    /// Reads an overlay file — or a FIFO or device, never waited on for long —
    /// capped by the bytes actually read, with one clear sentence if it is wrong.
    pub fn load(path: &std::path::Path) -> Result<Overlays, String> {
        let cannot = |e: std::io::Error| format!("cannot read the overlay: {e}");
        let mut file = eldorado_files::stream_file::open_for_reading(path).map_err(cannot)?;
        let bytes = eldorado_files::stream_file::read_capped(&mut file, MAX_OVERLAY_BYTES as u64)
            .map_err(cannot)?;
        Overlays::from_bytes(&bytes)
    }

    /// Reads an overlay from bytes read with a cap of one byte past [`MAX_OVERLAY_BYTES`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Overlays, String> {
        if bytes.len() > MAX_OVERLAY_BYTES {
            return Err(format!("the overlay file is larger than {MAX_OVERLAY_BYTES} bytes"));
        }
        let text = std::str::from_utf8(bytes).map_err(|e| {
            format!("the overlay is not UTF-8 text (bad byte at offset {})", e.valid_up_to())
        })?;
        Overlays::from_json(text)
    }

    /// Reads an overlay file's text, with one clear sentence if it is wrong.
    pub fn from_json(text: &str) -> Result<Overlays, String> {
        if text.len() > MAX_OVERLAY_BYTES {
            return Err(format!("the overlay file is larger than {MAX_OVERLAY_BYTES} bytes"));
        }
        let de = &mut serde_json::Deserializer::from_str(text);
        let o: Overlays = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            let inner = e.into_inner();
            eldorado_core::text::shorten_quotes(
                &format!("the overlay is not valid at {path}: {inner}"),
                40,
            )
        })?;
        if o.routes.len() > MAX_ROUTES {
            return Err(format!(
                "the overlay has {} routes, more than the limit of {MAX_ROUTES}",
                o.routes.len()
            ));
        }
        if let Some((i, r)) =
            o.routes.iter().enumerate().find(|(_, r)| r.hexes.len() > MAX_ROUTE_HEXES)
        {
            return Err(format!(
                "route {i} of the overlay has {} hexes, more than the limit of {MAX_ROUTE_HEXES}",
                r.hexes.len()
            ));
        }
        if let Some(h) = &o.heat {
            if h.values.len() > MAX_HEAT_VALUES {
                return Err(format!(
                    "the heat map has {} values, more than the limit of {MAX_HEAT_VALUES}",
                    h.values.len()
                ));
            }
            if let Some(v) = h.values.iter().find(|v| !v.value.is_finite()) {
                return Err(format!("the heat value at ({}, {}) is not a number", v.q, v.r));
            }
        }
        Ok(o)
    }
}

fn ser_colour<S: Serializer>(c: &Rgb, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&c.hex())
}

fn de_colour<'de, D: Deserializer<'de>>(d: D) -> Result<Rgb, D::Error> {
    let text = String::deserialize(d)?;
    Rgb::from_hex(&text).ok_or_else(|| {
        serde::de::Error::custom(format!("{text:?} is not a colour; write it as \"#rrggbb\""))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_documented_example() {
        let text = r##"{
          "routes": [{"hexes": [{"q": 0, "r": 3}, {"q": 0, "r": 2}], "colour": "#d81b60", "label": "cheapest from start 1"}],
          "heat": {"values": [{"q": 0, "r": 2, "value": 12.5}], "label": "turns spent per space"}
        }"##;
        let o = Overlays::from_json(text).unwrap();
        assert_eq!(o.routes[0].colour, Rgb(0xd8, 0x1b, 0x60));
        assert_eq!(o.heat.as_ref().unwrap().values[0].value, 12.5);
        let back = Overlays::from_json(&serde_json::to_string(&o).unwrap()).unwrap();
        assert_eq!(back, o);
    }

    #[test]
    fn bad_overlays_say_where() {
        let e = Overlays::from_json(r#"{"routes": [{"hexes": [], "colour": "red"}]}"#).unwrap_err();
        assert!(e.contains("routes[0].colour") && e.contains("#rrggbb"), "{e}");
        let e = Overlays::from_json(r#"{"heat": {"values": [{"q": 0, "r": 0}]}}"#).unwrap_err();
        assert!(e.contains("heat.values[0]") && e.contains("value"), "{e}");
        assert!(Overlays::from_json("[").is_err());
    }
}
