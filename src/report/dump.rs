//! `--dump`: the profile model as read and symbolized, laid out as Go
//! pprof's `-raw` (see [`crate::profile::write_dump`]).

use crate::error::{Error, Result};
use crate::profile;
use crate::report::context::Context;
use std::io::Write;

/// The context's profile, whole.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    profile::write_dump(cx.profile, &mut out).map_err(Error::Write)
}
