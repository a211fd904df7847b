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
        let result = try calc.runProgram("/usr/bin/env", ["python3", "-c", script, base, CalcProcess.binary.path] + arguments,
                                         stdin: Array(input.utf8), timeout: 120)
        let fields = result.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        return Measured(status: Int32(fields.first ?? -1),
                        stdout: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
                        stderr: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "",
                        peakKilobytes: fields.count > 1 ? fields[1] : -1)
    }

    /// 256 MiB; under AddressSanitizer (its shadow memory and quarantine) three times that.
    static let budgetKilobytes = (ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 3) * 256 * 1024

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
}
