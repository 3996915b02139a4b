//! Hostile inputs, third round (issue 63): perf.data of many mappings and
//! forks, or of too many events; `perf script` text whose period
//! does not fit, or that names more events than a recording has, is
//! refused in one line naming the file and where, instead of a period of 1
//! or a sample growing by two values per new event name. Recordings whose
//! distinct samples times their events make too many values are refused;
//! a function name of 1 MB at 3,000 addresses is held once, with the
//! symbol cache on or off; kallsyms are never read from where a profile's
//! build id or mapping points; a gzip-compressed profile.proto that
//! decompresses and decodes to a thousand times its size is refused. Runs of the command are measured
//! (`round_two::measured`): under 256 MiB and 5 s, 128 MiB for inputs of
//! less than 1 MB.

use super::round_two::{args, measured, measured_in, write};
use crate::common::scratch;
use profile_analyze::formats::{ReadOptions, read_bytes};
use std::ffi::OsStr;
use std::path::Path;

/// One `perf script` sample of `event` with `period`.
fn sample(event: &str, period: &str) -> String {
    format!("prog 25026 52070.637664:     {period} {event}: \n\t  401136 main+0x6 (/bin/prog)\n\n")
}

fn read(text: &str) -> Result<usize, String> {
    read_bytes(
        Path::new("s.script"),
        text.as_bytes(),
        &ReadOptions::default(),
        None,
    )
    .map(|read| read.profile.sample_types.len())
    .map_err(|e| e.to_string())
}

#[test]
fn a_perf_script_period_past_2_63_is_refused() {
    assert_eq!(read(&sample("cpu-clock", "250000")), Ok(2));
    let text = sample("cpu-clock", "250000") + &sample("cpu-clock", "99999999999999999999");
    let err = read(&text).unwrap_err();
    let offset = sample("cpu-clock", "250000").len();
    assert_eq!(
        err,
        format!("s.script: period 99999999999999999999 is too large (at byte {offset})")
    );
}

#[test]
fn a_perf_script_text_of_too_many_events_is_refused() {
    let max = profile_analyze::formats::MAX_SCRIPT_EVENTS;
    let events = |n: usize| -> String { (0..n).map(|i| sample(&format!("ev{i}"), "1")).collect() };
    assert_eq!(read(&events(max)), Ok(2 * max));
    let err = read(&events(max + 1)).unwrap_err();
    assert!(
        err.starts_with(&format!(
            "s.script: more than {max} events: ev{max} is one more"
        )),
        "{err}"
    );
}

/// A pipe-mode perf.data, written record by record: one cpu-clock event
/// whose samples carry their ip, pid and tid, and period.
#[derive(Default)]
struct PerfPipe(Vec<u8>);

impl PerfPipe {
    fn new() -> PerfPipe {
        let mut pipe = PerfPipe(Vec::new());
        pipe.0.extend_from_slice(b"PERFILE2");
        pipe.0.extend_from_slice(&16u64.to_le_bytes());
        // PERF_RECORD_HEADER_ATTR: a perf_event_attr of 112 bytes, no ids.
        let mut attr = Vec::new();
        attr.extend_from_slice(&1u32.to_le_bytes()); // PERF_TYPE_SOFTWARE
        attr.extend_from_slice(&112u32.to_le_bytes());
        attr.extend_from_slice(&0u64.to_le_bytes()); // cpu-clock
        attr.extend_from_slice(&1000u64.to_le_bytes()); // sample_period
        attr.extend_from_slice(&(0x1u64 | 0x2 | 0x100).to_le_bytes()); // IP, TID, PERIOD
        attr.resize(112, 0);
        pipe.record(64, &attr);
        pipe
    }

    /// A stream of `n` events (cpu-clock each), whose samples carry their
    /// event's id first (`PERF_SAMPLE_IDENTIFIER`), then their ip, pid and
    /// tid, and period: [`PerfPipe::sample_of`] writes them.
    fn of_events(n: u64) -> PerfPipe {
        let mut pipe = PerfPipe(Vec::new());
        pipe.0.extend_from_slice(b"PERFILE2");
        pipe.0.extend_from_slice(&16u64.to_le_bytes());
        for id in 1..=n {
            let mut attr = Vec::new();
            attr.extend_from_slice(&1u32.to_le_bytes()); // PERF_TYPE_SOFTWARE
            attr.extend_from_slice(&112u32.to_le_bytes());
            attr.extend_from_slice(&0u64.to_le_bytes()); // cpu-clock
            attr.extend_from_slice(&1000u64.to_le_bytes()); // sample_period
            // IP, TID, PERIOD, IDENTIFIER
            attr.extend_from_slice(&(0x1u64 | 0x2 | 0x100 | 0x1_0000).to_le_bytes());
            attr.resize(112, 0);
            attr.extend_from_slice(&id.to_le_bytes());
            pipe.record(64, &attr);
        }
        pipe
    }

    /// PERF_RECORD_SAMPLE of event `id` (1..) at `ip` in `pid`, in a
    /// stream [`PerfPipe::of_events`] made.
    fn sample_of(&mut self, id: u64, pid: u32, ip: u64) {
        let mut body = id.to_le_bytes().to_vec();
        body.extend_from_slice(&ip.to_le_bytes());
        body.extend_from_slice(&pid.to_le_bytes());
        body.extend_from_slice(&pid.to_le_bytes());
        body.extend_from_slice(&1000u64.to_le_bytes());
        self.record(9, &body);
    }

    fn record(&mut self, kind: u32, body: &[u8]) {
        self.0.extend_from_slice(&kind.to_le_bytes());
        self.0.extend_from_slice(&0u16.to_le_bytes());
        self.0
            .extend_from_slice(&u16::try_from(8 + body.len()).unwrap().to_le_bytes());
        self.0.extend_from_slice(body);
    }

    /// PERF_RECORD_MMAP2 of an executable `path` of process `pid`.
    fn mmap(&mut self, pid: u32, start: u64, length: u64, path: &str) {
        let mut body = Vec::new();
        for v in [pid, pid] {
            body.extend_from_slice(&v.to_le_bytes());
        }
        for v in [start, length, 0] {
            body.extend_from_slice(&v.to_le_bytes());
        }
        body.extend_from_slice(&[0; 8 + 8 + 8]); // maj, min, ino, ino_generation
        body.extend_from_slice(&5u32.to_le_bytes()); // PROT_READ | PROT_EXEC
        body.extend_from_slice(&2u32.to_le_bytes()); // MAP_PRIVATE
        body.extend_from_slice(path.as_bytes());
        body.resize((body.len() + 1).next_multiple_of(8), 0);
        self.record(10, &body);
    }

    /// PERF_RECORD_FORK of `pid` from `parent`.
    fn fork(&mut self, pid: u32, parent: u32) {
        let mut body = Vec::new();
        for v in [pid, parent, pid, parent] {
            body.extend_from_slice(&v.to_le_bytes());
        }
        body.extend_from_slice(&0u64.to_le_bytes());
        self.record(7, &body);
    }

    /// PERF_RECORD_SAMPLE at `ip` in `pid`.
    fn sample(&mut self, pid: u32, ip: u64) {
        let mut body = ip.to_le_bytes().to_vec();
        body.extend_from_slice(&pid.to_le_bytes());
        body.extend_from_slice(&pid.to_le_bytes());
        body.extend_from_slice(&1000u64.to_le_bytes());
        self.record(9, &body);
    }
}

/// The profile `bytes` make, as read from a file named `p.data`.
fn read_perf(bytes: &[u8]) -> profile_analyze::formats::ReadProfile {
    read_bytes(Path::new("p.data"), bytes, &ReadOptions::default(), None).unwrap()
}

#[test]
fn many_mmap2_records_and_forks_are_read_in_bounded_time_and_memory() {
    // 100,000 mappings, each half over the one before (a list re-sorted at
    // each insert took quadratic time), then 2,000 children each mapping
    // once (each fork copied the parent's whole list).
    let mut perf = PerfPipe::new();
    for i in 0..100_000u64 {
        perf.mmap(1, 0x10_0000 + i * 0x1000, 0x1800, "/bin/prog");
    }
    for child in 2..2_002u32 {
        perf.fork(child, 1);
        perf.mmap(child, 0x7000_0000, 0x1000, "/lib/libc.so.6");
        perf.sample(child, 0x7000_0010);
    }
    perf.sample(1, 0x10_0010);
    let read = read_perf(&perf.0);
    assert_eq!(read.profile.samples.len(), 2_001, "{:?}", read.warnings);
    // Each child's sample is in libc, the parent's in the program.
    let libc = read
        .profile
        .mappings
        .iter()
        .position(|m| m.path == "/lib/libc.so.6")
        .unwrap();
    let in_libc = read
        .profile
        .locations
        .iter()
        .filter(|l| l.mapping.map(|m| m.index()) == Some(libc))
        .count();
    assert_eq!(in_libc, 1, "one address, one location");
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
}

#[test]
fn a_perf_data_of_too_many_events_is_refused() {
    let mut perf = PerfPipe::new();
    let attr = perf.0[16 + 8..].to_vec();
    for _ in 0..1_100 {
        perf.record(64, &attr);
    }
    let Err(err) = read_bytes(Path::new("p.data"), &perf.0, &ReadOptions::default(), None) else {
        panic!("read");
    };
    assert!(
        err.to_string()
            .starts_with("p.data: perf.data names 1101 events, more than the 1024 read"),
        "{err}"
    );
}

#[test]
fn a_compressed_perf_data_record_that_decompresses_without_end_is_refused() {
    // A PERF_RECORD_COMPRESSED whose 3 KB decompress to 100 MB of zeros
    // (`head -c 100000000 /dev/zero | zstd -19`): decompressed whole
    // before; now refused past 64 MB, in one line.
    let bomb = std::fs::read("testdata/perf/zeros_100M.zst").unwrap();
    assert!(bomb.len() < 8192);
    let mut perf = PerfPipe::new();
    perf.record(81, &bomb);
    let Err(err) = read_bytes(Path::new("p.data"), &perf.0, &ReadOptions::default(), None) else {
        panic!("read");
    };
    let err = err.to_string();
    assert!(err.starts_with("p.data: "), "{err}");
    assert!(
        err.contains("decompresses to more than 67108864 bytes"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn perf_data_feature_sections_that_share_their_bytes_are_refused() {
    // perf_cpp.data with every feature section pointing at the first half
    // of the file: each was read whole, however many there were.
    let mut bytes = std::fs::read("testdata/perf/perf_cpp.data").unwrap();
    let word = |b: &[u8], at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap());
    let (data_offset, data_size) = (word(&bytes, 40), word(&bytes, 48));
    let features: u32 = bytes[72..104].iter().map(|b| b.count_ones()).sum();
    assert!(features >= 3, "{features}");
    let table = usize::try_from(data_offset + data_size).unwrap();
    let half = bytes.len() as u64 / 2;
    for i in 0..features as usize {
        let at = table + 16 * i;
        bytes[at..at + 8].copy_from_slice(&0u64.to_le_bytes());
        bytes[at + 8..at + 16].copy_from_slice(&half.to_le_bytes());
    }
    let Err(err) = read_bytes(Path::new("p.data"), &bytes, &ReadOptions::default(), None) else {
        panic!("read");
    };
    let err = err.to_string();
    assert!(err.starts_with("p.data: "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_perf_data_of_many_events_and_distinct_samples_is_bounded() {
    // 1,024 events (the most read) and 16,000 samples, each of its own
    // stack and event: every distinct sample held two values per event,
    // 2,048 of them (256 MiB from 0.9 MB).
    let mut perf = PerfPipe::of_events(1024);
    for i in 0..16_000u64 {
        perf.sample_of(1 + i % 1024, 1, 0x40_0000 + i);
    }
    assert!(perf.0.len() < 1 << 20, "{}", perf.0.len());
    let dir = scratch("perf-values");
    let file = write(&dir, "values.data", &perf.0);
    let run = measured(&args(&[&"--text", &file]), None, None);
    eprintln!(
        "perf.data values: {} MiB, {:.2} s",
        run.peak_mib, run.seconds
    );
    run.within("values", 128, 5.0).one_line_error(
        "values",
        "values.data: has 16000 distinct samples of 1024 events",
    );
    // Fewer samples, within the bound, are read.
    let mut perf = PerfPipe::of_events(1024);
    for i in 0..3_000u64 {
        perf.sample_of(1 + i % 1024, 1, 0x40_0000 + i);
    }
    let read = read_perf(&perf.0);
    assert_eq!(read.profile.samples.len(), 3_000);
    assert_eq!(read.profile.sample_types.len(), 2048);
    let total: i64 = read
        .profile
        .samples
        .iter()
        .map(|s| s.values.iter().sum::<i64>())
        .sum();
    assert_eq!(
        total,
        3_000 * 1001,
        "one sample and its period of 1000 each"
    );
}

#[test]
fn a_perf_script_text_of_many_events_and_distinct_samples_is_bounded() {
    // 256 events (the most read) and 64,000 samples, each of its own
    // stack and event: every distinct sample held two values per event,
    // 512 of them (250 MiB from 4 MB).
    let max = profile_analyze::formats::MAX_SCRIPT_EVENTS;
    let text: String = (0..64_000)
        .map(|i| {
            format!(
                "prog 1 1.000001:     1 ev{}: \n\t  {:x} f{i}+0x6 (/bin/prog)\n\n",
                i % max,
                0x40_0000 + i
            )
        })
        .collect();
    let dir = scratch("script-values");
    let file = write(&dir, "values.script", text.as_bytes());
    let run = measured(&args(&[&"--text", &file]), None, None);
    eprintln!(
        "perf script values: {} MiB, {:.2} s",
        run.peak_mib, run.seconds
    );
    run.within("values", 256, 5.0)
        .one_line_error("values", "values.script: has 16");
    let limit = profile_analyze::formats::MAX_PERF_SAMPLE_VALUES;
    assert!(
        run.stderr.contains(&format!("more than the {limit} held")),
        "{}",
        run.stderr
    );
}

/// A program of one function, `_start`, then `name`, whose code spans
/// 0x401000..0x405000, assembled by binutils' `as` and `ld` (`None`,
/// skipped, without them).
fn program_with_function(dir: &Path, name: &str) -> Option<std::path::PathBuf> {
    let source = dir.join("long.s");
    let asm = format!(
        ".text\n.globl _start\n_start:\n.globl {name}\n.type {name},@function\n{name}:\n.skip 16384, 0x90\nret\n.size {name}, .-{name}\n"
    );
    std::fs::write(&source, asm).unwrap();
    let (object, program) = (dir.join("long.o"), dir.join("long"));
    let built = |tool: &str, args: &[&OsStr]| {
        std::process::Command::new(tool)
            .args(args)
            .status()
            .is_ok_and(|s| s.success())
    };
    let built = built("as", &args(&[&"-o", &object, &source]))
        && built("ld", &args(&[&"-Ttext=0x401000", &"-o", &program, &object]));
    if !built {
        crate::common::skip("a long function name", "no as or ld", Some("binutils"));
        return None;
    }
    Some(program)
}

/// A gperftools CPU profile of one sample at each of `pcs`, whose
/// mapped-objects text maps `program`'s code at 0x401000.
fn cpu_profile_of(program: &Path, pcs: impl Iterator<Item = u64>) -> Vec<u8> {
    let mut words: Vec<u64> = vec![0, 3, 0, 10_000, 0];
    for pc in pcs {
        words.extend([1, 1, pc]);
    }
    words.extend([0, 1, 0]);
    let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let maps = format!(
        "00401000-00406000 r-xp 00001000 08:01 12 {}\n",
        program.display()
    );
    bytes.extend_from_slice(maps.as_bytes());
    bytes
}

#[test]
fn a_long_function_name_is_held_once_however_many_addresses_it_names() {
    // One function of a 1 MB name and 3,000 of its addresses: its names
    // were made, escaped and cached once per address (18 s without the
    // cache; 8 GB with it, and 7.7 GB from a cache file naming 3,000
    // addresses with it).
    let dir = scratch("long-name");
    let name = "f".repeat(1 << 20);
    let Some(program) = program_with_function(&dir, &name) else {
        return;
    };
    let profile = write(
        &dir,
        "long.prof",
        &cpu_profile_of(&program, (0..3_000).map(|i| 0x40_1000 + 4 * i)),
    );
    let cache = dir.join("cache");
    std::fs::create_dir(&cache).unwrap();
    std::fs::set_permissions(&cache, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    let off = OsStr::new("off");
    for (what, setting) in [
        ("uncached", off),
        ("cold cache", cache.as_os_str()),
        // The file the cold run wrote: 3,000 addresses named by one
        // string of 1 MB.
        ("warm cache", cache.as_os_str()),
    ] {
        let out = dir.join("out.txt");
        let run = measured_in(
            &[("PROFILE_ANALYZE_CACHE", setting)],
            &args(&[&"--text", &program, &profile]),
            Some(&out),
            None,
        );
        run.within(what, 256, 5.0).ok(what);
        eprintln!("{what}: {} MiB, {:.2} s", run.peak_mib, run.seconds);
        let text = std::fs::read_to_string(&out).unwrap();
        let row = text.lines().find(|l| l.contains("fff")).unwrap();
        assert!(
            row.starts_with("    3000 100.0% 100.0%"),
            "{what}: {}",
            &row[..80]
        );
        assert!(row.ends_with(&name), "{what}");
    }
    let files: Vec<_> = std::fs::read_dir(&cache).unwrap().collect();
    assert_eq!(files.len(), 1, "one cache file");
    let size = files[0].as_ref().unwrap().metadata().unwrap().len();
    assert!((1 << 20..2 << 20).contains(&size), "{size}");
}

#[test]
fn kallsyms_are_never_read_from_where_a_profile_points() {
    // A directory of an attacker's kallsyms, in every place a profile's
    // build id or mapping could name: the directory itself, perf's layout
    // under it, the build id as a path.
    let dir = scratch("kallsyms");
    let table = "ffffffff81000000 T _text\nffffffff81000000 T attacker_function\n";
    std::fs::write(dir.join("kallsyms"), table).unwrap();
    for id in ["x", "abcd"] {
        let sub = dir.join("[kernel.kallsyms]").join(id);
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(sub.join("kallsyms"), table).unwrap();
    }
    let at = dir.display().to_string();
    for (path, build_id) in [
        ("[kernel.kallsyms]", at.clone()),
        ("[kernel.kallsyms]", format!("{at}/[kernel.kallsyms]/x")),
        ("[kernel.kallsyms]", "/proc".into()),
        ("[kernel.kallsyms]", "../../../../../..".into()),
        // A hex id is looked for in perf's build-id cache only.
        ("[kernel.kallsyms]", "abcd".into()),
        (&format!("{at}/kallsyms"), "abcd".into()),
        (&format!("{at}/[kernel.kallsyms]"), String::new()),
    ] {
        let bytes = kernel_proto(path, &build_id);
        let file = write(&dir, "kernel.pb", &bytes);
        let out = dir.join("out.txt");
        let run = measured(&args(&[&"--text", &file]), Some(&out), None);
        let what = format!("{path} {build_id}");
        run.within(&what, 128, 5.0).ok(&what);
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(!text.contains("attacker"), "{what}: {text}");
        if path == "[kernel.kallsyms]" {
            assert!(
                run.stderr
                    .contains("[kernel.kallsyms]: its 1 addresses are not named"),
                "{what}: {}",
                run.stderr
            );
        }
    }
    // perf's build-id cache, which the user names, is read for a hex id.
    let perf_cache = dir.join("buildid");
    let entry = perf_cache.join("[kernel.kallsyms]/abcd");
    std::fs::create_dir_all(&entry).unwrap();
    std::fs::write(entry.join("kallsyms"), table.replace("attacker", "trusted")).unwrap();
    let file = write(
        &dir,
        "kernel.pb",
        &kernel_proto("[kernel.kallsyms]", "abcd"),
    );
    let out = dir.join("out.txt");
    measured_in(
        &[("PERF_BUILDID_DIR", perf_cache.as_os_str())],
        &args(&[&"--text", &file]),
        Some(&out),
        None,
    )
    .ok("perf's cache");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("trusted_function"), "{text}");
}

/// A profile.proto of one sample in the kernel mapping `path` of build id
/// `build_id`.
fn kernel_proto(path: &str, build_id: &str) -> Vec<u8> {
    use profile_analyze::formats::proto::messages as pb;
    use prost::Message;
    pb::Profile {
        sample_type: vec![pb::ValueType { r#type: 1, unit: 2 }],
        string_table: ["", "samples", "count", path, build_id]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        mapping: vec![pb::Mapping {
            id: 1,
            memory_start: 0xffff_ffff_8100_0000,
            memory_limit: u64::MAX,
            file_offset: 0xffff_ffff_8100_0000,
            filename: 3,
            build_id: 4,
            ..Default::default()
        }],
        location: vec![pb::Location {
            id: 1,
            mapping_id: 1,
            address: 0xffff_ffff_8100_0010,
            ..Default::default()
        }],
        sample: vec![pb::Sample {
            location_id: vec![1],
            value: vec![1],
            label: Vec::new(),
        }],
        ..Default::default()
    }
    .encode_to_vec()
}

/// A gzip-compressed profile.proto of `samples` samples, each a stack of
/// `depth` frames of one location (a byte each on the wire, eight
/// decoded), written as it is compressed.
fn proto_bomb(samples: usize, depth: usize) -> Vec<u8> {
    use flate2::write::GzEncoder;
    use profile_analyze::formats::proto::messages as pb;
    use prost::Message;
    use std::io::Write;
    let head = pb::Profile {
        sample_type: vec![pb::ValueType { r#type: 1, unit: 2 }],
        string_table: ["", "samples", "count", "main"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        function: vec![pb::Function {
            id: 1,
            name: 3,
            ..Default::default()
        }],
        location: vec![pb::Location {
            id: 1,
            address: 0x1000,
            line: vec![pb::Line {
                function_id: 1,
                line: 1,
                ..Default::default()
            }],
            ..Default::default()
        }],
        ..Default::default()
    };
    let sample = pb::Sample {
        location_id: vec![1; depth],
        value: vec![1],
        label: Vec::new(),
    }
    .encode_to_vec();
    let mut field = vec![0x12]; // field 2, a sample
    prost::encoding::encode_varint(sample.len() as u64, &mut field);
    field.extend_from_slice(&sample);
    let mut gz = GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&head.encode_to_vec()).unwrap();
    for _ in 0..samples {
        gz.write_all(&field).unwrap();
    }
    gz.finish().unwrap()
}

#[test]
fn a_gzip_profile_proto_that_expands_a_thousand_times_is_refused() {
    // 200 KB of gzip: 100 MB of samples of 1,000 frames, 800 MB decoded
    // (937 MiB peak), within the caps of 1 GiB decompressed and 4 GiB
    // decoded; now past 256 times its size.
    let dir = scratch("proto-bomb");
    let bomb = proto_bomb(100_000, 1_000);
    assert!(bomb.len() < 256 << 10, "{}", bomb.len());
    let file = write(&dir, "bomb.pb.gz", &bomb);
    let run = measured(&args(&[&"--text", &file]), None, None);
    eprintln!("proto bomb: {} MiB, {:.2} s", run.peak_mib, run.seconds);
    let says = format!(
        "bomb.pb.gz: decompresses to more than {} MiB, 256 times its size",
        (bomb.len() * 256) >> 20
    );
    run.within("bomb", 128, 5.0).one_line_error("bomb", &says);
    // The same shape, smaller, is read.
    let file = write(&dir, "small.pb.gz", &proto_bomb(1_000, 1_000));
    let out = dir.join("out.txt");
    let run = measured(&args(&[&"--text", &file]), Some(&out), None);
    run.within("small", 128, 5.0).ok("small");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("Total: 1000 samples"), "{text}");
}

#[test]
fn damaged_dwarf_is_warned_of_with_the_symbol_cache_on() {
    // Round two's classes of damaged DWARF (bytes flipped, a size of
    // 2^64 - 1), again with the symbol cache of this round, and the
    // sections round two left alone: each run bounded, the damage said on
    // a warm run as on a cold one (names from damaged DWARF are never
    // kept), and the same report both times.
    let dir = scratch("dwarf-cached");
    let profile = crate::common::profile("cpp_inline");
    let warned = [
        (".debug_line", false),
        (".debug_info", false),
        (".debug_abbrev", false),
        (".debug_info", true),
        (".debug_line", true),
    ];
    let others = [
        (".debug_str", false),
        (".debug_line_str", false),
        (".debug_rnglists", false),
        (".debug_loclists", false),
        (".debug_aranges", false),
        (".debug_abbrev", true),
        (".debug_str", true),
        (".debug_rnglists", true),
        (".debug_aranges", true),
    ];
    for (i, &(name, huge_size)) in warned.iter().chain(&others).enumerate() {
        let program = super::round_two::damaged(&dir, name, huge_size);
        let cache = dir.join(format!("cache{i}"));
        std::fs::create_dir(&cache).unwrap();
        std::fs::set_permissions(&cache, std::os::unix::fs::PermissionsExt::from_mode(0o700))
            .unwrap();
        let mut reports = Vec::new();
        for run in ["cold", "warm"] {
            let what = format!("{name} (huge size: {huge_size}), {run}");
            let out = dir.join("out.txt");
            let run = measured_in(
                &[("PROFILE_ANALYZE_CACHE", cache.as_os_str())],
                &args(&[&"--text", &"--lines", &program, &profile]),
                Some(&out),
                None,
            );
            run.within(&what, 256, 5.0).ok(&what);
            if i < warned.len() {
                assert!(
                    run.stderr
                        .contains("its DWARF debug information is damaged"),
                    "{what}: {}",
                    run.stderr
                );
            }
            reports.push(std::fs::read_to_string(&out).unwrap());
        }
        assert_eq!(reports[0], reports[1], "{name} (huge size: {huge_size})");
        assert!(reports[0].starts_with("Total: "), "{}", reports[0]);
    }
}

#[test]
fn the_perf_zstd_fuzz_target_reads_a_pipe_as_it_reads_it_compressed() {
    // What the fuzz target `perf_zstd` reads (fuzz/src/targets.rs): a
    // pipe-mode recording with its records in zstd frames is the same
    // recording, so mutations of it reach the records inside.
    let plain = std::fs::read("testdata/perf/perf_cpp.pipe.data").unwrap();
    let packed = super::targets::compressed_pipe(&plain).unwrap();
    let kinds = |bytes: &[u8]| {
        let mut kinds = std::collections::BTreeSet::new();
        let mut at = 16;
        while at + 8 <= bytes.len() {
            kinds.insert(u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()));
            at += usize::from(u16::from_le_bytes([bytes[at + 6], bytes[at + 7]])).max(8);
        }
        kinds
    };
    assert!(kinds(&packed).contains(&81) && !kinds(&packed).contains(&9));
    let total = |bytes: &[u8]| {
        let read = read_perf(bytes);
        (read.profile.samples.len(), read.profile.total())
    };
    assert_eq!(total(&packed), total(&plain));
}
