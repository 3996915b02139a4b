use super::*;
use regex::Regex;

#[test]
fn rows_have_unique_names_and_flags() {
    for row in TABLE {
        assert_eq!(named(row.name), row);
        assert_eq!(row.flag, format!("--{}", row.name));
        let words = || TABLE.iter().flat_map(|r| r.aliases.iter().chain([&r.name]));
        assert_eq!(words().filter(|w| **w == row.name).count(), 1);
        assert_eq!(find(row.name).map(|r| r.name), Some(row.name));
    }
    assert_eq!(find("top"), Some(TEXT));
    assert_eq!(find("web").map(|r| r.name), Some("web"));
}

#[test]
fn image_rows_name_their_format() {
    for row in TABLE {
        let image = ["svg", "pdf", "ps", "gif", "png"].contains(&row.name);
        assert_eq!(row.image_format().is_some(), image, "{}", row.name);
    }
}

#[test]
fn reports_shown_or_written_to_a_file_write_no_output() {
    let silent: Vec<&str> = TABLE
        .iter()
        .filter(|r| !r.writes_output())
        .map(|r| r.name)
        .collect();
    assert_eq!(silent, ["gv", "web", "kcachegrind", "gprof_sum"]);
}

#[test]
fn requests_carry_a_regex_exactly_when_the_row_takes_one() {
    let re = Regex::new("main").unwrap();
    assert!(Request::new(LIST, Some(re.clone())).is_some());
    assert!(Request::new(LIST, None).is_none());
    assert!(Request::new(TEXT, Some(re)).is_none());
    assert!(Request::new(TEXT, None).is_some());
}

#[test]
fn a_refining_report_refines_one_that_refines_none() {
    for row in TABLE {
        if let Some(base) = row.refines {
            let base = named(base);
            assert_eq!(base.refines, None, "{}", row.name);
            assert!(!row.takes_regex && !base.takes_regex, "{}", row.name);
        }
    }
}
