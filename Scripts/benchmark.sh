#!/usr/bin/env bash
# Builds calc in release with a static Swift standard library and benchmarks it against bc,
# qalc and GNU units (installed from Debian when missing), then runs the micro-benchmarks of
# the lexer, parser, evaluator and formatter. Prints medians, ratios, peak memory, the goals.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in bc qalc units hyperfine; do command -v "$tool" >/dev/null || missing+=("$tool")
done
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update
    $sudo apt-get install -y "${missing[@]/qalc/qalc}"
fi

swift build -c release --static-swift-stdlib >&2
python3 Scripts/benchmark.py
echo
(cd Benchmarks && swift build -c release --static-swift-stdlib >&2 && .build/release/calc-microbench)
