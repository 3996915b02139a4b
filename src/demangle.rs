//! Turning symbol names into the names reports print.
//!
//! C++ names are demangled without return types; the short name then drops
//! argument lists and template arguments like pprof, but keeps `operator()`,
//! `(anonymous namespace)` and `{lambda(...)#1}` whole. Rust names (legacy and
//! v0 manglings) are demangled without the `::h<hash>` suffix and kept as the
//! demangler prints them (their `<T as Trait>` paths are not C++ templates).
//! ELF version suffixes (`@@GLIBCXX_3.4`, `@GLIBC_2.2.5`) are dropped.

use cpp_demangle::DemangleOptions;

/// The two names of a function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// The name reports print by default.
    pub short: String,
    /// The full demangled name, with argument types.
    pub full: String,
}

/// Demangles `raw` (a linkage name or a plain name) into its short and full
/// names. `cpp` says that a plain name is C++ source text (a DWARF name such
/// as `fold_range<int>`), to be shortened like a demangled one.
pub fn names(raw: &str, cpp: bool) -> Names {
    let names = demangled(raw, cpp);
    // Control characters are escaped here, where every name a binary
    // gives enters (see `profile::escape_controls`).
    let escape = |s: String| match crate::profile::escape_controls(&s) {
        std::borrow::Cow::Borrowed(_) => s,
        std::borrow::Cow::Owned(escaped) => escaped,
    };
    Names {
        short: escape(names.short),
        full: escape(names.full),
    }
}

/// [`names`] before control characters are escaped.
fn demangled(raw: &str, cpp: bool) -> Names {
    // A PLT stub's name (`memcpy@plt`) keeps its mark, which names the
    // stub, not the function.
    // All the marks at once: a name of a million `@plt`s recurses once.
    if raw.ends_with("@plt") {
        let called = raw.trim_end_matches("@plt");
        let marks = &raw[called.len()..];
        let Names { short, full } = demangled(called, cpp);
        return Names {
            short: format!("{short}{marks}"),
            full: format!("{full}{marks}"),
        };
    }
    let raw = raw.split('@').next().unwrap_or(raw);
    if let Some(rust) = rust_demangle(raw) {
        return Names {
            short: rust.clone(),
            full: rust,
        };
    }
    if raw.starts_with("_Z") {
        if let Some(full) = cpp_demangle(raw) {
            return Names {
                short: short_cpp_name(&full),
                full,
            };
        }
        if let Some(prefix) = demangled_prefix(raw) {
            return Names {
                short: short_cpp_name(&prefix),
                full: raw.to_string(),
            };
        }
    }
    Names {
        short: if cpp {
            short_cpp_name(raw)
        } else {
            raw.to_string()
        },
        full: raw.to_string(),
    }
}

/// A C++ linkage name demangled as GNU tools print it, return types of
/// template functions included (`void f<int>(int)`), for gprof's reports.
pub fn cpp_with_return_type(raw: &str) -> Option<String> {
    let raw = raw.split('@').next().unwrap_or(raw);
    if !raw.starts_with("_Z") || rust_demangle(raw).is_some() {
        return None;
    }
    cpp_demangle::Symbol::new(raw).ok()?.demangle().ok()
}

fn cpp_demangle(raw: &str) -> Option<String> {
    let symbol = cpp_demangle::Symbol::new(raw).ok()?;
    symbol
        .demangle_with_options(&DemangleOptions::new().no_return_type())
        .ok()
}

/// For the rare names cpp_demangle cannot parse (49 of the 192,651 C++
/// symbols of a Debian system, docs/symbols.md), the demangling of the
/// longest prefix it can parse. The qualified name comes
/// first in a mangled name and the function's types after it, so that prefix
/// names the function, with fewer (or no) argument types, which the short
/// name drops anyway.
fn demangled_prefix(raw: &str) -> Option<String> {
    (4..raw.len())
        .rev()
        .filter(|&end| raw.is_char_boundary(end))
        .find_map(|end| cpp_demangle(&raw[..end]))
}

fn rust_demangle(raw: &str) -> Option<String> {
    // LLVM's local copies keep the Rust symbol and add `.llvm.<digits>`.
    let base = raw.split_once(".llvm.").map_or(raw, |(base, _)| base);
    let legacy = base.starts_with("_ZN") && looks_like_rust_hash(base);
    if !(legacy || raw.starts_with("_R")) {
        return None;
    }
    rustc_demangle::try_demangle(raw)
        .ok()
        .map(|d| format!("{d:#}"))
}

/// Legacy Rust symbols end in a `17h<16 hex digits>E` path element.
fn looks_like_rust_hash(raw: &str) -> bool {
    let Some(body) = raw.strip_suffix('E') else {
        return false;
    };
    // Bytes: a name may hold any character before its tail.
    let body = body.as_bytes();
    body.len() > 19 && {
        let tail = &body[body.len() - 19..];
        tail.starts_with(b"17h") && tail[3..].iter().all(u8::is_ascii_hexdigit)
    }
}

/// Drops argument lists, trailing qualifiers and template arguments from a
/// demangled C++ name.
pub fn short_cpp_name(full: &str) -> String {
    let chars: Vec<char> = full.chars().collect();
    let mut out = String::with_capacity(full.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == 'o' && word_at(&chars, i, "operator") {
            i = copy_operator(&chars, i, &mut out);
        } else if c == '(' && text_at(&chars, i, "(anonymous namespace)") {
            out.push_str("(anonymous namespace)");
            i += "(anonymous namespace)".len();
        } else if c == '{' {
            let end = balanced_end(&chars, i, '{', '}');
            out.extend(&chars[i..end]);
            i = end;
        } else if c == '(' {
            i = balanced_end(&chars, i, '(', ')');
            i = skip_qualifiers(&chars, i);
        } else if c == '<' {
            i = balanced_end(&chars, i, '<', '>');
        } else {
            out.push(c);
            i += 1;
        }
    }
    out.trim().to_string()
}

fn text_at(chars: &[char], i: usize, text: &str) -> bool {
    let n = text.chars().count();
    chars.len() >= i + n && chars[i..i + n].iter().copied().eq(text.chars())
}

fn word_at(chars: &[char], i: usize, word: &str) -> bool {
    let before_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let after = i + word.len();
    let after_ok = chars
        .get(after)
        .is_none_or(|c| !(c.is_alphanumeric() || *c == '_'));
    before_ok && after_ok && text_at(chars, i, word)
}

/// Copies `operator` and the operator it names (`()`, `<<=`, `new[]`, a
/// conversion type), returning the index after it.
fn copy_operator(chars: &[char], mut i: usize, out: &mut String) -> usize {
    out.push_str("operator");
    i += "operator".len();
    if text_at(chars, i, "()") {
        out.push_str("()");
        return i + 2;
    }
    // The longest operator token: what follows it (`operator==<char>`'s
    // template arguments) is the name's, and shortened as such.
    const TOKENS: [&str; 38] = [
        "<=>", "<<=", ">>=", "->*", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "++", "--",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "[]", ",", "<", ">", "=", "!", "+",
        "-", "*", "/", "%", "^", "&", "|", "~",
    ];
    if let Some(token) = TOKENS.iter().find(|t| text_at(chars, i, t)) {
        out.push_str(token);
        return i + token.len();
    }
    // `operator new`, `operator delete[]`, or a conversion `operator int`.
    while i < chars.len() && chars[i] == ' ' {
        out.push(' ');
        i += 1;
    }
    while i < chars.len() && !matches!(chars[i], '(' | '<') {
        out.push(chars[i]);
        i += 1;
    }
    i
}

/// The index after the bracket group opening at `i` (or the end of the name).
fn balanced_end(chars: &[char], i: usize, open: char, close: char) -> usize {
    let mut depth = 0usize;
    for (j, &c) in chars.iter().enumerate().skip(i) {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return j + 1;
            }
        }
    }
    chars.len()
}

/// Skips ` const`, ` volatile`, ` &` and ` &&` after an argument list.
fn skip_qualifiers(chars: &[char], mut i: usize) -> usize {
    'next: loop {
        for q in [" const", " volatile", " &&", " &"] {
            if text_at(chars, i, q) && !word_continues(chars, i + q.len()) {
                i += q.len();
                continue 'next;
            }
        }
        return i;
    }
}

fn word_continues(chars: &[char], i: usize) -> bool {
    chars
        .get(i)
        .is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpp_short_names() {
        let cases = [
            ("ns::Foo<int>::bar(int) const", "ns::Foo::bar"),
            ("Acc<double>::operator()(double) const", "Acc::operator()"),
            ("operator<<(std::ostream&, X const&)", "operator<<"),
            ("ns::Vec::operator+=(ns::Vec const&)", "ns::Vec::operator+="),
            (
                "(anonymous namespace)::helper(int)",
                "(anonymous namespace)::helper",
            ),
            (
                "main::{lambda(int)#1}::operator()(int) const",
                "main::{lambda(int)#1}::operator()",
            ),
            (
                "std::vector<int, std::allocator<int> >::push_back(int&&)",
                "std::vector::push_back",
            ),
            ("operator new(unsigned long)", "operator new"),
            ("Foo::operator bool() const", "Foo::operator bool"),
            // An operator template's arguments go like any other's.
            (
                "std::operator==<char>(std::string const&, char const*)",
                "std::operator==",
            ),
            (
                "std::operator<< <std::char_traits<char> >(std::ostream&, char const*)",
                "std::operator<<",
            ),
            ("X::operator<=>(X const&) const", "X::operator<=>"),
            ("operator< <int>(A<int> const&, A<int> const&)", "operator<"),
        ];
        for (full, short) in cases {
            assert_eq!(short_cpp_name(full), short, "{full}");
        }
    }

    #[test]
    fn manglings() {
        let n = names("_ZN2ns3FooIiE3barEi", false);
        assert_eq!(n.full, "ns::Foo<int>::bar(int)");
        assert_eq!(n.short, "ns::Foo::bar");
        assert_eq!(
            names("_ZN11rust_legacy4work17h0123456789abcdefE", false).short,
            "rust_legacy::work"
        );
        assert_eq!(
            names("_RNvCs1234_7mycrate4work", false).short,
            "mycrate::work"
        );
        assert_eq!(
            names("_ZNSo5writeEPKcl@@GLIBCXX_3.4", false).short,
            "std::ostream::write"
        );
        assert_eq!(names("memcpy@GLIBC_2.14", false).short, "memcpy");
        // LLVM's `.llvm.<n>` copies of Rust functions are still Rust.
        assert_eq!(
            names(
                "_ZN4core4hash3sip6Hasher5write17h285723e3ac336d03E.llvm.10809790357167494981",
                false
            )
            .short,
            "core::hash::sip::Hasher::write"
        );
        // g++ 12's std::swap<double>, whose `enable_if` return type the
        // crate's own cpp_demangle could not parse (vendor/cpp_demangle).
        let swap = "_ZSt4swapIdENSt9enable_ifIXsrSt6__and_IJSt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SE_";
        assert_eq!(names(swap, false).short, "std::swap");
        assert_eq!(
            names(swap, false).full,
            "std::swap<double>(double&, double&)"
        );
        // A name no demangler reads keeps the part that parses as its short
        // name, and its mangled form as the full one.
        let cut = "_ZN2ns4workEiQQ";
        assert_eq!(names(cut, false).short, "ns::work");
        assert_eq!(names(cut, false).full, cut);
        assert_eq!(names("main", false).short, "main");
        // A multi-byte character where a Rust hash would begin (found by
        // the `demangle` fuzz target).
        let wide = "_ZNSt14numeric_limi\u{fffd}\u{fffd}\u{fffd}in_exponentE";
        assert_eq!(names(wide, false).full, wide);
        assert_eq!(names("fold_range<int, long>", true).short, "fold_range");
        assert_eq!(
            names("<u64>::wrapping_mul", false).short,
            "<u64>::wrapping_mul"
        );
    }
}
