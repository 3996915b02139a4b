//! The command line around the library: flags, the interactive prompt,
//! profiles fetched from servers, and the web interface.

pub mod args;
pub mod completion;
pub mod fetch;
mod go_flags;
pub mod interactive;
pub mod web;
