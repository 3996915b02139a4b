use super::*;

fn types(p: &Profile) -> Vec<String> {
    p.sample_types
        .iter()
        .map(|t| format!("{}/{}", t.kind, t.unit))
        .collect()
}

#[test]
fn inlined_frames_are_one_location_with_the_frame_they_are_inlined_into() {
    let text = "prog 1 1.000000:     250000 cpu-clock:ppp: \n\
                \t    12bb shape+0x7b (inlined)\n\
                \t    12bb integrate+0x7b (inlined)\n\
                \t    12bb compute+0x7b (/tmp/prog)\n\
                \t    10b8 main+0x28 (/tmp/prog)\n\n\
                prog 1 1.000250:     250000 cpu-clock:ppp: \n\
                \t    12bb compute+0x7b (/tmp/prog)\n\
                \t    10b8 main+0x28 (/tmp/prog)\n\n";
    let p = read_text(text).unwrap().profile;
    assert_eq!(
        types(&p),
        ["cpu-clock-samples/count", "cpu-clock/nanoseconds"]
    );
    assert_eq!(p.default_sample_type, 1);
    assert_eq!(p.samples.len(), 2);
    let first = &p.samples[0];
    assert_eq!(first.stack.len(), 2);
    let lines = &p.locations[first.stack[0].index()].lines;
    let names: Vec<(&str, bool)> = lines
        .iter()
        .map(|l| (&*p.functions[l.function.index()].name, l.inlined))
        .collect();
    assert_eq!(
        names,
        [("shape", true), ("integrate", true), ("compute", false)]
    );
    // The same address with other names is another location.
    assert_ne!(p.samples[1].stack[0], first.stack[0]);
    assert_eq!(p.samples[1].stack[1], first.stack[1]);
}

#[test]
fn samples_without_periods_are_counted_and_rust_names_kept() {
    let text = "prog  7/7  1.000000: cpu-clock:ppp: \n\
                \t    12bb <hashbrown::map::HashMap<u64, u64>>::rustc_entry (/tmp/prog)\n\n\
                prog  7/7  1.000250: cpu-clock:ppp: \n\
                \t    12cc <hashbrown::map::HashMap<alloc::string::String, u32>>::rustc_entry (/tmp/prog)\n\n";
    let p = read_text(text).unwrap().profile;
    assert_eq!(types(&p), ["cpu-clock-samples/count"]);
    assert_eq!(p.default_sample_type, 0);
    let names: Vec<&str> = p.functions.iter().map(|f| &*f.name).collect();
    assert_eq!(
        names,
        [
            "<hashbrown::map::HashMap<u64, u64>>::rustc_entry",
            "<hashbrown::map::HashMap<alloc::string::String, u32>>::rustc_entry"
        ]
    );
}

#[test]
fn a_clock_is_shown_first_whatever_event_came_first() {
    let text = "prog 1 1.000000:          3 page-faults: \n\
                \t    12bb f+0x1 (/tmp/prog)\n\n\
                prog 1 1.000100:     250000 cpu-clock: \n\
                \t    12bb f+0x1 (/tmp/prog)\n\n";
    let p = read_text(text).unwrap().profile;
    assert_eq!(
        types(&p),
        [
            "cpu-clock-samples/count",
            "cpu-clock/nanoseconds",
            "page-faults-samples/count",
            "page-faults/count"
        ]
    );
    assert_eq!(p.default_sample_type, 1);
    assert_eq!(p.period, 250000);
    assert_eq!(p.samples.len(), 1);
    assert_eq!(p.samples[0].values.as_slice(), [1, 250000, 1, 3]);
}

#[test]
fn samples_without_a_chain_and_skipped_lines() {
    let text = "            prog  5021 31377.194566:     250000 cpu-clock:ppp:      7f73 f+0x5e8 (/lib/x.so)\n\
                            prog  5021 31377.194757:     250000 cpu-clock:ppp:      7f74 g+0x1 (/lib/x.so)\n\
                  x.c:12\n";
    let read = read_text(text).unwrap();
    assert_eq!(read.profile.samples.len(), 2);
    assert_eq!(read.warnings.len(), 1, "{:?}", read.warnings);
}

#[test]
fn a_line_past_the_longest_read_is_an_error_naming_where() {
    let header = "prog 1 1.000000:     250000 cpu-clock: \n";
    let text = format!("{header}\t12 {}+0x1 (/p)\n\n", "f".repeat(MAX_LINE));
    let err = read_text(&text).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "test.txt: a line longer than 1 MiB (at byte {})",
            header.len()
        )
    );
    let err = read_text("just text\n\n").unwrap_err().to_string();
    assert!(err.contains("without a sample"), "{err}");
}
