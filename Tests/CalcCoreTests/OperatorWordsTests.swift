import Testing
@testable import CalcCore

/// The words and separators people use for operators (DESIGN §21, §22): each form against what
/// it means written the strict way, and the readings that must stay refused or unchanged.
@Suite struct OperatorWordsTests {
    @Test(arguments: [
        ("sqrt 4", "sqrt(4)"),
        ("sqrt 4 + 5", "sqrt(4) + 5"),
        ("5 + sqrt 4", "5 + sqrt(4)"),
        ("2 * sqrt 9", "2 * sqrt(9)"),
        ("sqrt 16 * 2", "sqrt(16) * 2"),
        ("ln 25", "ln(25)"),
        ("log10 100", "log10(100)"),
        ("ln 2^3", "ln(8)"),
        ("sin 30°", "sin(30°)"),
        ("sin 30 degrees", "sin(30°)"),
        ("sqrt 4!", "sqrt(24)"),
        ("abs 5 - 7", "abs(5) - 7"),
        ("round 2.5", "round(2.5)"),
        ("cos 0 in %", "cos(0) in %"),
        ("2/3 of 600", "400"),
        ("1/2 of 10 EUR", "5 EUR"),
        ("2/3 of 600 + 1", "401"),
        ("3 x 5", "15"),
        ("3 times 4", "12"),
        ("3 x 5 EUR", "15 EUR"),
        ("10 EUR x 3", "30 EUR"),
        ("1 + 2 x 3", "7"),
        ("2^3 x 2", "16"),
        ("3 x 5^2", "75"),
        ("gcd(63; 27)", "9"),
        ("max(1; 5; 3)", "5"),
        ("1 000 000", "1000000"),
        ("1 000 000 + 1", "1000001"),
        ("12 345.67 EUR", "12345.67 EUR"),
        ("3 x 1 000", "3000"),
        ("max(1 000, 2)", "1000"),
        ("5 to the power of 2", "5^2"),
        ("2 to the power 10", "2^10"),
        ("2 * 5 to the power of 2", "2 * 5^2"),
        ("-2 to the power of 2", "-2^2"),
        ("2 to the power of 3 to the power of 2", "2^3^2"),
        ("(1 + 1) to the power of 0.5", "sqrt(2)"),
        ("1 m to the power of 2 in cm²", "1 m^2 in cm²"),
        ("2 to the power of 3 in hex", "2^3 in hex"),
    ])
    func readsAsWritten(_ phrase: String, _ strict: String) throws {
        #expect(try TestSupport.evaluate(phrase) == (try TestSupport.evaluate(strict)), "\(phrase)")
    }

    /// What these rules must not read: no group but of exactly three digits after one to three
    /// that are not 0, no `x` before anything but a number, no fraction of a decimal.
    @Test(arguments: [
        ("1 0000", MessageID.twoValuesInARow),
        ("1 00", .twoValuesInARow),
        ("0 500", .spacedDigits),
        ("1,000 000", .twoValuesInARow),
        ("3 x", .unknownWord),
        ("0.5 of 600", .ofWithoutPercent),
        ("1; 2", .unexpectedComma),
        ("2 to the power of", .missingOperand),
        ("5 to the moon", .unknownWord),
        ("5 in the", .unknownWord),
        ("10 EUR for lunch", .twoValuesInARow),
    ])
    func staysRefused(_ line: String, _ id: MessageID) throws {
        do {
            let printed = try TestSupport.evaluate(line)
            Issue.record("\(line) gave \(printed)")
        } catch let error as Diagnostic {
            #expect(error.id == id, "\(line): \(error.message)")
        }
    }

    /// A semicolon outside a call is named as written.
    @Test func aSemicolonOutsideACallIsNamed() throws {
        do {
            _ = try TestSupport.evaluate("x = 3;")
            Issue.record("x = 3; was read")
        } catch let error as Diagnostic {
            #expect(error.message == "';' outside a function call")
        }
    }

    /// A variable named x stays a variable where no number follows the word.
    @Test func aVariableNamedXStaysOne() throws {
        #expect(try TestSupport.evaluate(["x = 4", "x * 2"]) == "8")
        #expect(try TestSupport.evaluate(["x = 4", "3 x 5"]) == "15")
    }

    /// The percent phrases of DESIGN §22, each against its printed answer and the strict form.
    @Test(arguments: [
        ("20 is 10% of what", "200", "20 / 10%"),
        ("220 is 10% on what", "200", "220 / (1 + 10%)"),
        ("180 is 10% off what", "200", "180 / (1 - 10%)"),
        ("$150 is 25% on what", "120.00 USD", "$150 / 1.25"),
        ("180 is what % off 200", "10%", "(200 - 180) / 200 as %"),
        ("220 is what % on 200", "10%", "(220 - 200) / 200 as %"),
        ("50 to 75 is what %", "50%", "(75 - 50) / 50 as %"),
        ("75 to 50 is what %", "-33.3333333333333%", "(50 - 75) / 75 as %"),
        ("20 as a % of 200", "10%", "20 / 200 as %"),
        ("-20 is what % of 200", "-10%", "-20 / 200 as %"),
        ("20 is what % of 200", "10%", "20 / 200 as %"),
    ])
    func percentPhrase(_ phrase: String, _ printed: String, _ strict: String) throws {
        #expect(try TestSupport.evaluate(phrase) == printed, "\(phrase)")
        #expect(try TestSupport.evaluate(strict) == printed, "\(strict)")
    }

    /// The rounding phrases of DESIGN §22: half away from zero, to a whole multiple of the step.
    @Test(arguments: [
        ("37 to nearest 10", "40"),
        ("35 to nearest 10", "40"),
        ("-35 to nearest 10", "-40"),
        ("34.99 to the nearest ten", "30"),
        ("$490 rounded to nearest hundred", "500.00 USD"),
        ("1234567 to nearest thousand", "1235000"),
        ("5.5 rounded", "6"),
        ("-2.5 rounded", "-3"),
        ("$5.50 rounded", "6.00 USD"),
        ("2 * 2.6 rounded", "5"),
        ("pi to 5 digits", "3.1416"),
        ("7.23 to nearest 0.05", "7.25"),
        ("7.22 to nearest 0.05", "7.2"),
        ("12.5 km to nearest 5", "15 km"),
    ])
    func roundingPhrase(_ phrase: String, _ printed: String) throws {
        #expect(try TestSupport.evaluate(phrase) == printed, "\(phrase)")
    }

    /// A step that is not above zero, or none, is an error that shows the forms.
    @Test(arguments: ["37 to nearest 0", "37 to nearest", "37 to nearest -5", "37 to nearest dozen"])
    func nearestNeedsAStep(_ line: String) throws {
        do {
            let printed = try TestSupport.evaluate(line)
            Issue.record("\(line) gave \(printed)")
        } catch let error as Diagnostic {
            #expect(error.id == .expectedRoundingStep, "\(line): \(error.message)")
        }
    }

    /// Questions (DESIGN §22): the leading words and a final `?` are dropped.
    @Test(arguments: [
        ("what is 15% of 80?", "15% of 80"),
        ("What is 2^10 ?", "2^10"),
        ("what's 2 + 2", "2 + 2"),
        ("how much is $100 in EUR", "$100 in EUR"),
        ("How much is 10 EUR in USD? # a note", "10 EUR in USD"),
        ("calculate 3 * 4", "3 * 4"),
        ("convert 5 km to mi", "5 km to mi"),
        ("2 + 2?", "2 + 2"),
    ])
    func question(_ phrase: String, _ strict: String) throws {
        #expect(try TestSupport.evaluate(phrase) == (try TestSupport.evaluate(strict)), "\(phrase)")
    }

    /// A `?` inside a line, and a question with nothing asked, stay errors; a variable may
    /// still be called `what`.
    @Test func questionMarksInsideStayErrors() throws {
        for line in ["2 ? 3", "what is", "what is ?"] {
            #expect(throws: Diagnostic.self, "\(line)") { try TestSupport.evaluate(line) }
        }
        #expect(try TestSupport.evaluate(["what = 5", "what * 2"]) == "10")
    }

    /// A word naming a percentage, a unit price with `at` or `@`, a scale after a currency
    /// symbol (DESIGN §22), each against the strict form.
    @Test(arguments: [
        ("100 EUR + 20% VAT", "100 EUR + 20%"),
        ("18% tip on $64.50", "18% on $64.50"),
        ("15% service of 80 EUR", "15% of 80 EUR"),
        ("100 + 10% x 3", "100 + 10% * 3"),
        ("45 l at 1.85 EUR/l", "45 l * 1.85 EUR/l"),
        ("37.5 h @ 80 EUR/h", "37.5 h * 80 EUR/h"),
        ("37.5 h @ $80/h", "37.5 h * $80/h"),
        ("45 l at 1.85 EUR/gal", "45 l * 1.85 EUR/gal"),
        ("100 EUR in USD at 1.1", "110 USD"),
        ("100 EUR in USD at 1.1 USD/EUR", "110 USD"),
        ("$1.2m", "1200000 USD"),
        ("$5K", "5000 USD"),
        ("€3B", "3000000000 EUR"),
        ("$2.5bn", "2500000000 USD"),
        ("$1.2m + $300K", "1500000 USD"),
    ])
    func namesPricesAndScales(_ phrase: String, _ strict: String) throws {
        #expect(try TestSupport.evaluate(phrase) == (try TestSupport.evaluate(strict)), "\(phrase)")
    }

    /// A word after a percentage that means something to calc is not its name; a metre after
    /// a plain number stays a metre.
    @Test func percentageNamesAreNotUnitsOrCurrencies() throws {
        for line in ["100 + 20% EUR", "100 + 20% km", "10% foo bar"] {
            #expect(throws: Diagnostic.self, "\(line)") { try TestSupport.evaluate(line) }
        }
        #expect(try TestSupport.evaluate("5m") == "5 m")
    }
}
