//! Whether a file is the one that was profiled, judged from its code: the
//! callers' frames of a stack are return addresses, so in the profiled file
//! the instruction before each is a call; a leaf is where an instruction
//! starts (the interrupted one, or the one after a call), which decoding
//! its function from its symbol's start reaches. In another build of the
//! file (a library rebuilt since, functions moved) most of them land
//! elsewhere: after no call, inside an instruction.

use super::objects::ObjectFile;
use iced_x86::{Decoder, DecoderError, DecoderOptions, FlowControl};

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
    /// enough of the addresses.
    pub fn refuted(&self) -> bool {
        self.misfits >= MIN_WRONG && 10 * self.misfits >= self.checked
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

/// Checks the profile's addresses in `object` (file addresses, each with
/// its role in the stacks) against its code; `None` when its instruction
/// set is not one the built-in decoder reads (x86-64, i386). Addresses that
/// no function symbol holds are not looked at, leaves only where one does.
pub fn check(object: &ObjectFile, addresses: &[(u64, Role)]) -> Option<Fit> {
    let bitness = object.x86_bitness()?;
    let mut sorted: Vec<(u64, Role)> = addresses.to_vec();
    sorted.sort_unstable_by_key(|&(a, role)| (a, role == Role::Return));
    sorted.dedup();
    let step = sorted.len().div_ceil(SAMPLE).max(1);
    let mut fit = Fit {
        checked: 0,
        misfits: 0,
    };
    for &(address, role) in sorted.iter().step_by(step) {
        let call_before = || {
            [address.wrapping_add(1), address]
                .into_iter()
                .any(|end| call_ends_at(object, bitness, end))
        };
        let fits = match role {
            Role::Return => {
                if object.symbol_start(address).is_none() {
                    continue;
                }
                call_before()
            }
            Role::Leaf => match starts_instruction(object, bitness, address) {
                None => continue,
                Some(starts) => starts || call_ends_at(object, bitness, address.wrapping_add(1)),
            },
        };
        fit.checked += 1;
        if !fits {
            fit.misfits += 1;
        }
    }
    Some(fit)
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
