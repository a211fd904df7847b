import CalcCore

/// `calc --history` as text (DESIGN §10): a chart of the rate in braille characters as wide
/// as asked, with the largest and smallest rate on its axis and the first and last dates
/// under it, then a summary line; or, with `--csv`, the series itself.
enum RateChart {
    /// Rows of braille characters: four dots each, so 40 levels.
    static let rows = 10
    /// Digits of the rates on the axis and in the summary (the ECB publishes five or six).
    static let digits = 6

    static func render(_ series: RateSeries, width: Int) -> String {
        let points = series.points
        let maximum = series.maximum, minimum = series.minimum
        let top = NumberFormatting.rounded(maximum.rate, significantDigits: digits)
        let bottom = NumberFormatting.rounded(minimum.rate, significantDigits: digits)
        let gutter = max(top.count, bottom.count) + 1
        let columns = max(10, width - gutter - 1)
        var lines: [String] = []
        let first = points[0].day, last = points[points.count - 1].day
        lines += TextWrap.wrap("\(series.to) per \(series.from), ECB reference rates, \(first) to \(last) (\(points.count == 1 ? "1 day" : "\(points.count) days"))",
                               width: width, hang: 2)

        let dots = plot(points.map { value($0.rate) }, columns: columns, low: value(minimum.rate), high: value(maximum.rate))
        for row in 0..<rows {
            let label = row == 0 ? top : row == rows - 1 ? bottom : ""
            let axis = row == 0 || row == rows - 1 ? "┤" : "│"
            lines.append(pad(label, gutter - 1) + " " + axis + dots[row])
        }
        lines.append(String(repeating: " ", count: gutter) + "└" + String(repeating: "─", count: columns))
        let dates = first == last ? first.text : first.text + String(repeating: " ", count: max(1, columns - 20)) + last.text
        lines.append(String(repeating: " ", count: gutter + 1) + dates)
        lines += summaryLines(series, width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary in rows that fit `width`, broken between its parts.
    static func summaryLines(_ series: RateSeries, width: Int) -> [String] {
        var rows: [String] = []
        for part in summaryParts(series) {
            if let last = rows.last, last.count + 2 + part.count <= width {
                rows[rows.count - 1] = last + ", " + part
            } else {
                if !rows.isEmpty { rows[rows.count - 1] += "," }
                rows.append(part)
            }
        }
        return rows
    }

    /// First, last, minimum and maximum with their days, and the change.
    static func summary(_ series: RateSeries) -> String {
        summaryParts(series).joined(separator: ", ")
    }

    static func summaryParts(_ series: RateSeries) -> [String] {
        func shown(_ point: (day: Day, rate: Rational)) -> String {
            "\(NumberFormatting.rounded(point.rate, significantDigits: digits)) (\(point.day))"
        }
        let change = series.changePercent
        let sign = change.signum > 0 ? "+" : ""
        return ["first \(shown(series.points[0]))", "last \(shown(series.points[series.points.count - 1]))",
                "min \(shown(series.minimum))", "max \(shown(series.maximum))", "change \(sign)\(NumberFormatting.fixed(change, places: 2).text)%"]
    }

    /// `date,A/B` and a row a day, oldest first, each rate as calc prints a plain number in a
    /// pipe.
    static func csv(_ series: RateSeries) -> String {
        var text = "date,\(series.from)/\(series.to)\n"
        for (day, rate) in series.points {
            text += "\(day),\(NumberFormatting.format(Number(rate)).text)\n"
        }
        return text
    }

    // MARK: - Drawing

    /// The rows of the plot: two dot columns a character, four dot rows a line; each dot column
    /// covers its share of the days and draws from the smallest to the largest of them, joined
    /// to the column before.
    static func plot(_ values: [Double], columns: Int, low: Double, high: Double) -> [String] {
        let width = columns * 2, height = rows * 4
        var cells = [[UInt32]](repeating: [UInt32](repeating: 0, count: columns), count: rows)
        func level(_ value: Double) -> Int {
            guard high > low else { return height / 2 }
            return min(height - 1, max(0, Int(((value - low) / (high - low) * Double(height - 1)).rounded())))
        }
        var previous: Int?
        for x in 0..<width {
            // The days this dot column stands for (at least one: a short series repeats days).
            let start = x * values.count / width
            let end = max(start + 1, (x + 1) * values.count / width)
            let slice = values[start..<min(end, values.count)]
            var lowest = level(slice.min()!), highest = level(slice.max()!)
            if let previous {
                lowest = min(lowest, previous)
                highest = max(highest, previous)
            }
            previous = level(slice.last!)
            for y in lowest...highest {
                let fromTop = height - 1 - y
                let (row, dot) = (fromTop / 4, fromTop % 4)
                cells[row][x / 2] |= brailleBit(dot: dot, right: x % 2 == 1)
            }
        }
        return cells.map { row in
            String(String.UnicodeScalarView(row.map { Unicode.Scalar(0x2800 + $0)! }))
        }
    }

    /// The bit of a braille cell for the dot `dot` rows from its top, in its left or right
    /// column (dots 1 2 3 7 and 4 5 6 8).
    static func brailleBit(dot: Int, right: Bool) -> UInt32 {
        let left: [UInt32] = [0x01, 0x02, 0x04, 0x40], rightBits: [UInt32] = [0x08, 0x10, 0x20, 0x80]
        return right ? rightBits[dot] : left[dot]
    }

    /// A rate as a double, for drawing only.
    private static func value(_ rate: Rational) -> Double {
        Double(NumberFormatting.rounded(rate, significantDigits: 17)) ?? 0
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
