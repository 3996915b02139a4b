//! The persistent symbol cache: the frames each address of an object was
//! named with, kept between runs so that a report of addresses named before
//! reads neither the object's DWARF nor its symbol tables.
//!
//! One file per object and debug files, named by a hash of its key. The key
//! makes a stale answer impossible: the object's build id (or, without one,
//! its path, size, modification time and inode), the same for the separate
//! debug file and dwz's supplementary file actually used (`none` when there
//! was none: installing one later changes the key), the object's file name
//! (code without symbols is named after it), and the versions of this
//! format and of the naming. Frames are kept with their inline frames and both names, so no
//! option changes them. What the fit check found for each address (an
//! instruction's start, a call's end) is kept too, so that it is not
//! decoded again.
//!
//! A file is read in one pass and checked (magic, key, counts within its
//! size, a checksum); a damaged, truncated or foreign one is ignored with
//! one warning and rewritten. Files are written whole to a temporary file
//! and renamed, so two processes filling one cache leave it valid (the last
//! one's file wins). The directory is kept under [`LIMIT`] bytes, the least
//! recently used files out.

use super::debug_info::Frame;
use super::fit::{Role, Verdict};
use super::frame::FunctionName;
use super::locate::hex;
use super::objects::ObjectFile;
use crate::profile::SharedStr;
use foldhash::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The directory is trimmed to this many bytes, least recently used files
/// first.
pub const LIMIT: u64 = 256 << 20;

/// Leftover temporary files (of a process that died writing) older than
/// this are removed.
const STALE_TEMPORARY: Duration = Duration::from_secs(3600);

const MAGIC: &[u8; 8] = b"PASYMC01";

/// The version of how frames are named (demangling, the names of code
/// without symbols): part of every key, raised when names change, so that
/// no file of an older naming is used.
const NAMING: u32 = 4;

/// The bytes of one frame as written: names, start, file, line, flags.
const FRAME_BYTES: usize = 4 * 3 + 8 + 4 + 4 + 1;

/// The bytes of one entry before its frames: address, flags, verdicts,
/// frame count.
const ENTRY_BYTES: usize = 8 + 1 + 1 + 2;

/// Where symbolized frames are kept between runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolCache {
    dir: PathBuf,
}

impl SymbolCache {
    /// A cache in `dir` (made when first written).
    pub fn new(dir: PathBuf) -> Self {
        SymbolCache { dir }
    }

    /// The cache the environment asks for: `PROFILE_ANALYZE_CACHE` names
    /// its directory, or turns it off (`off`, `0`, `false` or empty);
    /// unset, `$XDG_CACHE_HOME/profile-analyze`, else
    /// `$HOME/.cache/profile-analyze`. `None` when off, or when there is no
    /// home to put it in.
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Option<Self> {
        match var("PROFILE_ANALYZE_CACHE") {
            Some(v) if ["", "off", "0", "false", "no"].contains(&v.trim()) => None,
            Some(dir) => Some(SymbolCache::new(PathBuf::from(dir))),
            None => {
                let base = match var("XDG_CACHE_HOME").filter(|x| !x.is_empty()) {
                    Some(xdg) => PathBuf::from(xdg),
                    None => PathBuf::from(var("HOME").filter(|h| !h.is_empty())?).join(".cache"),
                };
                Some(SymbolCache::new(base.join("profile-analyze")))
            }
        }
    }

    /// Whether the cache may be used: its directory, when it exists, is a
    /// directory (not a link to one) that belongs to the user and that no
    /// one else may write, since a cache file is trusted only because only
    /// its owner can write it. Why not, as one warning, otherwise.
    pub fn trusted(&self) -> Result<(), String> {
        use std::os::unix::fs::MetadataExt;
        let meta = match std::fs::symlink_metadata(&self.dir) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(self.untrusted(&e.to_string())),
        };
        // SAFETY: geteuid(2) has no preconditions and cannot fail.
        let user = unsafe { libc::geteuid() };
        if !meta.file_type().is_dir() {
            Err(self.untrusted("not a directory (a link or a file)"))
        } else if meta.uid() != user {
            Err(self.untrusted(&format!(
                "owned by user {}, not by this one ({user})",
                meta.uid()
            )))
        } else if meta.mode() & 0o022 != 0 {
            Err(self.untrusted(&format!(
                "others may write it (mode {:o})",
                meta.mode() & 0o7777
            )))
        } else {
            Ok(())
        }
    }

    /// The warning of a cache directory that is not used.
    fn untrusted(&self, why: &str) -> String {
        format!(
            "{}: the symbol cache is not used: {why} (PROFILE_ANALYZE_CACHE names another directory)",
            self.dir.display()
        )
    }

    /// The cached names of `object`'s addresses, empty when none are kept
    /// (and when its key cannot be made: a file that cannot be looked at).
    /// A file that cannot be read as a cache file is ignored, with a
    /// warning in `warnings`.
    pub(super) fn load(&self, object: &ObjectFile, warnings: &mut Vec<String>) -> Cached {
        let Some(key) = key(object) else {
            return Cached::default();
        };
        let path = self.dir.join(file_name(&key));
        let read = read_cache_file(&path);
        let entries = match read {
            Ok(bytes) => match decode(&bytes, &key) {
                Ok(entries) => {
                    touch(&path);
                    entries
                }
                Err(Foreign::OtherKey) => HashMap::default(),
                Err(Foreign::Damaged(why)) => {
                    warnings.push(format!(
                        "{}: not a usable symbol cache file ({why}): ignored, and rewritten",
                        path.display()
                    ));
                    HashMap::default()
                }
            },
            Err(_) => HashMap::default(),
        };
        Cached {
            key: Some(key),
            path: Some(path),
            entries,
            ..Cached::default()
        }
    }

    /// Writes `cached` back if it holds anything new, then trims the
    /// directory. A cache that cannot be written is a warning in
    /// `warnings`.
    pub(super) fn store(&self, mut cached: Cached, warnings: &mut Vec<String>) {
        for (address, role, main, verdict) in std::mem::take(&mut cached.verdicts) {
            cached.set_verdict(address, role, main, verdict);
        }
        let (Some(key), Some(path), true, false) =
            (&cached.key, &cached.path, cached.changed, cached.distrusted)
        else {
            return;
        };
        if let Err(e) = write_atomically(&self.dir, path, &encode(key, &cached.entries)) {
            // Once per run, not once per object.
            let warning = format!(
                "{}: the symbol cache cannot be written: {e} (--no_cache or PROFILE_ANALYZE_CACHE=off goes without it)",
                self.dir.display()
            );
            if !warnings.contains(&warning) {
                warnings.push(warning);
            }
            return;
        }
        trim(&self.dir, LIMIT);
    }
}

/// What is known of one address of an object.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Entry {
    /// Its frames, innermost first, inline frames included.
    pub frames: Vec<Frame>,
    /// Whether a function symbol holds it.
    pub in_symbol: bool,
    /// The fit check's verdicts, 2 bits for each role and kind of file
    /// (see [`verdict_slot`]).
    verdicts: u8,
}

/// The cached entries of one object, as read, with those added since.
#[derive(Default)]
pub(super) struct Cached {
    key: Option<String>,
    /// The file they are kept in.
    path: Option<PathBuf>,
    entries: HashMap<u64, Entry>,
    /// Fit check verdicts found since, for entries kept by then.
    verdicts: Vec<(u64, Role, bool, Verdict)>,
    changed: bool,
    /// Names from a file used against the evidence: never kept.
    distrusted: bool,
}

impl Cached {
    /// True when nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry of `address`, if kept.
    pub fn get(&self, address: u64) -> Option<&Entry> {
        self.entries.get(&address)
    }

    /// The fit check's verdict on `address` in `role` (in a main program
    /// or not), if kept.
    pub fn verdict(&self, address: u64, role: Role, main: bool) -> Option<Verdict> {
        let bits = (self.entries.get(&address)?.verdicts >> verdict_slot(role, main)) & 3;
        match bits {
            1 => Some(Verdict::Fits),
            2 => Some(Verdict::Misfit),
            3 => Some(Verdict::Skip),
            _ => None,
        }
    }

    /// True when entries are kept ([`Cached::insert`] does nothing
    /// otherwise).
    pub fn keeps(&self) -> bool {
        self.key.is_some()
    }

    /// Keeps `frames` for `address`, when its key is known.
    pub fn insert(&mut self, address: u64, frames: Vec<Frame>, in_symbol: bool) {
        if self.key.is_none() {
            return;
        }
        let verdicts = self.entries.get(&address).map_or(0, |e| e.verdicts);
        self.entries.insert(
            address,
            Entry {
                frames,
                in_symbol,
                verdicts,
            },
        );
        self.changed = true;
    }

    /// Keeps the fit check's `verdict` on `address` in `role` (in a main
    /// program or not), once its entry is kept.
    pub fn record_verdict(&mut self, address: u64, role: Role, main: bool, verdict: Verdict) {
        if self.key.is_some() {
            self.verdicts.push((address, role, main, verdict));
        }
    }

    fn set_verdict(&mut self, address: u64, role: Role, main: bool, verdict: Verdict) {
        let Some(entry) = self.entries.get_mut(&address) else {
            return;
        };
        let bits = match verdict {
            Verdict::Fits => 1,
            Verdict::Misfit => 2,
            Verdict::Skip => 3,
        };
        let slot = verdict_slot(role, main);
        let verdicts = (entry.verdicts & !(3 << slot)) | (bits << slot);
        if verdicts != entry.verdicts {
            entry.verdicts = verdicts;
            self.changed = true;
        }
    }

    /// Marks the names as not to be kept: the file is used though the
    /// profile's addresses say it is not the profiled one.
    pub fn distrust(&mut self) {
        self.distrusted = true;
    }

    /// How many entries are kept, and in which file.
    pub fn described(&self) -> Option<(usize, &Path)> {
        Some((self.entries.len(), self.path.as_deref()?))
    }
}

/// The bit offset of a verdict: a role in a main program, or in another
/// file (an address outside every symbol counts differently).
fn verdict_slot(role: Role, main: bool) -> u8 {
    match (role, main) {
        (Role::Leaf, false) => 0,
        (Role::Leaf, true) => 2,
        (Role::Return, false) => 4,
        (Role::Return, true) => 6,
    }
}

/// The key of `object`'s names: the object and the debug files its DWARF
/// comes from, each by build id or else by path, size, modification time
/// and inode. `None` when one of them cannot be looked at.
fn key(object: &ObjectFile) -> Option<String> {
    let identity = |file: Option<&super::binary::Binary>| -> Option<String> {
        let Some(file) = file else {
            return Some("none".into());
        };
        if let Some(id) = file.build_id().filter(|id| !id.is_empty()) {
            return Some(format!("build-id {}", hex(id)));
        }
        let meta = std::fs::metadata(&file.path).ok()?;
        Some(format!(
            "file {} {} {}.{:09} {}",
            file.path.display(),
            meta.size(),
            meta.mtime(),
            meta.mtime_nsec(),
            meta.ino()
        ))
    };
    // Code without symbols is named after its file (`libfoo.so+0x1110`).
    let name = object.binary.path.file_name().unwrap_or_default();
    Some(format!(
        "profile-analyze {} symbol cache {} naming {NAMING}\nobject {} named {}\ndebug {}\nsupplementary {}\n",
        env!("CARGO_PKG_VERSION"),
        String::from_utf8_lossy(MAGIC),
        identity(Some(&object.binary))?,
        name.to_string_lossy(),
        identity(object.debug.as_ref())?,
        identity(object.sup.as_ref())?,
    ))
}

/// A file name for `key`: two 64-bit FNV-1a hashes of it (the key itself,
/// kept in the file, is compared when read).
fn file_name(key: &str) -> String {
    let a = fnv1a(key.as_bytes(), 0xcbf2_9ce4_8422_2325);
    let b = fnv1a(key.as_bytes(), 0x6c62_272e_07bb_0142);
    format!("{a:016x}{b:016x}.sym")
}

fn fnv1a(bytes: &[u8], seed: u64) -> u64 {
    bytes.iter().fold(seed, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Why a file was not used.
#[derive(Debug, PartialEq)]
enum Foreign {
    /// A cache file of another key (a hash collision): not a fault.
    OtherKey,
    /// Not a cache file, or cut or damaged.
    Damaged(String),
}

/// The file's bytes, written: the magic, the key, the strings, the
/// entries, and a checksum of all that.
fn encode(key: &str, entries: &HashMap<u64, Entry>) -> Vec<u8> {
    let mut strings = Strings::default();
    // Each function's names and each file's, by the strings they share:
    // a long name is hashed once, not once per address.
    let mut names: HashMap<*const FunctionName, [u32; 3]> = HashMap::default();
    let mut files: HashMap<*const u8, u32> = HashMap::default();
    let mut sorted: Vec<(&u64, &Entry)> = entries.iter().collect();
    sorted.sort_by_key(|(a, _)| **a);
    let mut body = Vec::new();
    for &(&address, entry) in &sorted {
        body.extend_from_slice(&address.to_le_bytes());
        body.push(u8::from(entry.in_symbol));
        body.push(entry.verdicts);
        let frames = entry.frames.len().min(usize::from(u16::MAX));
        body.extend_from_slice(&(frames as u16).to_le_bytes());
        for frame in &entry.frames[..frames] {
            let name = &frame.name;
            let ids = *names
                .entry(Arc::as_ptr(name))
                .or_insert_with(|| [&name.raw, &name.short, &name.full].map(|s| strings.id(s)));
            for id in ids {
                body.extend_from_slice(&id.to_le_bytes());
            }
            body.extend_from_slice(&frame.start.map_or(0, |s| s.wrapping_add(1)).to_le_bytes());
            let file = frame.file.as_ref().map_or(0, |f| {
                *files.entry(f.as_ptr()).or_insert_with(|| strings.id(f) + 1)
            });
            body.extend_from_slice(&file.to_le_bytes());
            body.extend_from_slice(&frame.line.to_le_bytes());
            body.push(u8::from(frame.from_unwind));
        }
    }
    let mut out = Vec::with_capacity(body.len() + 64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(key.len() as u32).to_le_bytes());
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(&(strings.list.len() as u32).to_le_bytes());
    for s in &strings.list {
        out.extend_from_slice(&(s.len() as u32).to_le_bytes());
        out.extend_from_slice(s.as_bytes());
    }
    out.extend_from_slice(&(sorted.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    let sum = fnv1a(&out, 0xcbf2_9ce4_8422_2325);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The strings of a file, each once, by first use.
#[derive(Default)]
struct Strings<'a> {
    list: Vec<&'a str>,
    index: HashMap<&'a str, u32>,
}

impl<'a> Strings<'a> {
    fn id(&mut self, s: &'a str) -> u32 {
        *self.index.entry(s).or_insert_with(|| {
            self.list.push(s);
            (self.list.len() - 1) as u32
        })
    }
}

/// Reads a cache file's bytes, for `key`.
fn decode(bytes: &[u8], key: &str) -> Result<HashMap<u64, Entry>, Foreign> {
    let damaged = |why: &str| Foreign::Damaged(why.to_string());
    if bytes.len() < MAGIC.len() + 8 || &bytes[..MAGIC.len()] != MAGIC {
        return Err(damaged("no symbol cache header"));
    }
    let (content, sum) = bytes.split_at(bytes.len() - 8);
    let mut r = Reader {
        bytes: content,
        at: MAGIC.len(),
    };
    let stored_key = r.string().ok_or_else(|| damaged("cut short"))?;
    let checksum_ok = fnv1a(content, 0xcbf2_9ce4_8422_2325).to_le_bytes() == sum;
    if !checksum_ok {
        return Err(damaged("cut short, or its checksum does not match"));
    }
    if stored_key != key {
        return Err(Foreign::OtherKey);
    }
    let short = || damaged("a count past its end");
    let count = r.u32().ok_or_else(short)? as usize;
    let mut strings = Vec::with_capacity(count.min(r.left() / 4));
    for _ in 0..count {
        strings.push(r.string().ok_or_else(short)?);
    }
    // Each string once, as it is (a raw name) and escaped: names and file
    // names print as they are, so control characters are escaped (again:
    // escaping is idempotent), whoever wrote the file. Each function's
    // names once, shared by its frames.
    let mut raw: Vec<Option<SharedStr>> = vec![None; strings.len()];
    let mut escaped: Vec<Option<SharedStr>> = vec![None; strings.len()];
    let mut functions: HashMap<[u32; 3], Arc<FunctionName>> = HashMap::default();
    let mut string = |i: u32, escape: bool| -> Option<SharedStr> {
        let s = strings.get(i as usize)?;
        let slot = if escape { &mut escaped } else { &mut raw }.get_mut(i as usize)?;
        Some(
            slot.get_or_insert_with(|| match escape {
                true => crate::profile::shared(s),
                false => SharedStr::from(*s),
            })
            .clone(),
        )
    };
    let count = r.u32().ok_or_else(short)? as usize;
    let mut entries = HashMap::default();
    entries.reserve(count.min(r.left() / ENTRY_BYTES));
    for _ in 0..count {
        let address = r.u64().ok_or_else(short)?;
        let in_symbol = r.u8().ok_or_else(short)? != 0;
        let verdicts = r.u8().ok_or_else(short)?;
        let n = usize::from(r.u16().ok_or_else(short)?);
        let mut frames = Vec::with_capacity(n.min(r.left() / FRAME_BYTES));
        for _ in 0..n {
            let bad = || damaged("a string index past its table");
            let ids = [(); 3].map(|_| r.u32());
            let [Some(raw_id), Some(short_id), Some(full_id)] = ids else {
                return Err(short());
            };
            let name = match functions.get(&[raw_id, short_id, full_id]) {
                Some(name) => name.clone(),
                None => {
                    let name = FunctionName::of(
                        string(short_id, true).ok_or_else(bad)?,
                        string(full_id, true).ok_or_else(bad)?,
                        string(raw_id, false).ok_or_else(bad)?,
                        string(raw_id, true).ok_or_else(bad)?,
                    );
                    functions.insert([raw_id, short_id, full_id], name.clone());
                    name
                }
            };
            let start = r.u64().ok_or_else(short)?.checked_sub(1);
            let file = match r.u32().ok_or_else(short)? {
                0 => None,
                i => Some(string(i - 1, true).ok_or_else(bad)?),
            };
            let line = r.u32().ok_or_else(short)?;
            let from_unwind = r.u8().ok_or_else(short)? != 0;
            frames.push(Frame {
                name,
                start,
                file,
                line,
                from_unwind,
            });
        }
        entries.insert(
            address,
            Entry {
                frames,
                in_symbol,
                verdicts,
            },
        );
    }
    if r.left() != 0 {
        return Err(damaged("bytes past its entries"));
    }
    Ok(entries)
}

/// Little-endian reads within a slice, `None` past its end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let bytes = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(bytes)
    }

    fn left(&self) -> usize {
        self.bytes.len() - self.at
    }

    fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }

    fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.take(2)?.try_into().ok()?))
    }

    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    fn string(&mut self) -> Option<&'a str> {
        let n = self.u32()? as usize;
        std::str::from_utf8(self.take(n)?).ok()
    }
}

mod files;

pub use files::read_forged;
use files::{read_cache_file, touch, trim, write_atomically};

#[cfg(test)]
mod tests;
