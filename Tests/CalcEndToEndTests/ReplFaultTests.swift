import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The prompt when things around it go wrong, in a real pseudo-terminal: an update that
/// hangs and is cancelled, an updater that cannot be run, a window resized mid-line, a
/// temporary directory that takes no files.
extension ReplTests {
    /// A cache dated today and fetched now: no background refresh, so what fetches is `:update`.
    func writeFreshCache() throws -> URL {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        let path = directory.appendingPathComponent("rates.json")
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "\#(RateTableDate.today)", "source": "ECB + open.er-api.com", "fetched": \#(now), "rates": {"EUR": "1", "USD": "2"}}"#.utf8)
            .write(to: path)
        return path
    }

    /// Found in review: calc-fetch inherited the prompt's blocked SIGINT, so Ctrl-C did nothing
    /// until the timeout, and each Ctrl-C then showed an empty prompt.
    @Test func ctrlCCancelsAnUpdateAtOnce() throws {
        RateTableDate.stayAwayFromMidnight()
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .hang)
        server.route("/wide", .hang)
        let cache = try writeFreshCache()
        let before = try Data(contentsOf: cache)
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
            "CALC_FETCH_TIMEOUT": "60",
        ])
        terminal.type(":update\r")
        #expect(terminal.waitFor("fetching rates from"), "\(terminal.transcript)")
        let started = Date()
        let mark = terminal.mark
        terminal.type("\u{3}")
        #expect(terminal.waitFor("update cancelled; the rates are unchanged\r\ncalc> ", after: mark, timeout: 10), "\(terminal.transcript)")
        #expect(Date().timeIntervalSince(started) < 10)
        let next = terminal.mark
        terminal.type("1 + 2\r")
        #expect(terminal.waitFor("3\r\ncalc> ", after: next), "\(terminal.transcript)")
        // One prompt after the cancellation, not one per Ctrl-C.
        #expect(terminal.transcript[mark..<next].components(separatedBy: "calc> ").count == 2, "\(terminal.transcript[mark...])")
        #expect(try Data(contentsOf: cache) == before)
    }

    /// A fetcher that cannot open libcurl (a calc installed without it): the background
    /// refresh and `:update` say so, with the loader's words, and the prompt goes on. (calc
    /// runs its own executable as the fetcher, so that is the fetcher's one missing part.)
    @Test func anUpdaterThatCannotRunIsNamed() throws {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment["CALC_OFFLINE"] = ""
        environment["CALC_LIBCURL"] = calc.home.appendingPathComponent("missing/libcurl.so.4").path
        for (variable, path) in [("CALC_ECB_URL", "ecb"), ("CALC_ERAPI_URL", "wide"), ("CALC_CRYPTO_URL", "crypto"), ("CALC_ECB_HISTORY_URL", "history")] {
            environment[variable] = "http://127.0.0.1:9/" + path
        }
        let missing = "cannot load the network library: \(calc.home.path)/missing/libcurl.so.4: cannot open shared object file: No such file or directory"
        // No cache: the embedded rates are weeks old, so a background refresh is tried at once.
        // Wide enough for each message on one row.
        let terminal = try PseudoTerminal([], environment: environment, columns: 400)
        #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
        // The background refresh's outcome is told with the first line entered after it ended.
        let start = terminal.mark
        var reported = false
        for _ in 0..<40 where !reported {
            let before = terminal.mark
            terminal.type("2 * 21\r")
            #expect(terminal.waitFor("42\r\n", after: before), "\(terminal.transcript)")
            #expect(terminal.waitFor("calc> ", after: before), "\(terminal.transcript)")
            reported = terminal.transcript[before...].contains("rates could not be refreshed in the background")
            if !reported { usleep(250_000) }
        }
        #expect(reported, "\(terminal.transcript)")
        #expect(terminal.transcript[start...].contains("ECB: " + missing), "\(terminal.transcript[start...])")
        var mark = terminal.mark
        terminal.type(":update\r")
        #expect(terminal.waitFor(":update failed: no rate source could be fetched", after: mark), "\(terminal.transcript)")
        #expect(terminal.transcript[mark...].contains("ECB: " + missing), "\(terminal.transcript[mark...])")
        mark = terminal.mark
        terminal.type("6 * 7\r")
        #expect(terminal.waitFor("42\r\n", after: mark), "\(terminal.transcript)")
    }

    /// The background refresh keeps calc-fetch's output under `$TMPDIR` (here one that takes no
    /// file, which the message names), and never leaves a file behind.
    @Test func theBackgroundRefreshUsesTMPDIR() throws {
        let terminal = try start(environment: ["CALC_OFFLINE": "", "TMPDIR": "/proc", "CALC_ECB_URL": "http://127.0.0.1:9/"])
        _ = terminal
        #expect(terminal.transcript.contains("warning: the rates could not be refreshed in the background: cannot create a file in /proc:"),
                "\(terminal.transcript)")

        let temporary = calc.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let refreshing = try start(environment: [
            "CALC_OFFLINE": "", "TMPDIR": temporary.path, "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ])
        var reported = false
        for _ in 0..<50 where !reported {
            refreshing.type("1\r")
            reported = refreshing.waitFor("rates refreshed in the background", timeout: 0.2)
        }
        #expect(reported, "\(refreshing.transcript)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// After a resize libedit learns the new width and redraws the line being edited (found in
    /// review: without SIGWINCH handling, editing a long line garbled the screen).
    @Test func aResizeRedrawsTheLineForTheNewWidth() throws {
        let terminal = try start()
        terminal.type("111 + 222 + 333")
        #expect(terminal.waitFor("333"), "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.resize(rows: 20, columns: 40)
        #expect(terminal.waitFor("calc> 111 + 222 + 333", after: mark, count: 2), "\(terminal.transcript[mark...])")
        let next = terminal.mark
        terminal.type("\r")
        #expect(terminal.waitFor("666\r\ncalc> ", after: next), "\(terminal.transcript)")
    }

    /// Ctrl-Z stops calc with the terminal given back in its normal (canonical) mode, and `fg`
    /// brings back the editing mode with the line redrawn (found in review: after `fg` the
    /// terminal stayed in cooked mode). A shell with job control runs calc, as a person's does:
    /// the kernel stops only a process group that a shell of its session can continue.
    @Test func ctrlZAndFgLeaveEditingIntact() throws {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment["CALC"] = CalcProcess.binary.path
        // Each time calc stops, the shell says so, waits and continues it; `fg` returns 128 +
        // the signal's number while calc is stopped, calc's own status once it has ended.
        let script = #"set -m; "$CALC"; while true; do echo "calc stopped"; sleep 2; fg; [ $? -gt 128 ] || break; done"#
        let terminal = try PseudoTerminal(["-c", script], environment: environment, program: "/bin/sh")
        #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
        // libedit may draw the prompt a moment before it leaves canonical mode: keys typed in
        // that moment would be the kernel's to echo. Wait for editing mode first.
        #expect(terminal.waitUntil { !terminal.isCanonical }, "never left canonical mode")
        terminal.type("1 + 2")
        #expect(terminal.waitFor("1 + 2"), "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.type("\u{1a}")
        #expect(terminal.waitFor("calc stopped", after: mark, timeout: 30), "\(terminal.transcript)")
        #expect(terminal.isCanonical, "the terminal is the shell's again while calc is stopped")
        let resumed = terminal.mark
        #expect(terminal.waitFor("calc> 1 + 2", after: resumed, timeout: 30), "\(terminal.transcript[resumed...])")
        #expect(terminal.waitUntil { !terminal.isCanonical }, "editing mode again after fg")
        let next = terminal.mark
        terminal.type("\r")
        #expect(terminal.waitFor("3\r\ncalc> ", after: next), "\(terminal.transcript)")

        // Ctrl-Z while a line is being computed (the terminal then in canonical mode): calc
        // stops at once and, after fg, finishes the line.
        terminal.type("w = (2^30000+1)/(5^12000+3)\r")
        #expect(terminal.waitFor("calc> ", after: next), "\(terminal.transcript)")
        #expect(terminal.waitUntil { !terminal.isCanonical })
        let busy = terminal.mark
        terminal.type("w" + String(repeating: "+w-w", count: 400) + "\r")
        #expect(terminal.waitUntil { terminal.isCanonical }, "computing")
        terminal.type("\u{1a}")
        #expect(terminal.waitFor("calc stopped", after: busy, timeout: 30), "\(terminal.transcript[busy...])")
        #expect(terminal.waitFor("1.81893796305778e643", after: busy, timeout: 30), "\(terminal.transcript[busy...])")
        #expect(terminal.waitFor("calc> ", after: busy, timeout: 30), "\(terminal.transcript[busy...])")
    }

    /// A window closed while calc ignores SIGHUP (`nohup`, a shell's `trap '' HUP`): every
    /// read fails, which is the end of the session, with the entered line kept in the
    /// history. Read as a Ctrl-C, it drew a prompt and read again for ever, at full speed.
    @Test func aClosedWindowEndsTheSessionEvenWhenHangUpIsIgnored() throws {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment["CALC"] = CalcProcess.binary.path
        let terminal = try PseudoTerminal(["-c", #"trap '' HUP; exec "$CALC""#], environment: environment, program: "/bin/sh")
        #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
        #expect(terminal.waitUntil { !terminal.isCanonical }, "never left canonical mode")
        terminal.type("6 * 7\r")
        #expect(terminal.waitFor("42"), "\(terminal.transcript)")
        terminal.type("1 + 2")
        #expect(terminal.waitFor("1 + 2"), "\(terminal.transcript)")
        terminal.hangUp()
        let status = terminal.exitStatusAfterHangUp()
        let state = (try? String(contentsOfFile: "/proc/\(terminal.processID)/status", encoding: .utf8)) ?? ""
        let stack = (try? String(contentsOfFile: "/proc/\(terminal.processID)/stack", encoding: .utf8)) ?? ""
        let children = (try? String(contentsOfFile: "/proc/\(terminal.processID)/task/\(terminal.processID)/children", encoding: .utf8)) ?? ""
        #expect(status != nil, "calc kept running after its terminal hung up: \(state) \(stack) children: \(children)")
        let history = try String(contentsOf: calc.home.appendingPathComponent("state/calc/history"), encoding: .utf8)
        #expect(history.contains("6\\040*\\0407"), "\(history)")
    }
}
