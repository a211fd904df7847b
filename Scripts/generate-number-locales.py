#!/usr/bin/env python3
"""Generates Sources/CalcCore/Numbers/NumberLocales+Generated.swift: for every locale of CLDR,
the symbols calc reads and writes numbers with (DESIGN §21), and
Tests/References/locale-numbers.tsv: numbers as CLDR writes them in 30 locales, with their
exact values, which the tests read back and compare with what calc writes.

For each locale (babel's `localedata.locale_identifiers()`, and for one with a script,
`zh_Hans_CN`, its name without it, `zh_CN`, as POSIX systems name it), with Latin digits (the symbols of
the `latn` numbering system, which calc always writes):
- the decimal symbol: `,` (a decimal-comma locale) or `.`. The few locales whose decimal
  symbol is another (U+066B, the Arabic decimal separator) are written with `.`: calc reads
  and writes ASCII digits and points, and those locales' users type the Latin point with
  Latin digits.
- the grouping symbol (`,`, `.`, U+00A0, U+202F, `'`, U+060C, U+2E41), used at a terminal only;
- the size of the groups after the first: 3, or 2 (`#,##,##0`, the Indian lakh and crore);
- no grouping at all where the pattern has none (en_US_POSIX) or groups otherwise (`tok`).
CLDR's minimumGroupingDigits is not in babel's data: calc groups from four digits, as babel does.

Usage: pip install babel==2.19.0; Scripts/generate-number-locales.py (no network).
"""
import random
import sys
from decimal import Decimal
from pathlib import Path

import babel
from babel import Locale, localedata
from babel.numbers import format_decimal

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "CalcCore" / "Numbers" / "NumberLocales+Generated.swift"
SAMPLES = ROOT / "Tests" / "References" / "locale-numbers.tsv"

# The 30 locales of the read-back test: the decimal-comma locales DESIGN §21 names, others of
# every grouping symbol and size. Not those that group with an apostrophe (de_CH, fr_CH):
# babel reads the `'` of their symbol as a pattern's quote, and its numbers there are wrong
# (`1297489'912.96`); a test of calc's own reads them.
SAMPLE_LOCALES = [
    "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_BR", "ru_RU", "sv_SE", "pl_PL", "cs_CZ",
    "da_DK", "fi_FI", "nb_NO", "tr_TR", "uk_UA", "id_ID", "vi_VN", "el_GR", "fr_CA", "ro_RO",
    "pt_PT", "de_AT", "en_US", "en_GB", "en_IN", "hi_IN", "ja_JP", "zh_CN", "ko_KR", "es_MX",
]


def style_of(name):
    locale = Locale.parse(name)
    symbols = locale.number_symbols["latn"]
    decimal = symbols["decimal"]
    group = symbols["group"]
    pattern = locale.decimal_formats[None].pattern.split(";")[0]
    integer = pattern.split(".")[0]
    if "," not in integer:
        return ("." if decimal != "," else ",", "", 3)
    groups = integer.split(",")
    secondary = len(groups[-2]) if len(groups) > 2 else len(groups[-1])
    primary = len(groups[-1])
    if primary != 3 or secondary not in (2, 3):
        # Toki Pona's `#,#0`: no locale's users expect it of a calculator; written ungrouped.
        print(f"{name}: grouping {integer!r} is neither by three nor Indian: not grouped")
        return ("," if decimal == "," else ".", "", 3)
    return ("," if decimal == "," else ".", group, secondary)


def swift_string(text):
    return "".join(ch if 0x20 <= ord(ch) < 0x7F and ch not in '"\\' else f"\\u{{{ord(ch):X}}}" for ch in text)


def main():
    names = localedata.locale_identifiers()
    # The names POSIX systems give (`zh_CN`, `sr_RS`, `pa_IN`) where CLDR's have a script
    # (`zh_Hans_CN`): the locale of the script CLDR finds likely for the pair.
    sources = {name: name for name in names}
    known = {name.lower() for name in names}
    for name in list(names):
        parts = name.split("_")
        alias = f"{parts[0]}_{parts[-1]}"
        if len(parts) == 3 and len(parts[1]) == 4 and alias.lower() not in known:
            try:
                likely = str(Locale.parse(alias))
            except babel.UnknownLocaleError:
                likely = name
            known.add(alias.lower())
            names.append(alias)
            sources[alias] = likely if likely in sources else name
    names = sorted(names, key=str.lower)
    styles = []
    rows = []
    width = max(len(name) for name in names)
    for name in names:
        style = style_of(sources[name])
        if style not in styles:
            styles.append(style)
        rows.append((name.lower(), styles.index(style)))
    # A style's letter: a capital where `,` marks decimals (`NumberStyle.decimalComma` is a
    # test of one bit), a small letter otherwise, `_` for C's own symbols.
    letters = []
    for decimal, group, secondary in styles:
        if (decimal, group) == (".", ""):
            letters.append("_")
        else:
            first = "A" if decimal == "," else "a"
            letters.append(chr(ord(first) + sum(1 for letter in letters if letter != "_" and (letter < "a") == (first == "A"))))
    if any(not (letter == "_" or letter.isalpha()) for letter in letters) or max(letters) > "z":
        sys.exit("too many styles for one letter each")
    rows.sort()
    records = "".join(name.ljust(width) + letters[index] for name, index in rows)

    lines = [
        "// Generated by Scripts/generate-number-locales.py from CLDR, through babel "
        f"{babel.__version__}. Do not edit.",
        "",
        "extension NumberLocales {",
        f"    /// Every locale of CLDR ({len(rows)}), sorted: its name in lower case, `_` between its parts,",
        f"    /// padded with spaces to `nameWidth` bytes, then its style (`style(_:)`) as a letter.",
        f"    static let records: StaticString = \"{records}\"",
        f"    static let nameWidth = {width}",
        f"    static let count = {len(rows)}",
        "",
        "    /// The symbols of the style `letter` names; C's for `_` and any other byte.",
        "    static func symbols(_ letter: UInt8) -> (decimalComma: Bool, group: StaticString, secondaryGroupSize: Int) {",
        "        switch letter {",
    ]
    for index, (decimal, group, secondary) in enumerate(styles):
        if letters[index] == "_":
            continue
        comma = "true" if decimal == "," else "false"
        lines.append(f'        case UInt8(ascii: "{letters[index]}"): ({comma}, "{swift_string(group)}", {secondary})')
    lines.append('        default: (false, "", 3)')
    lines += ["        }", "    }", "}", ""]
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"{OUTPUT.relative_to(ROOT)}: {len(rows)} locales, {len(styles)} styles")

    # Samples: integers and decimals of every size, signs, as CLDR writes them in each locale.
    generator = random.Random(21)
    values = [Decimal(0), Decimal("0.5"), Decimal(1234), Decimal("1234.5"), Decimal(12345678), Decimal("-9876543.21"),
              Decimal("1000000"), Decimal("0.001"), Decimal("123456.789")]
    for _ in range(40):
        digits = generator.randint(1, 12)
        places = generator.choice([0, 1, 2, 2, 3, 4])
        whole = generator.randint(10 ** (digits - 1), 10 ** digits - 1)
        fraction = generator.randint(0, 10 ** places - 1) if places else 0
        text = f"{whole}.{fraction:0{places}d}" if places else str(whole)
        value = Decimal(text)
        values.append(-value if generator.random() < 0.2 else value)
    sample_rows = ["# locale\tas CLDR writes it\tvalue (Scripts/generate-number-locales.py)"]
    for name in SAMPLE_LOCALES:
        for value in values:
            written = format_decimal(value, locale=name, decimal_quantization=False, numbering_system="latn")
            sample_rows.append(f"{name}\t{written}\t{value}")
    SAMPLES.write_text("\n".join(sample_rows) + "\n", encoding="utf-8")
    print(f"{SAMPLES.relative_to(ROOT)}: {len(sample_rows) - 1} samples")


if __name__ == "__main__":
    main()
