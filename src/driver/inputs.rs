//! What to analyze: the profiles given, where each comes from, and which
//! of them is the base.

use super::BaseFile;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Where a profile comes from.
#[derive(Debug, Clone)]
pub enum Source {
    /// A profile file, symbolized from the binaries: the program of the
    /// settings, or those its mappings name.
    File(PathBuf),
    /// A profile fetched from a server and saved at `path`, whose addresses
    /// the server's symbol page named (`names`: address → names, outermost
    /// first); no binary is opened.
    Remote {
        /// The saved profile.
        path: PathBuf,
        /// The symbol page's names of the profile's addresses.
        names: HashMap<u64, Vec<String>>,
    },
}

impl Source {
    /// The profile file (for a remote profile, where it was saved).
    pub fn path(&self) -> &Path {
        match self {
            Source::File(path) | Source::Remote { path, .. } => path,
        }
    }
}

/// What to analyze: profiles to add up, and a base to subtract from them.
#[derive(Debug, Clone)]
pub struct Inputs {
    /// The profiles, summed (at least one).
    pub profiles: Vec<Source>,
    /// The base profile, subtracted (`--base`, `--diff_base`, repeated).
    pub base: Option<Base>,
}

/// Why a base names none of the files given that can be the base.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BaseError {
    /// There is one profile, which cannot be its own base.
    #[error("{wanted}: a lone profile has no base among the files given")]
    Lone {
        /// The base, as named.
        wanted: String,
    },
    /// No file given that can be the base is that one.
    #[error(
        "{wanted}: not one of the files given that can be the base ({})",
        choices.join(", ")
    )]
    NotGiven {
        /// The base, as named.
        wanted: String,
        /// The files that can be the base, as given.
        choices: Vec<String>,
    },
}

/// A base profile and how it is subtracted.
#[derive(Debug, Clone)]
pub struct Base {
    /// Where it comes from: one file or several (summed, or with
    /// `compare_runs` the base group's runs).
    pub sources: Vec<Source>,
    /// `--diff_base`: its samples stay apart, marked with
    /// [`crate::profile::DIFF_BASE_LABEL`], and percentages are of its total
    /// (Go's `-diff_base`); otherwise percentages are of the difference
    /// (`--base`).
    pub diff: bool,
}

impl Inputs {
    /// One profile, no base.
    pub fn one(source: Source) -> Self {
        Inputs {
            profiles: vec![source],
            base: None,
        }
    }

    /// Every file given, in order: the profiles, then the bases.
    pub fn files(&self) -> impl Iterator<Item = &Source> {
        self.profiles
            .iter()
            .chain(self.base.iter().flat_map(|b| &b.sources))
    }

    /// The places (in [`Inputs::files`]) of the files that can be the
    /// base: any of them, but a lone profile.
    pub fn base_choices(&self) -> impl Iterator<Item = usize> + '_ {
        let profiles = self.profiles.len();
        (0..self.files().count()).filter(move |i| *i >= profiles || profiles > 1)
    }

    /// The same files with `base` as the base: files given, each named as
    /// given, by its file name when no other has it, or by its place among
    /// them (from 0); no base at all when `None`. The other profiles are
    /// summed (or, with `compare_runs`, are the other group's runs).
    ///
    /// Errors: no file given is one of them, or they leave no profile.
    pub fn with_base(&self, base: Option<&BaseFile>) -> Result<Inputs, BaseError> {
        let Some(base) = base else {
            return Ok(Inputs {
                profiles: self.profiles.clone(),
                base: None,
            });
        };
        let places = self.base_places(base)?;
        let files: Vec<&Source> = self.files().collect();
        let profiles: Vec<Source> = (0..self.profiles.len())
            .filter(|i| !places.contains(i))
            .map(|i| files[i].clone())
            .collect();
        if profiles.is_empty() {
            return Err(BaseError::Lone {
                wanted: base.files.join(", "),
            });
        }
        Ok(Inputs {
            profiles,
            base: Some(Base {
                sources: places.iter().map(|&p| files[p].clone()).collect(),
                diff: base.diff,
            }),
        })
    }

    /// The places (in [`Inputs::files`]) of the files `base` names, as
    /// [`Inputs::with_base`] finds them, each once, in the order named.
    ///
    /// Errors: no file given that can be the base is one of them.
    pub fn base_places(&self, base: &BaseFile) -> Result<Vec<usize>, BaseError> {
        let mut places = Vec::with_capacity(base.files.len());
        for wanted in &base.files {
            let place = self.base_place(wanted)?;
            if !places.contains(&place) {
                places.push(place);
            }
        }
        Ok(places)
    }

    /// The place (in [`Inputs::files`]) of the file `wanted` names: a path
    /// as given (the last file so named: the command line's base when it
    /// is also a profile), a file name no other file has, or a place.
    ///
    /// Errors: no file given that can be the base is that one.
    fn base_place(&self, wanted: &str) -> Result<usize, BaseError> {
        let files: Vec<&Source> = self.files().collect();
        let name = |s: &Source| s.path().display().to_string();
        let file_name = |s: &Source| {
            s.path()
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
        };
        let by_name: Vec<usize> = (0..files.len())
            .filter(|&i| file_name(files[i]).as_deref() == Some(wanted))
            .collect();
        let place = (0..files.len())
            .rev()
            .find(|&i| name(files[i]) == wanted)
            .or(match by_name.as_slice() {
                [one] => Some(*one),
                _ => None,
            })
            .or_else(|| wanted.parse().ok().filter(|&i: &usize| i < files.len()));
        let Some(place) = place.filter(|p| self.base_choices().any(|c| c == *p)) else {
            let choices: Vec<String> = self.base_choices().map(|i| name(files[i])).collect();
            let wanted = wanted.to_string();
            return Err(if choices.is_empty() {
                BaseError::Lone { wanted }
            } else {
                BaseError::NotGiven { wanted, choices }
            });
        };
        Ok(place)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_base_not_given_says_which_can_be() {
        let file = |f: &str| Source::File(PathBuf::from(f));
        let base = |f: &str| BaseFile {
            files: vec![f.into()],
            diff: false,
        };
        let lone = Inputs::one(file("a.prof"));
        assert_eq!(
            lone.base_places(&base("a.prof")).unwrap_err().to_string(),
            "a.prof: a lone profile has no base among the files given"
        );
        let two = Inputs {
            profiles: vec![file("d/a.prof"), file("d/b.prof")],
            base: None,
        };
        assert_eq!(two.base_places(&base("b.prof")), Ok(vec![1]));
        assert_eq!(
            two.with_base(Some(&base("c.prof")))
                .unwrap_err()
                .to_string(),
            "c.prof: not one of the files given that can be the base (d/a.prof, d/b.prof)"
        );
    }
}
