// profile-analyze's web interface: sortable table, selection of rows,
// graph nodes and flame graph frames (for the Refine menu and the views'
// links, as Go pprof's), pan and zoom of the graph, the search box that
// highlights and, on Enter, focuses, the form's Apply that puts in the URL
// only what differs from the defaults, saved settings, the flame graph's
// frame, and the heat map's drag that chooses a time range.
(function () {
  "use strict";
  function params() { return new URLSearchParams(location.search); }
  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  // A regular expression that matches exactly `s` (Go's pprofQuoteMeta).
  function quoteMeta(s) { return "^" + s.replace(/([\\.?+*\[\](){}|^$])/g, "\\$1") + "$"; }
  var search = document.getElementById("search");

  // The page's address: the query `q`, kept in the links to the other
  // views, the download and the form's hidden fields.
  function setQuery(q) {
    var text = q.toString();
    history.replaceState(null, "", location.pathname + (text ? "?" + text : ""));
    document.querySelectorAll("a[data-view], a#download").forEach(function (a) {
      a.search = text ? "?" + text : "";
    });
    ["hl", "z"].forEach(function (key) {
      var input = document.querySelector("form input[type=hidden][name=" + key + "]");
      if (input) input.value = q.get(key) || "";
    });
    linkViews();
  }

  // The keys that spell the focus (focus, f): a new focus replaces them all.
  var focusLink = document.getElementById("refine-focus");
  var focusKeys = focusLink ? focusLink.getAttribute("data-keys").split(" ") : ["focus", "f"];
  // `q` with the focus `re` (none if empty), and no zoom of a flame graph
  // the focus redraws.
  function focused(q, re) {
    focusKeys.forEach(function (key) { q.delete(key); });
    if (re) q.set("f", re);
    // The functions box (q) would win over the focus in Source, Peek and
    // Disassembly; a flame graph's zoom is of the graph before.
    q.delete("q");
    q.delete("z");
    return q;
  }

  // The selection: rows of the top table and nodes of the graph, a click
  // toggling each. The Refine menu sets a setting to the selection's
  // regular expression (with nothing selected, to the search box's), as
  // Go's does: Focus, Show and Show from replace the setting, Ignore and
  // Hide add to it.
  var selected = new Map();
  // The flame graph's frame zoomed into (reported by its own script), a
  // selection when nothing else is selected (Go's current frame).
  var frame = "";
  var refines = document.querySelectorAll("a.refine");
  // What is picked: the rows and nodes selected, else the zoomed frame.
  function picked() {
    if (selected.size) return Array.from(selected.values()).join("|");
    return frame;
  }
  // What the Refine menu acts on: what is picked, else the search box's
  // expression.
  function selection() {
    return picked() || (search ? search.value : "");
  }
  function refineState() {
    var on = selection() !== "";
    refines.forEach(function (a) { a.classList.toggle("disabled", !on); });
  }
  // The links to the views that show a selection (Top, Graph, Flame graph,
  // Peek, Source, Disassembly) carry it as their focus, as Go's do: select
  // a row, then Source lists that function. With nothing selected, a link
  // keeps the page's own focus.
  function linkViews() {
    var re = picked();
    document.querySelectorAll("a[data-select]").forEach(function (a) {
      var q = params();
      if (re) focused(q, re);
      var text = q.toString();
      a.search = text ? "?" + text : "";
    });
  }
  function toggle(el, re) {
    if (selected.has(el)) { selected.delete(el); el.classList.remove("selected"); }
    else { selected.set(el, re); el.classList.add("selected"); }
    refineState();
    linkViews();
  }
  refines.forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      var fromSearch = selected.size === 0, re = selection();
      if (!re) return;
      var q = params(), old = "";
      a.getAttribute("data-keys").split(" ").forEach(function (key) {
        if (q.get(key)) old = q.get(key);
        q.delete(key);
      });
      if (a.hasAttribute("data-add") && old) re += "|" + old;
      q.set(a.getAttribute("data-param"), re);
      q.delete("z");
      if (fromSearch) q.delete("hl");
      location.href = location.pathname + "?" + q.toString();
    });
  });
  refineState();

  // The top table: a click on a column header sorts by it (again: reversed).
  var table = document.getElementById("top");
  if (table) {
    var headers = table.querySelectorAll("th");
    headers.forEach(function (th, col) {
      th.addEventListener("click", function () {
        var desc = !th.classList.contains("desc");
        if (th.getAttribute("data-sort") === "text" && !th.classList.contains("asc") && !th.classList.contains("desc")) desc = false;
        headers.forEach(function (h) { h.classList.remove("asc", "desc"); });
        th.classList.add(desc ? "desc" : "asc");
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var numeric = th.getAttribute("data-sort") === "num";
        rows.sort(function (a, b) {
          var x, y, c;
          if (numeric) {
            x = parseFloat(a.cells[col].getAttribute("data-v"));
            y = parseFloat(b.cells[col].getAttribute("data-v"));
            c = x - y;
          } else {
            c = a.cells[col].textContent.localeCompare(b.cells[col].textContent);
          }
          return desc ? -c : c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
    table.tBodies[0].addEventListener("click", function (e) {
      var tr = e.target.closest("tr");
      if (tr && tr.hasAttribute("data-name")) toggle(tr, quoteMeta(tr.getAttribute("data-name")));
    });
  }

  // The graph: a node's name is its label's lines above its values; a click
  // selects it, a double click focuses on it.
  var graph = document.getElementById("graph");
  var svg = graph && graph.querySelector("svg");
  if (svg) {
    var XLINK = "http://www.w3.org/1999/xlink";
    svg.querySelectorAll("g.node").forEach(function (g) {
      var title = g.querySelector("title");
      // A function's node is titled N1, N2...: not the legend, not a
      // label box (N3_0).
      if (!title || !/^N\d+$/.test(title.textContent)) return;
      // Go's graph names the node in its tooltip, "name (value)": its
      // label lines are Go's shortened name.
      var link = g.querySelector("a");
      var tip = link && (link.getAttributeNS(XLINK, "title") || link.getAttribute("xlink:title"));
      if (tip && / \([^()]*\)$/.test(tip)) {
        var full = tip.replace(/ \([^()]*\)$/, "").replace(/ \((partial-)?inline\)$/, "");
        g.setAttribute("data-name", full);
        g.setAttribute("data-focus", quoteMeta(full));
      }
      var lines = [];
      var texts = g.querySelectorAll("text");
      for (var i = 0; i < texts.length; i++) {
        if (/\(-?[\d.]+%\)$/.test(texts[i].textContent)) break;
        lines.push(texts[i].textContent);
      }
      // dot's label broke the name at spaces and at "::": the name is put
      // back with "::" unless a line opens with "(" or the last ends with
      // ",", and the focus accepts either where a break was. An inline
      // frame's "(inline)" is no part of its function's name.
      if (lines.length > 1 && lines[lines.length - 1] === "(inline)") lines.pop();
      var name = lines.reduce(function (name, line, i) {
        if (i === 0) return line;
        return name + (line.charAt(0) === "(" || /,$/.test(name) ? " " : "::") + line;
      }, "");
      g.setAttribute("data-words", lines.join(" "));
      if (!g.hasAttribute("data-name")) {
        g.setAttribute("data-name", name);
        g.setAttribute("data-focus", "^" + lines.map(escapeRe).join("(?:::|\\s+)") + "$");
      }
      g.addEventListener("click", function () {
        if (!dragged) toggle(g, g.getAttribute("data-focus"));
      });
      g.addEventListener("dblclick", function () {
        var q = params();
        ["focus", "f"].forEach(function (key) { q.delete(key); });
        q.set("focus", g.getAttribute("data-focus"));
        location.search = q.toString();
      });
    });
    // Pan by dragging, zoom with the wheel: the viewBox moves.
    var vb = svg.viewBox.baseVal;
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    // A graph so tall that, fitted whole, its labels would be unreadable
    // starts at its top, as wide as the page: drag to see the rest.
    var box = graph.getBoundingClientRect();
    if (vb.width && box.width && Math.min(box.width / vb.width, box.height / vb.height) < 0.5 &&
        vb.height * box.width / vb.width > box.height) {
      vb.height = vb.width * box.height / box.width;
    }
    var start = null, dragged = false;
    svg.addEventListener("mousedown", function (e) { start = { x: e.clientX, y: e.clientY, vx: vb.x, vy: vb.y }; dragged = false; });
    window.addEventListener("mouseup", function () { start = null; setTimeout(function () { dragged = false; }, 0); });
    svg.addEventListener("mousemove", function (e) {
      if (!start) return;
      var scale = vb.width / svg.clientWidth;
      var dx = (e.clientX - start.x) * scale, dy = (e.clientY - start.y) * scale;
      if (Math.abs(dx) + Math.abs(dy) > 3 * scale) dragged = true;
      vb.x = start.vx - dx; vb.y = start.vy - dy;
    });
    svg.addEventListener("wheel", function (e) {
      e.preventDefault();
      var f = e.deltaY < 0 ? 0.8 : 1.25;
      var r = svg.getBoundingClientRect();
      var px = vb.x + (e.clientX - r.left) / r.width * vb.width;
      var py = vb.y + (e.clientY - r.top) / r.height * vb.height;
      vb.x = px - (px - vb.x) * f; vb.y = py - (py - vb.y) * f;
      vb.width *= f; vb.height *= f;
    }, { passive: false });
  }

  // The heat map: a drag across its cells (in time order: up a column,
  // then on to the next) chooses the time range from the first cell's
  // start to the last one's end, as perf's START,STOP (time=); the page
  // then shows it outlined, and every view's link keeps it.
  var cells = document.querySelector("#heatmap g#cells");
  if (cells) {
    var heat = cells.ownerSVGElement;
    var num = function (key) { return Number(cells.getAttribute("data-" + key)); };
    var big = function (key) { return BigInt(cells.getAttribute("data-" + key)); };
    var rows = num("rows"), columns = num("columns");
    var x0 = num("x"), y0 = num("y"), w = num("w"), h = num("h");
    var origin = big("origin"), colNs = big("column"), rowNs = big("row");
    // The cell under the pointer, as its index in time order.
    var cellAt = function (e) {
      var p = heat.createSVGPoint();
      p.x = e.clientX; p.y = e.clientY;
      var at = p.matrixTransform(heat.getScreenCTM().inverse());
      var c = Math.floor((at.x - x0) / w), r = rows - 1 - Math.floor((at.y - y0) / h);
      if (c < 0 || c >= columns || r < 0 || r >= rows) return null;
      return c * rows + r;
    };
    var span = function (i) {
      var c = BigInt(Math.floor(i / rows)), r = BigInt(i % rows);
      var start = origin + c * colNs + r * rowNs, end = origin + (c + 1n) * colNs;
      return [start, start + rowNs < end ? start + rowNs : end];
    };
    var seconds = function (ns) {
      var frac = (ns % 1000000000n).toString().padStart(9, "0");
      return (ns / 1000000000n).toString() + "." + frac;
    };
    var ns = "http://www.w3.org/2000/svg";
    var drawn = document.createElementNS(ns, "g");
    drawn.setAttribute("id", "dragged");
    drawn.setAttribute("fill", "#22c55e");
    drawn.setAttribute("fill-opacity", "0.35");
    heat.appendChild(drawn);
    // Outlines cells `lo` to `hi`, one rectangle a column.
    var show = function (lo, hi) {
      drawn.textContent = "";
      for (var c = Math.floor(lo / rows); c <= Math.floor(hi / rows); c++) {
        var low = Math.max(lo, c * rows) % rows, high = Math.min(hi, c * rows + rows - 1) % rows;
        var r = document.createElementNS(ns, "rect");
        r.setAttribute("x", x0 + c * w);
        r.setAttribute("y", y0 + (rows - 1 - high) * h);
        r.setAttribute("width", w);
        r.setAttribute("height", (high - low + 1) * h);
        drawn.appendChild(r);
      }
    };
    var first = null;
    heat.addEventListener("mousedown", function (e) {
      first = cellAt(e);
      if (first !== null) { e.preventDefault(); show(first, first); }
    });
    heat.addEventListener("mousemove", function (e) {
      var now = first === null ? null : cellAt(e);
      if (now !== null) show(Math.min(first, now), Math.max(first, now));
    });
    window.addEventListener("mouseup", function (e) {
      if (first === null) return;
      var last = cellAt(e);
      if (last === null) last = first;
      var lo = Math.min(first, last), hi = Math.max(first, last);
      first = null;
      var q = params();
      q.set("time", seconds(span(lo)[0]) + "," + seconds(span(hi)[1] - 1n));
      location.search = q.toString();
    });
  }

  // The search box: highlights what matches in every view; kept in the
  // address (hl=) and in the links to the other views.
  var flame = document.getElementById("flame");
  function highlight() {
    var term = search.value, re = null;
    search.classList.remove("bad");
    if (term) {
      try { re = new RegExp(term); } catch (e) { search.classList.add("bad"); return; }
    }
    document.querySelectorAll("[data-name]").forEach(function (el) {
      var words = el.getAttribute("data-words");
      el.classList.toggle("hit", re !== null &&
        (re.test(el.getAttribute("data-name")) || (words !== null && re.test(words))));
    });
    var q = params();
    if (term) q.set("hl", term); else q.delete("hl");
    setQuery(q);
    refineState();
    // The flame graph searches as the box is typed in.
    if (flame && flame.contentWindow) {
      try { flame.contentWindow.postMessage({ search: term }, location.origin); } catch (e) { /* not loaded */ }
    }
  }
  // The flame graph's zoom and search, which its own script reports, are
  // kept in the page's address: a search or Apply keeps them.
  window.addEventListener("message", function (e) {
    if (e.origin !== location.origin || !e.data || typeof e.data.flame !== "string") return;
    var key = e.data.flame, value = e.data.value;
    if (key !== "z" && key !== "hl") return;
    if (key === "z") {
      // The root ("all", depth 0) is no function; an inline frame's mark
      // is no part of its function's name.
      var name = typeof e.data.name === "string" ? e.data.name.replace(/ \((partial-)?inline\)$/, "") : "";
      frame = value && !/^0,/.test(String(value)) && name ? quoteMeta(name) : "";
      refineState();
    }
    var q = params();
    if (value === null || value === "") q.delete(key); else q.set(key, String(value));
    // The frame's echo of a search typed here would move the caret.
    if (key === "hl" && search && document.activeElement !== search) search.value = value || "";
    setQuery(q);
  });
  // The flame graph's frame: its SVG (drawn for a fixed width) scaled to
  // the page's width, the frame as tall as the SVG then is, so nothing is
  // cut off and the page, not the frame, scrolls.
  function fitFlame() {
    var doc = flame.contentDocument, svg = doc && doc.documentElement;
    if (!svg || svg.localName !== "svg" || !svg.viewBox || !svg.viewBox.baseVal) return;
    var vb = svg.viewBox.baseVal;
    if (!vb.width) return;
    svg.setAttribute("width", "100%");
    svg.setAttribute("height", "100%");
    flame.style.height = Math.ceil(flame.clientWidth * vb.height / vb.width) + "px";
  }
  // A flame graph taller than the window opens at its root, the bottom
  // (an icicle graph's root is at the top, where the page opens).
  var atRoot = false;
  function showRoot() {
    fitFlame();
    if (atRoot || flame.hasAttribute("data-icicle")) return;
    atRoot = true;
    var bottom = flame.getBoundingClientRect().bottom;
    if (bottom > window.innerHeight) window.scrollBy(0, bottom - window.innerHeight);
  }
  if (flame) {
    flame.addEventListener("load", showRoot);
    window.addEventListener("resize", fitFlame);
    // A scrollbar that comes or goes narrows the frame without resizing
    // the window.
    if (window.ResizeObserver) new ResizeObserver(fitFlame).observe(flame);
    fitFlame();
  }
  if (search) {
    search.value = params().get("hl") || "";
    search.addEventListener("input", function () { highlight(); linkViews(); });
    // Enter focuses on what the box matches, as Go's does (f=); typing
    // only highlights.
    search.addEventListener("keydown", function (e) {
      // (Enter that ends a composition is no Enter; the server checks the
      // expression, in RE2's syntax, and says if it is bad.)
      if (e.key !== "Enter" || e.isComposing) return;
      e.preventDefault();
      var q = focused(params(), search.value);
      q.delete("hl");
      var text = q.toString();
      location.href = location.pathname + (text ? "?" + text : "");
    });
    if (search.value) highlight();
  }

  // The header's menus: one open at a time, closed by a click elsewhere
  // or by Esc.
  function closeMenus(keep) {
    document.querySelectorAll("details.menu[open]").forEach(function (d) {
      if (!keep || !d.contains(keep)) d.removeAttribute("open");
    });
  }
  document.addEventListener("click", function (e) { closeMenus(e.target); });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") closeMenus(null);
  });

  // Apply: the URL keeps the page's query and changes only the fields
  // changed; a field set back to its default (`data-default`, its value
  // for an empty query) leaves the URL. Without the script, the form
  // sends every field, which the server reads the same.
  var form = document.querySelector("header form");
  if (form) {
    var fields = Array.prototype.slice.call(form.querySelectorAll("[data-default]"));
    var value = function (el) {
      if (el.type === "checkbox") {
        return el.checked ? el.value : (el.previousElementSibling || el.parentNode.previousElementSibling || {}).value || "";
      }
      return el.value;
    };
    var initial = new Map();
    fields.forEach(function (el) { initial.set(el, value(el)); });
    form.addEventListener("submit", function (e) {
      // Without the defaults, the form sends every field itself.
      if (!fields.length) return;
      e.preventDefault();
      var q = params();
      fields.forEach(function (el) {
        var now = value(el);
        if (now === initial.get(el)) return;
        var keys = (el.getAttribute("data-keys") || el.name).split(" ");
        keys.forEach(function (key) { q.delete(key); });
        if (now !== el.getAttribute("data-default")) q.set(el.name, now);
      });
      var text = q.toString();
      location.href = form.getAttribute("action") + (text ? "?" + text : "");
    });
  }

  // Saved settings: Save as sends the page's settings under a name; each
  // saved set has a button that deletes it.
  var configError = document.getElementById("config-error");
  function post(url) {
    fetch(url, { method: "POST" }).then(function (r) {
      if (r.ok) { location.reload(); return; }
      return r.text().then(function (t) {
        var doc = new DOMParser().parseFromString(t, "text/html");
        if (configError) configError.textContent = doc.body.textContent.trim();
      });
    });
  }
  var save = document.getElementById("save-config");
  if (save) {
    save.addEventListener("click", function () {
      var name = document.getElementById("config-name").value.trim();
      if (!name) return;
      var q = params();
      q.delete("config");
      var text = q.toString();
      post("/saveconfig?config=" + encodeURIComponent(name) + (text ? "&" + text : ""));
    });
  }
  document.querySelectorAll("button.delete-config").forEach(function (b) {
    b.addEventListener("click", function (e) {
      e.preventDefault();
      post("/deleteconfig?config=" + encodeURIComponent(b.getAttribute("data-config")));
    });
  });
})();
