import CalcCore
import CalcHistoryData
import CalcTestSupport
import Foundation

/// Paths and small helpers shared by the core tests.
enum TestSupport {
    static let packageRoot = SharedFixtures.packageRoot

    /// The ECB reference rates of 2025-05-09 for a few currencies: the fixture table of the
    /// core tests (exact decimal text, as published).
    static let ecbTable: RateTable = {
        let published: [(String, String)] = [
            ("USD", "1.1252"), ("JPY", "163.36"), ("GBP", "0.8477"), ("CHF", "0.9353"),
            ("BGN", "1.9558"), ("CAD", "1.5658"), ("AUD", "1.7572"), ("KRW", "1575.72"),
            ("INR", "96.0755"), ("TRY", "43.5999"), ("ILS", "3.9928"), ("THB", "37.132"),
            ("SGD", "1.46"), ("HKD", "8.7519"), ("BRL", "6.3647"), ("NZD", "1.9095"),
            ("SEK", "10.92"), ("ISK", "146.9"),
        ]
        var rates: [CurrencyCode: Rational] = [:]
        for (code, text) in published { rates[CurrencyCode(code: code)!] = try! NumberLiteral.value(of: Array(text.utf8)[...]) }
        return RateTable(base: "EUR", date: Day("2025-05-09"), source: "ECB", rates: rates)
    }()

    /// Time zones for the core's tests (DESIGN §20): the system's tzdata (`TZDIR`, else
    /// `/usr/share/zoneinfo`), UTC as the local zone, and the clock at 2026-11-28 12:00 UTC,
    /// the day of DESIGN's examples.
    static let zones: ZoneSource = {
        let directory = ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"
        return ZoneSource(rules: { name in
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(name)") else {
                return .failed(.missingZone(name, directory: directory))
            }
            do throws(ZoneFileError) {
                return .found(try ZoneRules(tzif: [UInt8](data)))
            } catch {
                return .failed(.unreadable(name, reason: error.reason))
            }
        }, local: { ShownZone(name: "UTC", isLocal: true, rules: .utc) }, now: { 1_795_867_200 })
    }()

    /// The ECB's history built into calc, for an evaluator of its own (each has its own:
    /// a history decodes its columns as they are asked for).
    static func history(today: Day? = nil) -> HistoricalRates {
        HistoricalRates(today: today) { RateHistory(embedded: EmbeddedECBHistory.value) }
    }

    /// Evaluates lines in one fresh evaluator and returns the last result's text.
    static func evaluate(_ lines: [String], rates: RateTable = ecbTable) throws -> String {
        var evaluator = Evaluator(rates: rates, history: history())
        var last = ""
        for line in lines {
            if let value = try evaluator.evaluate(line) { last = ValueFormatting.format(value).text }
        }
        return last
    }

    static func evaluate(_ line: String, rates: RateTable = ecbTable) throws -> String {
        try evaluate([line], rates: rates)
    }

    /// What the last of `lines` shows, evaluated in order in `evaluator`: every target of it
    /// (`5 km in mi, ft`).
    static func shown(_ lines: [String], in evaluator: inout Evaluator) throws -> String {
        var shown = ""
        for line in lines {
            if let value = try evaluator.evaluate(line) {
                shown = ([value] + evaluator.alsoShown).map { ValueFormatting.format($0).text }.joined(separator: ", ")
            }
        }
        return shown
    }

    /// The error of `line` in `evaluator`; nil when it has a value.
    static func diagnostic(_ line: String, in evaluator: inout Evaluator) -> Diagnostic? {
        do {
            _ = try evaluator.evaluate(line)
            return nil
        } catch {
            return error
        }
    }

    /// The diagnostic of a failing line.
    static func diagnostic(_ line: String, rates: RateTable = ecbTable) -> Diagnostic? {
        var evaluator = Evaluator(rates: rates, history: history())
        return diagnostic(line, in: &evaluator)
    }

    /// A number's exact value, or its approximation's midpoint.
    static func rationalValue(_ number: Number) -> Rational {
        number.exact ?? number.approximation?.midpoint() ?? .zero
    }

    static func rational(_ text: String) -> Rational { SharedFixtures.rational(text) }
}
