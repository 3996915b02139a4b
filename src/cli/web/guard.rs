//! Which requests the web interface serves: the pages are the profile, the
//! program's source and its code, and a page can cost seconds of work, so
//! a server bound to a loopback address answers only requests made to a
//! loopback name, from its own pages or from no page at all.
//!
//! - **Host**: on a loopback address, a request whose `Host` is not
//!   `localhost` (or a name under it), a loopback IP address, or missing is
//!   refused with 403: a page of another site that resolves its own name to
//!   127.0.0.1 (DNS rebinding) cannot read the profile.
//! - **Origin**: a request that says it comes from another site (`Origin`
//!   other than the server's own, or `Sec-Fetch-Site: cross-site` or
//!   `same-site`, which browsers send with an `<img>` or a link of another
//!   page) is refused with 403, so another page cannot make the server work.
//!   Clients that say neither (curl, scripts) are served.
//!
//! A server bound to another address is reachable by others anyway (the
//! command warns of it): names are not checked there, origins still are.

/// Why a request is refused, as the 403 page says it; `None` when it is
/// served. `loopback` says the server is bound to a loopback address only.
pub(super) fn refusal(request: &super::server::Request, loopback: bool) -> Option<String> {
    let header = |name: &'static str| request.header(name);
    let host = header("Host");
    if loopback && !host.is_some_and(is_loopback_host) {
        return Some(format!(
            "Host {:?}: this server answers only to a loopback name (localhost, 127.0.0.1, [::1])",
            host.unwrap_or_default()
        ));
    }
    if let Some(site @ ("cross-site" | "same-site")) = header("Sec-Fetch-Site") {
        return Some(format!(
            "a request from another site ({site}): open the page from this server"
        ));
    }
    if let Some(origin) = header("Origin")
        && Some(origin.trim_start_matches("http://")) != host
    {
        return Some(format!(
            "a request from {origin:?}, another origin: open the page from this server"
        ));
    }
    None
}

/// True for a `Host` value that names this machine's loopback interface:
/// `localhost` and names under it, 127.0.0.0/8, `[::1]`, with or without a
/// port (digits only: `127.0.0.1:80@evil.com` is another host).
fn is_loopback_host(host: &str) -> bool {
    let port_ok = |port: &str| port.is_empty() || port.bytes().all(|b| b.is_ascii_digit());
    let name = match host.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((address, "")) => return address == "::1",
            Some((address, port)) => {
                return address == "::1" && port.strip_prefix(':').is_some_and(port_ok);
            }
            None => return false,
        },
        None => match host.split_once(':') {
            Some((name, port)) if port_ok(port) => name,
            Some(_) => return false,
            None => host,
        },
    };
    let name = name.to_ascii_lowercase();
    name == "localhost"
        || name.ends_with(".localhost")
        || name
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_are_told_from_others() {
        for host in [
            "localhost",
            "localhost:8080",
            "LOCALHOST:1",
            "app.localhost:80",
            "127.0.0.1:8080",
            "127.1.2.3",
            "[::1]:8080",
            "[::1]",
        ] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in [
            "evil.example.com",
            "evil.example.com:8080",
            "localhost.evil.com",
            "10.0.0.1:8080",
            "[::2]:80",
            "[::1",
            "",
            "127.0.0.1:80@evil.com",
            "localhost:80:80",
            "[::1]:80@evil.com",
            "[::1]x",
        ] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }
}
