@testable import CalcCore
import Testing

/// "Did you mean": the edit distance within a limit, computed near the diagonal only, agrees
/// with the whole table wherever the distance is within the limit.
@Suite struct SuggestionsTests {
    /// The whole dynamic-programming table (Levenshtein, a swap of neighbours one edit).
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func bandedDistanceAgreesWithTheWholeTable() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            // Three letters, so that words share letters, swaps and repeats often.
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let full = SuggestionsTests.fullDistance(a, b)
            for limit in 0...3 {
                #expect(Suggestions.editDistance(a, b, limit: limit) == (full <= limit ? full : nil),
                        "\(String(decoding: a, as: UTF8.self)) \(String(decoding: b, as: UTF8.self)) limit \(limit)")
            }
        }
    }

    @Test func closestNames() {
        #expect(Suggestions.closest(to: "sqtr", among: ["sqrt", "sin"]) == "sqrt")
        #expect(Suggestions.closest(to: "totl", among: ["total", "tot"]) == "total")
        #expect(Suggestions.closest(to: "xy", among: ["xz"]) == nil)
        #expect(Suggestions.closest(to: "usx", among: ["USD", "EUR"], caseInsensitive: true) == "USD")
        #expect(Suggestions.closest(to: String(repeating: "q", count: 1_000_000), among: ["sqrt"]) == nil)
    }
}
