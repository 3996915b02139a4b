use super::*;

fn rewritten(words: &[&str]) -> Vec<String> {
    let mut cmd = Args::command();
    cmd.build();
    let argv = std::iter::once("profile-analyze")
        .chain(words.iter().copied())
        .map(OsString::from);
    single_dash(&cmd, argv)
        .into_iter()
        .skip(1)
        .map(|w| w.into_string().unwrap())
        .collect()
}

#[test]
fn single_dash_long_options_get_two() {
    assert_eq!(
        rewritten(&["-text", "-list=a=b", "-gprof-flat", "-help", "--cum"]),
        ["--text", "--list=a=b", "--gprof-flat", "--help", "--cum"]
    );
    // A separate value stays as it is, even when it looks like an option.
    assert_eq!(
        rewritten(&["-focus", "-text", "-ignore", "x", "-lines"]),
        ["--focus", "-text", "--ignore", "x", "--lines"]
    );
    // Short options, unknown words, one-letter names, after `--`.
    assert_eq!(
        rewritten(&["-h", "-V", "-texts", "-x", "-", "prog", "--", "-text"]),
        ["-h", "-V", "-texts", "-x", "-", "prog", "--", "-text"]
    );
}
