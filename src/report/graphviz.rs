//! Rendering dot text with graphviz's `dot` program (`--svg`, `--pdf`,
//! `--ps`, `--gif`, `--png`), into a file kept for a browser (`--web`), and
//! showing it with `gv` (`--gv`). Programs are run
//! directly with argument vectors, never through a shell.

use crate::error::{Error, Result};
use crate::report::browser;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

/// What graphviz renders the call graph to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    /// Scalable Vector Graphics (`dot -Tsvg`).
    Svg,
    /// PDF (`dot -Tpdf`; perl pprof needed ps2pdf for this).
    Pdf,
    /// PostScript (`dot -Tps2`, as perl pprof).
    Ps,
    /// GIF (`dot -Tgif`).
    Gif,
    /// PNG (`dot -Tpng`, as Go pprof's `-png`).
    Png,
}

impl ImageFormat {
    fn dot_flag(self) -> &'static str {
        match self {
            ImageFormat::Svg => "-Tsvg",
            ImageFormat::Pdf => "-Tpdf",
            ImageFormat::Ps => "-Tps2",
            ImageFormat::Gif => "-Tgif",
            ImageFormat::Png => "-Tpng",
        }
    }

    /// The file name extension of the format.
    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Svg => "svg",
            ImageFormat::Pdf => "pdf",
            ImageFormat::Ps => "ps",
            ImageFormat::Gif => "gif",
            ImageFormat::Png => "png",
        }
    }
}

const INSTALL_GRAPHVIZ: &str = "not found: install graphviz (Debian/Ubuntu: apt-get install graphviz), or ask for the dot text, which needs no graphviz";

/// The longest `dot` may run on one graph: past it, it is killed and the
/// report fails with a message that says so (a graph of thousands of nodes
/// can take dot many minutes).
pub const DOT_TIMEOUT: Duration = Duration::from_secs(25);

/// Runs `dot` on `dot_text` and writes the image to `out`. `dot` is killed
/// after [`DOT_TIMEOUT`], or when this process dies (it is never left
/// running on its own).
pub fn render(dot_text: Vec<u8>, format: ImageFormat, out: &mut impl Write) -> Result<()> {
    let mut command = Command::new("dot");
    command
        .arg(format.dot_flag())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: prctl(2) is async-signal-safe; it only asks the kernel to
    // kill the child when its parent dies.
    unsafe {
        command.pre_exec(|| {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            Ok(())
        });
    }
    let mut child = command.spawn().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => tool_error("dot", INSTALL_GRAPHVIZ),
        _ => tool_error("dot", e.to_string()),
    })?;
    // Feed dot from a thread so that a large graph cannot deadlock the pipes.
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let feeder = std::thread::spawn(move || stdin.write_all(&dot_text));
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let pid = child.id() as libc::pid_t;
    let (done, timer) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        let late = timer.recv_timeout(DOT_TIMEOUT).is_err();
        if late {
            // SAFETY: kill(2) of the child, which is not reaped before
            // this thread is joined.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        late
    });
    let copied = std::io::copy(&mut stdout, out);
    // When the output failed (a closed pipe), dot must not block writing
    // the rest: close its stdout before waiting.
    drop(stdout);
    let waited = child.wait();
    let _ = done.send(());
    let late = watchdog.join().expect("the watchdog does not panic");
    let status = waited.map_err(|e| tool_error("dot", e.to_string()))?;
    if late {
        return Err(tool_error(
            "dot",
            format!(
                "still drawing after {} s: killed (ask for fewer nodes: --nodecount)",
                DOT_TIMEOUT.as_secs()
            ),
        ));
    }
    let fed = feeder.join().expect("the feeder thread does not panic");
    let messages = errors.join().expect("the stderr thread does not panic");
    // Our output failing is what stopped dot, if it failed.
    copied.map_err(Error::Write)?;
    if !status.success() {
        let first = messages.lines().next().unwrap_or("no message");
        return Err(tool_error("dot", format!("failed ({status}): {first}")));
    }
    fed.map_err(|e| tool_error("dot", format!("could not be fed the graph: {e}")))?;
    Ok(())
}

/// Renders `dot_text` to SVG in a new file of the temporary directory
/// (`profile-analyze-XXXXXX.svg`), kept for the browser to read after this
/// program has ended, and opens it in a web browser (see
/// [`browser::open`]); returns the note for the user that names the file
/// and the browser, or says that none could be started (not an error).
pub fn show_in_browser(dot_text: Vec<u8>) -> Result<String> {
    let path = render_to_kept_file(dot_text, ImageFormat::Svg)?;
    Ok(match browser::open(&path) {
        Some(browser) => format!("opened {} with {browser}", path.display()),
        None => format!(
            "no web browser could be started (set $BROWSER); the graph is in {}",
            path.display()
        ),
    })
}

/// Renders `dot_text` to a new file of the temporary directory, kept;
/// returns its path.
fn render_to_kept_file(dot_text: Vec<u8>, format: ImageFormat) -> Result<PathBuf> {
    let file = tempfile::Builder::new()
        .prefix("profile-analyze-")
        .suffix(&format!(".{}", format.extension()))
        .tempfile()
        .map_err(|e| Error::io(std::env::temp_dir(), e))?;
    let mut writer = std::io::BufWriter::new(file.as_file());
    render(dot_text, format, &mut writer)?;
    writer.flush().map_err(|e| Error::io(file.path(), e))?;
    drop(writer);
    let (_, path) = file
        .keep()
        .map_err(|e| Error::io(std::env::temp_dir(), e.error))?;
    Ok(path)
}

/// Renders `dot_text` to PostScript in a temporary file and opens it with
/// `gv`, waiting until the viewer is closed.
pub fn show_with_gv(dot_text: Vec<u8>) -> Result<()> {
    let file = tempfile::Builder::new()
        .prefix("profile-analyze-")
        .suffix(".ps")
        .tempfile()
        .map_err(|e| Error::io(std::env::temp_dir(), e))?;
    let mut writer = std::io::BufWriter::new(file.as_file());
    render(dot_text, ImageFormat::Ps, &mut writer)?;
    writer.flush().map_err(|e| Error::io(file.path(), e))?;
    drop(writer);
    let status = Command::new("gv")
        .arg(file.path())
        .status()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => tool_error(
                "gv",
                "not found: install gv (apt-get install gv), or write the graph as an image file instead",
            ),
            _ => tool_error("gv", e.to_string()),
        })?;
    if !status.success() {
        return Err(tool_error("gv", format!("failed ({status})")));
    }
    Ok(())
}

fn tool_error(tool: &str, what: impl Into<String>) -> Error {
    Error::Tool {
        tool: tool.to_string(),
        what: what.into(),
    }
}
