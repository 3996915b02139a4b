//! The reports: each turns a profile (through its graph, its call table,
//! its folded stacks or the annotated code of some routines) into one of
//! pprof's or gprof's outputs. [`commands::TABLE`] lists them, each with
//! its render function, which reads a [`context::Context`].

pub mod annotated;
pub mod browser;
pub mod callgrind;
pub mod child;
pub(crate) mod code;
pub mod collapsed;
pub mod commands;
pub mod compare_runs;
pub mod context;
mod disasm;
pub mod document;
pub mod dot;
pub mod dump;
pub mod flamegraph;
pub mod go_dot;
mod go_lines;
mod go_nodelets;
pub mod go_view;
pub mod gprof;
pub mod graphviz;
pub mod heatmap;
pub mod json;
mod named_source;
pub mod options;
pub mod preset;
pub mod proto;
pub mod raw;
pub mod rows;
mod source;
pub(crate) mod source_files;
pub mod speedscope;
pub mod stacks;
mod summary;
pub mod tags;
pub mod text;
pub mod traces;
pub mod tree;
pub mod unknown;
pub mod weblist;

pub use code::Syntax;
pub use options::ViewOptions;
