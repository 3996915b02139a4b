//! The web interface against Go pprof's, in a real browser: the Refine menu
//! on a selection (each action the command line's flag), Reset, tag
//! filters in the form, settings saved and reloaded after a restart, the
//! flame graph's zoom kept across a search and a tall graph opened at its
//! root, source and disassembly of a Go profile, and Go's `/ui/` URLs.
//! Skipped, as the other browser tests, without chromedriver and chromium.

use crate::web::{Server, cli, cli_with, files, text_rows};
use crate::web_browser::{
    Browser, dom_rows, refine, report_lines, save_screenshot, start, start_with, turn, wait_for,
    weblist_rows,
};
use serde_json::json;

/// Waits until the page's address is no longer `before` and the page has
/// loaded; returns the address.
fn next_page(browser: &Browser, before: &str) -> String {
    wait_for("the next page", || {
        let url = browser.current_url();
        (url != before && browser.execute("return document.readyState;", json!([])) == "complete")
            .then_some(url)
    })
}

/// Clicks the top table's row of `name` (selecting it).
fn select_row(browser: &Browser, name: &str) {
    browser.click(&browser.find(&format!("#top tr[data-name='{name}'] td.name")));
}

#[test]
fn web_browser_refine_a_selection_as_the_command_line() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    let top = format!("{}/top", server.url);
    // Each action, from the whole profile: the rows selected, the action,
    // the command line's flags.
    let cases: [(&[&str], &str, &[&str]); 5] = [
        (&["leaf_heavy"], "focus", &["--focus=^leaf_heavy$"]),
        (&["leaf_light"], "ignore", &["--ignore=^leaf_light$"]),
        (
            &["leaf_heavy", "leaf_medium"],
            "hide",
            &["--hide=^leaf_heavy$|^leaf_medium$"],
        ),
        (&["b"], "show", &["--show=^b$"]),
        (&["b"], "show_from", &["--show_from=^b$"]),
    ];
    for (rows, action, flags) in cases {
        browser.navigate(&top);
        for row in rows {
            select_row(&browser, row);
        }
        assert_eq!(browser.find_all("#top tr.selected").len(), rows.len());
        let before = browser.current_url();
        refine(&browser, action);
        let url = next_page(&browser, &before);
        let mut args = vec!["--text"];
        args.extend_from_slice(flags);
        assert_eq!(
            dom_rows(&browser),
            text_rows(&cli(&args)),
            "{action}: {url}"
        );
        assert_eq!(browser.errors(), Vec::<String>::new(), "{action}");
    }
    // The menu, open on a selection.
    browser.navigate(&top);
    select_row(&browser, "leaf_heavy");
    browser.click(&browser.find("#refine summary"));
    save_screenshot(&browser, "refine-menu");
    // Ignore adds to the expression already ignored (as Go's).
    browser.navigate(&format!("{top}?ignore=%5Eleaf_light%24"));
    select_row(&browser, "leaf_medium");
    let before = browser.current_url();
    refine(&browser, "ignore");
    next_page(&browser, &before);
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--ignore=^leaf_medium$|^leaf_light$"]))
    );
    // With nothing selected, the search box's expression is refined on.
    browser.navigate(&top);
    let disabled = browser.execute(
        "return document.querySelector('a.refine[data-param=focus]').classList.contains('disabled');",
        json!([]),
    );
    assert_eq!(
        disabled, true,
        "nothing to refine on: the actions are disabled"
    );
    browser.send_keys(&browser.find("#search"), "leaf_[hm]");
    let before = browser.current_url();
    refine(&browser, "focus");
    let url = next_page(&browser, &before);
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--focus=leaf_[hm]"])),
        "{url}"
    );
    save_screenshot(&browser, "refined");
    // Reset: the whole profile again, the other settings kept.
    browser.navigate(&format!("{top}?focus=leaf&hide=b&granularity=lines"));
    browser.click(&browser.find("#refine summary"));
    let before = browser.current_url();
    browser.click(&browser.find("#reset"));
    let url = next_page(&browser, &before);
    assert!(!url.contains("focus") && !url.contains("hide"), "{url}");
    assert_eq!(dom_rows(&browser), text_rows(&cli(&["--text", "--lines"])));
}

#[test]
fn web_browser_tag_filters_in_the_form() {
    let f = files("go_prof", &["go_prof.cpu.pb.gz"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    browser.navigate(&format!("{}/top", server.url));
    browser.click(&browser.find("form details summary"));
    browser.send_keys(&browser.find("input[name=tagfocus]"), "phase=render");
    browser.send_keys(&browser.find("input[name=tagignore]"), "worker=b");
    let before = browser.current_url();
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &before);
    let expected = text_rows(&cli_with(
        &["--text", "--tagfocus=phase=render", "--tagignore=worker=b"],
        &f,
    ));
    assert!(!expected.is_empty());
    assert_eq!(dom_rows(&browser), expected, "{url}");
    assert_ne!(dom_rows(&browser), text_rows(&cli_with(&["--text"], &f)));
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_saved_settings_are_reloaded_after_a_restart() {
    let _turn = turn();
    let Some(browser) = Browser::start() else {
        return;
    };
    let home = tempfile::tempdir().unwrap();
    let env = [("XDG_CONFIG_HOME", home.path().to_str().unwrap())];
    let flags = ["--http=127.0.0.1:0", "--no_browser"];
    let server = Server::start(&flags, &env);
    browser.navigate(&format!("{}/top?focus=leaf&granularity=lines", server.url));
    browser.click(&browser.find("#config summary"));
    browser.send_keys(&browser.find("#config-name"), "leaves by line");
    save_screenshot(&browser, "config-menu");
    browser.click(&browser.find("#save-config"));
    wait_for("the saved settings in the menu", || {
        let text = browser.execute(
            "var a = document.querySelector(\"#config a[data-config='leaves by line']\");\
             return a ? a.textContent : null;",
            json!([]),
        );
        text.as_str()
            .filter(|t| t.contains('\u{2713}'))
            .map(str::to_string)
    });
    drop(server);

    let server = Server::start(&flags, &env);
    browser.navigate(&format!("{}/top", server.url));
    browser.click(&browser.find("#config summary"));
    let before = browser.current_url();
    browser.click(&browser.find("#config a[data-config='leaves by line']"));
    let url = next_page(&browser, &before);
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--focus=leaf", "--lines"])),
        "{url}"
    );
    // Deleted, it is gone from the menu.
    browser.click(&browser.find("#config summary"));
    browser.click(&browser.find("#config button.delete-config[data-config='leaves by line']"));
    wait_for("the menu without it", || {
        browser
            .find_all("#config a[data-config='leaves by line']")
            .is_empty()
            .then_some(())
    });
    assert_eq!(browser.errors(), Vec::<String>::new());
}

/// The zoomed frame's depth and x in the flame graph's frame, and how many
/// frames are hidden by the zoom and highlighted by a search.
fn flame_state(browser: &Browser) -> Option<(usize, usize)> {
    let state = browser.execute(
        "var f = document.getElementById('flame'), d = f && f.contentDocument;\
         if (!d || !d.querySelector('g.f') || d.readyState !== 'complete') return null;\
         return [d.querySelectorAll('g.f.hidden').length,\
                 d.querySelectorAll('rect[data-fill]').length];",
        json!([]),
    );
    let state = state.as_array()?;
    Some((state[0].as_u64()? as usize, state[1].as_u64()? as usize))
}

#[test]
fn web_browser_flame_graph_keeps_its_zoom_across_a_search() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/flamegraph", server.url));
    wait_for("the flame graph", || flame_state(&browser));
    let iframe = browser.find("#flame");
    browser.frame(Some(&iframe));
    let b = wait_for("the frame of b", || {
        browser.find_all("g.f[data-n='b']").pop()
    });
    browser.click(&b);
    browser.frame(None);
    // The zoom is in the page's address.
    let zoomed = wait_for("the zoom in the page's address", || {
        let search = browser.execute("return location.search;", json!([]));
        search
            .as_str()
            .filter(|s| s.contains("z="))
            .map(str::to_string)
    });
    // A search typed on the page searches the flame graph, zoomed as it is.
    let search = browser.find("#search");
    browser.send_keys(&search, "leaf");
    let (hidden, hits) = wait_for("the searched flame graph, zoomed", || {
        flame_state(&browser).filter(|&(hidden, hits)| hidden > 0 && hits > 0)
    });
    assert!(hidden > 0 && hits > 0);
    let address = browser.execute("return location.search;", json!([]));
    let address = address.as_str().unwrap();
    assert!(
        address.contains("z=") && address.contains("hl=leaf"),
        "{address} after {zoomed}"
    );
    // Apply keeps both too.
    let before = browser.current_url();
    browser.click(&browser.find("form button[type=submit]"));
    let url = next_page(&browser, &before);
    assert!(url.contains("z=") && url.contains("hl=leaf"), "{url}");
    wait_for("the applied flame graph, zoomed", || {
        flame_state(&browser).filter(|&(hidden, _)| hidden > 0)
    });
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_tall_flame_graph_opens_at_its_root() {
    let f = files("recursion", &["recursion.prof"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    browser.window_size(1280, 700);
    browser.navigate(&format!("{}/flamegraph", server.url));
    let (scrolled, bottom, viewport, height) = wait_for("the flame graph's root in view", || {
        let at = browser.execute(
            "var f = document.getElementById('flame');\
             if (!f.contentDocument || !f.contentDocument.querySelector('g.f')) return null;\
             return [window.scrollY, f.getBoundingClientRect().bottom, window.innerHeight,\
                     f.clientHeight];",
            json!([]),
        );
        let at: Vec<f64> = serde_json::from_value(at).ok()?;
        (at[0] > 0.0).then(|| (at[0], at[1], at[2], at[3]))
    });
    assert!(
        height > 2.0 * viewport,
        "a tall graph: {height} in {viewport}"
    );
    assert!(scrolled > 0.0);
    assert!(
        (bottom - viewport).abs() < 2.0,
        "the root (the bottom) at the window's bottom: {bottom} of {viewport}"
    );
    // The note on what is not drawn says where it went.
    let iframe = browser.find("#flame");
    browser.frame(Some(&iframe));
    let note = browser.execute(
        "return Array.from(document.querySelectorAll('text')).map(t => t.textContent)\
         .find(t => t.includes('not drawn')) || '';",
        json!([]),
    );
    browser.frame(None);
    if let Some(note) = note.as_str().filter(|n| !n.is_empty()) {
        assert!(
            note.contains("counted in the widths of their callers"),
            "{note}"
        );
    }
    save_screenshot(&browser, "flamegraph-tall-root");
    browser.window_size(1280, 900);
}

#[test]
fn web_browser_source_and_disassembly_of_a_go_profile() {
    let f = files("go_prof", &["go_prof.cpu.pb.gz"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    // The source view: the weblist, with --list's lines (a profile.proto's
    // functions have no instructions here).
    browser.navigate(&format!("{}/ui/source?f=main.renderPage", server.url));
    let expected = crate::weblist::listed_rows(&cli_with(
        &["--list=main.renderPage", "--focus=main.renderPage"],
        &f,
    ));
    assert!(!expected.is_empty());
    assert_eq!(weblist_rows(&browser), expected);
    assert_eq!(browser.errors(), Vec::<String>::new(), "source");
    // The disassembly: --disasm's lines.
    browser.navigate(&format!("{}/ui/disasm?f=main.renderPage", server.url));
    let flags = ["--disasm=main.renderPage", "--focus=main.renderPage"];
    let expected: Vec<String> = cli_with(&flags, &f).lines().map(str::to_string).collect();
    assert!(expected.len() > 3, "{expected:?}");
    assert_eq!(report_lines(&browser), expected);
    assert_eq!(browser.errors(), Vec::<String>::new(), "disasm");
}

#[test]
fn web_browser_go_urls_show_our_rows() {
    let f = files("go_prof", &["go_prof.cpu.pb.gz"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    let flags = [
        "--text",
        "--focus=main",
        "--sample_index=samples",
        "--tagfocus=phase=render",
    ];
    let expected = text_rows(&cli_with(&flags, &f));
    assert!(!expected.is_empty());
    for path in [
        "/ui/top?f=main&si=samples&tf=phase%3Drender",
        "/top?focus=main&sample_index=samples&tagfocus=phase%3Drender",
    ] {
        browser.navigate(&format!("{}{path}", server.url));
        assert_eq!(dom_rows(&browser), expected, "{path}");
        assert_eq!(browser.errors(), Vec::<String>::new(), "{path}");
    }
    // The Download link of that page is the profile.
    let href = browser.execute(
        "return document.getElementById('download').getAttribute('href');",
        json!([]),
    );
    assert!(href.as_str().unwrap().starts_with("/download?"), "{href}");
}
