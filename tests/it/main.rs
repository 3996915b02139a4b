//! Integration tests: one binary, a module per concern.

mod annotated;
mod cli;
mod collapsed;
mod common;
mod dbg_layouts;
mod dcpi;
mod dumps;
mod flamegraph;
mod gmon;
mod go_flags;
mod go_views;
mod golden;
mod graphs;
mod heap;
mod hostile;
mod interactive;
mod json;
mod malformed;
mod multi;
mod proto;
mod raw;
mod remote;
mod symbols;
mod units;
mod variants;
