//! The cache's files: written whole through a temporary file, the user's
//! alone; read only when regular, never through a link; trimmed to the
//! cache's size.

use super::{LIMIT, STALE_TEMPORARY, fnv1a};
use std::io::Write;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Writes `bytes` to `path` through a temporary file in `dir`, renamed
/// over it: a reader sees the old file or the new one, never a part.
pub(super) fn write_atomically(dir: &Path, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    // The names of the user's programs are the user's: a new directory is
    // theirs alone.
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)?;
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let temporary = dir.join(format!(
        ".{}.{}.{nanos}.tmp",
        std::process::id(),
        fnv1a(path.as_os_str().as_encoded_bytes(), 0)
    ));
    // A new file, the user's alone; never one a link leads to.
    let written = {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&temporary)
    }
    .and_then(|mut file| file.write_all(bytes))
    .and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// The bytes of the cache file at `path`: a regular file, not followed if
/// it is a link, read no further than its size when opened; none when it
/// is larger than the whole cache may be (no file this cache writes is).
pub(super) fn read_cache_file(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    if meta.len() > LIMIT {
        return Ok(Vec::new());
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(meta.len()).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Marks `path` as just used (its modification time), for [`trim`].
pub(super) fn touch(path: &Path) {
    if let Ok(file) = std::fs::File::options().append(true).open(path) {
        let _ = file.set_modified(SystemTime::now());
    }
}

/// Removes the least recently used cache files of `dir` until the rest
/// hold at most `limit` bytes, and temporary files left behind.
pub(super) fn trim(dir: &Path, limit: u64) {
    let Ok(listing) = std::fs::read_dir(dir) else {
        return;
    };
    let now = SystemTime::now();
    let mut files: Vec<(SystemTime, u64, PathBuf)> = Vec::new();
    for entry in listing.flatten() {
        let path = entry.path();
        let Ok(meta) = entry.metadata() else { continue };
        let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".tmp") {
            if now.duration_since(modified).unwrap_or_default() > STALE_TEMPORARY {
                let _ = std::fs::remove_file(&path);
            }
        } else if name.ends_with(".sym") && meta.is_file() {
            files.push((modified, meta.len(), path));
        }
    }
    let mut total: u64 = files.iter().map(|f| f.1).sum();
    files.sort();
    for (_, size, path) in files {
        if total <= limit {
            break;
        }
        // A file that cannot be removed is not this cache's to count: the
        // others are not removed in its stead.
        let _ = std::fs::remove_file(&path);
        total -= size;
    }
}

/// Reads `bytes` as a symbol cache file of the key it holds, its checksum
/// made good first (as someone forging a file would make it): how many
/// addresses and frames it names, or why it would not be used. What the
/// `symbol_cache` fuzz target calls; a file is otherwise read only for
/// the key of the object it names.
pub fn read_forged(bytes: &[u8]) -> Result<(usize, usize), String> {
    let content = &bytes[..bytes.len().saturating_sub(8)];
    let mut forged = content.to_vec();
    forged.extend_from_slice(&super::fnv1a(content, 0xcbf2_9ce4_8422_2325).to_le_bytes());
    let mut reader = super::Reader {
        bytes: content,
        at: super::MAGIC.len(),
    };
    let key = reader.string().unwrap_or_default();
    match super::decode(&forged, key) {
        Ok(entries) => Ok((
            entries.len(),
            entries.values().map(|e| e.frames.len()).sum(),
        )),
        Err(why) => Err(format!("{why:?}")),
    }
}
