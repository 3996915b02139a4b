//! Names without a report: the addresses a server's symbol page is asked
//! about, the addresses left unnamed, and perl's `--symbols`.

use super::LoadOptions;
use super::load::Loaded;
use crate::error::{Error, Result};
use crate::formats;
use crate::profile::{self, Profile};
use crate::symbolize::{self, Store};
use std::collections::HashMap;
use std::path::Path;

/// The addresses of the profile at `path`, for a server's symbol page to
/// name before the profile is loaded as a [`super::Source::Remote`].
pub fn addresses(path: &Path, settings: &LoadOptions) -> Result<Vec<u64>> {
    let read = formats::read_file(path, &settings.read, None)?;
    Ok(read.profile.locations.iter().map(|l| l.address).collect())
}

/// One line per address of the profile that has no name: the address, its
/// mapping's file and why (`0x7f01 (libfoo.so): file unusable: ...`).
pub fn unknown_addresses(loaded: &Loaded) -> Vec<String> {
    let profile = &loaded.profile;
    profile
        .locations
        .iter()
        .filter_map(|l| {
            let why = l.unknown.as_ref()?;
            let file = l.mapping.map_or(String::new(), |m| {
                format!(
                    " ({})",
                    symbolize::mapping_file_name(&profile.mapping(m).path)
                )
            });
            let named = if l.lines.is_empty() {
                ""
            } else {
                "; named after the function its .eh_frame records"
            };
            Some(format!(
                "{}{file}: {why}{named}",
                profile.hex_address(l.address)
            ))
        })
        .collect()
}

/// The names perl's `--symbols` prints, and what the user should know.
#[derive(Debug)]
pub struct Named {
    /// One per address of the input, in its order: the short name of the
    /// address's outermost function (perl prints the function the code is
    /// inlined into), or `??`.
    pub names: Vec<String>,
    /// Warnings: a missing library, lines that are no mapping.
    pub warnings: Vec<String>,
}

/// perl pprof's `--symbols`: `input` holds `/proc/self/maps` lines and
/// addresses (a line with a `0x...` word is an address, as perl reads it;
/// any other line is the mappings' text); names each address through the
/// program and the libraries the mappings name, as the settings find them.
///
/// Errors: an address longer than 64 bits (with its line), or the program
/// cannot be read.
pub fn symbols(input: &str, settings: &LoadOptions, store: &Store) -> Result<Named> {
    static ADDRESS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?i)\b0x([0-9a-f]+)\b").expect("a valid regular expression")
    });
    let stdin = Path::new("<stdin>");
    let mut maps_text = String::new();
    let mut addresses = Vec::new();
    for (n, line) in input.lines().enumerate() {
        match ADDRESS.captures(line) {
            Some(c) => {
                let address = u64::from_str_radix(&c[1], 16).map_err(|_| Error::Malformed {
                    path: stdin.to_path_buf(),
                    offset: 0,
                    what: format!("line {}: {} is no 64-bit address", n + 1, &c[0]),
                })?;
                addresses.push(address);
            }
            None => {
                maps_text.push_str(line);
                maps_text.push('\n');
            }
        }
    }
    let maps = formats::proc_maps::parse(&maps_text);
    let mut warnings = Vec::new();
    if let Some(line) = maps.first_unrecognized {
        warnings.push(format!(
            "<stdin>: ignored {} line(s) that are neither a mapping nor an address, the first: {line:?}",
            maps.unrecognized
        ));
    }
    let mut profile = Profile {
        address_bytes: 8,
        sample_types: vec![profile::ValueType::new("samples", "count")],
        mappings: maps.mappings,
        ..Profile::default()
    };
    let mut ids = HashMap::new();
    for &address in &addresses {
        ids.entry(address)
            .or_insert_with(|| profile.add_location(profile::Location::new(address, None)));
    }
    profile.assign_mappings();
    let symbolized = symbolize::symbolize(&mut profile, &settings.symbolize, store)?;
    warnings.extend(symbolized.warnings);
    let names = addresses
        .iter()
        .map(|a| {
            let location = profile.location(ids[a]);
            match location.lines.last() {
                Some(line) if location.unknown.is_none() => {
                    profile.function(line.function).name.to_string()
                }
                _ => "??".to_string(),
            }
        })
        .collect();
    Ok(Named { names, warnings })
}
