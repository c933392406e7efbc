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
use eldorado_formats::json::{self, JsonError};

// Bounds on an overlay file, so that a mistaken file cannot stall the drawing.
/// The most routes an overlay may draw.
pub const MAX_ROUTES: usize = 64;
/// The most hexes one route may pass through.
pub const MAX_ROUTE_HEXES: usize = 10_000;
/// The most values a heat map may hold.
pub const MAX_HEAT_VALUES: usize = 100_000;
/// The largest overlay file read, in bytes.
pub const MAX_OVERLAY_BYTES: usize = 16 * 1024 * 1024;
/// The most characters of a label drawn (a route's, the heat map's): a
/// longer one is cut where the file is read, and the export says so.
pub const MAX_LABEL_CHARS: usize = 100;

/// Why an overlay file could not be read. Each message is one sentence.
#[derive(Debug, thiserror::Error)]
pub enum OverlayError {
    /// The file could not be opened or read.
    #[error("cannot read the overlay: {0}")]
    Read(#[from] std::io::Error),
    /// The file is larger than [`MAX_OVERLAY_BYTES`].
    #[error("the overlay file is larger than {MAX_OVERLAY_BYTES} bytes")]
    TooLarge,
    /// The file is not UTF-8 text: saved as UTF-16 or UTF-32, or with a bad byte.
    #[error("{0}; an overlay is JSON text")]
    NotText(eldorado_formats::json::NotUtf8),
    /// The JSON does not describe overlays (where and why, quotes cut short).
    #[error("{0}")]
    Invalid(String),
    /// More routes than [`MAX_ROUTES`].
    #[error("the overlay has {count} routes, more than the limit of {MAX_ROUTES}")]
    TooManyRoutes {
        /// How many routes the file lists.
        count: usize,
    },
    /// A route through more hexes than [`MAX_ROUTE_HEXES`].
    #[error(
        "route {route} of the overlay has {count} hexes, more than the limit of {MAX_ROUTE_HEXES}"
    )]
    RouteTooLong {
        /// The route's index in the file, from 0.
        route: usize,
        /// How many hexes it lists.
        count: usize,
    },
    /// A heat map with more values than [`MAX_HEAT_VALUES`].
    #[error("the heat map has {count} values, more than the limit of {MAX_HEAT_VALUES}")]
    TooManyHeatValues {
        /// How many values the file lists.
        count: usize,
    },
    /// A heat value that is not a finite number.
    #[error("the heat value at ({q}, {r}) is not a number")]
    HeatNotANumber {
        /// The hex's column.
        q: i32,
        /// The hex's row.
        r: i32,
    },
}

/// Everything drawn over the course.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Overlays {
    /// Paths drawn over the course.
    #[serde(default)]
    pub routes: Vec<RouteOverlay>,
    /// A value per hex, shaded.
    #[serde(default)]
    pub heat: Option<HeatOverlay>,
    /// How many labels were cut to [`MAX_LABEL_CHARS`] when the file was read.
    #[serde(skip)]
    pub labels_cut: usize,
}

/// A path over the course, drawn as a line through the hex centres with a dot at
/// its start and an arrow at its end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteOverlay {
    /// The hexes the path passes through, in order.
    pub hexes: Vec<Axial>,
    /// The line's colour, written "#rrggbb".
    #[serde(serialize_with = "ser_colour", deserialize_with = "de_colour")]
    pub colour: Rgb,
    /// Words drawn beside the path's end.
    #[serde(default)]
    pub label: Option<String>,
}

/// A value per hex, shaded from pale yellow (lowest above zero) to deep red (highest).
/// Hexes with a value of zero or less are not shaded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeatOverlay {
    /// The values, one per hex named.
    pub values: Vec<HeatValue>,
    /// The heat map's title in the legend.
    #[serde(default)]
    pub label: Option<String>,
}

/// One hex's value in a heat map.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeatValue {
    /// The hex's column.
    pub q: i32,
    /// The hex's row.
    pub r: i32,
    /// The value; zero or less is not shaded.
    #[serde(deserialize_with = "de_heat")]
    pub value: f32,
}

/// A heat value: any number a heat map can shade, said short when it is not.
fn de_heat<'de, D: Deserializer<'de>>(d: D) -> Result<f32, D::Error> {
    let v = f64::deserialize(d)?;
    if v.is_finite() && v.abs() <= f64::from(f32::MAX) {
        Ok(v as f32)
    } else {
        Err(serde::de::Error::custom(format!(
            "{} is too large for a heat value (at most {:e} either way)",
            eldorado_core::text::number(v),
            f32::MAX
        )))
    }
}

impl Overlays {
    /// Whether there is nothing to draw.
    pub fn is_empty(&self) -> bool {
        self.routes.is_empty() && self.heat.is_none()
    }

    /// Reads an overlay file — or a FIFO or device, never waited on for long —
    /// capped by the bytes actually read, with one clear sentence if it is wrong.
    pub fn load(path: &std::path::Path) -> Result<Overlays, OverlayError> {
        let mut file = eldorado_files::stream_file::open_for_reading(path)?;
        let bytes = eldorado_files::stream_file::read_capped(&mut file, MAX_OVERLAY_BYTES as u64)?;
        Overlays::from_bytes(&bytes)
    }

    /// Reads an overlay from bytes read with a cap of one byte past [`MAX_OVERLAY_BYTES`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Overlays, OverlayError> {
        if bytes.len() > MAX_OVERLAY_BYTES {
            return Err(OverlayError::TooLarge);
        }
        let text = eldorado_formats::json::text_ref(bytes).map_err(OverlayError::NotText)?;
        Overlays::from_json(text)
    }

    /// Reads an overlay file's text, with one clear sentence if it is wrong.
    pub fn from_json(text: &str) -> Result<Overlays, OverlayError> {
        if text.len() > MAX_OVERLAY_BYTES {
            return Err(OverlayError::TooLarge);
        }
        // Read by the rules every JSON file is read by (a byte-order mark,
        // whole numbers however written, no key given twice).
        let o: Overlays = json::from_str(text).map_err(|e| {
            OverlayError::Invalid(match e {
                JsonError::Syntax(s) => format!("the overlay is not valid JSON: {s}"),
                JsonError::Invalid { path, message } if path.is_empty() => {
                    format!("the overlay is not valid: {message}")
                }
                JsonError::Invalid { path, message } => {
                    format!("the overlay is not valid at {path}: {message}")
                }
            })
        })?;
        if o.routes.len() > MAX_ROUTES {
            return Err(OverlayError::TooManyRoutes { count: o.routes.len() });
        }
        if let Some((i, r)) =
            o.routes.iter().enumerate().find(|(_, r)| r.hexes.len() > MAX_ROUTE_HEXES)
        {
            return Err(OverlayError::RouteTooLong { route: i, count: r.hexes.len() });
        }
        let mut o = o;
        // Labels are cut here, where they come in: a drawing never sees more.
        let labels = o
            .routes
            .iter_mut()
            .map(|r| &mut r.label)
            .chain(o.heat.iter_mut().map(|h| &mut h.label));
        let mut cut = 0;
        for label in labels.flatten() {
            if label.chars().nth(MAX_LABEL_CHARS).is_some() {
                *label = label.chars().take(MAX_LABEL_CHARS).chain(['…']).collect();
                cut += 1;
            }
        }
        o.labels_cut = cut;
        if let Some(h) = &o.heat {
            if h.values.len() > MAX_HEAT_VALUES {
                return Err(OverlayError::TooManyHeatValues { count: h.values.len() });
            }
            if let Some(v) = h.values.iter().find(|v| !v.value.is_finite()) {
                return Err(OverlayError::HeatNotANumber { q: v.q, r: v.r });
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
        serde::de::Error::custom(format!(
            "{} is not a colour; write it as \"#rrggbb\"",
            eldorado_core::text::excerpt(&text, json::QUOTED_CHARS)
        ))
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
        let e = Overlays::from_json(r#"{"routes": [{"hexes": [], "colour": "red"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("routes[0].colour") && e.contains("#rrggbb"), "{e}");
        let e = Overlays::from_json(r#"{"heat": {"values": [{"q": 0, "r": 0}]}}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("heat.values[0]") && e.contains("value"), "{e}");
        assert!(Overlays::from_json("[").is_err());
    }

    #[test]
    fn overlays_are_read_by_the_rules_of_every_json_file() {
        let o = Overlays::from_json(
            "\u{feff}{\"heat\": {\"values\": [{\"q\": 1.0, \"r\": -2e0, \"value\": 3}]}}",
        )
        .unwrap();
        assert_eq!(o.heat.unwrap().values[0], HeatValue { q: 1, r: -2, value: 3.0 });
        let e = Overlays::from_json("{\"routes\": [], \"routes\": []}").unwrap_err().to_string();
        assert_eq!(
            e,
            "the overlay is not valid: the key \"routes\" is given twice (line 1, column 23)"
        );
        let e = Overlays::from_json(
            "{\"heat\": {\"values\": [{\"q\": 0, \"r\": 0, \"value\": 1e300}]}}",
        )
        .unwrap_err()
        .to_string();
        assert!(e.starts_with("the overlay is not valid at heat.values[0].value: 1e300 is too large for a heat value (at most 3.4028235e38 either way)"), "{e}");
        let long = format!(
            "{{\"routes\": [{{\"hexes\": [], \"colour\": \"{}\"}}]}}",
            "'\\\"`".repeat(5000)
        );
        let e = Overlays::from_json(&long).unwrap_err().to_string();
        assert!(e.chars().count() < 200, "{e}");
    }
}
