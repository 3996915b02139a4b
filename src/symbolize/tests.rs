use super::*;
use crate::profile::Mapping;

/// A mapping of libdbg.so at a path that does not exist, found under a
/// binary-path directory, with build id `id`.
fn find(id: &str) -> (std::result::Result<PathBuf, Unknown>, Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full");
    let options = SymbolizeOptions {
        binary_path: vec![dir],
        ..SymbolizeOptions::default()
    };
    let mapping = Mapping {
        start: 0x1000,
        limit: 0x2000,
        offset: 0,
        path: "/nowhere/libdbg.so".into(),
        build_id: Some(id.into()),
        is_main: false,
    };
    let store = Store::default();
    let mut log = Log::default();
    let found = open_library(&mapping, &options, &store, &mut log).map(|b| b.path);
    (found, log.warnings)
}

#[test]
fn a_file_with_another_build_id_is_skipped_with_a_warning() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full/libdbg.so");
    let store = Store::default();
    let id = locate::hex(Binary::open(&path, &store).unwrap().build_id().unwrap());
    let (found, warnings) = find(&id.to_ascii_uppercase());
    assert_eq!(found.unwrap(), path);
    assert!(warnings.is_empty(), "{warnings:?}");
    let (found, warnings) = find("0123456789abcdef");
    assert!(matches!(found, Err(Unknown::BuildIdMismatch { .. })));
    assert_eq!(warnings.len(), 1);
    assert!(
        warnings[0].contains("skipped for /nowhere/libdbg.so: its build id"),
        "{warnings:?}"
    );
}

#[test]
fn add_lib_names_the_addresses_no_mapping_holds() {
    use crate::profile::{Location, Sample, ValueType};
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full/libdbg.so");
    let mut profile = Profile {
        address_bytes: 8,
        sample_types: vec![ValueType::new("samples", "count")],
        ..Profile::default()
    };
    // lib_work's first instruction, at libdbg.so's link-time address.
    let start = {
        use object::{Object, ObjectSymbol};
        let store = Store::default();
        let binary = Binary::open(&lib, &store).unwrap();
        let symbol = binary.object.symbols().find(|s| s.name() == Ok("lib_work"));
        symbol.unwrap().address()
    };
    let id = profile.add_location(Location::new(start, None));
    profile.samples.push(Sample::new(vec![id], &[1]));
    let options = SymbolizeOptions {
        add_libs: vec![lib],
        ..SymbolizeOptions::default()
    };
    let store = Store::default();
    symbolize(&mut profile, &options, &store).unwrap();
    let location = profile.location(id);
    let names: Vec<&str> = location
        .lines
        .iter()
        .map(|l| profile.function(l.function).name.as_ref())
        .collect();
    assert_eq!(names, ["lib_work"]);
}

/// Looked up on several threads (a part in the file's kept context and the
/// others in copies of its index; past 2,048 addresses, in copies that drop
/// the units they have gone past), every address has the frames one lookup
/// in the kept context gives it.
#[test]
fn addresses_looked_up_on_several_threads_have_the_frames_of_one_lookup() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/bin/rust_v0");
    let store = Store::default();
    let binary = Binary::open(&path, &store).unwrap();
    let info = debug_info::DebugInfo::new(&binary, None, None, &store);
    let code: Vec<u64> = binary
        .code
        .iter()
        .flat_map(|s| (s.address..s.address + s.size).step_by(7))
        .collect();
    for count in [300, 5000] {
        let step = code.len() / count;
        // Out of order, as a profile's locations are.
        let mut addresses: Vec<u64> = code.iter().step_by(step).copied().collect();
        addresses.reverse();
        let mut found: Vec<Option<Vec<debug_info::Frame>>> = vec![None; addresses.len()];
        info.frames_of_all(&addresses, |i, frames| {
            assert!(found[i].replace(frames).is_none(), "address {i} twice");
        });
        let mut named = 0;
        for (i, &address) in addresses.iter().enumerate() {
            let alone = info.frames(address);
            named += usize::from(alone.iter().any(|f| f.line > 0));
            assert_eq!(found[i].as_ref(), Some(&alone), "{address:#x} of {count}");
        }
        assert!(named > addresses.len() / 2, "{named} of {count} with lines");
    }
}
