(function () {
  var svg = document.documentElement;
  var W = parseFloat(svg.getAttribute("data-width"));
  var SIDE = 10, FW = 12 * 0.59;
  var total = parseFloat(svg.getAttribute("data-total")) || 1;
  var frames = Array.prototype.slice.call(document.querySelectorAll("g.f"));
  var details = document.getElementById("details");
  var matched = document.getElementById("matched");
  var reset = document.getElementById("reset");
  var searchButton = document.getElementById("search");
  function num(g, k) { return parseFloat(g.getAttribute("data-" + k)); }
  function fit(g, w) {
    var name = g.getAttribute("data-n"), chars = Math.floor((w - 6) / FW);
    if (chars < 3) return "";
    return name.length <= chars ? name : name.substring(0, chars - 2) + "..";
  }
  function place(g, x, w) {
    var r = g.querySelector("rect"), t = g.querySelector("text");
    r.setAttribute("x", (x + SIDE).toFixed(4));
    r.setAttribute("width", w.toFixed(4));
    t.setAttribute("x", (x + SIDE + 3).toFixed(2));
    t.textContent = fit(g, w);
  }
  function zoom(target) {
    var x0 = num(target, "x"), w0 = num(target, "w"), d0 = num(target, "d");
    var eps = 1e-6 * W, scale = W / w0;
    frames.forEach(function (g) {
      var x = num(g, "x"), w = num(g, "w"), d = num(g, "d");
      g.classList.remove("hidden", "parent");
      if (d < d0 && x <= x0 + eps && x + w >= x0 + w0 - eps) {
        g.classList.add("parent");
        place(g, 0, W);
      } else if (d >= d0 && x >= x0 - eps && x + w <= x0 + w0 + eps) {
        place(g, (x - x0) * scale, w * scale);
      } else {
        g.classList.add("hidden");
      }
    });
    reset.classList.remove("hidden");
    remember("z", target.getAttribute("data-d") + "," + target.getAttribute("data-x"), target.getAttribute("data-n"));
  }
  function unzoom() {
    frames.forEach(function (g) {
      g.classList.remove("hidden", "parent");
      place(g, num(g, "x"), num(g, "w"));
    });
    reset.classList.add("hidden");
    remember("z", null);
  }
  // The view is kept in the address, so a link shows it again:
  // ?z=DEPTH,X zooms into the frame at that depth and data-x, ?s=RE searches.
  // A zoom also says the function of the frame zoomed into (`name`): the
  // web interface's page takes it as its selection.
  function remember(key, value, name) {
    try {
      var q = new URLSearchParams(location.search);
      if (value === null) q.delete(key); else q.set(key, value);
      var text = q.toString();
      history.replaceState(null, "", location.pathname + (text ? "?" + text : "") + location.hash);
    } catch (e) { /* a viewer without history: the view is not kept */ }
    // In a page's frame (the web interface), the page keeps it too.
    if (window.parent !== window) {
      try { window.parent.postMessage({ flame: key, value: value, name: name }, location.origin); } catch (e) { /* another origin */ }
    }
  }
  var searching = null;
  function clearSearch() {
    frames.forEach(function (g) {
      var r = g.querySelector("rect");
      if (r.hasAttribute("data-fill")) {
        r.setAttribute("fill", r.getAttribute("data-fill"));
        r.removeAttribute("data-fill");
      }
    });
    matched.textContent = "";
    searchButton.textContent = "Search";
    searching = null;
    remember("hl", null);
  }
  function search(term) {
    clearSearch();
    if (!term) return;
    var re;
    try { re = new RegExp(term); } catch (e) { alert("Bad regular expression: " + e.message); return; }
    var hits = [];
    frames.forEach(function (g) {
      if (re.test(g.getAttribute("data-n"))) {
        var r = g.querySelector("rect");
        r.setAttribute("data-fill", r.getAttribute("fill"));
        r.setAttribute("fill", "rgb(230,0,230)");
        hits.push(g);
      }
    });
    // The share: matching frames not inside another matching frame.
    hits.sort(function (a, b) { return num(a, "x") - num(b, "x") || num(b, "w") - num(a, "w"); });
    var end = -1, sum = 0, eps = 1e-6 * W;
    hits.forEach(function (g) {
      var x = num(g, "x");
      if (x >= end - eps) { sum += num(g, "a"); end = x + num(g, "w"); }
    });
    searching = term;
    searchButton.textContent = "Reset Search";
    matched.textContent = "Matched: " + (100 * sum / total).toFixed(2) + "%";
    remember("hl", term);
  }
  function ask() {
    if (searching !== null) { clearSearch(); return; }
    search(prompt("Search for (regular expression):", ""));
  }
  frames.forEach(function (g) {
    g.addEventListener("click", function () { zoom(g); });
    g.addEventListener("mouseover", function () {
      details.textContent = g.querySelector("title").textContent;
    });
    g.addEventListener("mouseout", function () { details.textContent = " "; });
  });
  reset.addEventListener("click", unzoom);
  searchButton.addEventListener("click", ask);
  window.addEventListener("keydown", function (e) {
    if ((e.ctrlKey || e.metaKey) && (e.key === "f" || e.keyCode === 70)) {
      e.preventDefault();
      search(prompt("Search for (regular expression):", searching || ""));
    } else if (e.key === "Escape") {
      clearSearch();
      unzoom();
    }
  });
  // In a page's frame, the page's search box searches here as it is typed.
  window.addEventListener("message", function (e) {
    if (e.origin !== location.origin || !e.data || typeof e.data.search !== "string") return;
    if (e.data.search) search(e.data.search); else clearSearch();
  });
  var q = null;
  try { q = new URLSearchParams(location.search); } catch (e) { /* no address */ }
  if (q && q.get("z")) {
    var at = q.get("z").split(","), d = parseFloat(at[0]), x = parseFloat(at[1]);
    var target = frames.filter(function (g) {
      return num(g, "d") === d && Math.abs(num(g, "x") - x) < 1e-3;
    })[0];
    if (target) zoom(target);
  }
  if (q && q.get("hl")) search(q.get("hl"));
})();
