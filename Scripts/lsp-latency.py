#!/usr/bin/env python3
"""Measures `calc --lsp` as an editor uses it (DESIGN §26): on a worksheet of LINES lines, the
round trip of a one-line `didChange` followed by `textDocument/inlayHint` for the whole
sheet, from the change's first byte sent to the hints' last byte read, after a warm-up; and the
server's peak resident memory (VmHWM) at the end of the session. A measurement, not a test:
it prints figures and asserts nothing.

Usage: Scripts/lsp-latency.py [--calc .build/release/calc] [--lines 1000] [--rounds 200]
Standard library only; the server runs offline with the rates built into calc, no init file,
in a private home."""

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time


def sheet(lines: int) -> list[str]:
    """A worksheet like a long budget: blocks of labelled amounts in several currencies, each
    summed, with settings, conversions, plain arithmetic and a blank line between blocks."""
    rows = []
    block = 0
    while len(rows) < lines:
        block += 1
        rows.append(f"Month {block}:")
        rows.append(f"Rent: {700 + block % 50} EUR")
        rows.append(f"Food: {31 * (block % 9 + 1)}.50 EUR")
        rows.append(f"Flights: {120 + block % 70} USD in EUR")
        rows.append(f"Gifts: £{15 + block % 20}")
        rows.append(f"fx = 1.{block % 90 + 10}")
        rows.append(f"Phone: 30 CHF * fx")
        rows.append(f"Share: (1200 + {block}) / 3")
        rows.append("subtotal")
        rows.append("total in EUR")
        rows.append("")
    return rows[:lines]


class Server:
    def __init__(self, calc: str):
        home = tempfile.mkdtemp(prefix="calc-lsp-latency-")
        environment = {"HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config",
                       "XDG_STATE_HOME": home + "/state", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "CALC_OFFLINE": "1"}
        self.process = subprocess.Popen([calc, "--lsp", "--offline", "--no-init"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def peak_memory_kib(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calc", default=".build/release/calc")
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    arguments = parser.parse_args()

    rows = sheet(arguments.lines)
    uri = "file:///latency.calc"
    server = Server(arguments.calc)
    server.request("initialize", {"capabilities": {}})
    server.notify("initialized", {})
    started = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "calc", "version": 1, "text": "\n".join(rows) + "\n"}})
    everything = {"start": {"line": 0, "character": 0}, "end": {"line": len(rows) + 1, "character": 0}}
    first = server.request("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": everything})
    opened = time.perf_counter() - started
    print(f"{arguments.lines} lines: didOpen and the first inlayHint in {opened * 1000:.1f} ms, {len(first['result'])} hints")

    version = 1
    for place, line in (("middle", len(rows) // 2), ("first line", 1)):
        # `Rent: 7xx EUR` edited: one character of the amount, as typing does.
        text = rows[line]
        column = text.index(" EUR") - 1 if " EUR" in text else len(text)
        times = []
        for round_ in range(arguments.warmup + arguments.rounds):
            version += 1
            digit = str(round_ % 10)
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 1}}, "text": digit}
            started = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            server.request("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": everything})
            if round_ >= arguments.warmup:
                times.append(time.perf_counter() - started)
        times.sort()
        print(f"didChange at the {place} (line {line + 1}) + inlayHint of all {arguments.lines} lines: "
              f"median {statistics.median(times) * 1000:.2f} ms, p90 {times[int(len(times) * 0.9)] * 1000:.2f} ms, "
              f"max {times[-1] * 1000:.2f} ms ({arguments.rounds} rounds after {arguments.warmup})")
    print(f"peak resident memory: {server.peak_memory_kib() / 1024:.1f} MiB")
    server.close()


if __name__ == "__main__":
    main()
