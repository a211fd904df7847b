/// A currency as ISO 4217 lists it.
public struct Currency: Equatable, Sendable {
    public var code: String
    public var name: String
    /// Decimals shown for amounts; nil for metals, XDR and test codes (shown like plain numbers).
    public var minorUnits: Int?

    public init(code: String, name: String, minorUnits: Int?) {
        self.code = code
        self.name = name
        self.minorUnits = minorUnits
    }
}

/// Lookup of ISO 4217 currencies by code (the list itself is generated).
public enum CurrencyCatalogue {
    /// The currency with this code, if ISO lists it.
    public static func currency(_ code: CurrencyCode) -> Currency? {
        // Every money literal asks this: a binary search over integers.
        codes.index(of: code).map { iso4217[$0] }
    }

    /// The currency with this upper-case code, if ISO lists it.
    public static func currency(code: String) -> Currency? {
        CurrencyCode(code: code).flatMap { currency($0) }
    }

    /// The codes of `iso4217`, in the same (sorted) order.
    private static let codes = SortedCodes(iso4217.map { CurrencyCode(code: $0.code)! })
    public static var all: [Currency] { iso4217 }

    public static func isCode(_ code: CurrencyCode) -> Bool {
        guard let letters = code.threeLetters else { return false }
        return codeBits[Int(letters >> 6)] & (1 << UInt64(letters & 63)) != 0
    }

    /// Whether `text` is an ISO 4217 code, upper-case.
    public static func isCode(_ text: String) -> Bool { currency(code: text) != nil }

    /// The codes an English currency name or plural stands for, any case (`dollars`: USD;
    /// `peso`: eight); nil for a word that is not one.
    public static func codes(named word: String) -> [CurrencyCode]? {
        let name = word.lowercased()
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low].name == name ? names[low].codes : nil
    }

    /// Decimals to show for `code`: ISO's minor units; 8 for a crypto currency; 2 for codes ISO
    /// has retired but rate tables still carry (BGN); nil where ISO says N.A.
    public static func minorUnits(_ code: CurrencyCode) -> Int? {
        // Every amount printed asks: the bitmap and a generated switch, no search.
        guard isCode(code) else { return CryptoCurrencies.isCrypto(code) ? CryptoCurrencies.decimals : 2 }
        guard let units = minorUnitsOtherThanTwo(letters: code.threeLetters!) else { return 2 }
        return units < 0 ? nil : Int(units)
    }
}
