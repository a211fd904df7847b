#!/usr/bin/env python3
"""Writes Sources/CalcCore/Quantities/UnitCatalogue+Derived.swift from the catalogue's rows,
and Sources/CalcCore/Quantities/UnitSpellings+Generated.swift, the byte tables of its
spellings.

What calc derives from each row of UnitCatalogue.swift, computed here once rather than at the
first unit line of every run (reading ~110 definitions as Strings cost a run 3.2M
instructions): each row's exact factor to its dimension's base unit, the offsets of the
offset scales, and the rows spelled as their own definition (`km/h` is `km / h`) with their
terms and number. Exact fractions throughout (Python's `fractions`). A test
(Tests/CalcCoreTests/UnitDefinitionParsingTests.swift) reads every row again in Swift and
fails when the generated file no longer says what the rows say.

The spelling tables are the byte hash tables `UnitSpellings` reads (the symbols as written, the
names and plurals in lower case, the names that are also a currency's name marked), laid out
with its hash and its open addressing, the first of two equal spellings kept, so that no run
builds them.
Tests/CalcCoreTests/UnitSpellingsTests.swift builds them again in Swift and compares.

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
SPELLINGS_OUTPUT = ROOT / "Sources/CalcCore/Quantities/UnitSpellings+Generated.swift"
CURRENCY_NAMES = ROOT / "Sources/CalcCore/Money/CurrencyCatalogue+Names.swift"

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
        "",
        "    /// Each row's printed symbol in UTF-8, one after the other (`symbolEnds`: where each",
        "    /// ends), written as they are without a String or an array of their own.",
    ]
    symbol_bytes, symbol_ends = bytearray(), []
    for row in ROWS:
        symbol_bytes += row["symbol"].encode("utf-8")
        symbol_ends.append(len(symbol_bytes))
    lines += swift_array("symbolBytes", "UInt8", list(symbol_bytes))
    lines += swift_array("symbolEnds", "UInt16", symbol_ends)
    lines += [
        "}",
        "",
    ]
    return "\n".join(lines)


def symbol_spellings():
    """Each row's symbols, the printed one first, as UnitCatalogue.symbolSpellings."""
    return [(text, index) for index, row in enumerate(ROWS) for text in [row["symbol"]] + unit_table.words(row["symbols"])]


def name_spellings():
    """Each row's names and their plurals, as UnitCatalogue.nameSpellings."""
    spellings = []
    for index, row in enumerate(ROWS):
        for name in unit_table.words(row["names"]):
            spellings.append((name, index))
            plural = name + "es" if name.endswith(("s", "ch", "sh")) else name + "s"
            if name not in ("feet", "inches"):
                spellings.append((plural, index))
    return spellings


def currency_names():
    text = CURRENCY_NAMES.read_text(encoding="utf-8")
    return re.findall(r'^        \("([^"]+)", \[', text, re.MULTILINE)


MASK64 = 2**64 - 1


def spelling_hash(data, folds_case):
    """UnitSpellings.hash: FNV-1a over the bytes (ASCII capitals folded when `folds_case`)."""
    value = 0xCBF29CE484222325
    for byte in data:
        if folds_case and 0x41 <= byte <= 0x5A:
            byte |= 0x20
        value = ((value ^ byte) * 0x100000001B3) & MASK64
    return value ^ (value >> 29)


def spelling_table(spellings, folds_case, currency=()):
    """UnitSpellings.init's layout: key bytes, entries (start, length, row, currency name),
    slots (an entry's index plus one)."""
    capacity = 16
    while capacity < len(spellings) * 4:
        capacity *= 2
    slots = [0] * capacity
    key_bytes, entries = bytearray(), []

    def find(data):
        slot = spelling_hash(data, folds_case) & (capacity - 1)
        while slots[slot]:
            start, length, _, _ = entries[slots[slot] - 1]
            if bytes(key_bytes[start:start + length]) == data:
                return slot, slots[slot] - 1
            slot = (slot + 1) & (capacity - 1)
        return slot, None

    for text, row in spellings:
        data = text.encode("utf-8")
        slot, found = find(data)
        if found is not None:
            continue
        entries.append([len(key_bytes), len(data), row, 0])
        key_bytes += data
        slots[slot] = len(entries)
    for name in currency:
        _, found = find(name.encode("utf-8"))
        if found is not None:
            entries[found][3] = 1
    if len(key_bytes) > 65535 or len(entries) > 65535:
        raise SystemExit("a spelling table beyond 16-bit offsets")
    return key_bytes, entries, slots


def swift_array(name, kind, values, per_line=24):
    lines = [f"    static let {name}: [{kind}] = ["]
    for start in range(0, len(values), per_line):
        lines.append("        " + ", ".join(str(value) for value in values[start:start + per_line]) + ",")
    lines.append("    ]")
    return lines


def spellings_swift():
    lines = [
        "// Made by Scripts/generate-unit-derivations.py from the rows of UnitCatalogue.swift and the",
        "// currency names of CurrencyCatalogue+Names.swift; do not edit.",
        "// Tests/CalcCoreTests/UnitSpellingsTests.swift builds the tables again and compares.",
        "",
        "extension UnitSpellings {",
        "    /// A table as `UnitSpellings` reads it: the spellings' bytes one after the other; per",
        "    /// entry its start, length, row and whether it is also a currency's name; the slots",
        "    /// of the open addressing (an entry's index plus one).",
        "    struct Layout: Equatable {",
        "        let keyBytes: [UInt8]",
        "        let entries: [UInt16]",
        "        let slots: [UInt16]",
        "    }",
        "",
    ]
    for name, spellings, folds, currency in [("symbols", symbol_spellings(), False, ()),
                                             ("names", name_spellings(), True, currency_names())]:
        key_bytes, entries, slots = spelling_table(spellings, folds, currency)
        flat = [value for entry in entries for value in entry]
        lines.append(f"    /// The catalogue's {name} ({len(entries)} spellings).")
        lines.append(f"    static let {name}Layout = Layout(keyBytes: {name}KeyBytes, entries: {name}Entries, slots: {name}Slots)")
        lines += swift_array(f"{name}KeyBytes", "UInt8", list(key_bytes))
        lines += swift_array(f"{name}Entries", "UInt16", flat)
        lines += swift_array(f"{name}Slots", "UInt16", slots)
        lines.append("")
    lines[-1:] = ["}", ""]
    return "\n".join(lines)


def main():
    outputs = [(OUTPUT, swift()), (SPELLINGS_OUTPUT, spellings_swift())]
    if sys.argv[1:] == ["--check"]:
        for path, text in outputs:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path.relative_to(ROOT)} is stale: run Scripts/generate-unit-derivations.py", file=sys.stderr)
                sys.exit(1)
        return
    for path, text in outputs:
        path.write_text(text, encoding="utf-8")


main()
