import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// Instants in UTC (DESIGN §20): `unix(N)`, `in unix`, the printed form read back, and
/// arithmetic with durations, against Foundation's calendar.
@Suite struct InstantTests {
    @Test(arguments: [
        ("unix(1707568901)", "2024-02-10 12:41:41 UTC"),
        ("unix(1707568901) in unix", "1707568901"),
        ("2024-02-10 12:41:41 UTC in unix", "1707568901"),
        ("2024-02-10 12:41:41 GMT", "2024-02-10 12:41:41 UTC"),
        ("unix(0)", "1970-01-01 00:00 UTC"),
        ("unix(-1)", "1969-12-31 23:59:59 UTC"),
        ("unix(0) + 90 min", "1970-01-01 01:30 UTC"),
        ("unix(0) + 1 month", "1970-02-01 00:00 UTC"),
        ("unix(1707568901) - 2024-02-10 00:00 UTC", "12:41:41"),
        ("2024-02-10 12:41 UTC + 1 day", "2024-02-11 12:41 UTC"),
    ])
    func printsAsDesigned(_ line: String, _ printed: String) throws {
        #expect(try TestSupport.evaluate(line) == printed, "\(line)")
    }

    @Test(arguments: [
        ("unix(0) * 2", MessageID.instantArithmetic),
        ("unix(0) + unix(1)", .instantArithmetic),
        ("unix(0) in h", .instantArithmetic),
        ("5 in unix", .notUnixTime),
        ("unix(1.5)", .notUnixTime),
        ("unix(5 USD)", .functionOfMoney),
        ("unix(-62135596801)", .dateOutOfRange),
        ("2024-02-10 25:00 UTC", .impossibleTime),
    ])
    func refused(_ line: String, _ id: MessageID) throws {
        #expect(TestSupport.diagnostic(line)?.id == id, "\(line): \(TestSupport.diagnostic(line)?.message ?? "no error")")
    }

    /// Generated seconds: the printed instant is Foundation's UTC date and time of them, it
    /// reads back, and `in unix` gives the seconds again.
    @Test func generatedInstantsMatchFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var random = SplitMix64(state: 40)
        for _ in 0..<300 {
            let seconds = Int(random.next() % 8_000_000_000) - 2_000_000_000
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                                from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            var expected = String(format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
            if parts.second! != 0 { expected += String(format: ":%02d", parts.second!) }
            expected += " UTC"
            let printed = try TestSupport.evaluate("unix(\(seconds))")
            #expect(printed == expected, "unix(\(seconds))")
            #expect(try TestSupport.evaluate(printed) == printed)
            #expect(try TestSupport.evaluate("\(printed) in unix") == "\(seconds)")
        }
    }
}
