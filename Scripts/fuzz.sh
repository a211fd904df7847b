#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) with AddressSanitizer and runs them.
#   Scripts/fuzz.sh [SECONDS_PER_TARGET]      default 900 (15 minutes each)
# Seeds: Grammar/examples, the calc test inputs in Fuzz/Seeds, the rate samples in Fuzz/Seeds.
# Crashing inputs land in Fuzz/Findings/; add each as a regression test, then fix it.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds=${1:-900}
# calc by a link named `calc` (see Fuzz/Package.swift): a checkout of any name, `fuzz` too.
link_directory=$(mktemp -d)
trap 'rm -rf "$link_directory"' EXIT
ln -s "$(cd .. && pwd)" "$link_directory/calc"
export CALC_FUZZ_ROOT="$link_directory/calc"
swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
    -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld --scratch-path .build-fuzz >&2
bin=.build-fuzz/debug
mkdir -p Corpus/calculator Corpus/rates Findings

# Expression seeds: every example line of the grammar corpus, one file each.
n=0
for file in ../Grammar/examples/*.calc ../Grammar/errors/*.calc Seeds/calculator/*; do
    [ -f "$file" ] || continue
    while IFS= read -r line; do
        n=$((n + 1))
        printf '%s' "${line%%  # =>*}" > "Corpus/calculator/seed-$n"
    done < "$file"
done

run() {
    local target=$1 corpus=$2 seeds=$3
    "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
        -artifact_prefix="Findings/$target-" -print_final_stats=1 "$corpus" "$seeds" 2>&1 | tail -n 12
}
run FuzzCalculator Corpus/calculator Seeds/calculator &
run FuzzRateFiles Corpus/rates Seeds/rates &
wait
ls Findings
