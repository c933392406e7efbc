//! The strong bot's cost-to-go weights as a vector with names, for the
//! programs that tune them (`strong_spsa`) or set them on the command line
//! (`strong_tune`, `strong_profile`).

use eldorado_sim::bots::cost_to_go::CostWeights;

/// How many weights [`CostWeights`] has.
pub const WEIGHTS: usize = 13;

/// The weights' names, in the order of [`to_vec`].
pub const NAMES: [&str; WEIGHTS] = [
    "per_symbol",
    "floor",
    "item_lump",
    "base",
    "slope",
    "buy_from",
    "buy_span",
    "buy_cap",
    "actions",
    "tokens",
    "blockades",
    "thin_below",
    "keep_best",
];

/// The weights as a vector, in the order of [`NAMES`].
pub fn to_vec(w: &CostWeights) -> [f32; WEIGHTS] {
    [
        w.per_symbol,
        w.floor,
        w.item_lump,
        w.base,
        w.slope,
        w.buy_from,
        w.buy_span,
        w.buy_cap,
        w.actions,
        w.tokens,
        w.blockades,
        w.thin_below,
        w.keep_best,
    ]
}

/// The weights from a vector in the order of [`NAMES`].
pub fn from_vec(v: [f32; WEIGHTS]) -> CostWeights {
    let [
        per_symbol,
        floor,
        item_lump,
        base,
        slope,
        buy_from,
        buy_span,
        buy_cap,
        actions,
        tokens,
        blockades,
        thin_below,
        keep_best,
    ] = v;
    CostWeights {
        per_symbol,
        floor,
        item_lump,
        base,
        slope,
        buy_from,
        buy_span,
        buy_cap,
        actions,
        tokens,
        blockades,
        thin_below,
        keep_best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_vector_reads_back_to_the_same_weights() {
        let w = CostWeights::default();
        assert_eq!(from_vec(to_vec(&w)), w);
    }
}
