import CalcCore
import Testing

/// Conversions and arithmetic with units (DESIGN §13): every pair of units of one dimension
/// both ways, exactly, against the factors the tests compute (`UnitDefinitions`); the
/// section's examples; temperatures, fuel, money per unit at the fixture rates; the words
/// that mean two things; errors that name dimensions, where they happen.
@Suite struct UnitConversionTests {
    /// The lines evaluated in order in one evaluator; the last one's value.
    static func value(_ lines: [String]) throws -> Value {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        var last: Value?
        for line in lines { last = try evaluator.evaluate(line) }
        return try #require(last)
    }

    /// What the last line shows, every target of it (`5 km in mi, ft`).
    static func shown(_ lines: [String]) throws -> String {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        return try TestSupport.shown(lines, in: &evaluator)
    }

    static func shown(_ line: String) throws -> String { try shown([line]) }

    /// The error of the last line (the ones before it evaluated first).
    static func diagnostic(_ lines: [String]) -> Diagnostic? {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        for line in lines.dropLast() { _ = try? evaluator.evaluate(line) }
        do {
            _ = try evaluator.evaluate(lines.last!)
            return nil
        } catch {
            return error
        }
    }

    static func diagnostic(_ line: String) -> Diagnostic? { diagnostic([line]) }

    static let x = TestSupport.rational("2.5")

    static func expected(_ x: Rational, from: Rational, to: Rational) -> Rational {
        try! x.multiplied(by: from).divided(by: to)
    }

    // MARK: Every conversion of the catalogue

    @Test(arguments: UnitDefinitions.groups.map(\.name))
    func everyConversionBothWays(_ name: String) throws {
        let units = try #require(UnitDefinitions.groups.first { $0.name == name }).units
        for from in units {
            for to in units where to.symbol != from.symbol {
                var evaluator = Evaluator(rates: TestSupport.ecbTable)
                let there = try #require(try evaluator.evaluate("2.5 \(from.symbol) in \(to.symbol)"))
                #expect(there.number.exact == UnitConversionTests.expected(UnitConversionTests.x, from: from.factor, to: to.factor),
                        "2.5 \(from) in \(to)")
                #expect(there.unit.symbol == to.symbol, "2.5 \(from) in \(to)")
                let back = try #require(try evaluator.evaluate("ans in \(from.symbol)"))
                #expect(back.number.exact == UnitConversionTests.x, "2.5 \(from) in \(to) and back")
                #expect(back.unit.symbol == from.symbol)
            }
        }
    }

    @Test func temperaturesOnTheirScales() throws {
        for (from, fromOffset) in UnitDefinitions.temperatures {
            for (to, toOffset) in UnitDefinitions.temperatures where to.symbol != from.symbol {
                // (-40 K is below absolute zero: an error, tested in QuantityTrapTests.)
                for text in ["-40", "0", "36.6", "100"] where !(text == "-40" && from.symbol == "K") {
                    let x = text.hasPrefix("-") ? -TestSupport.rational(String(text.dropFirst())) : TestSupport.rational(text)
                    // kelvin = x × factor + offset, and back on the other scale.
                    let kelvin = try x.multiplied(by: from.factor).adding(fromOffset)
                    let expected = try kelvin.subtracting(toOffset).divided(by: to.factor)
                    let value = try UnitConversionTests.value(["\(text) \(from.symbol) in \(to.symbol)"])
                    #expect(value.number.exact == expected, "\(text) \(from) in \(to)")
                    #expect(value.unit.symbol == to.symbol)
                    let back = try UnitConversionTests.value(["\(text) \(from.symbol) in \(to.symbol)", "ans in \(from.symbol)"])
                    #expect(back.number.exact == x, "\(text) \(from) in \(to) and back")
                }
            }
        }
    }

    @Test(arguments: [
        ("20 °C in °F", "68 °F"), ("-40 °F in °C", "-40 °C"), ("-40 °C in °F", "-40 °F"), ("300 K in °C", "26.85 °C"),
        ("0 °C in K", "273.15 K"), ("32 °F in K", "273.15 K"), ("212 °F in °C", "100 °C"), ("20°C", "20 °C"),
        ("20 degC in degF", "68 °F"), ("1 celsius in kelvin", "274.15 K"), ("-20 °C", "-20 °C"),
        // Converted and compared: the smaller of 20 °C and 60 °F (15.6 °C) is 60 °F.
        ("min(20 °C, 60 °F)", "60 °F"), ("max(20 °C, 60 °F)", "20 °C"), ("max(60 °F, 20 °C)", "20 °C"),
        // The hint of the refusal, followed.
        ("(20 °C in K) + 5 K", "298.15 K"),
    ])
    func temperatureExamples(_ line: String, _ expected: String) throws {
        #expect(try UnitConversionTests.shown(line) == expected, "\(line)")
    }

    @Test(arguments: ["20 °C + 5 °C", "20 °C - 5 °C", "2 * 20 °C", "20 °C * 2", "20 °C / 2", "(20 °C)^2",
                      "20 °F + 5 °F", "20 °C + 5 K", "5 K + 20 °C", "20 °C * 1 m"])
    func arithmeticOnTemperaturesIsRefused(_ line: String) throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(line), "\(line) gave a result")
        #expect(diagnostic.message.hasPrefix("cannot do arithmetic on temperatures in °"), "\(line): \(diagnostic.message)")
        #expect(diagnostic.hint?.contains("convert to K first") == true, "\(line)")
        #expect(diagnostic.span == SourceSpan(0, line.utf8.count), "\(line)")
    }

    @Test func fuelConvertsAsAReciprocal() throws {
        let litres = UnitDefinitions.litresPer100km.factor, miles = UnitDefinitions.milesPerGallon.factor
        for text in ["7", "4.5", "12.25"] {
            let x = TestSupport.rational(text)
            let mpg = try Rational(1).divided(by: x.multiplied(by: litres)).divided(by: miles)
            #expect(try UnitConversionTests.value(["\(text) l/100km in mpg"]).number.exact == mpg, "\(text) l/100km")
            #expect(try UnitConversionTests.value(["\(text) l/100km in mpg", "ans in l/100km"]).number.exact == x)
            let per100 = try Rational(1).divided(by: x.multiplied(by: miles)).divided(by: litres)
            #expect(try UnitConversionTests.value(["\(text) mpg in l/100km"]).number.exact == per100, "\(text) mpg")
            #expect(try UnitConversionTests.value(["\(text) mpg in l/100km", "ans in mpg"]).number.exact == x)
        }
        #expect(try UnitConversionTests.shown("7 l/100km in mpg") == "33.6020833333333 mpg")
        #expect(try UnitConversionTests.shown("7 L/100km") == "7 l/100km")
        let zero = try #require(UnitConversionTests.diagnostic("0 mpg in l/100km"))
        #expect(zero.message == "division by zero")
    }

    // MARK: DESIGN §13's examples

    @Test(arguments: [
        ("1 mi in km", "1.609344 km"), ("1 gal in l", "3.785411784 l"), ("1 l in gal", "0.264172052358148 gal"),
        ("5 km", "5 km"), ("5km", "5 km"), ("1.85 EUR/l", "1.85 EUR/l"), ("9.81 m/s^2", "9.81 m/s²"), ("9.81 m/s²", "9.81 m/s²"),
        ("80 EUR/h", "80.00 EUR/h"), ("7 l/100km", "7 l/100km"), ("3 m²", "3 m²"), ("2.5 kWh", "2.5 kWh"),
        ("80 EUR/h * 37.5 h", "3000.00 EUR"), ("$3.50/gal", "3.50 USD/gal"), ("1.279 CAD per litre", "1.279 CAD/l"),
        ("10 m per s", "10 m/s"), ("2 kg * 3 m", "6 kg·m"), ("3 kg·m/s²", "3 kg·m/s²"),
        ("1 km + 500 m", "1.5 km"), ("500 m + 1 km", "1500 m"), ("1 km - 500 m", "0.5 km"),
        ("80 EUR/h * 30 min", "40.00 EUR"), ("150 km / 2 h", "75 km/h"), ("2 m * 3 m", "6 m²"), ("100 km / 50 km", "2"),
        ("5 GB / (20 MB/s)", "250 s"), ("1 kWh / 1 h", "1 kWh/h"), ("1 kWh / 1 h in kW", "1 kW"),
        ("(3 m)^2", "9 m²"), ("(2 m)^4", "16 m^4"), ("sqrt(9 m²)", "3 m"), ("cbrt(27 m³)", "3 m"), ("sqrt(4 m²/s²)", "2 m/s"),
        ("abs(-3 m)", "3 m"), ("round(2.567 km)", "3 km"), ("round(2.567 km, 1)", "2.6 km"), ("floor(2.5 kg)", "2 kg"),
        ("ceil(2.5 kg)", "3 kg"), ("min(1 km, 500 m)", "500 m"), ("max(1 km, 500 m)", "1 km"),
        ("5 km in mi", "3.10685596118667 mi"), ("5 km to mi", "3.10685596118667 mi"), ("5 km as mi", "3.10685596118667 mi"),
        ("5 km -> mi", "3.10685596118667 mi"), ("30 m/s in km/h", "108 km/h"), ("5 km in mi, ft", "3.10685596118667 mi, 16404.1994750656 ft"),
        ("3 kW * 2 h", "6 kW·h"), ("3 kW * 2 h in kWh", "6 kWh"),
        ("1.859 EUR/l", "1.859 EUR/l"), ("7 USD/gal", "7.00 USD/gal"), ("1.23456 EUR/l", "1.2346 EUR/l"),
        ("29 day", "29 days"), ("1 day", "1 day"), ("2 months", "2 months"), ("1 year in day", "365.2425 days"), ("36 h in day", "1.5 days"),
        ("1 inch in cm", "2.54 cm"), ("1 nmi in km", "1.852 km"), ("1 kn in km/h", "1.852 km/h"), ("1 hp in W", "745.69987158227022 W"),
        ("1 kcal in J", "4184 J"), ("1 atm in hPa", "1013.25 hPa"), ("1 GiB in MB", "1073.741824 MB"), ("1 st in lb", "14 lb"),
        ("1 kmh", "1 km/h"), ("1 kph in m/s", "0.277777777777778 m/s"), ("1 cc", "1 cm³"), ("1 m³ in cc", "1000000 cm³"),
        ("1 m³ in l", "1000 l"), ("1 ha in m²", "10000 m²"), ("1 acre in m²", "4046.8564224 m²"), ("1 µm in nm", "1000 nm"), ("1 um in nm", "1000 nm"),
    ])
    func designExamples(_ line: String, _ expected: String) throws {
        #expect(try UnitConversionTests.shown(line) == expected, "\(line)")
    }

    // MARK: Money per unit, at the fixture rates (1 EUR = 1.1252 USD = 1.5658 CAD)

    static let usd = TestSupport.rational("1.1252"), cad = TestSupport.rational("1.5658")
    static let litresPerGallon = try! UnitDefinitions.usGallon.divided(by: UnitDefinitions.litre)

    @Test func pricePerUnitConvertsByRatesAndFactors() throws {
        let r = TestSupport.rational
        // EUR/l into USD/gal: the currency by the rate, the volume by its factor.
        let perGallon = UnitDefinitions.times(r("1.85"), UnitConversionTests.usd, UnitConversionTests.litresPerGallon)
        let there = try UnitConversionTests.value(["1.85 EUR/l in USD/gal"])
        #expect(there.number.exact == perGallon)
        #expect(ValueFormatting.format(there).text == "7.8798 USD/gal")
        #expect(try UnitConversionTests.value(["1.85 EUR/l in USD/gal", "ans in EUR/l"]).number.exact == r("1.85"))
        // USD/gal into EUR/l.
        let perLitre = try r("3.50").divided(by: UnitConversionTests.usd).divided(by: UnitConversionTests.litresPerGallon)
        #expect(try UnitConversionTests.value(["$3.50/gal in EUR/l"]).number.exact == perLitre)
        #expect(try UnitConversionTests.shown("$3.50/gal in EUR/l") == "0.8217 EUR/l")
        // CAD per litre in USD per gallon: two rates (through EUR) and the factor.
        let crossed = try r("1.279").divided(by: UnitConversionTests.cad).multiplied(by: UnitConversionTests.usd)
            .multiplied(by: UnitConversionTests.litresPerGallon)
        #expect(try UnitConversionTests.value(["1.279 CAD per litre in USD per gallon"]).number.exact == crossed)
        // A rate given on the line.
        let atRate = UnitDefinitions.times(r("1.85"), r("1.2"), UnitConversionTests.litresPerGallon)
        #expect(try UnitConversionTests.value(["1.85 EUR/l in USD/gal at 1.2 USD/EUR"]).number.exact == atRate)
        // Only the unit: EUR/l in EUR/gal.
        #expect(try UnitConversionTests.value(["1 EUR/l in EUR/gal"]).number.exact == UnitConversionTests.litresPerGallon)
    }

    @Test(arguments: [
        ("5 EUR/kg * 2 lb", "4.54 EUR"), ("2 USD/l * 2 l", "4.00 USD"), ("2 EUR/l * 3", "6.00 EUR/l"),
        ("100 JPY/l", "100 JPY/l"), ("1.2 KWD/l", "1.200 KWD/l"), ("1 EUR/l in EUR/gal", "3.7854 EUR/gal"),
        ("50 USD/week * 12 week", "600.00 USD"), ("3000 EUR / 37.5 h", "80.00 EUR/h"), ("1 EUR/l + 1 EUR/l", "2.00 EUR/l"),
    ])
    func moneyPerUnit(_ line: String, _ expected: String) throws {
        #expect(try UnitConversionTests.shown(line) == expected, "\(line)")
    }

    // MARK: Words that mean two things

    @Test(arguments: [
        (["5 inch in cm"], "12.7 cm"), (["2 inches in cm"], "5.08 cm"),
        (["5 pound"], "5.00 GBP"), (["5 pounds"], "5.00 GBP"), (["5 lb"], "5 lb"), (["5 lbs in kg"], "2.26796185 kg"),
        (["2 cup in ml"], "473.176473 ml"), (["2 cups"], "2 cup"), (["2 CUP"], "2.00 CUP"),
        (["m = 5", "m * 2"], "10"), (["m = 5", "5 m"], "5 m"), (["m = 5", "m"], "5"), (["m = 5", "5 m in cm"], "500 cm"),
        (["s = 2", "t = 3", "s * t"], "6"), (["g = 4", "g / 2"], "2"), (["l = 4", "2 l in ml"], "2000 ml"),
        // The variable and the unit, each as the hint of the ambiguity writes it.
        (["h = 3", "80 EUR/(h)"], "26.67 EUR"), (["h = 3", "80 EUR/hour"], "80.00 EUR/h"), (["h = 3", "5 h"], "5 h"),
        // A conversion's target holds units only.
        (["h = 3", "30 m/s in km/h"], "108 km/h"),
        (["sin(90°)"], "1"),
    ])
    func wordRules(_ lines: [String], _ expected: String) throws {
        #expect(try UnitConversionTests.shown(lines) == expected, "\(lines)")
    }

    @Test func unitOrVariableIsAnErrorThatSaysBoth() throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(["h = 3", "80 EUR/h"]))
        #expect(diagnostic.message == "'h' is both a unit and a variable here")
        #expect(diagnostic.hint == "write (h) for the variable, hour for the unit")
        #expect(diagnostic.span == SourceSpan(7, 8))
        #expect(diagnostic.id == .unitOrVariable)
    }

    @Test func twoValuesInARowStay() throws {
        let pi = try #require(UnitConversionTests.diagnostic("2 pi"))
        #expect(pi.message == "two values in a row")
        #expect(pi.span == SourceSpan(2, 4))
        let variable = try #require(UnitConversionTests.diagnostic(["x = 3", "2 x"]))
        #expect(variable.message == "two values in a row")
        #expect(UnitConversionTests.diagnostic("5 to")?.span.start == 4)
        // `5 in` at the end is five inches (DESIGN §19).
        #expect(try UnitConversionTests.shown("5 in") == "5 inch")
    }

    // MARK: Errors that name dimensions, located

    @Test(arguments: [
        ("1 km + 2 kg", "cannot add a length (km) and a mass (kg)", 0, 11),
        ("1 km - 2 kg", "cannot subtract a mass (kg) from a length (km)", 0, 11),
        ("5 km in kg", "cannot convert a length (km) into a mass (kg)", 0, 10),
        ("1 + (2 h + 3 m)", "cannot add a time (h) and a length (m)", 4, 15),
        ("60 km/h in km", "cannot convert a speed (km/h) into a length (km)", 0, 13),
        ("1.85 EUR/l in mpg", "cannot convert money per volume (EUR/l) into a fuel economy (mpg)", 0, 17),
        ("sin(3 m)", "sin takes a plain number, not a length (m)", 4, 7),
        ("sqrt(2 m)", "sqrt of a length (m) has no unit: the powers of m do not divide", 5, 8),
        ("min(1 km, 2 kg)", "cannot compare a length (km) and a mass (kg)", 10, 14),
        ("5 in km", "cannot convert a plain number into km", 0, 1),
        ("2 ^ (3 m)", "an exponent is a plain number, not a length (m)", 4, 9),
        ("5 MX", "unknown word 'MX': not a unit, a currency or a name", 2, 4),
    ])
    func errorsNameDimensions(_ line: String, _ message: String, _ start: Int, _ end: Int) throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(line), "\(line) gave a result")
        #expect(diagnostic.message == message, "\(line)")
        #expect(diagnostic.span == SourceSpan(start, end), "\(line): \(diagnostic.span)")
    }

    /// Hints that, followed, give the answer meant.
    @Test func hintsLeadToTheAnswer() throws {
        let plain = try #require(UnitConversionTests.diagnostic("5 in km"))
        #expect(plain.hint == "for inches, write 5 inch in km; to give it a unit, write 5 km")
        #expect(try UnitConversionTests.shown("5 km") == "5 km")
        // A unit in capitals is read when only one unit has those letters (DESIGN §19).
        #expect(try UnitConversionTests.shown("5 KM") == "5 km")
        let function = try #require(UnitConversionTests.diagnostic("sin(3 m)"))
        #expect(function.hint == "divide by one unit first, as in sin(x / 1 m)")
        #expect(try UnitConversionTests.shown("sin(3 m / 1 m)") == "0.141120008059867")
    }
}
