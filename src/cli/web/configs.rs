//! Named settings, saved (Go pprof's "Config" menu): `POST
//! /saveconfig?config=NAME&...` saves the view settings of the query under
//! NAME, `POST /deleteconfig?config=NAME` deletes them, and every page's
//! menu links to each saved set applied to the page.
//!
//! They are kept in the user's config directory
//! (`$XDG_CONFIG_HOME/profile-analyze/settings.json`, else
//! `~/.config/...`), as `{"configs": [{"name": ..., "settings": {NAME:
//! VALUE}}]}`, each setting by its registry name with its value as the
//! query gave it. Only the settings of what is shown are saved (not the
//! sample type, the base or anything else that names this profile's
//! parts, as Go saves none of those); the page's own keys are not
//! settings. Only a page of this server may save or delete: a POST must
//! say it comes from the server's own origin.

use super::Site;
use super::query::decode;
use super::server::{Page, Request};
use profile_analyze::settings::registry::{Door, Scope, Setting, resolve_at};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The most saved settings kept, and the longest name.
const MAX_CONFIGS: usize = 100;
const MAX_NAME: usize = 100;

/// The settings file's content.
#[derive(Debug, Default, Serialize, Deserialize)]
pub(super) struct Saved {
    /// The named settings, in the order they were first saved.
    pub configs: Vec<Config>,
}

/// One named set of settings.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Config {
    /// Its name.
    pub name: String,
    /// Each setting's value, by the setting's registry name.
    pub settings: BTreeMap<String, String>,
}

/// The settings file: in `$XDG_CONFIG_HOME`, else `$HOME/.config`; `None`
/// when neither is set.
pub(super) fn settings_file() -> Option<PathBuf> {
    let dir = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|h| !h.is_empty())
                .map(|h| PathBuf::from(h).join(".config"))
        })?;
    Some(dir.join("profile-analyze").join("settings.json"))
}

/// The largest settings file read (what this server writes is far
/// smaller: at most [`MAX_CONFIGS`] sets of settings).
const MAX_FILE: u64 = 1 << 20;

/// The saved settings of `path` (none when it does not exist).
///
/// Errors: it cannot be read, is larger than [`MAX_FILE`], or is not a
/// settings file.
pub(super) fn read(path: &Path) -> Result<Saved, String> {
    let read = std::fs::File::open(path).and_then(|file| {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::Read::take(file, MAX_FILE + 1), &mut bytes)?;
        Ok(bytes)
    });
    match read {
        Ok(bytes) if bytes.len() as u64 > MAX_FILE => Err(format!(
            "{}: larger than a settings file ({} KiB at most)",
            path.display(),
            MAX_FILE >> 10
        )),
        Ok(bytes) => serde_json::from_slice(&bytes)
            .map_err(|e| format!("{}: not a settings file: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Saved::default()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Writes `saved` to `path` whole (a new file renamed over the old), its
/// directory made if missing.
fn write(path: &Path, saved: &Saved) -> Result<(), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let failed = |e: std::io::Error| format!("{}: {e}", path.display());
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir).map_err(failed)?;
    let mut file = tempfile::NamedTempFile::new_in(dir).map_err(failed)?;
    let json = serde_json::to_vec_pretty(saved).map_err(|e| e.to_string())?;
    file.write_all(&json).map_err(failed)?;
    file.persist(path).map_err(|e| failed(e.error))?;
    Ok(())
}

/// True for the settings a named set keeps: those of what is shown, but
/// the sample type (each profile has its own).
pub(super) fn kept(setting: &Setting) -> bool {
    setting.scope == Scope::View && setting.name != "sample_index"
}

/// The settings of the query `raw` that a named set keeps, by registry
/// name, with the values given (empty ones are not settings).
pub(super) fn of_query(raw: &str) -> BTreeMap<String, String> {
    let mut kept_settings = BTreeMap::new();
    for pair in raw.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (Ok(key), Ok(value)) = (decode(key), decode(value)) else {
            continue;
        };
        if let Some((setting, resolved)) = resolve_at(Door::Web, &key, &value)
            && kept(setting)
        {
            if resolved.trim().is_empty() {
                kept_settings.remove(setting.name);
            } else {
                kept_settings.insert(setting.name.to_string(), resolved.into_owned());
            }
        }
    }
    kept_settings
}

impl Site<'_> {
    /// The answer to a request of `/saveconfig` or `/deleteconfig`, `None`
    /// for other paths.
    pub(super) fn config_action(&self, request: &Request, path: &str, raw: &str) -> Option<Page> {
        let save = match path {
            "/saveconfig" => true,
            "/deleteconfig" => false,
            _ => return None,
        };
        if request.method != "POST" {
            return Some(
                Page::error(
                    405,
                    &format!("{path}: only POST, from a page of this server"),
                )
                .with_header("Allow", "POST"),
            );
        }
        if !same_origin(request) {
            return Some(Page::error(
                403,
                &format!("{path}: only a page of this server may change the saved settings"),
            ));
        }
        let Some(file) = &self.configs else {
            return Some(Page::error(
                503,
                "no config directory: set XDG_CONFIG_HOME or HOME to save settings",
            ));
        };
        let name = raw
            .split('&')
            .filter_map(|p| p.strip_prefix("config="))
            .next_back()
            .map(decode)
            .transpose();
        let name = match name {
            Ok(Some(name)) if valid_name(&name) => name,
            Ok(_) => {
                return Some(Page::error(
                    400,
                    &format!(
                        "config=NAME: a name of 1 to {MAX_NAME} characters, none a control character"
                    ),
                ));
            }
            Err(e) => return Some(Page::error(400, &format!("{e:#}"))),
        };
        let outcome = if save {
            // The settings must be good ones: the query is read as a page's.
            let settings_raw: Vec<&str> = raw
                .split('&')
                .filter(|p| !p.starts_with("config=") && *p != "config")
                .collect();
            match self.query(&settings_raw.join("&")) {
                Err(e) => return Some(Page::error(400, &e.message)),
                Ok(_) => edit(file, |saved| {
                    let settings = of_query(raw);
                    let count = saved.configs.len();
                    match saved.configs.iter_mut().find(|c| c.name == name) {
                        Some(config) => config.settings = settings,
                        None if count >= MAX_CONFIGS => {
                            return Err(format!(
                                "{MAX_CONFIGS} settings are saved already: delete one first"
                            ));
                        }
                        None => saved.configs.push(Config {
                            name: name.clone(),
                            settings,
                        }),
                    }
                    Ok(())
                }),
            }
        } else {
            edit(file, |saved| {
                let before = saved.configs.len();
                saved.configs.retain(|c| c.name != name);
                if saved.configs.len() == before {
                    return Err(format!("no saved settings named {name:?}"));
                }
                Ok(())
            })
        };
        Some(match outcome {
            Ok(()) => Page::html(204, String::new()),
            Err(e) => Page::error(400, &e),
        })
    }
}

/// Reads the settings file, changes it with `change`, and writes it back.
fn edit(file: &Path, change: impl FnOnce(&mut Saved) -> Result<(), String>) -> Result<(), String> {
    let mut saved = read(file)?;
    change(&mut saved)?;
    write(file, &saved)
}

/// A name a set of settings can have.
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=MAX_NAME).contains(&n) && !name.chars().any(char::is_control)
}

/// True when the request says it comes from a page of this server: its
/// `Origin` is the server's (`Host`), or `Sec-Fetch-Site` says
/// `same-origin`. Browsers send both with a script's POST; a request that
/// says neither is not taken to be a page's.
fn same_origin(request: &Request) -> bool {
    let host = request.header("Host");
    let origin = request
        .header("Origin")
        .and_then(|o| o.strip_prefix("http://"));
    request.header("Sec-Fetch-Site") == Some("same-origin") || (origin.is_some() && origin == host)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_keeps_the_settings_of_what_is_shown_by_their_names() {
        let kept = of_query("f=main&lines=1&si=cpu&hl=x&q=y&nodecount=&i=%5Eb%24");
        let pairs: Vec<(&str, &str)> = kept.iter().map(|(k, v)| (&**k, &**v)).collect();
        assert_eq!(
            pairs,
            [
                ("focus", "main"),
                ("granularity", "lines"),
                ("ignore", "^b$")
            ]
        );
    }

    #[test]
    fn names_are_short_and_printable() {
        assert!(valid_name("mine"));
        assert!(!valid_name(""));
        assert!(!valid_name("a\nb"));
        assert!(!valid_name(&"x".repeat(MAX_NAME + 1)));
    }

    #[test]
    fn saved_settings_are_written_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("deeper").join("settings.json");
        edit(&file, |s| {
            s.configs.push(Config {
                name: "mine".into(),
                settings: of_query("focus=main"),
            });
            Ok(())
        })
        .unwrap();
        let saved = read(&file).unwrap();
        assert_eq!(saved.configs.len(), 1);
        assert_eq!(saved.configs[0].settings["focus"], "main");
        std::fs::write(&file, "{").unwrap();
        assert!(read(&file).unwrap_err().contains("not a settings file"));
        std::fs::write(&file, vec![b' '; MAX_FILE as usize + 1]).unwrap();
        assert!(
            read(&file)
                .unwrap_err()
                .contains("larger than a settings file")
        );
    }
}
