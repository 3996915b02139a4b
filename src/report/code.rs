//! What `--list` and `--disasm` share: the sampled addresses of each opened
//! file, the symbol-table routines that match a regular expression and have
//! samples, and the instructions of a routine.

use crate::demangle::Names;
use crate::graph::locations::{Counts, location_counts};
use crate::graph::{Filters, PercentOf, Totals};
use crate::profile::Profile;
use crate::profile::units::Unit;
use crate::report::child::{self, Failure};
use crate::symbolize::{ObjectFile, Objects, Routine};
use iced_x86::{
    Code, Decoder, DecoderOptions, Formatter, GasFormatter, Instruction as X86, IntelFormatter,
    MemorySizeOptions, OpKind, SymbolResolver, SymbolResult,
};
use regex::Regex;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The sampled addresses of every opened file, with their values.
pub(crate) struct CodeProfile {
    /// Per file of [`Objects::files`]: (link-time address, values), sorted.
    per_file: Vec<Vec<(u64, Counts)>>,
    /// What percentages are of: the sum of the filtered samples' values, or
    /// of every sample's (of their |values| in a difference;
    /// [`crate::graph::Totals::percent_total`]).
    pub total: i64,
    /// How the values print.
    pub unit: Unit,
}

impl CodeProfile {
    /// Values (the `value_index`th of each sample) per address of the
    /// samples that `filters` keep, to print in `unit`, their percentages
    /// of the samples kept or of the whole profile (`percent_of`).
    pub fn new(
        profile: &Profile,
        objects: &Objects,
        filters: &Filters,
        value_index: usize,
        unit: (Unit, PercentOf),
    ) -> Self {
        let (unit, percent_of) = unit;
        let (counts, mut totals) = location_counts(profile, filters, value_index);
        if percent_of == PercentOf::Whole {
            totals = Totals::default();
            for sample in &profile.samples {
                totals.add(sample, sample.value(value_index));
            }
        }
        let mut per_file: Vec<Vec<(u64, Counts)>> = vec![Vec::new(); objects.files().len()];
        for (loc, counts) in profile.locations.iter().zip(counts) {
            if counts == Counts::default() {
                continue;
            }
            let Some(mapping) = loc.mapping else { continue };
            let Some(file) = objects.file_of(mapping) else {
                continue;
            };
            let object = &objects.files()[file];
            let address = object.file_address(profile.mapping(mapping), loc.address);
            per_file[file].push((address, counts));
        }
        for addresses in &mut per_file {
            addresses.sort_by_key(|a| a.0);
            // Two mappings of one file can name the same address.
            addresses.dedup_by(|b, a| {
                let same = a.0 == b.0;
                if same {
                    a.1 += b.1;
                }
                same
            });
        }
        CodeProfile {
            per_file,
            total: totals.percent_total(),
            unit,
        }
    }

    /// The sampled addresses of `file` in `[start, end)`.
    pub fn range(&self, file: usize, start: u64, end: u64) -> &[(u64, Counts)] {
        let addresses = &self.per_file[file];
        let from = addresses.partition_point(|a| a.0 < start);
        let to = addresses.partition_point(|a| a.0 < end);
        &addresses[from..to.max(from)]
    }

    /// True when some sampled address is in `file`.
    pub fn has_samples(&self, file: usize) -> bool {
        !self.per_file[file].is_empty()
    }

    /// The values of each of `instructions` (of file `file`), and their sum.
    pub fn per_instruction(
        &self,
        file: usize,
        instructions: &[Instruction],
    ) -> (Vec<Counts>, Counts) {
        let counts: Vec<Counts> = instructions
            .iter()
            .map(|i| self.sum(file, i.address, i.end))
            .collect();
        let mut total = Counts::default();
        for &c in &counts {
            total += c;
        }
        (counts, total)
    }

    /// The summed values of `file`'s addresses in `[start, end)`.
    pub fn sum(&self, file: usize, start: u64, end: u64) -> Counts {
        let mut sum = Counts::default();
        for &(_, c) in self.range(file, start, end) {
            sum += c;
        }
        sum
    }
}

/// A routine to show: which file, where, and its names.
pub(crate) struct Match<'s> {
    /// Index in [`Objects::files`].
    pub file: usize,
    /// Its address range and raw name.
    pub routine: Routine<'s>,
    /// Its demangled names.
    pub names: Names,
}

/// The routines with samples whose short or full demangled name matches
/// `re`: file by file (main program first), by name within a file (as perl
/// pprof orders them). Only routines with samples are demangled and matched,
/// so nothing else of the binary is decoded.
pub(crate) fn matching_routines<'s>(
    objects: &Objects<'s>,
    code: &CodeProfile,
    re: &Regex,
) -> Vec<Match<'s>> {
    let mut matches = Vec::new();
    for (file, object) in objects.files().iter().enumerate() {
        let mut here: Vec<Match<'s>> = object
            .routines()
            .into_iter()
            .filter(|r| !code.range(file, r.start, r.end).is_empty())
            .filter_map(|routine| {
                let names = routine.names();
                (re.is_match(&names.short) || re.is_match(&names.full)).then_some(Match {
                    file,
                    routine,
                    names,
                })
            })
            .collect();
        here.sort_by(|a, b| {
            (&a.names.short, a.routine.start).cmp(&(&b.names.short, b.routine.start))
        });
        matches.extend(here);
    }
    matches
}

/// One machine instruction.
pub(crate) struct Instruction {
    /// Its link-time address.
    pub address: u64,
    /// One past its last byte.
    pub end: u64,
    /// Its text (mnemonic and operands); empty when not asked for.
    pub text: String,
}

/// Assembly syntax for x86.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Syntax {
    /// AT&T, as objdump prints by default.
    #[default]
    Att,
    /// Intel.
    Intel,
}

/// Why the instructions of a routine cannot be had: the message, for
/// stderr, names the file.
#[derive(Debug, thiserror::Error)]
pub(crate) enum CodeError {
    /// The file has no code at the routine's addresses.
    #[error("{}: no code for {name} at {start:#x}-{end:#x}", path.display())]
    NoCode {
        /// The file.
        path: PathBuf,
        /// The routine's symbol.
        name: String,
        /// The routine's first address.
        start: u64,
        /// One past its last byte.
        end: u64,
    },
    /// Code of another instruction set than x86, which objdump did not
    /// disassemble.
    #[error(
        "{}: {architecture} code needs objdump (binutils), which {why}",
        path.display()
    )]
    Objdump {
        /// The file.
        path: PathBuf,
        /// Its instruction set.
        architecture: String,
        /// What became of objdump.
        why: ObjdumpFailure,
    },
}

/// Why objdump did not list a routine's instructions.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ObjdumpFailure {
    /// It ran longer than [`OBJDUMP_TIMEOUT`] and was killed.
    #[error("was still running after {} s: killed", OBJDUMP_TIMEOUT.as_secs())]
    Late,
    /// The report that wanted the code was abandoned.
    #[error("was stopped: the code is no longer wanted")]
    Abandoned,
    /// It could not be started or talked to.
    #[error("could not be run: {0}")]
    Run(std::io::Error),
}

/// The instructions of `routine`, with their text when `syntax` is given.
/// x86 and x86-64 are decoded in-process; other instruction sets through
/// `objdump` when it is installed (the returned note says so).
pub(crate) fn instructions(
    object: &ObjectFile,
    routine: &Routine,
    syntax: Option<Syntax>,
) -> Result<(Vec<Instruction>, Option<String>), CodeError> {
    let code = object
        .code(routine.start, routine.end)
        .ok_or_else(|| CodeError::NoCode {
            path: object.path().to_path_buf(),
            name: routine.raw_name.to_string(),
            start: routine.start,
            end: routine.end,
        })?;
    match object.x86_bitness() {
        Some(bitness) => Ok((
            decode_x86(object, code, routine.start, bitness, syntax),
            None,
        )),
        None => objdump(object, routine).map(|i| {
            let note = format!(
                "{}: {} code is disassembled with objdump",
                object.path().display(),
                object.architecture()
            );
            (i, Some(note))
        }),
    }
}

fn decode_x86(
    object: &ObjectFile,
    code: &[u8],
    start: u64,
    bitness: u32,
    syntax: Option<Syntax>,
) -> Vec<Instruction> {
    let decoded: Vec<X86> = Decoder::with_ip(bitness, code, start, DecoderOptions::NONE)
        .into_iter()
        .collect();
    let Some(syntax) = syntax else {
        return decoded
            .iter()
            .map(|i| Instruction {
                address: i.ip(),
                end: i.next_ip(),
                text: String::new(),
            })
            .collect();
    };
    // Branch targets are named as objdump names them: `1139 <mix_step>`.
    let targets: HashMap<u64, String> = decoded
        .iter()
        .filter(|i| is_near_branch(i.op0_kind()))
        .map(|i| i.near_branch_target())
        .map(|t| {
            let text = match object.label(t) {
                Some(label) => format!("{t:x} <{label}>"),
                None => format!("{t:x}"),
            };
            (t, text)
        })
        .collect();
    let resolver: Box<dyn SymbolResolver> = Box::new(Targets(targets));
    let mut formatter: Box<dyn Formatter> = match syntax {
        Syntax::Att => Box::new(GasFormatter::with_options(Some(resolver), None)),
        Syntax::Intel => Box::new(IntelFormatter::with_options(Some(resolver), None)),
    };
    let o = formatter.options_mut();
    o.set_first_operand_char_index(7);
    o.set_small_hex_numbers_in_decimal(false);
    o.set_rip_relative_addresses(true);
    o.set_branch_leading_zeros(false);
    o.set_show_branch_size(false);
    o.set_uppercase_hex(false);
    o.set_show_zero_displacements(true);
    if syntax == Syntax::Intel {
        // As `objdump -M intel`: `QWORD PTR [rbp-0x8]`, `[rax+rdx*1]`.
        o.set_hex_prefix("0x");
        o.set_hex_suffix("");
        o.set_uppercase_keywords(true);
        o.set_memory_size_options(MemorySizeOptions::Always);
        o.set_always_show_scale(true);
    }
    decoded
        .iter()
        .map(|i| {
            let mut text = String::new();
            formatter.format(i, &mut text);
            if syntax == Syntax::Intel {
                objdump_intel(i, &mut text);
            }
            if syntax == Syntax::Att {
                // binutils 2.37+ prints indirect `call`/`jmp` without iced's `q`.
                for (old, new) in [("callq  ", "call   "), ("jmpq   ", "jmp    ")] {
                    if let Some(rest) = text.strip_prefix(old) {
                        text = format!("{new}{rest}");
                    }
                }
            }
            if i.is_ip_rel_memory_operand() {
                let target = i.ip_rel_memory_address();
                text.push_str(&format!("        # {target:x}"));
                if let Some(label) = object.label(target) {
                    text.push_str(&format!(" <{label}>"));
                }
            }
            Instruction {
                address: i.ip(),
                end: i.next_ip(),
                text,
            }
        })
        .collect()
}

/// The few spellings where `objdump -M intel` differs from iced's Intel
/// formatter: `movabs` for a 64-bit immediate load, and the implicit count
/// of the shifts and rotations by one (`shr rax,1`, opcodes D0 and D1,
/// whose iced names end in `_1`).
fn objdump_intel(instruction: &X86, text: &mut String) {
    if instruction.code() == Code::Mov_r64_imm64
        && let Some(rest) = text.strip_prefix("mov    ")
    {
        *text = format!("movabs {rest}");
    }
    if text.ends_with(",0x1") && format!("{:?}", instruction.code()).ends_with("_1") {
        text.truncate(text.len() - 3);
        text.push('1');
    }
}

fn is_near_branch(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::NearBranch16 | OpKind::NearBranch32 | OpKind::NearBranch64
    )
}

/// The names of a routine's branch targets, for the formatter.
struct Targets(HashMap<u64, String>);

impl SymbolResolver for Targets {
    fn symbol(
        &mut self,
        instruction: &X86,
        _operand: u32,
        instruction_operand: Option<u32>,
        address: u64,
        _address_size: u32,
    ) -> Option<SymbolResult<'_>> {
        if !is_near_branch(instruction.op_kind(instruction_operand?)) {
            return None;
        }
        let text = self.0.get(&address)?;
        Some(SymbolResult::with_str(address, text.as_str()))
    }
}

/// The longest objdump may take over one routine: past it, it is killed.
const OBJDUMP_TIMEOUT: Duration = Duration::from_secs(20);

/// The instructions of `routine` as objdump lists them.
fn objdump(object: &ObjectFile, routine: &Routine) -> Result<Vec<Instruction>, CodeError> {
    let mut command = Command::new("objdump");
    command
        .args(["-d", "-C", "--no-show-raw-insn"])
        .arg(format!("--start-address={:#x}", routine.start))
        .arg(format!("--stop-address={:#x}", routine.end))
        // A file named like a flag (a profile's mapping names it) is still a file.
        .arg(Path::new(".").join(object.path()));
    let mut stdout = Vec::new();
    let failed = |why: ObjdumpFailure| CodeError::Objdump {
        path: object.path().to_path_buf(),
        architecture: object.architecture(),
        why,
    };
    match child::run(&mut command, Vec::new(), &mut stdout, OBJDUMP_TIMEOUT) {
        Ok(_) => {}
        Err(Failure::Late) => return Err(failed(ObjdumpFailure::Late)),
        Err(Failure::Abandoned) => return Err(failed(ObjdumpFailure::Abandoned)),
        Err(Failure::Spawn(e) | Failure::Write(e) | Failure::Io(e)) => {
            return Err(failed(ObjdumpFailure::Run(e)));
        }
    }
    let text = String::from_utf8_lossy(&stdout);
    let mut out: Vec<Instruction> = Vec::new();
    // Instruction lines are indented: `    1139:\tpush   %rbp`.
    for line in text.lines().filter(|l| l.starts_with(' ')) {
        let Some((address, rest)) = line.split_once(':') else {
            continue;
        };
        let Ok(address) = u64::from_str_radix(address.trim_start(), 16) else {
            continue;
        };
        if let Some(last) = out.last_mut() {
            last.end = address;
        }
        out.push(Instruction {
            address,
            end: routine.end,
            text: rest.trim().to_string(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_file_and_what_went_wrong() {
        let no_code = CodeError::NoCode {
            path: PathBuf::from("lib/a.so"),
            name: "f".into(),
            start: 0x10,
            end: 0x20,
        };
        assert_eq!(no_code.to_string(), "lib/a.so: no code for f at 0x10-0x20");
        let objdump = |why| {
            CodeError::Objdump {
                path: PathBuf::from("lib/a.so"),
                architecture: "Aarch64".into(),
                why,
            }
            .to_string()
        };
        assert_eq!(
            objdump(ObjdumpFailure::Late),
            "lib/a.so: Aarch64 code needs objdump (binutils), which was still running after 20 s: killed"
        );
        assert_eq!(
            objdump(ObjdumpFailure::Abandoned),
            "lib/a.so: Aarch64 code needs objdump (binutils), which was stopped: the code is no longer wanted"
        );
        assert_eq!(
            objdump(ObjdumpFailure::Run(std::io::Error::other("no such file"))),
            "lib/a.so: Aarch64 code needs objdump (binutils), which could not be run: no such file"
        );
    }
}
