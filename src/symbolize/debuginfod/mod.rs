//! A debuginfod client: debug files and executables fetched by build id
//! over HTTP from the servers in `DEBUGINFOD_URLS`, cached where elfutils'
//! client caches them (`<cache>/<build-id>/debuginfo`, `.../executable`), so
//! that elfutils, gdb and we share one cache and a second run asks nothing.
//!
//! As elfutils' client, and stricter:
//! - **Only verified files are cached**: a body is streamed to an unnamed
//!   file of the cache's file system (`download.rs`), refused as soon as it
//!   does not start as an ELF file or passes `DEBUGINFOD_MAXSIZE` (at most
//!   [`MAX_BYTES`]), and kept only if it is an ELF file with the build id
//!   asked for. A cached file with another build id (an older client's) is
//!   removed and fetched again.
//! - **"Not found" is remembered briefly**: when every server answers 404,
//!   an empty file takes the artifact's place (elfutils' negative entry) for
//!   `<cache>/cache_miss_s` seconds (600 unless that file says otherwise);
//!   other failures are remembered by this process for as long.
//! - **Time**: a server that has not sent 100 KiB within `DEBUGINFOD_TIMEOUT`
//!   seconds (90) is given up, as elfutils does; a download takes at most
//!   `DEBUGINFOD_MAXTIME` seconds when that is set; and the fetches of one
//!   run end by one deadline ([`Limits::run_deadline`]).
//! - **In parallel**: the build ids a profile needs are fetched together
//!   (up to [`PARALLEL`] at once, see [`Debuginfod::prefetch`]), each from
//!   every server at once: the first verified answer wins.

mod download;

use crate::progress::Progress;
use download::{Fetched, Miss, Watch};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant, SystemTime};

/// What is fetched for a build id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Artifact {
    /// The separate debug file.
    DebugInfo,
    /// The binary itself.
    Executable,
}

impl Artifact {
    /// Its name in the server's URLs and in the cache.
    fn name(self) -> &'static str {
        match self {
            Artifact::DebugInfo => "debuginfo",
            Artifact::Executable => "executable",
        }
    }
}

/// The most a fetched file may have whatever `DEBUGINFOD_MAXSIZE` says (a
/// large program's debug file is a few hundred megabytes).
pub const MAX_BYTES: u64 = 4 << 30;

/// The most fetches at once.
pub const PARALLEL: usize = 64;

/// A server must send this much within the timeout (elfutils' rule).
const FIRST_BYTES: u64 = 100 * 1024;

/// How long "not found" is remembered unless the cache's `cache_miss_s`
/// says otherwise (elfutils' default).
const CACHE_MISS: Duration = Duration::from_secs(600);

/// How often running downloads are looked at.
const TICK: Duration = Duration::from_millis(100);

/// How long and how large a download may be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// A server must send its first 100 KiB within this (`DEBUGINFOD_TIMEOUT`).
    pub timeout: Duration,
    /// The most one download may take (`DEBUGINFOD_MAXTIME`), if any.
    pub max_time: Option<Duration>,
    /// The most bytes a file may have (`DEBUGINFOD_MAXSIZE`, at most
    /// [`MAX_BYTES`]).
    pub max_size: u64,
}

impl Limits {
    /// The limits the environment (as `var` gives it) sets:
    /// `DEBUGINFOD_TIMEOUT` (seconds, 90 by default), `DEBUGINFOD_MAXTIME`
    /// (seconds, none by default) and `DEBUGINFOD_MAXSIZE` (bytes, 0 or
    /// unset: [`MAX_BYTES`]).
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Limits {
        let number = |name: &str| var(name).and_then(|v| v.trim().parse::<u64>().ok());
        Limits {
            timeout: Duration::from_secs(number("DEBUGINFOD_TIMEOUT").unwrap_or(90)),
            max_time: number("DEBUGINFOD_MAXTIME")
                .filter(|&s| s > 0)
                .map(Duration::from_secs),
            max_size: number("DEBUGINFOD_MAXSIZE")
                .filter(|&n| n > 0)
                .map_or(MAX_BYTES, |n| n.min(MAX_BYTES)),
        }
    }

    /// The fetches of one run end by this long after they start: four
    /// timeouts (6 minutes by default), or `DEBUGINFOD_MAXTIME` if longer.
    pub fn run_deadline(&self) -> Duration {
        let four = self.timeout.saturating_mul(4);
        self.max_time.map_or(four, |m| m.max(four))
    }

    fn size_source(&self) -> &'static str {
        if self.max_size < MAX_BYTES {
            "DEBUGINFOD_MAXSIZE"
        } else {
            "the largest debug file taken"
        }
    }
}

/// Why debuginfod gives no file for a build id.
#[derive(Debug, Clone, thiserror::Error)]
pub enum FetchError {
    /// The id is no build id (at most 128 hex digits).
    #[error("{0:?} is not a build id")]
    NotBuildId(String),
    /// Every server said it has no such file, a short while ago: the
    /// cache's negative entry says so.
    #[error("not found (remembered for {} s more: {})", remaining.as_secs(), entry.display())]
    NotFound {
        /// How long it is remembered still.
        remaining: Duration,
        /// The negative entry.
        entry: PathBuf,
    },
    /// Asked for while [`Debuginfod::prefetch`] looks for what is wanted:
    /// fetched after.
    #[error("deferred")]
    Deferred,
    /// The run's fetches had to end before it was asked for.
    #[error("not asked: the run's fetches took too long")]
    NotAsked,
    /// A verified file that could not be put in the cache.
    #[error("cannot cache {}: {error}", path.display())]
    Cache {
        /// Where it was to be.
        path: PathBuf,
        /// Why it could not be.
        error: Arc<std::io::Error>,
    },
    /// No server gave a verified file: what each said.
    #[error("{}", joined(.0))]
    Servers(Vec<ServerMiss>),
}

/// Why one server gave no verified file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{url}: {why}")]
pub struct ServerMiss {
    /// The file's URL on the server.
    pub url: String,
    /// What happened.
    pub why: String,
}

/// The servers' misses, one after the other.
fn joined(misses: &[ServerMiss]) -> String {
    let misses: Vec<String> = misses.iter().map(ServerMiss::to_string).collect();
    misses.join("; ")
}

/// The servers and the cache.
#[derive(Debug, Clone)]
pub struct Debuginfod {
    urls: Vec<String>,
    cache: PathBuf,
    limits: Limits,
    /// What this process failed to fetch, and when (see the module's
    /// doc): shared by the client's clones.
    failed: Arc<Mutex<Failures>>,
}

/// Each build id and artifact that could not be fetched: when, and why.
type Failures = HashMap<(String, Artifact), (Instant, FetchError)>;

impl PartialEq for Debuginfod {
    fn eq(&self, other: &Self) -> bool {
        (&self.urls, &self.cache, &self.limits) == (&other.urls, &other.cache, &other.limits)
    }
}

impl Eq for Debuginfod {}

thread_local! {
    /// While [`Debuginfod::prefetch`] looks for what is wanted: the
    /// fetches asked for, not made.
    static WANTED: RefCell<Option<Vec<(String, Artifact)>>> = const { RefCell::new(None) };
}

impl Debuginfod {
    /// A client of the servers in `urls` (space-separated, as
    /// `DEBUGINFOD_URLS`), caching in `cache`; `None` when `urls` names none.
    pub fn new(urls: &str, cache: PathBuf, limits: Limits) -> Option<Debuginfod> {
        let urls: Vec<String> = urls
            .split_whitespace()
            .map(|u| u.trim_end_matches('/').to_string())
            .collect();
        (!urls.is_empty()).then_some(Debuginfod {
            urls,
            cache,
            limits,
            failed: Arc::default(),
        })
    }

    /// The cache directory elfutils' client uses, from the environment as
    /// `var` gives it: `$DEBUGINFOD_CACHE_PATH`, else
    /// `$HOME/.debuginfod_client_cache` if it exists, else
    /// `$XDG_CACHE_HOME/debuginfod_client`, else
    /// `$HOME/.cache/debuginfod_client`.
    pub fn default_cache(var: impl Fn(&str) -> Option<String>) -> PathBuf {
        if let Some(path) = var("DEBUGINFOD_CACHE_PATH").filter(|p| !p.is_empty()) {
            return PathBuf::from(path);
        }
        let home = var("HOME").map(PathBuf::from).unwrap_or_default();
        let legacy = home.join(".debuginfod_client_cache");
        if legacy.is_dir() {
            return legacy;
        }
        match var("XDG_CACHE_HOME").filter(|p| !p.is_empty()) {
            Some(xdg) => Path::new(&xdg).join("debuginfod_client"),
            None => home.join(".cache/debuginfod_client"),
        }
    }

    /// How long "not found" is remembered: `<cache>/cache_miss_s` seconds
    /// (elfutils writes 600 there), else 600.
    fn cache_miss(&self) -> Duration {
        std::fs::read_to_string(self.cache.join("cache_miss_s"))
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .map_or(CACHE_MISS, Duration::from_secs)
    }

    /// The cached file of `artifact` for build id `id` (hex, either
    /// case), fetched first when it is not cached yet. `Err` says why there is none.
    pub fn fetch(&self, id: &str, artifact: Artifact) -> Result<PathBuf, FetchError> {
        // Servers and the cache name build ids in lower case.
        let id = &id.to_ascii_lowercase();
        if let Some(known) = self.known(id, artifact)? {
            return Ok(known);
        }
        let deferred = WANTED.with(|w| {
            w.borrow_mut()
                .as_mut()
                .map(|wanted| wanted.push((id.to_string(), artifact)))
                .is_some()
        });
        if deferred {
            return Err(FetchError::Deferred);
        }
        let deadline = Instant::now() + self.limits.run_deadline();
        self.fetch_now(id, artifact, deadline)
    }

    /// Runs `look` (which calls [`Debuginfod::fetch`] for what it would
    /// need, each answered [`FetchError::Deferred`]), then fetches all of
    /// that in parallel, so that the fetches `look`'s real run makes are
    /// answered from the cache or from what this process remembers.
    pub fn prefetch(&self, look: impl FnOnce()) {
        WANTED.with(|w| *w.borrow_mut() = Some(Vec::new()));
        look();
        let mut wanted = WANTED.with(|w| w.borrow_mut().take()).unwrap_or_default();
        // An executable fetched may have no DWARF: its debug file is
        // asked for at once.
        let executables: Vec<String> = wanted
            .iter()
            .filter(|(_, a)| *a == Artifact::Executable)
            .map(|(id, _)| id.clone())
            .collect();
        wanted.extend(executables.into_iter().map(|id| (id, Artifact::DebugInfo)));
        let mut seen = std::collections::HashSet::new();
        wanted.retain(|w| seen.insert(w.clone()));
        if wanted.is_empty() {
            return;
        }
        let deadline = Instant::now() + self.limits.run_deadline();
        let next = Mutex::new(wanted.iter());
        let _progress = Progress::new(&format!(
            "debuginfod: fetching {} file{}",
            wanted.len(),
            if wanted.len() == 1 { "" } else { "s" }
        ));
        std::thread::scope(|scope| {
            for _ in 0..PARALLEL.min(wanted.len()) {
                scope.spawn(|| {
                    loop {
                        let Some((id, artifact)) =
                            next.lock().unwrap_or_else(|e| e.into_inner()).next()
                        else {
                            return;
                        };
                        if Instant::now() >= deadline {
                            self.remember(id, *artifact, FetchError::NotAsked);
                            continue;
                        }
                        let _ = self.fetch_now(id, *artifact, deadline);
                    }
                });
            }
        });
    }

    /// The cached file, or what is remembered of `id`'s `artifact`; `None`
    /// when it is to be fetched.
    fn known(&self, id: &str, artifact: Artifact) -> Result<Option<PathBuf>, FetchError> {
        if id.is_empty() || id.len() > 128 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(FetchError::NotBuildId(id.to_string()));
        }
        let path = self.cache.join(id).join(artifact.name());
        if let Ok(meta) = std::fs::metadata(&path) {
            if meta.len() == 0 {
                let age = meta
                    .modified()
                    .ok()
                    .and_then(|m| SystemTime::now().duration_since(m).ok())
                    .unwrap_or_default();
                let miss = self.cache_miss();
                if age < miss {
                    return Err(FetchError::NotFound {
                        remaining: miss - age,
                        entry: path,
                    });
                }
            } else if download::build_id_at(&path).is_ok_and(|found| found == id) {
                return Ok(Some(path));
            }
            // A stale "not found", or a file that is not the one asked for
            // (an older client cached it unverified): fetched again.
            let _ = std::fs::remove_file(&path);
        }
        let failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((at, why)) = failed.get(&(id.to_string(), artifact))
            && at.elapsed() < self.cache_miss()
        {
            return Err(why.clone());
        }
        Ok(None)
    }

    fn remember(&self, id: &str, artifact: Artifact, why: FetchError) {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((id.to_string(), artifact), (Instant::now(), why));
    }

    /// Fetches `id`'s `artifact` from every server at once before
    /// `deadline`: the first verified answer is cached and its path
    /// returned; else why none was, remembered.
    fn fetch_now(
        &self,
        id: &str,
        artifact: Artifact,
        deadline: Instant,
    ) -> Result<PathBuf, FetchError> {
        let path = self.cache.join(id).join(artifact.name());
        let started = Instant::now();
        let deadline = self
            .limits
            .max_time
            .map_or(deadline, |m| deadline.min(started + m));
        let (tx, rx) = mpsc::channel::<(usize, Result<Fetched, Miss>)>();
        let mut running: Vec<(String, Arc<Watch>)> = Vec::new();
        for (i, base) in self.urls.iter().enumerate() {
            let url = download::url(base, id, artifact);
            let watch = Arc::new(Watch::default());
            running.push((url.clone(), Arc::clone(&watch)));
            let (tx, id, cache, limits) = (
                tx.clone(),
                id.to_string(),
                self.cache.clone(),
                self.limits.clone(),
            );
            // Not scoped: a download given up may still be blocked in a
            // read; it ends by itself (ureq's deadline), and its file is
            // unnamed, so nothing is left behind.
            std::thread::spawn(move || {
                let got = download::download(&url, &id, &cache, &limits, deadline, &watch);
                let _ = tx.send((i, got));
            });
        }
        drop(tx);
        let mut misses: Vec<Option<Miss>> = vec![None; running.len()];
        let result = loop {
            if misses.iter().all(Option::is_some) {
                break None;
            }
            match rx.recv_timeout(TICK) {
                Ok((i, Ok(fetched))) => break Some((i, fetched)),
                Ok((i, Err(miss))) => misses[i] = Some(miss),
                Err(mpsc::RecvTimeoutError::Disconnected) => break None,
                Err(mpsc::RecvTimeoutError::Timeout) => {}
            }
            let now = Instant::now();
            for (i, (_, watch)) in running.iter().enumerate() {
                if misses[i].is_some() {
                    continue;
                }
                let received = watch.received.load(Ordering::Relaxed);
                let why = if now >= deadline {
                    Some(match self.limits.max_time {
                        Some(m) if started + m <= now => format!(
                            "still downloading after {} s (DEBUGINFOD_MAXTIME)",
                            m.as_secs()
                        ),
                        _ => format!(
                            "still downloading when the run's fetches had to end ({} s)",
                            self.limits.run_deadline().as_secs()
                        ),
                    })
                } else if received < FIRST_BYTES && now - started >= self.limits.timeout {
                    Some(format!(
                        "{received} bytes in {} s, less than 100 KiB (DEBUGINFOD_TIMEOUT)",
                        self.limits.timeout.as_secs()
                    ))
                } else {
                    None
                };
                if let Some(why) = why {
                    watch.cancelled.store(true, Ordering::Relaxed);
                    misses[i] = Some(Miss::new(why));
                }
            }
        };
        for (_, watch) in &running {
            watch.cancelled.store(true, Ordering::Relaxed);
        }
        if let Some((_, fetched)) = result {
            return match fetched.keep(&path) {
                Ok(()) => Ok(path),
                Err(e) => {
                    let why = FetchError::Cache {
                        path,
                        error: Arc::new(e),
                    };
                    self.remember(id, artifact, why.clone());
                    Err(why)
                }
            };
        }
        let misses: Vec<Miss> = misses.into_iter().flatten().collect();
        if !misses.is_empty() && misses.iter().all(|m| m.not_found) {
            // Every server said 404: elfutils' negative entry.
            // A new empty file, as elfutils makes it (O_CREAT|O_EXCL):
            // never a file a link placed meanwhile leads to.
            if std::fs::create_dir_all(path.parent().expect("a directory")).is_ok() {
                use std::os::unix::fs::OpenOptionsExt;
                let _ = std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .mode(0o600)
                    .custom_flags(libc::O_NOFOLLOW)
                    .open(&path);
            }
        }
        let why = FetchError::Servers(
            running
                .iter()
                .zip(misses)
                .map(|((url, _), miss)| ServerMiss {
                    url: url.clone(),
                    why: miss.why,
                })
                .collect(),
        );
        self.remember(id, artifact, why.clone());
        Err(why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_is_where_elfutils_puts_it() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                vars.iter()
                    .find(|(name, _)| *name == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Debuginfod::default_cache(env(&[("DEBUGINFOD_CACHE_PATH", "/c"), ("HOME", "/h")])),
            PathBuf::from("/c")
        );
        assert_eq!(
            Debuginfod::default_cache(env(&[("XDG_CACHE_HOME", "/x"), ("HOME", "/nonexistent")])),
            PathBuf::from("/x/debuginfod_client")
        );
        assert_eq!(
            Debuginfod::default_cache(env(&[("HOME", "/nonexistent")])),
            PathBuf::from("/nonexistent/.cache/debuginfod_client")
        );
    }

    #[test]
    fn no_urls_no_client_and_bad_ids_are_refused() {
        let limits = Limits::from_env(|_| None);
        assert!(Debuginfod::new("  ", PathBuf::from("/c"), limits.clone()).is_none());
        let client = Debuginfod::new("http://127.0.0.1:1/", PathBuf::from("/c"), limits).unwrap();
        assert_eq!(client.urls, ["http://127.0.0.1:1"]);
        assert_eq!(
            client
                .fetch("../etc", Artifact::DebugInfo)
                .unwrap_err()
                .to_string(),
            "\"../etc\" is not a build id"
        );
    }

    #[test]
    fn failures_say_why() {
        let miss = |url: &str, why: &str| ServerMiss {
            url: url.into(),
            why: why.into(),
        };
        assert_eq!(
            FetchError::Servers(vec![
                miss("http://a/x", "HTTP 500"),
                miss("http://b/x", "stopped")
            ])
            .to_string(),
            "http://a/x: HTTP 500; http://b/x: stopped"
        );
        assert_eq!(
            FetchError::NotFound {
                remaining: Duration::from_millis(12_500),
                entry: PathBuf::from("/c/ab/debuginfo"),
            }
            .to_string(),
            "not found (remembered for 12 s more: /c/ab/debuginfo)"
        );
        assert_eq!(
            FetchError::Cache {
                path: PathBuf::from("/c/ab/debuginfo"),
                error: Arc::new(std::io::Error::other("disk full")),
            }
            .to_string(),
            "cannot cache /c/ab/debuginfo: disk full"
        );
    }
}
