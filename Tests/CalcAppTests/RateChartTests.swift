@testable import CalcApp
import CalcCore
import CalcHistoryData
import Foundation
import Testing

/// `calc --history`: the chart of a fixed series against a golden file, its summary, the CSV
/// and the spans.
@Suite struct RateChartTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func series(_ from: CurrencyCode, _ to: CurrencyCode, _ span: String) throws -> RateSeries {
        try RateSeries.make(from: from, to: to, span: HistorySpan.parse(span), history: HistoricalRates { RateHistory(embedded: EmbeddedECBHistory.value) }).get()
    }

    /// The embedded history's dollar in euros through the autumn of 2008, 80 columns wide.
    @Test func chartMatchesTheGoldenFile() throws {
        let chart = RateChart.render(try RateChartTests.series("USD", "EUR", "2008-09..2008-12"), width: 80)
        let expected = try String(contentsOf: RateChartTests.golden.appendingPathComponent("history-usd-eur-2008-09..2008-12.txt"), encoding: .utf8)
        #expect(chart == expected)
        for line in chart.split(separator: "\n").dropFirst().dropLast() {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func summaryNamesTheDaysAndTheChange() throws {
        let series = try RateChartTests.series("EUR", "USD", "2008")
        #expect(series.points.first?.day == Day("2008-01-02") && series.points.last?.day == Day("2008-12-31"))
        #expect(RateChart.summary(series)
                == "first 1.4688 (2008-01-02), last 1.3917 (2008-12-31), min 1.246 (2008-10-27), max 1.599 (2008-07-15), change -5.25%")
        // A flat series: every day ties, the earliest is named.
        let flat = try RateChartTests.series("CYP", "EUR", "2010-01")
        #expect(flat.minimum.day == Day("2010-01-04") && flat.maximum.day == Day("2010-01-04"))
        #expect(RateChart.summary(flat).hasSuffix("change 0.00%"))
    }

    /// Every CSV row is the exact rate as calc prints it, and reads back as `rate(A, B)` on
    /// that day prints.
    @Test func csvReadsBack() throws {
        let csv = RateChart.csv(try RateChartTests.series("GBP", "JPY", "2016-06-20..2016-06-30"))
        let rows = csv.split(separator: "\n")
        #expect(rows.first == "date,GBP/JPY")
        #expect(rows.count == 10)
        for row in rows.dropFirst() {
            let fields = row.split(separator: ",")
            var evaluator = Evaluator(history: HistoricalRates { RateHistory(embedded: EmbeddedECBHistory.value) })
            let value = try #require(try evaluator.evaluate("rate(GBP, JPY) on \(fields[0])"))
            #expect(ValueFormatting.format(value).text == fields[1])
        }
    }

    @Test(arguments: [
        ("2020", "2020-01-01", "2020-12-31"),
        ("2020-02", "2020-02-01", "2020-02-29"),
        ("2020-03-16", "2020-03-16", "2020-03-16"),
        ("2019..2020-06", "2019-01-01", "2020-06-30"),
        ("2020-03-16..2020-04", "2020-03-16", "2020-04-30"),
        ("2026..", "2026-01-01", "9999-12-31"),
        ("..1999-02", "0001-01-01", "1999-02-28"),
    ])
    func spans(_ text: String, _ first: String, _ last: String) throws {
        let span = try #require(HistorySpan.parse(text))
        #expect(span.lowerBound.text == first && span.upperBound.text == last)
    }

    @Test(arguments: ["", "20", "2020-13", "2020-02-30", "2021..2020", "2020...2021", "2020-1", "x..2020", "2020..2021..2022"])
    func badSpans(_ text: String) {
        #expect(HistorySpan.parse(text) == nil, "\(text)")
    }
}
