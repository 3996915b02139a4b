#!/usr/bin/env bash
# Copies into testdata/libs the system libraries the fixtures were profiled
# with (golden/multi-system-libs.buildid: libc and the others the profiles
# map), and libc's separate debug file from libc6-dbg, cut to what naming
# frames needs. Run on the system the fixtures were made on (Debian 12,
# libc6 2.36-9+deb12u14): it refuses a library of another build.
set -euo pipefail
cd "$(dirname "$0")"
out=libs
buildid() { readelf -n "$1" | sed -n 's/.*Build ID: //p'; }
while read -r path want; do
    [ -n "$path" ] || continue
    have=$(buildid "$path")
    if [ "$have" != "$want" ]; then
        echo "$path: build id $have, the goldens' is $want" >&2
        exit 1
    fi
    install -m 644 "$path" "$out/$(basename "$path")"
done < golden/multi-system-libs.buildid
# The separate debug files (libc6-dbg's, by build id) of libc and ld.so,
# which name their local functions (`__libc_start_call_main`, `start_thread`,
# ld.so's `call_init`...), without what symbolization does not read:
# variables' location lists (.debug_loclists), the linker's warnings and the
# compiler's version (.gnu.warning.*, .comment).
for lib in libc.so.6 ld-linux-x86-64.so.2; do
    id=$(buildid "$out/$lib")
    debug=/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
    mkdir -p "$out/.build-id/${id:0:2}"
    objcopy --remove-section=.debug_loclists --remove-section='.gnu.warning*' \
        --remove-section=.comment "$debug" "$out/.build-id/${id:0:2}/${id:2}.debug"
    chmod 644 "$out/.build-id/${id:0:2}/${id:2}.debug"
    [ "$(buildid "$out/.build-id/${id:0:2}/${id:2}.debug")" = "$id" ]
done
du -sh "$out"
