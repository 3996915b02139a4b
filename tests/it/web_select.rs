//! The web interface as a Go pprof user works in it, in a real browser:
//! what is selected (rows of the top table, graph nodes, a flame graph's
//! frame) becomes the focus of every view's link; Enter in the search box
//! focuses; Apply puts in the URL only what changed; Esc closes the menus;
//! a flame graph that a filter leaves empty says why; a bad regular
//! expression keeps the page and its form with the field marked. Skipped,
//! as the other browser tests, without chromedriver and chromium.

use crate::web::{cli, text_rows};
use crate::web_browser::{Browser, dom_rows, has_dot, save_screenshot, start, wait_for};
use serde_json::json;

/// The `href` of the header's link labelled `label`.
fn link(browser: &Browser, label: &str) -> String {
    let href = browser.execute(
        "var a = Array.from(document.querySelectorAll('a[data-view]'))\
         .find(a => a.textContent === arguments[0]); return a ? a.href : null;",
        json!([label]),
    );
    href.as_str()
        .unwrap_or_else(|| panic!("no link {label}"))
        .to_string()
}

/// The query of `href`, decoded, as (key, value) pairs.
fn query_of(href: &str) -> Vec<(String, String)> {
    let query = href.split_once('?').map_or("", |(_, q)| q);
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// A query's key or value, `+` and `%XX` decoded.
fn decode(text: &str) -> String {
    let mut bytes = Vec::new();
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        match b {
            b'+' => bytes.push(b' '),
            b'%' if tail.len() >= 2 => {
                let hex = std::str::from_utf8(&tail[..2]).unwrap();
                bytes.push(u8::from_str_radix(hex, 16).unwrap());
                rest = &tail[2..];
                continue;
            }
            b => bytes.push(b),
        }
        rest = tail;
    }
    String::from_utf8(bytes).unwrap()
}

/// Waits until the page's address is no longer `before` and the page has
/// loaded; returns the address.
fn next_page(browser: &Browser, before: &str) -> String {
    wait_for("the next page", || {
        let url = browser.current_url();
        (url != before && browser.execute("return document.readyState;", json!([])) == "complete")
            .then_some(url)
    })
}

/// The text of the page's report.
fn main_text(browser: &Browser) -> String {
    let text = browser.execute(
        "return document.querySelector('main').textContent;",
        json!([]),
    );
    text.as_str().unwrap_or_default().to_string()
}

#[test]
fn web_browser_a_selected_row_is_the_focus_of_every_view() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/ui/top", server.url));
    // Nothing selected: the links keep the page's query, which is empty.
    assert!(query_of(&link(&browser, "Source")).is_empty());
    browser.click(&browser.find("#top tr[data-name='leaf_heavy'] td.name"));
    browser.click(&browser.find("#top tr[data-name='leaf_light'] td.name"));
    save_screenshot(&browser, "top-selected");
    for label in [
        "Top",
        "Graph",
        "Flame graph",
        "Peek",
        "Source",
        "Disassembly",
    ] {
        assert_eq!(
            query_of(&link(&browser, label)),
            [("f".to_string(), "^leaf_heavy$|^leaf_light$".to_string())],
            "{label}"
        );
    }
    // Unselected, the other stays.
    browser.click(&browser.find("#top tr[data-name='leaf_light'] td.name"));
    let before = browser.current_url();
    let source = browser
        .find_all("a[data-view]")
        .into_iter()
        .find(|a| browser.text(a) == "Source")
        .unwrap();
    browser.click(&source);
    let url = next_page(&browser, &before);
    assert!(url.contains("/ui/source?f=%5Eleaf_heavy%24"), "{url}");
    let text = main_text(&browser);
    assert!(text.contains("leaf_heavy"), "{text}");
    assert!(!text.contains("Type a regular expression"), "{text}");
    assert_eq!(browser.errors(), Vec::<String>::new());
    // Peek and disassembly of the selection too.
    for (label, shows) in [("Peek", "leaf_heavy"), ("Disassembly", "leaf_heavy")] {
        browser.navigate(&format!("{}/ui/top", server.url));
        browser.click(&browser.find("#top tr[data-name='leaf_heavy'] td.name"));
        let before = browser.current_url();
        let a = browser
            .find_all("a[data-view]")
            .into_iter()
            .find(|a| browser.text(a) == label)
            .unwrap();
        browser.click(&a);
        next_page(&browser, &before);
        let text = main_text(&browser);
        assert!(text.contains(shows), "{label}: {text}");
        assert!(
            !text.contains("Type a regular expression"),
            "{label}: {text}"
        );
    }
}

#[test]
fn web_browser_a_graph_node_and_a_flame_frame_are_selections() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    if has_dot("web_select::web_browser_a_graph_node_and_a_flame_frame_are_selections") {
        browser.navigate(&format!("{}/ui/graph", server.url));
        let node = wait_for("the node of leaf_heavy", || {
            browser.find_all("g.node[data-name='leaf_heavy']").pop()
        });
        browser.click(&node);
        let focus = query_of(&link(&browser, "Source"));
        assert_eq!(focus.len(), 1, "{focus:?}");
        assert_eq!(focus[0].0, "f");
        let re = regex::Regex::new(&focus[0].1).unwrap();
        assert!(re.is_match("leaf_heavy") && !re.is_match("leaf_heavy2"));
    }
    browser.navigate(&format!("{}/ui/flamegraph", server.url));
    let iframe = wait_for("the flame graph's frame", || {
        browser.find_all("#flame").pop()
    });
    browser.frame(Some(&iframe));
    let b = wait_for("the frame of b", || {
        browser.find_all("g.f[data-n='b']").pop()
    });
    browser.click(&b);
    browser.frame(None);
    let focus = wait_for("the frame in the links", || {
        let q = query_of(&link(&browser, "Source"));
        q.iter().any(|(k, _)| k == "f").then_some(q)
    });
    assert!(focus.contains(&("f".into(), "^b$".into())), "{focus:?}");
    // The zoom is the flame graph's own: the other views do not get it.
    assert!(!focus.iter().any(|(k, _)| k == "z"), "{focus:?}");
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_enter_in_the_search_box_focuses() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/ui/top?hide=mix", server.url));
    let before = browser.current_url();
    // Typing highlights ...
    browser.send_keys(&browser.find("#search"), "leaf_[hm]");
    let hits = browser.find_all("#top tr.hit");
    assert_eq!(hits.len(), 2);
    assert_eq!(browser.current_url(), format!("{before}&hl=leaf_%5Bhm%5D"));
    // ... and Enter focuses, the other settings kept.
    let before = browser.current_url();
    browser.send_keys(&browser.find("#search"), "\u{E007}");
    let url = next_page(&browser, &before);
    assert_eq!(
        query_of(&url),
        [
            ("hide".to_string(), "mix".to_string()),
            ("f".to_string(), "leaf_[hm]".to_string())
        ],
        "{url}"
    );
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--hide=mix", "--focus=leaf_[hm]"]))
    );
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_apply_puts_only_what_changed_in_the_url() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/ui/flamegraph", server.url));
    let before = browser.current_url();
    browser.click(&browser.find("input[type=checkbox][name=icicle]"));
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &before);
    assert!(url.ends_with("/ui/flamegraph?icicle=1"), "{url}");
    // One more change keeps the first; one set back to its default leaves.
    browser.send_keys(&browser.find("input[name=focus]"), "leaf");
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &url);
    assert!(url.ends_with("/ui/flamegraph?icicle=1&focus=leaf"), "{url}");
    browser.click(&browser.find("input[type=checkbox][name=icicle]"));
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &url);
    assert!(url.ends_with("/ui/flamegraph?focus=leaf"), "{url}");
    // A setting under "more settings", on the top view.
    browser.navigate(&format!("{}/ui/top", server.url));
    let before = browser.current_url();
    browser.click(&browser.find("form details summary"));
    browser.click(&browser.find("input[type=checkbox][name=noinlines]"));
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &before);
    assert!(url.ends_with("/ui/top?noinlines=true"), "{url}");
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--noinlines"]))
    );
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_esc_closes_the_menus_and_refine_explains_itself() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/ui/top", server.url));
    for menu in ["#refine", "#config", "#details"] {
        browser.click(&browser.find(&format!("{menu} summary")));
        let open = format!("return document.querySelector('{menu}').open;");
        assert_eq!(browser.execute(&open, json!([])), true, "{menu}");
        browser.send_keys(&browser.find("#search"), "\u{E00C}");
        assert_eq!(browser.execute(&open, json!([])), false, "{menu}");
    }
    let titles = browser.execute(
        "return Array.from(document.querySelectorAll('a.refine')).map(a => a.title);",
        json!([]),
    );
    let titles: Vec<String> = serde_json::from_value(titles).unwrap();
    assert_eq!(titles.len(), 5);
    assert!(titles.iter().all(|t| t.len() > 20), "{titles:?}");
}

#[test]
fn web_browser_an_empty_flame_graph_and_a_bad_regex_say_why() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/ui/flamegraph?f=nomatchxyz", server.url));
    let notes = browser.execute(
        "return Array.from(document.querySelectorAll('p.note')).map(p => p.textContent);",
        json!([]),
    );
    let notes: Vec<String> = serde_json::from_value(notes).unwrap();
    assert!(
        notes.iter().any(|n| n.contains("nomatchxyz matches no")),
        "{notes:?}"
    );
    assert!(browser.find_all("#flame").is_empty());
    // A bad regular expression: the page, its form, the field marked.
    browser.navigate(&format!("{}/ui/top?hide=mix&f=(", server.url));
    let error = browser.text(&browser.find("p.error"));
    assert!(error.contains("not a valid regular expression"), "{error}");
    let marked = browser.execute(
        "var f = document.querySelector('input[name=focus]');\
         return [f.value, f.classList.contains('bad')];",
        json!([]),
    );
    assert_eq!(marked, json!(["(", true]));
    // The other settings are kept in the form.
    let hide = browser.execute(
        "return document.querySelector('input[name=hide]').value;",
        json!([]),
    );
    assert_eq!(hide, "mix");
    save_screenshot(&browser, "bad-regex");
}
