import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Peak memory as the kernel counted it for the calc process (`ru_maxrss`), not assumed: the
/// largest line calc accepts stays within its budget.
@Suite struct PeakMemoryTests {
    let calc = CalcProcess()

    struct Measured {
        var status: Int32
        var stdout: String
        var stderr: String
        var peakKilobytes: Int
    }

    /// Runs calc with `input` on stdin from a small Python parent, which reports the peak
    /// resident size of its child (`RUSAGE_CHILDREN`). Not from this test runner itself: a
    /// child spawned from a large process counts the parent's memory until it execs.
    func run(_ arguments: [String], input: String) throws -> Measured {
        let script = """
            import resource, subprocess, sys
            completed = subprocess.run(sys.argv[2:], stdout=open(sys.argv[1] + ".out", "wb"), stderr=open(sys.argv[1] + ".err", "wb"))
            print(completed.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let base = calc.home.appendingPathComponent("peak").path
        // Under AddressSanitizer, freed blocks wait in its quarantine (256 MB by default)
        // before they are reused: that is ASan's memory, not calc's, so it is turned off here.
        var extra: [String: String] = [:]
        if let options = CalcProcess.sanitizerOptions["ASAN_OPTIONS"] { extra["ASAN_OPTIONS"] = options + ":quarantine_size_mb=0" }
        let result = try calc.runProgram("/usr/bin/env", ["python3", "-c", script, base, CalcProcess.binary.path] + arguments,
                                         stdin: Array(input.utf8), extraEnvironment: extra, timeout: 120)
        let fields = result.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        return Measured(status: Int32(fields.first ?? -1),
                        stdout: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
                        stderr: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "",
                        peakKilobytes: fields.count > 1 ? fields[1] : -1)
    }

    /// 256 MiB; under AddressSanitizer (its shadow memory and the red zones around every
    /// block; its quarantine is turned off in `run`) three times that.
    static let budgetKilobytes = (ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 3) * 256 * 1024

    /// Issue "Worksheets": a 100,000-line sheet, read and annotated whole, in under 50 MiB (three
    /// times that under AddressSanitizer); and a batch of as many lines with no blank line keeps
    /// its block in bounded memory.
    @Test func aHundredThousandLineSheetStaysUnderFiftyMebibytes() throws {
        var lines: [String] = []
        for index in 0..<100_000 {
            switch index % 20 {
            case 0: lines.append("# block \(index / 20)")
            case 19: lines.append("Total: total")
            default: lines.append("Item \(index): \(index % 997) * 3.5 / 7 + \(index % 13)")
            }
        }
        let sheet = lines.joined(separator: "\n") + "\n"
        let budget = (ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 3) * 50 * 1024
        let result = try run(["--sheet", "-"], input: sheet)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 100_000)
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < budget, "\(result.peakKilobytes) KB")
        let plain = try run([], input: String(repeating: "1/3 + 2\n", count: 200_000) + "sum\n")
        #expect(plain.stderr == "<stdin>:200001:1: error: 'sum' adds up at most 65536 lines, and the block above is longer; separate the blocks with blank lines or headings\n")
        #expect(plain.peakKilobytes > 0 && plain.peakKilobytes < budget, "\(plain.peakKilobytes) KB")
    }

    @Test func eightMillionTermsEndInAnErrorWithinTheMemoryBudget() throws {
        let line = Array(repeating: "1", count: 8_000_000).joined(separator: "+") // 16 MB
        let result = try run([], input: line + "\n2+2\n")
        #expect(result.stdout == "4\n")
        // It stops at the 1,000,001st expression begun: the operand at column 2,000,001.
        #expect(result.stderr == "<stdin>:1:2000001: error: this line needs too much work: more than 2000000 operands and operators; split it into several lines\n")
        #expect(result.status == 1)
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < PeakMemoryTests.budgetKilobytes, "\(result.peakKilobytes) KB")
    }

    @Test func halfAMillionTermsEvaluateWithinTheMemoryBudget() throws {
        let line = Array(repeating: "1", count: 500_000).joined(separator: "+")
        let result = try run([], input: line + "\n")
        #expect(result.stdout == "500000\n")
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < PeakMemoryTests.budgetKilobytes, "\(result.peakKilobytes) KB")
    }

    /// 16 MB lines that grew faster than the line's budget counted: three million conversion
    /// targets (420 MB), three million `at` clauses (630 MB, and quadratic before that), a
    /// million far literals (quadratic, then 280 MB), one word of sixteen million letters
    /// (seconds of "did you mean"). Each is one located error within the budgets, and the
    /// batch goes on.
    @Test(arguments: [
        (Array(repeating: "1e30000", count: 2_000_000).joined(separator: "+"),
         "<stdin>:1:8000001: error: this line needs too much work: more than 2000000 operands and operators; split it into several lines"),
        ("1 EUR in USD" + String(repeating: ", USD", count: 3_200_000),
         "<stdin>:1:5010: error: too many conversion targets in one line (the limit is 1000); split them over several lines"),
        ("1 EUR in USD" + String(repeating: " at 1", count: 3_200_000),
         "<stdin>:1:5014: error: too many 'at' clauses in one statement (the limit is 1000); one rate for each pair of currencies is enough"),
        ("1 " + String(repeating: "U", count: 16_000_000),
         "<stdin>:1:3: error: unknown word '\(String(repeating: "U", count: 40))…': not a unit, a currency or a name; a word after a number is a unit or a currency; calc does not multiply implicitly"),
        (String(repeating: "f", count: 16_000_000) + "(1)",
         "<stdin>:1:1: error: unknown function '" + String(repeating: "f", count: 40) + "…'; the functions are sqrt, abs, round, floor, ceil, min, max, ln, log, exp, log2, cbrt, root, hypot, trunc, sign, factorial, gcd, lcm, sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh, asinh, acosh, atanh, log10, change, weekday, workdays, days, unix, rate, roman"),
    ])
    func sixteenMegabyteListsAndWordsEndInALocatedError(line: String, error: String) throws {
        let result = try run([], input: line + "\n2+2\n")
        #expect(result.stdout == "4\n")
        #expect(result.stderr == error + "\n")
        #expect(result.status == 1)
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < PeakMemoryTests.budgetKilobytes, "\(result.peakKilobytes) KB")
    }

    /// DESIGN §24: the unit products a batch makes are bounded. 100,000 lines of distinct
    /// products (`1 m^a * s^b`) peak within 8 MiB (24 under AddressSanitizer) of 100,000 lines
    /// of one product; kept for the run, they cost a third of a kilobyte each (32 MB here).
    @Test func distinctUnitProductsStayBounded() throws {
        var distinct = "", same = ""
        for a in 1...400 {
            for b in 1...250 {
                distinct += "1 m^\(a) * s^\(b)\n"
                same += "1 m^7 * s^3\n"
            }
        }
        let many = try run([], input: distinct)
        let one = try run([], input: same)
        #expect(many.status == 0 && one.status == 0, "\(many.stderr)\(one.stderr)")
        #expect(many.stdout.hasPrefix("1 m·s\n1 m·s²\n1 m·s³\n"))
        #expect(many.stdout.hasSuffix("1 m^400·s^250\n"))
        let bound = (ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 3) * 8 * 1024
        #expect(many.peakKilobytes > 0 && one.peakKilobytes > 0)
        #expect(many.peakKilobytes - one.peakKilobytes < bound, "\(many.peakKilobytes) KB against \(one.peakKilobytes) KB")
    }
}
