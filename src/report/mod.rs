//! Renderers: each turns a graph, the call table, or the annotated code of
//! some routines into one of pprof's output formats.

pub mod annotated;
pub mod browser;
pub mod callgrind;
pub mod child;
pub(crate) mod code;
pub mod commands;
mod disasm;
pub mod dot;
pub mod flamegraph;
pub mod go_view;
pub mod graphviz;
pub mod json;
mod named_source;
pub mod proto;
pub mod raw;
mod source;
pub(crate) mod source_files;
pub mod stacks;
pub mod tags;
pub mod text;
pub mod traces;
pub mod tree;
pub mod unknown;

pub use code::Syntax;
