//! The command line around the library: flags, the interactive prompt, and
//! profiles fetched from servers.

pub mod args;
pub mod completion;
pub mod fetch;
pub mod interactive;
