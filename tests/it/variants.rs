//! Synthetic variants of real profiles (other slot widths and byte orders,
//! split records, extra header slots, `build=` lines) must give the same
//! report as the original.

use crate::common::{profile, run, scratch, stdout_ok, test_each, testdata, text};

/// A gperftools profile, decoded from the 64-bit little-endian fixtures.
struct Decoded {
    period: u64,
    records: Vec<(u64, Vec<u64>)>,
    maps: String,
}

fn decode(bytes: &[u8]) -> Decoded {
    let word = |i: usize| u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap());
    assert_eq!(
        (word(0), word(1), word(2)),
        (0, 3, 0),
        "fixture is 64-bit LE"
    );
    let mut records = Vec::new();
    let mut i = 5;
    loop {
        let (count, n) = (word(i), word(i + 1) as usize);
        if count == 0 && n == 1 && word(i + 2) == 0 {
            break;
        }
        records.push((count, (0..n).map(|j| word(i + 2 + j)).collect()));
        i += 2 + n;
    }
    Decoded {
        period: word(3),
        records,
        maps: String::from_utf8(bytes[(i + 3) * 8..].to_vec()).unwrap(),
    }
}

struct Layout {
    width: usize,
    big_endian: bool,
    extra_header_slots: u64,
}

const NATIVE: Layout = Layout {
    width: 8,
    big_endian: false,
    extra_header_slots: 0,
};

fn encode(p: &Decoded, layout: &Layout) -> Vec<u8> {
    let mut out = Vec::new();
    let mut put = |v: u64| match (layout.width, layout.big_endian) {
        (4, false) => out.extend_from_slice(&u32::try_from(v).unwrap().to_le_bytes()),
        (4, true) => out.extend_from_slice(&u32::try_from(v).unwrap().to_be_bytes()),
        (_, false) => out.extend_from_slice(&v.to_le_bytes()),
        (_, true) => out.extend_from_slice(&v.to_be_bytes()),
    };
    put(0);
    put(3 + layout.extra_header_slots);
    put(0);
    put(p.period);
    put(0);
    for _ in 0..layout.extra_header_slots {
        put(0xdead);
    }
    for (count, pcs) in &p.records {
        put(*count);
        put(pcs.len() as u64);
        pcs.iter().for_each(|&pc| put(pc));
    }
    put(0);
    put(1);
    put(0);
    out.extend_from_slice(p.maps.as_bytes());
    out
}

/// Moves every mapping above 4 GiB below it, consistently in the mapped-objects
/// text and in the PCs, so that the profile fits 32-bit slots.
fn rebase_below_4g(p: &Decoded) -> Decoded {
    let mut moves: Vec<(u64, u64, u64)> = Vec::new(); // (start, end, new start)
    let mut next = 0x4000_0000u64;
    let maps = p
        .maps
        .lines()
        .map(|line| {
            let Some((range, rest)) = line.split_once(' ') else {
                return line.to_string();
            };
            let Some((s, e)) = range.split_once('-') else {
                return line.to_string();
            };
            let (s, e) = (
                u64::from_str_radix(s, 16).unwrap(),
                u64::from_str_radix(e, 16).unwrap(),
            );
            if e <= 1 << 32 {
                return line.to_string();
            }
            let new = next;
            next += (e - s).div_ceil(0x1000) * 0x1000;
            assert!(next < 1 << 32, "mappings do not fit below 4 GiB");
            moves.push((s, e, new));
            format!("{new:08x}-{:08x} {rest}", new + (e - s))
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    let records = p
        .records
        .iter()
        .map(|(count, pcs)| {
            let pcs = pcs
                .iter()
                .map(
                    |&pc| match moves.iter().find(|(s, e, _)| (*s..*e).contains(&pc)) {
                        Some((s, _, new)) => new + (pc - s),
                        None => pc,
                    },
                )
                .collect();
            (*count, pcs)
        })
        .collect();
    Decoded {
        period: p.period,
        records,
        maps,
    }
}

fn report_of(program: &str, bytes: &[u8], tag: &str) -> String {
    let dir = scratch(tag);
    let path = dir.join(format!("{program}.prof"));
    std::fs::write(&path, bytes).unwrap();
    stdout_ok(&text(program, &path, &[]))
}

fn original(program: &str) -> (Decoded, String) {
    let decoded = decode(&std::fs::read(profile(program)).unwrap());
    let report = stdout_ok(&text(program, &profile(program), &[]));
    (decoded, report)
}

#[test]
fn big_endian_64_bit_gives_the_same_report() {
    let (p, want) = original("shlib");
    let layout = Layout {
        big_endian: true,
        ..NATIVE
    };
    assert_eq!(report_of("shlib", &encode(&p, &layout), "be64"), want);
}

fn thirty_two_bit_slots_in_both_byte_orders_give_the_same_report(program: &str, big_endian: bool) {
    let (p, want) = original(program);
    let small = rebase_below_4g(&p);
    let layout = Layout {
        width: 4,
        big_endian,
        ..NATIVE
    };
    let got = report_of(
        program,
        &encode(&small, &layout),
        &format!("w32-{big_endian}"),
    );
    assert_eq!(got, want, "{program}, 32-bit, big-endian {big_endian}");
}

test_each!(thirty_two_bit_slots_in_both_byte_orders_give_the_same_report {
    c_nopie_O2_little_endian("c_nopie_O2", false),
    c_nopie_O2_big_endian("c_nopie_O2", true),
    shlib_little_endian("shlib", false),
    shlib_big_endian("shlib", true),
    threads_little_endian("threads", false),
    threads_big_endian("threads", true),
});

#[test]
fn thirty_two_bit_addresses_print_with_eight_digits() {
    // c_nopie_O2's own code stays at 0x401000 when the libraries move below
    // 4 GiB, so its --addresses rows are the 64-bit ones with 8 digits.
    let program = "c_nopie_O2";
    let wide = stdout_ok(&text(program, &profile(program), &["--addresses"]));
    let layout = Layout { width: 4, ..NATIVE };
    let bytes = encode(
        &rebase_below_4g(&decode(&std::fs::read(profile(program)).unwrap())),
        &layout,
    );
    let dir = scratch("w32-addresses");
    let path = dir.join(format!("{program}.prof"));
    std::fs::write(&path, bytes).unwrap();
    let narrow = stdout_ok(&text(program, &path, &["--addresses"]));
    let mut own = 0;
    for row in wide.lines().skip(1) {
        let (numbers, name) = row.split_at(39);
        if let Some(short) = name.strip_prefix("0000000000401") {
            assert!(
                narrow.contains(&format!("{numbers}00401{short}\n")),
                "{row}"
            );
            own += 1;
        }
    }
    assert!(own > 10, "{own} rows of the program's own code");
    for row in narrow.lines().skip(1) {
        let address = row[39..].split(' ').next().unwrap();
        assert_eq!(address.len(), 8, "{row}");
    }
}

#[test]
fn records_split_into_single_samples_are_summed_back() {
    let (p, want) = original("recursion");
    let split = Decoded {
        period: p.period,
        records: p
            .records
            .iter()
            .flat_map(|(count, pcs)| (0..*count).map(move |_| (1, pcs.clone())))
            .collect(),
        maps: p.maps.clone(),
    };
    assert!(split.records.len() > p.records.len());
    assert_eq!(
        report_of("recursion", &encode(&split, &NATIVE), "split"),
        want
    );
}

#[test]
fn extra_header_slots_are_skipped() {
    let (p, want) = original("c_pie_O0");
    let layout = Layout {
        extra_header_slots: 2,
        ..NATIVE
    };
    assert_eq!(report_of("c_pie_O0", &encode(&p, &layout), "hdr"), want);
}

#[test]
fn build_lines_name_every_binary_so_the_program_argument_can_be_left_out() {
    let (p, want) = original("shlib");
    let bin = testdata().join("bin");
    let maps = format!(
        "  build={}\n{}",
        bin.display(),
        p.maps.replace("/tmp/profile-analyze-testdata/", "$build/")
    );
    assert!(maps.contains("$build/libhot.so"));
    let built = Decoded { maps, ..p };
    let dir = scratch("build");
    let path = dir.join("shlib.prof");
    std::fs::write(&path, encode(&built, &NATIVE)).unwrap();
    let got = stdout_ok(&run(&["--text", path.to_str().unwrap()]));
    assert_eq!(got, want);
}

#[test]
fn garbage_mapping_lines_are_skipped_with_one_warning() {
    let (p, want) = original("c_pie_O0");
    let noisy = Decoded {
        maps: format!("this is not a mapping\n{}\n%%% neither\n", p.maps),
        ..p
    };
    let dir = scratch("garbage");
    let path = dir.join("c_pie_O0.prof");
    std::fs::write(&path, encode(&noisy, &NATIVE)).unwrap();
    let out = text("c_pie_O0", &path, &[]);
    assert_eq!(stdout_ok(&out), want);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("2 unrecognized line(s)"), "{stderr}");
}
