//! A debuginfod client: debug files and executables fetched by build id
//! over HTTP from the servers in `DEBUGINFOD_URLS`, cached where elfutils'
//! client caches them (`<cache>/<build-id>/debuginfo`, `.../executable`), so
//! that elfutils, gdb and we share one cache and a second run asks nothing.

use crate::progress::Progress;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What is fetched for a build id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The servers and the cache.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Debuginfod {
    urls: Vec<String>,
    cache: PathBuf,
    timeout: Duration,
}

/// The most a fetched file may have (a large program's debug file is a few
/// hundred megabytes).
const MAX_BYTES: u64 = 4 << 30;

impl Debuginfod {
    /// A client of the servers in `urls` (space-separated, as
    /// `DEBUGINFOD_URLS`), caching in `cache`; `None` when `urls` names none.
    pub fn new(urls: &str, cache: PathBuf, timeout: Duration) -> Option<Debuginfod> {
        let urls: Vec<String> = urls
            .split_whitespace()
            .map(|u| u.trim_end_matches('/').to_string())
            .collect();
        (!urls.is_empty()).then_some(Debuginfod {
            urls,
            cache,
            timeout,
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

    /// The cached file of `artifact` for build id `id` (lower-case hex),
    /// fetched first when it is not cached yet. `Err` says why there is none.
    pub fn fetch(&self, id: &str, artifact: Artifact) -> Result<PathBuf, String> {
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("{id:?} is not a build id"));
        }
        let dir = self.cache.join(id);
        let path = dir.join(artifact.name());
        if path.is_file() {
            return Ok(path);
        }
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(self.timeout))
            .timeout_connect(Some(self.timeout.min(Duration::from_secs(5))))
            .http_status_as_error(false)
            .build()
            .into();
        let mut why = Vec::new();
        for url in &self.urls {
            let url = format!("{url}/buildid/{id}/{}", artifact.name());
            let progress = Progress::new(&format!("debuginfod: fetching {url}"));
            match get(&agent, &url) {
                Ok(bytes) => {
                    drop(progress);
                    return store(&dir, &path, &bytes)
                        .map(|()| path.clone())
                        .map_err(|e| format!("cannot cache {}: {e}", path.display()));
                }
                Err(e) => why.push(format!("{url}: {e}")),
            }
        }
        Err(why.join("; "))
    }
}

fn get(agent: &ureq::Agent, url: &str) -> Result<Vec<u8>, String> {
    let mut response = agent.get(url).call().map_err(|e| e.to_string())?;
    let status = response.status();
    if status == 404 {
        return Err("not found".into());
    }
    if !status.is_success() {
        return Err(format!("HTTP {status}"));
    }
    let mut bytes = Vec::new();
    response
        .body_mut()
        .with_config()
        .limit(MAX_BYTES)
        .reader()
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    Ok(bytes)
}

/// Writes `bytes` to `path` whole or not at all: through a temporary file
/// in the same directory, renamed into place.
fn store(dir: &Path, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    std::io::Write::write_all(&mut file, bytes)?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
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
        assert!(Debuginfod::new("  ", PathBuf::from("/c"), Duration::from_secs(1)).is_none());
        let client = Debuginfod::new(
            "http://127.0.0.1:1/",
            PathBuf::from("/c"),
            Duration::from_secs(1),
        )
        .unwrap();
        assert_eq!(client.urls, ["http://127.0.0.1:1"]);
        assert!(client.fetch("../etc", Artifact::DebugInfo).is_err());
    }
}
