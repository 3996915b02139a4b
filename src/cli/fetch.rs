//! Profiles fetched from a running server, as perl pprof fetches them.
//!
//! A profile argument that is not an existing file and looks like
//! `host:port[/prefix][/pprof/profile]` or `http://...` names a server with
//! gperftools' profiling pages: `GET /pprof/profile?seconds=N` returns a CPU
//! profile, `GET /pprof/symbol` says whether the server can name addresses
//! (`num_symbols: N`), `POST /pprof/symbol` with `0xADDR+0xADDR...` answers
//! `0xADDR name` lines, and `GET /pprof/cmdline` gives the program's command
//! line. Fetched profiles are saved under `$PPROF_TMPDIR`, else
//! `$HOME/pprof/` (perl pprof's directory), as `<program>.<time>.<host>`.

use crate::cli::args::Args;
use anyhow::{Context, anyhow, bail};
use profile_analyze::driver::{self, Base, Inputs, Source};
use profile_analyze::formats;
use profile_analyze::settings::Settings;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

const PROFILE_PAGE: &str = "/pprof/profile";
const SYMBOL_PAGE: &str = "/pprof/symbol";
const PROGRAM_NAME_PAGE: &str = "/pprof/cmdline";

/// Largest profile accepted from a server.
const MAX_PROFILE_BYTES: u64 = 1 << 30;
/// Largest symbol-page or command-line answer accepted.
const MAX_TEXT_BYTES: u64 = 256 << 20;

/// A server to fetch a profile from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remote {
    /// `http://host:port/prefix`: where the `/pprof/...` pages are.
    base: String,
    /// The profile page asked for (`/pprof/profile` unless the URL names one).
    page: String,
    /// The host, for the saved profile's name.
    host: String,
}

impl Remote {
    /// The server named by `arg`, when `arg` is not an existing file and
    /// looks like `host:port...` or `http(s)://...`.
    pub fn parse(arg: &str) -> Option<Remote> {
        if Path::new(arg).exists() {
            return None;
        }
        let (scheme, rest) = match arg.split_once("://") {
            Some((scheme, rest)) => (scheme, rest),
            None => ("http", arg),
        };
        let (host_port, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        let port_ok = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
        match host_port.rsplit_once(':') {
            Some((host, port)) if !host.is_empty() && port_ok(port) => {
                Some(Remote::new(scheme, host_port, host, path))
            }
            // `http://host/...` without a port.
            None if arg.contains("://") && !host_port.is_empty() => {
                Some(Remote::new(scheme, host_port, host_port, path))
            }
            _ => None,
        }
    }

    fn new(scheme: &str, host_port: &str, host: &str, path: &str) -> Remote {
        // A path ending in a profile page names it; the rest is the prefix.
        let path = path.trim_end_matches('/');
        let (prefix, page) = match path.rfind("/pprof/") {
            Some(i) => (&path[..i], &path[i..]),
            None => (path, PROFILE_PAGE),
        };
        Remote {
            base: format!("{scheme}://{host_port}{prefix}"),
            page: page.to_string(),
            host: host.to_string(),
        }
    }

    fn url(&self, page: &str) -> String {
        format!("{}{page}", self.base)
    }
}

/// An HTTP client with the timeouts of one fetch.
pub struct Client {
    agent: ureq::Agent,
    timeout: Duration,
}

impl Client {
    /// A client that gives up on a request after `timeout`.
    pub fn new(timeout: Duration) -> Client {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .timeout_connect(Some(timeout.min(Duration::from_secs(10))))
            .http_status_as_error(false)
            .build()
            .into();
        Client { agent, timeout }
    }

    fn get(&self, url: &str, limit: u64) -> anyhow::Result<Vec<u8>> {
        let response = self.agent.get(url).call();
        self.body(url, response, limit)
    }

    fn post(&self, url: &str, body: String, limit: u64) -> anyhow::Result<Vec<u8>> {
        let response = self.agent.post(url).send(body);
        self.body(url, response, limit)
    }

    fn body(
        &self,
        url: &str,
        response: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        limit: u64,
    ) -> anyhow::Result<Vec<u8>> {
        let mut response = response.map_err(|e| self.explain(url, e))?;
        let status = response.status();
        if !status.is_success() {
            bail!("{url}: the server answered HTTP {status}");
        }
        response
            .body_mut()
            .with_config()
            .limit(limit)
            .read_to_vec()
            .map_err(|e| self.explain(url, e))
    }

    fn explain(&self, url: &str, e: ureq::Error) -> anyhow::Error {
        match e {
            ureq::Error::Timeout(_) => anyhow!(
                "{url}: no answer within {} s (see --timeout)",
                self.timeout.as_secs()
            ),
            ureq::Error::BodyExceedsLimit(n) => {
                anyhow!("{url}: the answer is larger than {n} bytes")
            }
            ureq::Error::HostNotFound => anyhow!("{url}: host not found"),
            ureq::Error::ConnectionFailed => anyhow!("{url}: connection refused"),
            ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::ConnectionRefused => {
                anyhow!("{url}: connection refused")
            }
            ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => anyhow!(
                "{url}: no answer within {} s (see --timeout)",
                self.timeout.as_secs()
            ),
            other => anyhow!("{url}: {other}"),
        }
    }
}

/// True when the command-line word names a profile (a server, or a file
/// whose content is a profile) rather than the program.
pub fn is_profile(word: &str) -> bool {
    Remote::parse(word).is_some() || formats::file_looks_like_profile(Path::new(word))
}

/// What the command line asks to analyze: its profiles and base, each a
/// file, or a profile fetched from a server (see [`source`]).
pub fn inputs(args: &Args, settings: &Settings) -> anyhow::Result<Inputs> {
    let profiles = args
        .files()
        .1
        .iter()
        .map(|word| source(word, args, settings))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let base = settings
        .load
        .base
        .as_ref()
        .map(|b| {
            let sources = b.files.iter().map(|f| source(f, args, settings));
            Ok::<_, anyhow::Error>(Base {
                sources: sources.collect::<anyhow::Result<_>>()?,
                diff: b.diff,
            })
        })
        .transpose()?;
    Ok(Inputs { profiles, base })
}

/// Where one profile comes from: the file named, or, for a server, the
/// profile fetched from it and saved; without a program, with the server's
/// names for its addresses.
fn source(profile: &str, args: &Args, settings: &Settings) -> anyhow::Result<Source> {
    let Some(remote) = Remote::parse(profile) else {
        return Ok(Source::File(PathBuf::from(profile)));
    };
    let timeout = args.timeout.unwrap_or(args.seconds + 60);
    let client = Client::new(Duration::from_secs(timeout));
    let program = match &settings.load.symbolize.program {
        Some(p) => p.display().to_string(),
        None => program_name(&client, &remote)?,
    };
    let path = fetch_profile(&client, &remote, args.seconds, &program)?;
    if settings.load.symbolize.program.is_some() {
        return Ok(Source::File(path));
    }
    let addresses = driver::addresses(&path, &settings.load)?;
    let names = symbols(&client, &remote, &addresses)?;
    Ok(Source::Remote { path, names })
}

/// The program's name from the server's command-line page (its `argv[0]`).
fn program_name(client: &Client, remote: &Remote) -> anyhow::Result<String> {
    let url = remote.url(PROGRAM_NAME_PAGE);
    let text = String::from_utf8_lossy(&client.get(&url, MAX_TEXT_BYTES)?).into_owned();
    let first = text.lines().next().unwrap_or_default();
    let name = first.split('\0').next().unwrap_or_default().trim();
    if name.is_empty() {
        bail!("{url}: no program name in the answer");
    }
    Ok(name.to_string())
}

/// Fetches `seconds` of CPU profile and saves it; returns the saved file.
fn fetch_profile(
    client: &Client,
    remote: &Remote,
    seconds: u64,
    program: &str,
) -> anyhow::Result<PathBuf> {
    let mut url = remote.url(&remote.page);
    if remote.page == PROFILE_PAGE {
        url.push(if url.contains('?') { '&' } else { '?' });
        url.push_str(&format!("seconds={seconds}"));
    }
    let dir = profile_dir()?;
    let name = format!(
        "{}.{}.{}",
        Path::new(program)
            .file_name()
            .map_or("profile".into(), |n| n.to_string_lossy()),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        remote.host
    );
    // Two profiles fetched in one second (a heap page answers at once) get
    // names of their own.
    let path = (0..)
        .map(|n| match n {
            0 => dir.join(&name),
            n => dir.join(format!("{name}.{n}")),
        })
        .find(|p| !p.exists())
        .expect("some name is free");
    if remote.page == PROFILE_PAGE {
        eprintln!(
            "Gathering CPU profile from {url} for {seconds} seconds to\n  {}",
            path.display()
        );
    } else {
        eprintln!("Fetching profile from {url} to\n  {}", path.display());
    }
    let bytes = client.get(&url, MAX_PROFILE_BYTES)?;
    if !profile_analyze::formats::looks_like_profile(&bytes) {
        let start: String = String::from_utf8_lossy(&bytes[..bytes.len().min(40)])
            .chars()
            .map(|c| if c.is_control() { '.' } else { c })
            .collect();
        bail!(
            "{url}: the answer is not a profile ({} bytes, starting {start:?})",
            bytes.len()
        );
    }
    std::fs::write(&path, &bytes).with_context(|| format!("saving {}", path.display()))?;
    eprintln!("Wrote profile to {}", path.display());
    Ok(path)
}

/// Asks the server to name `addresses`: address → names, outermost first.
fn symbols(
    client: &Client,
    remote: &Remote,
    addresses: &[u64],
) -> anyhow::Result<HashMap<u64, Vec<String>>> {
    let url = remote.url(SYMBOL_PAGE);
    let answer = String::from_utf8_lossy(&client.get(&url, MAX_TEXT_BYTES)?).into_owned();
    match answer
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("num_symbols:"))
    {
        Some(n) if n.trim() == "0" => {
            bail!("{url}: the server's program is stripped: it has no symbols to give")
        }
        Some(_) => {}
        None => bail!("{url}: not a symbol page (no `num_symbols:` line)"),
    }
    let mut sorted: Vec<String> = addresses.iter().map(|a| format!("0x{a:x}")).collect();
    sorted.sort();
    sorted.dedup();
    let answer = client.post(&url, sorted.join("+"), MAX_TEXT_BYTES)?;
    Ok(profile_analyze::formats::parse_symbol_page(
        &String::from_utf8_lossy(&answer),
    ))
}

/// `$PPROF_TMPDIR`, else `$HOME/pprof`, created if needed.
fn profile_dir() -> anyhow::Result<PathBuf> {
    let dir = match std::env::var_os("PPROF_TMPDIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            PathBuf::from(std::env::var_os("HOME").context("neither PPROF_TMPDIR nor HOME is set")?)
                .join("pprof")
        }
    };
    std::fs::create_dir_all(&dir)
        .with_context(|| format!("creating the profile directory {}", dir.display()))?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_arguments() {
        let r = Remote::parse("localhost:1234").unwrap();
        assert_eq!(r.url(&r.page), "http://localhost:1234/pprof/profile");
        assert_eq!(r.host, "localhost");
        let r = Remote::parse("http://h:80/app/pprof/profile").unwrap();
        assert_eq!(
            (r.base.as_str(), r.page.as_str()),
            ("http://h:80/app", "/pprof/profile")
        );
        let r = Remote::parse("http://h/app").unwrap();
        assert_eq!(r.url(SYMBOL_PAGE), "http://h/app/pprof/symbol");
        assert_eq!(Remote::parse("no-such-file.prof"), None);
        assert_eq!(Remote::parse("dir/file:name"), None);
    }
}
