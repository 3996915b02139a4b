//! Go pprof's flags that are not options here, each answered in one line:
//! what to use instead, or why it cannot apply.

/// The answer to Go's flag `name` (typed as `word`), when it is one.
pub(super) fn answer(name: &str, word: &str) -> Option<String> {
    let answer = match name {
        "symbolize" => {
            "symbolization is always local and in-process (Go's local/fastlocal, demangled as GNU's c++filt does); a server's profile is named by its symbol page (Go's remote) when fetched over HTTP; none and force have no meaning here"
        }
        "comments" => {
            "profile.proto's comments are not kept here: --raw shows what the profile holds"
        }
        "topproto" => {
            "the top nodes are not written as a profile.proto here: --proto writes the whole profile (with the filters applied), --json the top rows"
        }
        "divide_by" => {
            "values are not divided here: --unit chooses the unit they print in, and --normalize scales profiles to a base's total"
        }
        "mean" => {
            "values are not averaged per count here, but for contention profiles: --mean_delay (perl's) divides each stack's delay by its contentions"
        }
        "lines_only" | "tls_cert" | "tls_key" | "tls_ca" => {
            "not taken here: no TLS client certificates (fetches are HTTP, or HTTPS without them); no line-only symbolization"
        }
        _ => return None,
    };
    let name_typed = word.split('=').next().unwrap_or(word);
    Some(format!("{name_typed}: Go pprof's flag; {answer}"))
}
