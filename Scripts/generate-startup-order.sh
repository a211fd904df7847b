#!/usr/bin/env bash
# Writes Linking/startup-order.txt: the code sections that calc's common runs execute, for the
# linker to place side by side (`--section-ordering-file`, Package.swift's release flags).
#
# Why: the kernel maps an executable's code lazily, one fault for each 64 KiB window a run
# touches. Laid out by module, the few hundred functions of `calc 1+2` were spread over 6.5 MB
# of calc's 14 MB of code and cost 61 page faults, the largest part of what made its start
# slower than bc's (Docs/performance.md). Together they take a few windows.
#
# The functions are those callgrind sees in `calc 1+2`, the money, unit, date and definition
# one-shots, a batch of each kind of line (plain, `--json`, `--sheet -`) and `--help`, in the
# order callgrind first names them, which follows the order of the calls (sorted by name, the
# same set cost `calc 1+2` 12 faults more; the order varies a little between runs, with the
# runtime's hash seeds, and the count by about 4). Only sections of their own are moved:
# calc's modules are compiled with `-function-sections`, and the Swift runtime's C++ and many
# of the standard library's specialisations come that way; a name the linker does not find is
# passed over, so a stale list costs speed, never correctness. Run it again after large changes.
#
# Usage: Scripts/generate-startup-order.sh [CALC]   (default: builds .build/release/calc)
set -euo pipefail
cd "$(dirname "$0")/.."

calc=${1:-}
if [ -z "$calc" ]; then
    swift build -c release --static-swift-stdlib --disable-local-rpath >&2
    calc=.build/release/calc
fi
Scripts/install-missing.sh valgrind

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work XDG_CACHE_HOME=$work/.cache XDG_CONFIG_HOME=$work/.config CALC_OFFLINE=1 LC_ALL=C.UTF-8

cat > "$work/batch.calc" <<'EOF'
1+2
(3.5 + 2) * 4 / 7
12 USD + 5 EUR in JPY
120 EUR + 15%
5 km in mi
80 km/h * 2.5 h
6.5 l/100km * 420 km * 1.85 EUR/l
2026-12-24 - 2026-11-29
today + 3 weeks
x = 42
x * 2
sqrt(2)
EOF

run=0
profile() { # STDIN ARGUMENTS...
    local input=$1; shift
    run=$((run + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run-$run.cg" "$calc" "$@" < "$input" > /dev/null 2>&1 || true
}
profile /dev/null "1+2"
profile /dev/null "12 USD + 5 EUR in JPY"
profile /dev/null "5 km in mi"
profile /dev/null "2026-12-24 - 2026-11-29"
profile /dev/null "f(x) = x*2"
profile "$work/batch.calc"
profile "$work/batch.calc" --json
profile "$work/batch.calc" --sheet -
profile /dev/null --help

# Callgrind names a function once, at its first mention (`fn=(12) name`, `cfn=(12) name`),
# and by number after that. Kept: calc's own functions (not the C library's or the loader's).
nm --defined-only "$calc" | awk '{ print $3 }' | sort -u > "$work/defined"
for file in "$work"/run-*.cg; do
    sed -n -E 's/^c?fn=\([0-9]+\) ([^ ]+)$/\1/p' "$file"
done | awk -v defined="$work/defined" 'BEGIN { while ((getline name < defined) > 0) known[name] = 1 }
    !seen[$0]++ && ($0 in known) { print ".text." $0 }' > Linking/startup-order.txt
echo "Linking/startup-order.txt: $(wc -l < Linking/startup-order.txt) sections" >&2
