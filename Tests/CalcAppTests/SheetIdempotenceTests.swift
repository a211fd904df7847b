import CalcApp
import Testing

/// `calc --sheet` on its own output prints the same bytes (DESIGN §16), whatever the sheet:
/// checked on generated ones, each reproducible from its seed.
@Suite struct SheetIdempotenceTests {
    /// Line endings of `bytes`, in order: `\n`, `\r\n`, or "" for a last line without one.
    static func endings(_ bytes: [UInt8]) -> [String] {
        var endings: [String] = []
        var index = 0
        var lineStart = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                endings.append(index > lineStart && bytes[index - 1] == 0x0D ? "\r\n" : "\n")
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < bytes.count { endings.append("") }
        return endings
    }

    /// 6 seeds × 50 sheets, each annotated twice; one in four with `--total EUR`.
    @Test(arguments: 0..<6)
    func annotatingTwiceIsAnnotatingOnce(seed: Int) throws {
        var generator = SheetGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        for index in 0..<50 {
            let sheet = generator.sheet()
            let arguments = generator.chance(25) ? ["--total", "EUR"] : []
            let once = try SheetRunner.annotate(sheet, arguments)
            let twice = try SheetRunner.annotate(once.output, arguments)
            let description = "seed \(seed), sheet \(index) \(arguments):\n\(String(decoding: sheet, as: UTF8.self))\n→\n\(once.text)"
            if twice.output != once.output { Issue.record("annotated again differently: \(description)\n→\n\(twice.text)") }
            #expect(twice.status == once.status, "\(description)")
            // Line errors are in the annotations, never on stderr.
            #expect(once.errors == "", "\(description)")
            if arguments.isEmpty {
                // The lines and their endings as they were, and the byte order mark.
                #expect(Self.endings(once.output) == Self.endings(sheet), "\(description)")
                #expect(once.output.starts(with: [0xEF, 0xBB, 0xBF]) == sheet.starts(with: [0xEF, 0xBB, 0xBF]))
            }
        }
    }
}
