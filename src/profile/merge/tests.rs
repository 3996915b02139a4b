use super::*;
use crate::profile::Builder;

/// A profile of one program mapped at `base`, with one sample per
/// (stack of offsets into the program, value).
fn run(base: u64, stacks: &[(&[u64], i64)]) -> Profile {
    let mut b = Builder::new(Profile {
        address_bytes: 8,
        sample_types: vec![ValueType::new("samples", "count")],
        period_type: ValueType::new("cpu", "nanoseconds"),
        period: 10_000_000,
        mappings: vec![Mapping {
            start: base,
            limit: base + 0x5000,
            offset: 0,
            path: "/bin/prog".into(),
            build_id: None,
            is_main: true,
        }],
        ..Profile::default()
    });
    for (stack, value) in stacks {
        let ids = stack.iter().map(|o| b.location(base + o)).collect();
        b.add(ids, &[*value]);
    }
    let mut p = b.finish();
    p.assign_mappings();
    p
}

fn offsets(p: &Profile) -> Vec<(Vec<u64>, i64)> {
    let start = p.mappings[0].start;
    let mut v: Vec<_> = p
        .samples
        .iter()
        .map(|s| {
            let stack = s
                .stack
                .iter()
                .map(|&l| p.location(l).address - start)
                .collect();
            (stack, s.value(0))
        })
        .collect();
    v.sort();
    v
}

#[test]
fn runs_under_aslr_share_locations_and_samples() {
    let a = run(0x5555_0000_0000, &[(&[0x10, 0x20], 3), (&[0x30], 1)]);
    let b = run(0x7777_0000_0000, &[(&[0x10, 0x20], 2), (&[0x40, 0x20], 5)]);
    let mut m = Merger::new(a);
    m.add(b);
    let p = m.finish();
    assert_eq!(p.mappings.len(), 1);
    assert_eq!(p.locations.len(), 4, "0x10, 0x20, 0x30, 0x40 once each");
    assert_eq!(
        offsets(&p),
        [
            (vec![0x10, 0x20], 5),
            (vec![0x30], 1),
            (vec![0x40, 0x20], 5)
        ]
    );
}

#[test]
fn a_base_cancels_and_a_diff_base_stays_apart() {
    let new = run(0x1000_0000, &[(&[0x10], 7), (&[0x30], 2)]);
    let mut base = run(0x2000_0000, &[(&[0x10], 7), (&[0x40], 4)]);
    base.negate();
    let mut m = Merger::new(new.clone());
    m.add(base.clone());
    let mut p = m.finish();
    p.drop_zero_samples();
    assert_eq!(offsets(&p), [(vec![0x30], 2), (vec![0x40], -4)]);

    base.set_label(Label {
        key: crate::profile::DIFF_BASE_LABEL.into(),
        value: crate::profile::LabelValue::Str("true".into()),
    });
    let mut m = Merger::new(new);
    m.add(base);
    let p = m.finish();
    assert_eq!(p.samples.len(), 4, "base samples keep their label");
    assert_eq!(p.samples.iter().filter(|s| s.is_diff_base()).count(), 2);
}

#[test]
fn normalize_scales_to_the_base_total_and_drop_negative_clamps() {
    let mut new = run(0x1000, &[(&[0x10], 30), (&[0x20], 10)]);
    let base = run(0x1000, &[(&[0x10], 10)]);
    new.normalize_to(&base);
    assert_eq!(offsets(&new), [(vec![0x10], 8), (vec![0x20], 3)]);
    new.samples[0].values[0] = -3;
    new.drop_negative();
    assert_eq!(new.samples.len(), 1);
}

#[test]
fn sample_types_are_chosen_as_go_names_them() {
    let mut p = run(0x1000, &[(&[0x10], 1)]);
    p.sample_types = vec![
        ValueType::new("objects", "count"),
        ValueType::new("space", "bytes"),
    ];
    p.select_sample_type("inuse_objects").unwrap();
    assert_eq!(p.default_sample_type, 0);
    p.select_sample_type("1").unwrap();
    assert_eq!(p.default_sample_type, 1);
    let e = p.select_sample_type("alloc_space").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the profile has no sample type alloc_space; it has objects, space"
    );
    assert_eq!(
        p.select_sample_type("2").unwrap_err().to_string(),
        "sample index 2 is outside [0..1] (objects, space)"
    );
    assert_eq!(
        p.select_sample_type(MEAN_DELAY).unwrap_err().to_string(),
        "mean_delay needs a contention profile's contentions and delay; this profile has objects, space"
    );
    assert_eq!(
        p.sample_index(MEAN_DELAY).unwrap_err().to_string(),
        "mean_delay is made as the profiles are read: load them with it"
    );
}

#[test]
fn mean_delay_divides_each_samples_delay_by_its_contentions() {
    let mut p = run(0x1000, &[(&[0x10], 4)]);
    p.sample_types = vec![
        ValueType::new("contentions", "count"),
        ValueType::new("delay", "nanoseconds"),
    ];
    p.samples[0].values = smallvec::smallvec![4, 1000];
    p.select_sample_type(MEAN_DELAY).unwrap();
    assert_eq!(p.value(&p.samples[0]), 250);
    assert_eq!(p.sample_type().unit, "nanoseconds");
}

#[test]
fn kinds_that_differ_are_incompatible() {
    let a = run(0x1000, &[]);
    let mut b = run(0x1000, &[]);
    b.sample_types = vec![ValueType::new("space", "bytes")];
    assert_eq!(
        a.compatible(&b).unwrap_err().to_string(),
        "its sample types [space/bytes] are not [samples/count]"
    );
}

/// Two recordings of different events keep the types they share, in the
/// first's order, the one shown staying shown; `samples` of a perf
/// recording is the shown event's samples.
#[test]
fn profiles_of_different_events_keep_the_types_they_share() {
    let types = |names: &[&str]| -> Vec<ValueType> {
        names
            .iter()
            .map(|n| {
                let unit = if n.ends_with("clock") {
                    "nanoseconds"
                } else {
                    "count"
                };
                ValueType::new(n, unit)
            })
            .collect()
    };
    let mut two = run(0x1000, &[(&[0x10], 1)]);
    two.sample_types = types(&[
        "cpu-clock-samples",
        "cpu-clock",
        "page-faults-samples",
        "page-faults",
    ]);
    two.samples[0].values = crate::profile::Values::from_slice(&[1, 250, 2, 7]);
    two.default_sample_type = 1;
    two.period_type = two.sample_types[1].clone();
    let one = types(&["cpu-clock-samples", "cpu-clock"]);
    let shared = shared_sample_types(&two.sample_types, &one);
    assert_eq!(shared, one);
    assert_eq!(two.sample_index("samples"), Ok(0));
    two.keep_sample_types(&shared);
    assert_eq!(two.sample_types, one);
    assert_eq!(two.samples[0].values.as_slice(), [1, 250]);
    assert_eq!(two.default_sample_type, 1);
    assert_eq!(two.period_type, one[1]);
    assert!(shared_sample_types(&one, &types(&["page-faults"])).is_empty());
}
