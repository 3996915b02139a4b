//! Every command in the README's code blocks runs and succeeds, and none
//! writes into the checkout.
//!
//! The commands run as a reader would type them, through `sh -c`, with the
//! test's `profile-analyze` first on `PATH`, from a scratch directory that
//! holds a copy of the repository's `testdata/` (the README's commands name
//! `testdata/...` from the checkout's root), with `HOME` a scratch directory
//! too (the install section writes completions and the manual page under
//! `~`). The checkout's `git status` is the same before and after.
//!
//! Which lines are commands: in a block with `$ ` prompts, the prompted
//! lines (the rest is their output); in a block without, every line but
//! comments. A line ending in `\` goes on on the next. Each command is
//! either run or skipped by one of the rules of [`kind`]; a command no rule
//! covers fails the test, so a new kind of command in the README needs a
//! rule here.

use crate::common::{scratch, skip};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The comment the README puts before a block whose commands use
/// placeholders (`./prog`, `prog.prof`: the reader's own program and
/// profiles, which the test does not have).
const PLACEHOLDERS: &str = "<!-- not run by tests/it/readme.rs:";

/// One command of the README: its line number, its text (continuations
/// joined), and whether its block is marked as placeholders.
#[derive(Debug)]
struct Line {
    number: usize,
    text: String,
    placeholders: bool,
}

/// The commands of the README's fenced code blocks.
fn commands(readme: &str) -> Vec<Line> {
    let lines: Vec<&str> = readme.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with("```") {
            i += 1;
            continue;
        }
        let placeholders = lines[..i]
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| l.starts_with(PLACEHOLDERS));
        let start = i + 1;
        let end = start
            + lines[start..]
                .iter()
                .position(|l| l.starts_with("```"))
                .expect("a closed code block");
        let block = &lines[start..end];
        let prompted = block.iter().any(|l| l.starts_with("$ "));
        let mut j = 0;
        while j < block.len() {
            let first = block[j];
            let number = start + j + 1;
            j += 1;
            let text = if prompted {
                match first.strip_prefix("$ ") {
                    Some(text) => text,
                    None => continue,
                }
            } else {
                first
            };
            if text.trim().is_empty() || text.trim_start().starts_with('#') {
                continue;
            }
            let mut text = text.trim_end().to_string();
            while let Some(head) = text.strip_suffix('\\') {
                text = format!("{} {}", head.trim_end(), block[j].trim());
                j += 1;
            }
            found.push(Line {
                number,
                text,
                placeholders,
            });
        }
        i = end + 1;
    }
    found
}

/// What the test does with a command.
#[derive(Debug, PartialEq)]
enum Kind {
    Run,
    Skip(&'static str),
}

/// The rules: which commands run, which are skipped and why.
fn kind(line: &Line) -> Kind {
    if line.placeholders {
        // The block is marked: its `./prog` and `prog.prof` stand for the
        // reader's own program and profile.
        return Kind::Skip("placeholders for the reader's own program");
    }
    // The command's first word, after any `NAME=value` settings.
    let word = line
        .text
        .split_whitespace()
        .find(|w| !w.contains('='))
        .unwrap_or("");
    match word {
        "profile-analyze" | "cd" | "mkdir" => Kind::Run,
        // Builds and installs take minutes and the network; the test runs
        // the binary `cargo test` built.
        "cargo" => Kind::Skip("builds or installs with cargo"),
        // Installing system packages needs root and the network.
        "apt-get" => Kind::Skip("installs system packages"),
        // Making a profile builds, records or runs the program profiled.
        "gcc" | "perf" | "go" | "./prog" => Kind::Skip("builds or runs a program to profile"),
        _ => panic!(
            "README.md:{}: `{}` is a command no rule of tests/it/readme.rs runs or skips",
            line.number, line.text
        ),
    }
}

/// The checkout's `git status`, or `None` where git or the repository is
/// not there (a source archive).
fn git_status(root: &Path) -> Option<String> {
    let out = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=all"])
        .current_dir(root)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `from` copied to `to`, recursively (symbolic links as links).
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        let kind = entry.file_type().unwrap();
        if kind.is_dir() {
            copy_tree(&entry.path(), &target);
        } else if kind.is_symlink() {
            let link = std::fs::read_link(entry.path()).unwrap();
            std::os::unix::fs::symlink(link, &target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

fn found(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

#[test]
fn every_readme_command_runs() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lines = commands(&readme);
    assert!(lines.len() >= 20, "{lines:#?}");

    let dir = scratch("readme");
    let work = dir.path().join("checkout");
    copy_tree(&root.join("testdata"), &work.join("testdata"));
    let home = dir.path().join("home");
    let bin = dir.path().join("bin");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(
        env!("CARGO_BIN_EXE_profile-analyze"),
        bin.join("profile-analyze"),
    )
    .unwrap();
    let path = std::env::join_paths(std::iter::once(bin.clone()).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .unwrap();

    let before = git_status(&root);
    let (mut ran, mut skipped) = (0, 0);
    let mut failed = Vec::new();
    // A `cd` holds for the rest of its block; each block starts at the root.
    let mut cwd = work.clone();
    let mut block_of_cwd = None;
    for line in &lines {
        if let Kind::Skip(why) = kind(line) {
            eprintln!("README.md:{}: skipped ({why}): {}", line.number, line.text);
            skipped += 1;
            continue;
        }
        let block = readme
            .lines()
            .take(line.number)
            .filter(|l| l.starts_with("```"))
            .count();
        if block_of_cwd != Some(block) {
            cwd = work.clone();
            block_of_cwd = Some(block);
        }
        if let Some(to) = line.text.strip_prefix("cd ") {
            cwd = cwd.join(to.trim());
            assert!(cwd.is_dir(), "README.md:{}: no {}", line.number, to);
            ran += 1;
            continue;
        }
        if ["--svg", "--pdf", "--ps", "--png", "--gif"]
            .iter()
            .any(|f| line.text.contains(f))
            && !found("dot")
        {
            skip(
                "readme::every_readme_command_runs",
                &format!("README.md:{} needs graphviz's dot", line.number),
                Some("graphviz"),
            );
            skipped += 1;
            continue;
        }
        let out = Command::new("sh")
            .args(["-c", &line.text])
            .current_dir(&cwd)
            .env("HOME", &home)
            .env("PATH", &path)
            .env_remove("XDG_CACHE_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env("PROFILE_ANALYZE_CACHE", "off")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        ran += 1;
        if !out.status.success() {
            failed.push(format!(
                "README.md:{}: `{}` exited with {}: {}",
                line.number,
                line.text,
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
    }
    eprintln!("README commands: {ran} run, {skipped} skipped");
    assert!(failed.is_empty(), "{failed:#?}");
    assert!(ran >= 20, "only {ran} README commands run");
    // The install section's files landed in the scratch home.
    assert!(
        home.join(".local/share/man/man1/profile-analyze.1")
            .is_file()
    );
    assert_eq!(
        git_status(&root),
        before,
        "the README's commands changed the checkout"
    );
}

/// The rules cover the README's kinds of lines: prompts and their output,
/// continuations, comments, marked blocks.
#[test]
fn readme_commands_are_parsed_as_a_reader_reads_them() {
    let text = "```\n$ profile-analyze --text a \\\n    b\nTotal: 1 samples\n```\n\
                \n<!-- not run by tests/it/readme.rs: placeholders -->\n```\n\
                CPUPROFILE=p ./prog\n```\n```\n# a comment\ncargo install --path .\n\
                PERF_BUILDID_DIR=x profile-analyze --tags y\n```\n";
    let lines = commands(text);
    let got: Vec<(&str, Kind)> = lines.iter().map(|l| (l.text.as_str(), kind(l))).collect();
    assert_eq!(
        got,
        [
            ("profile-analyze --text a b", Kind::Run),
            (
                "CPUPROFILE=p ./prog",
                Kind::Skip("placeholders for the reader's own program")
            ),
            (
                "cargo install --path .",
                Kind::Skip("builds or installs with cargo")
            ),
            ("PERF_BUILDID_DIR=x profile-analyze --tags y", Kind::Run),
        ]
    );
}

/// Every relative link of the README and docs/ names a file that exists,
/// and a link to a heading (`#anchor`) one of that file's headings.
#[test]
fn readme_and_docs_links_resolve() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    let link = regex::Regex::new(r"\]\(([^)\s]+)\)").unwrap();
    let mut broken = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for target in link.captures_iter(&text).map(|c| c[1].to_string()) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let linked = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            if !linked.exists() {
                broken.push(format!("{}: {target}", file.display()));
                continue;
            }
            if !anchor.is_empty() {
                let headings = std::fs::read_to_string(&linked).unwrap_or_default();
                let anchors: Vec<String> = headings
                    .lines()
                    .filter(|l| l.starts_with('#'))
                    .map(|l| {
                        l.trim_start_matches('#')
                            .trim()
                            .to_lowercase()
                            .chars()
                            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
                            .map(|c| if c == ' ' { '-' } else { c })
                            .collect()
                    })
                    .collect();
                if !anchors.iter().any(|a| a == anchor) {
                    broken.push(format!("{}: {target}", file.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}
