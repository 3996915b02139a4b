use super::*;

fn range(low: u64, high: u64, bins: &[u64]) -> HistogramRange {
    HistogramRange {
        low,
        high,
        bins: bins.to_vec(),
    }
}

fn gnu(ranges: &[HistogramRange], rate: u32) -> Histogram {
    let mut h = Histogram::default();
    let mut r = Ranges::new(&mut h);
    for range in ranges {
        r.add_record(range, rate, &SECONDS).unwrap();
    }
    h
}

#[test]
fn ranges_of_the_same_bounds_add_bin_by_bin_and_new_ones_follow() {
    let mut a = gnu(&[range(0x1000, 0x1010, &[1, 2, 3, 4])], 100);
    a.arcs = vec![
        Arc {
            from: 1,
            to: 2,
            count: 3,
        },
        Arc {
            from: 4,
            to: 5,
            count: 6,
        },
    ];
    a.blocks = vec![BlockCount {
        address: 9,
        count: 1,
    }];
    let mut b = gnu(
        &[
            range(0x2000, 0x2010, &[1, 1, 1, 1]),
            range(0x1000, 0x1010, &[10, 0, 0, 10]),
        ],
        1000,
    );
    b.arcs = vec![
        Arc {
            from: 7,
            to: 8,
            count: 1,
        },
        Arc {
            from: 4,
            to: 5,
            count: 4,
        },
    ];
    b.blocks = vec![
        BlockCount {
            address: 9,
            count: 2,
        },
        BlockCount {
            address: 3,
            count: 5,
        },
    ];
    b.block_records = true;
    a.add(&b).unwrap();
    assert_eq!(
        a.ranges,
        [
            range(0x1000, 0x1010, &[11, 2, 3, 14]),
            range(0x2000, 0x2010, &[1, 1, 1, 1])
        ]
    );
    // gprof keeps the first rate.
    assert_eq!(a.rate, 100);
    assert_eq!(
        a.arcs,
        [
            Arc {
                from: 1,
                to: 2,
                count: 3
            },
            Arc {
                from: 4,
                to: 5,
                count: 10
            },
            Arc {
                from: 7,
                to: 8,
                count: 1
            },
        ]
    );
    assert_eq!(
        a.blocks,
        [
            BlockCount {
                address: 9,
                count: 3
            },
            BlockCount {
                address: 3,
                count: 5
            },
        ]
    );
    assert!(a.block_records);
    assert_eq!(a.last_header, Some((0x1010, 4)));
}

#[test]
fn a_first_histogram_comes_from_the_second_file_when_the_first_has_none() {
    let mut a = Histogram {
        arcs: vec![Arc {
            from: 1,
            to: 2,
            count: 3,
        }],
        ..Histogram::default()
    };
    let mut b = gnu(&[range(0x1000, 0x1010, &[1, 2, 3, 4])], 1000);
    b.dimension = *b"cycles\0\0\0\0\0\0\0\0\0c";
    a.add(&b).unwrap();
    assert_eq!((a.rate, a.dimension), (1000, b.dimension));
    assert_eq!(a.ranges, b.ranges);
}

#[test]
fn mismatches_are_refused_and_leave_the_sum_alone() {
    let a = gnu(&[range(0x1000, 0x1010, &[1, 2, 3, 4])], 100);
    let check = |b: Histogram, what: &str| {
        let mut sum = a.clone();
        let e = sum.add(&b).unwrap_err().to_string();
        assert!(e.contains(what), "{e}");
        assert_eq!(sum, a);
    };
    check(
        gnu(&[range(0x1008, 0x1018, &[1, 1, 1, 1])], 100),
        "histogram 0x1008-0x1018 overlaps another (0x1000-0x1010)",
    );
    check(
        gnu(&[range(0x1000, 0x1010, &[1, 1])], 100),
        "bin size differs from the first histogram's: 4.000000 2-byte units a bin \
             over 0x1000-0x1010, not 2.000000",
    );
    let mut cycles = gnu(&[range(0x2000, 0x2010, &[1, 1, 1, 1])], 100);
    cycles.dimension = *b"cycles\0\0\0\0\0\0\0\0\0c";
    check(cycles, "'cycles' ('c'), not 'seconds' ('s')");
    let mut abbreviation = gnu(&[range(0x2000, 0x2010, &[1, 1, 1, 1])], 100);
    abbreviation.dimension[15] = b'S';
    check(abbreviation, "'seconds' ('S'), not 'seconds' ('s')");
    let bsd = |r: HistogramRange, rate: u32, rate_in_header: bool| Histogram {
        ranges: vec![r],
        rate,
        layout: GmonLayout::Bsd { rate_in_header },
        ..Histogram::default()
    };
    check(
        bsd(range(0x1000, 0x1020, &[1; 8]), 100, false),
        "BSD histogram 0x1000-0x1020 of 8 bins is not the first histogram's \
             (0x1000-0x1010 of 4 bins)",
    );
    check(
        bsd(range(0x1000, 0x1010, &[1; 4]), 1000, true),
        "profiling rate of 1000 Hz differs from the first histogram's 100 Hz",
    );
    // Bytes past a dimension's NUL are not compared.
    let mut padded = gnu(&[range(0x2000, 0x2010, &[1, 1, 1, 1])], 100);
    padded.dimension[14] = b'x';
    a.clone().add(&padded).unwrap();
    // An old BSD header's rate is not compared; the bins are added.
    let mut sum = a.clone();
    sum.add(&bsd(range(0x1000, 0x1010, &[1; 4]), 60, false))
        .unwrap();
    assert_eq!(sum.ranges, [range(0x1000, 0x1010, &[2, 3, 4, 5])]);
    assert_eq!(sum.rate, 100);
}

#[test]
fn a_bsd_file_drops_the_block_records() {
    let mut a = gnu(&[range(0x1000, 0x1010, &[1, 2, 3, 4])], 100);
    a.block_records = true;
    let bsd = Histogram {
        ranges: vec![range(0x1000, 0x1010, &[1; 4])],
        layout: GmonLayout::Bsd {
            rate_in_header: true,
        },
        last_header: Some((0x1010, 48)),
        ..Histogram::default()
    };
    a.add(&bsd).unwrap();
    assert!(!a.block_records);
    assert_eq!(a.last_header, Some((0x1010, 48)));
}
