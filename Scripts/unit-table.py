#!/usr/bin/env python3
"""Writes the README's table of units from the catalogue, Sources/CalcCore/Quantities/UnitCatalogue.swift.

One line of the table per row of the catalogue, in its order: the dimension (the word of the
catalogue's section comment that names the row's dimension, else the section's own name:
"fuel"), the symbol calc prints, the other symbols, the names, and the exact factor to the
definition as the row writes it (`*` shown as `×`), with the offset of an offset scale,
and the short name of its source.
The table stands in README.md between the two marker lines; a test
(Tests/CalcCoreTests/ReadmeUnitTableTests.swift) fails when it no longer says what the
catalogue says.

Usage: Scripts/unit-table.py           rewrite the table in README.md
       Scripts/unit-table.py --check  exit 1 when README.md's table differs
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "Sources/CalcCore/Quantities/UnitCatalogue.swift"
README = ROOT / "README.md"
BEGIN = "<!-- unit table: made by Scripts/unit-table.py from UnitCatalogue.swift; do not edit -->"
END = "<!-- end of the unit table -->"

ROW = re.compile(
    r'Row\("(?P<symbol>[^"]+)"(?:, \[(?P<symbols>[^\]]*)\])?, names: \[(?P<names>[^\]]*)\], '
    r'(?P<dimension>[^,"]+), "(?P<factor>[^"]+)"(?:, offset: "(?P<offset>[^"]+)")?, source: \.(?P<source>\w+)\),$'
)
SOURCE = re.compile(r'case (?P<case>\w+) = "(?P<label>[^"]+)"')
SECTION = re.compile(r"^// ([A-Za-z ]+)[.:]")


def words(listed):
    return re.findall(r'"([^"]+)"', listed or "")


def rows():
    text = CATALOGUE.read_text(encoding="utf-8")
    body = text[text.index("public static let rows"):]
    body = body[:body.index("\n    ]\n")]
    section = None
    for line in body.splitlines()[1:]:
        line = line.strip()
        if heading := SECTION.match(line):
            section = heading.group(1).lower()
            continue
        if line.startswith("//"):
            continue  # a comment on the rows below, not a section
        row = ROW.match(line)
        if not row:
            raise SystemExit(f"unit-table.py: cannot read this row of {CATALOGUE.name}: {line}")
        dimension = row["dimension"].strip()
        named = dimension if dimension in section.split() else section
        yield named, row


def cell(items, quoted):
    return ", ".join(f"`{item}`" if quoted else item for item in items)


def sources():
    text = CATALOGUE.read_text(encoding="utf-8")
    body = text[text.index("public enum Source"):]
    body = body[:body.index("public var document")]
    return {match["case"]: match["label"] for match in SOURCE.finditer(body)}


def factor(row):
    text = row["factor"].replace("*", "×")
    if row["offset"]:
        text += ", offset " + row["offset"].replace("*", "×")
    return text


def table():
    lines = [
        "| dimension | symbol | other symbols | names | definition | source |",
        "|---|---|---|---|---|---|",
    ]
    labels = sources()
    for dimension, row in rows():
        lines.append(
            f"| {dimension} | `{row['symbol']}` | {cell(words(row['symbols']), True)} "
            f"| {cell(words(row['names']), False)} | {factor(row)} | {labels[row['source']]} |"
        )
    return "\n".join(lines)


def main():
    readme = README.read_text(encoding="utf-8")
    if BEGIN not in readme or END not in readme:
        raise SystemExit("unit-table.py: README.md has no unit table markers")
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    updated = head + BEGIN + "\n" + table() + "\n" + END + tail
    if sys.argv[1:] == ["--check"]:
        if updated != readme:
            print("README.md: the unit table differs from the catalogue; run Scripts/unit-table.py", file=sys.stderr)
            sys.exit(1)
        return
    if updated != readme:
        README.write_text(updated, encoding="utf-8")
        print("README.md: unit table rewritten", file=sys.stderr)


if __name__ == "__main__":
    main()
