#!/usr/bin/env python3
"""Generate Tests/References/zones.tsv: what Python's zoneinfo says of the time-zone files of
Tests/References/zoneinfo/, copied here from the system's tzdata, for ZoneRulesTests and
TimeZoneTests to check calc against. The copies make the tests independent of the tzdata the
machine has (a newer one may change a zone's future rules).

Usage: Scripts/generate-zone-oracle.py [OUTPUT]   (Python 3.9 or later; copies from TZDIR, else
/usr/share/zoneinfo)

Deterministic (a fixed seed), so that running it again over the same tzdata gives the committed
file; the header names the tzdata version, since the answers are only as right as the data.

Two kinds of row, for each zone:
  offset  ZONE  INSTANT  SECONDS  ABBREVIATION
      the UTC offset in force at INSTANT (seconds since 1970-01-01 00:00 UTC): at every change
      of offset or abbreviation from 1970 to 2070 (1 s before, at, 1 s after, 30 min either
      side) and in two far years, and at random instants from 1900 to 2100 and up to 9999;
  local   ZONE  WALL  unique INSTANT | repeated FIRST SECOND | skipped TRANSITION BEFORE AFTER
      when the wall-clock time WALL (local date and time counted as seconds since 1970-01-01
      00:00 as if it were UTC) happens: near each change (at both of its wall times, 1 s and
      30 min either side, and half-way through a gap or an overlap) and at random.
Local answers come from fold=0 and fold=1 (PEP 495), each kept only if converting its instant
back gives the same wall time, and are checked against every offset the zone has within a day.
"""
import os
import random
import shutil
import sys
import zoneinfo
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests" / "References" / "zones.tsv"
COPIES = ROOT / "Tests" / "References" / "zoneinfo"
SYSTEM = Path(os.environ.get("TZDIR") or "/usr/share/zoneinfo")
SEED = 20261128
ZONES = [
    "America/New_York", "America/Los_Angeles", "America/St_Johns", "America/Sao_Paulo",
    "America/Santiago", "Europe/London", "Europe/Paris", "Europe/Dublin", "Europe/Moscow",
    "Australia/Sydney", "Australia/Adelaide", "Australia/Lord_Howe", "Australia/Eucla",
    "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tehran", "Asia/Tokyo", "Pacific/Chatham",
    "Pacific/Apia", "Africa/Casablanca", "UTC",
]
EPOCH = datetime(1970, 1, 1)
UTC = timezone.utc
SCAN_STEP = 6 * 3600  # no zone here changes twice within six hours
# Transitions from 1970 to 2070 are all kept for zones with fewer than this many; the file
# stays under 1.5 MB by keeping an evenly spread sample of the rest (the first and last kept).
MOST_TRANSITIONS = 90


def year_start(year: int) -> int:
    return int((datetime(year, 1, 1) - EPOCH).total_seconds())


def state(zone: ZoneInfo, instant: int) -> tuple[int, str]:
    """The offset (seconds) and abbreviation in force at an instant."""
    moment = (EPOCH + timedelta(seconds=instant)).replace(tzinfo=UTC).astimezone(zone)
    return int(moment.utcoffset().total_seconds()), moment.tzname()


def offset(zone: ZoneInfo, instant: int) -> int:
    return state(zone, instant)[0]


def wall_of(zone: ZoneInfo, instant: int) -> int:
    return instant + offset(zone, instant)


def first_change(low: int, high: int, unchanged) -> int:
    """The first instant in (low, high] where unchanged() is false (true at low, false at high)."""
    while high - low > 1:
        middle = (low + high) // 2
        if unchanged(middle):
            low = middle
        else:
            high = middle
    return high


def transitions(zone: ZoneInfo, start: int, end: int) -> list[int]:
    """Every instant in [start, end) at which the offset or the abbreviation changes."""
    found = []
    previous = state(zone, start)
    instant = start
    while instant < end:
        following = min(instant + SCAN_STEP, end)
        now = state(zone, following)
        if now != previous:
            found.append(first_change(instant, following, lambda moment: state(zone, moment) == previous))
        previous, instant = now, following
    return found


def resolve(zone: ZoneInfo, wall: int) -> tuple:
    """('unique', u) | ('repeated', u1, u2) | ('skipped', t, before, after)."""
    naive = EPOCH + timedelta(seconds=wall)
    answers = []
    for fold in (0, 1):
        guess = wall - int(naive.replace(tzinfo=zone, fold=fold).utcoffset().total_seconds())
        if wall_of(zone, guess) == wall and guess not in answers:
            answers.append(guess)
    answers.sort()
    # The same by brute force: every offset in force within a day and a bit either side.
    offsets = {offset(zone, wall + step * 1800) for step in range(-54, 55)}
    brute = sorted({wall - o for o in offsets if wall_of(zone, wall - o) == wall})
    assert brute == answers, (zone.key, wall, brute, answers)
    if len(answers) == 1:
        return ("unique", answers[0])
    if len(answers) == 2:
        return ("repeated", answers[0], answers[1])
    assert not answers
    before = int(naive.replace(tzinfo=zone, fold=0).utcoffset().total_seconds())
    after = int(naive.replace(tzinfo=zone, fold=1).utcoffset().total_seconds())
    low, high = wall - after, wall - before
    assert offset(zone, low) == before and offset(zone, high) == after, (zone.key, wall)
    change = first_change(low, high, lambda moment: offset(zone, moment) == before)
    assert change + before <= wall < change + after
    return ("skipped", change, before, after)


def sample(items: list[int], most: int) -> list[int]:
    if len(items) <= most:
        return items
    return [items[round(i * (len(items) - 1) / (most - 1))] for i in range(most)]


def tzdata_version() -> str:
    path = SYSTEM / "tzdata.zi"
    if path.exists():
        first = path.read_text().split("\n", 1)[0]
        if first.startswith("# version "):
            return first[len("# version "):]
    return "unknown"


def copy_zone_files() -> None:
    """The zones' files, copied from the system, and zoneinfo made to read only them."""
    if COPIES.exists():
        shutil.rmtree(COPIES)
    for key in ZONES:
        target = COPIES / key
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SYSTEM / key, target)
    (COPIES / "VERSION").write_text(tzdata_version() + "\n")
    zoneinfo.reset_tzpath([str(COPIES)])


def rows_for(key: str, generator: random.Random) -> list[str]:
    zone = ZoneInfo(key)
    changes = sample(transitions(zone, year_start(1970), year_start(2071)), MOST_TRANSITIONS)
    far = transitions(zone, year_start(2345), year_start(2346)) + transitions(zone, year_start(9998), year_start(9999))
    instants = set()
    for change in changes + far:
        instants.update(change + delta for delta in (-1800, -1, 0, 1, 1800))
    instants.update(generator.randrange(year_start(1900), year_start(2101)) for _ in range(150))
    instants.update(generator.randrange(year_start(2101), year_start(9999)) for _ in range(40))
    rows = []
    for instant in sorted(instants):
        seconds, abbreviation = state(zone, instant)
        rows.append(f"offset\t{key}\t{instant}\t{seconds}\t{abbreviation}")

    walls = set()
    for change in changes + far:
        before, after = offset(zone, change - 1), offset(zone, change)
        if before == after:
            continue  # only the abbreviation changed
        for edge in (change + before, change + after):
            walls.update(edge + delta for delta in (-1800, -1, 0, 1, 1800))
        walls.add(change + (before + after) // 2)
    walls.update(generator.randrange(year_start(1900), year_start(2101)) for _ in range(150))
    walls.update(generator.randrange(year_start(2101), year_start(9999)) for _ in range(40))
    for wall in sorted(walls):
        answer = resolve(zone, wall)
        rows.append("\t".join(["local", key, str(wall)] + [str(part) for part in answer]))
    return rows


def main() -> None:
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else OUTPUT
    copy_zone_files()
    generator = random.Random(SEED)
    lines = [
        f"# made by Scripts/generate-zone-oracle.py (Python {sys.version.split()[0]} zoneinfo, "
        f"tzdata {tzdata_version()}, seed {SEED}); columns in the script's docstring",
    ]
    for key in ZONES:
        lines.extend(rows_for(key, generator))
    output.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
