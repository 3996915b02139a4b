//! Rendering dot text with graphviz's `dot` program (`--svg`, `--pdf`,
//! `--ps`, `--gif`, `--png`), into a file kept for a browser (`--web`), and
//! showing it with `gv` (`--gv`). Programs are run
//! directly with argument vectors, never through a shell.

use crate::error::{Error, Result};
use crate::report::browser;
use crate::report::child::{self, Failure};
use crate::report::context::Context;
use crate::report::dot::EdgeWidths;
use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
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
pub const DOT_TIMEOUT: Duration = Duration::from_secs(20);

/// Runs `dot` on `dot_text` and writes the image to `out`. `dot` is killed
/// after [`DOT_TIMEOUT`], or when this process dies (it is never left
/// running on its own).
pub fn render(dot_text: Vec<u8>, format: ImageFormat, out: &mut impl Write) -> Result<()> {
    let mut command = Command::new("dot");
    command.arg(format.dot_flag());
    match child::run(&mut command, dot_text, out, DOT_TIMEOUT) {
        Ok(finished) if finished.status.success() => Ok(()),
        Ok(finished) => {
            let first = finished.messages.lines().next().unwrap_or("no message");
            Err(tool_error(
                "dot",
                format!("failed ({}): {first}", finished.status),
            ))
        }
        Err(Failure::Spawn(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(tool_error("dot", INSTALL_GRAPHVIZ))
        }
        Err(Failure::Spawn(e)) => Err(tool_error("dot", e.to_string())),
        Err(Failure::Late) => Err(tool_error(
            "dot",
            format!(
                "still drawing after {} s: killed (ask for fewer nodes: --nodecount)",
                DOT_TIMEOUT.as_secs()
            ),
        )),
        Err(Failure::Abandoned) => Err(tool_error("dot", "stopped: the graph is no longer wanted")),
        Err(Failure::Write(e)) => Err(Error::Write(e)),
        Err(Failure::Io(e)) => Err(tool_error("dot", e.to_string())),
    }
}

/// Renders `dot_text` to SVG in a new file of the temporary directory
/// (`profile-analyze-XXXXXX.svg`), kept for the browser to read after this
/// program has ended, and opens it in a web browser (see
/// [`browser::open`]); returns the note for the user that names the file
/// and the browser, or says that none could be started (not an error).
pub fn show_in_browser(dot_text: Vec<u8>) -> Result<String> {
    let path = render_to_kept_file(dot_text, ImageFormat::Svg)?;
    Ok(browser::opened(&path, "graph"))
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

/// The context's call graph as the image its row names.
pub(crate) fn render_image(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let format = cx
        .row
        .image_format()
        .expect("the rows of images name their format");
    let widths = match format {
        ImageFormat::Svg => EdgeWidths::AtLeastOne,
        _ => EdgeWidths::Proportional,
    };
    render(cx.call_graph(widths)?, format, &mut out)
}

/// The context's call graph shown in `gv`.
pub(crate) fn render_gv(cx: &mut Context, _: &mut dyn Write) -> Result<()> {
    show_with_gv(cx.call_graph(EdgeWidths::Proportional)?)
}

/// The context's call graph as SVG, opened in a web browser.
pub(crate) fn render_web(cx: &mut Context, _: &mut dyn Write) -> Result<()> {
    let note = show_in_browser(cx.call_graph(EdgeWidths::AtLeastOne)?)?;
    cx.note(note);
    Ok(())
}
