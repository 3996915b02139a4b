//! The extension of a profile that is a program-counter histogram with call
//! counts, as a program compiled with `-pg` writes it: time in address bins
//! rather than sampled stacks, counted calls between addresses, and counts
//! of basic blocks. Its reader fills the raw records; the histogram's own
//! analysis credits the bins to the program's functions (which needs the
//! program's symbol table) and turns the records into samples.
//!
//! Several `gmon.out` files add up as GNU gprof adds them when it is given
//! several ([`Histogram::add`]): binutils' `hist.c` (`hist_read_rec`,
//! `read_histogram_header`) for histogram records, `gmon_io.c`
//! (`gmon_out_read`) for BSD files, `call_graph.c` (`cg_tally`) for arcs
//! and `basic_blocks.c` (`bb_read_rec`) for block counts.

use std::collections::{BTreeMap, HashMap};

/// gprof's dimension when a file names none (BSD files): `seconds`, padded
/// to 15 bytes, then its abbreviation `s`.
pub const SECONDS: [u8; 16] = *b"seconds\0\0\0\0\0\0\0\0s";

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

impl HistogramRange {
    /// gprof's scale of the range: 2-byte units per bin, from the whole
    /// units of the range (`hist_scale`).
    pub fn scale(&self) -> f64 {
        ((self.high - self.low) / 2) as f64 / self.bins.len().max(1) as f64
    }
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

/// The layout of the file a histogram was read from, which decides how
/// gprof adds it to another.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum GmonLayout {
    /// GNU's tagged records (`gmon` magic).
    #[default]
    Gnu,
    /// BSD's header, bins and arcs; `rate_in_header` for 4.4BSD's header
    /// (version `0x51879` and the profiling rate).
    Bsd {
        /// The header gives the profiling rate.
        rate_in_header: bool,
    },
}

/// A profile's histogram, call counts and block counts, as read.
#[derive(Debug, Clone, PartialEq)]
pub struct Histogram {
    /// The histograms, in the order their first record was read (the order
    /// gprof writes them in).
    pub ranges: Vec<HistogramRange>,
    /// Ticks per second: the rate of the first histogram record read, as
    /// written (gprof does not compare the rates of GNU records).
    pub rate: u32,
    /// The first histogram record's dimension: 15 bytes of name (`seconds`
    /// and NULs), then a one-byte abbreviation ([`SECONDS`] for BSD files).
    pub dimension: [u8; 16],
    /// The call counts, in file order.
    pub arcs: Vec<Arc>,
    /// The basic-block counts, in file order.
    pub blocks: Vec<BlockCount>,
    /// True when a basic-block record was read (even one of no blocks):
    /// gprof's `-s` then writes one.
    pub block_records: bool,
    /// The layout of the (first) file read.
    pub layout: GmonLayout,
    /// The high PC and the 32-bit size word (bins of a GNU record, bytes of
    /// a BSD sample buffer with its header) of the last histogram header
    /// read. gprof's `-s` leaves them in `gmon.sum`'s 12 spare header bytes:
    /// its header is never cleared and lies where the reader kept them on
    /// the stack (binutils 2.40 on x86-64; readers ignore those bytes).
    pub last_header: Option<(u64, u32)>,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram {
            ranges: Vec::new(),
            rate: 100,
            dimension: SECONDS,
            arcs: Vec::new(),
            blocks: Vec::new(),
            block_records: false,
            layout: GmonLayout::Gnu,
            last_header: None,
        }
    }
}

/// Why two histograms (or two records of one) cannot be added up, as gprof
/// refuses them.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum HistogramMismatch {
    /// gprof: "dimension unit changed between histogram records" (or its
    /// abbreviation).
    #[error("histogram dimension differs from the first histogram's: {other}, not {first}")]
    Dimension {
        /// The first histogram's, as `'seconds' ('s')`.
        first: String,
        /// This one's.
        other: String,
    },
    /// gprof: "different scales in histogram records".
    #[error(
        "histogram bin size differs from the first histogram's: \
         {other:.6} 2-byte units a bin over {low:#x}-{high:#x}, not {first:.6}"
    )]
    BinSize {
        /// The first histogram's units per bin.
        first: f64,
        /// This one's.
        other: f64,
        /// This one's range.
        low: u64,
        /// Its end.
        high: u64,
    },
    /// gprof: "overlapping histogram records".
    #[error("histogram {low:#x}-{high:#x} overlaps another ({other_low:#x}-{other_high:#x})")]
    Overlap {
        /// This histogram's range.
        low: u64,
        /// Its end.
        high: u64,
        /// The range it overlaps.
        other_low: u64,
        /// Its end.
        other_high: u64,
    },
    /// gprof: "incompatible with first gmon file" (a BSD file's histogram
    /// is added to the first histogram, and must be of its range and bins).
    #[error(
        "BSD histogram {low:#x}-{high:#x} of {bins} bins is not the first histogram's \
         ({first_low:#x}-{first_high:#x} of {first_bins} bins)"
    )]
    BsdRange {
        /// The BSD file's range.
        low: u64,
        /// Its end.
        high: u64,
        /// Its bins.
        bins: usize,
        /// The first histogram's range.
        first_low: u64,
        /// Its end.
        first_high: u64,
        /// Its bins.
        first_bins: usize,
    },
    /// gprof: "profiling rate incompatible with first gmon file" (only a
    /// 4.4BSD header's rate is compared).
    #[error("profiling rate of {other} Hz differs from the first histogram's {first} Hz")]
    Rate {
        /// The first histogram's rate.
        first: u32,
        /// This one's.
        other: u32,
    },
}

impl Histogram {
    /// Bytes of code one bin covers, truncated to whole 2-byte units (as
    /// gprof prints it), when there is a histogram.
    pub fn bin_bytes(&self) -> Option<u64> {
        self.ranges
            .first()
            .map(|h| ((h.high - h.low) / 2 / h.bins.len().max(1) as u64) * 2)
    }

    /// Adds `other` (the next file of the command line) to this histogram,
    /// as gprof reads a second `gmon.out` after a first: each histogram of
    /// a GNU file is one record to add (same dimension and bin size as the
    /// first histogram, then summed bin by bin into a histogram of the same
    /// range, or kept as a new one that must overlap none; the rates are
    /// not compared, the first stays); a BSD file's histogram is summed
    /// into the first histogram, whose range and bins it must have (and its
    /// rate, when its header has one). Arcs of the same (from, to) and
    /// blocks of the same address are summed where they first appear, the
    /// others appended. On an error, `self` is left unchanged.
    pub fn add(&mut self, other: &Histogram) -> Result<(), HistogramMismatch> {
        let mut sum = self.clone();
        match other.layout {
            GmonLayout::Gnu => {
                let mut ranges = Ranges::new(&mut sum);
                for range in &other.ranges {
                    ranges.add_record(range, other.rate, &other.dimension)?;
                }
                sum.block_records |= other.block_records;
            }
            GmonLayout::Bsd { rate_in_header } => {
                for range in &other.ranges {
                    sum.add_bsd(range, other.rate, rate_in_header)?;
                }
                // gprof's BSD reader sets its inputs to a histogram and arcs.
                sum.block_records = false;
            }
        }
        if other.last_header.is_some() {
            sum.last_header = other.last_header;
        }
        sum.add_arcs(&other.arcs);
        sum.add_blocks(&other.blocks);
        *self = sum;
        Ok(())
    }

    /// Adds the histogram of a BSD file (gprof's `gmon_out_read`).
    fn add_bsd(
        &mut self,
        range: &HistogramRange,
        rate: u32,
        rate_in_header: bool,
    ) -> Result<(), HistogramMismatch> {
        let Some(first) = self.ranges.first_mut() else {
            self.ranges.push(range.clone());
            self.rate = rate;
            return Ok(());
        };
        if (first.low, first.high, first.bins.len()) != (range.low, range.high, range.bins.len()) {
            return Err(HistogramMismatch::BsdRange {
                low: range.low,
                high: range.high,
                bins: range.bins.len(),
                first_low: first.low,
                first_high: first.high,
                first_bins: first.bins.len(),
            });
        }
        if rate_in_header && rate != self.rate {
            return Err(HistogramMismatch::Rate {
                first: self.rate,
                other: rate,
            });
        }
        add_bins(&mut first.bins, &range.bins);
        Ok(())
    }

    /// Sums arcs of the same (from, to), appends the others.
    fn add_arcs(&mut self, arcs: &[Arc]) {
        let mut at: HashMap<(u64, u64), usize> = HashMap::new();
        for (i, a) in self.arcs.iter().enumerate() {
            at.entry((a.from, a.to)).or_insert(i);
        }
        for a in arcs {
            match at.get(&(a.from, a.to)) {
                Some(&i) => {
                    let sum = &mut self.arcs[i].count;
                    *sum = sum.saturating_add(a.count);
                }
                None => {
                    at.insert((a.from, a.to), self.arcs.len());
                    self.arcs.push(*a);
                }
            }
        }
    }

    /// Sums blocks of the same address, appends the others.
    fn add_blocks(&mut self, blocks: &[BlockCount]) {
        let mut at: HashMap<u64, usize> = HashMap::new();
        for (i, b) in self.blocks.iter().enumerate() {
            at.entry(b.address).or_insert(i);
        }
        for b in blocks {
            match at.get(&b.address) {
                Some(&i) => {
                    let sum = &mut self.blocks[i].count;
                    *sum = sum.saturating_add(b.count);
                }
                None => {
                    at.insert(b.address, self.blocks.len());
                    self.blocks.push(*b);
                }
            }
        }
    }
}

/// Adds `more` to `bins`, bin by bin.
fn add_bins(bins: &mut [u64], more: &[u64]) {
    bins.iter_mut()
        .zip(more)
        .for_each(|(a, b)| *a = a.saturating_add(*b));
}

/// A histogram's ranges, indexed by address, to which records are added
/// one at a time as gprof's `hist_read_rec` adds them (a reader adds each
/// record of a file so; [`Histogram::add`] each histogram of another).
pub struct Ranges<'h> {
    histogram: &'h mut Histogram,
    /// Index in `ranges` of each range, by its low address (the ranges do
    /// not overlap).
    by_low: BTreeMap<u64, usize>,
}

impl<'h> Ranges<'h> {
    /// The ranges of `histogram`, to add records to.
    pub fn new(histogram: &'h mut Histogram) -> Self {
        let by_low = histogram
            .ranges
            .iter()
            .enumerate()
            .map(|(i, r)| (r.low, i))
            .collect();
        Ranges { histogram, by_low }
    }

    /// Adds one GNU histogram record of `rate` and `dimension`: the first
    /// record sets the rate, dimension and bin size, the others must have
    /// the same dimension (its name compared as C strings of at most 15
    /// bytes, and its abbreviation) and bin size (to a millionth of a
    /// unit); a record of a range already read is summed into it, one of a
    /// new range must overlap no other.
    pub fn add_record(
        &mut self,
        record: &HistogramRange,
        rate: u32,
        dimension: &[u8; 16],
    ) -> Result<(), HistogramMismatch> {
        let h = &mut *self.histogram;
        let scale = record.scale();
        match h.ranges.first() {
            None => {
                h.rate = rate;
                h.dimension = *dimension;
            }
            Some(first) => {
                let name = |d: &[u8; 16]| {
                    let n = d[..15].iter().position(|&b| b == 0).unwrap_or(15);
                    d[..n].to_vec()
                };
                if name(&h.dimension) != name(dimension) || h.dimension[15] != dimension[15] {
                    let show = |d: &[u8; 16]| {
                        format!(
                            "'{}' ('{}')",
                            String::from_utf8_lossy(&name(d)),
                            char::from(d[15]).escape_default()
                        )
                    };
                    return Err(HistogramMismatch::Dimension {
                        first: show(&h.dimension),
                        other: show(dimension),
                    });
                }
                if (first.scale() - scale).abs() > 0.000001 {
                    return Err(HistogramMismatch::BinSize {
                        first: first.scale(),
                        other: scale,
                        low: record.low,
                        high: record.high,
                    });
                }
            }
        }
        h.last_header = Some((record.high, record.bins.len() as u32));
        if let Some(&i) = self.by_low.get(&record.low)
            && h.ranges[i].high == record.high
        {
            let same = &mut h.ranges[i];
            if same.bins.len() != record.bins.len() {
                return Err(HistogramMismatch::BinSize {
                    first: same.scale(),
                    other: scale,
                    low: record.low,
                    high: record.high,
                });
            }
            add_bins(&mut same.bins, &record.bins);
            return Ok(());
        }
        // The ranges do not overlap: only the neighbours need a look.
        let neighbours = self
            .by_low
            .range(..=record.low)
            .next_back()
            .into_iter()
            .chain(self.by_low.range(record.low..).next());
        for (_, &i) in neighbours {
            let r = &h.ranges[i];
            if record.low < r.high && r.low < record.high {
                return Err(HistogramMismatch::Overlap {
                    low: record.low,
                    high: record.high,
                    other_low: r.low,
                    other_high: r.high,
                });
            }
        }
        self.by_low.insert(record.low, h.ranges.len());
        h.ranges.push(record.clone());
        Ok(())
    }
}

#[cfg(test)]
mod tests;
