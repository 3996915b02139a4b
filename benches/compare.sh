#!/usr/bin/env bash
# Compare profile-analyze with google-pprof on one profile: wall time of each
# (same run, same machine) and the rows, nodes or edges whose numbers differ.
#   benches/compare.sh BIN PROF [flags...]     (flags default to --text)
# Understands --text output (rows: flat, cum) and --dot output (nodes: flat,
# cum; edges: weight). Needs google-pprof (Debian google-perftools) and
# builds profile-analyze in release mode if needed.
set -euo pipefail
bin=$1 prof=$2; shift 2
[ $# -gt 0 ] || set -- --text
here=$(cd "$(dirname "$0")/.." && pwd)
ours=$here/target/release/profile-analyze
[ -x "$ours" ] || cargo build --release --manifest-path "$here/Cargo.toml" -q
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

t0=$(date +%s.%N); google-pprof "$@" "$bin" "$prof" >"$tmp/ref" 2>/dev/null || true; t1=$(date +%s.%N)
"$ours" "$@" "$bin" "$prof" >"$tmp/ours" 2>"$tmp/ours.err" || cat "$tmp/ours.err"; t2=$(date +%s.%N)
python3 - "$tmp/ref" "$tmp/ours" "$t0" "$t1" "$t2" <<'PY'
import re, sys
ref, ours, t0, t1, t2 = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:])

def text_rows(lines):
    out = {}
    for l in lines[1:]:
        m = re.match(r'\s*(-?\d+)\s+\S+\s+\S+\s+(-?\d+)\s+\S+ (.*)$', l)
        out[m.group(3)] = (int(m.group(1)), int(m.group(2)))
    return (lines[0] if lines else ''), out

def dot_rows(lines):
    names, out = {}, {}
    for l in lines:
        m = re.match(r'(N\d+) \[label="(.*)\\n(-?\d+) \([^)]*\)(?:\\rof (-?\d+) )?', l)
        if m:
            name = m.group(2).replace('\\n', ' ')
            names[m.group(1)] = name
            flat = int(m.group(3))
            out['node ' + name] = (flat, int(m.group(4)) if m.group(4) else flat)
        m = re.match(r'(N\d+) -> (N\d+) \[label=(-?\d+),', l)
        if m:
            out[f'edge {names[m.group(1)]} -> {names[m.group(2)]}'] = (int(m.group(3)),)
    legend = next((l for l in lines if l.startswith('Legend')), '')
    return legend, out

def rows(path):
    lines = open(path, errors='replace').read().splitlines()
    return dot_rows(lines) if lines and lines[0].startswith('digraph') else text_rows(lines)

(rt, r), (ot, o) = rows(ref), rows(ours)
print(f"google-pprof {t1 - t0:.3f}s, profile-analyze {t2 - t1:.3f}s, ratio {(t1 - t0) / max(t2 - t1, 1e-9):.1f}x")
print(f"header: google-pprof {rt!r}\n        profile-analyze {ot!r}")
same = [k for k in r if r[k] == o.get(k)]
print(f"rows: {len(r)} google-pprof, {len(o)} profile-analyze, {len(same)} identical by name and numbers")
for k in sorted(set(r) | set(o)):
    if r.get(k) != o.get(k):
        print(f"  {str(r.get(k)):>12} {str(o.get(k)):>12}  {k[:110]}")
PY
