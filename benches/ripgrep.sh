# Sourced by the benchmark scripts: ripgrep built with full debug info in
# $1/rg (about five minutes the first time, kept after), its path in RG.
# shellcheck shell=bash
ripgrep_with_debug_info() {
    if [ ! -x "$1/rg/bin/rg" ]; then
        echo "building ripgrep with debug info..." >&2
        CARGO_PROFILE_RELEASE_DEBUG=true CARGO_PROFILE_RELEASE_STRIP=none \
            cargo install ripgrep --locked --root "$1/rg" -q
    fi
    RG=$1/rg/bin/rg
}
