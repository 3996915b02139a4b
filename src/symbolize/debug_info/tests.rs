use super::*;
use object::ObjectSection;
use std::path::Path;

#[test]
fn plt_stubs_are_named_after_what_they_call() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/bin/c_pie_O0");
    let store = Store::default();
    let binary = Binary::open(&path, &store).unwrap();
    let info = DebugInfo::new(&binary, None, None, &store);
    let plt = binary.object.section_by_name(".plt").unwrap().address();
    // PLT0 pushes and jumps to the resolver: no stub of a symbol.
    assert!(info.frames(plt).is_empty());
    let name = |a: u64| info.frames(a).first().map(|f| f.name.short.to_string());
    assert_eq!(name(plt + 16).as_deref(), Some("printf@plt"));
    assert_eq!(name(plt + 16 + 15).as_deref(), Some("printf@plt"));
}

#[test]
fn many_addresses_symbolize_the_same_on_several_threads() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/bin/rust_legacy");
    let store = Store::default();
    let binary = Binary::open(&path, &store).unwrap();
    let info = DebugInfo::new(&binary, None, None, &store);
    // Five addresses in each of the first functions: enough for threads.
    let addresses: Vec<u64> = info
        .symbols()
        .iter()
        .filter(|s| s.size >= 5)
        .flat_map(|s| (0..5).map(move |k| s.address + k * s.size / 5))
        .take(3 * PARALLEL_MIN_ADDRESSES)
        .collect();
    assert!(addresses.len() > PARALLEL_MIN_ADDRESSES);
    let serial: Vec<Vec<Frame>> = addresses.iter().map(|&a| info.frames(a)).collect();
    let mut parallel = vec![Vec::new(); addresses.len()];
    info.frames_of_all(&addresses, |i, frames| parallel[i] = frames);
    assert_eq!(parallel, serial);
    assert!(
        serial.iter().filter(|f| f.len() > 1).count() > 100,
        "inline frames"
    );
}
