#!/usr/bin/env bash
# A large held-out gmon.out: SQLite (the amalgamation bundled in the crate
# libsqlite3-sys 0.30.1, fetched from crates.io by cargo) built with
# `gcc -pg -O2` under a small driver (300 000 inserts, an index, 20 grouped
# queries), then compared with gprof by benches/compare_gprof.sh, with
# --gprof_symbols so that GCC's clones are credited as gprof credits them.
#   benches/gmon_sqlite.sh [WORKDIR]
# Needs gcc, gprof, c++filt, bc and network access to crates.io (or the
# crate already in ~/.cargo/registry). The build takes about 30 s.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/profile-analyze-sqlite}
mkdir -p "$work"
cd "$work"

find_amalgamation() {
    find "${CARGO_HOME:-$HOME/.cargo}/registry/src" -path '*libsqlite3-sys-0.30.1/sqlite3/sqlite3.c' 2>/dev/null | head -1
}
src=$(find_amalgamation)
if [ -z "$src" ]; then
    mkdir -p fetch/src
    printf '[package]\nname = "fetch"\nversion = "0.1.0"\nedition = "2021"\n[dependencies]\nlibsqlite3-sys = { version = "=0.30.1", features = ["bundled"] }\n' >fetch/Cargo.toml
    echo 'fn main() {}' >fetch/src/main.rs
    cargo fetch --manifest-path fetch/Cargo.toml -q
    src=$(find_amalgamation)
fi
cp "$src" "$(dirname "$src")/sqlite3.h" .

cat >drive.c <<'EOF'
#include <stdio.h>
#include "sqlite3.h"
static int ignore(void *p, int n, char **v, char **c)
{
    (void)p; (void)n; (void)v; (void)c;
    return 0;
}
int main(void)
{
    sqlite3 *db;
    sqlite3_stmt *st;
    char buf[64];
    sqlite3_open(":memory:", &db);
    sqlite3_exec(db, "CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL);", ignore, 0, 0);
    sqlite3_exec(db, "BEGIN;", ignore, 0, 0);
    sqlite3_prepare_v2(db, "INSERT INTO t(b, c) VALUES (?, ?);", -1, &st, 0);
    for (int i = 0; i < 300000; i++) {
        snprintf(buf, sizeof buf, "row-%d-%ld", i, (long)i * 7919 % 1000);
        sqlite3_bind_text(st, 1, buf, -1, SQLITE_TRANSIENT);
        sqlite3_bind_double(st, 2, i * 0.5);
        sqlite3_step(st);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    sqlite3_exec(db, "COMMIT;", ignore, 0, 0);
    sqlite3_exec(db, "CREATE INDEX tb ON t(b);", ignore, 0, 0);
    for (int k = 0; k < 20; k++)
        sqlite3_exec(db, "SELECT b, count(*), sum(c) FROM t WHERE c > 100 "
                         "GROUP BY substr(b, 1, 6) ORDER BY 2 DESC;", ignore, 0, 0);
    sqlite3_close(db);
    return 0;
}
EOF
[ -x sq ] || gcc -pg -g -O2 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION drive.c sqlite3.c -o sq
[ -f gmon.out ] || ./sq
"$here/benches/compare_gprof.sh" ./sq gmon.out --gprof_symbols
