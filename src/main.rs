//! The `profile-analyze` command: flags in perl pprof's spellings, a thin
//! layer over the library.

mod cli;

use anyhow::Context;
use clap::Parser;
use cli::args::{Args, options};
use cli::fetch::{self, Client, Remote};
use profile_analyze::formats;
use profile_analyze::options::{self, Loaded, Options};
use profile_analyze::symbolize::{self, Objects, Store};
use std::io::{BufWriter, ErrorKind, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let args = Args::parse();
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("profile-analyze: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> anyhow::Result<()> {
    let (program, profile) = match args.files_args.as_slice() {
        [profile] => (None, profile.clone()),
        [program, profile] => (Some(PathBuf::from(program)), profile.clone()),
        _ => unreachable!("clap allows one or two files"),
    };
    let options = options(&args, program.clone())?;
    let store = Store::default();
    let loaded = match Remote::parse(&profile) {
        Some(remote) => load_remote(&remote, &args, &options, &store)?,
        None => options::load(&PathBuf::from(&profile), &options, &store)?,
    };
    for w in &loaded.warnings {
        eprintln!("profile-analyze: warning: {w}");
    }
    if args.is_interactive() {
        // As perl pprof: with no report asked for and the output redirected,
        // nobody is there to type commands; print the text report. Commands
        // piped in (scripts, tests) still get the prompt's loop.
        let redirected = !std::io::stdout().is_terminal() && std::io::stdin().is_terminal();
        if args.interactive || !redirected {
            return cli::interactive::run(&loaded, options);
        }
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let notes = options::render(&loaded, &options, &mut out)?;
    out.flush().context("writing the report")?;
    for note in notes {
        eprintln!("profile-analyze: {note}");
    }
    Ok(())
}

/// Fetches the profile from `remote` and symbolizes it: with the program
/// when one is given, else through the server's symbol page.
fn load_remote<'s>(
    remote: &Remote,
    args: &Args,
    options: &Options,
    store: &'s Store,
) -> anyhow::Result<Loaded<'s>> {
    let timeout = args.timeout.unwrap_or(args.seconds + 60);
    let client = Client::new(Duration::from_secs(timeout));
    let program = match &options.symbolize.program {
        Some(p) => p.display().to_string(),
        None => fetch::program_name(&client, remote)?,
    };
    let path = fetch::fetch_profile(&client, remote, args.seconds, &program)?;
    if options.symbolize.program.is_some() {
        return Ok(options::load(&path, options, store)?);
    }
    let read = formats::read_file(&path, &options.read)?;
    let mut profile = read.profile;
    let addresses: Vec<u64> = profile.locations.iter().map(|l| l.address).collect();
    let names = fetch::symbols(&client, remote, &addresses)?;
    symbolize::apply_names(&mut profile, &names);
    Ok(Loaded {
        profile,
        objects: Objects::default(),
        warnings: read.warnings,
    })
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::BrokenPipe)
    })
}
