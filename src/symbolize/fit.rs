//! Whether a file is the one that was profiled, judged from its code: the
//! callers' frames of a stack are return addresses, so in the profiled file
//! the instruction before each is a call; a leaf is where an instruction
//! starts (the interrupted one, or the one after a call), which decoding
//! its function from its symbol's start reaches. In another build of the
//! file (a library rebuilt since, functions moved) most of them land
//! elsewhere: after no call, inside an instruction.

use super::cache::Cached;
use super::objects::ObjectFile;
use super::{Log, SymbolizeOptions};
use crate::error::{Error, Result};
use crate::profile::{LocationId, Mapping, Profile, Unknown};
use iced_x86::{Decoder, DecoderError, DecoderOptions, FlowControl};
use std::path::Path;

/// At most this many return addresses are decoded per file.
const SAMPLE: usize = 4096;

/// In the profiled file every address is an instruction's start or a
/// call's end (but for the odd signal trampoline); this many misfits, if
/// they are also a tenth of the addresses looked at, say it is another
/// file.
const MIN_WRONG: usize = 3;

/// Where an address is in the stacks, which says what it must be in the
/// profiled file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A leaf: where an instruction starts, or (a heap profile's, a return
    /// address read one byte back) where a call ends one byte later.
    Leaf,
    /// A caller's frame: a call ends right after it (a return address read
    /// one byte back) or at it.
    Return,
}

/// What the profile's addresses in a file say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    /// How many addresses were looked at.
    pub checked: usize,
    /// How many of them are no instruction's start nor a call's end.
    pub misfits: usize,
}

impl Fit {
    /// True when the file cannot be the profiled one: enough misfits, and
    /// enough of the addresses; or, however few were looked at, most of
    /// them (the profiled file's misfits are the odd one out, another
    /// file's most addresses).
    pub fn refuted(&self) -> bool {
        (self.misfits >= MIN_WRONG && 10 * self.misfits >= self.checked)
            || 2 * self.misfits > self.checked
    }

    /// `37 of 40 of the profile's addresses in it are no instruction's
    /// start nor a call's end`.
    pub fn describe(&self) -> String {
        format!(
            "{} of {} of the profile's addresses in it are no instruction's start nor a call's end",
            self.misfits, self.checked
        )
    }
}

/// What one address says of a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// An instruction's start or a call's end, as its role wants.
    Fits,
    /// Neither.
    Misfit,
    /// Not looked at (no function symbol holds it, outside a main program).
    Skip,
}

/// The fit of `addresses` by `verdict` of each: of the sorted addresses,
/// at most [`SAMPLE`] evenly spread are looked at.
pub(super) fn tally(
    addresses: &[(u64, Role)],
    mut verdict: impl FnMut(u64, Role) -> Verdict,
) -> Fit {
    let mut sorted: Vec<(u64, Role)> = addresses.to_vec();
    sorted.sort_unstable_by_key(|&(a, role)| (a, role == Role::Return));
    sorted.dedup();
    let step = sorted.len().div_ceil(SAMPLE).max(1);
    let mut fit = Fit {
        checked: 0,
        misfits: 0,
    };
    for &(address, role) in sorted.iter().step_by(step) {
        match verdict(address, role) {
            Verdict::Skip => continue,
            Verdict::Fits => fit.checked += 1,
            Verdict::Misfit => {
                fit.checked += 1;
                fit.misfits += 1;
            }
        }
    }
    fit
}

/// What `address` in `role` says of `object`, decoded as `bitness`-bit x86.
/// With `symbols` (a main program with a full symbol table: the profiled
/// code is in its functions) an address in none of them misfits; else it
/// is not looked at (a library's assembly, ld.so's, has code outside its
/// symbols).
pub(super) fn verdict(
    object: &ObjectFile,
    bitness: u32,
    symbols: bool,
    address: u64,
    role: Role,
) -> Verdict {
    let call_before = || {
        [address.wrapping_add(1), address]
            .into_iter()
            .any(|end| call_ends_at(object, bitness, end))
    };
    let fits = match role {
        Role::Return => match object.symbol_start(address) {
            None if symbols => false,
            None => return Verdict::Skip,
            Some(_) => call_before(),
        },
        Role::Leaf => match starts_instruction(object, bitness, address) {
            None if symbols && object.symbol_start(address).is_none() => false,
            None => return Verdict::Skip,
            Some(starts) => starts || call_ends_at(object, bitness, address.wrapping_add(1)),
        },
    };
    if fits { Verdict::Fits } else { Verdict::Misfit }
}

/// The longest call instruction looked for (prefixes, REX, ModRM, SIB,
/// 32-bit displacement).
const LONGEST_CALL: u64 = 9;

/// Whether a call instruction ends right before `end`.
fn call_ends_at(object: &ObjectFile, bitness: u32, end: u64) -> bool {
    (2..=LONGEST_CALL).any(|len| {
        let Some(start) = end.checked_sub(len) else {
            return false;
        };
        let Some(bytes) = object.code(start, end) else {
            return false;
        };
        let mut decoder = Decoder::with_ip(bitness, bytes, start, DecoderOptions::NONE);
        let instruction = decoder.decode();
        !instruction.is_invalid()
            && instruction.len() as u64 == len
            && matches!(
                instruction.flow_control(),
                FlowControl::Call | FlowControl::IndirectCall
            )
    })
}

/// The farthest from its function's start an address is decoded to.
const LONGEST_WALK: u64 = 1 << 16;

/// Whether an instruction starts at `address`, decoding its function from
/// the start of the symbol that holds it; `None` when no function symbol
/// holds it (or it is too far in to decode).
fn starts_instruction(object: &ObjectFile, bitness: u32, address: u64) -> Option<bool> {
    let start = object.symbol_start(address)?;
    if address - start > LONGEST_WALK {
        return None;
    }
    let code = object.code(start, address)?;
    let mut decoder = Decoder::with_ip(bitness, code, start, DecoderOptions::NONE);
    while decoder.can_decode() {
        let instruction = decoder.decode();
        if instruction.is_invalid() {
            // Cut short by `address`: it is inside this instruction. Bytes
            // that are no instruction (data in code) say nothing.
            return (decoder.last_error() == DecoderError::NoMoreBytes).then_some(false);
        }
    }
    // The instructions decoded end at `address` exactly.
    Some(true)
}

/// Where a location is in the stacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Caller {
    /// In none.
    None,
    /// Only as a leaf: an instruction's address.
    Leaf,
    /// Only below the leaf: a return address (or one byte before it).
    Return,
    /// Both (the same number read both ways).
    Both,
}

/// Where each location is in the stacks (in none unless `stacks`: the
/// samples are call stacks).
pub(super) fn caller_locations(profile: &Profile, stacks: bool) -> Vec<Caller> {
    let mut callers = vec![Caller::None; profile.locations.len()];
    let kernel: Vec<bool> = profile
        .mappings
        .iter()
        .map(|m| m.path == crate::profile::KERNEL_PATH)
        .collect();
    let in_kernel = |id: &LocationId| {
        let mapping = profile.location(*id).mapping;
        mapping.is_some_and(|m| kernel[m.index()])
    };
    for sample in profile.samples.iter().filter(|_| stacks) {
        for (depth, id) in sample.stack.iter().enumerate() {
            // Below a perf chain's kernel frames, the first user frame is
            // where the kernel was entered (an instruction, a system call's
            // next one), not a return address.
            let entered = depth > 0 && in_kernel(&sample.stack[depth - 1]) && !in_kernel(id);
            let here = if depth == 0 || entered {
                Caller::Leaf
            } else {
                Caller::Return
            };
            let c = &mut callers[id.index()];
            *c = match *c {
                Caller::None => here,
                seen if seen == here => here,
                _ => Caller::Both,
            };
        }
    }
    callers
}

/// Whether the file of `mapping` is the one profiled, by the instructions
/// before the return addresses among its `locations` (at file addresses
/// `addresses`): `Ok(Ok(()))` when it may be; `Ok(Err(reason))` for a
/// library that is not (with a warning); an error for a program that is
/// not, unless `--ignore_mismatch` makes it a warning.
/// The verdicts on addresses come from `cached` where it has them, and
/// are recorded there where it has not.
#[allow(clippy::too_many_arguments)]
pub(super) fn check_fit(
    object: &ObjectFile,
    mapping: &Mapping,
    locations: &[usize],
    addresses: &[u64],
    callers: &[Caller],
    options: &SymbolizeOptions,
    log: &mut Log,
    cached: &mut Cached,
) -> Result<std::result::Result<(), Unknown>> {
    let roles: Vec<(u64, Role)> = locations
        .iter()
        .zip(addresses)
        .filter_map(|(&i, &address)| match callers[i] {
            Caller::Return => Some((address, Role::Return)),
            Caller::Leaf => Some((address, Role::Leaf)),
            Caller::Both | Caller::None => None,
        })
        .collect();
    let Some(bitness) = object.x86_bitness() else {
        return Ok(Ok(()));
    };
    let main = mapping.is_main;
    let symbols = main && object.has_symbol_table();
    let fit = tally(&roles, |address, role| {
        cached.verdict(address, role, main).unwrap_or_else(|| {
            let found = verdict(object, bitness, symbols, address, role);
            cached.record_verdict(address, role, main, found);
            found
        })
    });
    log.tried(format!(
        "{}: code {} the profile: {}",
        object.path().display(),
        if fit.refuted() {
            "does not fit"
        } else {
            "fits"
        },
        fit.describe()
    ));
    if !fit.refuted() {
        return Ok(Ok(()));
    }
    let path = object.path().display();
    cached.distrust();
    if options.ignore_mismatch {
        log.warn(format!(
            "{path}: used anyway (--ignore_mismatch), though it looks like another build than the one profiled: {}; its names may be wrong",
            fit.describe()
        ));
        return Ok(Ok(()));
    }
    if mapping.is_main {
        return Err(Error::binary(
            object.path(),
            format!(
                "is not the program profiled: {} (another build? --ignore_mismatch uses it anyway)",
                fit.describe()
            ),
        ));
    }
    let named = if object.path() == Path::new(&mapping.path) {
        String::new()
    } else {
        format!(", which the profile names {}", mapping.path)
    };
    log.warn(format!(
        "{path}: not the library profiled{named} ({}; another build?): its addresses are shown as hex",
        fit.describe(),
    ));
    Ok(Err(Unknown::NotProfiled {
        why: fit.describe(),
    }))
}

/// Whether the main program of `mapping` names none of the addresses
/// where samples were taken (`leaves`, file addresses), though it has a
/// symbol table: another program's code, however few the addresses. An
/// error unless `--ignore_mismatch` makes it a warning.
pub(super) fn check_named_leaves(
    object: &ObjectFile,
    mapping: &Mapping,
    leaves: &[u64],
    options: &SymbolizeOptions,
    log: &mut Log,
    cached: &mut Cached,
) -> Result<()> {
    let in_symbol = |a: u64| match cached.get(a) {
        Some(entry) => entry.in_symbol,
        None => object.symbol_start(a).is_some(),
    };
    if !mapping.is_main
        || leaves.is_empty()
        || !object.has_symbol_table()
        || leaves.iter().any(|&a| in_symbol(a))
    {
        return Ok(());
    }
    cached.distrust();
    let why = format!(
        "none of the {} addresses where the profile's samples were taken in it is in a function it has a symbol for",
        leaves.len()
    );
    if options.ignore_mismatch {
        log.warn(format!(
            "{}: used anyway (--ignore_mismatch), though {why}; its names may be wrong",
            object.path().display()
        ));
        return Ok(());
    }
    Err(Error::binary(
        object.path(),
        format!(
            "is not the program profiled: {why} (another build? --ignore_mismatch uses it anyway)"
        ),
    ))
}
