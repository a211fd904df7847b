import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The REPL in a real pseudo-terminal: typed keys in, the screen out.
@Suite struct ReplTests {
    let calc = CalcProcess()

    func start(_ arguments: [String] = [], environment extra: [String: String] = [:], columns: UInt16 = 100) throws -> PseudoTerminal {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment.merge(extra) { $1 }
        let terminal = try PseudoTerminal(arguments, environment: environment, columns: columns)
        #expect(terminal.waitFor("calc> "), "no prompt: \(terminal.transcript)")
        return terminal
    }

    @Test func promptAndResult() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type("1 + 2\r")
        #expect(terminal.waitFor("\r\n3\r\ncalc> ", after: mark), "\(terminal.transcript)")
    }

    @Test func errorThenAWorkingLine() throws {
        let terminal = try start()
        terminal.type("1 +\r")
        #expect(terminal.waitFor("error: '+' has no right operand\r\n1 +\r\n  ^\r\n"), "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.type("6 * 7\r")
        #expect(terminal.waitFor("42\r\n", after: mark), "\(terminal.transcript)")
    }

    @Test func upRecallsThePreviousLine() throws {
        let terminal = try start()
        terminal.type("6 * 7\r")
        #expect(terminal.waitFor("42\r\ncalc> "))
        let mark = terminal.mark
        terminal.type("\u{1b}[A")
        #expect(terminal.waitFor("6 * 7", after: mark), "\(terminal.transcript)")
        terminal.type("\r")
        #expect(terminal.waitFor("42\r\n", after: mark), "\(terminal.transcript)")
    }

    /// A line typed twice in a row is one entry: Up, Up from there reaches the line before
    /// (libedit's duplicate suppression; the saved file has its own, so only this shows it).
    @Test func aRepeatedLineIsOneHistoryEntry() throws {
        let terminal = try start()
        for (line, result) in [("1+2", "3"), ("6*7", "42"), ("6*7", "42")] {
            let mark = terminal.mark
            terminal.type(line + "\r")
            #expect(terminal.waitFor("\(result)\r\ncalc> ", after: mark), "\(terminal.transcript)")
        }
        let mark = terminal.mark
        terminal.type("\u{1b}[A\u{1b}[A\r")
        #expect(terminal.waitFor("3\r\ncalc> ", after: mark), "\(terminal.transcript)")
    }

    /// The history is saved under its lock: while another process holds it, the session waits
    /// (the line is neither saved nor answered), and goes on when it is let go. The wait is
    /// bounded (a second, then the line is answered and saved later: `LineHistoryFileTests`),
    /// and a loaded machine may pass the bound, so the answer is awaited with or without the
    /// warning, and the line is in the history when the session ends.
    @Test func savingTheHistoryWaitsForItsLock() throws {
        let directory = calc.home.appendingPathComponent("state/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lock = open(directory.appendingPathComponent(".history.lock").path, O_RDWR | O_CREAT, 0o600)
        try #require(lock >= 0)
        defer { close(lock) }
        let terminal = try start()
        let first = terminal.mark
        terminal.type("1+1\r")
        #expect(terminal.waitFor("2\r\ncalc> ", after: first), "\(terminal.transcript)")
        #expect(flock(lock, LOCK_EX) == 0)
        let mark = terminal.mark
        terminal.type("6*7\r")
        // Held: no answer comes at once (without the lock it would).
        #expect(!terminal.waitFor("42\r\n", after: mark, timeout: 0.3), "\(terminal.transcript)")
        let history = directory.appendingPathComponent("history")
        #expect(!((try? String(contentsOf: history, encoding: .utf8)) ?? "").contains("6*7"))
        flock(lock, LOCK_UN)
        #expect(terminal.waitFor("42\r\n", after: mark), "\(terminal.transcript)")
        #expect(terminal.waitFor("calc> ", after: mark), "\(terminal.transcript)")
        _ = terminal.waitUntil(timeout: 10) { !terminal.isCanonical }
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0)
        #expect(try String(contentsOf: history, encoding: .utf8).contains("6*7"))
    }

    @Test func historySurvivesARestart() throws {
        let first = try start()
        first.type("123 * 2\r")
        // Keys typed before the next prompt would reach the terminal in cooked mode.
        #expect(first.waitFor("246\r\ncalc> "))
        first.type("\u{4}")
        #expect(first.exitStatus() == 0)
        let history = calc.home.appendingPathComponent("state/calc/history")
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.hasPrefix("_HiStOrY_V2_\n"))
        #expect(saved.contains("123\\040*\\0402"))

        let second = try start()
        let mark = second.mark
        second.type("\u{1b}[A\r")
        #expect(second.waitFor("246\r\n", after: mark), "\(second.transcript)")
    }

    @Test func historyIsSavedAfterEveryLine() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type("7 * 6\r")
        // The next prompt, not the first one: the line has been handled.
        #expect(terminal.waitFor("42\r\ncalc> ", after: mark), "\(terminal.transcript)")
        // Still running: the line is on disk already.
        let history = calc.home.appendingPathComponent("state/calc/history")
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved == "_HiStOrY_V2_\n7\\040*\\0406\n")
    }

    /// 1,000 entries at most, the oldest dropped first; a line equal to the one before it is
    /// not added again, one equal to an older line is.
    @Test func historyKeepsTheNewest1000EntriesWithoutConsecutiveDuplicates() throws {
        let directory = calc.home.appendingPathComponent("state/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let history = directory.appendingPathComponent("history")
        let seeded = (1...1005).map { "\($0)*1" }
        try Data(("_HiStOrY_V2_\n" + seeded.joined(separator: "\n") + "\n").utf8).write(to: history)

        let terminal = try start()
        for (line, result) in [("6*7", "42"), ("6*7", "42"), ("1+2", "3"), ("6*7", "42")] {
            let mark = terminal.mark
            terminal.type(line + "\r")
            #expect(terminal.waitFor("\r\n\(result)\r\ncalc> ", after: mark), "\(terminal.transcript)")
        }
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0)

        let saved = try String(contentsOf: history, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(saved.first == "_HiStOrY_V2_")
        let entries = Array(saved.dropFirst())
        #expect(entries.count == 1000)
        #expect(entries == Array(seeded.suffix(997)) + ["6*7", "1+2", "6*7"])
    }

    /// stdin on a terminal but stdout redirected (`calc > file`): a batch, with no prompt,
    /// no line editing and no history.
    @Test func terminalInputWithRedirectedOutputIsABatch() throws {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        let output = calc.home.appendingPathComponent("out.txt").path
        let terminal = try PseudoTerminal([], environment: environment, standardOutput: output)
        terminal.type("1 + 2\n2 +\n")
        #expect(terminal.waitFor("<stdin>:2:3: error: '+' has no right operand"), "\(terminal.transcript)")
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 1, "\(terminal.transcript)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "3\n")
        #expect(!terminal.transcript.contains("calc> "), "\(terminal.transcript)")
        #expect(!FileManager.default.fileExists(atPath: calc.home.appendingPathComponent("state/calc/history").path))
    }

    @Test func ratesCommandShowsAgeAndCount() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        RateTableDate.stayAwayFromMidnight()
        let threeDaysAgo = RateTableDate.daysAgo(3)
        let now = Int(Date().timeIntervalSince1970)
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "\#(threeDaysAgo)", "source": "ECB", "fetched": \#(now), "rates": {"EUR": "1", "USD": "2", "JPY": "150", "GBP": "0.8"}}"#.utf8)
            .write(to: directory.appendingPathComponent("rates.json"))
        let terminal = try start(["--offline"])
        let mark = terminal.mark
        terminal.type(":rates\r")
        #expect(terminal.waitFor("source: ECB (cache \(directory.path)/rates.json)\r\nrates date: \(threeDaysAgo) (3 days old)\r\nbase: EUR\r\ncurrencies: 4\r\n", after: mark),
                "\(terminal.transcript)")
    }

    /// Types `typed` and Tab: libedit draws the completion as cursor movement plus the missing
    /// `inserted`, and Enter then prints `result`.
    private func tabCompletes(_ typed: String, inserting inserted: String, printing result: String) throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type(typed)
        #expect(terminal.waitFor(typed, after: mark))
        let beforeTab = terminal.mark
        terminal.type("\t")
        #expect(terminal.waitFor(inserted, after: beforeTab), "\(terminal.transcript)")
        terminal.type("\r")
        #expect(terminal.waitFor("\r\n\(result)\r\n", after: mark), "\(terminal.transcript)")
    }

    @Test func tabCompletesACurrencyCode() throws {
        // `1 EU` alone would be an unknown currency: the amount proves the completion.
        try tabCompletes("1 EU", inserting: "R ", printing: "1.00 EUR")
    }

    @Test func tabCompletesAUnitAfterAConversion() throws {
        try tabCompletes("3 ft in inc", inserting: "h ", printing: "36 inch")
    }

    @Test func tabListsSeveralMatches() throws {
        let terminal = try start()
        terminal.type("m\t")
        #expect(terminal.waitFor("min  max"), "\(terminal.transcript)")
    }

    @Test func ctrlCClearsTheLineAndTheSessionGoesOn() throws {
        let terminal = try start()
        terminal.type("12345")
        #expect(terminal.waitFor("12345"))
        terminal.type("\u{3}")
        let mark = terminal.mark
        #expect(terminal.waitFor("calc> ", after: mark), "\(terminal.transcript)")
        terminal.type("2 + 2\r")
        #expect(terminal.waitFor("\r\n4\r\n", after: mark), "\(terminal.transcript)")
        #expect(!terminal.transcript.contains("123452"))
    }

    @Test func ctrlDExitsWithStatusZero() throws {
        let terminal = try start()
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0, "\(terminal.transcript)")
    }

    @Test(arguments: ["quit", "exit", ":quit", ":q"])
    func quitCommands(_ command: String) throws {
        let terminal = try start()
        terminal.type(command + "\r")
        #expect(terminal.exitStatus() == 0)
    }

    @Test func euroTypedUnderTheCLocale() throws {
        let terminal = try start(environment: ["LANG": "C", "LC_ALL": ""])
        let mark = terminal.mark
        terminal.type("€5 + 3 EUR\r")
        #expect(terminal.waitFor("8.00 EUR\r\n", after: mark), "\(terminal.transcript)")
    }

    @Test func approximateResultsAreMarked() throws {
        let terminal = try start()
        terminal.type("1/3\r")
        #expect(terminal.waitFor("≈ 0.333333333333333\r\n"), "\(terminal.transcript)")
    }

    @Test func commands() throws {
        let terminal = try start()
        terminal.type("x = 2\r")
        #expect(terminal.waitFor("2\r\n"))
        terminal.type(":vars\r")
        #expect(terminal.waitFor("x = 2\r\nans = 2\r\n"), "\(terminal.transcript)")
        terminal.type(":rates\r")
        #expect(terminal.waitFor("source: ECB (embedded in calc)"), "\(terminal.transcript)")
        terminal.type(":currencies yen\r")
        #expect(terminal.waitFor("JPY  Yen"), "\(terminal.transcript)")
        terminal.type(":help\r")
        #expect(terminal.waitFor(":currencies [filter]"), "\(terminal.transcript)")
        terminal.type(":frobnicate\r")
        #expect(terminal.waitFor("error: unknown command ':frobnicate'"), "\(terminal.transcript)")
        terminal.type(":update\r")
        #expect(terminal.waitFor("error: :update needs the network"), "\(terminal.transcript)")
    }

    @Test func unwritableHistoryWarnsOnceAndGoesOn() throws {
        // The state directory is a file: nothing can be created below it.
        let state = calc.home.appendingPathComponent("state")
        _ = FileManager.default.createFile(atPath: state.path, contents: Data("x".utf8))
        let terminal = try start()
        terminal.type("1 + 1\r")
        // Said as the prompt says its warnings, after the line's answer.
        #expect(terminal.waitFor("cannot save the history"), "\(terminal.transcript)")
        #expect(!terminal.transcript.contains("calc: warning"), "\(terminal.transcript)")
        let answer = terminal.transcript.range(of: "2\r\n"), warning = terminal.transcript.range(of: "cannot save the history")
        #expect(answer != nil && warning != nil && answer!.lowerBound < warning!.lowerBound, "\(terminal.transcript)")
        terminal.type("2 + 2\r")
        #expect(terminal.waitFor("4\r\n"))
        let warnings = terminal.transcript.components(separatedBy: "cannot save the history").count - 1
        #expect(warnings == 1)
    }

    /// In a window 40 columns wide, the warnings before the first prompt (the history moved
    /// aside, with its two long paths, and the embedded rates' age) and an error's hint are
    /// wrapped to 40 columns, each row after the first indented.
    @Test func messagesFitANarrowWindow() throws {
        let directory = calc.home.appendingPathComponent("state/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("my notes\n".utf8).write(to: directory.appendingPathComponent("history"))
        let terminal = try start(columns: 40)
        let mark = terminal.mark
        terminal.type("1 +\r")
        let hint = "hint: finish the expression or remove\r\n      '+'\r\n"
        #expect(terminal.waitFor(hint, after: mark), "\(terminal.transcript)")
        guard let end = terminal.transcript.range(of: hint)?.upperBound else { return }
        #expect(terminal.waitFor("calc> ", after: end), "\(terminal.transcript)")
        let rows = terminal.transcript.components(separatedBy: "\r\n").filter { !$0.hasPrefix("calc> ") }
        #expect(rows.allSatisfy { $0.count <= 40 }, "\(rows)")
        // One form for warnings at the prompt (DESIGN §23): none says `calc: `.
        #expect(!rows.contains { $0.hasPrefix("calc: ") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("warning: the rates are ") }, "\(rows)")
        #expect(rows.contains("hint: finish the expression or remove") && rows.contains("      '+'"), "\(rows)")
        // Every row that does not start a message or show the line is indented under one.
        let labels = ["calc: warning: ", "warning: ", "error: ", "hint: ", "1 +"]
        #expect(rows.allSatisfy { row in row.isEmpty || row.hasPrefix(" ") || labels.contains { row.hasPrefix($0) } }, "\(rows)")
    }

    /// A history file calc cannot read (plain text without libedit's header, or binary junk) is
    /// moved aside, byte for byte, with one message, and a new history begins (found in
    /// review: the first saved line overwrote it).
    @Test(arguments: [Array("my notes\nsecond line\n".utf8), [0xFF, 0xFE, 0x00, 0x01]])
    func aHistoryCalcCannotReadIsMovedAsideNeverOverwritten(contents: [UInt8]) throws {
        let directory = calc.home.appendingPathComponent("state/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let history = directory.appendingPathComponent("history")
        try Data(contents).write(to: history)
        // Wide enough for the warning and its two paths on one row.
        let terminal = try start(columns: 300)
        let aside = history.path + ".unreadable"
        #expect(!terminal.transcript.contains("calc: warning:"), "\(terminal.transcript)")
        #expect(terminal.transcript.contains("warning: \(history.path) is not a history file calc can read; moved it to \(aside) and starting a new history"),
                "\(terminal.transcript)")
        terminal.type("3 + 3\r")
        #expect(terminal.waitFor("6\r\ncalc> "))
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data(contents))
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved == "_HiStOrY_V2_\n3\\040+\\0403\n")
        #expect(terminal.transcript.components(separatedBy: "not a history file").count == 2)
    }

    /// Two sessions open at once, lines alternating: the history keeps every line of both (found
    /// in review: the lines of one vanished when the other saved).
    @Test func twoSessionsAtOnceLoseNoLines() throws {
        let first = try start()
        let second = try start()
        for round in 1...3 {
            for (name, terminal) in [("a", first), ("b", second)] {
                let mark = terminal.mark
                terminal.type("\(name)\(round) = \(round)\r")
                #expect(terminal.waitFor("\(round)\r\ncalc> ", after: mark), "\(terminal.transcript)")
            }
        }
        first.type("\u{4}")
        second.type("\u{4}")
        #expect(first.exitStatus() == 0 && second.exitStatus() == 0)
        let history = calc.home.appendingPathComponent("state/calc/history")
        let saved = try String(contentsOf: history, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(saved == ["_HiStOrY_V2_", "a1\\040=\\0401", "b1\\040=\\0401", "a2\\040=\\0402", "b2\\040=\\0402",
                          "a3\\040=\\0403", "b3\\040=\\0403"])
        var info = stat()
        #expect(stat(history.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// Without libedit the session is the same on the terminal's own line editing: a prompt,
    /// commands, carets, Ctrl-C dropping the line, Ctrl-D leaving with status 0; no history.
    @Test func withoutLibeditTheSessionStaysASession() throws {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment["CALC_LIBEDIT"] = "/nonexistent/libedit.so.2"
        let terminal = try PseudoTerminal([], environment: environment)
        #expect(terminal.waitFor("warning: no line editing (cannot load libedit: /nonexistent/libedit.so.2"),
                "\(terminal.transcript)")
        #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
        terminal.type("6 * 7\r")
        #expect(terminal.waitFor("42\r\ncalc> "), "\(terminal.transcript)")
        terminal.type("1 +\r")
        #expect(terminal.waitFor("error: '+' has no right operand\r\n1 +\r\n  ^\r\n"), "\(terminal.transcript)")
        terminal.type(":vars\r")
        #expect(terminal.waitFor("ans = 42\r\ncalc> "), "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.type("abc\u{3}")
        #expect(terminal.waitFor("calc> ", after: mark), "\(terminal.transcript)")
        terminal.type("2 + 2\r")
        #expect(terminal.waitFor("4\r\n", after: mark), "\(terminal.transcript)")
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: calc.home.appendingPathComponent("state/calc/history").path))
    }

    @Test func noPromptWhenOutputIsNotATerminal() throws {
        // stdin piped: batch mode, no prompt, no history file.
        let result = try calc.run([], input: "1 + 1\n")
        #expect(result.stdout == "2\n")
        #expect(!FileManager.default.fileExists(atPath: calc.home.appendingPathComponent("state/calc/history").path))
    }
}

extension ReplTests {
    /// Stale rates are refreshed in the background without delaying the prompt, and the next
    /// prompt says so.
    @Test func staleRatesAreRefreshedInTheBackground() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ])
        // Give the refresh time to finish, then the next prompt reports it.
        var reported = false
        for _ in 0..<50 where !reported {
            terminal.type("1 + 1\r")
            reported = terminal.waitFor("rates refreshed in the background: saved 6 currencies", timeout: 0.2)
        }
        #expect(reported, "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.type("1 EUR in ARS\r")
        #expect(terminal.waitFor("1250.00 ARS\r\n", after: mark), "\(terminal.transcript)")
    }

    /// A refresh in which the wide source fails: the notice names it with what the cache kept,
    /// and the wide source's currencies of the earlier cache still convert.
    @Test func aBackgroundRefreshWithASourceFailingNamesIt() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A month-old cache of both sources: due for a refresh.
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "2026-10-20", "source": "ECB + open.er-api.com", "fetched": 1792000000, "rates": {"EUR": "1", "USD": "1.1", "TWD": "35"}}"#.utf8)
            .write(to: directory.appendingPathComponent("rates.json"))
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 404, contentType: "text/plain", "gone"))
        // Wide enough for the warning on one row.
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ], columns: 200)
        var reported = false
        for _ in 0..<50 where !reported {
            terminal.type("1 + 1\r")
            reported = terminal.waitFor("warning: open.er-api.com failed: HTTP 404 Not Found (\(server.url("/wide"))); kept 1 currency of 2026-10-20", timeout: 0.2)
        }
        #expect(reported, "\(terminal.transcript)")
        #expect(terminal.transcript.contains("rates refreshed in the background: saved 5 currencies (ECB + open.er-api.com"), "\(terminal.transcript)")
        let mark = terminal.mark
        terminal.type("10 TWD in EUR\r")
        #expect(terminal.waitFor("0.29 EUR\r\n", after: mark), "\(terminal.transcript)")
        terminal.type("1 EUR in USD\r")
        #expect(terminal.waitFor("1.25 USD\r\n", after: mark), "\(terminal.transcript)")
    }

    @Test func aFailedBackgroundRefreshIsReported() throws {
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": FixtureHTTPServer.closedPortURL("/x"), "CALC_ERAPI_URL": FixtureHTTPServer.closedPortURL("/y"),
        ])
        var reported = false
        for _ in 0..<50 where !reported {
            terminal.type("1 + 1\r")
            reported = terminal.waitFor("rates could not be refreshed in the background", timeout: 0.2)
        }
        #expect(reported, "\(terminal.transcript)")
    }

    @Test func updateCommandIsRefusedOffline() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let terminal = try start(["--offline"], environment: [
            "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ])
        terminal.type(":update\r")
        #expect(terminal.waitFor("error: :update needs the network"), "\(terminal.transcript)")
        #expect(server.requests == [])
        #expect(!FileManager.default.fileExists(atPath: calc.home.appendingPathComponent("cache/calc/rates.json").path))
    }

    /// `:update` fetches in the foreground: both sources asked, the cache replaced, and the
    /// new rates used by the next line.
    @Test func updateCommandFetchesInTheForeground() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        // A cache fetched now: no background refresh, so :update is what fetches. Its rates
        // are older than the server's (a newer answer replaces them, an older one would not).
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        let older = RateTableDate.daysAgo(5)
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "\#(older)", "source": "ECB + open.er-api.com", "fetched": \#(now), "rates": {"EUR": "1", "USD": "2"}}"#.utf8)
            .write(to: directory.appendingPathComponent("rates.json"))
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ])
        terminal.type("1 EUR in USD\r")
        #expect(terminal.waitFor("2.00 USD\r\n"), "\(terminal.transcript)")
        terminal.type(":update\r")
        #expect(terminal.waitFor("ECB: done"), "\(terminal.transcript)")
        #expect(terminal.waitFor("saved 6 currencies"), "\(terminal.transcript)")
        #expect(Set(server.requests.map { $0.split(separator: " ")[1] }) == ["/ecb", "/wide"])
        let cache = try String(contentsOf: directory.appendingPathComponent("rates.json"), encoding: .utf8)
        #expect(cache.contains(#""date": "\#(UpdateRatesTests.ecbDate)""#), "\(cache)")
        let mark = terminal.mark
        terminal.type("1 EUR in USD\r")
        #expect(terminal.waitFor("1.25 USD\r\n", after: mark), "\(terminal.transcript)")
    }
}

extension ReplTests {
    /// A failed `:update` at the prompt: the progress names each source as it answers, then a
    /// line for each failure and one for the update, each said once.
    @Test func aFailedUpdateIsOneLine() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 500, contentType: "text/plain", "oops"))
        server.route("/wide", .body(status: 503, contentType: "text/plain", "busy"))
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "\#(RateTableDate.today)", "source": "ECB + open.er-api.com", "fetched": \#(now), "rates": {"EUR": "1", "USD": "2"}}"#.utf8)
            .write(to: directory.appendingPathComponent("rates.json"))
        let terminal = try start(environment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
        ])
        let mark = terminal.mark
        terminal.type(":update\r")
        #expect(terminal.waitFor("error: :update failed: no rate source could be fetched; the rate cache is unchanged\r\ncalc> ", after: mark),
                "\(terminal.transcript)")
        let after = String(terminal.transcript[mark...])
        // The progress says which failed; the reasons come once each, a line per source.
        #expect(after.contains("  ECB: failed\r\n"), "\(after)")
        #expect(after.contains("error: ECB: HTTP 500 Internal Server Error"), "\(after)")
        #expect(after.contains("error: open.er-api.com: HTTP 503 Service Unavailable"), "\(after)")
        #expect(!after.contains("calc: error:") && !after.contains("calc: warning:"), "\(after)")
        #expect(after.components(separatedBy: "HTTP 500").count == 2, "\(after)")
    }
}

/// Today's date in UTC as `YYYY-MM-DD`, for fixtures that must look fresh.
enum RateTableDate {
    static var today: String { daysAgo(0) }

    /// Waits out the last seconds of a UTC day, so that a test that computes a date and the
    /// calc it starts agree on what today is.
    static func stayAwayFromMidnight() {
        let secondsIntoDay = Int(Date().timeIntervalSince1970) % 86_400
        if secondsIntoDay > 86_400 - 15 { sleep(UInt32(86_400 - secondsIntoDay + 1)) }
    }

    /// The UTC date `days` days before today, as `YYYY-MM-DD`.
    static func daysAgo(_ days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(-Double(days) * 86_400))
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
