use super::*;
use crate::profile::{LocationId, ValueType};

#[test]
fn perfs_forms_are_read() {
    let form = |text: &str| text.parse::<TimeSpec>().unwrap().form().clone();
    assert_eq!(
        form("52067.3,52067.5"),
        TimeForm::Stamps(vec![(Some(52_067_300_000_000), Some(52_067_500_000_000))])
    );
    assert_eq!(
        form(",1.000000001"),
        TimeForm::Stamps(vec![(None, Some(1_000_000_001))])
    );
    assert_eq!(
        form("0,2"),
        TimeForm::Stamps(vec![(None, Some(2_000_000_000))])
    );
    assert_eq!(
        form("1,2 3,4"),
        TimeForm::Stamps(vec![
            (Some(1_000_000_000), Some(2_000_000_000)),
            (Some(3_000_000_000), Some(4_000_000_000))
        ])
    );
    assert_eq!(form("10%/2"), TimeForm::Share(vec![(0.1, 0.2)]));
    assert_eq!(
        form(" 0%-10%,30%-40%"),
        TimeForm::Share(vec![(0.0, 0.1), (0.3, 0.4)])
    );
    assert_eq!(form("50%"), TimeForm::Share(vec![(0.0, 0.5)]));
    assert_eq!(" 10%/2 ".parse::<TimeSpec>().unwrap().to_string(), "10%/2");
    for bad in [
        "",
        "1",
        "2,1",
        "1.0000000001,",
        "a,b",
        "1,2 2,3",
        "1, 3,4",
        "0%/1",
        "10%/0",
        "101%",
        "20%-10%",
        "x%",
        "-5%",
        "25%/5",
    ] {
        assert!(bad.parse::<TimeSpec>().is_err(), "{bad:?}");
    }
}

#[test]
fn percentages_resolve_as_perf_resolves_them() {
    let spec: TimeSpec = "25%/2".parse().unwrap();
    // 1000 ns from 1000: the second quarter is [1250, 1499].
    assert_eq!(spec.resolve(1000, 2000).ranges(), &[(1250, 1499)]);
    let last: TimeSpec = "25%/4".parse().unwrap();
    assert_eq!(last.resolve(1000, 2000).ranges(), &[(1750, 2000)]);
    let open: TimeSpec = "1.5,".parse().unwrap();
    assert_eq!(
        open.resolve(0, 2_000_000_000).ranges(),
        &[(1_500_000_000, 2_000_000_000)]
    );
    // Absurd times (a damaged file) resolve inside the recording.
    let all: TimeSpec = "100%".parse().unwrap();
    assert_eq!(all.resolve(1000, u64::MAX).ranges(), &[(1000, u64::MAX)]);
}

/// Three samples of one event (samples, time) recorded five times.
fn recording() -> Profile {
    let stack = |i: usize| vec![LocationId::new(i)];
    let mut p = Profile {
        sample_types: vec![
            ValueType::new("samples", "count"),
            ValueType::new("cpu-clock", "nanoseconds"),
        ],
        default_sample_type: 1,
        ..Profile::default()
    };
    p.samples = vec![
        Sample::new(stack(0), &[2, 20]),
        Sample::new(stack(1), &[2, 20]),
        Sample::new(stack(2), &[1, 10]),
    ];
    let at = |time, sample| Moment {
        time,
        sample,
        count_type: 0,
        also: NO_TYPE,
        value: 10,
    };
    p.timeline = Some(Box::new(Timeline::new(vec![
        at(100, 0),
        at(200, 1),
        at(300, 0),
        at(400, 2),
        at(500, 1),
    ])));
    p
}

#[test]
fn a_range_adds_up_the_samples_taken_in_it() {
    let p = recording();
    let during = p.during(&"100,300".parse().unwrap()).unwrap_or_else(|| {
        panic!("the profile has times");
    });
    // Times are nanoseconds: "100,300" is seconds, none of them.
    assert!(during.profile.samples.is_empty());
    let during = p.during(&"50%/1".parse().unwrap()).unwrap();
    assert_eq!(during.ranges.ranges(), &[(100, 299)]);
    assert_eq!(during.kept, 2);
    assert_eq!(during.recorded, 5);
    assert_eq!(during.profile.samples.len(), 2);
    assert_eq!(&during.profile.samples[0].values[..], &[1, 10]);
    assert_eq!(&during.profile.samples[1].values[..], &[1, 10]);
    assert_eq!(during.profile.samples[1].stack, vec![LocationId::new(1)]);
    let timeline = during.profile.timeline.as_deref().unwrap();
    assert_eq!(timeline.moments().len(), 2);
    assert_eq!(timeline.moments()[1].sample, 1);
    let whole = p.during(&"0%-100%".parse().unwrap()).unwrap();
    assert_eq!(whole.profile.samples, p.samples);
    assert!(Profile::default().during(&"50%".parse().unwrap()).is_none());
}
