//! The command line driven as a user drives it: the real `eldorado` binary with
//! real files, pipes, FIFOs and links. One test binary, one module per command
//! or concern, so that the tests link once.

mod analyze;
mod bounded_work;
mod check;
mod client_round_trips;
mod clients;
mod common;
mod conventions;
mod difficulty;
mod export;
mod fuzz_regressions;
mod generate;
mod hostile_inputs;
mod import_edges;
mod layering;
mod long_work;
mod message_values;
mod one_reader;
mod output_targets;
mod replay;
mod round_five;
mod sheet_languages;
mod shlomoalon_rule;
mod simulate;
mod streams;
mod suggest;
mod xml_text;
