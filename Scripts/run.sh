#!/usr/bin/env bash
# Installs what calc needs (Debian/Ubuntu), builds a release calc and runs it with the
# given arguments. With no arguments, calc reads standard input.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-missing.sh libedit-dev libcurl4-openssl-dev libgmp-dev libmpfr-dev libmpfi-dev tmux tzdata lintian dpkg-dev binutils python3-pip pip:pytest-lsp=pytest_lsp
swift build -c release --static-swift-stdlib --disable-local-rpath >&2
exec .build/release/calc "$@"
