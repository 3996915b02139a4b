use super::*;

#[test]
fn a_header_with_a_call_chain_to_follow() {
    let h = header("perf_cpp 25017 52067.326820:     250000 cpu-clock:ppp: ").unwrap();
    assert_eq!(h.comm, "perf_cpp");
    assert_eq!((h.pid, h.tid, h.cpu), (None, Some(25017), None));
    assert_eq!(h.time, Some(52_067_326_820_000));
    assert_eq!(h.period, Some("250000"));
    assert_eq!(h.event, "cpu-clock:ppp");
    assert_eq!(h.frame, None);
}

#[test]
fn a_header_without_a_chain_has_its_frame_and_a_right_aligned_command() {
    let line = "     perf_inline  5021 31377.194566:     250000 cpu-clock:ppp:      7f735e63bc78 init_cpu_features.constprop.0+0x5e8 (/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2)";
    let h = header(line).unwrap();
    assert_eq!(h.comm, "perf_inline");
    assert_eq!(h.tid, Some(5021));
    let f = h.frame.unwrap();
    assert_eq!(f.address, 0x7f735e63bc78);
    assert_eq!(f.symbol, "init_cpu_features.constprop.0");
    assert_eq!(
        f.object,
        Some("/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2")
    );
}

#[test]
fn fields_lists_commands_with_spaces_cpus_and_no_period() {
    let h = header("perf_inline  4797/4797  31344.626904: cpu-clock:ppp: ").unwrap();
    assert_eq!((h.pid, h.tid, h.period), (Some(4797), Some(4797), None));
    let h = header("Web Content 12/13 [003] 1.000000001: 7 page-faults:u: ").unwrap();
    assert_eq!(h.comm, "Web Content");
    assert_eq!((h.pid, h.tid, h.cpu), (Some(12), Some(13), Some(3)));
    assert_eq!((h.time, h.period), (Some(1_000_000_001), Some("7")));
    assert_eq!(h.event, "page-faults:u");
    let h = header("a b c d e 42 sched:sched_switch: prev_comm=x").unwrap();
    assert_eq!((h.comm, h.tid), ("a b c d e", Some(42)));
    assert_eq!((h.event, h.frame), ("sched:sched_switch", None));
}

#[test]
fn frames_and_lines_that_are_not_headers() {
    for line in [
        "\t            12bb compute+0x7b (/tmp/pa62/perf_inline)",
        "  dl-get-cpu-features.c:327",
        "  [kernel.kallsyms][ffffffff821e7bc3]",
        "",
        "prog: 12",
    ] {
        assert_eq!(header(line), None, "{line}");
    }
    let f = frame("\t            12bb integrate+0x7b (inlined)").unwrap();
    assert_eq!((f.symbol, f.object, f.inlined), ("integrate", None, true));
    let f = frame("\t 0 [unknown] ([unknown])").unwrap();
    assert_eq!((f.symbol, f.object), ("[unknown]", Some("[unknown]")));
    let f = frame("  4a <impl (u64, u64)>::f (/a (b)/c)").unwrap();
    assert_eq!(
        (f.symbol, f.object),
        ("<impl (u64, u64)>::f", Some("/a (b)/c"))
    );
    assert_eq!(frame("  dl-get-cpu-features.c:327"), None);
    assert_eq!(frame("  add.c:3"), None);
}
