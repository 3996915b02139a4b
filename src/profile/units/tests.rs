use super::*;

fn unit(kind: &str, unit: &str, show_bytes: bool) -> Unit {
    Unit::of(&ValueType::new(kind, unit), show_bytes)
}

#[test]
fn durations_like_go_pprof() {
    let f = |ns| Unit::Nanoseconds.format(ns);
    assert_eq!(f(0), "0");
    assert_eq!(f(1_140_000_000), "1.14s");
    assert_eq!(f(650_000_000), "650ms");
    assert_eq!(f(2_500_000_000), "2.5s");
    assert_eq!(f(10_000_000), "10ms");
    assert_eq!(f(3_333_333), "3.33ms");
    assert_eq!(f(1_500), "1.5us");
    assert_eq!(f(12), "12ns");
    assert_eq!(f(-650_000_000), "-650ms");
    assert_eq!(Unit::Samples.total(170), "170 samples");
}

#[test]
fn units_of_every_sample_type() {
    assert_eq!(unit("samples", "count", false), Unit::Samples);
    assert_eq!(unit("time", "nanoseconds", false), Unit::Nanoseconds);
    for kind in ["inuse_space", "alloc_space", "space"] {
        assert_eq!(unit(kind, "bytes", false), Unit::Megabytes);
        assert_eq!(unit(kind, "bytes", true), Unit::Bytes);
    }
    for kind in ["inuse_objects", "alloc_objects", "objects"] {
        assert_eq!(unit(kind, "count", false), Unit::Objects);
        assert_eq!(unit(kind, "count", true), Unit::Objects);
    }
    assert_eq!(unit("delay", "nanoseconds", false), Unit::Seconds);
    assert_eq!(unit("mean_delay", "nanoseconds", false), Unit::Seconds);
    assert_eq!(unit("contentions", "count", false), Unit::Samples);
    assert_eq!(unit("", "", false), Unit::Samples);
}

#[test]
fn values_as_perl_unparses_them() {
    // 12.3 MB: %.1f of value / 2^20, C's rounding of the exact binary value.
    assert_eq!(Unit::Megabytes.format(12_897_485), "12.3");
    assert_eq!(Unit::Megabytes.format(262_144), "0.2");
    assert_eq!(Unit::Megabytes.format(786_432), "0.8");
    assert_eq!(Unit::Megabytes.format(0), "0.0");
    assert_eq!(Unit::Megabytes.format(-1_572_864), "-1.5");
    assert_eq!(Unit::Megabytes.format(-10), "-0.0");
    assert_eq!(Unit::Bytes.format(-4096), "-4096");
    assert_eq!(Unit::Objects.format(37), "37");
    assert_eq!(Unit::Seconds.format(250_000_000), "0.250");
    assert_eq!(Unit::Seconds.format(-1_234_567_890), "-1.235");
    assert_eq!(Unit::Megabytes.total(12_897_485), "12.3 MB");
    assert_eq!(Unit::Bytes.total(4096), "4096 B");
    assert_eq!(Unit::Objects.total(37), "37 objects");
    let faults = Unit::of(&ValueType::new("page-faults", "count"), false);
    assert_eq!(faults.total(229650), "229650 page-faults");
    let samples = Unit::of(&ValueType::new("page-faults-samples", "count"), false);
    assert_eq!(samples.total(1379), "1379 samples");
    assert_eq!(Unit::Seconds.total(250_000_000), "0.250 seconds");
    assert_eq!(Unit::Samples.total(-3), "-3 samples");
}

#[test]
fn cells_and_labels() {
    assert_eq!(Unit::Megabytes.cell(0), ".");
    assert_eq!(Unit::Megabytes.cell(1_048_576), "1.0");
    assert_eq!(Unit::Seconds.cell(-5_000_000), "-0.005");
    assert_eq!(Unit::Nanoseconds.cell(0), "       .");
    assert_eq!(Unit::Megabytes.label(-1_572_864), "-1.5");
    assert_eq!(Unit::Nanoseconds.label(650_000_000), "\"650ms\"");
}

#[test]
fn units_as_go_pprofs_unit_option_prints_them() {
    let space = ValueType::new("inuse_space", "bytes");
    let kb = Unit::go(&space, UnitChoice::Named("kB")).unwrap();
    assert_eq!(kb.format(5_952_000), "5812.50kB");
    assert_eq!(kb.total(4_718_592), "4608kB");
    // A unit of another kind: the kind's default, as Go.
    assert_eq!(
        Unit::go(&space, UnitChoice::Named("ms"))
            .unwrap()
            .format(4_718_592),
        "4718592B"
    );
    let auto = Unit::go(&space, UnitChoice::Auto).unwrap();
    assert_eq!(auto.format(4_718_592), "4.50MB");
    let cpu = ValueType::new("cpu", "nanoseconds");
    assert_eq!(
        Unit::go(&cpu, UnitChoice::Named("ms"))
            .unwrap()
            .format(1_700_000_000),
        "1700ms"
    );
    assert_eq!(
        Unit::go(&cpu, UnitChoice::Minimum)
            .unwrap()
            .with_output(Some("s"))
            .format(10_000_000),
        "0.01s"
    );
    assert_eq!(
        Unit::go(&ValueType::new("samples", "count"), UnitChoice::Named("ms")),
        None
    );
}

#[test]
fn values_and_labels_scale_as_go_scales_them() {
    assert_eq!(one_decimal(2_958_000_000, "nanoseconds"), "3.0s");
    assert_eq!(one_decimal(980_000_000, "nanoseconds"), "980.0ms");
    assert_eq!(one_decimal(340, "count"), "340.0");
    assert_eq!(scaled_label(4096, "bytes", None), "4kB");
    assert_eq!(scaled_label(2304, "bytes", None), "2.25kB");
    assert_eq!(scaled_label(256, "bytes", None), "256B");
    assert_eq!(scaled_label(30_000_000, "nanoseconds", None), "30ms");
    assert_eq!(scaled_label(-30_000_000, "nanoseconds", None), "-30ms");
    assert_eq!(scaled_label(0, "nanoseconds", None), "0");
    assert_eq!(scaled_label(28, "count", None), "28");
    assert_eq!(percentage(6689, 10000), "66.89%");
    assert_eq!(percentage(660, 10000), " 6.60%");
    assert_eq!(percentage(10, 10000), "  0.1%");
    assert_eq!(percentage(64, 100000), "0.064%");
    assert_eq!(percentage(1, 1), "  100%");
    assert_eq!(percentage(1, 10_000_000), "1e-05%");
    assert_eq!(percentage(15, 10_000_000), "0.00015%");
}

#[test]
fn a_report_prints_every_value_in_one_unit_as_go_chooses_it() {
    // cpp_inline's -tree: 10ms is the smallest, 1.68s the total.
    let unit = report_unit(10_000_000, 1_680_000_000, "nanoseconds");
    assert_eq!(unit, Some("s"));
    assert_eq!(scaled_label(280_000_000, "nanoseconds", unit), "0.28s");
    assert_eq!(scaled_label(1_680_000_000, "nanoseconds", unit), "1.68s");
    assert_eq!(scaled_label(0, "nanoseconds", unit), "0");
    // heap_prog's: 256kB and 14772.57kB are both kilobytes.
    let unit = report_unit(262_144, 15_127_113, "bytes");
    assert_eq!(unit, Some("kB"));
    assert_eq!(scaled_label(15_127_113, "bytes", unit), "14772.57kB");
    assert_eq!(scaled_label(4_718_592, "bytes", unit), "4608kB");
    // Counts: plain numbers.
    assert_eq!(report_unit(1, 168, "count"), None);
    assert_eq!(scaled_label(168, "count", None), "168");
}
