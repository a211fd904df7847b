import CalcTestSupport

/// Random worksheets from a seed, for the property tests of `--sheet`: labels, headings,
/// comments, blank lines, expressions that succeed and that fail, annotations of an earlier
/// run (right, stale, misplaced), comments of the writer's own that look like annotations,
/// CRLF endings, long lines, a byte order mark, a missing last newline.
struct SheetGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    static let labels = [
        "Hotel", "Café, 2 nights", "日本", "Paul’s share", "Room 101 (twin)", "Cafe\u{301}", "Rock & roll - tickets/fees",
        "A rather long label for a line that goes on and on", "Total", "e",
    ]
    static let succeeding = [
        "1 + 2", "7 * 120 EUR", "45 USD", "2.40 GBP", "300 JPY", "10%", "2^70", "1/3", "pi * 1 km in m, mm", "x = 5", "x * 2",
        "12:30", "8:30 + 7:45", "2026-01-01 + 1 week", "255 in hex", "roman(\"XIV\")", "sqrt(2)", "1 km + 300 m",
        "100 EUR in USD, GBP", "-3.5 EUR", "1e20", "2 h in min",
    ]
    /// The block's words: they succeed or fail by what is above them.
    static let words = ["sum", "total", "subtotal", "average", "total in USD", "s = subtotal", "ans * 2", "* 2"]
    static let failing = [
        "foo", "1 +", "1 / 0", "5 + \"", "x_y: 5", "Price*2: 5", "🎉", "\"", "10 EUR + 5", "2 m + 3 kg", "roman(\"#\")", "1 EUR at 2",
    ]
    static let comments = [
        "# note", "# café ☕ \"quoted", "# = a comment of the writer's own", "# error: so is this", "#", "  # indented", "#=",
    ]
    static let trailingComments = [" # lunch", " # =", " # error:", " # note \"quoted", " # café ☕", " #", " # =x", " # errors: none"]
    static let oldAnnotations = [
        "  # = 999", "   # error: stale", " # = ", "\t# = x", "  # = 1.00 EUR  # = 2", "# = 3", "  # error: unexpected character '\"'",
    ]

    mutating func pick(_ choices: [String]) -> String {
        choices[random.below(choices.count)]
    }

    mutating func chance(_ percent: Int) -> Bool {
        random.below(100) < percent
    }

    /// One line, without its ending.
    mutating func line() -> String {
        switch random.below(20) {
        case 0, 1: return pick(["", "", "   ", "\t"])
        case 2: return pick(Self.labels) + ":" + (chance(30) ? pick(Self.trailingComments) : "") + (chance(30) ? pick(Self.oldAnnotations) : "")
        case 3, 4: return pick(Self.comments)
        case 5:
            // Long: past column 60, in characters or only in bytes.
            let terms = 10 + random.below(20)
            return pick(["", "Déjà vu, again and again: ", "日本日本日本日本日本日本日本日本: "]) + "1" + String(repeating: " + 1", count: terms)
        default:
            var line = chance(15) ? pick([" ", "  ", "\t"]) : ""
            if chance(40) { line += pick(Self.labels) + ": " }
            switch random.below(10) {
            case 0, 1: line += pick(Self.failing)
            case 2, 3, 4: line += pick(Self.words)
            default: line += pick(Self.succeeding)
            }
            if chance(20) { line += pick(Self.trailingComments) }
            if chance(30) { line += pick(Self.oldAnnotations) }
            if chance(5) { line += pick([" ", "  ", "\t"]) }
            return line
        }
    }

    /// A whole sheet.
    mutating func sheet() -> [UInt8] {
        var bytes: [UInt8] = chance(10) ? [0xEF, 0xBB, 0xBF] : []
        let count = random.below(25)
        let crlf = chance(30)
        for index in 0..<count {
            bytes += Array(line().utf8)
            if index == count - 1 && chance(25) { break }
            // A CRLF sheet, or a line here and there with another ending.
            bytes += crlf != chance(10) ? [0x0D, 0x0A] : [0x0A]
        }
        return bytes
    }
}
