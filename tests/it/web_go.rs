//! The web interface against Go pprof's: Go's `/ui/` paths and URL keys
//! give our rows, `/download` serves the profile Go pprof reads, settings
//! are saved and deleted only by a same-origin POST and outlive the server,
//! and Go's links that carry `dropneg` or `norm` without a base are served.

use crate::common::{run, skip, stdout_ok, testdata};
use crate::web::{Server, agent, cli, pre_text, table_rows, text_rows};

/// POST `path` to `server`, as a page of it (`Origin` its own) when
/// `same_origin`: the status and the body.
fn post(server: &Server, path: &str, same_origin: bool) -> (u16, String) {
    let mut request = agent().post(format!("{}{path}", server.url));
    if same_origin {
        request = request.header("Origin", &server.url);
    }
    let response = request
        .send_empty()
        .unwrap_or_else(|e| panic!("POST {path}: {e}"));
    let status = response.status().as_u16();
    (status, response.into_body().read_to_string().unwrap())
}

#[test]
fn go_ui_paths_and_keys_show_our_rows() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    assert_eq!(
        table_rows(&server.page("/ui/")),
        table_rows(&server.page("/"))
    );
    // Go's keys, Go's meanings: f focus, i ignore, s show, si the sample
    // type, g granularity, n the node count.
    for (go, flags) in [
        ("/ui/top?f=leaf", &["--focus=leaf"][..]),
        (
            "/ui/top?i=%5Eb%24&si=cpu",
            &["--ignore=^b$", "--sample_index=cpu"],
        ),
        ("/ui/top?s=leaf&g=lines", &["--show=leaf", "--lines"]),
        ("/ui/top?n=3&sort=cum", &["--nodecount=3", "--cum"]),
    ] {
        let mut args = vec!["--text"];
        args.extend_from_slice(flags);
        let expected = text_rows(&cli(&args));
        assert!(!expected.is_empty(), "{go}");
        assert_eq!(table_rows(&server.page(go)), expected, "{go}");
    }
    // /source, /disasm and /peek take their functions from f, which is
    // also the focus (as Go's).
    assert_eq!(
        crate::weblist::weblist_rows(&server.page("/ui/source?f=leaf_light")),
        crate::weblist::listed_rows(&cli(&["--list=leaf_light", "--focus=leaf_light"]))
    );
    assert_eq!(
        pre_text(&server.page("/ui/peek?f=leaf_light")),
        cli(&["--peek=leaf_light", "--focus=leaf_light"])
    );
    // Go's dropneg and norm without a base are noted, not refused.
    let page = server.page("/ui/top?dropneg=t&norm=t");
    assert!(
        page.contains("drop_negative applies to a difference"),
        "{page}"
    );
    assert_eq!(table_rows(&page), text_rows(&cli(&["--text"])));
    assert_eq!(server.get("/ui/nowhere").0, 404);
    // Go's keys of what is not kept here: their default is served, more
    // is refused in one line that says why.
    assert_eq!(server.get("/ui/top?mean=f&showcolumns=false").0, 200);
    for key in ["mean", "showcolumns"] {
        let (status, body) = server.get(&format!("/ui/top?{key}=t"));
        assert_eq!(status, 400, "{key}");
        assert!(body.contains(&format!("{key}=t: ")), "{body}");
    }
}

#[test]
fn go_tag_filters_in_urls_and_the_form() {
    let program = testdata().join("bin/go_prof").display().to_string();
    let profile = testdata()
        .join("prof/go_prof.cpu.pb.gz")
        .display()
        .to_string();
    let server = Server::serving(&[program.clone(), profile.clone()]);
    let page = server.page("/");
    for key in ["tagfocus", "tagignore", "tagshow", "taghide"] {
        assert!(
            page.contains(&format!("name=\"{key}\"")),
            "{key} in the form"
        );
    }
    for (query, flag) in [
        ("tf=phase%3Drender", "--tagfocus=phase=render"),
        ("tagfocus=phase%3Drender", "--tagfocus=phase=render"),
        ("ti=worker%3Da", "--tagignore=worker=a"),
    ] {
        let expected = text_rows(&stdout_ok(&run(&[
            "--preset=go",
            "--text",
            flag,
            &program,
            &profile,
        ])));
        assert!(!expected.is_empty(), "{flag}");
        assert_eq!(
            table_rows(&server.page(&format!("/ui/top?{query}"))),
            expected,
            "{query}"
        );
    }
    let all = text_rows(&stdout_ok(&run(&["--text", &program, &profile])));
    assert_ne!(
        table_rows(&server.page("/top?tf=phase%3Drender")),
        all,
        "the tag filter keeps fewer samples"
    );
}

#[test]
fn download_is_the_profile_go_pprof_reads() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let response = agent()
        .get(format!("{}/ui/download", server.url))
        .call()
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let headers = response.headers();
    assert_eq!(
        headers.get("content-type").unwrap(),
        "application/vnd.google.protobuf+gzip"
    );
    assert!(
        headers
            .get("content-disposition")
            .unwrap()
            .to_str()
            .unwrap()
            .contains("filename=profile.pb.gz")
    );
    let bytes = response.into_body().read_to_vec().unwrap();
    // The command line's --proto in the page's preset, byte for byte (the
    // sample type the page shows first; Go pprof reads it with our numbers:
    // testdata/golden/proto/c_pie_O0.prof.go.txt, checked by
    // tests/it/proto.rs).
    let dir = tempfile::tempdir().unwrap();
    let ours = dir.path().join("ours.pb.gz");
    std::fs::write(&ours, &bytes).unwrap();
    let proto = crate::web::cli_bytes(&["--preset=go", "--proto"]);
    assert_eq!(bytes, proto);
    // Read back, our text report is the original's.
    let read_back = stdout_ok(&run(&["--preset=go", "--text", ours.to_str().unwrap()]));
    assert_eq!(text_rows(&read_back), text_rows(&cli(&["--text"])));
    // And Go pprof's, where it is installed.
    let Some(go) = ["go-pprof", "pprof"]
        .into_iter()
        .find(|g| std::process::Command::new(g).arg("-h").output().is_ok())
    else {
        skip(
            "web_go::download_is_the_profile_go_pprof_reads",
            "no Go pprof (`go-pprof` or `pprof`) on PATH; .ci/run builds go-pprof from Debian's sources",
            Some("golang-go golang-github-google-pprof-dev"),
        );
        return;
    };
    let out = std::process::Command::new(go)
        .args([
            "-text",
            // The golden's sample type (the download has the page's, time,
            // first).
            "-sample_index=samples",
            "-nodecount=1000000",
            "-nodefraction=0",
            "-edgefraction=0",
        ])
        .arg(&ours)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let golden =
        std::fs::read_to_string(testdata().join("golden/proto/c_pie_O0.prof.go.txt")).unwrap();
    let body = |t: &str| -> Vec<String> {
        t.lines()
            .skip_while(|l| !l.trim_start().starts_with("flat"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(
        body(&text),
        body(&golden),
        "Go pprof's -text of the download"
    );
}

#[test]
fn settings_are_saved_by_a_page_of_the_server_and_outlive_it() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().to_str().unwrap();
    let env = [("XDG_CONFIG_HOME", config)];
    let flags = ["--http=127.0.0.1:0", "--no_browser"];
    let server = Server::start(&flags, &env);
    let save = "/saveconfig?config=mine&f=leaf&g=lines&si=cpu&hl=x";
    // Only a POST, and only from a page of this server.
    assert_eq!(server.get(save).0, 405);
    assert_eq!(post(&server, save, false).0, 403);
    assert_eq!(post(&server, "/saveconfig?f=leaf", true).0, 400, "no name");
    assert_eq!(post(&server, "/saveconfig?config=bad&n=x", true).0, 400);
    let (status, body) = post(&server, save, true);
    assert_eq!(status, 204, "{body}");
    let file = home.path().join("profile-analyze/settings.json");
    let saved = std::fs::read_to_string(&file).unwrap();
    // The settings of what is shown, by their names; not the sample type
    // or the page's own keys.
    assert!(saved.contains("\"focus\": \"leaf\""), "{saved}");
    assert!(saved.contains("\"granularity\": \"lines\""), "{saved}");
    assert!(!saved.contains("cpu") && !saved.contains("hl"), "{saved}");
    drop(server);

    // A new server lists them, and their link shows the command line's rows.
    let server = Server::start(&flags, &env);
    let page = server.page("/top?si=cpu");
    let link = page
        .split("<span class=\"config\">")
        .find(|s| s.contains("data-config=\"mine\""))
        .expect("the saved settings in the menu");
    let href = link
        .split("href=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let href = href.replace("&amp;", "&");
    assert!(href.starts_with("/ui/top?"), "{href}");
    let expected = text_rows(&cli(&[
        "--text",
        "--focus=leaf",
        "--lines",
        "--sample_index=cpu",
    ]));
    assert_eq!(table_rows(&server.page(&href)), expected, "{href}");
    assert!(
        server.page(&href).contains("\u{2713} mine"),
        "the menu marks the settings shown"
    );
    assert_eq!(post(&server, "/deleteconfig?config=other", true).0, 400);
    assert_eq!(post(&server, "/deleteconfig?config=mine", false).0, 403);
    assert_eq!(post(&server, "/deleteconfig?config=mine", true).0, 204);
    assert!(!server.page("/top").contains("data-config=\"mine\""));
}

/// Issue 60: the web follows Go's preset. Its top view after a focus shows
/// Go's `-top -focus` (percentages of the whole profile, Go's header),
/// from Go pprof's golden; and its call graph of a recursive program has no
/// edge from a node to itself, where perl's `--dot` draws one (of 42,392
/// samples in a profile of 335, every level of the recursion counted).
#[test]
fn top_after_a_focus_and_a_recursive_graph_are_gos() {
    let golden =
        |name: &str| std::fs::read_to_string(testdata().join("golden").join(name)).unwrap();
    let profile = testdata().join("prof/go_prof.cpu.pb.gz");
    let server = Server::serving(&[profile.display().to_string()]);
    let page = server.page("/ui/top?f=main.renderPage");
    let go = golden("go_prof.cpu.focus.go.text");
    assert_eq!(table_rows(&page), text_rows(&go));
    for line in go
        .lines()
        .take_while(|l| !l.trim_start().starts_with("flat"))
    {
        assert!(
            page.contains(&format!("<p class=\"total\">{line}</p>")),
            "{line}"
        );
    }
    // The same focus without Go's preset: perl's percentages, of the
    // samples kept.
    let perl = server.page("/ui/top?f=main.renderPage&preset=perl");
    assert!(
        perl.contains("<p class=\"total\">Total: 3.4s</p>"),
        "{perl}"
    );
    assert!(perl.contains(">57.6%<"), "{perl}");

    let files = crate::web::files("recursion", &["recursion.prof"]);
    let perl_dot = stdout_ok(&run(&[
        &["--dot"],
        &files.iter().map(String::as_str).collect::<Vec<_>>()[..],
    ]
    .concat()));
    let self_edge = regex::Regex::new(r"(?m)^N(\d+) -> N(\d+) ").unwrap();
    let loops = |dot: &str| {
        self_edge
            .captures_iter(dot)
            .filter(|c| c[1] == c[2])
            .count()
    };
    assert!(loops(&perl_dot) > 0, "{perl_dot}");
    let go_dot = stdout_ok(&run(&[
        &["--preset=go", "--dot"],
        &files.iter().map(String::as_str).collect::<Vec<_>>()[..],
    ]
    .concat()));
    assert_eq!(loops(&go_dot), 0, "{go_dot}");
    if !crate::web_browser::has_dot("web_go::graph") {
        return;
    }
    let server = Server::serving(&files);
    let svg = server.page("/ui/graph");
    let titles = regex::Regex::new(r"<title>N(\d+)&#45;&gt;N(\d+)</title>").unwrap();
    let edges: Vec<(String, String)> = titles
        .captures_iter(&svg)
        .map(|c| (c[1].to_string(), c[2].to_string()))
        .collect();
    assert!(!edges.is_empty(), "{svg}");
    assert!(edges.iter().all(|(a, b)| a != b), "{edges:?}");
}
