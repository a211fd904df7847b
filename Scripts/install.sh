#!/usr/bin/env bash
# Installs calc: Scripts/install.sh [--prefix DIR] [--from BINDIR] [--uninstall]
#
# Builds the release binaries (with a static Swift standard library) and installs, under DIR
# (default ~/.local):
#   bin/calc                                      stripped
#   bin/calc-fetch                                a link to calc: the rate fetcher is calc's
#                                                 executable run under that name
#   share/man/man1/calc.1                         the manual (Docs/calc.1)
#   share/bash-completion/completions/calc        bash completion
#   share/zsh/site-functions/_calc                zsh completion
#   share/fish/vendor_completions.d/calc.fish     fish completion
# --from BINDIR installs the calc already built there instead of building.
# Running it again replaces them; --uninstall removes exactly those files (and the directories
# it leaves empty under DIR/share). No root is needed for a DIR you can write, such as one
# under your home.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
uninstall=false
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=true; shift ;;
        --from) [ $# -ge 2 ] || { echo "install.sh: --from needs a directory" >&2; exit 64; }; from="$2"; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (use --prefix DIR, --uninstall)" >&2; exit 64 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

files=(
    "bin/calc"
    "bin/calc-fetch"
    "share/man/man1/calc.1"
    "share/bash-completion/completions/calc"
    "share/zsh/site-functions/_calc"
    "share/fish/vendor_completions.d/calc.fish"
)

if $uninstall; then
    for file in "${files[@]}"; do
        if [ -e "$prefix/$file" ] || [ -L "$prefix/$file" ]; then
            rm -f "$prefix/$file" && echo "removed $prefix/$file"
        fi
    done
    for directory in share/man/man1 share/man share/bash-completion/completions share/bash-completion \
                     share/zsh/site-functions share/zsh share/fish/vendor_completions.d share/fish share; do
        rmdir "$prefix/$directory" 2>/dev/null || true
    done
    exit 0
fi

if [ -n "$from" ]; then
    bin="$from"
else
    Scripts/install-missing.sh libedit-dev libcurl4-openssl-dev libgmp-dev libmpfr-dev libmpfi-dev tzdata
    swift build -c release --static-swift-stdlib --disable-local-rpath >&2
    bin=$(swift build -c release --static-swift-stdlib --disable-local-rpath --show-bin-path)
fi

install_file() { # SOURCE DESTINATION MODE: through a temporary file, renamed into place
    mkdir -p "$(dirname "$2")"
    cp "$1" "$2.installing"
    chmod "$3" "$2.installing"
    mv -f "$2.installing" "$2"
    echo "installed $2"
}
stripped=$(mktemp -d)
trap 'rm -rf "$stripped"' EXIT
strip -o "$stripped/calc" "$bin/calc"
install_file "$stripped/calc" "$prefix/bin/calc" 755
ln -sfn calc "$prefix/bin/calc-fetch.installing"
mv -fT "$prefix/bin/calc-fetch.installing" "$prefix/bin/calc-fetch"
echo "installed $prefix/bin/calc-fetch -> calc"
install_file Docs/calc.1 "$prefix/share/man/man1/calc.1" 644
completions="$stripped"
"$prefix/bin/calc" --generate-completion-script bash > "$completions/calc"
"$prefix/bin/calc" --generate-completion-script zsh > "$completions/_calc"
"$prefix/bin/calc" --generate-completion-script fish > "$completions/calc.fish"
install_file "$completions/calc" "$prefix/share/bash-completion/completions/calc" 644
install_file "$completions/_calc" "$prefix/share/zsh/site-functions/_calc" 644
install_file "$completions/calc.fish" "$prefix/share/fish/vendor_completions.d/calc.fish" 644

# Debian's apcalc also installs a `calc`: say which one the shell will run.
found=$(PATH="$PATH" command -v calc || true)
if [ -z "$found" ]; then
    echo "note: $prefix/bin is not on your PATH; add it: export PATH=\"$prefix/bin:\$PATH\""
elif [ "$found" != "$prefix/bin/calc" ]; then
    echo "note: another calc comes first on your PATH ($found); put $prefix/bin before it: export PATH=\"$prefix/bin:\$PATH\""
fi
