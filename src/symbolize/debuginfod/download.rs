//! One download from one server: the body streamed to an unnamed file of
//! the cache's file system (nothing is left behind if the process dies),
//! refused as soon as it is not an ELF file or passes the size limit, and
//! verified (an ELF file with the build id asked for) before it is offered
//! to the cache.

use super::{Artifact, Limits};
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Why a server gave no file.
#[derive(Debug, Clone)]
pub(super) struct Miss {
    /// What happened, for the warning.
    pub why: String,
    /// The server answered 404: it has no such file.
    pub not_found: bool,
}

impl Miss {
    pub(super) fn new(why: impl Into<String>) -> Miss {
        Miss {
            why: why.into(),
            not_found: false,
        }
    }
}

/// A download's state, shared with the one who waits for it.
#[derive(Default)]
pub(super) struct Watch {
    /// Bytes received so far.
    pub received: AtomicU64,
    /// Set when the download is no longer wanted: it stops at its next read.
    pub cancelled: AtomicBool,
}

/// A verified file, not in the cache yet.
pub(super) enum Fetched {
    /// An `O_TMPFILE` file: linked into the cache when kept.
    Unnamed(File),
    /// A named temporary file (a file system without `O_TMPFILE`).
    Named(tempfile::NamedTempFile),
}

impl Fetched {
    fn file(&mut self) -> &mut File {
        match self {
            Fetched::Unnamed(file) => file,
            Fetched::Named(named) => named.as_file_mut(),
        }
    }

    /// Puts the file at `path` (in the cache directory it was made in),
    /// replacing what is there, whole or not at all.
    pub(super) fn keep(self, path: &Path) -> std::io::Result<()> {
        let dir = path.parent().expect("a cache path has a directory");
        std::fs::create_dir_all(dir)?;
        match self {
            Fetched::Named(named) => named.persist(path).map(drop).map_err(|e| e.error),
            Fetched::Unnamed(file) => {
                use std::os::fd::AsRawFd;
                let name = format!(
                    ".{}.{}.{}",
                    path.file_name().and_then(|n| n.to_str()).unwrap_or("file"),
                    std::process::id(),
                    file.as_raw_fd()
                );
                let linked = dir.join(name);
                let from = std::ffi::CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))
                    .expect("no NUL");
                let to = std::ffi::CString::new(linked.as_os_str().as_encoded_bytes())
                    .map_err(|_| std::io::Error::other("a cache path with a NUL byte"))?;
                // SAFETY: linkat(2) of two NUL-terminated paths that live
                // across the call.
                let done = unsafe {
                    libc::linkat(
                        libc::AT_FDCWD,
                        from.as_ptr(),
                        libc::AT_FDCWD,
                        to.as_ptr(),
                        libc::AT_SYMLINK_FOLLOW,
                    )
                };
                if done != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                std::fs::rename(&linked, path).inspect_err(|_| {
                    let _ = std::fs::remove_file(&linked);
                })
            }
        }
    }
}

/// A new file for a body, in `dir` (the cache), unnamed when the file
/// system allows it.
fn new_file(dir: &Path) -> std::io::Result<Fetched> {
    std::fs::create_dir_all(dir)?;
    match std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .mode(0o644)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
    {
        Ok(file) => Ok(Fetched::Unnamed(file)),
        Err(_) => tempfile::NamedTempFile::new_in(dir).map(Fetched::Named),
    }
}

/// The URL of `artifact` of build id `id` on the server `base`.
pub(super) fn url(base: &str, id: &str, artifact: Artifact) -> String {
    format!("{base}/buildid/{id}/{}", artifact.name())
}

/// Downloads `url` into a new file of `cache`, within `limits` and before
/// `deadline`, and verifies it is an ELF file of build id `id`.
pub(super) fn download(
    url: &str,
    id: &str,
    cache: &Path,
    limits: &Limits,
    deadline: Instant,
    watch: &Arc<Watch>,
) -> Result<Fetched, Miss> {
    let left = deadline.saturating_duration_since(Instant::now());
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(left))
        .timeout_connect(Some(limits.timeout))
        .timeout_recv_response(Some(limits.timeout))
        .http_status_as_error(false)
        .build()
        .into();
    let mut response = agent
        .get(url)
        .call()
        .map_err(|e| Miss::new(e.to_string()))?;
    let status = response.status();
    if status == 404 {
        return Err(Miss {
            why: "not found".into(),
            not_found: true,
        });
    }
    if !status.is_success() {
        return Err(Miss::new(format!("HTTP {status}")));
    }
    let limit = limits.max_size;
    if let Some(length) = response.body().content_length()
        && length > limit
    {
        return Err(Miss::new(format!(
            "{length} bytes, more than {limit} ({})",
            limits.size_source()
        )));
    }
    let mut body = response.body_mut().with_config().limit(limit).reader();
    let mut file = new_file(cache).map_err(|e| {
        Miss::new(format!(
            "cannot write in the cache {}: {e}",
            cache.display()
        ))
    })?;
    let mut chunk = vec![0u8; 64 * 1024];
    let mut received: u64 = 0;
    loop {
        if watch.cancelled.load(Ordering::Relaxed) {
            return Err(Miss::new("stopped"));
        }
        let n = match body.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let why = e.to_string();
                return Err(Miss::new(if why.contains("limit") {
                    format!("more than {limit} bytes ({})", limits.size_source())
                } else {
                    why
                }));
            }
        };
        // The first four bytes say whether it is an ELF file at all.
        if received < 4 {
            let at = received as usize;
            let take = (4 - at).min(n);
            if chunk[..take] != b"\x7fELF"[at..at + take] {
                return Err(Miss::new("not an ELF file"));
            }
        }
        file.file().write_all(&chunk[..n]).map_err(|e| {
            Miss::new(format!(
                "cannot write in the cache {}: {e}",
                cache.display()
            ))
        })?;
        received += n as u64;
        watch.received.store(received, Ordering::Relaxed);
    }
    if received < 4 {
        return Err(Miss::new("not an ELF file (empty)"));
    }
    match build_id_of(file.file()) {
        Ok(found) if found == id => Ok(file),
        Ok(found) if found.is_empty() => Err(Miss::new("an ELF file without a build id")),
        Ok(found) => Err(Miss::new(format!("another build id: {found}"))),
        Err(why) => Err(Miss::new(why.to_string())),
    }
}

/// Why a file's build id cannot be read.
#[derive(Debug, thiserror::Error)]
pub(super) enum BuildIdError {
    /// The file cannot be opened or mapped.
    #[error("{0}")]
    Io(std::io::Error),
    /// It is no ELF file.
    #[error("not an ELF file: {0}")]
    NotElf(object::read::Error),
}

/// The build id of the ELF file `file` in lower-case hex (empty when it has
/// none), or why it is no ELF file.
pub(super) fn build_id_of(file: &File) -> Result<String, BuildIdError> {
    // SAFETY: a file of ours (or of the cache), mapped read-only for the
    // time of this call; a file truncated meanwhile is the SIGBUS handler's.
    let map = unsafe { memmap2::Mmap::map(file) }.map_err(BuildIdError::Io)?;
    let object = object::File::parse(&*map).map_err(BuildIdError::NotElf)?;
    let id = object::Object::build_id(&object).map_err(BuildIdError::NotElf)?;
    Ok(id.map(crate::symbolize::locate::hex).unwrap_or_default())
}

/// The build id of the file at `path`, as [`build_id_of`].
pub(super) fn build_id_at(path: &PathBuf) -> Result<String, BuildIdError> {
    File::open(path)
        .map_err(BuildIdError::Io)
        .and_then(|f| build_id_of(&f))
}
