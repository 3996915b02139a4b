//! A frame of an address's inline chain, and the function name it shares
//! with every other frame of its function.
//!
//! A function's names are made once per name (demangled, escaped, hashed)
//! and shared: an object whose one symbol has a 1 MB name, 3,000 of whose
//! addresses a profile names, holds the name once (with its short, full
//! and escaped forms), not 3,000 times, and the interner finds its function
//! by a hash made once.

use crate::demangle::{self, Names};
use crate::profile::{SharedStr, escape_controls};
use foldhash::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};

/// One frame of an address's inline chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The function's names, shared by its frames.
    pub name: Arc<FunctionName>,
    /// The function's start address, when its symbol-table entry is known.
    pub start: Option<u64>,
    /// Source file, its control characters escaped.
    pub file: Option<SharedStr>,
    /// Source line, 0 when unknown.
    pub line: u32,
    /// Named only after the function `.eh_frame` records (`lib.so+0x1110`):
    /// no symbol covers the address.
    pub from_unwind: bool,
}

/// A function's names, made once per name.
#[derive(Debug)]
pub struct FunctionName {
    /// The name reports print by default, escaped.
    pub short: SharedStr,
    /// The full demangled name, with argument types, escaped.
    pub full: SharedStr,
    /// The name as stored in the file.
    pub raw: SharedStr,
    /// `raw` with its control characters escaped: the function's system
    /// name.
    pub system: SharedStr,
    /// A hash of `short` and `full`, which the interner keys by.
    hash: u64,
}

impl FunctionName {
    /// The names of `raw` (`demangle::names`; `cpp` as there).
    pub fn demangled(raw: &str, cpp: bool) -> Arc<Self> {
        Self::new(demangle::names(raw, cpp), raw)
    }

    /// `names` (escaped already) of the function stored as `raw`.
    pub fn new(names: Names, raw: &str) -> Arc<Self> {
        let raw = SharedStr::from(raw);
        let system = match escape_controls(&raw) {
            std::borrow::Cow::Borrowed(_) => raw.clone(),
            std::borrow::Cow::Owned(escaped) => escaped.into(),
        };
        Self::of(names.short.into(), names.full.into(), raw, system)
    }

    /// The name of these strings, shared as they are.
    pub fn of(short: SharedStr, full: SharedStr, raw: SharedStr, system: SharedStr) -> Arc<Self> {
        let hash = foldhash::fast::FixedState::default().hash_one((&*short, &*full));
        Arc::new(FunctionName {
            short,
            full,
            raw,
            system,
            hash,
        })
    }

    /// True when `self` and `other` print the same (the same short and
    /// full names), compared by their shared strings first.
    pub fn same_names(&self, other: &FunctionName) -> bool {
        self.hash == other.hash
            && (Arc::ptr_eq(&self.short, &other.short) || self.short == other.short)
            && (Arc::ptr_eq(&self.full, &other.full) || self.full == other.full)
    }
}

impl PartialEq for FunctionName {
    fn eq(&self, other: &Self) -> bool {
        self.same_names(other) && self.raw == other.raw
    }
}

impl Eq for FunctionName {}

/// A function's printed names, as the interner keys functions: hashed by
/// the hash made once, compared by [`FunctionName::same_names`].
#[derive(Debug, Clone)]
pub(super) struct PrintedNames(pub Arc<FunctionName>);

impl Hash for PrintedNames {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl PartialEq for PrintedNames {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.same_names(&other.0)
    }
}

impl Eq for PrintedNames {}

/// The names made of an object's names, by where the name is stored in
/// the mapped file (its address and length) and whether it is C++ text:
/// each stored name is demangled once. Shared by the threads that look
/// up the object's addresses.
#[derive(Default)]
pub(super) struct NameMemo(Mutex<HashMap<(usize, usize, bool), Arc<FunctionName>>>);

impl NameMemo {
    /// The names of `raw`, a name stored in the object's mapped bytes
    /// (which outlive the memo, so its address names it).
    pub(super) fn get(&self, raw: &str, cpp: bool) -> Arc<FunctionName> {
        let key = (raw.as_ptr() as usize, raw.len(), cpp);
        if let Some(name) = self.lock().get(&key) {
            return name.clone();
        }
        let name = FunctionName::demangled(raw, cpp);
        self.lock().entry(key).or_insert(name).clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(usize, usize, bool), Arc<FunctionName>>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}
