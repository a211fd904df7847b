"""What the tests of `calc --lsp` share: the calc under test (CALC_BINARY), a private home
with a fixed rate file, and the command that starts the server there. No test reaches the
network (`--offline`, `--rates FILE`) or reads the user's files (HOME and XDG dirs private)."""

import json
import os
import pathlib
import subprocess
import tempfile

import pytest

CALC = os.environ.get("CALC_BINARY") or str(pathlib.Path(__file__).parents[2] / ".build" / "debug" / "calc")

#: The rates of every test: EUR-based, one day.
RATES = {"base": "EUR", "date": "2026-11-20", "rates": {"USD": 1.08, "GBP": 0.85, "JPY": 160}}

HOME = pathlib.Path(tempfile.mkdtemp(prefix="calc-lsp-test-"))
RATES_FILE = HOME / "rates.json"
RATES_FILE.write_text(json.dumps(RATES))

ENVIRONMENT = {
    "HOME": str(HOME),
    "XDG_CACHE_HOME": str(HOME / "cache"),
    "XDG_CONFIG_HOME": str(HOME / "config"),
    "XDG_STATE_HOME": str(HOME / "state"),
    "PATH": "/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "CALC_OFFLINE": "1",
}


def server_command(*extra):
    return [CALC, "--lsp", "--offline", "--no-init", "--rates", str(RATES_FILE), *extra]


def run_raw(data: bytes, *extra, timeout=30):
    """The server run on `data` as its whole input: its exit status and the bodies it sent."""
    done = subprocess.run(server_command(*extra), input=data, capture_output=True, env=ENVIRONMENT, timeout=timeout)
    return done.returncode, read_bodies(done.stdout), done.stderr.decode()


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_bodies(out: bytes):
    bodies = []
    while out:
        head, separator, rest = out.partition(b"\r\n\r\n")
        assert separator, f"no header end in {out[:80]!r}"
        assert head.startswith(b"Content-Length: "), head
        length = int(head.split(b":")[1])
        bodies.append(json.loads(rest[:length]))
        out = rest[length:]
    return bodies


@pytest.fixture
def home():
    return HOME
