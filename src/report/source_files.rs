//! Finding and reading the source files that DWARF names, for `--list` and
//! `--disasm`.
//!
//! A file name from the debug information is tried as it is (absolute, or
//! relative to the current directory, as perl pprof opens it), then under
//! each `--source_path` directory: joined whole, then with its leading
//! directories dropped one by one (`/build/x/src/a.c` is tried as
//! `DIR/build/x/src/a.c`, `DIR/x/src/a.c`, `DIR/src/a.c`, `DIR/a.c`).
//!
//! With `trim_path` (Go pprof's `-trim_path`), the name is first trimmed and
//! looked for as Go looks for it (its `trimPath` and `openSourceFile`): the
//! first of the prefixes (and Go's own `/proc/self/cwd/./`,
//! `/proc/self/cwd/`) it starts with is removed; an absolute name left is
//! opened as it is, a relative one under each `--source_path` directory
//! (the current directory when there is none) and each of their parents.
//! The name as described above is tried after. The trimmed name is the one
//! reports show. Without `trim_path` nothing changes: Go's guess when it is
//! empty (the name's part after a `source_path` directory's base name) is
//! among the names with their leading directories dropped.

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

/// Source files read so far, by the name the debug information gives.
#[derive(Debug, Default)]
pub(crate) struct Sources {
    search: Vec<PathBuf>,
    trim: Vec<String>,
    files: HashMap<String, Option<Vec<String>>>,
}

impl Sources {
    /// Looks for sources under `search` after their own paths; with `trim`,
    /// first as Go pprof looks for them, without those prefixes.
    pub fn new(search: &[PathBuf], trim: &[PathBuf]) -> Self {
        Sources {
            search: search.to_vec(),
            trim: trim
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect(),
            files: HashMap::new(),
        }
    }

    /// The name `file` is shown by: without the `trim` prefix it starts with.
    pub fn shown<'f>(&self, file: &'f str) -> &'f str {
        trim_path(file, &self.trim)
    }

    /// The lines of `file` (without line ends), or `None` when it is not found.
    pub fn lines(&mut self, file: &str) -> Option<&[String]> {
        let (search, trim) = (&self.search, &self.trim);
        self.files
            .entry(file.to_string())
            .or_insert_with(|| {
                let trimmed =
                    (!trim.is_empty()).then(|| go_candidates(trim_path(file, trim), search));
                trimmed
                    .into_iter()
                    .flatten()
                    .chain(candidates(file, search))
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

/// `path` without the first of the prefixes `trim` (each ending in `/`,
/// one added when it does not), then Go's `/proc/self/cwd/./` and
/// `/proc/self/cwd/`, it starts with (Go's `trimPath` given a trim path):
/// `path` itself when `trim` is empty or no prefix fits.
fn trim_path<'f>(path: &'f str, trim: &[String]) -> &'f str {
    if trim.is_empty() {
        return path;
    }
    let fixed = ["/proc/self/cwd/./", "/proc/self/cwd/"];
    trim.iter()
        .map(String::as_str)
        .chain(fixed)
        .find_map(|prefix| {
            let rest = path.strip_prefix(prefix)?;
            if prefix.ends_with('/') {
                Some(rest)
            } else {
                rest.strip_prefix('/')
            }
        })
        .unwrap_or(path)
}

/// Where Go pprof's `openSourceFile` looks for `path`: an absolute path as
/// it is; a relative one under each of `search` (the current directory when
/// there is none) and under each of its parents.
fn go_candidates(path: &str, search: &[PathBuf]) -> Vec<PathBuf> {
    let path = Path::new(path);
    if path.is_absolute() {
        return vec![path.to_path_buf()];
    }
    let cwd;
    let search = if search.is_empty() {
        cwd = [std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."))];
        &cwd[..]
    } else {
        search
    };
    let mut out = Vec::new();
    for dir in search {
        let mut dir = dir.clone();
        loop {
            out.push(dir.join(path));
            // Go's filepath.Dir: `.` above a relative path's first directory.
            let parent = match dir.parent() {
                Some(p) if p.as_os_str().is_empty() => PathBuf::from("."),
                Some(p) => p.to_path_buf(),
                None => break,
            };
            if parent == dir {
                break;
            }
            dir = parent;
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
    fn trim_path_removes_the_first_prefix_that_fits() {
        let trim = ["/build/x".to_string(), "/build/".to_string()];
        assert_eq!(trim_path("/build/x/src/a.c", &trim), "src/a.c");
        assert_eq!(trim_path("/build/y/a.c", &trim), "y/a.c");
        // A prefix is a whole directory.
        assert_eq!(trim_path("/build/xy/a.c", &trim), "xy/a.c");
        assert_eq!(trim_path("/proc/self/cwd/./a.c", &trim), "a.c");
        assert_eq!(trim_path("/other/a.c", &trim), "/other/a.c");
        assert_eq!(trim_path("./a.c", &[".".to_string()]), "a.c");
        // Unset: nothing is trimmed, not even Go's own prefixes.
        assert_eq!(trim_path("/proc/self/cwd/a.c", &[]), "/proc/self/cwd/a.c");
    }

    #[test]
    fn go_looks_under_each_directory_and_its_parents() {
        let c = go_candidates("src/a.c", &[PathBuf::from("s/t"), PathBuf::from("/u/v")]);
        let c: Vec<_> = c.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(
            c,
            [
                "s/t/src/a.c",
                "s/src/a.c",
                "./src/a.c",
                "/u/v/src/a.c",
                "/u/src/a.c",
                "/src/a.c"
            ]
        );
        assert_eq!(
            go_candidates("/a.c", &[PathBuf::from("s")]),
            [PathBuf::from("/a.c")]
        );
    }

    #[test]
    fn lines_lose_their_ends() {
        assert_eq!(split_lines("a\r\nb\n"), ["a", "b"]);
        assert_eq!(split_lines("a\nb"), ["a", "b"]);
    }
}
