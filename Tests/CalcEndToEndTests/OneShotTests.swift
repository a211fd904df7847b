import Foundation
import Testing

/// `calc EXPR...`: one result on stdout, or a caret diagnostic on stderr.
@Suite struct OneShotTests {
    let calc = CalcProcess()

    @Test(arguments: [
        (["1+2"], "3"),
        (["2 + 3 * 4"], "14"),
        (["0.1 + 0.2 - 0.3"], "0"),
        (["2^100"], "1267650600228229401496703205376"),
        (["1/3"], "0.333333333333333"),
        (["sqrt(2)"], "1.4142135623731"),
        (["-2^2"], "-4"),
        (["-5", "+", "3"], "-2"),
        (["5", "-", "3"], "2"),
        (["-.5", "*", "2"], "-1"),
        (["-(1+2)"], "-3"),
        (["--", "-x"], ""),
        (["2", "*", "(3", "+", "4)"], "14"),
    ])
    func prints(_ arguments: [String], _ expected: String) throws {
        let result = try calc.run(arguments)
        if expected.isEmpty {
            #expect(result.status == 1)
            return
        }
        #expect(result.stdout == expected + "\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func errorsShowTheLineAndACaret() throws {
        let result = try calc.run(["1 +"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: '+' has no right operand\n1 +\n  ^\nhint: finish the expression or remove '+'\n")
    }

    @Test func errorSpansUnderlineTheWholeToken() throws {
        let result = try calc.run(["2", "*", "nosuch"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: unknown name 'nosuch'\n2 * nosuch\n    ^^^^^^\n")
    }

    @Test func noApproximationMarkWhenNotATerminal() throws {
        let result = try calc.run(["1/3"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.333333333333333\n")
        let money = try calc.run(["--offline", "10 USD in EUR"])
        #expect(money.status == 0)
        #expect(!money.stdout.contains("≈") && money.stdout.hasSuffix(" EUR\n"), "\(money.stdout)")
    }

    @Test func helpShowsUsageAndExamples() throws {
        let result = try calc.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: calc"))
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("-f, --file <FILE>"))
    }

    /// At 80 columns the help's own paragraphs are not wrapped again by the parser (DESIGN
    /// §23: a mode line broke so that `spaces)` stood alone, a path broke in two).
    @Test func helpFitsEightyColumns() throws {
        let result = try calc.run(["--help"], extraEnvironment: ["COLUMNS": "80"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let discussion = lines.prefix { !$0.hasPrefix("USAGE:") }
        for line in discussion { #expect(line.count <= 79, "\(line)") }
        #expect(discussion.contains { $0.hasPrefix("  calc EXPRESSION...") && $0.hasSuffix("spaces)") })
        #expect(discussion.contains { $0.contains("($XDG_CACHE_HOME/calc/rates.json, by default ~/.cache/calc/rates.json)") })
        #expect(discussion.allSatisfy { $0.first != " " || $0.hasPrefix("  ") }, "a row of a paragraph starts in column 0")
    }

    @Test func versionPrintsAVersion() throws {
        let result = try calc.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "calc 0.1.0 (built-in rates: ECB 2026-10-30; history from 1999-01-04)\n")
    }

    /// Completion scripts as argument-parser documents asking for them (with a space).
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(_ shell: String) throws {
        let result = try calc.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("update-rates") && result.stdout.contains("history"), "\(result.stdout.prefix(200))")
    }

    @Test func digitsFlagShowsMoreOrFewerDigits() throws {
        #expect(try calc.run(["--digits", "30", "sqrt(2)"]).stdout == "1.41421356237309504880168872421\n")
        #expect(try calc.run(["--digits", "3", "1/7", "+", "pi"]).stdout == "3.28\n")
        // Exact values stay exact, money keeps its minor unit.
        #expect(try calc.run(["--digits", "3", "2^70"]).stdout == "1180591620717411303424\n")
        #expect(try calc.run(["--digits", "3", "10 USD * pi"]).stdout == "31.42 USD\n")
        let batch = try calc.run(["--digits", "20"], input: "1/3\nexp(1)\n")
        #expect(batch.stdout == "0.33333333333333333333\n2.7182818284590452354\n")
    }

    /// Fewer digits than a value has whole digits: zeros hold their places (found in review:
    /// `--digits 7 '1e12/7'` died of SIGILL).
    @Test func digitsFewerThanTheWholeDigits() throws {
        for (digits, line, expected) in [("7", "1e12/7", "142857100000"), ("5", "1e6/7", "142860"), ("7", "1/62e-13", "161290300000")] {
            let result = try calc.run(["--digits", digits, line])
            #expect(result.status == 0 && result.stdout == expected + "\n" && result.stderr == "", "\(line): \(result.stderr)")
        }
        let batch = try calc.run(["--digits", "7"], input: "1e12/7\n-1e12/7 * e/e\n(1e12/7)%\n")
        #expect(batch.status == 0 && batch.stdout == "142857100000\n-142857100000\n142857100000%\n", "\(batch.stderr)")
    }

    @Test(arguments: ["0", "1001", "-3", "x", "2.5"])
    func digitsOutOfRangeIsAUsageError(_ digits: String) throws {
        let result = try calc.run(["--digits", digits, "1/3"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("--digits"), "\(result.stderr)")
    }

    @Test(arguments: [["--bogus"], ["-x"], ["-f"], ["-f", "a.calc", "1+2"]])
    func badFlagsAreUsageErrors(_ arguments: [String]) throws {
        let result = try calc.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: calc") || result.stderr.contains("USAGE: calc"), "\(result.stderr)")
        #expect(result.stdout == "")
    }

    @Test func argumentsAreJoinedWithSpaces() throws {
        // "12" "USD" must not become "12USD"-like accidents: joined with a space, 1 2 is an error.
        let result = try calc.run(["1", "2"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: two values in a row\n1 2\n  ^\n"))
    }

    @Test func hugeInputAnswersQuickly() throws {
        let start = Date()
        let result = try calc.run(["10^10^10"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: result too large"))
        // One argument may hold at most 128 KiB on Linux; batch tests send larger lines.
        let nested = try calc.run([String(repeating: "(", count: 60_000) + "1" + String(repeating: ")", count: 60_000)])
        #expect(nested.status == 1)
        #expect(nested.stderr.hasPrefix("error: expression nested too deeply"))
        // Not a timing assertion on speed, only a guard against hangs.
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// Several targets print one line, the values joined by ", " (the embedded ECB rates).
    @Test func severalTargetsPrintOneLine() throws {
        let result = try calc.run(["100 EUR in USD, GBP, JPY"])
        #expect(result.status == 0)
        let fields = result.stdout.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(fields.count == 3 && fields[0].hasSuffix(" USD") && fields[1].hasSuffix(" GBP") && fields[2].hasSuffix(" JPY"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\n") && result.stdout.filter { $0 == "\n" }.count == 1)
        let bases = try calc.run(["255 in hex, oct, bin, dec"])
        #expect(bases.stdout == "0xff, 0o377, 0b11111111, 255\n")
    }
}
