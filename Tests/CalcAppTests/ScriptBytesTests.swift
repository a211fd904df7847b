@testable import CalcApp
import CalcCore
import CalcRates
import CalcTestSupport
import Testing

/// The byte writers of `--json` and `--explain` (issue "Speed at the floor") against the
/// `String` functions they replace, which stay the reference: the same text, byte for byte.
@Suite struct ScriptBytesTests {
    static let strings = ["", "12 USD in EUR", "€903.40 + £71 in USD", "say \"hi\"", #"back\slash"#, "tab\there",
                          "line\nbreak\r", "\u{1}\u{1F}\u{7F}", "caf\u{E9} \u{1F600}", "\u{FFFD}"]

    @Test(arguments: strings) func aStringIsEscapedAsJSONTextEscapesIt(_ text: String) {
        var bytes: [UInt8] = []
        JSONBytes.appendString(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == JSONText.quoted(text))
        bytes = []
        JSONBytes.appendString(utf8: Array(text.utf8), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == JSONText.quoted(text))
    }

    /// An input line is read as `String(decoding:)` reads it, invalid UTF-8 included.
    @Test func inputBytesAreReadAsStringDecodingReadsThem() {
        let pieces: [[UInt8]] = [[0x41], [0x22], [0x5C], [0x0A], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC2, 0xA9], [0xDF],
                                 [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xE2, 0x82, 0xAC], [0xE2, 0x82], [0xED, 0x9F, 0xBF],
                                 [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x9F, 0x98, 0x80],
                                 [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF]]
        var generator = SplitMix64(state: 33)
        for _ in 0..<5_000 {
            // After a prefix of a word's length or more half the time, so that a piece falls
            // inside the scan's words as well as in its tail.
            let prefix: [UInt8] = generator.next() % 2 == 0 ? [] : Array("12 USD + 5".utf8.prefix(Int(generator.next() % 11)))
            let line = prefix + (0..<Int(generator.next() % 5)).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            var bytes: [UInt8] = []
            JSONBytes.appendString(utf8: line, to: &bytes)
            #expect(bytes == Array(JSONText.quoted(String(decoding: line, as: UTF8.self)).utf8), "\(line)")
            #expect(JSONBytes.isValidUTF8(line) == (String(validating: line, as: UTF8.self) != nil), "\(line)")
        }
    }

    /// The word-at-a-time scan finds the first byte a byte-at-a-time reading finds, wherever it
    /// falls in a word and whatever bytes surround it (high bytes, borrows from a zero byte).
    @Test func theWordScanFindsWhatAByteScanFinds() {
        let unusual: [UInt8] = [0x00, 0x01, 0x0A, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF]
        let usual: [UInt8] = [0x20, 0x21, 0x23, 0x30, 0x41, 0x5B, 0x5D, 0x7E, 0x7D]
        var generator = SplitMix64(state: 45)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 41)
            let bytes = (0..<length).map { _ in
                generator.next() % 9 == 0 ? unusual[Int(generator.next() % UInt64(unusual.count))]
                                          : usual[Int(generator.next() % UInt64(usual.count))]
            }
            let start = length == 0 ? 0 : Int(generator.next() % UInt64(length + 1))
            for allowingNonASCII in [false, true] {
                let expected = bytes.indices.first {
                    $0 >= start && (bytes[$0] < 0x20 || bytes[$0] == 0x22 || bytes[$0] == 0x5C || bytes[$0] == 0x7F
                                    || (!allowingNonASCII && bytes[$0] >= 0x80))
                }
                let found = bytes.withUnsafeBytes { JSONBytes.firstUnusual(in: $0, from: start, allowingNonASCII: allowingNonASCII) }
                #expect(found == expected, "\(bytes) from \(start)")
            }
        }
    }

    @Test(arguments: ["0", "-7", "12.5", "1/3", "-2/7", "0.000000001", "1/10^12", "2^70", "1/3^50", "sqrt(2)", "-exp(1e-20)"])
    func aValueAsDataIsDataText(_ expression: String) throws {
        var evaluator = Evaluator()
        let number = try #require(try evaluator.evaluate(expression)).number
        var bytes: [UInt8] = []
        ValueFormatting.appendData(number, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == ValueFormatting.dataText(number))
    }

    @Test(arguments: [Int64.min, Int64.max, -1, 0, 9, 10, 1_000_000]) func anIntegerIsItsDigits(_ value: Int64) {
        var bytes: [UInt8] = []
        ValueFormatting.appendInteger(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }

    @Test(arguments: [(1, 1, 1), (999, 12, 31), (2026, 11, 25), (9999, 2, 3)]) func aDayIsItsText(_ ymd: (Int, Int, Int)) throws {
        let day = try #require(Day(year: ymd.0, month: ymd.1, day: ymd.2))
        var bytes: [UInt8] = []
        bytes.append(day: day)
        #expect(String(decoding: bytes, as: UTF8.self) == day.text)
    }

    /// The rounding line's text moved behind its prefix.
    @Test func moveToFrontRotates() {
        var bytes = Array("xxABCdefg".utf8)
        bytes.moveToFront(from: 5, of: 2)
        #expect(String(decoding: bytes, as: UTF8.self) == "xxdefgABC")
    }
}
