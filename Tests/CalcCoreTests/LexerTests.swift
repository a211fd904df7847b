import CalcCore
import Testing

/// Token dumps: `kind text` per token, the source text taken from each span.
@Suite struct LexerTests {
    static func dump(_ line: String) throws -> [String] {
        let bytes = Array(line.utf8)
        return try Lexer.tokenize(line).dropLast().map { token in
            let text = String(decoding: bytes[token.span.start..<token.span.end], as: UTF8.self)
            switch token.kind {
            case .currencySymbol(let code): return "symbol(\(code)) \(text)"
            default: return "\(token.kind) \(text)"
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        let tokens: [String]
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "1 + 2", tokens: ["number 1", "plus +", "number 2"]),
        Case(line: "12.5*.5", tokens: ["number 12.5", "star *", "number .5"]),
        Case(line: "1_000_000", tokens: ["number 1_000_000"]),
        Case(line: "12_345.678_9 0xffff_ffff 0b1111_0000 0o7_777", tokens: ["number 12_345.678_9", "number 0xffff_ffff",
                                                                          "number 0b1111_0000", "number 0o7_777"]),
        Case(line: "2.5e-3 1E3 1e+2", tokens: ["number 2.5e-3", "number 1E3", "number 1e+2"]),
        Case(line: "2EUR", tokens: ["number 2", "identifier EUR"]),
        Case(line: "2e", tokens: ["number 2", "identifier e"]),
        Case(line: "2**3^4", tokens: ["number 2", "caret **", "number 3", "caret ^", "number 4"]),
        Case(line: "6×7÷2", tokens: ["number 6", "times ×", "number 7", "divide ÷", "number 2"]),
        Case(line: "x = ans", tokens: ["identifier x", "equals =", "identifier ans"]),
        Case(line: "_ + _x1", tokens: ["identifier _", "plus +", "identifier _x1"]),
        Case(line: "max(1, 2)", tokens: ["identifier max", "leftParen (", "number 1", "comma ,", "number 2", "rightParen )"]),
        Case(line: "5 USD in EUR to JPY as GBP -> CHF",
             tokens: ["number 5", "identifier USD", "conversion in", "identifier EUR", "conversion to", "identifier JPY",
                      "conversion as", "identifier GBP", "conversion ->", "identifier CHF"]),
        Case(line: "$12 12$ €5 £3 ¥100", tokens: ["symbol(USD) $", "number 12", "number 12", "symbol(USD) $",
                                             "symbol(EUR) €", "number 5", "symbol(GBP) £", "number 3", "symbol(JPY) ¥", "number 100"]),
        Case(line: "₹1₩1₽1₺1₪1฿1₫1", tokens: ["symbol(INR) ₹", "number 1", "symbol(KRW) ₩", "number 1", "symbol(RUB) ₽",
                                          "number 1", "symbol(TRY) ₺", "number 1", "symbol(ILS) ₪", "number 1",
                                          "symbol(THB) ฿", "number 1", "symbol(VND) ₫", "number 1"]),
        Case(line: "US$1 C$1 A$1 NZ$1 HK$1 S$1 R$1",
             tokens: ["symbol(USD) US$", "number 1", "symbol(CAD) C$", "number 1", "symbol(AUD) A$", "number 1",
                      "symbol(NZD) NZ$", "number 1", "symbol(HKD) HK$", "number 1", "symbol(SGD) S$", "number 1",
                      "symbol(BRL) R$", "number 1"]),
        Case(line: "inch into", tokens: ["identifier inch", "identifier into"]),
        Case(line: "5! mod 3", tokens: ["number 5", "bang !", "modulo mod", "number 3"]),
        Case(line: "0x1F 0o17 0b1_0101 0xg 0b2", tokens: ["number 0x1F", "number 0o17", "number 0b1_0101", "number 0", "identifier xg",
                                                     "number 0", "identifier b2"]),
        Case(line: "5−3·2⋅1", tokens: ["number 5", "minus −", "number 3", "times ·", "number 2", "times ⋅", "number 1"]),
        Case(line: "√π²³", tokens: ["squareRoot √", "identifier π", "superscript ²³"]),
        Case(line: "π² ³", tokens: ["identifier π", "squared ²", "cubed ³"]),
        Case(line: "model modulo", tokens: ["identifier model", "identifier modulo"]),
        Case(line: "15% of 2 off at", tokens: ["number 15", "percent %", "of of", "number 2", "off off", "at at"]),
        Case(line: "on one", tokens: ["on on", "identifier one"]),
        Case(line: "30°+π°", tokens: ["number 30", "degree °", "plus +", "identifier π", "degree °"]),
        Case(line: "atom often", tokens: ["identifier atom", "identifier often"]),
        Case(line: "1 # 2 + junk §", tokens: ["number 1"]),
        Case(line: "\t1\r", tokens: ["number 1"]),
        Case(line: "", tokens: []),
    ]

    @Test(arguments: cases)
    func tokens(_ testCase: Case) throws {
        #expect(try LexerTests.dump(testCase.line) == testCase.tokens)
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let bytes: [UInt8]
        let message: String
        let span: SourceSpan
        var testDescription: String { message }
    }

    static let failures: [Failure] = [
        Failure(bytes: Array("1 § 2".utf8), message: "unexpected character '§'", span: SourceSpan(2, 4)),
        Failure(bytes: [0x31, 0xFF, 0x32], message: "invalid UTF-8 byte 0xFF", span: SourceSpan(1, 2)),
        Failure(bytes: [0x31, 0xC3], message: "invalid UTF-8 byte 0xC3", span: SourceSpan(1, 2)),
        Failure(bytes: [0xC0, 0x80], message: "invalid UTF-8 byte 0xC0", span: SourceSpan(0, 1)),
        Failure(bytes: [0xED, 0xA0, 0x80], message: "invalid UTF-8 byte 0xED", span: SourceSpan(0, 1)),
        Failure(bytes: [0x31, 0x00], message: "unexpected NUL byte", span: SourceSpan(1, 2)),
        Failure(bytes: Array("1\u{7}".utf8), message: "unexpected control character U+0007", span: SourceSpan(1, 2)),
        Failure(bytes: Array("1__0".utf8), message: "misplaced '_' in a number", span: SourceSpan(1, 2)),
        Failure(bytes: Array("1_".utf8), message: "misplaced '_' in a number", span: SourceSpan(1, 2)),
        Failure(bytes: Array("1.".utf8), message: "expected digits after '.'", span: SourceSpan(1, 2)),
        // `_` groups by three (four in hex and binary), and a digit must be one of its base.
        Failure(bytes: Array("1101_2".utf8), message: "'1101_2' is not a number: '_' groups digits by three", span: SourceSpan(0, 6)),
        Failure(bytes: Array("1_00 ".utf8), message: "'1_00' is not a number: '_' groups digits by three", span: SourceSpan(0, 4)),
        Failure(bytes: Array("2 * 0.00_1".utf8), message: "'0.00_1' is not a number: '_' groups digits by three", span: SourceSpan(4, 10)),
        Failure(bytes: Array("0xfff_f".utf8), message: "'0xfff_f' is not a number: '_' groups digits by four", span: SourceSpan(0, 7)),
        Failure(bytes: Array("0b102".utf8), message: "'2' is not a binary digit", span: SourceSpan(4, 5)),
        Failure(bytes: Array("0o19".utf8), message: "'9' is not an octal digit", span: SourceSpan(3, 4)),
        Failure(bytes: Array(" . ".utf8), message: "expected digits after '.'", span: SourceSpan(1, 2)),
    ]

    @Test(arguments: failures)
    func located(_ failure: Failure) {
        var lexer = Lexer(failure.bytes)
        do {
            while try lexer.next().kind != .end {}
            Issue.record("no error for \(failure.bytes)")
        } catch {
            #expect(error.message == failure.message)
            #expect(error.span == failure.span)
        }
    }
}
