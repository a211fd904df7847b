#!/usr/bin/env bash
# Makes Docs/calc.1: swift-argument-parser's manual generator (the GenerateManual plugin)
# for the flags, with the sections of Docs/calc.1.sections (language, money, rates, files,
# environment) put before EXIT STATUS, and each blank line of the flags' help made a paragraph
# break (.Pp), which groff reads without a warning (lintian runs man --warnings). A test
# (ManualTests) fails when the committed page no longer says what the flags and those
# sections say.
# Usage: Scripts/generate-manual.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --allow-writing-to-package-directory generate-manual --date 2026-11-24 --authors "the calc project" >&2
generated=.build/plugins/GenerateManual/outputs/calc/calc.1
python3 - "$generated" Docs/calc.1.sections Docs/calc.1 <<'PY'
import re, sys
page, sections, output = (open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3])
page = re.sub(r"\n\n+", "\n.Pp\n", page)
marker = '.Sh "EXIT STATUS"'
assert marker in page, "the generated page has no EXIT STATUS section"
open(output, "w").write(page.replace(marker, sections + marker, 1))
PY
echo "wrote Docs/calc.1" >&2
