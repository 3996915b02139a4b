//! Heap, growth and contention profiles (the text formats): sample types,
//! unsampling, summing of repeated stacks, return addresses, mappings,
//! settings and their warnings, and bad input, on small synthetic files.

use crate::common::{Scratch, run, scratch, stdout_ok, test_each, testdata};
use std::path::{Path, PathBuf};
use std::process::Output;

/// `text` written to `name` in a new scratch directory (removed when the
/// first element is dropped).
fn write(name: &str, text: &str) -> (Scratch, PathBuf) {
    let dir = scratch("heap");
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

fn dump_of(path: &Path) -> Output {
    run(&["--dump", path.to_str().unwrap()])
}

/// The dump of a profile without a program (its mappings, if any, are
/// opened), with the warnings.
fn dump(text: &str) -> (Dump, String) {
    let (_dir, path) = write("p.heap", text);
    let out = dump_of(&path);
    let stdout = stdout_ok(&out);
    (
        Dump::parse(&stdout),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The parts of `--dump` the tests look at.
#[derive(Debug)]
struct Dump {
    period_type: String,
    period: i64,
    types: String,
    /// Values and location ids (1-based) of each sample.
    samples: Vec<(Vec<i64>, Vec<usize>)>,
    /// The address of each location, by id - 1.
    addresses: Vec<u64>,
}

impl Dump {
    fn parse(text: &str) -> Dump {
        let mut lines = text.lines();
        let mut field = |name: &str| {
            let line = lines.next().unwrap();
            line.strip_prefix(name).unwrap().trim().to_string()
        };
        let period_type = field("PeriodType:");
        let period = field("Period:").parse().unwrap();
        field("AddressBytes:");
        field("Samples:");
        let types = lines.next().unwrap().to_string();
        let mut samples = Vec::new();
        let mut addresses = Vec::new();
        let mut in_locations = false;
        for line in lines {
            if line == "Locations" {
                in_locations = true;
                continue;
            }
            if line == "Mappings" {
                break;
            }
            if line.trim_start().starts_with('{') {
                // A sample's labels (its objects' size: `{bytes:[48 bytes]}`).
                continue;
            }
            if in_locations {
                let Some((_, rest)) = line.split_once(": 0x") else {
                    continue;
                };
                let hex = rest.split_whitespace().next().unwrap();
                addresses.push(u64::from_str_radix(hex, 16).unwrap());
            } else if let Some((values, stack)) = line.split_once(':') {
                samples.push((
                    values
                        .split_whitespace()
                        .map(|v| v.parse().unwrap())
                        .collect(),
                    stack
                        .split_whitespace()
                        .map(|v| v.parse().unwrap())
                        .collect(),
                ));
            }
        }
        Dump {
            period_type,
            period,
            types,
            samples,
            addresses,
        }
    }

    /// The values of each sample, in order.
    fn values(&self) -> Vec<Vec<i64>> {
        self.samples.iter().map(|(v, _)| v.clone()).collect()
    }

    /// The addresses of sample `i`'s stack, leaf first.
    fn stack(&self, i: usize) -> Vec<u64> {
        self.samples[i]
            .1
            .iter()
            .map(|&id| self.addresses[id - 1])
            .collect()
    }
}

#[test]
fn heapprofile_has_four_types_and_sums_repeated_stacks() {
    let (d, stderr) = dump(
        "heap profile:     4:      400 [    9:     1000] @ heapprofile\n\
         \x20    1:      100 [     2:      200] @ 0x1000 0x2000 0x3000\n\
         \x20    3:      300 [     5:      700] @ 0x4000 0x3000\n\
         \x20    0:        0 [     2:      100] @ 0x1000 0x2000 0x3000\n\
         \x20    2:      200 [     4:      400] @ 0x1000 0x2000 0x3000\n\
         \n\
         MAPPED_LIBRARIES:\n",
    );
    assert_eq!(stderr, "");
    assert_eq!(d.period_type, "space bytes");
    assert_eq!(d.period, 1);
    assert_eq!(
        d.types,
        "alloc_objects/count alloc_space/bytes inuse_objects/count inuse_space/bytes[dflt]"
    );
    // Not sampled: the counts as written; lines of one stack and one
    // object size (Go's `bytes` label: in-use bytes per object, else
    // allocated) summed.
    assert_eq!(
        d.values(),
        [
            vec![6, 600, 3, 300],
            vec![5, 700, 3, 300],
            vec![2, 100, 0, 0]
        ]
    );
    // Every address is a return address, the first one too.
    assert_eq!(d.stack(0), [0xfff, 0x1fff, 0x2fff]);
    assert_eq!(d.stack(1), [0x3fff, 0x2fff]);
}

#[test]
fn heap_v2_sample_is_unsampled_line_by_line_and_rounded_per_stack() {
    let (d, stderr) = dump(
        "heap profile:      3:  1048624 [     3:  1048624] @ heap_v2/524288\n\
         \x20    1:       48 [     1:       48] @ 0x7f0000001000 0x400100\n\
         \x20    1:       48 [     1:       48] @ 0x7f0000001000 0x400100\n\
         \x20    1:  1048576 [     1:  1048576] @ 0x400200\n",
    );
    assert_eq!(stderr, "");
    assert_eq!(d.types, "objects/count space/bytes[dflt]");
    assert_eq!(d.period, 524288);
    // perl: 1/(1-exp(-(48/1)/524288)) = 10923.1666742957, × 48 = 524312.0003661942,
    // twice (summed as real numbers, then rounded: 21846.33, 1048624.0007);
    // a 1 MiB object: scale 1/(1-e^-2) = 1.1565176427, 1212696.6437638735 bytes.
    assert_eq!(d.values(), [vec![21846, 1048624], vec![1, 1212697]]);
}

#[test]
fn heap_v1_divides_by_the_ratio_as_perl() {
    let (d, _) = dump(
        "heap profile:  4: 1024 [ 8: 2048] @ heap/1048576\n\
         4: 1024 [ 8: 2048] @ 0x10\n\
         1: 4194304 [ 1: 4194304] @ 0x20\n",
    );
    assert_eq!(d.period, 524288);
    assert_eq!(d.types.split(' ').count(), 4);
    // (1024/4)/524288 = 1/2048 and (2048/8)/524288 = 1/2048: × 2048; the
    // 4 MiB object (ratio 8) is kept as it is.
    assert_eq!(
        d.values(),
        [
            vec![16384, 4194304, 8192, 2097152],
            vec![1, 4194304, 1, 4194304]
        ]
    );
}

#[test]
fn growth_has_objects_and_space_and_is_not_unsampled() {
    let (d, stderr) = dump(
        "heap profile:     2:  2097152 [     2:  2097152] @ growthz\n\
         \x20    1:  1048576 [     1:  1048576] @ 0x10 0x20\n\
         \x20    1:  1048576 [     1:  1048576] @ 0x10 0x20\n",
    );
    assert_eq!(stderr, "");
    assert_eq!(d.types, "objects/count space/bytes[dflt]");
    assert_eq!(d.period, 1);
    assert_eq!(d.values(), [vec![2, 2097152]]);
}

#[test]
fn header_without_type_is_read_as_perl_reads_it() {
    // In use == allocated: an old remote sample, unsampled as `heap/262144`.
    let (d, stderr) = dump("heap profile: 4: 1024 [ 4: 1024]\n4: 1024 [ 4: 1024] @ 0x10\n");
    assert!(stderr.contains("heap/262144"), "{stderr}");
    assert_eq!(d.period, 131072);
    assert_eq!(d.values(), [vec![2048, 524288]]);
    // Otherwise the counts are kept, without a word.
    let (d, stderr) = dump("heap profile: 4: 1024 [ 5: 2048]\n4: 1024 [ 5: 2048] @ 0x10\n");
    assert_eq!(stderr, "");
    assert_eq!(d.values(), [vec![5, 2048, 4, 1024]]);
}

#[test]
fn percent_warn_lines_before_the_header_are_shown() {
    let (d, stderr) = dump(
        "%warn This heap profile does not have any data in it, because\n\
         %warn the application was run with heap sampling turned off.\n\
         heap profile:      0:        0 [     0:        0] @ heap_v2/524288\n",
    );
    assert!(d.samples.is_empty());
    assert!(
        stderr.contains("WARNING: This heap profile does not have any data in it"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
}

#[test]
fn crlf_lines_read_as_lf_lines() {
    let lf = "heap profile: 1: 10 [ 2: 30] @ heapprofile\n1: 10 [ 2: 30] @ 0x10 0x20\n\nMAPPED_LIBRARIES:\n";
    let (a, _) = dump(lf);
    let (b, _) = dump(&lf.replace('\n', "\r\n"));
    assert_eq!(a.values(), b.values());
    assert_eq!(a.addresses, b.addresses);
    assert_eq!(a.values(), [vec![2, 30, 1, 10]]);
}

#[test]
fn go_heap_profile_comments_are_skipped() {
    let (d, stderr) = dump(
        "heap profile: 1: 1024 [2: 2048] @ heap/1048576\n\
         1: 1024 [2: 2048] @ 0x4b700b 0x4b709f\n\
         #\t0x4b700a\tmain.newRecord+0x2a\t./go_block.go:184\n\
         \n\
         # runtime.MemStats\n\
         # Alloc = 16981744\n",
    );
    assert_eq!(stderr, "");
    assert_eq!(d.values(), [vec![1024, 1048576, 512, 524288]]);
}

/// A heap profile whose stacks are in `c_pie_O0` (`leaf_medium`,
/// `leaf_heavy`, `main`), mapped as `maps` says.
fn c_pie_heap(maps: &str) -> String {
    format!(
        "heap profile:      3:      300 [     3:      300] @ heapprofile\n\
         \x20    1:      100 [     1:      100] @ 0x5600000011d1 0x56000000130f\n\
         \x20    2:      200 [     2:      200] @ 0x560000001185 0x56000000130f\n\
         \n{maps}"
    )
}

fn text_report(profile: &str) -> String {
    let (_dir, path) = write("p.heap", profile);
    stdout_ok(&run(&["--text", path.to_str().unwrap()]))
}

#[test]
fn mapped_libraries_name_the_stacks() {
    let bin = testdata().join("bin/c_pie_O0");
    let maps = format!(
        "MAPPED_LIBRARIES:\n560000001000-560000002000 r-xp 00001000 08:01 1 {}\n",
        bin.display()
    );
    let text = text_report(&c_pie_heap(&maps));
    for name in ["leaf_heavy", "leaf_medium", "main"] {
        assert!(text.contains(name), "{name} missing:\n{text}");
    }
}

#[test]
fn memory_map_section_substitutes_build() {
    let maps = format!(
        "--- Memory map: ---\nbuild={}\n560000001000-560000002000 r-xp 00001000 08:01 1 $build/c_pie_O0\n",
        testdata().join("bin").display()
    );
    let text = text_report(&c_pie_heap(&maps));
    assert!(text.contains("leaf_heavy"), "{text}");
}

#[test]
fn allocator_frames_are_dropped_wherever_they_are() {
    // tcmalloc's `tc_calloc`, named from the installed library's dynamic
    // symbols: skipped when libtcmalloc is not installed.
    let lib = Path::new("/usr/lib/x86_64-linux-gnu/libtcmalloc.so.4");
    let Some((file_offset, segment_offset)) = symbol_file_offset(lib, "tc_calloc") else {
        crate::common::skip(
            "heap::allocator_frames_are_dropped_wherever_they_are",
            &format!("no {}", lib.display()),
            Some("libgoogle-perftools4"),
        );
        return;
    };
    let base = 0x7f1000000000u64;
    let calloc = base + (file_offset - segment_offset) + 0x10;
    let maps = format!(
        "MAPPED_LIBRARIES:\n560000001000-560000002000 r-xp 00001000 08:01 1 {}\n\
         {base:x}-{:x} r-xp {segment_offset:08x} 08:01 2 {}\n",
        testdata().join("bin/c_pie_O0").display(),
        base + 0x100000,
        lib.display()
    );
    let profile = format!(
        "heap profile: 1: 100 [ 1: 100] @ heapprofile\n\
         1: 100 [ 1: 100] @ {calloc:#x} 0x5600000011d1 0x56000000130f\n\n{maps}"
    );
    // The program's addresses are made up (after no call, as return
    // addresses are): the fit check would refuse the program.
    let (_dir, path) = write("p.heap", &profile);
    let text = stdout_ok(&run(&[
        "--text",
        "--ignore_mismatch",
        path.to_str().unwrap(),
    ]));
    assert!(!text.contains("calloc"), "{text}");
    // The memory is charged to the code that asked for it.
    let leaf = text.lines().nth(1).unwrap();
    assert!(leaf.ends_with(" leaf_medium"), "{text}");
}

/// The file offset of `symbol` in the ELF file `path` and the (page
/// aligned) file offset of the segment that holds it.
fn symbol_file_offset(path: &Path, symbol: &str) -> Option<(u64, u64)> {
    use object::{Object, ObjectSegment, ObjectSymbol};
    let data = std::fs::read(path).ok()?;
    let file = object::File::parse(&*data).ok()?;
    let address = file
        .dynamic_symbols()
        .find(|s| s.name() == Ok(symbol))?
        .address();
    let segment = file
        .segments()
        .find(|s| s.address() <= address && address < s.address() + s.size())?;
    let (offset, _) = segment.file_range();
    let file_offset = address - segment.address() + offset;
    Some((file_offset, offset & !0xfff))
}

#[test]
fn go_block_profile_as_go_reads_it() {
    let (d, stderr) = dump(
        "--- contention:\n\
         cycles/second=2596094007\n\
         140438402 50 @ 0x446ae5 0x4b6ddc\n\
         #\t0x446ae4\truntime.selectgo+0x404\truntime/select.go:509\n\
         \n\
         79297244 1 @ 0x470cf2 0x4b6cec\n\
         1000 2 @ 0x446ae5 0x4b6ddc\n",
    );
    assert_eq!(stderr, "");
    assert_eq!(d.period_type, "contentions count");
    assert_eq!(d.period, 1);
    assert_eq!(d.types, "contentions/count delay/nanoseconds[dflt]");
    // Go: int64(float64(cycles) * period / 2.596094007), per line, summed.
    assert_eq!(d.values(), [vec![52, 54096038 + 385], vec![1, 30544827]]);
    assert_eq!(d.stack(0), [0x446ae4, 0x4b6ddb]);
}

#[test]
fn contention_settings_and_their_warnings() {
    let (d, stderr) = dump(
        "--- contentionz ---\n\
         sampling period = 10\n\
         ms since reset=1000\n\
         format=cpp\n\
         28000 2 @ 0x10 0x20\n\
         5600 @ 0x30\n\
         slow release 123 thread 4  @ 0x40\n",
    );
    assert_eq!(d.period, 10);
    // No clock rate: perl's 2.8 GHz. 28000 cycles × 10 / 2.8 = 100000 ns.
    // One number: one contention (× the period) of that delay.
    assert_eq!(d.values(), [vec![20, 100000], vec![10, 20000]]);
    assert!(
        stderr.contains("no cycles/second= in the profile: assuming 2.8 GHz, as perl pprof"),
        "{stderr}"
    );
    assert!(
        stderr.contains("ignoring unknown variable \"format\""),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
}

#[test]
fn old_stacks_format_is_read_with_a_warning() {
    let (d, stderr) = dump("--- Stacks:\ncycles/second=1000000000\n7 1 @ 0x10\n");
    assert_eq!(d.values(), [vec![1, 7]]);
    assert!(stderr.contains("old format contention profile"), "{stderr}");
}

#[test]
fn contention_map_lines_name_the_stacks() {
    let bin = testdata().join("bin/c_pie_O0");
    let profile = format!(
        "--- contention:\ncycles/second=1000000000\n\
         1000 1 @ 0x5600000011d1 0x56000000130f\n\
         560000001000-560000002000 r-xp 00001000 08:01 1 {}\n",
        bin.display()
    );
    let (_dir, path) = write("p.contention", &profile);
    let text = stdout_ok(&run(&["--text", path.to_str().unwrap()]));
    assert!(text.contains("leaf_medium"), "{text}");
}

#[test]
fn unknown_files_are_refused_naming_the_text_formats() {
    let (_dir, path) = write("p", "neither heap nor contention\n");
    let out = dump_of(&path);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("it starts with \"neither heap nor contention\"")
    );
    // --verbose names the formats.
    let out = run(&["--dump", "--verbose", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("a gperftools heap profile (`heap profile:` header)")
            && stderr.contains("a contention profile (`--- contention` header)"),
        "{stderr}"
    );
}

/// `text` is refused with a one-line error naming the file, saying `what`
/// at the byte offset of the first occurrence of `at` in `text`.
fn malformed(text: &str, what: &str, at: &str) {
    let (_dir, path) = write("bad.heap", text);
    let out = dump_of(&path);
    assert_eq!(out.status.code(), Some(2), "exit status");
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    let offset = text.find(at).unwrap();
    let expected = format!(
        "profile-analyze: {}: {what} (at byte {offset})",
        path.display()
    );
    assert_eq!(stderr.trim_end(), expected);
}

const HEAP: &str = "heap profile: 1: 2 [ 1: 2] @ heapprofile\n";
const CONTENTION: &str = "--- contention:\ncycles/second=1000000000\n";

test_each!(malformed {
    heap_negative_count(&format!("{HEAP}-1: 2 [ 1: 2] @ 0x1\n"), "negative in-use count -1", "-1:"),
    heap_count_not_a_number(
        &format!("{HEAP}1: 2 [ 1: 2x] @ 0x1\n"),
        "allocated bytes \"2x\" is not a number",
        "1: 2 [ 1: 2x]"
    ),
    heap_count_overflow(
        &format!("{HEAP}1: 99999999999999999999 [ 1: 2] @ 0x1\n"),
        "in-use bytes 99999999999999999999 is too large",
        "1: 9999"
    ),
    heap_rate_zero("heap profile: 1: 2 [ 1: 2] @ heap_v2/0\n", "header: sampling rate 0", "heap"),
    heap_header_counts("heap profile: 1 [ 1: 2] @ heapprofile\n", "header: \"1 [ 1: 2]\" is not `count: bytes [count: bytes]`", "heap"),
    heap_unknown_line(
        &format!("{HEAP}1: 2 [ 1: 2] @ 0x1\nhello there\nMAPPED_LIBRARIES:\n"),
        "\"hello there\" is neither a sample line (`count: bytes [count: bytes] @ addresses`) nor `MAPPED_LIBRARIES:`",
        "hello"
    ),
    heap_bad_address(
        &format!("{HEAP}1: 2 [ 1: 2] @ 0x1 0xzz\n"),
        "address \"0xzz\" is not a hex number",
        "1: 2 [ 1: 2] @ 0x1 0xzz"
    ),
    contention_negative(&format!("{CONTENTION}-5 1 @ 0x1\n"), "negative cycles -5", "-5"),
    contention_count_not_a_number(&format!("{CONTENTION}5 1x @ 0x1\n"), "count \"1x\" is not a number", "5 1x"),
    contention_zero_clock(
        "--- contention:\ncycles/second=0\n5 1 @ 0x1\n",
        "cycles/second \"0\" is not a number of at least 1",
        "cycles"
    ),
    contention_zero_period("--- contention:\nsampling period=0\n", "sampling period 0", "sampling"),
    contention_period_overflow(
        &format!("{CONTENTION}sampling period=4611686018427387904\n1 2 @ 0x1\n"),
        "count 2 × sampling period 4611686018427387904 does not fit 64 bits",
        "1 2 @"
    ),
});

/// `text`, whose last line is cut short, reads as `complete` does, with
/// one warning saying `what`.
fn cut_short(text: &str, complete: &str, what: &str) {
    let (_dir, path) = write("cut.heap", text);
    let out = dump_of(&path);
    let stdout = stdout_ok(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(what), "{stderr}");
    let (_dir2, whole) = write("whole.heap", complete);
    assert_eq!(stdout, stdout_ok(&dump_of(&whole)));
}

const CUT: &str = "profile cut short at byte";

test_each!(cut_short {
    heap_counts(&format!("{HEAP}1: 2 [ 1: 2] @ 0x1\n3: 4 [ 3"), &format!("{HEAP}1: 2 [ 1: 2] @ 0x1\n"), CUT),
    heap_sentinel(&format!("{HEAP}1: 2 [ 1: 2] @ 0x1\nMAPPED_LIB"), &format!("{HEAP}1: 2 [ 1: 2] @ 0x1\n"), CUT),
    contention_address(&format!("{CONTENTION}5 1 @ 0x1\n6 1 @ 0x"), &format!("{CONTENTION}5 1 @ 0x1\n"), CUT),
    contention_setting(&format!("{CONTENTION}5 1 @ 0x1\nsampling period="), &format!("{CONTENTION}5 1 @ 0x1\n"), CUT),
    // Cut before its `@`, a line is, as perl reads it, a line of the map.
    contention_counts(
        &format!("{CONTENTION}5 1 @ 0x1\n6 -"),
        &format!("{CONTENTION}5 1 @ 0x1\n"),
        "ignored 1 unrecognized line(s) in the mapped-objects text, the first: \"6 -\""
    ),
});

#[test]
fn corrupted_text_profiles_never_panic() {
    use profile_analyze::formats::{ReadOptions, read_bytes};
    let heap = "heap profile:   4: 1024 [ 8: 2048] @ heap_v2/524288\n\
                \x20 1: 48 [ 1: 48] @ 0x7f0000001000 0x400100\n\
                \x20 3: 976 [ 7: 2000] @ 0x400200 0x400100\n\
                \n\
                MAPPED_LIBRARIES:\n\
                00400000-00401000 r-xp 00000000 08:01 1 /bin/prog\n";
    let contention = "--- contention:\ncycles/second=2596094007\nsampling period=10\n\
                      140438402 50 @ 0x446ae5 0x4b6ddc\n\
                      #\t0x446ae4\truntime.selectgo+0x404\n\
                      77 @ 0x10\n\
                      00400000-00401000 r-xp 00000000 08:01 1 /bin/prog\n";
    // Bytes that matter to the parsers, and some that do not.
    const ALPHABET: &[u8] = b"0123456789-: []@x/\n\r=#%abcdef \t\xff";
    let mut state = 0x2545f4914f6cdd1du64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let options = ReadOptions::default();
    let (mut read, mut refused) = (0, 0);
    for round in 0..4000 {
        let mut bytes = if round % 2 == 0 { heap } else { contention }
            .as_bytes()
            .to_vec();
        for _ in 0..1 + next(4) {
            if bytes.is_empty() {
                break;
            }
            let at = next(bytes.len());
            match next(4) {
                0 => bytes[at] = ALPHABET[next(ALPHABET.len())],
                1 => bytes.insert(at, ALPHABET[next(ALPHABET.len())]),
                2 => _ = bytes.remove(at),
                _ => bytes.truncate(at.max(1)),
            }
        }
        let result = std::panic::catch_unwind(|| {
            read_bytes(Path::new("fuzz"), &bytes, &options, None).is_ok()
        });
        match result {
            Ok(true) => read += 1,
            Ok(false) => refused += 1,
            Err(_) => panic!(
                "round {round} panicked on {:?}",
                String::from_utf8_lossy(&bytes)
            ),
        }
    }
    assert!(
        read > 500 && refused > 500,
        "read {read}, refused {refused}"
    );
}
