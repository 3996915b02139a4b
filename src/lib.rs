//! profile-analyze: a pprof-style analyzer for CPU profiles of native programs.
//!
//! Data flows one way:
//!
//! ```text
//! bytes ──► formats ──► Profile ──► symbolize ──► Profile (with lines) ──► graph ──► report
//! ```
//!
//! [`formats`] reads a profile file (gperftools, DCPI, gmon.out, detected by
//! content) into the one [`profile::Profile`] model;
//! [`symbolize`] names its addresses in-process through ELF and DWARF, and
//! keeps the files it opened ([`symbolize::Objects`]) for the reports that
//! read code; [`graph`] filters the samples and aggregates them into nodes
//! and edges (or values per address); [`report`] renders them as pprof does:
//! text, dot and graphviz images, callgrind, annotated source and
//! disassembly, one row each in [`report::commands`]. [`settings`] holds
//! every setting; [`driver`] is the one path from where a profile comes from
//! to a report.
#![deny(missing_docs)]

pub mod driver;
pub mod error;
pub mod formats;
pub mod gprof;
pub mod graph;
pub mod profile;
pub mod progress;
pub mod report;
pub mod settings;
pub mod symbolize;

pub use error::{Error, Result};
