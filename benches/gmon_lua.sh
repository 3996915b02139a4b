#!/usr/bin/env bash
# Held-out gmon.out files with cycles, recursion and deep call chains: the
# Lua 5.4.7 interpreter (the sources bundled in the crate lua-src 547.1.0,
# fetched from crates.io by cargo) built with `gcc -pg -O2` (PIE) and
# `gcc -pg -O1 -no-pie`, running three small scripts (string sorting and
# gsub; Ackermann, coroutines and string building; metatables, trees and
# garbage collection), each compared with gprof by benches/compare_gprof.sh
# with --gprof_symbols.
#   benches/gmon_lua.sh [WORKDIR]
# Needs gcc, gprof, c++filt, bc and network access to crates.io (or the
# crate already in ~/.cargo/registry). The builds take about 20 s.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/profile-analyze-lua}
mkdir -p "$work"
cd "$work"

find_sources() {
    find "${CARGO_HOME:-$HOME/.cargo}/registry/src" -maxdepth 3 -path '*lua-src-547.1.0/lua-5.4.7' 2>/dev/null | head -1
}
src=$(find_sources)
if [ -z "$src" ]; then
    mkdir -p fetch/src
    printf '[package]\nname = "fetch"\nversion = "0.1.0"\nedition = "2021"\n[dependencies]\nlua-src = "=547.1.0"\n' >fetch/Cargo.toml
    echo 'fn main() {}' >fetch/src/main.rs
    cargo fetch --manifest-path fetch/Cargo.toml -q
    src=$(find_sources)
fi

cat >drive.c <<'C'
#include <stdio.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"
int main(int argc, char **argv)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    if (argc < 2 || luaL_dofile(L, argv[1])) {
        fprintf(stderr, "%s\n", argc < 2 ? "usage: lua SCRIPT" : lua_tostring(L, -1));
        return 1;
    }
    lua_close(L);
    return 0;
}
C
cat >strings.lua <<'LUA'
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
local t = {}
for i = 1, 200000 do t[i] = tostring(i * 7919 % 100003) end
table.sort(t)
local s = 0
for i = 1, #t do s = s + #t[i]:gsub('1', 'x') end
print(fib(27), s)
LUA
cat >coroutines.lua <<'LUA'
local function ack(m, n)
    if m == 0 then return n + 1 elseif n == 0 then return ack(m - 1, 1) end
    return ack(m - 1, ack(m, n - 1))
end
local t = {}
for i = 1, 300 do t[#t + 1] = ack(2, i % 50) end
local co = coroutine.wrap(function() for i = 1, 100000 do coroutine.yield(i) end end)
local s = 0
for _ = 1, 100000 do s = s + co() end
local parts = {}
for i = 1, 50000 do parts[#parts + 1] = string.format("%d:%s", i, string.rep("ab", i % 7)) end
for w in table.concat(parts, ","):gmatch("%d+:ab") do s = s + #w end
print(s)
LUA
cat >tables.lua <<'LUA'
local mt = {
    __index = function(_, k) return k * 2 end,
    __add = function(a, b) return setmetatable({v = a.v + b.v}, getmetatable(a)) end,
}
local acc = setmetatable({v = 0}, mt)
for i = 1, 300000 do acc = acc + setmetatable({v = i}, mt); local _ = acc[i] end
local function tree(d) if d == 0 then return {} end return {tree(d - 1), tree(d - 1)} end
local function count(t) local n = 1 for _, c in ipairs(t) do n = n + count(c) end return n end
for _ = 1, 8 do count(tree(14)) end
collectgarbage()
print(acc.v)
LUA

lib=$(ls "$src"/*.c | grep -v -e '/lua.c$' -e '/luac.c$')
# shellcheck disable=SC2086
[ -x lua-pie ] || gcc -pg -g -O2 -w -I"$src" drive.c $lib -lm -o lua-pie
# shellcheck disable=SC2086
[ -x lua-nopie ] || gcc -pg -g -O1 -no-pie -w -I"$src" drive.c $lib -lm -o lua-nopie
for bin in lua-pie lua-nopie; do
    for script in strings coroutines tables; do
        out=$bin.$script.gmon
        [ -f "$out" ] || { rm -f gmon.out; "./$bin" "$script.lua" >/dev/null; mv gmon.out "$out"; }
        echo "== $bin $script.lua"
        "$here/benches/compare_gprof.sh" "./$bin" "$out" --gprof_symbols
    done
done
