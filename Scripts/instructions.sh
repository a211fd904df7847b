#!/usr/bin/env bash
# Counts instructions with valgrind's callgrind, which is repeatable where timings are not:
# `calc 1+2` as a whole run, and the cost of one arithmetic, money and unit line in batch mode
# (10,000 and 20,000 lines of the benchmark's workloads, differenced so start-up drops out).
# Usage: Scripts/instructions.sh [CALC]   (default .build/release/calc; builds it when missing)
set -euo pipefail
cd "$(dirname "$0")/.."

calc=${1:-.build/release/calc}
if [ ! -x "$calc" ]; then swift build -c release --static-swift-stdlib >&2; fi
Scripts/install-missing.sh valgrind

# The benchmark's deterministic workloads and its private HOME with a fresh rate cache.
python3 - <<'EOF'
import sys
sys.path.insert(0, "Scripts")
import benchmark
benchmark.generate_workloads()
benchmark.prepare_home()
EOF
work=.build-bench
home=$work/home
export HOME=$PWD/$home XDG_CACHE_HOME=$PWD/$home/.cache CALC_OFFLINE=1 LC_ALL=C.UTF-8

# Total instructions ("Ir") of one callgrind run of calc with the given stdin and arguments.
count() {
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$calc" "$@" < "$input" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

head -10000 $work/arith-100k.calc > $work/arith-10k.calc
head -20000 $work/arith-100k.calc > $work/arith-20k.calc
head -10000 $work/money-100k.calc > $work/money-10k.calc
head -20000 $work/money-100k.calc > $work/money-20k.calc
head -10000 $work/units-100k.calc > $work/units-10k.calc
head -20000 $work/units-100k.calc > $work/units-20k.calc

startup=$(count /dev/null "1+2")
arith=$(( ($(count $work/arith-20k.calc) - $(count $work/arith-10k.calc)) / 10000 ))
money=$(( ($(count $work/money-20k.calc) - $(count $work/money-10k.calc)) / 10000 ))
units=$(( ($(count $work/units-20k.calc) - $(count $work/units-10k.calc)) / 10000 ))
printf 'calc 1+2, whole run:    %s instructions\n' "$startup"
printf 'per arithmetic line:    %s instructions\n' "$arith"
printf 'per money line:         %s instructions\n' "$money"
printf 'per unit conversion:    %s instructions\n' "$units"
