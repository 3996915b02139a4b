use super::*;
use std::os::unix::fs::PermissionsExt;
use std::time::SystemTime;

fn frame(name: &str, line: u32) -> Frame {
    let names = crate::demangle::Names {
        short: name.into(),
        full: format!("{name}(int)"),
    };
    Frame {
        name: FunctionName::new(names, &format!("_Z{}{name}i", name.len())),
        start: Some(0x1000),
        file: Some("a.c".into()),
        line,
        from_unwind: false,
    }
}

fn sample() -> HashMap<u64, Entry> {
    let mut entries = HashMap::default();
    entries.insert(
        0x1010,
        Entry {
            frames: vec![frame("inner", 3), frame("outer", 9)],
            in_symbol: true,
            verdicts: 0b0100_0001,
        },
    );
    entries.insert(
        0x2000,
        Entry {
            frames: Vec::new(),
            in_symbol: false,
            verdicts: 0,
        },
    );
    entries
}

#[test]
fn a_file_reads_back_as_written() {
    let bytes = encode("k", &sample());
    assert_eq!(decode(&bytes, "k").unwrap(), sample());
}

#[test]
fn another_key_a_cut_and_a_flipped_byte_are_refused() {
    let bytes = encode("k", &sample());
    assert_eq!(decode(&bytes, "other"), Err(Foreign::OtherKey));
    for cut in [0, 5, 12, bytes.len() / 2, bytes.len() - 1] {
        assert!(
            matches!(decode(&bytes[..cut], "k"), Err(Foreign::Damaged(_))),
            "{cut}"
        );
    }
    for at in [MAGIC.len() + 6, bytes.len() / 2, bytes.len() - 9] {
        let mut flipped = bytes.clone();
        flipped[at] ^= 0x40;
        assert!(decode(&flipped, "k").is_err(), "{at}");
    }
}

#[test]
fn the_environment_chooses_the_directory_or_none() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    let dir = |c: Option<SymbolCache>| c.map(|c| c.dir.clone());
    assert_eq!(
        dir(SymbolCache::from_env(env(&[("HOME", "/h")]))),
        Some(PathBuf::from("/h/.cache/profile-analyze"))
    );
    assert_eq!(
        dir(SymbolCache::from_env(env(&[
            ("HOME", "/h"),
            ("XDG_CACHE_HOME", "/x")
        ]))),
        Some(PathBuf::from("/x/profile-analyze"))
    );
    assert_eq!(
        dir(SymbolCache::from_env(env(&[(
            "PROFILE_ANALYZE_CACHE",
            "/c"
        )]))),
        Some(PathBuf::from("/c"))
    );
    assert_eq!(
        dir(SymbolCache::from_env(env(&[
            ("PROFILE_ANALYZE_CACHE", "off"),
            ("HOME", "/h")
        ]))),
        None
    );
    assert_eq!(dir(SymbolCache::from_env(env(&[]))), None);
}

#[test]
fn trimming_removes_the_least_recently_used() {
    let dir = std::env::temp_dir().join(format!("pa-cache-trim-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (i, name) in ["old.sym", "mid.sym", "new.sym"].iter().enumerate() {
        let path = dir.join(name);
        std::fs::write(&path, vec![0u8; 100]).unwrap();
        let file = std::fs::File::options().append(true).open(&path).unwrap();
        let at = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000 + i as u64);
        file.set_modified(at).unwrap();
    }
    trim(&dir, 250);
    let mut left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["mid.sym", "new.sym"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_directory_others_may_write_or_a_link_is_not_trusted() {
    let base = tempfile::tempdir().unwrap();
    let dir = base.path().join("cache");
    let cache = SymbolCache::new(dir.clone());
    // Not made yet: it will be the user's alone.
    assert_eq!(cache.trusted(), Ok(()));
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    assert_eq!(cache.trusted(), Ok(()));
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o1777)).unwrap();
    let why = cache.trusted().unwrap_err();
    assert!(why.contains("others may write it (mode 1777)"), "{why}");
    let link = base.path().join("link");
    std::os::unix::fs::symlink(&dir, &link).unwrap();
    let why = SymbolCache::new(link).trusted().unwrap_err();
    assert!(why.contains("not a directory"), "{why}");
}

#[test]
fn only_regular_files_are_read_and_written_files_are_the_users() {
    let dir = tempfile::tempdir().unwrap();
    // A FIFO is neither waited on nor read; a link to a device is not
    // followed.
    let fifo = dir.path().join("fifo.sym");
    let made = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mkfifo(3) of a NUL-terminated path this test owns.
    assert_eq!(unsafe { libc::mkfifo(made.as_ptr(), 0o600) }, 0);
    assert!(read_cache_file(&fifo).is_err());
    let zero = dir.path().join("zero.sym");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    assert!(read_cache_file(&zero).is_err());
    let file = dir.path().join("x.sym");
    write_atomically(dir.path(), &file, b"bytes").unwrap();
    assert_eq!(read_cache_file(&file).unwrap(), b"bytes");
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn a_forged_file_is_read_as_its_checksum_is_made_good() {
    // What the `symbol_cache` fuzz target reads: any key, any checksum.
    let mut bytes = encode("another key", &sample());
    let end = bytes.len() - 1;
    bytes[end] ^= 0xff;
    assert_eq!(read_forged(&bytes), Ok((2, 2)));
    assert!(read_forged(&bytes[..20]).is_err());
    assert!(read_forged(&[]).is_err());
}
