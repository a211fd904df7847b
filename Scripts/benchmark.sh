#!/usr/bin/env bash
# Builds calc in release with a static Swift standard library and benchmarks it against bc,
# qalc and GNU units (installed from Debian when missing), then runs the micro-benchmarks of
# the lexer, parser, evaluator and formatter. Prints medians, ratios, peak memory, the goals.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-missing.sh bc qalc units hyperfine time libedit-dev libcurl4-openssl-dev libgmp-dev libmpfr-dev libmpfi-dev

swift build -c release --static-swift-stdlib --disable-local-rpath >&2
python3 Scripts/benchmark.py
echo
(cd Benchmarks && swift build -c release --static-swift-stdlib >&2 && .build/release/calc-microbench)
