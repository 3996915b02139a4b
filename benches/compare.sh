#!/usr/bin/env bash
# Compare profile-analyze --text with google-pprof --text on one profile:
# wall time of each (same run, same machine) and the rows whose numbers differ.
#   benches/compare.sh BIN PROF [extra flags...]
# Needs google-pprof (Debian google-perftools) and a release build.
set -euo pipefail
bin=$1 prof=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
ours=$here/target/release/profile-analyze
[ -x "$ours" ] || cargo build --release --manifest-path "$here/Cargo.toml" -q
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

t0=$(date +%s.%N); google-pprof --text "$@" "$bin" "$prof" >"$tmp/ref" 2>/dev/null; t1=$(date +%s.%N)
"$ours" --text "$@" "$bin" "$prof" >"$tmp/ours" 2>"$tmp/ours.err"; t2=$(date +%s.%N)
python3 - "$tmp/ref" "$tmp/ours" "$t0" "$t1" "$t2" <<'PY'
import re, sys
ref, ours, t0, t1, t2 = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:])
def rows(path):
    lines = open(path).read().splitlines()
    out = {}
    for l in lines[1:]:
        m = re.match(r'\s*(-?\d+)\s+\S+\s+\S+\s+(-?\d+)\s+\S+ (.*)$', l)
        out[m.group(3)] = (int(m.group(1)), int(m.group(2)))
    return (lines[0] if lines else ''), out
(rt, r), (ot, o) = rows(ref), rows(ours)
print(f"google-pprof {t1 - t0:.3f}s, profile-analyze {t2 - t1:.3f}s, ratio {(t1 - t0) / max(t2 - t1, 1e-9):.1f}x")
print(f"totals: google-pprof {rt!r}, profile-analyze {ot!r}")
same = [k for k in r if r[k] == o.get(k)]
print(f"rows: {len(r)} google-pprof, {len(o)} profile-analyze, {len(same)} identical by name and numbers")
for k in sorted(set(r) | set(o)):
    if r.get(k) != o.get(k):
        print(f"  {str(r.get(k)):>12} {str(o.get(k)):>12}  {k[:100]}")
PY
