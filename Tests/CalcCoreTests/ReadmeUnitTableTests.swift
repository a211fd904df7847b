import CalcCore
import Foundation
import Testing

/// The README's table of units says what the catalogue says: one line per row, in its order
/// (Scripts/unit-table.py writes it; run it after a change to `UnitCatalogue.rows`).
@Suite struct ReadmeUnitTableTests {
    static let begin = "<!-- unit table: made by Scripts/unit-table.py from UnitCatalogue.swift; do not edit -->"
    static let end = "<!-- end of the unit table -->"

    /// The table's lines between the markers, without its two header lines.
    static func readmeRows() throws -> [String] {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex(of: begin)), last = try #require(lines.firstIndex(of: end))
        return Array(lines[(first + 3)..<last])
    }

    /// The line a row should have: the last word of its dimension's name (`data`; `fuel` for a
    /// volume per distance and its reciprocal), symbols in backticks, names, and the factor as
    /// written, `*` as `×`, with the offset of an offset scale, and its source's short name.
    static func line(of row: UnitCatalogue.Row) -> String {
        let area = Dimension.base(.length).power(2)
        let isFuel = row.dimension == area.reciprocal || (row.dimension == area && row.symbol.contains("/"))
        let dimension = isFuel ? "fuel" : String(row.dimension.name.split(separator: " ").last!)
        var factor = row.factor.replacingOccurrences(of: "*", with: "×")
        if let offset = row.offset { factor += ", offset " + offset.replacingOccurrences(of: "*", with: "×") }
        let symbols = row.symbols.map { "`\($0)`" }.joined(separator: ", ")
        return "| \(dimension) | `\(row.symbol)` | \(symbols) | \(row.names.joined(separator: ", ")) | \(factor) | \(row.source.rawValue) |"
    }

    @Test func readmeTableIsTheCatalogue() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count == UnitCatalogue.rows.count, "the README's unit table has \(rows.count) rows, the catalogue \(UnitCatalogue.rows.count); run Scripts/unit-table.py")
        for (index, row) in UnitCatalogue.rows.enumerated() {
            let written = index < rows.count ? rows[index] : "(missing)"
            #expect(written == Self.line(of: row), "README's unit table differs from UnitCatalogue.rows[\(index)]; run Scripts/unit-table.py")
        }
    }
}
