//! A page's URL query read into its settings: each key a setting of the
//! registry at the web's door, or one of the page's own ([`PAGE_KEYS`]),
//! over the command line's settings; then held within the web's bounds
//! (the narrowest flame graph frame, the most nodes), each bound that
//! changed what was asked given as a note.

use super::Site;
use super::views::Flames;
use crate::cli::args::regex;
use profile_analyze::driver::Loaded;
use profile_analyze::graph;
use profile_analyze::report::flamegraph::MinWidth;
use profile_analyze::report::preset::Preset;
use profile_analyze::settings::registry::{Door, REGISTRY, resolve_at};
use profile_analyze::settings::{Settings, values};
use std::sync::Arc;

/// The flame graph's narrowest frame unless `minwidth` or `--minwidth` says
/// otherwise: at flamegraph.pl's 0.1 px, a profile of 200,000 stacks makes
/// a 40 MB SVG that a browser takes seconds to draw (3 MB at 1 px).
const WEB_MIN_WIDTH: MinWidth = MinWidth::Pixels(1.0);

/// The narrowest frame the web draws, whatever `minwidth` asks: a frame
/// narrower than a pixel cannot be seen, and `minwidth=0` on a profile of
/// 200,000 stacks took gigabytes. At 1 px a level holds at most as many
/// frames as the graph has pixels across.
const WEB_MIN_WIDTH_FLOOR: f64 = 1.0;

/// The most nodes the web's graph and text views keep, whatever
/// `nodecount` asks: `dot` takes minutes on tens of thousands.
const WEB_MAX_NODES: usize = 200;

/// The most rows a table of the web shows (the top view), whatever
/// `nodecount` asks: a row is a few hundred bytes of HTML.
const WEB_MAX_ROWS: usize = 5_000;

/// A page's settings, as its query asks.
pub(super) struct Query {
    pub loaded: Arc<Loaded<'static>>,
    pub settings: Settings,
    /// The functions of peek, source and disassembly (`q`, else `focus`).
    pub symbol: Option<String>,
    pub icicle: bool,
    /// The query as received, for the links to the other views.
    pub raw: String,
    /// The value of each parameter given, for the form.
    pub given: Vec<(String, String)>,
    /// What the query asked past the web's bounds, as notes.
    pub bounded: Vec<String>,
    /// The flame graph a page rendered for its frame.
    pub flames: Arc<Flames>,
}

impl Query {
    /// The value given for `key`, the last if several; empty if none.
    pub fn get(&self, key: &str) -> &str {
        self.given
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// Go pprof's URL keys of what profile-analyze does not have, and why.
const GO_KEYS_NOT_HERE: &[(&str, &str)] = &[
    (
        "mean",
        "Go's mean (each node's value divided by its count) is not supported: choose the sample type (si)",
    ),
    (
        "showcolumns",
        "column numbers are not kept: locations have a file and a line",
    ),
];

/// The page's own parameters, beside the registry's settings: the
/// functions of peek, source and disassembly, the flame graph's icicle
/// form and zoom, and the search box's highlight.
pub(super) const PAGE_KEYS: &[&str] = &["q", "icicle", "z", "hl"];

/// A parameter of a page's query that cannot be read: the page is a 400
/// that keeps its form, with this parameter's field marked.
#[derive(Debug)]
pub(super) struct BadParameter {
    /// The key as given (`None`: the query as a whole, or a key that does
    /// not decode).
    pub key: Option<String>,
    /// The value as given.
    pub value: String,
    /// What is wrong, in one line.
    pub message: String,
}

impl BadParameter {
    fn of(key: &str, value: &str, e: impl std::fmt::Display) -> BadParameter {
        BadParameter {
            key: Some(key.to_string()),
            value: value.to_string(),
            message: e.to_string(),
        }
    }

    fn whole(e: impl std::fmt::Display) -> BadParameter {
        BadParameter {
            key: None,
            value: String::new(),
            message: e.to_string(),
        }
    }
}

impl Site<'_> {
    /// The settings of the query `raw` over the defaults (each key a
    /// setting of the registry at this door, or one of [`PAGE_KEYS`]; any
    /// other key is ignored, with a note, as Go pprof ignores it); inside,
    /// why the profile they ask for could not be loaded.
    pub(super) fn query(&self, raw: &str) -> Result<Result<Query, String>, BadParameter> {
        let mut settings = self.defaults.clone();
        let mut given = Vec::new();
        let mut symbol = None;
        let mut icicle = false;
        let mut bounded = Vec::new();
        let mut unknown: Vec<String> = Vec::new();
        for pair in raw.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let key = decode(key).map_err(BadParameter::whole)?;
            let value = decode(value).map_err(|e| BadParameter::of(&key, "", e))?;
            let bad = |e: &dyn std::fmt::Display| BadParameter::of(&key, &value, e);
            match key.as_str() {
                "q" => {
                    if !value.is_empty() {
                        regex("q", &value).map_err(|e| bad(&format!("{e:#}")))?;
                        symbol = Some(value.clone());
                    }
                }
                "icicle" => {
                    icicle = !value.is_empty()
                        && values::boolean(&value)
                            .map_err(|e| bad(&format!("icicle={value}: {e}")))?;
                }
                // The search box's highlight and the flame graph's zoom.
                "hl" | "z" => {}
                // Go's URL keys of what is not kept here: their default
                // (false) is what is shown; asking for more is refused.
                go if let Some((_, why)) = GO_KEYS_NOT_HERE.iter().find(|(k, _)| *k == go) => {
                    if !value.is_empty()
                        && values::boolean(&value)
                            .map_err(|e| bad(&format!("{key}={value}: {e}")))?
                    {
                        return Err(bad(&format!("{key}={value}: {why}")));
                    }
                }
                _ => {
                    let Some((setting, resolved)) = resolve_at(Door::Web, &key, &value) else {
                        // A setting of the other doors only (a path to
                        // read sources from...) is refused: a page may
                        // not set it.
                        let spelled = key.replace('-', "_");
                        if let Some(other) = REGISTRY
                            .iter()
                            .find(|s| s.name == spelled || s.aliases.contains(&spelled.as_str()))
                        {
                            return Err(bad(&format!(
                                "{key}: {} is not a setting of the web: give it on the command line",
                                other.name
                            )));
                        }
                        // Go pprof ignores what it does not know (a link
                        // from a newer pprof, a typo): so does the page,
                        // and says so, once.
                        if !unknown.contains(&key) {
                            unknown.push(key);
                        }
                        continue;
                    };
                    // An empty field clears a setting that empty clears (a
                    // regular expression, the base, the label frames) and
                    // leaves the others as they are (Go's URLs leave out
                    // what is not set).
                    if !resolved.trim().is_empty() || setting.empty_clears() {
                        setting
                            .apply(&mut settings, &resolved)
                            .map_err(|e| bad(&format!("{key}={value}: {e}")))?;
                    }
                }
            }
            given.push((key, value));
        }
        if !unknown.is_empty() {
            let listed: Vec<String> = unknown.iter().take(10).map(|k| format!("{k:?}")).collect();
            let more = unknown.len().saturating_sub(listed.len());
            let more = if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            };
            bounded.push(format!(
                "unknown parameters ignored: {}{more} (known: {}; and Go's URL keys)",
                listed.join(", "),
                known_keys()
            ));
        }
        // Go's links carry dropneg and norm whatever the base (Go ignores
        // them without one): here they are noted, not refused.
        if settings.load.base.is_none() {
            for (set, name) in [
                (&mut settings.load.drop_negative, "drop_negative"),
                (&mut settings.load.normalize, "normalize"),
                (&mut settings.load.compare_runs, "compare_runs"),
            ] {
                if std::mem::take(set) {
                    bounded.push(format!(
                        "{name} applies to a difference: choose a base (base or diff_base)"
                    ));
                }
            }
        }
        settings.check().map_err(BadParameter::whole)?;
        // The web's pages are Go's UI: Go's reports, unless asked otherwise.
        settings.view.preset.get_or_insert(Preset::Go);
        if let Some(base) = &settings.load.base {
            self.inputs.with_base(Some(base)).map_err(|e| {
                let key = if base.diff { "diff_base" } else { "base" };
                BadParameter::of(key, "", format!("{key}={e}"))
            })?;
        }
        if settings.view.min_width == MinWidth::default()
            && !given.iter().any(|(k, v)| k == "minwidth" && !v.is_empty())
        {
            settings.view.min_width = WEB_MIN_WIDTH;
        }
        let flame_width = profile_analyze::report::flamegraph::Options::default().width;
        if settings.view.min_width.pixels(flame_width) < WEB_MIN_WIDTH_FLOOR {
            bounded.push(format!(
                "minwidth={} is narrower than a pixel: frames narrower than {WEB_MIN_WIDTH_FLOOR} px are not drawn",
                settings.view.min_width
            ));
            settings.view.min_width = MinWidth::Pixels(WEB_MIN_WIDTH_FLOOR);
        }
        if !settings.view.trim {
            // Untrimmed, but still at most the web's nodes.
            bounded.push(format!(
                "trim=false: no fraction drops a node, but at most {WEB_MAX_NODES} nodes are kept"
            ));
            settings.view.trim = true;
            settings.view.prune = graph::PruneOptions {
                nodecount: WEB_MAX_NODES,
                nodefraction: 0.0,
                edgefraction: 0.0,
                maxdegree: usize::MAX,
            };
        }
        if settings.view.prune.nodecount > WEB_MAX_NODES {
            if given.iter().any(|(k, _)| k == "nodecount") {
                bounded.push(format!(
                    "nodecount={} is more than the web shows: {WEB_MAX_NODES} nodes at most in a graph, {} rows in a table",
                    settings.view.prune.nodecount,
                    settings.view.text_limit.unwrap_or(WEB_MAX_ROWS).min(WEB_MAX_ROWS)
                ));
            }
            settings.view.prune.nodecount = WEB_MAX_NODES;
        }
        if settings.view.text_limit.is_some_and(|n| n > WEB_MAX_ROWS) {
            settings.view.text_limit = Some(WEB_MAX_ROWS);
        }
        let symbol = symbol.or_else(|| settings.view.filters.focus.as_ref().map(|r| r.to_string()));
        let loaded = match self.loaded(&settings) {
            Ok(loaded) => loaded,
            Err(e) => return Ok(Err(e)),
        };
        if let Some(name) = &settings.view.sample_index {
            loaded.value_index(Some(name)).map_err(|e| {
                BadParameter::of("sample_index", name, format!("sample_index={name}: {e}"))
            })?;
        }
        Ok(Ok(Query {
            loaded,
            settings,
            symbol,
            icicle,
            raw: raw.to_string(),
            given,
            bounded,
            flames: Arc::clone(&self.flames),
        }))
    }
}

/// The keys the query takes, by their names: the settings at this door
/// (which also answer to Go's URL keys and their words) and the page's own.
fn known_keys() -> String {
    let settings = REGISTRY.iter().filter(|s| s.doors.web).map(|s| s.name);
    settings
        .chain(PAGE_KEYS.iter().copied())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A query's key or value decoded: `+` is a space, `%XX` a byte.
pub(super) fn decode(text: &str) -> anyhow::Result<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                let Some(byte) = hex else {
                    anyhow::bail!("{text}: a % not followed by two hex digits");
                };
                out.push(byte);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| anyhow::anyhow!("{text}: not UTF-8 once decoded"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_queries() {
        assert_eq!(decode("a+b%5Ec%24").unwrap(), "a b^c$");
        assert!(decode("%zz").is_err());
        assert!(decode("%4").is_err());
        assert!(decode("%ff").is_err());
    }
}
