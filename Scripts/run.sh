#!/usr/bin/env bash
# Installs what calc needs (Debian/Ubuntu), builds a release calc and runs it with the
# given arguments. With no arguments, calc reads standard input.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libedit-dev pkg-config libcurl4-openssl-dev)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update
    $sudo apt-get install -y "${missing[@]}"
fi

swift build -c release --static-swift-stdlib >&2
exec .build/release/calc "$@"
