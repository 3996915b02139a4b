//! profile-analyze: a pprof-style analyzer for CPU profiles of native programs.
//!
//! Data flows one way:
//!
//! ```text
//! bytes ──► formats ──► Profile ──► symbolize ──► Profile (with lines) ──► graph ──► report
//! ```
//!
//! [`formats`] reads a profile file into the one [`profile::Profile`] model;
//! [`symbolize`] names its addresses in-process through ELF and DWARF;
//! [`graph`] aggregates samples into flat and cumulative values per node;
//! [`report`] renders them as pprof does.
#![deny(missing_docs)]

pub mod error;
pub mod formats;
pub mod graph;
pub mod options;
pub mod profile;
pub mod report;
pub mod symbolize;

pub use error::{Error, Result};
