@testable import CalcApp
import CalcCore
import CalcRates
import Testing

/// Tab listings laid out as `ls` lays out names: down, then across, in columns of their own
/// widths, in the fewest rows that fit.
@Suite struct TabListingLayoutTests {
    /// The width a layout of `widths` in `rows` rows takes (down, then across; two spaces
    /// between columns), worked out here apart from `ColumnLayout`.
    static func widthOf(_ widths: [Int], rows: Int) -> Int {
        let columns = stride(from: 0, to: widths.count, by: rows).map { widths[$0..<min($0 + rows, widths.count)].max()! }
        return columns.reduce(0, +) + 2 * (columns.count - 1)
    }

    /// The listing fits, and no layout with fewer rows would.
    static func expectFewestRows(_ items: [String], width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = ColumnLayout.rows(items, width: width)
        #expect(PromptWordsTests.fits(rows.joined(separator: "\n"), width) || rows.count == items.count, sourceLocation: sourceLocation)
        let widths = items.map { TextWidth.columns($0) }
        for fewer in 1..<max(1, rows.count) {
            #expect(widthOf(widths, rows: fewer) > width, "\(fewer) rows would fit", sourceLocation: sourceLocation)
        }
    }

    @Test func columnsHaveWidthsOfTheirOwn() {
        let items = ["a", "bb", "c", "a-much-longer-name", "d", "e", "ff", "g"]
        #expect(ColumnLayout.rows(items, width: 30) == [
            "a   c                   d  ff",
            "bb  a-much-longer-name  e  g",
        ])
        // Columns as wide as each one's widest item: 2, 18, 1, 2.
        #expect(ColumnLayout.shape(items.map { TextWidth.columns($0) }, width: 30).columnWidths == [2, 18, 1, 2])
        Self.expectFewestRows(items, width: 30)
        // One row when all fit; one column when nothing else does.
        #expect(ColumnLayout.rows(items, width: 80) == ["a  bb  c  a-much-longer-name  d  e  ff  g"])
        #expect(ColumnLayout.rows(items, width: 18).count == items.count)
    }

    /// Every currency of the embedded table, as `1 EUR in <Tab>` lists them: several columns
    /// of different widths (not one column because some names are long), each row within the
    /// width, in the fewest rows.
    @Test(arguments: [40, 80, 120])
    func allTheCurrencies(width: Int) {
        let codes = EmbeddedRates.table.currencyCodes.map(\.description)
        let listing = Completion.listing(codes, width: width)
        let rows = listing.split(separator: "\n")
        #expect(PromptWordsTests.fits(listing, width), "\(listing)")
        #expect(rows.count < codes.count, "one column:\n\(listing)")
        #expect(listing.contains("USD US Dollar"))
        let items = codes.map { code in CurrencyCatalogue.name(of: CurrencyCode(code: code)!).map { "\(code) \($0)" } ?? code }
        Self.expectFewestRows(items, width: width)
        let columnWidths = ColumnLayout.shape(items.map { TextWidth.columns($0) }, width: width).columnWidths
        if width >= 80 { #expect(Set(columnWidths).count > 1, "\(columnWidths)") }
    }

    /// Wide characters take two columns in a layout.
    @Test func wideItemsTakeTwoColumnsEach() {
        let items = ["円", "ab", "日本円", "x"]
        // 円 and ab make a column two wide; 日本円 and x one six wide.
        #expect(ColumnLayout.rows(items, width: 10) == ["円  日本円", "ab  x"])
        #expect(ColumnLayout.rows(items, width: 9) == ["円      x", "ab", "日本円"])
        Self.expectFewestRows(items, width: 10)
    }
}
