//! What the text profiles (heap, growth, contention) share: lines with
//! their byte offsets, perl pprof's `%` command lines before the header,
//! counts and stacks of hex addresses, and the rule for a last line cut
//! short.

use crate::error::Error;
use std::borrow::Cow;
use std::fmt::Display;
use std::path::Path;

/// One line of a text profile.
#[derive(Debug, Clone)]
pub(super) struct Line<'a> {
    /// Byte offset of its first byte in the file.
    pub offset: u64,
    /// Its text, without the line end (`\n`, `\r\n`: perl strips `\r`);
    /// bytes that are not UTF-8 are replaced.
    pub text: Cow<'a, str>,
    /// False for a last line without a newline (maybe cut short).
    pub terminated: bool,
}

/// The lines of `bytes`, each with its offset; the byte offset just past
/// the last line read is [`Lines::offset`].
pub(super) struct Lines<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Lines<'a> {
    /// The lines of `bytes`, from the start.
    pub fn new(bytes: &'a [u8]) -> Self {
        Lines { bytes, pos: 0 }
    }

    /// The offset of the next line.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// The bytes from the next line on.
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos..]
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = Line<'a>;

    fn next(&mut self) -> Option<Line<'a>> {
        let rest = self.bytes.get(self.pos..).filter(|r| !r.is_empty())?;
        let offset = self.pos as u64;
        let (raw, terminated) = match rest.iter().position(|&b| b == b'\n') {
            Some(end) => {
                self.pos += end + 1;
                (&rest[..end], true)
            }
            None => {
                self.pos = self.bytes.len();
                (rest, false)
            }
        };
        let mut raw = raw;
        while let [head @ .., b'\r'] = raw {
            raw = head;
        }
        Some(Line {
            offset,
            text: String::from_utf8_lossy(raw),
            terminated,
        })
    }
}

/// The header line of a text profile: the first line that is not one of
/// perl pprof's `%` commands (`ReadProfileHeader`); `warnings` gets what
/// `%warn` lines say and names the other commands, which are ignored.
/// `None` when the bytes end before a header line.
pub(super) fn header<'a>(
    lines: &mut Lines<'a>,
    path: &Path,
    warnings: &mut Vec<String>,
) -> Option<Line<'a>> {
    for line in lines.by_ref() {
        let text = line.text.as_ref();
        if let Some(rest) = text.strip_prefix("%warn")
            && (rest.is_empty() || rest.starts_with(char::is_whitespace))
        {
            warnings.push(format!("{}: WARNING: {}", path.display(), rest.trim()));
            continue;
        }
        if text.starts_with('%') {
            warnings.push(format!(
                "{}: ignoring unknown command in the profile header: {text}",
                path.display()
            ));
            continue;
        }
        return Some(line);
    }
    None
}

/// The header line of `bytes` for detection: what [`header`] returns,
/// without warnings.
pub(super) fn header_text(bytes: &[u8]) -> Option<Cow<'_, str>> {
    // Text profiles start with a printable character (perl's test).
    if !bytes.first().is_some_and(|b| b.is_ascii_graphic()) {
        return None;
    }
    let mut ignored = Vec::new();
    header(&mut Lines::new(bytes), Path::new(""), &mut ignored).map(|l| l.text)
}

/// What is wrong with a number of a sample line, for an
/// [`Error::Malformed`]: `what` names the number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum NumberError {
    /// A count that is not there.
    #[error("{what} is missing")]
    Missing {
        /// The count.
        what: &'static str,
    },
    /// A count below 0.
    #[error("negative {what} {token}")]
    Negative {
        /// The count.
        what: &'static str,
        /// Its text.
        token: String,
    },
    /// A count that is not decimal digits.
    #[error("{what} {token:?} is not a number")]
    NotNumber {
        /// The count.
        what: &'static str,
        /// Its text.
        token: String,
    },
    /// A count past `i64`.
    #[error("{what} {token} is too large")]
    TooLarge {
        /// The count.
        what: &'static str,
        /// Its text.
        token: String,
    },
    /// An address that is not a hex number.
    #[error("address {0:?} is not a hex number")]
    NotAddress(String),
    /// An address past 64 bits.
    #[error("address {0} does not fit 64 bits")]
    AddressTooLarge(String),
}

/// A count or size of a sample line, `what`: decimal digits that fit an
/// `i64`.
pub(super) fn count(token: &str, what: &'static str) -> Result<i64, NumberError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(NumberError::Missing { what });
    }
    if token.starts_with('-') && token[1..].bytes().all(|b| b.is_ascii_digit()) && token.len() > 1 {
        return Err(NumberError::Negative {
            what,
            token: token.to_string(),
        });
    }
    if !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotNumber {
            what,
            token: token.to_string(),
        });
    }
    token.parse::<i64>().map_err(|_| NumberError::TooLarge {
        what,
        token: token.to_string(),
    })
}

/// The addresses of a stack: hex numbers separated by white space, with
/// or without `0x`, as perl pprof reads them (Go requires the `0x`).
pub(super) fn addresses(text: &str) -> Result<Vec<u64>, NumberError> {
    text.split_whitespace()
        .map(|token| {
            let digits = token
                .strip_prefix("0x")
                .or_else(|| token.strip_prefix("0X"))
                .unwrap_or(token);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(NumberError::NotAddress(token.to_string()));
            }
            u64::from_str_radix(digits, 16)
                .map_err(|_| NumberError::AddressTooLarge(token.to_string()))
        })
        .collect()
}

/// What to do with a line that does not parse: an [`Error::Malformed`] at
/// the line, except for a last line without a newline, which was most
/// likely cut short (the profiled program died while writing): then
/// `Ok(warning)`, and the caller reports what it read before it.
pub(super) fn bad_line(path: &Path, line: &Line, what: impl Display) -> Result<String, Error> {
    if line.terminated {
        return Err(Error::Malformed {
            path: path.into(),
            offset: line.offset,
            what: what.to_string(),
        });
    }
    Ok(format!(
        "{}: profile cut short at byte {} (did the profiled program die?): its last line {:?} is incomplete ({what}); reporting the lines before it",
        path.display(),
        line.offset,
        line.text
    ))
}

/// One warning for the lines of a mapped-objects text that are neither
/// mappings nor `build=` lines, as the CPU reader words it.
pub(super) fn unrecognized_maps_warning(
    path: &Path,
    maps: &super::proc_maps::Maps,
) -> Option<String> {
    (maps.unrecognized > 0).then(|| {
        format!(
            "{}: ignored {} unrecognized line(s) in the mapped-objects text, the first: {:?}",
            path.display(),
            maps.unrecognized,
            maps.first_unrecognized.as_deref().unwrap_or_default()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_have_offsets_and_lose_their_ends() {
        let lines: Vec<_> = Lines::new(b"ab\r\n\ncd").collect();
        assert_eq!(lines.len(), 3);
        assert_eq!((lines[0].offset, lines[0].text.as_ref()), (0, "ab"));
        assert_eq!((lines[1].offset, lines[1].text.as_ref()), (4, ""));
        assert_eq!((lines[2].offset, lines[2].text.as_ref()), (5, "cd"));
        assert!(lines[1].terminated && !lines[2].terminated);
    }

    #[test]
    fn percent_commands_come_before_the_header() {
        let bytes = b"%warn no data\n%frobnicate\nheap profile: 1: 2 [3: 4]\nx\n";
        let mut lines = Lines::new(bytes);
        let mut warnings = Vec::new();
        let header = header(&mut lines, Path::new("f"), &mut warnings).unwrap();
        assert_eq!(header.text, "heap profile: 1: 2 [3: 4]");
        assert_eq!(warnings.len(), 2);
        assert_eq!(warnings[0], "f: WARNING: no data");
        assert_eq!(lines.next().unwrap().text, "x");
        assert_eq!(header_text(bytes).as_deref(), Some(header.text.as_ref()));
        assert_eq!(header_text(b"\0\0\0\0"), None);
    }

    #[test]
    fn counts_are_checked() {
        let why = |token, what| count(token, what).unwrap_err().to_string();
        assert_eq!(count(" 42 ", "count"), Ok(42));
        assert_eq!(why("-3", "count"), "negative count -3");
        assert_eq!(why("4x", "bytes"), "bytes \"4x\" is not a number");
        assert_eq!(why("", "bytes"), "bytes is missing");
        assert_eq!(
            why("9223372036854775808", "count"),
            "count 9223372036854775808 is too large"
        );
        assert_eq!(count("9223372036854775807", "count"), Ok(i64::MAX));
    }

    #[test]
    fn addresses_with_or_without_0x() {
        assert_eq!(addresses(" 0x10 ff\t0XAb "), Ok(vec![0x10, 0xff, 0xab]));
        assert_eq!(addresses(""), Ok(vec![]));
        let why = |text| addresses(text).unwrap_err().to_string();
        assert_eq!(why("0x"), "address \"0x\" is not a hex number");
        assert!(addresses("0xzz").is_err());
        assert_eq!(
            why("1 0x10000000000000000"),
            "address 0x10000000000000000 does not fit 64 bits"
        );
    }
}
