#!/usr/bin/env python3
"""Generate the ECB's history for calc: Sources/CalcCore/Rates/RateHistory+Embedded.swift
(its codes, newest day and the euro's legacy rates) and
Sources/CalcHistoryData/EmbeddedECBHistory.swift (the rates of every day, a module that
the application links).

Usage: Scripts/generate-rate-history.py [CSV] [--legacy TSV] [--output FILE] [--data-output FILE]
                                       [--stdout core|data]

CSV is the ECB's eurofxref-hist.csv (newest day first; `N/A` where a currency was not
quoted; a trailing comma on every line), by default Data/ecb-eurofxref-hist.csv; TSV the
irrevocable rates of the currencies the euro replaced (code, name, units per EUR, fixed
from), by default Data/euro-legacy-rates.tsv. --stdout core (or data) prints that Swift
source and writes nothing: a test uses it to check that the committed files are what this
script makes.

The compact form (decoded by Sources/CalcCore/Rates/RateHistory.swift):

- Every number is an unsigned varint written in characters: each character is 0x30 + v,
  v in 0..63, whose bit 5 says another character follows and whose low 5 bits are the
  next bits of the number, least significant first. The characters run from '0' to 'o',
  so the whole stream is one raw string literal without escapes.
- `days`: the first ECB day as days since 1970-01-01, then the gap to each next day,
  oldest first.
- One stream per currency, from the first day it was quoted to the last, one token a day:
  an even token 2z is a change of z (zigzag: 0, -1, 1, -2 … as 0, 1, 2, 3 …) in the
  rate's digits at the current number of decimals; an odd token 2k+1 with k = 0 says the
  currency was not quoted that day, with k >= 1 that the rate now has k-1 decimals and its
  digits follow as the next number. Rates are exact: "1.1172" is 11172 with 4 decimals.
"""
import argparse
import re
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CSV = ROOT / "Data" / "ecb-eurofxref-hist.csv"
DEFAULT_LEGACY = ROOT / "Data" / "euro-legacy-rates.tsv"
DEFAULT_OUTPUT = ROOT / "Sources" / "CalcCore" / "Rates" / "RateHistory+Embedded.swift"
DEFAULT_DATA_OUTPUT = ROOT / "Sources" / "CalcHistoryData" / "EmbeddedECBHistory.swift"

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
CODE = re.compile(r"^[A-Z]{3}$")
RATE = re.compile(r"^\d+(\.\d+)?$")
EPOCH = date(1970, 1, 1)


def varint(value: int) -> str:
    assert value >= 0
    out = []
    while True:
        group = value & 31
        value >>= 5
        out.append(chr(0x30 + group + (32 if value else 0)))
        if not value:
            return "".join(out)


def zigzag(delta: int) -> int:
    return delta * 2 if delta >= 0 else -delta * 2 - 1


def read(path: Path):
    lines = [line for line in path.read_text().splitlines() if line.strip()]
    header = [field.strip() for field in lines[0].split(",")]
    if header[0] != "Date":
        sys.exit(f"error: the first column is {header[0]!r}, expected 'Date'")
    codes = [code for code in header[1:] if code]
    for code in codes:
        if not CODE.match(code):
            sys.exit(f"error: column {code!r} is not a currency code")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        fields = [field.strip() for field in line.split(",")]
        if not DATE.match(fields[0]):
            sys.exit(f"error: line {number}: {fields[0]!r} is not YYYY-MM-DD")
        values = fields[1:1 + len(codes)]
        rates = {}
        for code, value in zip(codes, values):
            if value in ("", "N/A"):
                continue
            if not RATE.match(value) or float(value) <= 0:
                sys.exit(f"error: line {number}: the rate for {code} is {value!r}")
            rates[code] = value
        rows.append((date.fromisoformat(fields[0]), rates))
    rows.sort(key=lambda row: row[0])
    for (earlier, _), (later, _) in zip(rows, rows[1:]):
        if earlier == later:
            sys.exit(f"error: {later} appears twice")
    return codes, rows


def column(code: str, rows) -> tuple[int, str]:
    """The index of the first day `code` was quoted, and its stream."""
    quoted = [index for index, (_, rates) in enumerate(rows) if code in rates]
    first, last = quoted[0], quoted[-1]
    out = []
    digits, decimals = None, None
    for _, rates in rows[first:last + 1]:
        value = rates.get(code)
        if value is None:
            out.append(varint(1))
            continue
        whole, _, fraction = value.partition(".")
        value_decimals = len(fraction)
        value_digits = int(whole + fraction)
        if value_decimals != decimals:
            out.append(varint(2 * (value_decimals + 1) + 1))
            out.append(varint(value_digits))
        else:
            out.append(varint(2 * zigzag(value_digits - digits)))
        digits, decimals = value_digits, value_decimals
    return first, "".join(out)


def legacy_entries(tsv_path: Path) -> list[str]:
    """One Swift tuple per currency the euro replaced: code, rate digits and decimals, day."""
    lines = [line for line in tsv_path.read_text().splitlines() if line.strip()]
    if lines[0].split("\t") != ["code", "name", "units per EUR", "fixed from"]:
        sys.exit(f"error: {tsv_path}: unexpected header {lines[0]!r}")
    entries = []
    for number, line in enumerate(lines[1:], start=2):
        code, name, rate, fixed = line.split("\t")
        if not CODE.match(code) or not RATE.match(rate) or not DATE.match(fixed):
            sys.exit(f"error: {tsv_path}:{number}: {line!r}")
        whole, _, fraction = rate.partition(".")
        days = (date.fromisoformat(fixed) - EPOCH).days
        entries.append(f'        ("{code}", "{name}", {int(whole + fraction)}, {len(fraction)}, {days}),  // {rate} from {fixed}')
    return entries


def swift_sources(csv_path: Path, legacy_path: Path) -> tuple[str, str]:
    """The core's small part (codes, newest day, legacy rates) and the data module's strings."""
    codes, rows = read(csv_path)
    days = [(rows[0][0] - EPOCH).days] + [(b[0] - a[0]).days for a, b in zip(rows, rows[1:])]
    day_stream = "".join(varint(gap) for gap in days)
    entries = []
    streams = []
    offset = 0
    for code in sorted(codes):
        first, stream = column(code, rows)
        entries.append(f'        ("{code}", {first}, {offset}, {len(stream)}),')
        streams.append(stream)
        offset += len(stream)
    data = "".join(streams)
    # '0' to 'o' holds no '"' or '#': in a raw string a backslash is a character like another.
    assert '"' not in data + day_stream and "#" not in data + day_stream
    header = [
        f"// Generated by Scripts/generate-rate-history.py from Data/ecb-eurofxref-hist.csv and",
        f"// Data/euro-legacy-rates.tsv",
        f"// ({len(rows)} ECB days, {rows[0][0]} to {rows[-1][0]}, {len(codes)} currencies). Do not edit.",
        "",
    ]
    code_list = ", ".join(f'"{code}"' for code in sorted(codes))
    core = header + [
        "extension RateHistory {",
        "    /// The newest embedded day (days since 1970-01-01), known without the history itself.",
        f"    public static let embeddedNewestDay = Day(daysSinceEpoch: {(rows[-1][0] - EPOCH).days})  // {rows[-1][0]}",
        "",
        "    /// The currencies the ECB has quoted, in order.",
        f"    public static let embeddedCodes: [CurrencyCode] = [{code_list}]",
        "",
        "    /// The currencies the euro replaced: units per euro (digits and decimals), fixed from",
        "    /// the day given (days since 1970-01-01).",
        "    static let legacyEuroRates: [(code: CurrencyCode, name: String, digits: Int, decimals: Int, fixedFrom: Int)] = [",
        *legacy_entries(legacy_path),
        "    ]",
        "}",
        "",
    ]
    history = header + [
        "import CalcCore",
        "",
        "/// The ECB's reference rates of every day, in the compact form of the generator, for",
        "/// `RateHistory(embedded:)`. A module of its own, for the application.",
        "public enum EmbeddedECBHistory {",
        "    public static let value = EmbeddedHistory(days: embeddedDays, columns: embeddedColumns, rates: embeddedRates)",
        "",
        f"    /// The first ECB day and the gaps to each next one (see the generator for the form).",
        f'    static let embeddedDays: StaticString = #"{day_stream}"#',
        "",
        "    /// Each currency: the index of its first quoted day, and where its stream lies in",
        "    /// `embeddedRates`.",
        "    static let embeddedColumns: [(code: CurrencyCode, firstDay: Int, offset: Int, count: Int)] = [",
        *entries,
        "    ]",
        "",
        f'    static let embeddedRates: StaticString = #"{data}"#',
        "}",
        "",
    ]
    return "\n".join(core), "\n".join(history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", nargs="?", type=Path, default=DEFAULT_CSV)
    parser.add_argument("--legacy", type=Path, default=DEFAULT_LEGACY)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--data-output", type=Path, default=DEFAULT_DATA_OUTPUT)
    parser.add_argument("--stdout", choices=["core", "data"])
    arguments = parser.parse_args()
    core, data = swift_sources(arguments.csv, arguments.legacy)
    if arguments.stdout:
        sys.stdout.write(core if arguments.stdout == "core" else data)
        return
    for path, source in ((arguments.output, core), (arguments.data_output, data)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source)
        print(f"wrote {path} ({len(source):,} bytes)")


if __name__ == "__main__":
    main()
