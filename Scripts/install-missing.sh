#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet (with sudo when
# not root). Used by run.sh and benchmark.sh.
set -euo pipefail
missing=()
for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update
$sudo apt-get install -y "${missing[@]}"
