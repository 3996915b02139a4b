//! perf frames named as perf names them (issue 64), on the recordings of
//! `testdata/make_perf.sh names`, against perf's own reports of them
//! (`testdata/golden/perf/<recording>.self`/`.children`): JIT code from a
//! perf map and from a jitdump, the vdso from perf's build-id cache, libc's
//! public names, the dynamic loader's entry labels, an IRELATIVE PLT stub,
//! one node per unwinding failure; and the running kernel named in pipe
//! mode, recorded here.

use crate::common::{run_with_stdin, scratch, skip, testdata};
use crate::perf::{ok, our_shares, perf_dir, run_perf};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// perf report's shares (`--sort dso,sym`) by symbol name (what follows
/// `[.] ` or `[k] `), summed over objects; children's first column.
fn perf_symbols(golden: &str) -> BTreeMap<String, f64> {
    let text = std::fs::read_to_string(testdata().join("golden/perf").join(golden)).unwrap();
    perf_symbols_of(&text)
}

fn perf_symbols_of(text: &str) -> BTreeMap<String, f64> {
    let mut shares = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some(at) = line.find("[.] ").or_else(|| line.find("[k] ")) else {
            continue;
        };
        let Some(share) = line.split_whitespace().next() else {
            continue;
        };
        let Ok(share) = share.trim_end_matches('%').parse::<f64>() else {
            continue;
        };
        let name = line[at + 4..].trim().to_string();
        *shares.entry(name).or_insert(0.0) += share;
    }
    shares
}

/// Our flat (or cumulative) share of `name` equals perf's self (children)
/// share to `tolerance` points.
fn same_share(recording: &str, names: &[(&str, &str)], children: bool, tolerance: f64) {
    let input = perf_dir().join(format!("{recording}.data"));
    let (flat, cum) = our_shares(&input, &[]);
    let ours = if children { &cum } else { &flat };
    let kind = if children { "children" } else { "self" };
    let perf = perf_symbols(&format!("{recording}.{kind}"));
    for (theirs, our_name) in names {
        let share = perf.get(*theirs).copied().unwrap_or(0.0);
        assert!(
            share >= 1.0 || children,
            "{recording}: perf's {theirs}: {share}"
        );
        let our = ours.get(*our_name).copied().unwrap_or(0.0);
        assert!(
            (our - share).abs() <= tolerance,
            "{recording}.{kind}: perf's {theirs} {share:.2}%, our {our_name} {our:.2}%"
        );
    }
}

#[test]
fn jit_code_is_named_from_the_processs_perf_map() {
    same_share(
        "perf_jitmap",
        &[
            ("jitted_hot_loop", "jitted_hot_loop"),
            ("jitted_cold_loop", "jitted_cold_loop"),
        ],
        false,
        0.1,
    );
}

/// A perf map someone else owns is not read unless asked (perf's `-f`);
/// lines that are no functions are counted in one warning.
#[test]
fn perf_maps_of_other_users_are_refused_and_bad_lines_counted() {
    let map = std::fs::read_dir(perf_dir().join("bin"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "map"))
        .unwrap();
    let dir = scratch("perf_map_owner");
    let copy = dir.path().join(map.file_name().unwrap());
    let mut text = std::fs::read_to_string(&map).unwrap();
    text.push_str("not a function\n0 0 empty\n");
    std::fs::write(&copy, text).unwrap();
    let input = perf_dir().join("perf_jitmap.data");
    let run = |extra: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
        command
            .args(["--text", "--nodecount=3"])
            .args(extra)
            .arg(&input)
            .env("PPROF_BINARY_PATH", dir.path())
            .env("PERF_BUILDID_DIR", perf_dir().join("buildid"));
        command.output().unwrap()
    };
    let out = run(&[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(ok(&out).contains("jitted_hot_loop"), "{stderr}");
    assert_eq!(
        stderr.matches("2 lines are not `START SIZE name`").count(),
        1,
        "{stderr}"
    );
    // Given to another user (possible as root only); a map of the
    // recorded pid in /tmp would be read instead.
    let in_tmp = Path::new("/tmp").join(map.file_name().unwrap());
    if in_tmp.exists() {
        return skip(
            "perf_maps_of_other_users_are_refused",
            &format!("{} exists (another process's?)", in_tmp.display()),
            None,
        );
    }
    let chowned = std::os::unix::fs::chown(&copy, Some(12345), None).is_ok();
    if !chowned {
        return skip(
            "perf_maps_of_other_users_are_refused",
            "cannot give a file to another user (not root)",
            None,
        );
    }
    let out = run(&[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let text = ok(&out);
    assert!(!text.contains("jitted_hot_loop"), "{text}");
    assert!(
        stderr.contains("owned by user 12345") && stderr.contains("--trust_perf_maps"),
        "{stderr}"
    );
    assert!(ok(&run(&["--trust_perf_maps"])).contains("jitted_hot_loop"));
}

#[test]
fn jitdump_code_is_named_from_perf_injects_files() {
    same_share(
        "perf_jitdump",
        &[
            ("jitted_dump_hot", "jitted_dump_hot"),
            ("jitted_dump_cold", "jitted_dump_cold"),
        ],
        false,
        0.1,
    );
}

/// The vdso's functions are named from its image in perf's build-id
/// cache. Of its two names of one address, perf prints the global
/// `__vdso_clock_gettime`; we print the weak `clock_gettime`, as for every
/// object (fewer underscores first: gprof's and google-pprof's choice,
/// which their goldens hold us to).
///
/// Ours is one node for every function of that name: libc's
/// `clock_gettime` (perf's `clock_gettime@@GLIBC_2.17`) is in it too,
/// when libc here is the recording's (elsewhere it is not named).
#[test]
fn the_vdso_is_named_from_perfs_build_id_cache() {
    let perf = perf_symbols("perf_names.self");
    let mut theirs = perf["__vdso_clock_gettime"];
    let libc = "/usr/lib/x86_64-linux-gnu/libc.so.6";
    if build_id_of(libc).as_deref() == Some(LIBC_ID) {
        theirs += perf
            .get("clock_gettime@@GLIBC_2.17")
            .copied()
            .unwrap_or(0.0);
    }
    let (ours, _) = our_shares(&perf_dir().join("perf_names.data"), &[]);
    let our = ours.get("clock_gettime").copied().unwrap_or(0.0);
    assert!(
        theirs >= 1.0 && (our - theirs).abs() <= 0.1,
        "perf {theirs:.2}%, ours {our:.2}%"
    );
}

/// The build id of the libc perf_names.data was recorded with.
const LIBC_ID: &str = "93ac61ec5a8eb1396f9fbd350e3169a558528a40";

/// The build id of the file at `path` in hex, from `readelf -n`'s notes,
/// when binutils can say.
fn build_id_of(path: &str) -> Option<String> {
    let out = Command::new("readelf").args(["-n", path]).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let at = text.find("Build ID: ")?;
    Some(text[at + 10..].split_whitespace().next()?.to_string())
}

/// The build id the recording `data` lists for `object` (`perf buildid-list`
/// was run when it was made; the golden's header is not kept, so the
/// recording's own list is read by profile-analyze's --verbose trail).
fn system_file_matches(test: &str, path: &str, recorded: &str) -> bool {
    match build_id_of(path) {
        Some(id) if id == recorded => true,
        Some(id) => {
            skip(
                test,
                &format!("{path} here is another build ({id}) than the recording's ({recorded})"),
                None,
            );
            false
        }
        None => {
            skip(test, &format!("no build id of {path} (readelf)"), None);
            false
        }
    }
}

/// libc's `read` and `malloc` as perf names them, not their internal
/// aliases (`__GI___libc_read`), from the symbol table and the DWARF of
/// libc's debug file alike; `--focus='^read$'` finds them. On another
/// libc than the recording's (its build id), skipped.
#[test]
fn libc_functions_are_named_by_their_public_names() {
    let test = "libc_functions_are_named_by_their_public_names";
    let libc = "/usr/lib/x86_64-linux-gnu/libc.so.6";
    if !system_file_matches(test, libc, LIBC_ID) {
        return;
    }
    same_share(
        "perf_names",
        &[("read", "read"), ("malloc", "malloc")],
        false,
        0.1,
    );
    let input = perf_dir().join("perf_names.data");
    let text = ok(&run_perf(&[
        "--text",
        "--focus=^read$",
        input.to_str().unwrap(),
    ]));
    assert!(text.lines().any(|l| l.ends_with(" read")), "{text}");
    assert!(!text.contains("__GI_"), "{text}");
}

/// The dynamic loader's `_start` and `_dl_start_user`, labels of no size
/// (`STT_NOTYPE`), name the code up to the next symbol, as perf names it
/// (perf_cpp.dwarf.data's stacks reach them). On another ld.so than the
/// recording's, skipped.
#[test]
fn the_dynamic_loaders_entry_labels_are_named() {
    let test = "the_dynamic_loaders_entry_labels_are_named";
    let ld = "/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2";
    if !system_file_matches(test, ld, "7ebc65e52f2bbea498b4040fa92f7238377aaba9") {
        return;
    }
    let input = perf_dir().join("perf_cpp.dwarf.data");
    let text = ok(&run_perf(&[
        "--text",
        "--noinlines",
        input.to_str().unwrap(),
    ]));
    assert!(
        !text.contains("[ld-linux-x86-64.so.2] (no symbols)"),
        "{text}"
    );
    same_share(
        "perf_cpp.dwarf",
        &[("_dl_start_user", "_dl_start_user")],
        true,
        0.2,
    );
}

/// A call through an IFUNC's PLT stub (an `R_X86_64_IRELATIVE` slot) is
/// named as objdump names the stub (`*ABS*+0x11a0@plt`; perf 6.1 names
/// that code after the symbol before it, `_init`, with the same share).
#[test]
fn irelative_plt_stubs_are_named_as_objdump_names_them() {
    let golden =
        std::fs::read_to_string(testdata().join("golden/perf/perf_ifunc.objdump")).unwrap();
    let stub = golden
        .lines()
        .find_map(|l| l.split_once(" <")?.1.strip_suffix(">:"))
        .filter(|s| s.starts_with("*ABS*"))
        .unwrap();
    same_share("perf_ifunc", &[("_init", stub)], false, 0.1);
}

/// Stacks deeper than perf's copy of them end in one node per reason and
/// object, not one per stack address, with the flag that records more.
#[test]
fn truncated_dwarf_stacks_end_in_one_node_per_reason() {
    let input = perf_dir().join("perf_deep.dwarf.data");
    let out = run_perf(&["--text", "--nodecount=100000", input.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let text = ok(&out);
    let unwind: Vec<&str> = text.lines().filter(|l| l.contains("[unwind: ")).collect();
    assert_eq!(
        unwind
            .iter()
            .filter(|l| l.ends_with("[unwind: stack copy too small in perf_deep]"))
            .count(),
        1,
        "{text}"
    );
    assert!(!text.contains("Could not read stack memory"), "{text}");
    assert!(stderr.contains("--call-graph dwarf,SIZE"), "{stderr}");
    same_share("perf_deep.dwarf", &[("descend", "descend")], false, 0.2);
}

/// In pipe mode perf records no build ids: the kernel is named from the
/// running kernel's /proc/kallsyms when the recording's release is the
/// running kernel's, with a warning that it is a guess, and the vdso from
/// the running kernel's (this process's); the kernel's names and
/// shares are perf report's of the same recording. Recorded here, so
/// skipped where perf cannot record or /proc/kallsyms hides its addresses.
#[test]
fn kernel_frames_in_pipe_mode_are_named_from_the_running_kernel() {
    let test = "kernel_frames_in_pipe_mode_are_named_from_the_running_kernel";
    let kallsyms = std::fs::read_to_string("/proc/kallsyms").unwrap_or_default();
    if !kallsyms
        .lines()
        .take(100)
        .any(|l| !l.starts_with("0000000000000000"))
    {
        return skip(
            test,
            "/proc/kallsyms hides its addresses (kernel.kptr_restrict)",
            None,
        );
    }
    let program = perf_dir().join("bin/perf_names");
    let recorded = Command::new("perf")
        .args(["record", "-q", "-F", "2000", "-g", "-o", "-", "--"])
        .arg(&program)
        .output();
    let data = match recorded {
        Ok(out) if out.status.success() && out.stdout.len() > 1024 => out.stdout,
        Ok(out) => {
            let why = String::from_utf8_lossy(&out.stderr);
            let why = why.lines().next().unwrap_or("no output");
            return skip(test, &format!("perf record failed: {why}"), None);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return skip(test, "no `perf` on PATH", Some("linux-perf"));
        }
        Err(e) => return skip(test, &format!("perf cannot run: {e}"), None),
    };
    let dir = scratch("perf_pipe_kernel");
    let file = dir.path().join("pipe.data");
    std::fs::write(&file, &data).unwrap();
    let report = Command::new("perf")
        .args([
            "report",
            "--stdio",
            "--sort",
            "sym",
            "-g",
            "none",
            "--no-children",
            "-i",
        ])
        .arg(&file)
        .output()
        .unwrap();
    let perf = perf_symbols_of(&String::from_utf8_lossy(&report.stdout));
    let kernel: Vec<(&String, &f64)> = perf.iter().filter(|(_, s)| **s >= 1.0).collect();
    let out = run_with_stdin(
        &[
            "--text",
            "--noinlines",
            "--nodecount=100000",
            "--unit=ns",
            "-",
        ],
        data,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let text = ok(&out);
    assert!(!text.contains("no kernel symbols"), "{stderr}\n{text}");
    assert!(stderr.contains("a guess"), "{stderr}");
    let ours = shares_of(&text);
    // The vdso, of no build id either, is this process's (the kernel's).
    if std::fs::read_to_string("/proc/self/maps").is_ok_and(|m| m.contains("[vdso]")) {
        assert!(
            !text.contains("[vdso]") && ours.contains_key("clock_gettime"),
            "{text}"
        );
    }
    let report_text = String::from_utf8_lossy(&report.stdout);
    let kernel_names: Vec<&String> = kernel
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| report_text.contains(&format!("[k] {n}")))
        .collect();
    assert!(!kernel_names.is_empty(), "{report_text}");
    for name in kernel_names {
        let our = ours.get(name.as_str()).copied().unwrap_or(0.0);
        assert!(
            (our - perf[name]).abs() <= 0.5,
            "{name}: perf {:.2}%, ours {our:.2}%\n{text}",
            perf[name]
        );
    }
}

/// The flat shares of `--text --unit=ns` output, by name.
fn shares_of(text: &str) -> BTreeMap<String, f64> {
    let mut lines = text.lines();
    let total: f64 = lines
        .next()
        .and_then(|l| l.strip_prefix("Total: "))
        .and_then(|t| t.strip_suffix("ns"))
        .unwrap()
        .parse()
        .unwrap();
    let mut shares = BTreeMap::new();
    for line in lines {
        let f: Vec<&str> = line.split_whitespace().collect();
        let flat: f64 = f[0].trim_end_matches("ns").parse().unwrap();
        *shares.entry(crate::perf::row_name(&f)).or_insert(0.0) += flat * 100.0 / total;
    }
    shares
}

/// A program given by a relative path finds its debug file under
/// `--debug_root` by its absolute path (as GDB joins them), here
/// `<root>/<cwd>/buildid/dbg.debug`.
#[test]
fn a_relative_program_finds_its_debug_file_under_debug_root_by_its_absolute_path() {
    let dbg = testdata().join("dbg");
    let dir = scratch("debug_root_relative");
    let root = dir.path().join("root");
    for (object, id) in [
        ("dbg", "a1/8d7b18b28fe0a68915ddf94563f148d16ac167"),
        ("libdbg.so", "3b/05a0030955aa9be85e3736ba2537ccc823ae37"),
    ] {
        let at = root.join(dbg.join("buildid").strip_prefix("/").unwrap());
        std::fs::create_dir_all(&at).unwrap();
        let from = dbg.join(format!("buildid/root/.build-id/{id}.debug"));
        std::fs::copy(from, at.join(format!("{object}.debug"))).unwrap();
    }
    let full = crate::dbg_layouts::report(&["--text"], "full", &[], &[]);
    let root_flag = format!("--debug_root={}", root.display());
    let out = crate::dbg_layouts::report(&["--text"], "buildid", &[&root_flag], &[]);
    assert_eq!(ok(&out), ok(&full));
}

/// A recording of two events shows the first, and says the other is
/// there; `--sample_index` shows it, with perf report's count.
#[test]
fn a_recording_of_several_events_says_which_are_there() {
    let input = perf_dir().join("perf_events.data");
    let out = run_perf(&["--text", "--nodecount=1", input.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    ok(&out);
    let warning = stderr
        .lines()
        .find(|l| l.contains("2 events recorded"))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(
        warning.contains("page-faults") && warning.contains("--sample_index"),
        "{warning}"
    );
    // perf report's count of page faults (`# Event count (approx.): 50`).
    let counts =
        std::fs::read_to_string(testdata().join("golden/perf/perf_events.counts")).unwrap();
    let faults: i64 = counts
        .lines()
        .skip_while(|l| !l.contains("page-faults"))
        .find_map(|l| l.strip_prefix("# Event count (approx.): "))
        .unwrap()
        .parse()
        .unwrap();
    let index = format!("--sample_index={}", page_faults_type(warning));
    let text = ok(&run_perf(&[
        "--text",
        "--nodecount=1",
        &index,
        input.to_str().unwrap(),
    ]));
    let total = text.lines().next().unwrap();
    let ours = total
        .strip_prefix("Total: ")
        .and_then(|t| t.split_whitespace().next());
    assert_eq!(ours, Some(faults.to_string().as_str()), "{text}");
}

/// The sample type of the page faults' periods, as the warning names it.
fn page_faults_type(warning: &str) -> String {
    let list = &warning[warning.find('(').unwrap() + 1..warning.find(')').unwrap()];
    list.split(", ")
        .find(|e| e.starts_with("page-faults"))
        .unwrap()
        .to_string()
}

/// `--tagroot` with a key no sample has says so (perf's samples have
/// pid, tid, comm, cpu: no dso).
#[test]
fn tagroot_with_a_key_no_sample_has_says_so() {
    let input = perf_dir().join("perf_ifunc.data");
    let out = run_perf(&["--text", "--tagroot=dso", input.to_str().unwrap()]);
    ok(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("tagroot: no sample has a label dso"),
        "{stderr}"
    );
}

/// `-` is standard input.
#[test]
fn a_dash_is_standard_input() {
    let input = perf_dir().join("perf_ifunc.data");
    let bytes = std::fs::read(&input).unwrap();
    let from_file = ok(&run_perf(&[
        "--text",
        "--nodecount=3",
        input.to_str().unwrap(),
    ]));
    let out = run_with_stdin(&["--text", "--nodecount=3", "-"], bytes);
    // Without perf's build-id cache nor the binaries: the totals agree.
    let from_pipe = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        from_pipe.lines().next(),
        from_file.lines().next(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `--ignore_mismatch` uses a binary whose build id is not the
/// recording's (another build), with a warning, as `--help` says; without
/// it the binary is skipped, with a warning.
#[test]
fn ignore_mismatch_takes_a_binary_of_another_build_id() {
    // Where make_perf.sh ran, the program is also at its recorded path.
    let recorded = Path::new("/tmp/profile-analyze-perf/names/perf_ifunc");
    if recorded.exists() {
        return skip(
            "ignore_mismatch_takes_a_binary_of_another_build_id",
            &format!(
                "{} exists (make_perf.sh's stage): remove it to test",
                recorded.display()
            ),
            None,
        );
    }
    let dir = scratch("ignore_mismatch_build_id");
    let mut bytes = std::fs::read(perf_dir().join("bin/perf_ifunc")).unwrap();
    // The GNU build-id note: namesz 4, descsz 20, type 3, "GNU\0", the id.
    let note = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, b'G', b'N', b'U', 0];
    let at = bytes
        .windows(note.len())
        .position(|w| w == note)
        .expect("a build-id note");
    bytes[at + note.len()] ^= 0xff;
    std::fs::write(dir.path().join("perf_ifunc"), bytes).unwrap();
    let input = perf_dir().join("perf_ifunc.data");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(["--text", "--nodecount=5"])
            .args(extra)
            .arg(&input)
            .env("PPROF_BINARY_PATH", dir.path())
            .env("PERF_BUILDID_DIR", perf_dir().join("buildid"))
            .output()
            .unwrap()
    };
    let out = run(&[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!ok(&out).contains(" main\n"), "{stderr}");
    assert!(stderr.contains("is not the profile's"), "{stderr}");
    let out = run(&["--ignore_mismatch"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(ok(&out).contains(" main\n"), "{stderr}");
    assert!(stderr.contains("anyway (--ignore_mismatch)"), "{stderr}");
}

/// A second `--tagfocus` replaces the first, as Go pprof's one-string
/// flag does, but not silently: a warning says which is used and how to
/// match several values.
#[test]
fn a_second_tagfocus_is_said_to_replace_the_first() {
    let input = perf_dir().join("perf_ifunc.data");
    let out = run_perf(&[
        "--text",
        "--tagfocus=comm=perf_ifunc",
        "--tagfocus=comm=nothing",
        input.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--tagfocus given 2 times: only the last is used")
            && stderr.contains("KEY=RE,RE"),
        "{stderr}"
    );
    assert!(
        stderr.contains("tagfocus=comm=nothing matches no sample"),
        "{stderr}"
    );
}
