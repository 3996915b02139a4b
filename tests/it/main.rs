//! Integration tests: one binary, a module per concern.

mod common;
mod golden;
mod malformed;
mod variants;
