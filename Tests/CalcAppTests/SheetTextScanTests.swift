@testable import CalcApp
import CalcCore
import CalcTestSupport
import Testing

/// The sheet's byte scans (`memchr` for line ends and `#`, eight bytes at a time for a plain
/// line's width) against the obvious readings they replace, on random lines where tabs,
/// wide and combining characters, carriage returns and `#` fall at every offset of a word.
@Suite struct SheetTextScanTests {
    static let pieces: [String] = ["a", "1", " ", "+", "#", "\t", "\r", "\n", "é", "€", "日", "e\u{301}", "🙂", "# = 5", "12 EUR"]

    static func randomText(_ generator: inout SplitMix64) -> [UInt8] {
        Array((0..<Int(generator.next() % 30)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined().utf8)
    }

    @Test func linesAreWhereTheNewlinesAre() {
        var generator = SplitMix64(state: 46)
        for _ in 0..<3_000 {
            let bytes = Self.randomText(&generator)
            var expected: [SheetText.Line] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0x0A {
                expected.append(SheetText.Line(start: start, end: index > start && bytes[index - 1] == 0x0D ? index - 1 : index, next: index + 1))
                start = index + 1
            }
            if start < bytes.count {
                let end = bytes.last == 0x0D ? bytes.count - 1 : bytes.count
                expected.append(SheetText.Line(start: start, end: end, next: bytes.count))
            }
            let found = SheetText.lines(bytes)
            #expect(found.map { [$0.start, $0.end, $0.next] } == expected.map { [$0.start, $0.end, $0.next] }, "\(bytes)")
        }
    }

    @Test func aLineIsAsWideAsItsCharactersSay() {
        var generator = SplitMix64(state: 47)
        for _ in 0..<3_000 {
            let bytes = Self.randomText(&generator).filter { $0 != 0x0A && $0 != 0x0D }
            let start = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            // From a character's first byte, as the sheet's lines start.
            guard start == 0 || bytes[start] & 0xC0 != 0x80 else { continue }
            var column = 0
            for scalar in String(decoding: bytes[start...], as: UTF8.self).unicodeScalars {
                column += scalar == "\t" ? 8 - column % 8 : TextWidth.columns(scalar)
            }
            #expect(SheetText.columns(bytes, start..<bytes.count) == column, "\(bytes) from \(start)")
        }
    }

    @Test func aLineWithoutANumberSignHasNoAnnotation() {
        var generator = SplitMix64(state: 48)
        for _ in 0..<3_000 {
            let bytes = Self.randomText(&generator)
            let range = 0..<bytes.count
            #expect(bytes.firstIndex(of: UInt8(ascii: "#"), in: range) == bytes.firstIndex(of: UInt8(ascii: "#")))
            if !bytes.contains(UInt8(ascii: "#")) { #expect(SheetText.annotations(bytes, range).keptEnd == bytes.count) }
        }
    }
}
