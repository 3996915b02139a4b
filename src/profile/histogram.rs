//! The extension of a profile that is a program-counter histogram with call
//! counts, as a program compiled with `-pg` writes it: time in address bins
//! rather than sampled stacks, counted calls between addresses, and counts
//! of basic blocks. Its reader fills the raw records; the histogram's own
//! analysis credits the bins to the program's functions (which needs the
//! program's symbol table) and turns the records into samples.

/// One histogram: an address range split in equal bins, each with the
/// number of ticks at which the program counter was in it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HistogramRange {
    /// First address covered.
    pub low: u64,
    /// One past the last address covered.
    pub high: u64,
    /// The ticks of each bin, summed over the records of this range.
    pub bins: Vec<u64>,
}

/// Calls counted from one address to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arc {
    /// The calling site.
    pub from: u64,
    /// An address in the called function (its entry, or just after it).
    pub to: u64,
    /// How many calls.
    pub count: i64,
}

/// How often a basic block ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockCount {
    /// The block's first address.
    pub address: u64,
    /// How many times it ran.
    pub count: i64,
}

/// A profile's histogram, call counts and block counts, as read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Histogram {
    /// The histograms, by address.
    pub ranges: Vec<HistogramRange>,
    /// Ticks per second.
    pub rate: u32,
    /// The call counts, in file order.
    pub arcs: Vec<Arc>,
    /// The basic-block counts, in file order.
    pub blocks: Vec<BlockCount>,
}

impl Histogram {
    /// Bytes of code one bin covers, truncated to whole 2-byte units (as
    /// gprof prints it), when there is a histogram.
    pub fn bin_bytes(&self) -> Option<u64> {
        self.ranges
            .first()
            .map(|h| ((h.high - h.low) / 2 / h.bins.len().max(1) as u64) * 2)
    }
}
