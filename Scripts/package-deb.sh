#!/usr/bin/env bash
# Builds a Debian package of calc:
#   Scripts/package-deb.sh [--output DIR] [--from BINDIR] [--revision N] [--fast]
#
# Builds the release binaries (with a static Swift standard library) and writes
# DIR/calc_VERSION-N_ARCH.deb (DIR defaults to .build; VERSION is what `calc --version` says,
# N the Debian revision, 1 unless given), holding:
#   usr/bin/calc                                            stripped
#   usr/bin/calc-fetch                                      a link to calc (the rate fetcher)
#   usr/share/man/man1/calc.1.gz                            the manual (Docs/calc.1)
#   usr/share/bash-completion/completions/calc              bash completion
#   usr/share/zsh/vendor-completions/_calc                  zsh completion
#   usr/share/fish/vendor_completions.d/calc.fish           fish completion
#   usr/share/doc/calc/copyright, changelog.Debian.gz       (Packaging/debian/copyright)
#   usr/share/lintian/overrides/calc                        (Packaging/debian/lintian-overrides)
# Depends is computed by dpkg-shlibdeps from the binary's shared libraries, plus libedit2,
# which calc opens with dlopen when the prompt starts, and libcurl's package, which the rate
# fetcher opens so (at the version of the newest function it calls, from Debian's symbols
# file); the package conflicts with apcalc,
# which installs a /usr/bin/calc too. The path of the package is the last line printed.
# --from BINDIR packages the calc already built there instead of building
# (the tests package their debug build so); libraries of theirs that no Debian package
# provides, such as a debug build's Swift runtime, are left out of Depends with a warning.
# --fast compresses with gzip -1 instead of xz: a package half as large again, made in a second
# or two rather than fifteen.
set -euo pipefail

output=""
from=""
revision="1"
compression=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "package-deb.sh: --output needs a directory" >&2; exit 64; }; output="$2"; shift 2 ;;
        --from) [ $# -ge 2 ] || { echo "package-deb.sh: --from needs a directory" >&2; exit 64; }; from="$2"; shift 2 ;;
        --revision) [ $# -ge 2 ] || { echo "package-deb.sh: --revision needs a number" >&2; exit 64; }; revision="$2"; shift 2 ;;
        --fast) compression=(-Zgzip -z1); shift ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "package-deb.sh: unknown argument '$1' (use --output DIR, --from BINDIR, --revision N, --fast)" >&2; exit 64 ;;
    esac
done
# Relative paths name places under the directory the script was run from.
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
[ -n "$from" ] && from=$(absolute "$from")
[ -n "$output" ] && output=$(absolute "$output")
cd "$(dirname "$0")/.."
[ -n "$output" ] || output="$PWD/.build"

if [ -n "$from" ]; then
    bin="$from"
    for tool in dpkg-deb dpkg-shlibdeps strip; do
        command -v "$tool" >/dev/null || { echo "package-deb.sh: $tool is missing (apt-get install dpkg-dev binutils)" >&2; exit 69; }
    done
else
    Scripts/install-missing.sh libedit-dev libcurl4-openssl-dev libgmp-dev libmpfr-dev libmpfi-dev tzdata dpkg-dev binutils
    swift build -c release --static-swift-stdlib --disable-local-rpath >&2
    bin=$(swift build -c release --static-swift-stdlib --disable-local-rpath --show-bin-path)
fi
[ -x "$bin/calc" ] || { echo "package-deb.sh: no calc in $bin" >&2; exit 66; }

version=$("$bin/calc" --version | sed -n 's/^calc \([0-9][^ ]*\) .*/\1/p')
[ -n "$version" ] || { echo "package-deb.sh: $bin/calc --version names no version" >&2; exit 70; }
architecture=$(dpkg --print-architecture)
# The day of the last commit dates the changelog entry and every file, so that the same
# source makes the same package (outside a git checkout: now).
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH="$epoch"
maintainer="calc maintainers <maintainers@users.noreply.a-seed-7c3f7888.example>"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
umask 022
root="$work/calc"
share="$root/usr/share"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$share/man/man1" "$share/bash-completion/completions" \
         "$share/zsh/vendor-completions" "$share/fish/vendor_completions.d" "$share/doc/calc" "$share/lintian/overrides"

# As dh_strip strips an executable.
strip --remove-section=.comment --remove-section=.note -o "$root/usr/bin/calc" "$bin/calc"
chmod 755 "$root/usr/bin/calc"
ln -s calc "$root/usr/bin/calc-fetch"
gzip -9n < Docs/calc.1 > "$share/man/man1/calc.1.gz"
# bash sources its completions: no #! line (argument-parser starts the script with one).
"$root/usr/bin/calc" --generate-completion-script bash | sed '1{/^#!/d}' > "$share/bash-completion/completions/calc"
"$root/usr/bin/calc" --generate-completion-script zsh > "$share/zsh/vendor-completions/_calc"
"$root/usr/bin/calc" --generate-completion-script fish > "$share/fish/vendor_completions.d/calc.fish"
cp Packaging/debian/copyright "$share/doc/calc/copyright"
cp Packaging/debian/lintian-overrides "$share/lintian/overrides/calc"
{
    echo "calc ($version-$revision) unstable; urgency=medium"
    echo
    echo "  * Built from the calc source by Scripts/package-deb.sh."
    echo
    echo " -- $maintainer  $(LC_ALL=C date -u -R -d "@$epoch")"
} | gzip -9n > "$share/doc/calc/changelog.Debian.gz"

# Depends: the packages of the shared libraries the binaries need (dpkg-shlibdeps reads
# their symbols against Debian's symbols files), and libedit2, which no ELF header names.
mkdir -p "$work/shlibs/debian"
printf 'Source: calc\n\nPackage: calc\nArchitecture: any\n' > "$work/shlibs/debian/control"
missing_info=()
[ -n "$from" ] && missing_info=(--ignore-missing-info)
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O "${missing_info[@]}" -e"$root/usr/bin/calc")
# libcurl's package (libcurl4, or libcurl4t64 since Debian 13), at the version its symbols
# file gives the newest of the functions Sources/CCurl/Transfers.c looks up.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
curl_package=$( (dpkg -S "$(readlink -f "/usr/lib/$multiarch/libcurl.so.4")" 2>/dev/null || true) | sed -n '1s/:.*//p')
[ -n "$curl_package" ] || { echo "package-deb.sh: no package provides libcurl.so.4" >&2; exit 69; }
curl_symbols="/var/lib/dpkg/info/$curl_package:$architecture.symbols"
[ -f "$curl_symbols" ] || curl_symbols="/var/lib/dpkg/info/$curl_package.symbols"
[ -f "$curl_symbols" ] || { echo "package-deb.sh: $curl_package has no symbols file" >&2; exit 69; }
curl_functions=$(grep -o '"curl_[a-z_]*"' Sources/CCurl/Transfers.c | tr -d '"' | sort -u)
curl_version=$(for function in $curl_functions; do sed -n "s/^ $function@[^ ]* \([^ ]*\).*/\1/p" "$curl_symbols"; done | sort -V | tail -1)
[ -n "$curl_version" ] || { echo "package-deb.sh: $curl_symbols names none of libcurl's functions calc uses" >&2; exit 69; }
depends="${shlibs#shlibs:Depends=}, libedit2, $curl_package (>= $curl_version)"

(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
# As dpkg-gencontrol counts: each file's size in KiB rounded up, and one for each other entry.
installed_size=$(cd "$root" && find usr \( -type f -printf '%s\n' \) -o \( ! -type f -printf '0\n' \) |
                 awk '{ size += ($1 == 0) ? 1 : int(($1 + 1023) / 1024) } END { print size }')
cat > "$root/DEBIAN/control" <<EOF
Package: calc
Version: $version-$revision
Architecture: $architecture
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $depends
Conflicts: apcalc
Section: math
Priority: optional
Description: exact calculator for the terminal that knows money
 calc evaluates arithmetic exactly, with rationals and big integers, and
 says when a result is an approximation. It converts between currencies
 with the European Central Bank's reference rates, built in since 1999 and
 updated on request by calc-fetch, and between units, dates, durations and
 time zones.
 .
 It evaluates an expression given on the command line, a file or a pipe line
 by line, or worksheets annotated in place, and has an interactive prompt
 with line editing, history and completion.
 .
 It installs /usr/bin/calc, as apcalc does: the two cannot be installed
 together.
EOF

find "$root" -exec touch -h -d "@$epoch" {} +
mkdir -p "$output"
package="$output/calc_${version}-${revision}_${architecture}.deb"
dpkg-deb --root-owner-group "${compression[@]}" --build "$root" "$package" >&2
echo "$package"
