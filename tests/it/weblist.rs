//! `--weblist` (Go's weblist: `--list` with each line's instructions
//! folded under it) and `--list --inlined_lines` (Go's `-list`'s values),
//! against our own `--list` and `--disasm` and against Go pprof's goldens
//! (testdata/golden/go_view_cases).

use crate::common::{profile, run, scratch, stdout_ok, testdata};
use regex::Regex;
use std::collections::BTreeMap;
use std::process::Output;

/// profile-analyze `flags` on fixture `program` and its profile.
fn analyze(program: &str, flags: &[&str]) -> Output {
    let bin = testdata().join("bin");
    let prefix = format!("--lib_prefix={}", bin.display());
    let binary = bin.join(program);
    let profile = profile(program);
    let mut args: Vec<&str> = flags.to_vec();
    args.push(&prefix);
    args.push(binary.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    run(&args)
}

fn sources() -> String {
    format!("--source_path={}", testdata().join("programs").display())
}

/// The page `--weblist` writes with `flags` (to `--output=FILE`).
fn weblist_page(program: &str, flags: &[&str]) -> String {
    let dir = scratch("weblist");
    let file = dir.join("page.html");
    let output = format!("--output={}", file.display());
    let mut args = flags.to_vec();
    args.push(&output);
    let out = analyze(program, &args);
    let stdout = stdout_ok(&out);
    assert!(stdout.is_empty(), "{stdout}");
    std::fs::read_to_string(&file).unwrap()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// A row of a routine's source: its line, flat, cum and text.
pub type Row = (u32, String, String, String);

/// Whether a row has a value or text: the rows of a source not found
/// that the weblist adds to `--list`'s (lines with code but no samples)
/// have neither.
fn shown(row: &Row) -> bool {
    row.1 != "." || row.2 != "." || !row.3.is_empty()
}

/// `--list`'s rows, every routine's in order (its own lines and those of
/// the code inlined into it); headings and `---` marks left out.
fn list_rows(text: &str) -> Vec<Row> {
    text.lines()
        .filter_map(|l| {
            let (head, source) = l
                .split_once(": ")
                .or_else(|| l.strip_suffix(':').map(|h| (h, "")))?;
            let words: Vec<&str> = head.split_whitespace().collect();
            let [flat, cum, line] = words[..] else {
                return None;
            };
            Some((line.parse().ok()?, flat.into(), cum.into(), source.into()))
        })
        .collect()
}

/// What a line of the weblist folds: an inline frame's source line, or an
/// instruction.
#[derive(Debug, Clone)]
enum Folded {
    /// The frame's text (indented) and its `file:line`.
    Frame(String, String),
    /// An instruction.
    Instruction(Instruction),
}

#[derive(Debug, Clone)]
struct Instruction {
    address: u64,
    flat: String,
    cum: String,
    text: String,
    /// The `file:line` of its innermost frame.
    at: String,
    /// perl's range rule charged it to another line than its own: that
    /// line's `file:line`.
    carried: Option<String>,
    /// The blanks before its text: one step more per inline frame.
    indent: usize,
}

/// A line of the weblist, with what it folds.
#[derive(Debug)]
struct Line {
    row: Row,
    folded: Vec<Folded>,
}

/// A routine of the weblist.
#[derive(Debug)]
struct Routine {
    name: String,
    file: String,
    lines: Vec<Line>,
}

impl Routine {
    fn instructions(&self) -> impl Iterator<Item = (&Line, &Instruction)> {
        self.lines.iter().flat_map(|line| {
            line.folded.iter().filter_map(move |f| match f {
                Folded::Instruction(i) => Some((line, i)),
                Folded::Frame(..) => None,
            })
        })
    }
}

/// The routines of a weblist page (each element on its own line, as the
/// weblist writes them).
fn weblist_routines(html: &str) -> Vec<Routine> {
    let heading = Regex::new(r#"<h2>(.*)</h2><p class="wl-file">(.*)</p>"#).unwrap();
    let line = Regex::new(
        r#"<span class="wl-n"> *(\d+)</span> +<span class="wl-f"> *(\S+)</span> <span class="wl-c"> *(\S+)</span> +<span class="wl-src">(.*?)</span>"#,
    )
    .unwrap();
    let instruction = Regex::new(
        r#"class="wl-row wl-insn( wl-carried" title="[^"]* is ([^"]*))?".*<span class="wl-f"> *(\S+)</span> <span class="wl-c"> *(\S+)</span> <span class="wl-a"> *([0-9a-f]+)</span>: <span class="wl-t">(.*?)</span> <span class="wl-at">(.*?)</span>"#,
    )
    .unwrap();
    let frame = Regex::new(
        r#"wl-frame.*<span class="wl-inl">(.*?)</span> <span class="wl-at">(.*?)</span>"#,
    )
    .unwrap();
    let mut routines: Vec<Routine> = Vec::new();
    for l in html.lines() {
        if let Some(c) = heading.captures(l) {
            routines.push(Routine {
                name: unescape(&c[1]),
                file: unescape(&c[2]),
                lines: Vec::new(),
            });
        } else if let Some(c) = line.captures(l) {
            let row = (
                c[1].parse().unwrap(),
                c[2].to_string(),
                c[3].to_string(),
                unescape(&c[4]),
            );
            let routine = routines.last_mut().expect("a line after a heading");
            routine.lines.push(Line {
                row,
                folded: Vec::new(),
            });
        } else if let Some(c) = instruction.captures(l) {
            let folded = Folded::Instruction(Instruction {
                address: u64::from_str_radix(&c[5], 16).unwrap(),
                flat: c[3].to_string(),
                cum: c[4].to_string(),
                text: unescape(c[6].trim()),
                at: unescape(&c[7]),
                carried: c.get(2).map(|own| unescape(own.as_str())),
                indent: c[6].len() - c[6].trim_start().len(),
            });
            let routine = routines.last_mut().unwrap();
            if routine.lines.is_empty() {
                // A routine without lines: its instructions under line 0.
                let row = (0, String::new(), String::new(), String::new());
                routine.lines.push(Line {
                    row,
                    folded: Vec::new(),
                });
            }
            routine.lines.last_mut().unwrap().folded.push(folded);
        } else if let Some(c) = frame.captures(l) {
            let folded = Folded::Frame(unescape(&c[1]), unescape(&c[2]));
            let routine = routines.last_mut().unwrap();
            routine.lines.last_mut().unwrap().folded.push(folded);
        }
    }
    routines
}

/// `--disasm`'s routines: name, and each instruction's address, flat, cum
/// and text.
/// An instruction of `--disasm`: address, flat, cum and text.
type DisasmRow = (u64, String, String, String);

fn disasm_routines(text: &str) -> Vec<(String, Vec<DisasmRow>)> {
    // `{flat:>6} {cum:>6}    {address:>8x}: {text}`, where a source line
    // has `{line:>5}: ` after its values.
    let instruction = Regex::new(r"^(.{6}) (.{6})    ([ 0-9a-f]{8}): (.*)$").unwrap();
    let mut routines: Vec<(String, Vec<_>)> = Vec::new();
    for l in text.lines() {
        if let Some(name) = l.strip_prefix("ROUTINE ====================== ") {
            routines.push((name.to_string(), Vec::new()));
        } else if let Some(c) = instruction.captures(l) {
            let address = u64::from_str_radix(c[3].trim(), 16).unwrap();
            let row = (
                address,
                c[1].trim().into(),
                c[2].trim().into(),
                c[4].trim().into(),
            );
            routines.last_mut().unwrap().1.push(row);
        }
    }
    routines
}

/// The rows of the weblist in `html` (a page, or the web's source view)
/// that `--list` shows too.
pub fn weblist_rows(html: &str) -> Vec<Row> {
    weblist_routines(html)
        .iter()
        .flat_map(|r| r.lines.iter().map(|l| l.row.clone()))
        .filter(|row| row.0 != 0 && shown(row))
        .collect()
}

/// `--list`'s rows that the weblist shows too.
pub fn listed_rows(text: &str) -> Vec<Row> {
    list_rows(text).into_iter().filter(shown).collect()
}

/// A value as Go prints it (`70ms`, `1.20s`, `.`, `0`), in milliseconds.
fn millis(value: &str) -> f64 {
    if value == "." {
        return 0.0;
    }
    let split = value
        .find(|c: char| !c.is_ascii_digit() && c != '.')
        .unwrap_or(value.len());
    let (number, unit) = value.split_at(split);
    let number: f64 = number.parse().unwrap_or_else(|_| panic!("{value}"));
    number
        * match unit {
            "" if number == 0.0 => 0.0,
            "s" => 1000.0,
            "ms" => 1.0,
            "us" | "µs" => 0.001,
            _ => panic!("a time: {value}"),
        }
}

/// Per (file, line): (flat, cum) in milliseconds, summed over `blocks`.
type PerLine = BTreeMap<(String, u32), (f64, f64)>;

fn add(per_line: &mut PerLine, file: &str, line: u32, flat: &str, cum: &str) {
    let (f, c) = (millis(flat), millis(cum));
    if f != 0.0 || c != 0.0 {
        let entry = per_line.entry((file.to_string(), line)).or_default();
        entry.0 += f;
        entry.1 += c;
    }
}

/// The listings of a `-list` or `--list` text, per (file, line) of the
/// program's own files: the routines' own lines, and apart the lines of
/// the code inlined into them (`--- inlined from FILE`, ours only).
fn list_per_line(text: &str) -> (PerLine, PerLine) {
    let routine = Regex::new(r"^ROUTINE =+ .* in (\S+)$").unwrap();
    let (mut own, mut inlined) = (PerLine::new(), PerLine::new());
    let mut file = String::new();
    let mut in_inlined = false;
    for l in text.lines() {
        if let Some(c) = routine.captures(l) {
            (file, in_inlined) = (c[1].to_string(), false);
        } else if let Some(f) = l.strip_prefix("--- inlined from ") {
            (file, in_inlined) = (f.to_string(), true);
        } else if file.starts_with("c_") || file.starts_with("cpp_") {
            let words: Vec<&str> = l.split_whitespace().collect();
            if let [flat, cum, line, ..] = words[..]
                && let Some(Ok(line)) = line.strip_suffix(':').map(str::parse)
            {
                let into = if in_inlined { &mut inlined } else { &mut own };
                add(into, &file, line, flat, cum);
            }
        }
    }
    (own, inlined)
}

/// `--list --inlined_lines` gives each line Go's `-list` values: the call
/// site of inlined code has its samples in its cum, an inlined line those
/// of the code inlined into it. Go lists a function's lines over all its
/// copies (and inlined functions as functions of their own); we list a
/// routine's: summed over the routines (each sample is in one routine
/// here), the lines are Go's.
fn inlined_lines_are_gos_list(program: &str) {
    let golden =
        std::fs::read_to_string(testdata().join("golden").join(format!("{program}.go.list")))
            .unwrap();
    let (go, _) = list_per_line(&golden);
    let source_path = sources();
    let ours = stdout_ok(&analyze(
        program,
        &[
            "--list=.",
            "--inlined_lines",
            "--sample_index=cpu",
            &source_path,
        ],
    ));
    let (own, inlined) = list_per_line(&ours);
    assert_eq!(own, go, "{ours}");
    assert!(!inlined.is_empty(), "{ours}");
    for (key, values) in &inlined {
        assert_eq!(Some(values), go.get(key), "inlined {key:?}\n{ours}");
    }
    // Calls of inlined code have a cum and no flat, as in Go.
    assert!(own.values().any(|&(f, c)| f == 0.0 && c > 0.0));
}

crate::common::test_each!(inlined_lines_are_gos_list {
    cpp_inline("cpp_inline"),
    c_nopie_O2("c_nopie_O2"),
});

/// Each line of `--weblist` has `--list`'s flat and cum, each instruction
/// `--disasm`'s; every instruction of a routine is folded under one line.
/// In perl's values, a line's are the sums of its instructions'.
fn weblist_is_list_with_disasm(program: &str, extra: &[&str]) {
    let source_path = sources();
    let mut flags = vec!["--weblist=.", source_path.as_str()];
    flags.extend_from_slice(extra);
    let html = weblist_page(program, &flags);
    let routines = weblist_routines(&html);
    flags[0] = "--list=.";
    let list = stdout_ok(&analyze(program, &flags));
    assert_eq!(weblist_rows(&html), listed_rows(&list));
    let headings: Vec<String> = list
        .lines()
        .filter_map(|l| l.strip_prefix("ROUTINE ====================== "))
        .map(str::to_string)
        .collect();
    let names: Vec<String> = routines
        .iter()
        .map(|r| format!("{} in {}", r.name, r.file))
        .collect();
    assert_eq!(names, headings);
    flags[0] = "--disasm=.";
    let disasm = disasm_routines(&stdout_ok(&analyze(program, &flags)));
    assert!(!disasm.is_empty());
    let inlined_lines = extra.contains(&"--inlined_lines");
    for ((name, instructions), routine) in disasm.iter().zip(&routines) {
        assert_eq!(name, &routine.name);
        let mut folded: Vec<DisasmRow> = routine
            .instructions()
            .map(|(_, i)| (i.address, i.flat.clone(), i.cum.clone(), i.text.clone()))
            .collect();
        folded.sort();
        if inlined_lines {
            // Code of lines without samples may be left out (as --list
            // leaves those lines out); none with samples is.
            assert!(folded.iter().all(|i| instructions.contains(i)), "{name}");
            let sampled = |i: &&DisasmRow| i.2 != ".";
            assert_eq!(
                folded.iter().filter(sampled).count(),
                instructions.iter().filter(sampled).count(),
                "{name}"
            );
        } else {
            assert_eq!(&folded, instructions, "{name}");
            for line in &routine.lines {
                let sum = |pick: fn(&Instruction) -> &str| -> i64 {
                    routine
                        .instructions()
                        .filter(|(l, _)| std::ptr::eq(*l, line))
                        .map(|(_, i)| pick(i).parse::<i64>().unwrap_or(0))
                        .sum()
                };
                if line.row.0 != 0 && !line.folded.is_empty() {
                    let value = |v: &str| v.parse::<i64>().unwrap_or(0);
                    assert_eq!(sum(|i| &i.flat), value(&line.row.1), "{name} {line:?}");
                    assert_eq!(sum(|i| &i.cum), value(&line.row.2), "{name} {line:?}");
                }
            }
        }
    }
}

crate::common::test_each!(weblist_is_list_with_disasm {
    cpp_inline("cpp_inline", &[]),
    cpp_inline_inlined_lines("cpp_inline", &["--inlined_lines"]),
    cpp_inline_intel("cpp_inline", &["--intel"]),
    c_nopie_O2("c_nopie_O2", &[]),
});

/// The instructions of inlined code come after the source lines of their
/// inline frames, outermost first, each one step deeper (as Go shows them):
/// the last frame before an instruction is its innermost, and its text is
/// that line of the source.
fn weblist_shows_inline_frames(program: &str, deepest: usize) {
    let source = |at: &str| -> String {
        let (file, n) = at.rsplit_once(':').unwrap();
        let text = std::fs::read_to_string(testdata().join("programs").join(file)).unwrap();
        let n: usize = n.parse().unwrap();
        text.lines().nth(n - 1).unwrap().trim().to_string()
    };
    let source_path = sources();
    let routines = weblist_routines(&weblist_page(program, &["--weblist=.", &source_path]));
    let (mut checked, mut depth) = (0, 0);
    // The routines of the program's sources (those of libc are not here).
    let ours = |r: &&Routine| testdata().join("programs").join(&r.file).exists();
    for routine in routines.iter().filter(ours) {
        for line in &routine.lines {
            // The frames shown so far: (indentation, text, file:line).
            let mut frames: Vec<(usize, &str, &str)> = Vec::new();
            for folded in &line.folded {
                match folded {
                    Folded::Frame(text, at) => {
                        let indent = text.len() - text.trim_start().len();
                        while frames.last().is_some_and(|f| f.0 >= indent) {
                            frames.pop();
                        }
                        frames.push((indent, text, at));
                    }
                    Folded::Instruction(i) => {
                        let file = routine.file.rsplit('/').next().unwrap();
                        if i.at.is_empty()
                            || i.at == format!("{file}:{}", line.row.0)
                            || i.carried.is_some()
                        {
                            continue;
                        }
                        // The frames it is under: those less indented.
                        frames.retain(|f| f.0 < i.indent);
                        let &(_, text, at) = frames
                            .last()
                            .unwrap_or_else(|| panic!("the frames of {i:?} in {line:?}"));
                        assert_eq!(at, i.at, "{} {:x}", routine.name, i.address);
                        assert_eq!(text.trim(), source(at), "{at}");
                        depth = depth.max(frames.len());
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 0);
    assert_eq!(depth, deepest);
}

crate::common::test_each!(weblist_shows_inline_frames {
    cpp_inline("cpp_inline", 1),
    c_nopie_O2("c_nopie_O2", 2),
});

/// Go's `-weblist` of the same functions (testdata/golden/cpp_inline.go.weblist):
/// the instructions with samples are ours with the same flat and cum, and
/// so are the lines (Go's are a file's, summed over its functions), but
/// those where perl's range rule (`--list`'s) carries an instruction's
/// samples from its own line to another (marked in ours).
#[test]
fn weblist_has_gos_instructions_and_lines() {
    let golden = std::fs::read_to_string(testdata().join("golden/cpp_inline.go.weblist")).unwrap();
    let (mut go_lines, mut go_instructions) = (PerLine::new(), BTreeMap::new());
    let filename = Regex::new(r#"<p class="filename">(.*?)</p>"#).unwrap();
    let source =
        Regex::new(r"<span class=line>\s*(\d+)</span> <span class=\w+>\s*(\S+)\s+(\S+)").unwrap();
    let instruction = Regex::new(r"^\s+(\S+)\s+(\S+)\s+([0-9a-f]+): ").unwrap();
    let mut file = String::new();
    for l in golden.lines() {
        if let Some(c) = filename.captures(l) {
            file = c[1].to_string();
        }
        if let Some(c) = source.captures(l) {
            add(&mut go_lines, &file, c[1].parse().unwrap(), &c[2], &c[3]);
        }
        let asm = l.split_once("<span class=asm>").map_or(l, |(_, asm)| asm);
        if let Some(c) = instruction.captures(asm)
            && (millis(&c[1]), millis(&c[2])) != (0.0, 0.0)
        {
            let address = u64::from_str_radix(&c[3], 16).unwrap();
            go_instructions.insert(address, (millis(&c[1]), millis(&c[2])));
        }
    }
    let source_path = sources();
    let routines = weblist_routines(&weblist_page(
        "cpp_inline",
        &[
            "--weblist=integrate|feed|helper|Mixer|fold_range|step",
            "--sample_index=cpu",
            &source_path,
        ],
    ));
    let mut instructions = BTreeMap::new();
    let (mut lines, mut carried) = (PerLine::new(), Vec::new());
    for routine in &routines {
        for line in &routine.lines {
            add(
                &mut lines,
                &routine.file,
                line.row.0,
                &line.row.1,
                &line.row.2,
            );
        }
        for (line, i) in routine.instructions() {
            if (millis(&i.flat), millis(&i.cum)) != (0.0, 0.0) {
                instructions.insert(i.address, (millis(&i.flat), millis(&i.cum)));
            }
            if let Some(own) = &i.carried {
                let (file, n) = own.rsplit_once(':').unwrap();
                carried.push((file.to_string(), n.parse::<u32>().unwrap()));
                carried.push((routine.file.clone(), line.row.0));
            }
        }
    }
    assert_eq!(instructions, go_instructions);
    let compared: Vec<&(String, u32)> = go_lines
        .keys()
        .chain(lines.keys())
        .filter(|key| !carried.contains(key))
        .collect();
    for key in &compared {
        assert_eq!(lines.get(key), go_lines.get(key), "{key:?}");
    }
    assert!(compared.len() > 20, "{compared:?}");
    assert!(!carried.is_empty());
}

/// Without `--output`, the page opens in a web browser (as Go's
/// `-weblist`), kept in the temporary directory.
#[test]
fn weblist_without_output_opens_a_browser() {
    let dir = scratch("weblist-browser");
    let record = dir.join("opened");
    let browser = dir.join("browser");
    crate::common::script(
        &browser,
        &format!("printf '%s\\n' \"$@\" > '{}'", record.display()),
    );
    let bin = testdata().join("bin");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .arg("--weblist=integrate")
        .arg(bin.join("cpp_inline"))
        .arg(profile("cpp_inline"))
        .env("TMPDIR", &dir)
        .env("BROWSER", &browser)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(out.stdout.is_empty());
    let opened = std::fs::read_to_string(&record).unwrap();
    let path = std::path::Path::new(opened.trim_end());
    assert_eq!(path.parent(), Some(dir.path()));
    assert!(
        stderr.contains(&format!("opened {} with", path.display())),
        "{stderr}"
    );
    let page = std::fs::read_to_string(path).unwrap();
    let routines = weblist_routines(&page);
    assert_eq!(routines.len(), 1);
    assert_eq!(routines[0].name, "geom::integrate");
    assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>\n"));
}

/// A regular expression that matches no function with samples is an
/// error, as in Go (`--list` only says so, as perl).
#[test]
fn weblist_of_nothing_is_an_error() {
    let out = analyze(
        "cpp_inline",
        &["--weblist=^no_such_function$", "--output=/dev/null"],
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr,
        "profile-analyze: no function with samples matches ^no_such_function$\n"
    );
}
