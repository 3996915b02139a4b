//! Renderers: each turns a graph (or the call table) into one of pprof's
//! output formats.

pub mod callgrind;
pub mod dot;
pub mod graphviz;
pub mod text;
