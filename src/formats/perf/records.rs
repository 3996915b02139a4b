//! What perf.data's records say that is kept as perf reads it: the kernel's release,
//! and the name perf gives anonymous code (a JIT's): its process's perf
//! map, `/tmp/perf-PID.map`.

use crate::profile::{Mapping, ValueType, clip, escape_controls};
use std::path::Path;

/// The most bytes of a kernel release kept (`uname -r` prints under 65).
const MAX_RELEASE: usize = 256;

/// With several events (two sample types each, the second the event's
/// periods), a warning naming them: only the first is shown.
pub(super) fn other_events(path: &Path, types: &[ValueType]) -> Option<String> {
    let events: Vec<&str> = types
        .iter()
        .skip(1)
        .step_by(2)
        .map(|t| t.kind.as_str())
        .collect();
    (events.len() > 1).then(|| {
        format!(
            "{}: {} events recorded ({}): {} is shown, --sample_index=EVENT shows another",
            path.display(),
            events.len(),
            events.join(", "),
            events[0]
        )
    })
}

/// When a process mapped a jitdump (`jit-PID.dump`, which a JIT's perf
/// agent writes and mmaps executable) and the recording was not made
/// into one whose mappings are the JIT's code (`perf inject --jit` drops
/// the dump's mapping), a warning that says how.
pub(super) fn jitdump_not_injected(path: &Path, mappings: &[Mapping]) -> Option<String> {
    let dump = mappings.iter().find(|m| is_jitdump(&m.path))?;
    Some(format!(
        "{}: a process wrote a jitdump ({}): `perf inject --jit -i {} -o jitted.data` makes its JIT code files that name it",
        path.display(),
        dump.path,
        path.display()
    ))
}

/// True for a jitdump's path (`.../jit-1234.dump`).
fn is_jitdump(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.strip_prefix("jit-")
        .and_then(|rest| rest.strip_suffix(".dump"))
        .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
}

/// The recorded kernel release, as a name the warnings can print.
pub(super) fn release(release: &str) -> String {
    clip(&escape_controls(release.trim()), MAX_RELEASE).into_owned()
}

/// The path perf gives the executable mapping of `path` by process `pid`
/// when it is anonymous memory (`//anon`, `/dev/zero`, `/anon_hugepage`,
/// `[anon:...]`, `[heap]`, `[stack...]`, `/SYSV...`): the process's perf
/// map, `/tmp/perf-PID.map`, where a JIT lists the code it made (the
/// symbolizer reads it). `None` for any other mapping.
pub(super) fn perf_map_path(path: &[u8], pid: i32) -> Option<String> {
    let anonymous = path == b"//anon"
        || path.starts_with(b"/dev/zero")
        || path.starts_with(b"/anon_hugepage")
        || path.starts_with(b"[anon:")
        || path == b"[heap]"
        || path.starts_with(b"[stack")
        || path.starts_with(b"/SYSV");
    (anonymous && pid > 0).then(|| format!("/tmp/perf-{pid}.map"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::perf::events::build_id_record;

    #[test]
    fn anonymous_code_is_named_by_its_processs_perf_map() {
        assert_eq!(
            perf_map_path(b"//anon", 42).as_deref(),
            Some("/tmp/perf-42.map")
        );
        assert_eq!(
            perf_map_path(b"[anon:v8]", 7).as_deref(),
            Some("/tmp/perf-7.map")
        );
        assert_eq!(perf_map_path(b"/usr/lib/libc.so.6", 42), None);
        assert_eq!(perf_map_path(b"[vdso]", 42), None);
        assert_eq!(perf_map_path(b"//anon", -1), None);
    }

    #[test]
    fn jitdumps_are_recognized_by_name() {
        assert!(is_jitdump("/home/u/.debug/jit/java-jit-x/jit-4242.dump"));
        assert!(!is_jitdump("/tmp/jit-.dump"));
        assert!(!is_jitdump("/tmp/jitted-4242-1.so"));
        let dump = Mapping {
            path: "/tmp/jit-7.dump".into(),
            ..Mapping::default()
        };
        let warning = jitdump_not_injected(Path::new("p.data"), &[dump]).unwrap();
        assert!(warning.contains("perf inject --jit -i p.data"), "{warning}");
    }

    #[test]
    fn build_id_records_give_their_path_and_id() {
        let mut body = vec![0u8; 4];
        body.extend([
            0xab, 0xcd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ]);
        body.extend([2, 0, 0, 0]); // the size, when told, and padding
        body.extend(b"/bin/x\0\0");
        assert_eq!(
            build_id_record(1 << 15, &body),
            Some((&b"/bin/x"[..], "abcd".to_string()))
        );
        assert_eq!(build_id_record(0, &body[..20]), None);
    }
}
