//! Every setting of an analysis, in two parts: what is loaded
//! ([`LoadOptions`], the driver's, given to [`crate::driver::load`]) and
//! how it is shown ([`ViewOptions`], the reports', given to
//! [`crate::driver::render`]). Changing a view option never reloads the
//! profile nor changes it. The registry sits above both: it makes them
//! from what each door is given, and neither the driver nor the reports
//! import it.
//!
//! [`registry`] lists every setting once, with its spellings at each door
//! (the command line, the interactive prompt, the web interface's query),
//! its kind, its help and whether it is a load or a view option: the doors
//! are made from it.

pub mod registry;
pub mod suggest;
pub mod values;

pub use crate::driver::{BaseFile, LoadOptions};
pub use crate::report::ViewOptions;
use std::path::PathBuf;

/// Every setting of an analysis; the report itself is asked for apart
/// ([`crate::report::commands::Request`]).
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// What is read, subtracted and symbolized.
    pub load: LoadOptions,
    /// How the loaded profile is shown.
    pub view: ViewOptions,
    /// Where reports are written (`--output`, the prompt's `output=`);
    /// standard output when `None`.
    pub output: Option<PathBuf>,
}

/// An error a whole set of settings can have that none has alone: two
/// settings that do not go together. The message names the settings by
/// their names; a door may spell them its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Conflict {
    /// `normalize` without a base.
    #[error("normalize needs a base (base or diff_base)")]
    NormalizeWithoutBase,
    /// `drop_negative` without a base.
    #[error("drop_negative needs a base")]
    DropNegativeWithoutBase,
    /// `drop_negative` with `diff_base`.
    #[error("drop_negative applies to base, not to diff_base")]
    DropNegativeWithDiffBase,
    /// `compare_runs` without a base.
    #[error("compare_runs needs a base group (base or diff_base, once per run)")]
    CompareRunsWithoutBase,
    /// `compare_runs` with `drop_negative`.
    #[error("drop_negative cannot be used with compare_runs: it would drop the base's runs")]
    DropNegativeComparingRuns,
}

impl Settings {
    /// Errors a whole set of settings can have that none has alone.
    pub fn check(&self) -> Result<(), Conflict> {
        if self.load.base.is_none() {
            if self.load.normalize {
                return Err(Conflict::NormalizeWithoutBase);
            }
            if self.load.drop_negative {
                return Err(Conflict::DropNegativeWithoutBase);
            }
            if self.load.compare_runs {
                return Err(Conflict::CompareRunsWithoutBase);
            }
        }
        if self.load.drop_negative && self.load.compare_runs {
            return Err(Conflict::DropNegativeComparingRuns);
        }
        if self.load.drop_negative && self.load.base.as_ref().is_some_and(|b| b.diff) {
            return Err(Conflict::DropNegativeWithDiffBase);
        }
        Ok(())
    }
}
