import Foundation
import Testing

/// Piped input and `-f FILE`: one line out per expression line, errors located as
/// FILE:LINE:COLUMN, evaluation going on after them.
@Suite struct BatchTests {
    let calc = CalcProcess()

    /// A block's error quotes the line it names where the input can be read again (a file,
    /// `-f` or `<`), and names it by number from a pipe (DESIGN §23).
    @Test func blockErrorsQuoteTheirLineFromAFile() throws {
        let text = "\u{FEFF}Nights: 5\nHotel: 100 EUR\ntotal\n"
        let path = calc.home.appendingPathComponent("trip.calc").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let quoted = "'total' cannot add line 2, 'Hotel: 100 EUR', to the lines above it"
        let fromFile = try calc.run(["-f", path])
        #expect(fromFile.stderr.contains(quoted), "\(fromFile.stderr)")
        let redirected = try calc.run([], input: text)
        #expect(redirected.stderr.contains(quoted), "\(redirected.stderr)")
        let piped = try calc.runProgram("/bin/sh", ["-c", "cat \"$0\" | \"$1\"", path, CalcProcess.binary.path])
        #expect(piped.stderr.contains("'total' cannot add line 2 to the lines above it"), "\(piped.stderr)")
    }

    @Test func pipedLinesGiveOneResultEach() throws {
        let result = try calc.run([], input: "1+1\n# note\n\n2*3\n   \n0.1+0.2\n")
        #expect(result.stdout == "2\n6\n0.3\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func variablesAndAnsCarryAcrossLines() throws {
        let result = try calc.run([], input: "x = 3\nx * 4\nans + 1\n_ * 2\n")
        #expect(result.stdout == "3\n12\n13\n26\n")
    }

    /// Lines that start with an operator or a conversion go on from the previous result; a
    /// leading minus is a minus sign; a failed line leaves the previous result as it was.
    @Test func continuationLinesGoOnFromThePreviousResult() throws {
        let result = try calc.run([], input: "* 2\n100\n+ 15%\n* 2\nfoo\n/ 23\n-5\n^ 2\n")
        #expect(result.stdout == "100\n115\n230\n10\n-5\n25\n")
        #expect(result.stderr == """
            <stdin>:1:1: error: this line continues from the previous result, and there is none yet; a line that starts with an operator or 'in' goes on from ans; write a whole expression first
            <stdin>:5:1: error: unknown name 'foo'

            """)
        #expect(result.status == 1)
    }

    @Test func errorsAreLocatedAndTheBatchGoesOn() throws {
        let result = try calc.run([], input: "1 +\n2 + 2\n  foo(1)\n3 / 0\nans\n")
        #expect(result.stdout == "4\n4\n")
        #expect(result.stderr == """
            <stdin>:1:3: error: '+' has no right operand; finish the expression or remove '+'
            <stdin>:3:3: error: unknown function 'foo'; the functions are sqrt, abs, round, floor, ceil, min, max, ln, log, exp, log2, cbrt, root, hypot, trunc, sign, factorial, gcd, lcm, sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh, asinh, acosh, atanh, log10, change, weekday, workdays, days, unix, rate, roman
            <stdin>:4:5: error: division by zero

            """)
        #expect(result.status == 1)
    }

    /// Columns count characters, not bytes: `€` is three bytes, `…` three, `é` two.
    @Test func columnsCountCharactersAfterMultibyteOnes() throws {
        let result = try calc.run([], input: "€5 + x\n€€ 1\n# café\n1 + 2 # ünïcödé\n\"é\" + 1\n€5 + 3 EUR +\n")
        #expect(result.stdout == "3\n")
        #expect(result.stderr == """
            <stdin>:1:6: error: unknown name 'x'
            <stdin>:2:1: error: expected an amount after the currency symbol; write, for example, $12
            <stdin>:5:1: error: unexpected character '"'
            <stdin>:6:12: error: '+' has no right operand; finish the expression or remove '+'

            """)
    }

    @Test func fileFlagNamesTheFileInErrors() throws {
        let path = calc.write("expenses.calc", "rent = 1200\nfood = 340.5\nrent + food\nrent +\n")
        let result = try calc.run(["-f", path])
        #expect(result.stdout == "1200\n340.5\n1540.5\n")
        #expect(result.stderr == "\(path):4:6: error: '+' has no right operand; finish the expression or remove '+'\n")
        #expect(result.status == 1)
    }

    @Test func fileDashReadsStandardInput() throws {
        let result = try calc.run(["-f", "-"], input: "6*7\n")
        #expect(result.stdout == "42\n")
        #expect(result.status == 0)
        let long = try calc.run(["--file", "-"], input: "1/0\n")
        #expect(long.stderr == "<stdin>:1:3: error: division by zero\n")
    }

    @Test func missingFileIsAnInputError() throws {
        let result = try calc.run(["-f", "/nonexistent/file.calc"])
        #expect(result.status == 2)
        #expect(result.stderr == "calc: error: cannot open '/nonexistent/file.calc': No such file or directory\n")
    }

    @Test func crlfAndAMissingFinalNewline() throws {
        let result = try calc.run([], input: "1+1\r\n2+2\r\n3+3")
        #expect(result.stdout == "2\n4\n6\n")
        #expect(result.status == 0)
    }

    @Test func invalidUTF8AndNULAreLocatedErrors() throws {
        let input: [UInt8] = Array("1+1\n".utf8) + [0x32, 0x2B, 0xFF, 0x0A] + [0x33, 0x00, 0x0A] + Array("4\n".utf8)
        let result = try calc.run([], stdin: input)
        #expect(result.stdout == "2\n4\n")
        #expect(result.stderr == "<stdin>:2:3: error: invalid UTF-8 byte 0xFF\n<stdin>:3:2: error: unexpected NUL byte\n")
        #expect(result.status == 1)
    }

    @Test func outputReadsBackUnchanged() throws {
        let first = try calc.run([], input: "2^100\n1/8\n-3.25\n1/3\n12 * 0.5\n1e-12\n2^-40\n")
        #expect(first.status == 0)
        let second = try calc.run([], input: first.stdout)
        // Exact results reproduce themselves; 1/3 was rounded and reads back as shown.
        #expect(second.stdout == first.stdout)
        // A rounded result in scientific form reads back as the value shown, an integer.
        let rounded = try calc.run([], input: "10^20/3\n")
        #expect(rounded.stdout == "3.33333333333333e19\n")
        let reread = try calc.run([], input: rounded.stdout)
        #expect(reread.stdout == "33333333333333300000\n")
    }

    @Test func aLongLineOfManyTermsEvaluates() throws {
        let line = Array(repeating: "1.5", count: 200_000).joined(separator: " + ")
        let result = try calc.run([], input: line + "\n")
        #expect(result.stdout == "300000\n")
    }

    @Test func manyLinesStream() throws {
        let lines = (1...20_000).map { "\($0) * 2" }.joined(separator: "\n") + "\n"
        let result = try calc.run([], input: lines)
        let outputs = result.stdoutLines
        #expect(outputs.count == 20_000)
        #expect(outputs.last == "40000")
    }

    @Test func megabyteLineGetsAnAnswer() throws {
        let line = String(repeating: "1+", count: 500_000) + "1"
        let result = try calc.run([], input: line + "\nbad)\n")
        #expect(result.stdout == "500001\n")
        #expect(result.stderr == "<stdin>:2:4: error: unbalanced parentheses: this ')' has no matching '('\n")
    }
}

extension BatchTests {
    @Test func hundredThousandParenthesesInABatch() throws {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let result = try calc.run([], input: deep + "\n2+2\n")
        #expect(result.stdout == "4\n")
        // 201 parentheses are one too many: the error points just past the 201st.
        #expect(result.stderr == "<stdin>:1:202: error: expression nested too deeply (the limit is 200 levels)\n")
    }

    @Test func twoHundredThousandDigitLiteral() throws {
        let result = try calc.run([], input: String(repeating: "9", count: 200_000) + "\n")
        #expect(result.stderr == "<stdin>:1:1: error: number literal too long or too precise (the limit is 20000 digits)\n")
        #expect(result.status == 1)
    }

    /// A file saved with a UTF-8 byte order mark reads as the same file without it.
    @Test func byteOrderMarkIsNotPartOfTheFirstLine() throws {
        let result = try calc.run([], stdin: [0xEF, 0xBB, 0xBF] + Array("10 + 5\n2 * 3\n".utf8))
        #expect(result.stdout == "15\n6\n" && result.stderr == "")
    }
}
