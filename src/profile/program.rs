//! What a reader may need to know of the profiled program.

use std::path::PathBuf;

/// Facts about the profiled program that a profile format leaves out (a
/// histogram file is written in the program's words, and some layouts have
/// no magic number). The driver fills them from the program's ELF header
/// before reading such a file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProgramFacts {
    /// The program's path, for messages.
    pub path: PathBuf,
    /// Address ranges of its code sections.
    pub code: Vec<(u64, u64)>,
    /// 4 or 8.
    pub pointer_bytes: usize,
    /// True for big-endian programs.
    pub big_endian: bool,
}
