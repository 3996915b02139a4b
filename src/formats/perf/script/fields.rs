//! One line of `perf script`'s text taken apart, without allocating: a
//! sample's header line and a frame line.
//!
//! perf prints a header's fields in one order, each only when recorded and
//! asked for (`-F`): the command (`%16s`, right-aligned, unless a call
//! chain follows), `tid` or `pid/tid`, `[cpu]`, the time (`secs.usecs:`,
//! or nanoseconds with `--ns`), the period, the event (`name:`), then,
//! for a sample printed without its chain (no `-g`, or `-G`), its frame.
//! The command may hold spaces: the fields are found from the event back.

/// A sample's header line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Header<'a> {
    /// The command, as printed (empty when not printed).
    pub comm: &'a str,
    /// The process, when `pid/tid` was printed.
    pub pid: Option<i32>,
    /// The thread.
    pub tid: Option<i32>,
    /// The CPU, when printed.
    pub cpu: Option<u32>,
    /// The time field, in nanoseconds.
    pub time: Option<u64>,
    /// The period's digits, when printed (which may not fit 64 bits).
    pub period: Option<&'a str>,
    /// The event as printed, modifiers included (`cpu-clock:ppp`).
    pub event: &'a str,
    /// The frame printed on the header line, for a sample without its
    /// call chain.
    pub frame: Option<Frame<'a>>,
}

/// A frame: `address symbol+0xoffset (object)`; perf prints an inlined
/// function's frame with `(inlined)` for its object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Frame<'a> {
    /// The address, as printed.
    pub address: u64,
    /// The symbol without its offset (empty when not printed).
    pub symbol: &'a str,
    /// The object, when printed (`None` for an inlined frame too).
    pub object: Option<&'a str>,
    /// True for an `(inlined)` frame.
    pub inlined: bool,
}

/// What a token of a header line can be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `123.456789:`
    Time,
    /// `[003]`
    Cpu,
    /// `1234` (a tid or a period)
    Number,
    /// `1234/1235`
    PidTid,
    /// Anything else.
    Other,
}

fn kind(token: &str) -> Kind {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let signed = |s: &str| digits(s.strip_prefix('-').unwrap_or(s));
    if let Some(time) = token.strip_suffix(':')
        && let Some((secs, frac)) = time.split_once('.')
        && digits(secs)
        && digits(frac)
    {
        return Kind::Time;
    }
    if token
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .is_some_and(digits)
    {
        return Kind::Cpu;
    }
    if signed(token) {
        return Kind::Number;
    }
    if let Some((pid, tid)) = token.split_once('/')
        && signed(pid)
        && signed(tid)
    {
        return Kind::PidTid;
    }
    Kind::Other
}

/// True when `token` can be an event: `name:` (a tracepoint's name holds
/// a colon, an event's modifiers follow one), not a time.
fn is_event(token: &str) -> bool {
    token.len() > 1
        && token.ends_with(':')
        && token
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        && kind(token) != Kind::Time
}

/// The tokens of `line` (runs of bytes other than ASCII white space), as
/// byte ranges.
fn tokens(line: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = line.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        if at == bytes.len() {
            return None;
        }
        let start = at;
        while at < bytes.len() && !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        Some((start, at))
    })
}

/// Tokens kept before the one looked at: the four fields that can stand
/// between the command and the event, and the command's last.
const RING: usize = 5;

/// The header line `line`, or `None` when it is none: an event must
/// follow a thread id or a time.
pub(super) fn header(line: &str) -> Option<Header<'_>> {
    let mut ring: [(usize, usize); RING] = [(0, 0); RING];
    let mut first = 0;
    for (seen, (start, end)) in tokens(line).enumerate() {
        let token = &line[start..end];
        if seen > 0
            && is_event(token)
            && let Some(h) = fields(line, &ring, seen, first, (start, end))
        {
            return Some(h);
        }
        if seen == 0 {
            first = start;
        }
        ring.rotate_left(1);
        ring[RING - 1] = (start, end);
    }
    None
}

/// The header whose event is `line[event.0..event.1]`, after `seen`
/// tokens (the last of them in `ring`), the first at byte `first`.
fn fields<'a>(
    line: &'a str,
    ring: &[(usize, usize); RING],
    seen: usize,
    first: usize,
    event: (usize, usize),
) -> Option<Header<'a>> {
    // Token `i` of the `m` kept (0 the oldest); `g(i)` its index in the line.
    let m = seen.min(RING);
    let range = |i: usize| ring[RING - m + i];
    let token = |i: usize| &line[range(i).0..range(i).1];
    let kind_at = |i: usize| kind(token(i));
    let g = |i: usize| seen - m + i;
    // Walk back from the token before the event; `p` tokens are left.
    let mut p = m;
    let (mut period, mut time, mut cpu, mut ids) = (None, None, None, None);
    // A period follows a time, a CPU, or a thread id after a command.
    if p >= 2
        && kind_at(p - 1) == Kind::Number
        && match kind_at(p - 2) {
            Kind::Time | Kind::Cpu | Kind::PidTid => true,
            Kind::Number => g(p - 2) > 0,
            Kind::Other => false,
        }
    {
        period = Some(token(p - 1));
        p -= 1;
    }
    if p >= 1 && kind_at(p - 1) == Kind::Time {
        time = Some(nanoseconds(token(p - 1))?);
        p -= 1;
    }
    if p >= 1 && kind_at(p - 1) == Kind::Cpu {
        let t = token(p - 1);
        cpu = Some(t[1..t.len() - 1].parse::<u32>().ok()?);
        p -= 1;
    }
    if p >= 1
        && matches!(kind_at(p - 1), Kind::Number | Kind::PidTid)
        && (g(p - 1) > 0 || time.is_some())
    {
        ids = Some(token(p - 1));
        p -= 1;
    }
    if ids.is_none() && time.is_none() {
        return None;
    }
    let (pid, tid) = match ids {
        Some(t) => match t.split_once('/') {
            Some((pid, tid)) => (Some(pid.parse().ok()?), Some(tid.parse().ok()?)),
            None => (None, Some(t.parse().ok()?)),
        },
        None => (None, None),
    };
    // The command: every token before those taken.
    let comm = match p {
        0 => "",
        p => &line[first..range(p - 1).1],
    };
    let rest = line[event.1..].trim();
    Some(Header {
        comm,
        pid,
        tid,
        cpu,
        time,
        period,
        event: &line[event.0..event.1 - 1],
        frame: frame(rest),
    })
}

/// `secs.frac:` in nanoseconds (`frac` of up to nine digits).
fn nanoseconds(token: &str) -> Option<u64> {
    let (secs, frac) = token.strip_suffix(':')?.split_once('.')?;
    let frac = &frac[..frac.len().min(9)];
    let scale = 10u64.pow(9 - frac.len() as u32);
    secs.parse::<u64>()
        .ok()?
        .checked_mul(1_000_000_000)?
        .checked_add(frac.parse::<u64>().ok()? * scale)
}

/// The frame on `line` (`address symbol+0xoffset (object)`; the symbol,
/// its offset and the object each printed or not).
pub(super) fn frame(line: &str) -> Option<Frame<'_>> {
    let line = line.trim();
    let (address, rest) = match line.find(|c: char| c.is_ascii_whitespace()) {
        Some(at) => (&line[..at], line[at..].trim_start()),
        None => (line, ""),
    };
    if address.is_empty() || address.len() > 16 || !address.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let address = u64::from_str_radix(address, 16).ok()?;
    let (symbol, object) = match rest.strip_suffix(')').and_then(|r| r.rfind_open()) {
        Some((symbol, object)) => (symbol.trim_end(), Some(object)),
        None => (rest, None),
    };
    let symbol = match symbol.rfind("+0x") {
        Some(at) if symbol[at + 3..].bytes().all(|b| b.is_ascii_hexdigit()) => &symbol[..at],
        _ => symbol,
    };
    let inlined = object == Some("inlined");
    Some(Frame {
        address,
        symbol,
        object: object.filter(|_| !inlined),
        inlined,
    })
}

/// Splitting `symbol (object` at the `(` that opens the object (which may
/// hold parentheses of its own).
trait OpenParen {
    fn rfind_open(&self) -> Option<(&str, &str)>;
}

impl OpenParen for str {
    fn rfind_open(&self) -> Option<(&str, &str)> {
        let mut depth = 0usize;
        for (at, b) in self.bytes().enumerate().rev() {
            match b {
                b')' => depth += 1,
                b'(' if depth == 0 => return Some((&self[..at], &self[at + 1..])),
                b'(' => depth -= 1,
                _ => {}
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;
