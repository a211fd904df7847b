#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet (with sudo when
# not root), and the Python packages named as pip:PACKAGE=MODULE whose module python3 cannot
# import yet (pip for the user when not root; --break-system-packages where pip refuses a
# system-wide install). Used by run.sh, benchmark.sh and CI.
set -euo pipefail
missing=()
python=()
for package in "$@"; do
    case "$package" in
        pip:*)
            spec=${package#pip:}
            python3 -c "import ${spec#*=}" >/dev/null 2>&1 || python+=("${spec%%=*}")
            ;;
        *)
            dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
            ;;
    esac
done
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
if [ ${#python[@]} -gt 0 ] && ! python3 -m pip --version >/dev/null 2>&1; then
    dpkg -s python3-pip >/dev/null 2>&1 || missing+=(python3-pip)
fi
if [ ${#missing[@]} -gt 0 ]; then
    $sudo apt-get update
    $sudo apt-get install -y "${missing[@]}"
fi
if [ ${#python[@]} -gt 0 ]; then
    user=()
    [ "$(id -u)" -ne 0 ] && user=(--user)
    python3 -m pip install "${user[@]}" "${python[@]}" \
        || python3 -m pip install "${user[@]}" --break-system-packages "${python[@]}"
fi
