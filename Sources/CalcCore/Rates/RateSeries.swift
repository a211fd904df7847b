/// One rate through time (DESIGN §10, `calc --history A B [FROM..TO]`): units of `to` per
/// unit of `from` on every ECB day of a span, oldest first, exact.
public struct RateSeries {
    public let from: CurrencyCode
    public let to: CurrencyCode
    public let points: [(day: Day, rate: Rational)]

    /// The ECB days from `span`'s start to its end (the last 365 days of the history when nil)
    /// on which both currencies have a rate.
    public static func make(from: CurrencyCode, to: CurrencyCode, span: ClosedRange<Day>?,
                            history rates: HistoricalRates) -> Result<RateSeries, RateFailure> {
        let history = rates.ecbDays
        let newest = history.newestDay
        let span = span ?? Day(daysSinceEpoch: newest.daysSinceEpoch - 365)...newest
        if span.upperBound < history.firstDay { return .failure(.beforeHistory(history.firstDay)) }
        if span.lowerBound > newest { return .failure(.beyondHistory(newest)) }
        var points: [(Day, Rational)] = []
        var lastFailure: RateFailure?
        let start = history.index(onOrBefore: span.lowerBound).map { history.day(at: $0) < span.lowerBound ? $0 + 1 : $0 } ?? 0
        var index = start
        while index < history.days.count, history.day(at: index) <= span.upperBound {
            let day = history.day(at: index)
            switch rates.rate(of: from, in: to, on: day) {
            case .success(let quoted): points.append((day, quoted.rate))
            case .failure(let failure): lastFailure = failure
            }
            index += 1
        }
        guard !points.isEmpty else { return .failure(lastFailure ?? .noRatesOn(span.lowerBound)) }
        return .success(RateSeries(from: from, to: to, points: points))
    }

    /// The first point with the smallest rate (ties: the earliest day), and with the largest.
    public var minimum: (day: Day, rate: Rational) {
        points.dropFirst().reduce(points[0]) { $1.rate < $0.rate ? $1 : $0 }
    }

    public var maximum: (day: Day, rate: Rational) {
        points.dropFirst().reduce(points[0]) { $1.rate > $0.rate ? $1 : $0 }
    }

    /// The change from the first rate to the last, in percent.
    public var changePercent: Rational {
        let first = points[0].rate, last = points[points.count - 1].rate
        return (try? last.divided(by: first).subtracting(.one).multiplied(by: Rational(100))) ?? .zero
    }
}

/// `FROM..TO` of `calc --history`: each side `YYYY-MM-DD`, `YYYY-MM` or `YYYY` (a month or a
/// year from its first day to its last); one side may be left out (`2020..`, `..2021-06`),
/// and a single period stands for itself (`2020` is the whole year).
public enum HistorySpan {
    public static func parse(_ text: String) -> ClosedRange<Day>? {
        let parts = text.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            guard let period = period(parts[0]) else { return nil }
            return period
        case 2:
            let start = parts[0].isEmpty ? Day(year: 1, month: 1, day: 1) : period(parts[0])?.lowerBound
            let end = parts[1].isEmpty ? Day(year: 9999, month: 12, day: 31) : period(parts[1])?.upperBound
            guard let start, let end, start <= end else { return nil }
            return start...end
        default:
            return nil
        }
    }

    /// A day, a month or a year, as the days it spans.
    private static func period(_ text: String) -> ClosedRange<Day>? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), fields[0].count == 4,
              fields.dropFirst().allSatisfy({ $0.count == 2 }),
              fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = fields.map { Int($0)! }
        switch numbers.count {
        case 1:
            guard let first = Day(year: numbers[0], month: 1, day: 1), let last = Day(year: numbers[0], month: 12, day: 31) else { return nil }
            return first...last
        case 2:
            guard let first = Day(year: numbers[0], month: numbers[1], day: 1) else { return nil }
            return first...Day(year: numbers[0], month: numbers[1], day: Day.daysIn(month: numbers[1], year: numbers[0]))!
        default:
            guard let day = Day(year: numbers[0], month: numbers[1], day: numbers[2]) else { return nil }
            return day...day
        }
    }
}
