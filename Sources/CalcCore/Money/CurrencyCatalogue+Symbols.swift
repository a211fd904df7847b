extension CurrencyCatalogue {
    /// The currency symbols calc reads, before or after an amount (`$12`, `5 €`), each given
    /// one currency on purpose: `$` stands for 22 currencies and calc reads it as USD, `¥` as
    /// JPY. The regional dollars (`US$`, `NZ$`) are letters and `$`. The lexer reads this table
    /// and nothing else lists symbols.
    public static let inputSymbols: [(symbol: String, code: CurrencyCode)] = [
        ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"),
        ("₽", "RUB"), ("₺", "TRY"), ("₪", "ILS"), ("฿", "THB"), ("₫", "VND"),
        ("US$", "USD"), ("C$", "CAD"), ("A$", "AUD"), ("NZ$", "NZD"), ("HK$", "HKD"), ("S$", "SGD"), ("R$", "BRL"),
    ]

    /// The one-scalar symbols, by scalar.
    private static let symbolScalars: [(scalar: UInt32, code: CurrencyCode)] = inputSymbols.compactMap { entry in
        let scalars = entry.symbol.unicodeScalars
        return scalars.count == 1 ? (scalars.first!.value, entry.code) : nil
    }

    /// The regional dollars, by the letters before `$`.
    private static let regionalDollars: [(letters: [UInt8], code: CurrencyCode)] = inputSymbols.compactMap { entry in
        let bytes = Array(entry.symbol.utf8)
        return bytes.count > 1 && bytes.last == UInt8(ascii: "$") ? (Array(bytes.dropLast()), entry.code) : nil
    }

    /// The currency of a one-scalar symbol (`€`, `$`).
    static func currency(symbol scalar: UInt32) -> CurrencyCode? {
        for entry in symbolScalars where entry.scalar == scalar { return entry.code }
        return nil
    }

    /// The currency of a regional dollar, given the letters before its `$` (`US`, `NZ`).
    static func currency(dollarPrefix letters: ArraySlice<UInt8>) -> CurrencyCode? {
        for entry in regionalDollars where entry.letters.elementsEqual(letters) { return entry.code }
        return nil
    }
}
