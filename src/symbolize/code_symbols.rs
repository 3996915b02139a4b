//! Functions no symbol table names: a PLT stub (`memcpy@plt`, after the
//! symbol its GOT slot is bound to) and, in a stripped object, each
//! function `.eh_frame` records (`libfoo.so+0x4f2a0`).

use super::binary::{Binary, Store};
use super::debug_info::{Symbol, endian_of};
use object::{Object, ObjectSection, ObjectSymbol};
use std::collections::HashMap;

/// The PLT stubs of an x86-64 binary as functions named `name@plt`, as
/// objdump and perf name them: each stub of `.plt`, `.plt.sec` and
/// `.plt.got` jumps through the GOT slot that a dynamic relocation binds
/// to the symbol it calls.
pub(super) fn plt_stubs<'a>(binary: &Binary<'a>, store: &'a Store, out: &mut Vec<Symbol<'a>>) {
    use iced_x86::{Decoder, DecoderOptions, FlowControl};
    use object::{ObjectSymbolTable, RelocationTarget};
    let object = &binary.object;
    if object.architecture() != object::Architecture::X86_64 {
        return;
    }
    let (Some(relocations), Some(dynsym)) =
        (object.dynamic_relocations(), object.dynamic_symbol_table())
    else {
        return;
    };
    let slots: HashMap<u64, std::borrow::Cow<str>> = relocations
        .filter_map(|(slot, relocation)| {
            let index = match relocation.target() {
                RelocationTarget::Symbol(index) => index,
                // An IFUNC's slot, bound to what its resolver (at the
                // addend) returns: `*ABS*+0x9d8e0@plt`, as objdump and
                // newer perf name it.
                RelocationTarget::Absolute if is_irelative(relocation.flags()) => {
                    let resolver = relocation.addend();
                    return Some((slot, format!("*ABS*+{resolver:#x}").into()));
                }
                _ => return None,
            };
            let name = dynsym.symbol_by_index(index).ok()?.name().ok()?;
            (!name.is_empty()).then_some((slot, name.into()))
        })
        .collect();
    for (section_name, entry) in [(".plt", 16u64), (".plt.sec", 16), (".plt.got", 8)] {
        let Some(section) = object.section_by_name(section_name) else {
            continue;
        };
        let Ok(code) = section.data() else {
            continue;
        };
        for (i, stub) in code.chunks(entry as usize).enumerate() {
            let address = section.address().wrapping_add(i as u64 * entry);
            let mut decoder = Decoder::with_ip(64, stub, address, DecoderOptions::NONE);
            let target = decoder.iter().find_map(|instruction| {
                (instruction.flow_control() == FlowControl::IndirectBranch
                    && instruction.is_ip_rel_memory_operand())
                .then(|| instruction.ip_rel_memory_address())
            });
            let Some(name) = target.and_then(|slot| slots.get(&slot)) else {
                continue;
            };
            let name = store.keep(format!("{name}@plt").into_bytes());
            out.push(Symbol {
                address,
                size: entry,
                name: std::str::from_utf8(name).unwrap_or_default(),
                rank: PLT_RANK,
                section_end: section.address().saturating_add(section.size()),
            });
        }
    }
}

/// Whether a dynamic relocation is x86-64's `R_X86_64_IRELATIVE`.
fn is_irelative(flags: object::RelocationFlags) -> bool {
    matches!(flags, object::RelocationFlags::Elf { r_type } if r_type == object::elf::R_X86_64_IRELATIVE)
}

/// The rank of a PLT stub: below the symbols, above unwind functions.
const PLT_RANK: (usize, u8) = (usize::MAX - 1, u8::MAX);

/// The rank of a function [`unwind_functions`] makes: below every symbol.
pub(super) const UNWIND_RANK: (usize, u8) = (usize::MAX, u8::MAX);

/// The functions whose extents `.eh_frame` records (one FDE each), named
/// `<file name>+0x<address>` (as perf names code of a stripped object), and
/// ranked below every real symbol. A stripped object's static functions,
/// which no symbol names, so group their addresses into functions rather
/// than one row per address.
pub(super) fn unwind_functions<'a>(
    binary: &Binary<'a>,
    store: &'a Store,
    out: &mut Vec<Symbol<'a>>,
) {
    use gimli::UnwindSection;
    let object = &binary.object;
    let Some(section) = object.section_by_name(".eh_frame") else {
        return;
    };
    let Ok(data) = section.data() else {
        return;
    };
    let file = binary
        .path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let mut eh_frame = gimli::EhFrame::new(data, endian_of(object));
    eh_frame.set_address_size(if object.is_64() { 8 } else { 4 });
    let mut bases = gimli::BaseAddresses::default().set_eh_frame(section.address());
    if let Some(text) = object.section_by_name(".text") {
        bases = bases.set_text(text.address());
    }
    if let Some(got) = object.section_by_name(".got") {
        bases = bases.set_got(got.address());
    }
    let mut entries = eh_frame.entries(&bases);
    while let Ok(Some(entry)) = entries.next() {
        let gimli::CieOrFde::Fde(partial) = entry else {
            continue;
        };
        let Ok(fde) =
            partial.parse(|section, bases, offset| section.cie_from_offset(bases, offset))
        else {
            continue;
        };
        let (address, size) = (fde.initial_address(), fde.len());
        if size == 0 {
            continue;
        }
        let name = store.keep(format!("{file}+{address:#x}").into_bytes());
        out.push(Symbol {
            address,
            size,
            name: std::str::from_utf8(name).unwrap_or_default(),
            rank: UNWIND_RANK,
            section_end: address.saturating_add(size),
        });
    }
}
