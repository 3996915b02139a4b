//! "Did you mean ...?": the word among those a door takes that is closest
//! to a word typed, for the one-line answers to a typo.

/// The candidate closest to `word`, when one is close enough to be what
/// was meant: at most one edit (a letter added, dropped, changed, or two
/// swapped) per three letters of the candidate, at least one.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .filter(|c| !c.is_empty() && *c != word)
        .map(|c| (strsim::damerau_levenshtein(word, c), c))
        .filter(|(distance, c)| *distance <= (c.chars().count() / 3).max(1))
        .min_by_key(|(distance, c)| (*distance, *c))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_finds_the_word_meant() {
        let words = ["list", "text", "disasm", "functions", "filefunctions"];
        assert_eq!(closest("lsit", words), Some("list"));
        assert_eq!(closest("txet", words), Some("text"));
        assert_eq!(closest("fucntions", words), Some("functions"));
        assert_eq!(closest("graph", words), None);
        assert_eq!(closest("list", words), None);
    }
}
