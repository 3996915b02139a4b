//! The running kernel's vdso, for a recording's `[vdso]` without a build
//! id (pipe mode, `perf record -z`) made on the running kernel: perf names
//! it from its own process's vdso then, and so is it named here. The
//! image is read from this process's memory (`/proc/self/maps` says where
//! it is, `/proc/self/mem` gives its bytes).

use super::binary::{Binary, Store};
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// The most bytes of a vdso read (the kernel's is two to four pages).
const MAX_VDSO: u64 = 1 << 20;

/// What the vdso is named by in `--verbose` and warnings.
const RUNNING_VDSO: &str = "[vdso] (of the running kernel)";

/// This process's vdso, parsed, when it can be read.
pub(super) fn running<'a>(store: &'a Store) -> Option<Binary<'a>> {
    let maps = std::fs::read_to_string("/proc/self/maps").ok()?;
    let line = maps.lines().find(|l| l.ends_with("[vdso]"))?;
    let range = line.split_whitespace().next()?;
    let (start, end) = range.split_once('-')?;
    let start = u64::from_str_radix(start, 16).ok()?;
    let end = u64::from_str_radix(end, 16).ok()?;
    let len = end.checked_sub(start).filter(|&n| n > 0 && n <= MAX_VDSO)?;
    let mut memory = std::fs::File::open("/proc/self/mem").ok()?;
    memory.seek(SeekFrom::Start(start)).ok()?;
    let mut bytes = Vec::new();
    memory.take(len).read_to_end(&mut bytes).ok()?;
    Binary::parse(Path::new(RUNNING_VDSO), store.keep(bytes)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_vdso_is_an_elf_file_with_symbols() {
        let store = Store::default();
        // Some sandboxes map no vdso: nothing to check then.
        if let Some(vdso) = running(&store) {
            use object::Object;
            assert!(vdso.object.dynamic_symbols().count() > 0);
        }
    }
}
