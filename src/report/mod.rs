//! Renderers: each turns aggregated profile data into pprof's output formats.

pub mod text;
