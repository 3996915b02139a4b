//! Malformed and truncated inputs: one-line errors, warnings, never a panic.
