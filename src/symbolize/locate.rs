//! Where the files are: the binary a mapping names, and the separate debug
//! files of a binary, in the documented search order (docs/symbols.md, "Where
//! binaries and debug info are found").
//!
//! Binaries: the mapping's path under every `--lib_prefix` (perl's
//! `FindLibrary`: the whole path, then with its leading directories dropped
//! one at a time), then Go's `PPROF_BINARY_PATH` layouts, then the
//! mapping's path itself. Debug files: by build id, by `.gnu_debuglink`
//! (checked by CRC), and by path, under every debug root (`--debug_root`s,
//! then the `PPROF_BINARY_PATH` directories, then `/usr/lib/debug`).
//! Only files that exist are returned; the caller checks each one's build
//! id before taking it.

use super::SymbolizeOptions;
use super::binary::Binary;
use crate::profile::hex_build_id;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The path perf gives the vdso's mapping: found by its build id in perf's
/// cache only (`<dir>/[vdso]/<build-id>/vdso`).
pub const VDSO_PATH: &str = "[vdso]";

/// The system's root of separate debug files, searched after the others.
pub const SYSTEM_DEBUG_ROOT: &str = "/usr/lib/debug";

/// The files that may be the binary the profile names `path` (with build
/// id `build_id`, lower-case hex, when the profile recorded one), most
/// likely first; the mapping's own path, then perf's build-id cache, last.
pub fn binary_candidates(
    path: &str,
    build_id: Option<&str>,
    options: &SymbolizeOptions,
) -> Vec<PathBuf> {
    // Paths are made from a build id only when it is one (hex).
    let build_id = build_id.and_then(hex_build_id);
    let build_id = build_id.as_deref();
    let mut out = Vec::new();
    // --lib_prefix: each suffix of the path, under each prefix.
    let mut suffix = path;
    loop {
        for prefix in &options.lib_prefixes {
            out.push(PathBuf::from(format!("{}{suffix}", prefix.display())));
        }
        // Drop the first directory: "/lib/dir/x.so" -> "/dir/x.so".
        match suffix.get(1..).and_then(|s| s.find('/')) {
            Some(i) if suffix.starts_with('/') => suffix = &suffix[i + 1..],
            _ => break,
        }
    }
    // PPROF_BINARY_PATH, as Go's locateBinaries.
    let relative = path.trim_start_matches('/');
    let base = Path::new(path).file_name();
    for dir in &options.binary_path {
        if let Some(id) = build_id {
            if let Some(base) = base {
                out.push(dir.join(id).join(base));
            }
            let mut inside: Vec<PathBuf> = std::fs::read_dir(dir.join(id))
                .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
                .unwrap_or_default();
            inside.sort();
            out.extend(inside);
            if !relative.is_empty() {
                out.push(dir.join(relative).join(id)); // perf's layout
            }
        }
        if let Some(base) = base {
            out.push(dir.join(base));
        }
        if !relative.is_empty() {
            out.push(dir.join(relative));
        }
    }
    if !path.is_empty() {
        out.push(PathBuf::from(path));
    }
    // perf's build-id cache: `<dir>/.build-id/ab/cdef…/elf` links to
    // `<dir>/<path>/<build id>/elf` (older perf: a file, not a directory).
    if let Some(id) = build_id.filter(|id| id.len() >= 2) {
        for dir in &options.perf_buildid_dirs {
            out.push(
                dir.join(".build-id")
                    .join(&id[..2])
                    .join(&id[2..])
                    .join("elf"),
            );
            if !relative.is_empty() {
                out.push(dir.join(relative).join(id).join("elf"));
                out.push(dir.join(relative).join(id));
            }
            // The kernel's code mapped into each process, as perf keeps it.
            if path == VDSO_PATH {
                out.push(dir.join(VDSO_PATH).join(id).join("vdso"));
            }
        }
    }
    existing_files(out)
}

/// How a candidate debug file is known to belong to its binary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    /// Its build id must be the binary's.
    BuildId,
    /// Its CRC-32 must be the one `.gnu_debuglink` records.
    Crc(u32),
    /// Nothing to check it by (perl's `<root>/<path>` layout, for a binary
    /// with neither build id nor debug link).
    None,
}

/// The files that may be `binary`'s separate debug file, most specific
/// first, each with how to check it.
pub fn debug_candidates(binary: &Binary, options: &SymbolizeOptions) -> Vec<(PathBuf, Proof)> {
    let roots = debug_roots(options);
    let mut out = Vec::new();
    let id = binary.build_id().filter(|id| id.len() >= 2).map(hex);
    if let Some(id) = &id {
        for root in &roots {
            for file in build_id_paths(root, id) {
                out.push((file, Proof::BuildId));
            }
        }
        for dir in &options.perf_buildid_dirs {
            let cached = dir.join(".build-id").join(&id[..2]).join(&id[2..]);
            out.push((cached.join("debug"), Proof::BuildId));
        }
    }
    // Without a build id, a debug link's CRC is the check; with one, the
    // build id is (it is stronger, and cheaper than a CRC of the file).
    let by_link = |crc: u32| {
        if id.is_some() {
            Proof::BuildId
        } else {
            Proof::Crc(crc)
        }
    };
    let dir = binary.path.parent().unwrap_or(Path::new("/"));
    // Under a root, the object's absolute path (as GDB joins them: a
    // program given as `bin/prog` is `<root>/<cwd>/bin/prog`), then the
    // path as given.
    let absolute = std::path::absolute(&binary.path).unwrap_or_else(|_| binary.path.clone());
    let mut paths = vec![absolute.as_path()];
    if binary.path.is_relative() {
        paths.push(&binary.path);
    }
    let rooted = |path: &Path| -> (PathBuf, PathBuf) {
        let relative = path.strip_prefix("/").unwrap_or(path).to_path_buf();
        let dir = relative.parent().unwrap_or(Path::new("")).to_path_buf();
        (relative, dir)
    };
    if let Some((name, crc)) = binary.debuglink() {
        let name = OsStr::from_bytes(name);
        out.push((dir.join(name), by_link(crc)));
        out.push((dir.join(".debug").join(name), by_link(crc)));
        for root in &roots {
            for path in &paths {
                out.push((root.join(rooted(path).1).join(name), by_link(crc)));
            }
        }
    }
    // By path: perl's <root>/<path> and <root>/<path>.debug; GDB's (as Go
    // pprof tries them) <root>/<dir>/.debug/<name>.debug and
    // <root>/usr/lib/debug/<dir>/<name>.debug.
    let by_path = if id.is_some() {
        Proof::BuildId
    } else {
        Proof::None
    };
    if let Some(name) = binary.path.file_name() {
        let mut debug_name = name.to_os_string();
        debug_name.push(".debug");
        for (root, (relative, relative_dir)) in roots
            .iter()
            .flat_map(|root| paths.iter().map(move |p| (root, rooted(p))))
        {
            out.push((root.join(&relative), by_path));
            out.push((with_suffix(&root.join(relative), ".debug"), by_path));
            out.push((
                root.join(&relative_dir).join(".debug").join(&debug_name),
                by_path,
            ));
            out.push((
                root.join("usr/lib/debug")
                    .join(&relative_dir)
                    .join(&debug_name),
                by_path,
            ));
        }
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|(p, _)| {
        p != &binary.path && p != &absolute && p.is_file() && seen.insert(p.clone())
    });
    out
}

/// The files that may be the supplementary DWARF file (dwz's `-m` output)
/// named `name` in the `.gnu_debugaltlink` of `debug_file`, with build id
/// `id`: the name itself (relative to `debug_file`'s directory), then by
/// build id under every debug root.
pub fn supplementary_candidates(
    debug_file: &Path,
    name: &[u8],
    id: &[u8],
    options: &SymbolizeOptions,
) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let name = Path::new(OsStr::from_bytes(name));
    if !name.as_os_str().is_empty() {
        let dir = debug_file.parent().unwrap_or(Path::new("/"));
        out.push(dir.join(name)); // an absolute name replaces the directory
    }
    if id.len() >= 2 {
        let id = hex(id);
        for root in debug_roots(options) {
            out.extend(build_id_paths(&root, &id));
        }
    }
    existing_files(out)
}

/// The debug roots, in search order.
pub fn debug_roots(options: &SymbolizeOptions) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = options.debug_roots.clone();
    roots.extend(options.binary_path.iter().cloned());
    roots.push(PathBuf::from(SYSTEM_DEBUG_ROOT));
    roots
}

/// `<root>/.build-id/ab/cdef….debug` (GDB's and Debian's layout) and
/// `<root>/ab/cdef….debug` (LLVM's, as Go pprof tries it).
fn build_id_paths(root: &Path, id: &str) -> [PathBuf; 2] {
    let file = format!("{}.debug", &id[2..]);
    [
        root.join(".build-id").join(&id[..2]).join(&file),
        root.join(&id[..2]).join(&file),
    ]
}

/// Bytes as lower-case hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    s.into()
}

/// The paths that are files, first occurrence of each, in order.
fn existing_files(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut seen = std::collections::HashSet::new();
    paths
        .into_iter()
        .filter(|p| p.is_file() && seen.insert(p.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binaries_under_prefixes_then_binary_path_then_the_mapping_path_then_perfs_cache() {
        let dir = std::env::temp_dir().join(format!("pa-locate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let id = "ab12cd";
        for file in [
            "prefix/sub/libz.so",
            "bin/ab12cd/libz.so",
            "bin/ab12cd/other",
            "bin/build/tree/sub/libz.so/ab12cd",
            "bin/libz.so",
        ] {
            let path = dir.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, b"x").unwrap();
        }
        let perf = dir.join("perf/.build-id/ab/12cd");
        std::fs::create_dir_all(&perf).unwrap();
        std::fs::write(perf.join("elf"), b"x").unwrap();
        let options = SymbolizeOptions {
            lib_prefixes: vec![dir.join("prefix")],
            binary_path: vec![dir.join("bin")],
            perf_buildid_dirs: vec![dir.join("perf")],
            ..SymbolizeOptions::default()
        };
        let found = binary_candidates("/build/tree/sub/libz.so", Some(id), &options);
        let relative: Vec<_> = found
            .iter()
            .map(|p| p.strip_prefix(&dir).unwrap().to_str().unwrap())
            .collect();
        assert_eq!(
            relative,
            [
                "prefix/sub/libz.so",
                "bin/ab12cd/libz.so",
                "bin/ab12cd/other",
                "bin/build/tree/sub/libz.so/ab12cd",
                "bin/libz.so",
                "perf/.build-id/ab/12cd/elf",
            ]
        );
        // Without a build id, Go's build-id layouts are not tried.
        let found = binary_candidates("/build/tree/sub/libz.so", None, &options);
        assert_eq!(found.len(), 2);
        assert!(binary_candidates("/nowhere/libq.so", None, &options).is_empty());
        // A build id that is no hex makes no path: none of Go's build-id
        // layouts, no perf cache entry; a multibyte one does not panic.
        for id in ["../..", "/etc", "é1", "ab12cd/..", "AB"] {
            let found = binary_candidates("/build/tree/sub/libz.so", Some(id), &options);
            assert_eq!(found.len(), 2, "{id}: {found:?}");
        }
        // Upper-case hex is the same build id.
        let found = binary_candidates("/build/tree/sub/libz.so", Some("AB12CD"), &options);
        assert_eq!(found.len(), 6, "{found:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
