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
