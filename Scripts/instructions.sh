#!/usr/bin/env bash
# Counts instructions with valgrind's callgrind, which is repeatable where timings are not:
# `calc 1+2` and the money one-shots as whole runs, and the cost of one line of each batch
# workload, plain and with the scripting options (10,000 and 20,000 lines of the benchmark's
# workloads, differenced so start-up drops out).
# Usage: Scripts/instructions.sh [CALC]   (default .build/release/calc; builds it when missing)
set -euo pipefail
cd "$(dirname "$0")/.."

calc=${1:-.build/release/calc}
if [ ! -x "$calc" ]; then swift build -c release --static-swift-stdlib --disable-local-rpath >&2; fi
Scripts/install-missing.sh valgrind time

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
head -10000 $work/dates-100k.calc > $work/dates-10k.calc
head -20000 $work/dates-100k.calc > $work/dates-20k.calc

# Instructions a line: 20,000 lines less 10,000, over 10,000.
per_line() {
    local workload=$1; shift
    echo $(( ($(count $work/$workload-20k.calc "$@") - $(count $work/$workload-10k.calc "$@")) / 10000 ))
}

startup=$(count /dev/null "1+2")
# The money one-shot with the table built into calc (no cache), and with the ECB's XML.
builtin=$(XDG_CACHE_HOME=$PWD/$work/no-cache count /dev/null "12 USD + 5 EUR in JPY")
ratesfile=$(count /dev/null --rates $work/ecb-daily.xml "12 USD + 5 EUR in JPY")
arith=$(per_line arith)
money=$(per_line money)
printf 'calc 1+2, whole run:                    %s instructions\n' "$startup"
printf 'money one-shot, built-in table:         %s (+%s over calc 1+2)\n' "$builtin" $((builtin - startup))
printf 'money one-shot, --rates ECB XML:        %s (+%s over the built-in table)\n' "$ratesfile" $((ratesfile - builtin))
printf 'per arithmetic line:                    %s instructions\n' "$arith"
printf 'per money line:                         %s instructions\n' "$money"
units=$(per_line units)
printf 'per unit conversion:                    %s instructions\n' "$units"
printf 'per date line:                          %s instructions\n' "$(per_line dates)"
printf 'per money line, --json:                 %s instructions\n' "$(per_line money --json)"
printf 'per money line, --explain:              %s instructions\n' "$(per_line money --explain)"
total=$(per_line money --total EUR)
printf 'per money line, --total EUR:            %s instructions\n' "$total"
printf 'per arithmetic line, --sheet -:         %s instructions\n' "$(per_line arith --sheet -)"

# The same lines as a decimal-comma locale writes them (`122,50`, DESIGN §21), under de_DE.
for workload in arith money; do
    for lines in 10k 20k; do
        sed 's/\([0-9]\)\.\([0-9]\)/\1,\2/g' $work/$workload-$lines.calc > $work/de-$workload-$lines.calc
    done
done
printf 'calc 1+2 under de_DE:                   %s instructions\n' "$(CALC_LOCALE=de_DE count /dev/null "1+2")"
printf 'per arithmetic line under de_DE:        %s instructions\n' "$(CALC_LOCALE=de_DE per_line de-arith)"
printf 'per money line under de_DE:             %s instructions\n' "$(CALC_LOCALE=de_DE per_line de-money)"

# DESIGN §24's goals, each measured here but start-up's wall time (Scripts/benchmark.sh).
first_unit=$(( $(count /dev/null "5 km in mi") - startup ))
first_definition=$(( $(count /dev/null "f(x) = x*2") - startup ))
stripped=$(mktemp)
strip -o "$stripped" "$calc"
# calc-fetch is a link to calc (the rate fetcher is calc's executable): no bytes of its own.
size=$(stat -c %s "$stripped")
rm -f "$stripped"
# A million distinct unit products (`1 m^a * s^b`) in one batch: the peak resident memory.
python3 -c '
for a in range(1, 1001):
    for b in range(1, 1001):
        print(f"1 m^{a} * s^{b}")' > $work/products-1m.calc
peak_kib=$(/usr/bin/time -f %M "$calc" < $work/products-1m.calc 2>&1 >/dev/null | tail -1)
goal() { # WHAT MEASURED GOAL MET
    printf '| %-44s | %16s | %10s | %-3s |\n' "$1" "$2" "$3" "$4"
}
met() { if [ "${1:-}" = true ]; then echo yes; else echo no; fi; }
echo
echo "DESIGN §24's goals:"
goal "goal" "measured" "bound" "met"
goal "money line, instructions" "$money" "5,000" "$(met $([ "$money" -le 5000 ] && echo true))"
goal "unit conversion line, instructions" "$units" "8,000" "$(met $([ "$units" -le 8000 ] && echo true))"
goal "--rates FILE one-shot over calc 1+2" "+$((ratesfile - startup))" "+600,000" "$(met $([ $((ratesfile - startup)) -le 600000 ] && echo true))"
goal "--total EUR against plain (instructions)" "$(awk -v p="$money" -v t="$total" 'BEGIN { printf "%.3fx", p / t }')" "0.8x" "$(met $(awk -v p="$money" -v t="$total" 'BEGIN { if (p / t >= 0.8) print "true" }'))"
goal "first unit line over calc 1+2" "+$first_unit" "+300,000" "$(met $([ "$first_unit" -le 300000 ] && echo true))"
goal "first definition over calc 1+2" "+$first_definition" "+300,000" "$(met $([ "$first_definition" -le 300000 ] && echo true))"
goal "calc + calc-fetch stripped, bytes" "$size" "25,000,000" "$(met $([ "$size" -le 25000000 ] && echo true))"
goal "a million distinct products, peak KiB" "$peak_kib" "51,200" "$(met $([ "$peak_kib" -le 51200 ] && echo true))"
echo "(start-up's wall time against bc: Scripts/benchmark.sh)"

