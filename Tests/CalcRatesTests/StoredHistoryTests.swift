import CalcCore
import CalcRates
import Foundation
import Testing

/// The stored history beside the cache: what calc writes reads back, every fault of the
/// file is a located error, and the update chooses its source by the gap.
@Suite struct StoredHistoryTests {
    static let days: [StoredHistory.Rates] = [
        (Day("2026-11-02")!, ["USD": Rational(11172, 10000), "JPY": Rational(17568, 100)]),
        (Day("2026-11-03")!, ["USD": Rational(1113, 1000)]),
    ]

    @Test func writesTheECBLayoutAndReadsItBack() throws {
        let bytes = StoredHistory.encode(StoredHistoryTests.days)
        #expect(String(decoding: bytes, as: UTF8.self) == "Date,JPY,USD,\n2026-11-03,N/A,1.113,\n2026-11-02,175.68,1.1172,\n")
        let read = try StoredHistory.decode(bytes, origin: "test")
        #expect(read.map(\.day) == StoredHistoryTests.days.map(\.day))
        #expect(read.map(\.rates) == StoredHistoryTests.days.map(\.rates))
    }

    @Test(arguments: [
        ("", "test: empty: no rate data"),
        ("Day,USD,\n", "test: line 1: the header must start with Date"),
        ("Date,usd,\n", "test: line 1: 'usd' is not a currency code"),
        ("Date,EUR,\n", "test: line 1: 'EUR' is not a currency code"),
        ("Date,USD,\n2026-11-02,1.1\n", "test: line 2: 2 fields, the header has 3"),
        ("Date,USD,\n2026-02-30,1.1,\n", "test: line 2: '2026-02-30' is not a date YYYY-MM-DD"),
        ("Date,USD,\n2026-11-02,1.1,\n2026-11-02,1.2,\n", "test: line 3: 2026-11-02 is given twice"),
        ("Date,USD,\n2026-11-02,0,\n", "test: line 2: the rate of USD is '0', not a positive decimal"),
        ("Date,USD,\n2026-11-02,1e3,\n", "test: line 2: the rate of USD is '1e3', not a positive decimal"),
        ("Date,USD,\n2026-11-02,1.1,x\n", "test: line 2: a value under an empty header"),
    ])
    func faultsAreLocated(_ text: String, _ message: String) {
        #expect(throws: RateFormatError.self) { try StoredHistory.decode(Array(text.utf8), origin: "test") }
        do {
            _ = try StoredHistory.decode(Array(text.utf8), origin: "test")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Fetched days replace stored ones; days the embedded history has are dropped.
    @Test func mergeKeepsOnlyLaterDays() {
        let fetched: [StoredHistory.Rates] = [
            (Day("2026-10-30")!, ["USD": Rational(9)]),
            (Day("2026-11-03")!, ["USD": Rational(2)]),
            (Day("2026-11-04")!, ["USD": Rational(3)]),
        ]
        let merged = StoredHistory.merged(StoredHistoryTests.days, fetched, after: Day("2026-10-30")!)
        #expect(merged.map(\.day.text) == ["2026-11-02", "2026-11-03", "2026-11-04"])
        #expect(merged[1].rates["USD"] == Rational(2))
    }

    /// The 90-day file while the gap is within its reach, the whole history beyond it, each
    /// with its own size cap.
    @Test func theSourceFollowsTheGap() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["HOME": home, "CALC_ECB_HISTORY_URL": "http://127.0.0.1:9/90d", "CALC_ECB_FULL_HISTORY_URL": "http://127.0.0.1:9/all"]
        let near = HistoryUpdate(environment: environment, today: Day("2027-01-20")!)
        #expect(near.provider.url == "http://127.0.0.1:9/90d" && near.provider.maxBytes == 2 << 20)
        let far = HistoryUpdate(environment: environment, today: Day("2027-01-30")!)
        #expect(far.provider.url == "http://127.0.0.1:9/all" && far.provider.maxBytes == 64 << 20)
        #expect(far.path == home + "/.cache/calc/ecb-history.csv")

        // The whole file, from 1999 on: only the days after the embedded ones are stored.
        let xml = """
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube>
            <Cube time="2027-01-29"><Cube currency="USD" rate="1.2"/></Cube>
            <Cube time="2026-10-30"><Cube currency="USD" rate="1.1172"/></Cube>
            <Cube time="1999-01-04"><Cube currency="USD" rate="1.1789"/></Cube>
            </Cube></gesmes:Envelope>
            """
        #expect(far.complete(.success(Array(xml.utf8))) == .added(1, newest: Day("2027-01-29")!))
        #expect(try StoredHistory.load(path: far.path!).map(\.day.text) == ["2027-01-29"])
        let later = HistoryUpdate(environment: environment, today: Day("2027-02-01")!)
        #expect(later.provider.maxBytes == 2 << 20)
        #expect(later.complete(.failure(FetchFailure("HTTP 503"))) == .failed("HTTP 503"))
        #expect(try StoredHistory.load(path: far.path!).map(\.day.text) == ["2027-01-29"])
    }

    /// A day after tomorrow in an answer is a garbled date, never stored (DESIGN §23: it became
    /// that day's rates later); tomorrow's is kept.
    @Test func daysAfterTomorrowAreNotStored() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["HOME": home, "CALC_ECB_HISTORY_URL": "http://127.0.0.1:9/90d"]
        let update = HistoryUpdate(environment: environment, today: Day("2026-11-20")!)
        let xml = """
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube>
            <Cube time="2027-06-01"><Cube currency="USD" rate="9.9"/></Cube>
            <Cube time="2026-11-22"><Cube currency="USD" rate="1.3"/></Cube>
            <Cube time="2026-11-21"><Cube currency="USD" rate="1.2"/></Cube>
            <Cube time="2026-11-19"><Cube currency="USD" rate="1.1"/></Cube>
            </Cube></gesmes:Envelope>
            """
        #expect(update.complete(.success(Array(xml.utf8))) == .added(2, newest: Day("2026-11-21")!))
        #expect(try StoredHistory.load(path: update.path!).map(\.day.text) == ["2026-11-19", "2026-11-21"])
    }
}
