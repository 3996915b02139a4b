#![no_main]
//! Fuzz target `symbol_cache`: see `fuzz/src/targets.rs`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    profile_analyze_fuzz::targets::run(profile_analyze_fuzz::context(), "symbol_cache", data)
});
