use super::*;

fn header(line: &str) -> Header {
    parse_header(line).unwrap()
}

#[test]
fn heapprofile_is_not_sampled_and_has_allocations() {
    let h = header("heap profile:   4002: 12591024 [  4015: 12656552] @ heapprofile");
    assert_eq!(h.sampling, Sampling::None);
    assert!(h.has_alloc && !h.growth);
    assert_eq!((h.period, h.warning), (1, None));
    // A dump before any free has equal pairs, and still both: every dump
    // of a run has the same types.
    assert!(header("heap profile: 2: 200 [ 2: 200] @ heapprofile").has_alloc);
}

#[test]
fn heap_v2_sample_has_objects_and_space_only() {
    let h = header("heap profile:     22:  7340464 [    22:  7340464] @ heap_v2/524288");
    assert_eq!(h.sampling, Sampling::V2 { rate: 524288.0 });
    assert!(!h.has_alloc);
    assert_eq!(h.period, 524288);
    // An allocated pair of zeros is not allocation data either (Go's rule).
    assert!(!header("heap profile: 3: 30 [0: 0] @ heap_v2/512").has_alloc);
    assert!(header("heap profile: 3: 30 [0: 40] @ heap_v2/512").has_alloc);
}

#[test]
fn heap_v1_divides_the_rate_by_two() {
    let h = header("heap profile: 43: 310400 [66: 490624] @ heap/1048576");
    assert_eq!(h.sampling, Sampling::V1 { interval: 524288.0 });
    assert_eq!(h.period, 524288);
    assert!(h.has_alloc);
    // Perl divides int(RATE) by 2 in floating point; Go's period is an integer.
    let odd = header("heap profile: 1: 1 [1: 1] @ heapz/3");
    assert_eq!(odd.sampling, Sampling::V1 { interval: 1.5 });
    assert_eq!(odd.period, 1);
}

#[test]
fn growth_is_neither_sampled_nor_allocations() {
    for line in [
        "heap profile:     13: 13631488 [    13: 13631488] @ growth",
        "heap profile: 1: 2 [ 5: 9] @ growthz",
    ] {
        let h = header(line);
        assert!(h.growth && !h.has_alloc);
        assert_eq!((h.sampling, h.period), (Sampling::None, 1));
    }
}

#[test]
fn missing_rates_and_types_are_read_as_perl_reads_them() {
    let h = header("heap profile: 1: 2 [1: 2] @ heap_v2");
    assert_eq!(h.sampling, Sampling::V2 { rate: 131072.0 });
    assert_eq!(h.period, 131072);
    assert!(h.warning.unwrap().contains("no sampling rate"));
    let h = header("heap profile: 1: 2 [1: 2] @ heap");
    assert_eq!(h.sampling, Sampling::V1 { interval: 131072.0 });
    // No type, in use == allocated: an old remote sample, as `heap/262144`.
    let h = header("heap profile: 5: 100 [5: 100]");
    assert_eq!(h.sampling, Sampling::V1 { interval: 131072.0 });
    assert_eq!(h.period, 131072);
    assert!(h.warning.unwrap().contains("heap/262144"));
    // No type, in use != allocated: the counts are kept.
    let h = header("heap profile: 5: 100 [7: 300] @ ");
    assert_eq!((h.sampling, h.period, h.warning), (Sampling::None, 1, None));
    assert!(h.has_alloc);
    // A type perl does not know is not sampled.
    assert_eq!(
        header("heap profile: 1: 2 [3: 4] @ fragmentation").sampling,
        Sampling::None
    );
}

#[test]
fn bad_headers_say_why() {
    let err = |l: &str| parse_header(l).unwrap_err().to_string();
    assert_eq!(
        err("heap profile: x: 2 [1: 2] @ heap_v2/1"),
        "header: in-use count \"x\" is not a number"
    );
    assert_eq!(
        err("heap profile: 1: -2 [1: 2] @ heap_v2/1"),
        "header: negative in-use bytes -2"
    );
    assert_eq!(
        err("heap profile: 1: 2 @ heap_v2/1"),
        "header: \"1: 2\" is not `count: bytes [count: bytes]`"
    );
    assert_eq!(
        err("heap profile: 1: 2 [1: 2] @ heap_v2/0"),
        "header: sampling rate 0"
    );
    assert_eq!(
        err("heap profile: 1: 2 [1: 2] @ heap/x"),
        "sampling rate \"x\" is not a number"
    );
    assert_eq!(
        err("heap: 1: 2"),
        "header \"heap: 1: 2\" does not start with `heap profile:`"
    );
}

#[test]
fn v2_unsampling_matches_perl() {
    let v2 = Sampling::V2 { rate: 524288.0 };
    // perl: my $r = ((48*1.0)/1)/524288; my $f = 1/(1-exp(-$r)); 1*$f, 48*$f
    // = 10923.1666742957 524312.0003661942
    let near = |got: Option<(f64, f64)>, want: (f64, f64)| {
        let (n, s) = got.unwrap();
        assert!(
            (n - want.0).abs() < 1e-6 && (s - want.1).abs() < 1e-6,
            "{n} {s}"
        );
    };
    near(unsample(v2, 1, 48), (10923.1666742957, 524312.0003661942));
    // One object of the rate's size.
    near(unsample(v2, 1, 524288), (1.5819767069, 829411.4036911054));
    // Three objects of 262144 bytes.
    near(unsample(v2, 3, 786432), (7.6244822476, 1998712.2743175793));
    // Large objects are (almost) always sampled: scale 1.
    assert_eq!(unsample(v2, 2, 1 << 40), None);
    // Nothing to scale, or nothing to scale by.
    assert_eq!(unsample(v2, 0, 0), None);
    assert_eq!(unsample(v2, 0, 100), None);
    assert_eq!(unsample(v2, 5, 0), None);
}

#[test]
fn v1_unsampling_matches_perl() {
    let v1 = Sampling::V1 { interval: 524288.0 };
    // ratio (1024/4)/524288 = 1/2048: both multiplied by 2048.
    assert_eq!(unsample(v1, 4, 1024), Some((8192.0, 2097152.0)));
    // ratio 0.2999998728: 10.0000042386 objects, 1572864.0000000000 bytes (perl).
    let (n, s) = unsample(v1, 3, 471859).unwrap();
    assert!((n - 10.0000042386).abs() < 1e-6 && (s - 1572864.0).abs() < 1e-6);
    // At or above the interval: kept.
    assert_eq!(unsample(v1, 1, 524288), None);
    assert_eq!(unsample(v1, 2, 4 << 20), None);
    assert_eq!(unsample(v1, 0, 0), None);
    assert_eq!(unsample(v1, 3, 0), None);
}

#[test]
fn drop_frames_is_perls_list() {
    let re = regex::Regex::new(&drop_frames()).unwrap();
    for name in [
        "malloc",
        "_malloc",
        "operator new",
        "operator new[]",
        "tc_newarray",
        "::do_malloc",
        "TCMallocImplementation::GetHeapSample",
        "tcmalloc::allocate_full_malloc_oom",
        "__start_google_malloc",
    ] {
        assert!(re.is_match(name), "{name}");
    }
    // The short names our demangler gives the allocator's C++ entry
    // points (libtcmalloc's aliases of `tc_new`...) are perl's names.
    for raw in [
        "_Znwm",
        "_Znam",
        "_ZnwmRKSt9nothrow_t",
        "_ZnwmSt11align_val_t",
        "_ZnamSt11align_val_tRKSt9nothrow_t",
        "_ZN8tcmalloc27allocate_full_cpp_throw_oomEm",
        "_ZN22TCMallocImplementation14MarkThreadBusyEv",
        "_ZN12_GLOBAL__N_19do_mallocEm",
    ] {
        let short = crate::demangle::names(raw, true).short;
        assert!(re.is_match(&short), "{raw}: {short}");
    }
    for name in [
        "my_malloc",
        "malloc_wrapper",
        "operator new_handler",
        "operator delete",
        "leaf_malloc",
        "(anonymous namespace)::do_malloc_pages",
        "std::vector::_M_allocate",
        "x::tcmalloc::y",
    ] {
        assert!(!re.is_match(name), "{name}");
    }
}
