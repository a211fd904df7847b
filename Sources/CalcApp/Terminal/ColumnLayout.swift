import CalcCore

/// Items in columns, down and then across, as `ls` lays out file names: each column as wide as
/// its widest item, two spaces between columns, and the fewest rows that fit the width (one
/// column, however wide, when no other layout fits). Widths are screen columns.
enum ColumnLayout {
    /// The rows of the layout of `items` at `width` columns, without trailing spaces.
    static func rows(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widths = items.map { TextWidth.columns($0) }
        let (rowCount, columnWidths) = shape(widths, width: width)
        return (0..<rowCount).map { row in
            var line = ""
            for (column, columnWidth) in columnWidths.enumerated() {
                let index = column * rowCount + row
                guard index < items.count else { break }
                // The next column's item on this row, if any, starts two spaces after this column.
                let followed = index + rowCount < items.count
                line += items[index] + (followed ? String(repeating: " ", count: columnWidth - widths[index] + 2) : "")
            }
            return line
        }
    }

    /// The fewest rows whose columns fit `width`, and the widths of those columns.
    static func shape(_ widths: [Int], width: Int) -> (rows: Int, columnWidths: [Int]) {
        for rows in 1..<widths.count {
            let columnCount = (widths.count + rows - 1) / rows
            var columnWidths: [Int] = []
            var total = 2 * (columnCount - 1)
            for column in 0..<columnCount {
                let widest = widths[(column * rows)..<min((column + 1) * rows, widths.count)].max()!
                columnWidths.append(widest)
                total += widest
                if total > width { break }
            }
            if total <= width { return (rows, columnWidths) }
        }
        return (widths.count, [widths.max()!])
    }
}
