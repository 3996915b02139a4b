//! Strings that come from the files read: shared between their uses,
//! control characters escaped, paths bounded.
//!
//! Every name, source file, label and path a reader or the symbolizer puts
//! in the model goes through [`shared`] or [`escape_controls`], so no
//! report can print a byte that the terminal, the text's rows or XML would
//! read as something else: a newline in a function name would forge a row
//! of `--text`, an escape sequence would reach the terminal, U+0001 makes an
//! SVG invalid. Go pprof prints them raw; this is our departure.

use super::SharedStr;
use std::borrow::Cow;
use std::fmt::Write;

/// The longest path a mapping may name (Linux's `PATH_MAX`).
pub const MAX_PATH: usize = 4096;

/// The longest component of a path (Linux's `NAME_MAX`).
pub const MAX_PATH_COMPONENT: usize = 255;

/// True for a character that is escaped: C0 and C1 control characters,
/// DEL, and the two non-characters XML forbids.
fn is_escaped(c: char) -> bool {
    c.is_control() || c == '\u{fffe}' || c == '\u{ffff}'
}

/// `s` with each control character written as an escape: `\n`, `\t`, `\r`,
/// `\x1b`, `\u{85}`; `s` itself when it has none.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_escaped) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if is_escaped(c) && (c as u32) < 0x80 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if is_escaped(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// `s` escaped ([`escape_controls`]) as a string to share.
pub fn shared(s: &str) -> SharedStr {
    SharedStr::from(escape_controls(s).as_ref())
}

/// Why a string cannot be a file's path ([`check_path`]); the message
/// follows the path's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// Longer than [`MAX_PATH`].
    #[error("is {length} bytes long, longer than a path can be ({MAX_PATH})")]
    TooLong {
        /// The path's length, in bytes.
        length: usize,
    },
    /// A component longer than [`MAX_PATH_COMPONENT`].
    #[error(
        "has a component of {length} bytes, longer than a file name can be ({MAX_PATH_COMPONENT})"
    )]
    ComponentTooLong {
        /// The component's length, in bytes.
        length: usize,
    },
}

/// The build id `id` as paths are made from it (lower-case hex), or `None`
/// when it is no build id: anything but an even number of hex digits, 4 to
/// 128 of them (GNU's are 20 bytes, others 8 to 64). A profile's build id
/// names directories (`.build-id/ab/cdef...`): only hex may.
pub fn hex_build_id(id: &str) -> Option<String> {
    let ok = (4..=128).contains(&id.len())
        && id.len().is_multiple_of(2)
        && id.bytes().all(|b| b.is_ascii_hexdigit());
    ok.then(|| id.to_ascii_lowercase())
}

/// Why `path` cannot be a file's path: longer than [`MAX_PATH`], or with
/// a component longer than [`MAX_PATH_COMPONENT`]. Such a path is no file
/// of the profiled process, and bounding it bounds every name made from it.
pub fn check_path(path: &str) -> Result<(), PathError> {
    if path.len() > MAX_PATH {
        return Err(PathError::TooLong { length: path.len() });
    }
    // Windows' separator too: a profile.proto may come from there.
    if let Some(long) = path
        .split(['/', '\\'])
        .find(|c| c.len() > MAX_PATH_COMPONENT)
    {
        return Err(PathError::ComponentTooLong { length: long.len() });
    }
    Ok(())
}

/// At most the first `max` bytes of `s` (cut at a character boundary),
/// followed by how long it was when it is cut: data from a file quoted in
/// a message.
pub fn clip(s: &str, max: usize) -> Cow<'_, str> {
    if s.len() <= max {
        return Cow::Borrowed(s);
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    Cow::Owned(format!("{}... ({} bytes)", &s[..end], s.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(escape_controls("std::vector<int>"), "std::vector<int>");
        assert!(matches!(escape_controls("é/ü"), Cow::Borrowed(_)));
        assert_eq!(
            escape_controls("a\nb\tc\x1b[31m\x01\u{85}\u{ffff}"),
            "a\\nb\\tc\\x1b[31m\\x01\\u{85}\\u{ffff}"
        );
        assert_eq!(&*shared("x\x7f"), "x\\x7f");
    }

    #[test]
    fn only_hex_is_a_build_id() {
        assert_eq!(
            hex_build_id("8839A3B986bee904a22192cb52f20a4c8324a4d6").as_deref(),
            Some("8839a3b986bee904a22192cb52f20a4c8324a4d6")
        );
        for bad in [
            "",
            "ab",
            "abc",
            "/etc",
            "../x",
            "é1é1",
            "/proc",
            &"ab".repeat(65),
        ] {
            assert_eq!(hex_build_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn paths_longer_than_a_path_can_be_are_refused() {
        assert!(check_path("/usr/lib/libc.so.6").is_ok());
        assert!(check_path(&"a/".repeat(2048)).is_ok());
        assert_eq!(
            check_path(&"a/".repeat(2049)).unwrap_err().to_string(),
            "is 4098 bytes long, longer than a path can be (4096)"
        );
        assert_eq!(
            check_path(&format!("/x/{}", "n".repeat(256)))
                .unwrap_err()
                .to_string(),
            "has a component of 256 bytes, longer than a file name can be (255)"
        );
        let windows = format!("C:\\{}\\prog.exe", "d\\".repeat(200));
        assert!(check_path(&windows).is_ok());
    }

    #[test]
    fn long_text_is_clipped_with_its_length() {
        assert_eq!(clip("short", 10), "short");
        assert_eq!(clip("ééé", 3), "é... (6 bytes)");
    }
}
