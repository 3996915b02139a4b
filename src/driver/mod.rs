//! The one path from a profile to a report: [`load`] reads and symbolizes
//! the profiles given ([`Inputs`]) from where they come from, [`render`]
//! writes one report of them. The command line, its remote profiles, the
//! interactive prompt and the web all go through these two.
//!
//! - `inputs`: the profiles given and the base among them;
//! - `load`: reading, adding up, subtracting, symbolizing ([`Loaded`]);
//! - `render`: one report, through the report's row of the command table
//!   and a [`crate::report::context::Context`] made once;
//! - `symbols`: names without a report (a symbol server's addresses, the
//!   unnamed addresses, perl's `--symbols`).

mod inputs;
mod load;
mod options;
mod render;
mod subtract;
mod symbols;

pub use inputs::{Base, BaseError, Inputs, Source};
pub use load::{Loaded, load};
pub use options::{BaseFile, LoadOptions};
pub use render::{document, legend, render, shown};
pub use symbols::{Named, addresses, symbols, unknown_addresses};
