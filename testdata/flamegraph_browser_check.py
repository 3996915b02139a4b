#!/usr/bin/env python3
"""Clicks through a flame graph in a real browser (not part of `cargo test`:
CI has no browser). Needs chromium and chromium-driver (Debian packages).

    testdata/flamegraph_browser_check.py FLAME.svg FRAME-NAME SEARCH-RE

Starts chromedriver, opens the SVG headless, and checks with real clicks
and keys that: clicking FRAME-NAME zooms (the frame fills the width, its
ancestors are faded, the rest hidden, `Reset Zoom` shows, the address says
`?z=`); Ctrl-F asks for a regular expression and highlights the matches
(`Matched: N%`, `?s=`); `Reset Zoom` unzooms; a link with `?z=...&s=...`
opens zoomed and searched. Screenshots go to zoom.png, search.png and
link.png in the current directory.
"""
import base64
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

PORT = 9515
URL = f"http://127.0.0.1:{PORT}"


def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(URL + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        return json.loads(urllib.request.urlopen(request).read())["value"]
    except urllib.error.HTTPError as e:
        raise SystemExit(f"{method} {path}: {e.read().decode()}")


def main():
    svg, name, term = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    driver = subprocess.Popen(["chromedriver", f"--port={PORT}"], stdout=subprocess.DEVNULL)
    try:
        for _ in range(50):
            try:
                urllib.request.urlopen(URL + "/status")
                break
            except OSError:
                time.sleep(0.1)
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1240,1100"]
        session = call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "goog:chromeOptions": {"args": args}}}})["sessionId"]
        s = f"/session/{session}"

        def js(code, *a):
            return call("POST", s + "/execute/sync", {"script": code, "args": list(a)})

        def find(css):
            return list(call("POST", s + "/element", {"using": "css selector", "value": css}).values())[0]

        def shot(file):
            with open(file, "wb") as f:
                f.write(base64.b64decode(call("GET", s + "/screenshot")))

        frame = f'g.f[data-n="{name}"]'
        state = """var g = document.querySelector(arguments[0]);
            return {width: parseFloat(g.querySelector("rect").getAttribute("width")),
                    reset: !document.getElementById("reset").classList.contains("hidden"),
                    hidden: document.querySelectorAll("g.f.hidden").length,
                    parents: document.querySelectorAll("g.f.parent").length,
                    matched: document.getElementById("matched").textContent,
                    highlighted: document.querySelectorAll("rect[data-fill]").length,
                    href: location.href,
                    depth: g.getAttribute("data-d"), x: g.getAttribute("data-x"),
                    W: parseFloat(document.documentElement.getAttribute("data-width"))};"""
        call("POST", s + "/url", {"url": "file://" + svg})
        before = js(state, frame)
        assert not before["reset"] and before["hidden"] == 0, before
        call("POST", s + f"/element/{find(frame + ' rect')}/click", {})
        zoomed = js(state, frame)
        assert abs(zoomed["width"] - zoomed["W"]) < 1e-3, zoomed
        assert zoomed["reset"] and zoomed["parents"] == int(before["depth"]), zoomed
        assert "?z=" in zoomed["href"], zoomed
        print(f"click: {name} fills {zoomed['width']} px, {zoomed['parents']} ancestors faded, "
              f"{zoomed['hidden']} frames hidden, {zoomed['href']}")
        shot("zoom.png")
        ctrl_f = [{"type": "keyDown", "value": "\ue009"}, {"type": "keyDown", "value": "f"},
                  {"type": "keyUp", "value": "f"}, {"type": "keyUp", "value": "\ue009"}]
        call("POST", s + "/actions", {"actions": [{"type": "key", "id": "k", "actions": ctrl_f}]})
        assert "regular expression" in call("GET", s + "/alert/text")
        call("POST", s + "/alert/text", {"text": term})
        call("POST", s + "/alert/accept", {})
        searched = js(state, frame)
        assert searched["matched"].startswith("Matched: ") and searched["highlighted"] > 0, searched
        print(f"Ctrl-F {term}: {searched['highlighted']} frames highlighted, {searched['matched']}")
        shot("search.png")
        call("POST", s + f"/element/{find('#reset')}/click", {})
        reset = js(state, frame)
        assert reset["hidden"] == 0 and not reset["reset"] and "z=" not in reset["href"], reset
        print("Reset Zoom: every frame shown again")
        link = f"file://{svg}?z={before['depth']},{before['x']}&s={term}"
        call("POST", s + "/url", {"url": link})
        linked = js(state, frame)
        assert linked["hidden"] == zoomed["hidden"] and linked["matched"], linked
        print(f"link {link}: zoomed ({linked['hidden']} hidden) and searched ({linked['matched']})")
        shot("link.png")
        call("DELETE", s)
    finally:
        driver.terminate()


if __name__ == "__main__":
    main()
