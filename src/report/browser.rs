//! Opening a file in a web browser (`--web`, `--weblist`), as Go pprof and
//! perl pprof open the call graph's SVG and Go its weblist: the programs of `$BROWSER` first, then the
//! desktop's opener and the usual browsers. Programs are run directly with
//! argument vectors, never through a shell.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How long a program is given to fail before it is taken to have opened
/// the file (a launcher returns at once; a browser keeps running).
const GRACE: Duration = Duration::from_secs(1);

/// The commands tried, in order, each a program and its arguments: the
/// entries of `$BROWSER` (separated by `:`, as `sensible-browser` reads
/// it; each may carry arguments, as Go pprof reads it), `xdg-open` in a
/// desktop session (as Go), then `sensible-browser`, `x-www-browser` (as
/// perl), `firefox`, `google-chrome` and `chromium`.
fn commands() -> Vec<Vec<String>> {
    let mut commands: Vec<Vec<String>> = std::env::var("BROWSER")
        .unwrap_or_default()
        .split(':')
        .map(|entry| entry.split_whitespace().map(str::to_string).collect())
        .filter(|words: &Vec<String>| !words.is_empty())
        .collect();
    let desktop = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()));
    if desktop {
        commands.push(vec!["xdg-open".into()]);
    }
    for browser in [
        "sensible-browser",
        "x-www-browser",
        "firefox",
        "google-chrome",
        "chromium",
    ] {
        commands.push(vec![browser.into()]);
    }
    commands
}

/// Opens `path` with the first of the browsers that starts and does not
/// fail within a second; returns its program, or, when none could, the
/// programs that were found and failed, each with how (`chromium (exit
/// 1)`). The browsers' own output is kept from the terminal (a launcher's
/// complaints, a browser's warnings); a browser still running is left to
/// run (and reaped when it ends).
pub fn open(path: &Path) -> std::result::Result<String, Vec<String>> {
    let mut failed = Vec::new();
    for command in commands() {
        let Some((program, args)) = command.split_first() else {
            continue;
        };
        let Ok(mut child) = Command::new(program)
            .args(args)
            .arg(path)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| {
                if e.kind() != std::io::ErrorKind::NotFound {
                    failed.push(format!("{program} (cannot run: {e})"));
                }
            })
        else {
            continue;
        };
        match exit_within_grace(&mut child) {
            Some(status) if !status.success() => {
                let how = status
                    .code()
                    .map_or("killed".to_string(), |c| format!("exit {c}"));
                failed.push(format!("{program} ({how})"));
                continue;
            }
            Some(_) => {}
            None => {
                std::thread::spawn(move || child.wait());
            }
        }
        return Ok(program.clone());
    }
    Err(failed)
}

/// The child's exit status if it ends within [`GRACE`].
fn exit_within_grace(child: &mut Child) -> Option<ExitStatus> {
    let deadline = Instant::now() + GRACE;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20));
            }
            _ => return None,
        }
    }
}

/// Writes `page` to a new file of the temporary directory
/// (`profile-analyze-XXXXXX.EXTENSION`), kept for the browser to read after
/// this program has ended, and opens it in a web browser (see [`open`]);
/// returns the note for the user that names the file and the browser, or
/// says that none could be started (not an error).
pub fn show_page(page: &[u8], extension: &str) -> Result<String> {
    let mut file = tempfile::Builder::new()
        .prefix("profile-analyze-")
        .suffix(&format!(".{extension}"))
        .tempfile()
        .map_err(|e| Error::io(std::env::temp_dir(), e))?;
    file.write_all(page)
        .and_then(|()| file.flush())
        .map_err(|e| Error::io(file.path(), e))?;
    let (_, path) = file
        .keep()
        .map_err(|e| Error::io(std::env::temp_dir(), e.error))?;
    Ok(opened(&path, "page"))
}

/// Opens `path` (a file, or an address) in a browser ([`open`]); returns
/// the one line that says which opened it, or why none could and where the
/// `what` (page, graph) is.
pub fn opened(path: &Path, what: &str) -> String {
    match open(path) {
        Ok(browser) => format!("opened {} with {browser}", path.display()),
        Err(failed) => format!(
            "no web browser could be started ({}; set $BROWSER); the {what} is at {}",
            match failed.is_empty() {
                true => "none found".to_string(),
                false => format!("tried {}", failed.join(", ")),
            },
            path.display()
        ),
    }
}
