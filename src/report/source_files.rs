//! Finding and reading the source files that DWARF names, for `--list` and
//! `--disasm`.
//!
//! A file name from the debug information is tried as it is (absolute, or
//! relative to the current directory, as perl pprof opens it), then under
//! each `--source_path` directory: joined whole, then with its leading
//! directories dropped one by one (`/build/x/src/a.c` is tried as
//! `DIR/build/x/src/a.c`, `DIR/x/src/a.c`, `DIR/src/a.c`, `DIR/a.c`).

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

/// Source files read so far, by the name the debug information gives.
#[derive(Debug, Default)]
pub(crate) struct Sources {
    search: Vec<PathBuf>,
    files: HashMap<String, Option<Vec<String>>>,
}

impl Sources {
    /// Looks for sources under `search` after their own paths.
    pub fn new(search: &[PathBuf]) -> Self {
        Sources {
            search: search.to_vec(),
            files: HashMap::new(),
        }
    }

    /// The lines of `file` (without line ends), or `None` when it is not found.
    pub fn lines(&mut self, file: &str) -> Option<&[String]> {
        let search = &self.search;
        self.files
            .entry(file.to_string())
            .or_insert_with(|| {
                candidates(file, search)
                    .into_iter()
                    // Only regular files: a name from the debug info could
                    // be a device (`/dev/zero`) or a pipe that never ends.
                    .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file()))
                    .find_map(|p| std::fs::read(p).ok())
                    .map(|bytes| split_lines(&String::from_utf8_lossy(&bytes)))
            })
            .as_deref()
    }

    /// Line `n` (1-based) of `file`.
    pub fn line(&mut self, file: &str, n: u32) -> Option<&str> {
        let lines = self.lines(file)?;
        let index = usize::try_from(n).ok()?.checked_sub(1)?;
        lines.get(index).map(String::as_str)
    }
}

fn candidates(file: &str, search: &[PathBuf]) -> Vec<PathBuf> {
    let path = Path::new(file);
    let mut out = vec![path.to_path_buf()];
    let parts: Vec<Component> = path
        .components()
        .filter(|c| matches!(c, Component::Normal(_)))
        .collect();
    for dir in search {
        for skip in 0..parts.len() {
            out.push(dir.join(parts[skip..].iter().collect::<PathBuf>()));
        }
    }
    out
}

/// Lines without their ends; carriage returns are dropped, as perl pprof does.
fn split_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text.split('\n').map(|l| l.replace('\r', "")).collect();
    if text.ends_with('\n') {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_path_drops_leading_directories() {
        let c = candidates("/build/x/src/a.c", &[PathBuf::from("/s")]);
        let c: Vec<_> = c.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(
            c,
            [
                "/build/x/src/a.c",
                "/s/build/x/src/a.c",
                "/s/x/src/a.c",
                "/s/src/a.c",
                "/s/a.c"
            ]
        );
        assert_eq!(candidates("./a.c", &[]).len(), 1);
    }

    #[test]
    fn lines_lose_their_ends() {
        assert_eq!(split_lines("a\r\nb\n"), ["a", "b"]);
        assert_eq!(split_lines("a\nb"), ["a", "b"]);
    }
}
