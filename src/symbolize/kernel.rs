//! Kernel addresses (a perf.data recording's `[kernel.kallsyms]` mapping)
//! named from a kallsyms table, as perf and samply do: the one perf's
//! build-id cache keeps for the recorded kernel
//! (`<dir>/[kernel.kallsyms]/<build-id>/kallsyms`, `<dir>` being
//! `$PERF_BUILDID_DIR` or `~/.debug`), else the running kernel's
//! `/proc/kallsyms` when its build id (`/sys/kernel/notes`) is the
//! recording's, or, for a recording without a kernel build id (pipe mode,
//! `perf record -z`), when its release (perf.data's `OSRELEASE`) is the
//! running kernel's: a guess, said in a warning, as perf makes it. The
//! running kernel's table holds its modules' symbols too. Addresses are
//! relocated by `_text`: the mapping's file offset is where `_text` was at
//! recording (KASLR moves it at each boot). Without a table the addresses
//! stay unnamed, with the reason.

use super::debug_info::Frame;
use super::interner::FunctionInterner;
use super::{Log, SymbolizeOptions};
use crate::profile::{KERNEL_PATH, Mapping, Profile, Unknown, hex_build_id};
use std::path::{Path, PathBuf};

/// The running kernel's symbols.
const PROC_KALLSYMS: &str = "/proc/kallsyms";
/// The running kernel's notes (its build id among them).
const KERNEL_NOTES: &str = "/sys/kernel/notes";
/// The running kernel's release (`uname -r`).
const KERNEL_RELEASE: &str = "/proc/sys/kernel/osrelease";
/// The most of a kallsyms file read (a kernel's has about 10^5 lines, a
/// few MiB).
const MAX_KALLSYMS: u64 = 256 << 20;

/// A kernel's function symbols, sorted by address.
pub(super) struct Kallsyms {
    symbols: Vec<(u64, String)>,
    /// Subtracted from a recorded address to look it up here.
    delta: u64,
    /// The names made of `symbols`' names, each once.
    names: super::frame::NameMemo,
}

impl Kallsyms {
    /// The table that names `mapping`'s addresses (of a kernel of release
    /// `release`, when the recording says), with the file it came from and
    /// what is guessed in taking it; why there is none otherwise.
    pub(super) fn find(
        mapping: &Mapping,
        release: Option<&str>,
        options: &SymbolizeOptions,
    ) -> Result<(Kallsyms, PathBuf, Option<String>), Unknown> {
        let why = |why: String| Unknown::Kernel { why };
        // Only a hex build id names a directory of perf's cache.
        let Some(id) = mapping.build_id.as_deref().and_then(hex_build_id) else {
            let running = running_release();
            return match (release, running.as_deref()) {
                (Some(recorded), Some(now)) if recorded == now => {
                    let guess = format!(
                        "the recording has no kernel build id: named from the running kernel's {PROC_KALLSYMS}, of its release ({now}; a guess, wrong if the kernel was rebuilt or booted since)"
                    );
                    running_table(mapping).map(|(t, f)| (t, f, Some(guess)))
                }
                (Some(recorded), now) => Err(why(format!(
                    "the recording has no kernel build id, and its kernel ({recorded}) is not the running one ({})",
                    now.unwrap_or("unknown")
                ))),
                (None, _) => Err(why(
                    "the recording has no kernel build id nor release to find its kallsyms by"
                        .into(),
                )),
            };
        };
        for dir in &options.perf_buildid_dirs {
            let file = dir.join("[kernel.kallsyms]").join(&id).join("kallsyms");
            if let Some(table) = read(&file).filter(|t| !t.symbols.is_empty()) {
                return Ok((table.relocated(mapping.offset), file, None));
            }
        }
        let running = running_build_id();
        if running.as_deref() != Some(id.as_str()) {
            let now = running.unwrap_or_else(|| "unknown".to_string());
            return Err(why(format!(
                "no kallsyms of kernel {id} in perf's build-id cache ({}), and the running kernel is another ({now})",
                options
                    .perf_buildid_dirs
                    .iter()
                    .map(|d| d.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        running_table(mapping).map(|(t, f)| (t, f, None))
    }

    /// This table with recorded addresses relocated by `text`, where
    /// `_text` was at recording (0: not known, not relocated).
    fn relocated(mut self, text: u64) -> Kallsyms {
        let here = self.symbols.iter().find(|s| s.1 == "_text").map(|s| s.0);
        if let Some(here) = here.filter(|_| text != 0) {
            self.delta = text.wrapping_sub(here);
        }
        self
    }

    /// The frame of the recorded address `address`: the function whose
    /// symbol is the last at or before it.
    pub(super) fn frame(&self, address: u64) -> Option<Frame> {
        let address = address.wrapping_sub(self.delta);
        let i = self.symbols.partition_point(|s| s.0 <= address);
        let (start, name) = self.symbols.get(i.checked_sub(1)?)?;
        Some(Frame {
            name: self.names.get(name, false),
            start: Some(*start),
            file: None,
            line: 0,
            from_unwind: false,
        })
    }
}

/// The running kernel's table (`/proc/kallsyms`), relocated for `mapping`.
fn running_table(mapping: &Mapping) -> Result<(Kallsyms, PathBuf), Unknown> {
    match read(Path::new(PROC_KALLSYMS)) {
        Some(t) if t.symbols.iter().any(|s| s.0 != 0) => {
            Ok((t.relocated(mapping.offset), PathBuf::from(PROC_KALLSYMS)))
        }
        Some(_) => Err(Unknown::Kernel {
            why: format!("{PROC_KALLSYMS} hides its addresses (kernel.kptr_restrict; run as root)"),
        }),
        None => Err(Unknown::Kernel {
            why: format!("{PROC_KALLSYMS} cannot be read"),
        }),
    }
}

/// True when the running kernel is of release `release` (a recording's).
pub(super) fn is_running_release(release: Option<&str>) -> bool {
    release.is_some() && running_release().as_deref() == release
}

/// The running kernel's release, as `uname -r` prints it.
fn running_release() -> Option<String> {
    let text = std::fs::read_to_string(KERNEL_RELEASE).ok()?;
    Some(text.trim().to_string()).filter(|r| !r.is_empty())
}

/// Names the kernel addresses `locations` of `mapping` from the recorded
/// kernel's kallsyms ([`Kallsyms::find`]), or says why they stay unnamed.
pub(super) fn name_kernel(
    profile: &mut Profile,
    mapping: &Mapping,
    locations: &[usize],
    options: &SymbolizeOptions,
    interner: &mut FunctionInterner,
    log: &mut Log,
) {
    let release = profile.kernel_release.clone();
    match Kallsyms::find(mapping, release.as_deref(), options) {
        Ok((table, file, guess)) => {
            log.tried(format!("{KERNEL_PATH}: named from {}", file.display()));
            if let Some(guess) = guess {
                log.warn(format!("{KERNEL_PATH}: {guess}"));
            }
            for &i in locations {
                let location = &mut profile.locations[i];
                match table.frame(location.address) {
                    Some(frame) => {
                        location.lines = vec![interner.line(frame, false, None)];
                        location.unknown = None;
                    }
                    None => location.unknown = Some(Unknown::NoSymbol),
                }
            }
        }
        Err(reason) => {
            log.warn(format!(
                "{KERNEL_PATH}: its {} addresses are not named: {}",
                locations.len(),
                match &reason {
                    Unknown::Kernel { why } => why.clone(),
                    other => other.to_string(),
                }
            ));
            for &i in locations {
                profile.locations[i].unknown = Some(reason.clone());
            }
        }
    }
}

/// The function symbols of the kallsyms file `path` (`address type name
/// [module]` per line; text symbols only), when it can be read.
fn read(path: &Path) -> Option<Kallsyms> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)
        .ok()?
        .take(MAX_KALLSYMS)
        .read_to_string(&mut text)
        .ok()?;
    let mut symbols: Vec<(u64, String)> = text
        .lines()
        .filter_map(|line| {
            let mut words = line.split_ascii_whitespace();
            let address = u64::from_str_radix(words.next()?, 16).ok()?;
            let kind = words.next()?;
            let name = words.next()?;
            matches!(kind, "T" | "t" | "W" | "w")
                .then(|| (address, crate::profile::escape_controls(name).into_owned()))
        })
        .collect();
    symbols.sort_by_key(|s| s.0);
    Some(Kallsyms {
        symbols,
        delta: 0,
        names: Default::default(),
    })
}

/// The running kernel's build id in hex, from its notes.
fn running_build_id() -> Option<String> {
    let notes = std::fs::read(KERNEL_NOTES).ok()?;
    build_id_note(&notes)
}

/// The GNU build-id note among ELF notes (`namesz descsz type name desc`,
/// each padded to 4 bytes, in the machine's byte order).
fn build_id_note(mut notes: &[u8]) -> Option<String> {
    const NT_GNU_BUILD_ID: u32 = 3;
    let word = |b: &[u8], at: usize| -> Option<u32> {
        Some(u32::from_ne_bytes(b.get(at..at + 4)?.try_into().ok()?))
    };
    let pad = |n: usize| n.div_ceil(4) * 4;
    while notes.len() >= 12 {
        let (name_size, desc_size, kind) = (
            word(notes, 0)? as usize,
            word(notes, 4)? as usize,
            word(notes, 8)?,
        );
        let name = notes.get(12..12 + name_size)?;
        let desc_at = 12 + pad(name_size);
        let desc = notes.get(desc_at..desc_at + desc_size)?;
        if kind == NT_GNU_BUILD_ID && name.starts_with(b"GNU") {
            return Some(desc.iter().map(|b| format!("{b:02x}")).collect());
        }
        notes = notes.get(desc_at + pad(desc_size)..)?;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_kernels_build_id_is_read_from_its_notes() {
        let mut notes = Vec::new();
        for (name, kind, desc) in [
            (&b"Xen\0"[..], 1u32, &[1u8, 2][..]),
            (b"GNU\0", 3, &[0xab, 0xcd, 0xef]),
        ] {
            notes.extend((name.len() as u32).to_ne_bytes());
            notes.extend((desc.len() as u32).to_ne_bytes());
            notes.extend(kind.to_ne_bytes());
            notes.extend(name);
            notes.extend(desc);
            notes.resize(notes.len().div_ceil(4) * 4, 0);
        }
        assert_eq!(build_id_note(&notes).as_deref(), Some("abcdef"));
        assert_eq!(build_id_note(&notes[..20]), None);
    }

    #[test]
    fn addresses_are_relocated_by_text_and_named_by_the_symbol_below() {
        let table = Kallsyms {
            symbols: vec![
                (0x1000, "_text".into()),
                (0x1100, "schedule".into()),
                (0x1200, "idle".into()),
            ],
            delta: 0,
            names: Default::default(),
        }
        .relocated(0x5000);
        assert_eq!(&*table.frame(0x5150).unwrap().name.raw, "schedule");
        assert_eq!(&*table.frame(0x5200).unwrap().name.raw, "idle");
        assert!(table.frame(0x4fff).is_none());
    }
}
