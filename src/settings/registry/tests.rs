use super::*;

#[test]
fn names_are_unique_at_each_door() {
    for door in [Door::Cli, Door::Prompt, Door::Web] {
        let mut seen = std::collections::HashSet::new();
        for s in REGISTRY.iter().filter(|s| s.doors.has(door)) {
            for name in s.names(door).chain(s.words.iter().map(|w| w.word)) {
                assert!(seen.insert(name), "{name} twice at {door:?}");
            }
        }
    }
}

#[test]
fn every_value_reads_back() {
    for s in REGISTRY {
        let mut settings = Settings::default();
        if let Some(example) = s.example {
            s.apply(&mut settings, example).unwrap();
        }
        let value = s.value(&settings);
        let mut again = Settings::default();
        s.apply(&mut again, &value)
            .unwrap_or_else(|e| panic!("{}={value}: {e}", s.name));
        assert_eq!(s.value(&again), value, "{}", s.name);
    }
}

#[test]
fn words_and_url_keys_resolve() {
    let (s, v) = resolve_at(Door::Prompt, "lines", "").unwrap();
    assert_eq!((s.name, v.as_ref()), ("granularity", "lines"));
    let (s, v) = resolve_at(Door::Cli, "total-delay", "true").unwrap();
    assert_eq!((s.name, v.as_ref()), ("sample_index", "delay"));
    assert!(resolve_at(Door::Prompt, "lines", "false").is_none());
    assert_eq!(resolve_at(Door::Web, "s", "x").unwrap().0.name, "show");
    assert!(resolve_at(Door::Prompt, "s", "x").is_none());
    assert!(resolve_at(Door::Web, "source_path", "/").is_none());
}
