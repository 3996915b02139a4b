//! profile-analyze: a pprof-style analyzer for CPU profiles of native programs.
//!
//! Data flows one way:
//!
//! ```text
//! bytes ──► formats ──► Profile ──► symbolize ──► Profile (with lines) ──► graph ──► report
//! ```
//!
//! [`formats`] reads a profile file, detected by content, into the one
//! [`profile::Profile`] model: gperftools CPU profiles (32/64-bit, either
//! byte order), gperftools heap, growth and contention profiles, perl
//! pprof's symbolized profiles (`--raw`), GNU gprof's `gmon.out` (and BSD's),
//! DCPI profiles, pprof's `profile.proto`, Linux `perf.data` (file and pipe
//! mode, `--call-graph dwarf` unwound in-process) and `perf script`'s text.
//! [`symbolize`] names its addresses in-process through ELF and DWARF
//! wherever the debug information lives (debuglink, build id, dwz, split
//! DWARF, debuginfod, kallsyms), says why an address stays unknown, and
//! keeps the files it opened ([`symbolize::Objects`]) for the reports that
//! read code. [`graph`] filters the samples and aggregates them into nodes
//! and edges (or values per address, or folded stacks). [`gprof`] is gprof's
//! own analysis of a `gmon.out` and its reports, which only the driver
//! calls. [`report`] renders one report from a [`report::context::Context`]
//! made once per render: text, JSON, dot and graphviz images, callgrind,
//! annotated source and disassembly, Go's views, flame graphs, gprof's
//! reports, one row each in [`report::commands`]; a report that is a table
//! makes a [`report::document::Document`], which every door renders (text,
//! HTML, JSON). [`settings`] holds every setting, once, in its registry,
//! and makes from them the driver's [`driver::LoadOptions`] and the
//! reports' [`report::ViewOptions`] (neither imports it); [`driver`] is the
//! one path from where a profile comes from to a report. [`formats`] and
//! [`symbolize`] do not import each other: they share the leaf modules
//! [`demangle`] and [`unwind_tables`], and the driver hands the names a
//! file gives to the symbolizer.
//!
//! The binary (`src/main.rs` and `src/cli/`) is a thin layer over this
//! library: the command line's flags and the interactive prompt (both made
//! from the settings registry and the command table), remote profiles, and
//! the web interface (`--http`, a table of routes over the driver).
#![deny(missing_docs)]

pub mod demangle;
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
pub mod unwind_tables;

pub use error::{Error, Result};
