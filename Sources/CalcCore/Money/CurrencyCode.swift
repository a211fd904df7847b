/// Three upper-case ASCII letters held inline, so that tokens carrying a currency stay plain
/// values (no reference counting on the lexer's hot path).
public struct CurrencyCode: Hashable, Sendable, CustomStringConvertible {
    private let first: UInt8, second: UInt8, third: UInt8

    /// `code` must be three ASCII letters; they are upper-cased.
    public init(_ code: StaticString) {
        precondition(code.utf8CodeUnitCount == 3)
        let bytes = code.utf8Start
        first = bytes[0] & 0xDF
        second = bytes[1] & 0xDF
        third = bytes[2] & 0xDF
    }

    public var description: String {
        String(decoding: [first, second, third], as: UTF8.self)
    }
}
