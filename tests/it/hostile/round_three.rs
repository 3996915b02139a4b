//! Hostile inputs, third round (issue 63): `perf script` text whose period
//! does not fit, or that names more events than a recording has, is
//! refused in one line naming the file and where, instead of a period of 1
//! or a sample growing by two values per new event name.

use profile_analyze::formats::{ReadOptions, read_bytes};
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
