//! The `profile-analyze` command: flags in perl pprof's spellings (and Go
//! pprof's single dash), a thin layer over the library's driver.

mod cli;

use anyhow::Context;
use cli::args::Args;
use profile_analyze::driver;
use profile_analyze::error::one_line;
use profile_analyze::report::browser;
use profile_analyze::report::commands::Need;
use profile_analyze::symbolize::Store;
use std::io::{BufWriter, ErrorKind, IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    report_shrunk_binaries();
    let args = cli::args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("profile-analyze: {}", one_line(&cli::args::message(&e)));
            if args.verbose
                && let Some(profile_analyze::Error::NotProfile { .. }) = e.downcast_ref()
            {
                eprintln!("profile-analyze: the formats read here:");
                for format in profile_analyze::formats::formats_read() {
                    eprintln!("  {format}");
                }
            }
            ExitCode::from(2)
        }
    }
}

/// Binaries and debug files are mapped into memory (profiles are read as
/// streams): one truncated by another process while it is mapped raises
/// SIGBUS at the next access past its new end. Says so in one line and
/// exits with the error status, instead of dying of the signal.
fn report_shrunk_binaries() {
    extern "C" fn on_sigbus(_: libc::c_int) {
        const MESSAGE: &[u8] = b"profile-analyze: a program, library or debug file shrank while it was read (rebuilt or copied over?): run again\n";
        // SAFETY: write(2) and _exit(2) are async-signal-safe; MESSAGE is static.
        unsafe {
            libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
            libc::_exit(2);
        }
    }
    // SAFETY: installs a handler that only calls async-signal-safe functions.
    unsafe {
        libc::signal(libc::SIGBUS, on_sigbus as *const () as libc::sighandler_t);
    }
}

fn run(args: &Args) -> anyhow::Result<()> {
    for w in &args.settings.repeated {
        eprintln!("profile-analyze: warning: {w}");
    }
    if let Some(written) = cli::args::installation(args, &mut std::io::stdout().lock()) {
        return Ok(written?);
    }
    if args.symbols {
        return symbols(args);
    }
    let settings = args.settings()?;
    let request = args.request(&settings)?;
    // The files mapped live as long as the process (the web server loads
    // more profiles while it runs; unmapping at exit is wasted work).
    let store: &'static Store = Box::leak(Box::default());
    let inputs = cli::fetch::inputs(args, &settings)?;
    let loaded = driver::load(&inputs, &settings.load, store)?;
    for w in &loaded.warnings {
        eprintln!("profile-analyze: warning: {}", one_line(w));
    }
    if args.verbose {
        for line in &loaded.searched {
            eprintln!("profile-analyze: searched: {}", one_line(line));
        }
        for line in driver::unknown_addresses(&loaded) {
            eprintln!("profile-analyze: unknown: {}", one_line(&line));
        }
    }
    if let Some(address) = &args.http {
        return cli::web::serve(loaded, &inputs, &settings, address, !args.no_browser);
    }
    if args.is_interactive() && settings.output.is_none() {
        // As perl pprof: with no report asked for and the output redirected,
        // nobody is there to type commands; print the text report. Commands
        // piped in (scripts, tests) still get the prompt's loop.
        let redirected = !std::io::stdout().is_terminal() && std::io::stdin().is_terminal();
        if args.report.interactive || !redirected {
            return cli::interactive::run(loaded, &inputs, settings, store);
        }
    }
    let notes = match &settings.output {
        // As Go's -output: the report is made whole, then written.
        Some(path) => {
            let bases = settings.load.base.iter().flat_map(|b| &b.files);
            refuse_to_overwrite_an_input(
                path,
                args.files_args
                    .iter()
                    .map(String::as_str)
                    .chain(bases.map(String::as_str)),
            )?;
            let mut report = Vec::new();
            let notes = driver::render(&loaded, &request, &settings.view, &mut report)?;
            std::fs::write(path, report).with_context(|| path.display().to_string())?;
            notes
        }
        // As Go's -weblist: a page without -output opens in a browser.
        None if request.row().needs(Need::Page) => {
            let mut page = Vec::new();
            let mut notes = driver::render(&loaded, &request, &settings.view, &mut page)?;
            notes.push(browser::show_page(&page, "html")?);
            notes
        }
        None => {
            let stdout = std::io::stdout();
            let mut out = BufWriter::new(stdout.lock());
            let notes = driver::render(&loaded, &request, &settings.view, &mut out)?;
            out.flush().context("writing the report")?;
            notes
        }
    };
    for note in notes {
        eprintln!("profile-analyze: {}", one_line(&note));
    }
    // The process ends here: freeing the profile and the parsed DWARF one
    // piece at a time would be wasted work (hundreds of thousands of
    // stacks); the system takes the memory back whole.
    std::mem::forget(loaded);
    Ok(())
}

/// `--output` never writes over a file it reads (the program, a profile or
/// the base), whatever path reaches it: files are compared by device and
/// inode, so a hard link, a symbolic link or `..` is seen through.
fn refuse_to_overwrite_an_input<'a>(
    path: &std::path::Path,
    mut inputs: impl Iterator<Item = &'a str>,
) -> anyhow::Result<()> {
    use std::os::unix::fs::MetadataExt;
    let Ok(target) = std::fs::metadata(path) else {
        return Ok(()); // a new file
    };
    let same = |input: &&str| {
        std::fs::metadata(input).is_ok_and(|m| (m.dev(), m.ino()) == (target.dev(), target.ino()))
    };
    if let Some(input) = inputs.find(same) {
        anyhow::bail!(
            "--output={}: that is {input}, an input: the report would overwrite it",
            path.display()
        );
    }
    Ok(())
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::BrokenPipe)
    })
}

/// perl's `--symbols`: mappings and addresses on stdin, one name (or `??`)
/// per address on stdout.
fn symbols(args: &Args) -> anyhow::Result<()> {
    let settings = args.settings()?;
    if !args.files().1.is_empty() {
        anyhow::bail!("--symbols reads the addresses from standard input: give only the program");
    }
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin().lock(), &mut input)
        .map_err(|e| anyhow::anyhow!("standard input: {e}"))?;
    let store = Store::default();
    let named = driver::symbols(&input, &settings.load, &store)?;
    for w in &named.warnings {
        eprintln!("profile-analyze: warning: {}", one_line(w));
    }
    let mut out = std::io::stdout().lock();
    for name in &named.names {
        writeln!(out, "{name}")?;
    }
    Ok(())
}
