//! gprof's own analysis and reports of a histogram profile (`gmon.out`),
//! behind one door: the driver calls [`prepare`] once after reading (it
//! credits the histogram to the program's functions, as gprof does) and the
//! report functions here; nothing else outside this folder knows gprof.
//!
//! - `symbols`: the program's function table, and the symbols gprof reads;
//! - `credit`: bins, arcs and block counts into the profile's samples;
//! - `analysis`: self time, calls, cycles, time propagated along the arcs,
//!   in gprof's arithmetic;
//! - `order`: gprof's walk, topological numbers and cycles;
//! - `estimate`: that analysis as the cum and edges of pprof's graph;
//! - `select`: `--focus` and `--ignore` as gprof's `-F` and `-E`;
//! - `flat`, `call_graph`, `counts`: `gprof -b -p`, `-b -q`, `-b -l -C`;
//! - `sum`: `gprof -s`, the profile written back as `gmon.sum`.

mod analysis;
mod call_graph;
mod counts;
mod credit;
mod estimate;
mod flat;
mod order;
mod select;
mod sum;
mod symbols;

use crate::demangle;
use crate::error::Result;
use crate::profile::{Function, LabelValue, LocationId, Profile, Sample};
use crate::symbolize::Store;
pub use call_graph::write_graph;
pub use counts::write as write_counts;
use credit::HistogramTicks;
pub use estimate::estimate_cum;
pub use flat::write_flat;
pub use select::Selection;
use std::path::Path;
pub use sum::write_sum;
use symbols::ProgramSymbol;

/// What gprof's reports need beyond the samples: gprof's own sums of the
/// histogram and the program's symbols as gprof reads them.
#[derive(Debug, Clone)]
pub struct Gmon {
    ticks: HistogramTicks,
    symbols: Vec<ProgramSymbol>,
    bin_bytes: u64,
    types: SampleTypes,
}

/// Which of the profile's sample types holds what.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SampleTypes {
    pub time: usize,
    pub calls: usize,
    pub executions: usize,
}

/// Credits a histogram profile's bins, arcs and block counts to the
/// functions of `program` (with `gprof_symbols`, only to the symbols gprof
/// reads), filling its samples. `None` for other profiles.
pub fn prepare(
    profile: &mut Profile,
    program: Option<&Path>,
    gprof_symbols: bool,
    store: &Store,
) -> Result<Option<Gmon>> {
    let Some(program) = program else {
        return Ok(None);
    };
    let Some(histogram) = profile.histogram.take() else {
        return Ok(None);
    };
    let index = |kind: &str| profile.sample_types.iter().position(|t| t.kind == kind);
    let (Some(time), Some(calls), Some(executions)) =
        (index("time"), index("calls"), index("executions"))
    else {
        profile.histogram = Some(histogram);
        return Ok(None);
    };
    let functions = symbols::program_functions(program, gprof_symbols, store)?;
    let ticks = credit::credit(profile, &histogram, &functions);
    let bin_bytes = histogram.bin_bytes().unwrap_or(0);
    profile.histogram = Some(histogram);
    Ok(Some(Gmon {
        ticks,
        symbols: functions.symbols,
        bin_bytes,
        types: SampleTypes {
            time,
            calls,
            executions,
        },
    }))
}

/// Counted calls from one address to another.
#[derive(Debug, Clone, Copy)]
struct Call {
    /// An address in the caller: the calling site, or the caller's entry
    /// when the site lies past the code of the function it is credited to.
    caller: LocationId,
    /// The calling site's own address.
    site: u64,
    /// An address in the callee.
    callee: LocationId,
    /// How many calls.
    count: i64,
}

impl Gmon {
    /// gprof's symbol for `function`, found at its entry, or, when the
    /// symbol table did not give the entry, as the symbol at or before
    /// `address` (one of its addresses) that demangles to the same name.
    /// Where symbols share an address (C++'s D1/D2 destructors), gprof keeps
    /// one, and its name, not the one the profile has, is the one gprof
    /// sorts, numbers and selects by.
    fn symbol(&self, function: &Function, address: Option<u64>) -> Option<&ProgramSymbol> {
        let at = function.start.or(address)?;
        let i = self
            .symbols
            .partition_point(|s| s.address <= at)
            .checked_sub(1)?;
        let symbol = &self.symbols[i];
        let same = match function.start {
            Some(start) => symbol.address == start,
            None => {
                let demangled = demangle::cpp_with_return_type(&function.system_name);
                demangled.is_some() && demangle::cpp_with_return_type(&symbol.name) == demangled
            }
        };
        same.then_some(symbol)
    }

    /// The symbol name gprof knows `function` by (see [`Gmon::symbol`]).
    fn symbol_name<'f>(&'f self, function: &'f Function, address: Option<u64>) -> &'f str {
        self.symbol(function, address)
            .map_or(&function.system_name, |s| &s.name)
    }

    /// True when the profile has counted calls.
    pub fn has_calls(&self, profile: &Profile) -> bool {
        profile.samples.iter().any(|s| self.call(s).is_some())
    }

    /// True when the profile has counted basic-block executions.
    pub fn has_executions(&self, profile: &Profile) -> bool {
        profile.samples.iter().any(|s| self.executions(s).is_some())
    }

    /// The sample's calls, when it is an arc's.
    fn call(&self, sample: &Sample) -> Option<Call> {
        let count = sample.value(self.types.calls);
        let (&[callee, caller], true) = (sample.stack.as_slice(), count != 0) else {
            return None;
        };
        let site = sample.labels.iter().find_map(|l| match l.value {
            LabelValue::Num { value, .. } if *l.key == *credit::SITE_LABEL => Some(value as u64),
            _ => None,
        });
        Some(Call {
            caller,
            site: site.unwrap_or(0),
            callee,
            count,
        })
    }

    /// The sample's basic-block executions, when it is a block's.
    fn executions(&self, sample: &Sample) -> Option<(LocationId, i64)> {
        let count = sample.value(self.types.executions);
        (count != 0).then_some((*sample.stack.first()?, count))
    }
}
