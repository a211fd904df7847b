import CalcCore

/// The checks every rate source shares: codes, dates, and rate text turned into exact values.
///
/// Kept in one place so that the ECB XML, the JSON shapes and the cache refuse exactly the
/// same things (a zero rate would make conversions divide by zero; a negative or absurd one
/// would silently give nonsense).
enum RateValidation {
    /// Rates must lie within 10^-limit … 10^limit: generous for every real currency, tight
    /// enough that a misplaced exponent is caught.
    static let decimalExponentLimit = 20
    /// Longer rate text is refused before any arithmetic is done on it.
    static let maxRateTextLength = 256
    /// Cached cross rates may be fractions with longer parts.
    static let maxFractionTextLength = 1024

    private static let lowerBound = (try? Rational(10).power(-decimalExponentLimit)) ?? .zero
    private static let upperBound = (try? Rational(10).power(decimalExponentLimit)) ?? .one

    /// A code: three to five ASCII upper-case letters (ISO 4217's three, crypto's up to five,
    /// `USDT`).
    ///
    /// Not checked against ISO's list: sources still publish codes ISO has retired (BGN).
    static func code(_ text: String) throws(RateFormatError.Problem) -> String {
        let utf8 = text.utf8
        guard (3...CurrencyCode.maximumLength).contains(utf8.count), utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            throw .invalidCode(text)
        }
        return text
    }

    /// `YYYY-MM-DD` naming a real day, from 1970 on (no source dates its rates earlier; an
    /// earlier date is a garbled file).
    static func date(_ text: String) throws(RateFormatError.Problem) -> Day {
        guard let day = Day(text), day.year >= 1970 else { throw .invalidDate(text) }
        return day
    }

    /// A decimal rate (`1.1252`, `2.5e-3`) as an exact positive value within range.
    static func rate(_ text: String, code: String) throws(RateFormatError.Problem) -> Rational {
        let bytes = Array(text.utf8)
        if isNonFiniteWord(bytes) { throw .rateNotFinite(code: code, text: text) }
        guard bytes.count <= maxRateTextLength, let shape = DecimalShape(bytes) else {
            throw .rateNotANumber(code: code, text: text)
        }
        if shape.isZero { throw .zeroRate(code: code) }
        if shape.isNegative { throw .negativeRate(code: code, text: text) }
        // Decide on the exponent alone first, so `1e999999` costs nothing to refuse.
        if shape.decimalExponent > 308 { throw .rateNotFinite(code: code, text: text) }
        if abs(shape.decimalExponent) > decimalExponentLimit + 1 { throw .rateOutOfRange(code: code, text: text) }
        let value: Rational
        do {
            value = try NumberLiteral.value(of: bytes[...])
        } catch {
            throw .rateOutOfRange(code: code, text: text)
        }
        try checkRange(value, code: code, text: text)
        return value
    }

    /// A cached rate: decimal text, or `p/q` when the value has no finite decimal expansion.
    static func exactRate(_ text: String, code: String) throws(RateFormatError.Problem) -> Rational {
        let bytes = Array(text.utf8)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return try rate(text, code: code) }
        guard bytes.count <= maxFractionTextLength else { throw .rateNotANumber(code: code, text: text) }
        var numeratorBytes = bytes[..<slash]
        let denominatorBytes = bytes[(slash + 1)...]
        let negative = numeratorBytes.first == UInt8(ascii: "-")
        if negative { numeratorBytes = numeratorBytes.dropFirst() }
        guard isDigits(numeratorBytes), isDigits(denominatorBytes) else {
            throw .rateNotANumber(code: code, text: text)
        }
        let numerator: Rational, denominator: Rational
        do {
            numerator = try NumberLiteral.value(of: numeratorBytes)
            denominator = try NumberLiteral.value(of: denominatorBytes)
        } catch {
            throw .rateOutOfRange(code: code, text: text)
        }
        if denominator.isZero { throw .rateNotFinite(code: code, text: text) }
        if numerator.isZero { throw .zeroRate(code: code) }
        if negative { throw .negativeRate(code: code, text: text) }
        let value: Rational
        do {
            value = try numerator.divided(by: denominator)
        } catch {
            throw .rateOutOfRange(code: code, text: text)
        }
        try checkRange(value, code: code, text: text)
        return value
    }

    /// Whether the cache can hold `value` and read it back: a rate made by re-basing may fall
    /// outside 1e-20 … 1e20 or need a longer fraction than a cache line takes.
    static func isStorable(_ value: Rational) -> Bool {
        guard value.signum > 0, lowerBound <= value, value <= upperBound else { return false }
        let text = RateCacheFormat.exactText(value)
        return (try? exactRate(text, code: "XXX")) == value
    }

    private static func checkRange(_ value: Rational, code: String, text: String) throws(RateFormatError.Problem) {
        // A positive value of machine words is within 1e-19 … 1e19: no big comparison (that
        // would be arbitrary-precision arithmetic for every rate of a rate file).
        if value.fitsMachineWords && value.signum > 0 && decimalExponentLimit >= 19 { return }
        if value < lowerBound || upperBound < value { throw .rateOutOfRange(code: code, text: text) }
    }

    private static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    /// `NaN`, `Infinity`, `inf`, with an optional sign, in any case.
    private static func isNonFiniteWord(_ bytes: [UInt8]) -> Bool {
        var word = bytes[...]
        if let first = word.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { word = word.dropFirst() }
        let lower = String(decoding: word.map { $0 | 0x20 }, as: UTF8.self)
        return lower == "nan" || lower == "inf" || lower == "infinity"
    }
}

/// The shape `-?digits(.digits)?([eE][+-]?digits)?` of a decimal literal, and what it tells
/// about the value before any arithmetic.
struct DecimalShape {
    var isNegative: Bool
    var isZero: Bool
    /// floor(log10(|value|)) for a non-zero value, from the digits and the exponent.
    var decimalExponent: Int

    init?(_ bytes: [UInt8]) {
        var index = 0
        isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] &- UInt8(ascii: "0") < 10 }

        var firstSignificant: Int? = nil // position of the first non-zero digit, relative to the point
        var integerDigits = 0
        guard isDigit(index) else { return nil }
        while isDigit(index) {
            if firstSignificant == nil && bytes[index] != UInt8(ascii: "0") { firstSignificant = integerDigits }
            integerDigits += 1
            index += 1
        }
        var fractionDigits = 0
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return nil }
            while isDigit(index) {
                if firstSignificant == nil && bytes[index] != UInt8(ascii: "0") {
                    firstSignificant = integerDigits + fractionDigits
                }
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = 0
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(index) else { return nil }
            while isDigit(index) {
                // Saturate: anything this large is refused anyway, and Int must not overflow.
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000_000)
                index += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        guard index == bytes.count else { return nil }
        isZero = firstSignificant == nil
        // The first significant digit sits at 10^(integerDigits - 1 - position).
        decimalExponent = integerDigits - 1 - (firstSignificant ?? 0) + exponent
    }
}
