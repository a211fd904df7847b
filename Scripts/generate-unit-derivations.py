#!/usr/bin/env python3
"""Writes Sources/CalcCore/Quantities/UnitCatalogue+Derived.swift from the catalogue's rows.

What calc derives from each row of UnitCatalogue.swift, computed here once rather than at the
first unit line of every run (reading ~110 definitions as Strings cost a run 3.2M
instructions): each row's exact factor to its dimension's base unit, the offsets of the
offset scales, and the rows spelled as their own definition (`km/h` is `km / h`) with their
terms and number. Exact fractions throughout (Python's `fractions`). A test
(Tests/CalcCoreTests/UnitDefinitionParsingTests.swift) reads every row again in Swift and
fails when the generated file no longer says what the rows say.

Usage: Scripts/generate-unit-derivations.py           rewrite the generated file
       Scripts/generate-unit-derivations.py --check   exit 1 when it differs
"""
import importlib.util
import pathlib
import re
import sys
from fractions import Fraction

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/CalcCore/Quantities/UnitCatalogue+Derived.swift"

# The rows as Scripts/unit-table.py reads them for the README.
spec = importlib.util.spec_from_file_location("unit_table", ROOT / "Scripts/unit-table.py")
unit_table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(unit_table)
ROWS = [row for _, row in unit_table.rows()]
INT64 = 2**63 - 1

# Symbols exactly as written, the first row that has one keeping it.
BY_SYMBOL = {}
for index, row in enumerate(ROWS):
    for symbol in [row["symbol"]] + unit_table.words(row["symbols"]):
        BY_SYMBOL.setdefault(symbol, index)


def parse(text):
    """`231 inch^3`, `l / 100 km`: the number and the (symbol, power) terms; each `/` divides
    by the terms up to the next."""
    numbers, units = Fraction(1), []
    for position, group in enumerate(text.split("/")):
        sign = -1 if position > 0 else 1
        terms = [term for term in re.split(r"[ *]", group) if term]
        if not terms:
            raise SystemExit(f"malformed definition: {text}")
        for term in terms:
            if term[0].isdigit() or term[0] == ".":
                value = Fraction(term)
                numbers = numbers * value if sign > 0 else numbers / value
            else:
                symbol, _, power = term.partition("^")
                units.append((symbol, int(power or 1) * sign))
    return numbers, units


factors = {}


def factor(index, visiting=()):
    if index in factors:
        return factors[index]
    numbers, units = parse(ROWS[index]["factor"])
    for symbol, power in units:
        named = BY_SYMBOL[symbol]
        if named == index or named in visiting:
            raise SystemExit(f"circular definition: {ROWS[index]['symbol']}")
        numbers *= factor(named, visiting + (index,)) ** power
    factors[index] = numbers
    return numbers


def spelled_out(text):
    return text.replace("²", "^2").replace("³", "^3")


def tokens(text):
    """Words, numbers and signs in order; a space ends a word (`Wh` is not `W h`)."""
    result, previous = [], None
    for character in spelled_out(text):
        if character != " ":
            if (previous not in (None, " ") and previous.isalpha() == character.isalpha()
                    and previous.isdigit() == character.isdigit() and (character.isalpha() or character.isdigit())):
                result[-1] += character
            else:
                result.append(character)
        previous = character
    return result


def spelled_definition(row):
    """The terms and number of a row spelled as its own definition, else None."""
    symbol, definition = row["symbol"], row["factor"]
    if spelled_out(symbol).replace(" ", "") != spelled_out(definition).replace(" ", ""):
        return None
    if tokens(symbol) != tokens(definition):
        return None
    numbers, units = parse(definition)
    if not units:
        return None
    return [(BY_SYMBOL[symbol], power) for symbol, power in units], numbers


def rational(value):
    if abs(value.numerator) > INT64 or value.denominator > INT64:
        raise SystemExit(f"a factor beyond Int64: {value}")
    return f"Rational(storage: .small({value.numerator}, {value.denominator}))"


def swift():
    lines = [
        "// Made by Scripts/generate-unit-derivations.py from the rows of UnitCatalogue.swift; do not edit.",
        "// Tests/CalcCoreTests/UnitDefinitionParsingTests.swift reads the rows again and compares.",
        "",
        "extension UnitCatalogue {",
        "    /// Each row's exact factor to its dimension's base unit: numerator and denominator in",
        "    /// lowest terms, a constant of the executable (no table is made at run time).",
        "    static let factorFractions: [Int64] = [",
    ]
    for index, row in enumerate(ROWS):
        value = factor(index)
        if abs(value.numerator) > INT64 or value.denominator > INT64:
            raise SystemExit(f"{row['symbol']}: a factor beyond Int64: {value}")
        lines.append(f"        {value.numerator}, {value.denominator},  // {row['symbol']}")
    lines += [
        "    ]",
        "",
        "    /// The offset of row `index`'s scale (kelvin = value × factor + offset), nil for rows",
        "    /// without one.",
        "    static func offset(ofRow index: Int) -> Rational? {",
        "        switch index {",
    ]
    offsets = {}
    for index, row in enumerate(ROWS):
        if row["offset"]:
            numbers, units = parse(row["offset"])
            assert not units
            offsets[index] = numbers
            lines.append(f"        case {index}: {rational(numbers)}  // {row['symbol']}")
    lines += [
        "        default: nil",
        "        }",
        "    }",
        "",
        "    /// Absolute zero on row `index`'s offset scale (-273.15 for °C), nil for the other rows.",
        "    static func absoluteZero(ofRow index: Int) -> Rational? {",
        "        switch index {",
    ]
    for index, offset in offsets.items():
        lines.append(f"        case {index}: {rational(-offset / factor(index))}  // {ROWS[index]['symbol']}")
    lines += [
        "        default: nil",
        "        }",
        "    }",
        "",
        "    /// The terms and number of row `index` when it is spelled as its own definition (`km/h`",
        "    /// is `km / h`), nil for any other row.",
        "    static func spelledDefinition(ofRow index: Int) -> (terms: [UnitTerm], scale: Rational)? {",
        "        switch index {",
    ]
    for index, row in enumerate(ROWS):
        spelled = spelled_definition(row)
        if spelled:
            terms, scale = spelled
            listed = ", ".join(f"UnitTerm(.physical(ID(index: {named})), {power})" for named, power in terms)
            lines.append(f"        case {index}: ([{listed}], {rational(scale)})  // {row['symbol']}")
    lines += [
        "        default: nil",
        "        }",
        "    }",
        "}",
        "",
    ]
    return "\n".join(lines)


def main():
    text = swift()
    if sys.argv[1:] == ["--check"]:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT.relative_to(ROOT)} is stale: run Scripts/generate-unit-derivations.py", file=sys.stderr)
            sys.exit(1)
        return
    OUTPUT.write_text(text, encoding="utf-8")


main()
