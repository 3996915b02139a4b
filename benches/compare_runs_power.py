#!/usr/bin/env python3
"""How often --compare_runs marks a real change, and how many of its marks
are false, over many seeds of benches/gen_runs.py.

  compare_runs_power.py BINARY [--seeds 100] [--runs 10] [--functions 200]
                        [--effect 0.2] [--cv 0.05]

For each seed: two groups of --runs profiles (one function changed by
--effect, every function's per-run value with --cv of noise), compared with
`BINARY --json --compare_runs`. Prints one JSON line: the seeds, the seeds
whose changed function was marked (power), the marks, and the marks on
unchanged functions (false discoveries).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_runs  # noqa: E402


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("binary")
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--functions", type=int, default=200)
    ap.add_argument("--effect", type=float, default=0.2)
    ap.add_argument("--cv", type=float, default=0.05)
    a = ap.parse_args(argv)
    found = marks = false = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(1, a.seeds + 1):
            out = os.path.join(tmp, str(seed))
            gen_runs.main([out, "--runs", str(a.runs), "--functions", str(a.functions),
                           "--effect", str(a.effect), "--cv", str(a.cv), "--seed", str(seed)])
            changed = set(open(os.path.join(out, "changed.txt")).read().split())
            args = [a.binary, "--json", "--compare_runs", "--nodecount=100000"]
            args += [f"--base={out}/base-{i}.pb.gz" for i in range(1, a.runs + 1)]
            args += [f"{out}/new-{i}.pb.gz" for i in range(1, a.runs + 1)]
            report = json.loads(subprocess.run(args, check=True, capture_output=True).stdout)
            marked = {r["name"] for r in report["rows"] if r.get("runs", {}).get("significant")}
            found += bool(changed & marked)
            marks += len(marked)
            false += len(marked - changed)
    print(json.dumps({"seeds": a.seeds, "runs": a.runs, "functions": a.functions,
                      "effect": a.effect, "cv": a.cv, "marked": found,
                      "marks": marks, "false": false}))


if __name__ == "__main__":
    main(sys.argv[1:])
