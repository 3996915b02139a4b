//! Finding the files to read: libraries under `--lib_prefix` roots, and the
//! separate debug files that Debian's `-dbg` packages install.

use super::binary::Binary;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// Finds the library that the profile names `path`, as perl pprof's
/// `FindLibrary` does: for each suffix of `path` (the whole path, then with
/// its leading directories dropped one by one), try every prefix in turn; the
/// path itself is the last resort.
pub fn find_library(path: &str, prefixes: &[PathBuf]) -> PathBuf {
    let mut suffix = path;
    loop {
        for prefix in prefixes {
            let candidate = PathBuf::from(format!("{}{suffix}", prefix.display()));
            if candidate.is_file() {
                return candidate;
            }
        }
        // Drop the first directory: "/lib/dir/x.so" -> "/dir/x.so".
        match suffix.get(1..).and_then(|s| s.find('/')) {
            Some(i) if suffix.starts_with('/') => suffix = &suffix[i + 1..],
            _ => return PathBuf::from(path),
        }
    }
}

/// Candidate separate debug files for `binary`, most specific first: by build
/// id under `debug_root/.build-id/`, then by `.gnu_debuglink` name next to the
/// binary, in its `.debug/` directory and under `debug_root`, then perl
/// pprof's `debug_root/<path>` and `debug_root/<path>.debug`.
pub fn debug_file_candidates(binary: &Binary, debug_root: &Path) -> Vec<PathBuf> {
    let mut candidates = Vec::new();
    if let Some(id) = binary.build_id().filter(|id| id.len() >= 2) {
        let hex: String = id.iter().map(|b| format!("{b:02x}")).collect();
        candidates.push(
            debug_root
                .join(".build-id")
                .join(&hex[..2])
                .join(format!("{}.debug", &hex[2..])),
        );
    }
    let dir = binary.path.parent().unwrap_or(Path::new("/"));
    let relative_dir = dir.strip_prefix("/").unwrap_or(dir);
    if let Some(name) = binary.debuglink() {
        let name = OsStr::from_bytes(name);
        candidates.push(dir.join(name));
        candidates.push(dir.join(".debug").join(name));
        candidates.push(debug_root.join(relative_dir).join(name));
    }
    let relative = binary.path.strip_prefix("/").unwrap_or(&binary.path);
    candidates.push(debug_root.join(relative));
    let mut with_ext = debug_root.join(relative).into_os_string();
    with_ext.push(".debug");
    candidates.push(with_ext.into());
    candidates.retain(|c| c != &binary.path && c.is_file());
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_found_under_a_prefix_by_dropping_leading_directories() {
        let dir = std::env::temp_dir().join(format!("pa-locate-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/libz.so"), b"x").unwrap();
        let found = find_library("/build/tree/sub/libz.so", std::slice::from_ref(&dir));
        assert_eq!(found, dir.join("sub/libz.so"));
        let missing = find_library("/nowhere/libq.so", std::slice::from_ref(&dir));
        assert_eq!(missing, PathBuf::from("/nowhere/libq.so"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
