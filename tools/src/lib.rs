//! The studio's workbench, kept out of the product's build (`cargo build` and
//! `cargo test` at the workspace root leave this crate out):
//!
//! - [`corpus`]: the seeded corpus of variants of the official courses, each
//!   simulated with four fast bots, that the static difficulty model is
//!   fitted on;
//! - [`fit`]: the fit of the model's constants and how well it agrees;
//! - [`quick`]: how well the two-player estimate made by quick play ranks
//!   the two-player corpus, and what it costs;
//! - [`weights`]: the strong bot's cost-to-go weights by name, for tuning;
//! - `src/bin/`: `fit-difficulty` (writes the constants the product reads)
//!   and the programs used to tune and investigate the bots, the analysis
//!   and the generator;
//! - `benches/`: the speed of the analysis, the simulator, the generator and
//!   the editor (`cargo bench -p eldorado-tools`).

pub mod corpus;
pub mod fit;
pub mod quick;
pub mod weights;
