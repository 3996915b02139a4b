//! docs/contributing.md's "Adding a report, a format, a setting, a web view" is true
//! of the code: the files and tables it names exist, the signature it gives
//! is the command table's, every row's function is where it says, and no
//! other code lists the reports; the layers import one way, as the
//! design section (docs/design.md) draws them; and no source file outgrows 600
//! lines.

use profile_analyze::report::commands::TABLE;
use regex::Regex;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// docs/contributing.md's section under `heading` (a `### ` heading), to the next
/// heading.
fn section(heading: &str) -> String {
    let readme = read("docs/contributing.md");
    let start = readme
        .find(&format!("\n### {heading}\n"))
        .unwrap_or_else(|| panic!("docs/contributing.md has no section {heading:?}"));
    let rest = &readme[start + 1..];
    let end = rest[4..].find("\n#").map_or(rest.len(), |e| e + 4);
    rest[..end].to_string()
}

/// `(module, function)` of every `key: module::function` in `text`.
fn paths(text: &str, key: &str) -> Vec<(String, String)> {
    let re = Regex::new(&format!(r"\b{key}: Render::\w+\((\w+)::(\w+)\),")).unwrap();
    re.captures_iter(text)
        .map(|c| (c[1].to_string(), c[2].to_string()))
        .collect()
}

#[test]
fn adding_a_report_is_one_file_and_one_row() {
    let steps = section("A report");
    let commands = read("src/report/commands.rs");
    // The two signatures the guide gives are the table's `Render`'s.
    for (variant, arguments, result) in [
        ("Document", "cx: (&mut Context)", "(Result<Document>)"),
        (
            "Write",
            "cx: (&mut Context), out: (&mut dyn Write)",
            r"(Result<\(\)>)",
        ),
    ] {
        let given = Regex::new(&format!(
            r"`Render::{variant}`: `pub\(crate\) fn render\({arguments}\) -> {result}`"
        ))
        .unwrap()
        .captures(&steps)
        .unwrap_or_else(|| panic!("docs/contributing.md gives the signature of Render::{variant}"));
        let types: Vec<&str> = given.iter().skip(1).map(|m| m.unwrap().as_str()).collect();
        let (arguments, result) = types.split_at(types.len() - 1);
        let render = format!("{variant}(fn({}) -> {}),", arguments.join(", "), result[0]);
        assert!(commands.contains(&render), "commands.rs has no {render}");
    }
    for file in ["src/report/commands/table.rs", "src/report/mod.rs"] {
        assert!(steps.contains(file), "docs/contributing.md names {file}");
    }
    // Every row's render function is in its report's file, declared in
    // report/mod.rs.
    let rows = paths(&read("src/report/commands/table.rs"), "render");
    assert_eq!(rows.len(), TABLE.len(), "one render function per row");
    let declared = read("src/report/mod.rs");
    for (module, function) in &rows {
        let file = read(&format!("src/report/{module}.rs"));
        assert!(
            file.contains(&format!("fn {function}(cx: &mut Context")),
            "src/report/{module}.rs has no render function {function}"
        );
        assert!(
            declared.contains(&format!("mod {module};")),
            "report/mod.rs does not declare {module}"
        );
    }
    // Each `Need` the guide lists is one, and each one is listed.
    let needs = Regex::new(r"(?m)^    (\w+)(?:\(|,)").unwrap();
    let enum_start = commands.find("pub enum Need {").expect("the Need enum");
    let enum_text = &commands[enum_start..enum_start + commands[enum_start..].find("\n}").unwrap()];
    for need in needs.captures_iter(enum_text) {
        assert!(
            steps.contains(&format!("`{}`", &need[1])),
            "docs/contributing.md does not list Need::{}",
            &need[1]
        );
    }
    // The driver and the command line list no report: they go through
    // the table (the constants of commands.rs name the few they show).
    for dir in ["src/driver", "src/cli"] {
        for file in rust_files(&root().join(dir)) {
            let text = std::fs::read_to_string(&file).unwrap();
            for row in TABLE {
                if text.contains(&format!("named(\"{}\")", row.name)) {
                    panic!("{} names the report {}", file.display(), row.name);
                }
            }
            assert!(
                !text.contains("match request.row()") && !text.contains("match row.name"),
                "{} dispatches on the report",
                file.display()
            );
        }
    }
}

#[test]
fn adding_a_format_is_one_file_and_one_row() {
    let steps = section("A format");
    assert!(steps.contains("src/formats/mod.rs") && steps.contains("`FORMATS`"));
    let formats = read("src/formats/mod.rs");
    let start = formats.find("pub const FORMATS: &[Format] = &[").unwrap();
    let list = &formats[start..start + formats[start..].find("];").unwrap()];
    let rows = Regex::new(r"(\w+(?:::\w+)*)::(\w*FORMAT),").unwrap();
    let mut n = 0;
    for row in rows.captures_iter(list) {
        let module = row[1].replace("::", "/");
        let file = [
            format!("src/formats/{module}.rs"),
            format!("src/formats/{module}/mod.rs"),
        ]
        .into_iter()
        .find(|f| root().join(f).exists());
        let file = file.unwrap_or_else(|| panic!("no file for the format {}", &row[1]));
        assert!(
            read(&file).contains(&format!("const {}: Format", &row[2])),
            "{file} has no {}",
            &row[2]
        );
        n += 1;
    }
    assert!(n >= 10, "only {n} formats read from FORMATS");
}

#[test]
fn adding_a_setting_is_one_entry() {
    let steps = section("A setting");
    let registry = read("src/settings/registry/mod.rs");
    let parts = Regex::new(r"`(\w+)\.rs`").unwrap();
    let named: Vec<String> = parts
        .captures_iter(&steps)
        .map(|c| c[1].to_string())
        .collect();
    assert_eq!(named, ["selection", "display", "profiles", "binaries"]);
    for part in &named {
        assert!(
            read(&format!("src/settings/registry/{part}.rs"))
                .contains("pub(super) const SETTINGS: &[Setting] = &["),
            "{part}.rs holds no settings"
        );
        assert!(
            registry.contains(&format!("    {part}::SETTINGS,")),
            "the registry leaves {part}.rs out"
        );
    }
}

#[test]
fn adding_a_web_view_is_one_function_and_one_route() {
    let steps = section("A web view");
    assert!(steps.contains("src/cli/web/views.rs") && steps.contains("`ROUTES`"));
    let routes = read("src/cli/web/routes.rs");
    let views = read("src/cli/web/views.rs");
    let rows: Vec<(String, String)> = Regex::new(r#"Route::new\("[^"]+", (\w+)::(\w+)\)"#)
        .unwrap()
        .captures_iter(&routes)
        .map(|c| (c[1].to_string(), c[2].to_string()))
        .collect();
    assert!(rows.len() >= 10, "{rows:?}");
    for (module, function) in rows {
        assert_eq!(module, "views");
        assert!(
            views.contains(&format!(
                "pub(super) fn {function}(query: &Query) -> Answer"
            )),
            "views.rs has no view {function}"
        );
    }
}

#[test]
fn no_source_file_is_over_600_lines() {
    let long: Vec<String> = rust_files(&root().join("src"))
        .into_iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(&f).unwrap().lines().count();
            (lines > 600).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:?}");
}

/// The layers import one way: `formats` and `symbolize` not each other,
/// `driver` and `report` not the settings registry above them, the model
/// none of the layers that use it; and the `FORMATS` table is the only
/// dispatch of the readers.
#[test]
fn layers_import_one_way() {
    let rules: &[(&str, &[&str])] = &[
        (
            "formats",
            &["symbolize", "settings", "driver", "report", "graph"],
        ),
        (
            "symbolize",
            &["formats", "settings", "driver", "report", "graph"],
        ),
        ("report", &["settings", "driver"]),
        ("driver", &["settings"]),
        ("graph", &["settings", "driver", "report"]),
        (
            "profile",
            &[
                "formats",
                "symbolize",
                "settings",
                "driver",
                "report",
                "graph",
            ],
        ),
    ];
    let mut wrong = Vec::new();
    for (layer, forbidden) in rules {
        for file in rust_files(&root().join("src").join(layer)) {
            let text = std::fs::read_to_string(&file).unwrap();
            // Code, not comments.
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for other in *forbidden {
                    if line.contains(&format!("crate::{other}::"))
                        || line.contains(&format!("crate::{other};"))
                        || line.contains(&format!("crate::{other}::{{"))
                    {
                        wrong.push(format!("{}: {}", file.display(), line.trim()));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    // The readers are named in formats/mod.rs only in FORMATS (and in
    // re-exports of their constants).
    let formats: String = read("src/formats/mod.rs")
        .lines()
        .filter(|l| !l.starts_with("pub use "))
        .map(|l| format!("{l}\n"))
        .collect();
    let named = Regex::new(r"\b(\w+)::(?:\w+::)*(\w+)").unwrap();
    let modules = Regex::new(r"(?m)^(?:pub(?:\(\w+\))? )?mod (\w+);").unwrap();
    let modules: Vec<&str> = modules
        .captures_iter(&formats)
        .map(|c| c.get(1).unwrap().as_str())
        .collect();
    for c in named.captures_iter(&formats) {
        if modules.contains(&&c[1]) && !c[2].ends_with("FORMAT") && c[1] != *"symbol_page" {
            panic!("formats/mod.rs calls {} outside FORMATS", &c[0]);
        }
    }
}

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}
