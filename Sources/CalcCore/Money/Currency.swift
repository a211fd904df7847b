/// A currency as ISO 4217 lists it.
public struct Currency: Equatable, Sendable {
    public var code: String
    public var name: String
    /// Decimals shown for amounts; nil for metals, XDR and test codes (shown like plain numbers).
    public var minorUnits: Int?
    /// Display symbol from CLDR, empty when none.
    public var symbol: String

    public init(code: String, name: String, minorUnits: Int?, symbol: String) {
        self.code = code
        self.name = name
        self.minorUnits = minorUnits
        self.symbol = symbol
    }
}

/// Lookup of ISO 4217 currencies by code (the list itself is generated).
public enum CurrencyCatalogue {
    /// The currency with this upper-case code, if ISO lists it.
    public static func currency(_ code: String) -> Currency? {
        // Every money literal asks this: search packed integers, not strings.
        guard let key = packed(code) else { return nil }
        var low = 0, high = packedCodes.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = packedCodes[middle]
            if candidate == key { return iso4217[middle] }
            if candidate < key { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The codes of `iso4217` as integers, in the same (sorted) order.
    private static let packedCodes: [UInt32] = iso4217.map { packed($0.code) ?? 0 }

    /// Three ASCII bytes as one big-endian integer, so that integer order is code order.
    private static func packed(_ code: String) -> UInt32? {
        var utf8 = code.utf8.makeIterator()
        guard let a = utf8.next(), let b = utf8.next(), let c = utf8.next(), utf8.next() == nil else { return nil }
        return UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
    }

    public static var all: [Currency] { iso4217 }

    public static func isCode(_ code: String) -> Bool { currency(code) != nil }

    /// Decimals to show for `code`: ISO's minor units; 2 for codes ISO has retired but rate
    /// tables still carry (BGN); nil where ISO says N.A.
    public static func minorUnits(_ code: String) -> Int? {
        guard let currency = currency(code) else { return 2 }
        return currency.minorUnits
    }
}
