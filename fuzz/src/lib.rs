//! The fuzz targets' shared code: what each target does is in
//! [`targets`], which `tests/it/hostile.rs` includes too.

pub mod targets;

use std::sync::OnceLock;
use targets::Context;

/// The fixtures' context, made once per process.
pub fn context() -> &'static Context {
    static CONTEXT: OnceLock<Context> = OnceLock::new();
    CONTEXT.get_or_init(|| {
        // No external program runs while fuzzing (objdump for code of
        // another architecture, found through PATH).
        // SAFETY: set once, before the targets run, by the fuzzing thread.
        unsafe { std::env::set_var("PATH", "/nonexistent") };
        Context::new(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata"))
    })
}
