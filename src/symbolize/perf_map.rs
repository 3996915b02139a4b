//! JIT code named from its process's perf map, `/tmp/perf-PID.map`, as
//! perf names it: a JIT (V8's `--perf-basic-prof`, the JVM's
//! perf-map-agent, Python's `-X perf`) lists the code it made, one
//! function a line, `START SIZE name` (hex, addresses of the process). The
//! perf.data reader names anonymous executable mappings so.
//!
//! The file is looked for as binaries are (`--lib_prefix`,
//! `PPROF_BINARY_PATH`, then its path). As perf, a map owned by neither
//! the user nor root is not read (someone else could name the frames), unless
//! `--trust_perf_maps` (perf's `-f`); and it is read as any input: at most
//! [`MAX_MAP`] bytes, lines that are not `START SIZE name` counted in one
//! warning.

use super::debug_info::Frame;
use super::interner::FunctionInterner;
use super::{Log, SymbolizeOptions, locate};
use crate::profile::{Mapping, Profile, Unknown, escape_controls};
use std::io::Read;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// The most bytes of a perf map read (a large JIT's has 10^5 lines).
const MAX_MAP: u64 = 256 << 20;
/// The most bytes of a name kept.
const MAX_NAME: usize = 4096;

/// True when `path` is a perf map's (`/tmp/perf-PID.map`).
pub(super) fn is_perf_map(path: &str) -> bool {
    path.strip_prefix("/tmp/perf-")
        .and_then(|rest| rest.strip_suffix(".map"))
        .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
}

/// A perf map's functions: (start, end, name), sorted by start.
struct PerfMap {
    functions: Vec<(u64, u64, String)>,
}

impl PerfMap {
    /// The function holding `address`: the last starting at or before it,
    /// when it ends after it.
    fn function(&self, address: u64) -> Option<&(u64, u64, String)> {
        let i = self.functions.partition_point(|f| f.0 <= address);
        self.functions
            .get(i.checked_sub(1)?)
            .filter(|f| address < f.1)
    }
}

/// Names the addresses `locations` of the perf map's mapping `mapping`,
/// or says why they stay unnamed.
pub(super) fn name_perf_map(
    profile: &mut Profile,
    mapping: &Mapping,
    locations: &[usize],
    options: &SymbolizeOptions,
    interner: &mut FunctionInterner,
    log: &mut Log,
) {
    let map = match find(&mapping.path, options, log) {
        Ok(map) => map,
        Err(what) => {
            log.warn(format!(
                "{}: {what}; its {} addresses (JIT code) are not named",
                mapping.path,
                locations.len()
            ));
            for &i in locations {
                profile.locations[i].unknown = Some(Unknown::FileUnusable { what: what.clone() });
            }
            return;
        }
    };
    let object = super::mapping_file_name(&mapping.path).to_string();
    let names = super::frame::NameMemo::default();
    for &i in locations {
        let location = &mut profile.locations[i];
        match map.function(location.address) {
            Some((start, _, name)) => {
                let frame = Frame {
                    name: names.get(name, false),
                    start: Some(*start),
                    file: None,
                    line: 0,
                    from_unwind: false,
                };
                location.lines = vec![interner.line(frame, false, Some(&object))];
                location.unknown = None;
            }
            None => location.unknown = Some(Unknown::NoSymbol),
        }
    }
}

/// The first perf map found for `path` that may be read, read.
fn find(path: &str, options: &SymbolizeOptions, log: &mut Log) -> Result<PerfMap, String> {
    let candidates = locate::binary_candidates(path, None, options);
    let mut refused = None;
    for file in candidates {
        match read(&file, options.trust_perf_maps) {
            Ok((map, malformed)) => {
                log.tried(format!("{path}: {}: taken", file.display()));
                if malformed > 0 {
                    log.warn(format!(
                        "{}: {malformed} lines are not `START SIZE name` (hex): left out",
                        file.display()
                    ));
                }
                return Ok(map);
            }
            Err(why) => {
                log.tried(format!("{path}: {}: {why}", file.display()));
                refused.get_or_insert(format!("{}: {why}", file.display()));
            }
        }
    }
    Err(refused.unwrap_or_else(|| "not found (the JIT's perf map is read where the recording was made, or under PPROF_BINARY_PATH)".into()))
}

/// The functions of the perf map `file` and how many lines were not
/// functions; why it is not read otherwise.
fn read(file: &Path, trust: bool) -> Result<(PerfMap, u64), String> {
    let opened = std::fs::File::open(file).map_err(|e| e.to_string())?;
    let meta = opened.metadata().map_err(|e| e.to_string())?;
    // SAFETY: geteuid(2) has no preconditions and cannot fail.
    let user = unsafe { libc::geteuid() };
    if !trust && meta.uid() != user && meta.uid() != 0 {
        return Err(format!(
            "owned by user {}, neither you nor root: not read (--trust_perf_maps reads it)",
            meta.uid()
        ));
    }
    let mut bytes = Vec::new();
    opened
        .take(MAX_MAP + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_MAP {
        return Err(format!("larger than {} MiB: not read", MAX_MAP >> 20));
    }
    let (functions, malformed) = parse(&String::from_utf8_lossy(&bytes));
    Ok((PerfMap { functions }, malformed))
}

/// The functions of a perf map's text, sorted, and the count of lines
/// that are none.
fn parse(text: &str) -> (Vec<(u64, u64, String)>, u64) {
    let mut functions = Vec::new();
    let mut malformed = 0u64;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        match function(line) {
            Some(f) => functions.push(f),
            None => malformed += 1,
        }
    }
    functions.sort_by_key(|f| f.0);
    (functions, malformed)
}

/// One line's function: `START SIZE name`, hex with or without `0x`.
fn function(line: &str) -> Option<(u64, u64, String)> {
    let hex = |s: &str| u64::from_str_radix(s.strip_prefix("0x").unwrap_or(s), 16).ok();
    let (start, rest) = line.trim_start().split_once(' ')?;
    let (size, name) = rest.trim_start().split_once(' ')?;
    let (start, size) = (hex(start)?, hex(size)?);
    let name = name.trim();
    if name.is_empty() || size == 0 {
        return None;
    }
    let name = crate::profile::clip(&escape_controls(name), MAX_NAME).into_owned();
    Some((start, start.checked_add(size)?, name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perf_map_paths_are_recognized() {
        assert!(is_perf_map("/tmp/perf-1234.map"));
        assert!(!is_perf_map("/tmp/perf-.map"));
        assert!(!is_perf_map("/tmp/perf-12x.map"));
        assert!(!is_perf_map("/usr/lib/perf-1.map"));
    }

    #[test]
    fn lines_are_parsed_and_malformed_ones_counted() {
        let (functions, malformed) = parse(
            "7f0000001000 40 jitted_hot_loop\n0x7f0000000000 0x10 LazyCompile:*run a.js:1\n\
             garbage\n7f00 0 empty\nzz 10 bad\nffffffffffffffff 10 overflow\n",
        );
        assert_eq!(malformed, 4);
        let map = PerfMap { functions };
        assert_eq!(map.function(0x7f0000001010).unwrap().2, "jitted_hot_loop");
        assert_eq!(
            map.function(0x7f0000000004).unwrap().2,
            "LazyCompile:*run a.js:1"
        );
        assert!(map.function(0x7f0000001040).is_none());
        assert!(map.function(0x10).is_none());
    }
}
