import CalcCore
import CalcTestSupport
import Testing

/// The confident wrong answers of DESIGN §19, each fixed at its root: a fraction before a
/// unit, number-headed denominators, units of one dimension that must cancel, conversions
/// that would invert a value, temperatures that negation made two, a rate outside `at`, and
/// the percentages that misled. Each case failed (with a wrong number) before the fix.
@Suite struct QuantityTrapTests {
    static func shown(_ line: String) throws -> String { try UnitConversionTests.shown(line) }

    @Test(arguments: [
        // A fraction written without spaces before a unit is one number.
        ("1/2 cup in ml", "118.29411825 ml"),
        ("3/4 lb in g", "340.1942775 g"),
        ("1/4 cup in tbsp", "4 tbsp"),
        ("200/3 USD", "66.67 USD"),
        ("3/4 lb", "0.75 lb"),
        // A mixed number before a unit is its sum.
        ("2 1/2 cups in ml", "591.47059125 ml"),
        ("3 1/2 USD", "3.50 USD"),
        ("1 1/3 USD in EUR", "1.18 EUR"),
        // With spaces the unit binds to its own number, as before: a reciprocal, not converted.
        ("1 / 2 cup * 1 cup", "0.5"),
        // After `^` the power keeps its operand.
        ("2^1/2 cup * 1 cup", "1"),
        // Denominators take no number but the fuel spellings.
        ("100 km / 50 km/h", "2 h"),
        ("1 GB / 10 MB/s in s", "100 s"),
        ("10 km/h / 2 km/h", "5"),
        ("250 km / 100 km/h in h", "2.5 h"),
        ("7 l/100km in mpg", "33.6020833333333 mpg"),
        ("7 l/100 km in mpg", "33.6020833333333 mpg"),
        ("7 L/100km in mpg", "33.6020833333333 mpg"),
        // Units of one dimension cancel whatever the spelling.
        ("1 km / 1 m", "1000"),
        ("3 h / 20 min", "9"),
        ("1 kg / 250 g", "4"),
        ("1 GB / 10 MB", "100"),
        ("500 GB / 100 Mbit/s", "40000 s"),
        ("1 kWh / 1 J", "3600000"),
        ("0.30 EUR/kWh * 2000 W * 3 h", "1.80 EUR"),
        ("3 kW * 2 h / 1 kWh", "6"),
        ("1 l / 250 ml", "4"),
        ("x = 1 km", "1 km"),
        ("1 kWh / 1 h", "1 kWh/h"),
        ("3 kW * 2 h", "6 kW·h"),
        // Pace and fuel are the reciprocals people convert.
        ("12 km/h in min/km", "5 min/km"),
        ("5 min/km in km/h", "12 km/h"),
        // Percentages scaled stay percentages.
        ("100 + 10% * 3", "130"),
        ("100 + 3 * 10%", "130"),
        ("100 + 20% * 0.5", "110"),
        ("100 + 20%/2", "110"),
        ("10% * 3", "30%"),
        ("100 EUR * 15%", "15.00 EUR"),
        // Rounding a percentage rounds its percent digits.
        ("12.345% to 1 dp", "12.3%"),
        ("5.5% to 0 dp", "6%"),
        ("2/3 as % to 1 dp", "66.7%"),
        ("change(60, 80) to 1 dp", "33.3%"),
        ("12.345% to 3 sf", "12.3%"),
        // A fraction before `%` is a number.
        ("200 + 1/2%", "201"),
        ("3/4% of 1000 EUR", "7.50 EUR"),
        // A minus before a temperature literal belongs to it.
        ("-40 °F in °C", "-40 °C"),
        ("- 40 °C in K", "233.15 K"),
        ("round(20.5 °C)", "21 °C"),
        ("max(-5 °C, 10 °F)", "-5 °C"),
        // A pound in a price is the mass; in `at`, and alone, GBP.
        ("$3.99/pound * 2 lb", "7.98 USD"),
        ("£4 per pound", "4.00 GBP/lb"),
        ("10 EUR/pound in EUR/kg", "22.0462 EUR/kg"),
        ("100 EUR in GBP at 0.85 pound/EUR", "85.00 GBP"),
        ("100 pound", "100.00 GBP"),
        // Food calories.
        ("2000 Cal in kJ", "8368 kJ"),
        ("1 kcal in cal", "1000 cal"),
        // The units people meant, and data sizes as they write them.
        ("10 mW in W", "0.01 W"),
        ("1013 mbar in hPa", "1013 hPa"),
        ("100 NM in km", "185.2 km"),
        ("100 Mb in MB", "12.5 MB"),
        ("1 Tb in GB", "125 GB"),
        ("1 megabit in kB", "125 kB"),
        ("2 gb in mb", "2000 MB"),
        ("100 Mbps in MB/s", "12.5 MB/s"),
        ("1 GB / 100 Mbps in s", "80 s"),
        // A unit in another case when only one unit has those letters.
        ("5 KM", "5 km"),
        ("2 Kg", "2 kg"),
        ("3 TBSP in ml", "44.36029434375 ml"),
        ("60 MPH in km/h", "96.56064 km/h"),
        // Thousands groups still group.
        ("1,000,000", "1000000"),
        ("max(0,500)", "500"),
    ])
    func answers(line: String, printed: String) throws {
        #expect(try QuantityTrapTests.shown(line) == printed, "\(line)")
    }

    @Test func setupLinesAnswer() throws {
        #expect(try UnitConversionTests.shown(["tax = 8%", "100 + tax * 3"]) == "124")
        #expect(try UnitConversionTests.shown(["d = 1 km", "d / 1 m"]) == "1000")
        #expect(try UnitConversionTests.shown(["3 h", "ans / 20 min"]) == "9")
        #expect(try UnitConversionTests.shown(["p = 0.30 EUR/kWh", "w = 2000 W * 3 h", "p * w"]) == "1.80 EUR")
    }

    @Test(arguments: [
        // Conversions that would invert a value, other than fuel and pace.
        ("2 h^-1 in h", MessageID.unlikeConversion, "per time"),
        ("1 / 2 cup in ml", .unlikeConversion, "per volume (cup^-1)"),
        ("1 / (4 km) in m", .unlikeConversion, "per length"),
        ("1 ha in mpg", .unlikeConversion, "an area"),
        ("1 m² in l/100km", .unlikeConversion, "an area"),
        // Temperatures: one value, one answer.
        ("abs(-40 °C) in K", .temperatureArithmetic, "°C"),
        ("abs(-40 °F) in K", .temperatureArithmetic, "°F"),
        ("sign(-40 °F)", .temperatureArithmetic, "°F"),
        ("-(20 °C)", .temperatureArithmetic, "°C"),
        ("-1e1000 °C in K", .belowAbsoluteZero, "absolute zero"),
        ("-500 °C", .belowAbsoluteZero, "absolute zero"),
        ("0 K - 10 K in °C", .belowAbsoluteZero, "absolute zero"),
        // A currency over a currency is a rate, which belongs to `at`.
        ("5 USD/EUR", .rateOutsideAt, "USD/EUR"),
        ("1.08 USD per EUR", .rateOutsideAt, "USD/EUR"),
        ("USD/EUR", .rateOutsideAt, "USD/EUR"),
        ("100 EUR / dollar", .rateOutsideAt, "EUR/USD"),
        // A leading `0,` is a decimal comma, never thousands.
        ("0,500 l in ml", .decimalComma, "decimal point"),
        ("00,500", .decimalComma, "decimal point"),
        // Words that name two things are listed, never guessed.
        ("2000 calories in kJ", .ambiguousUnit, "kcal"),
        ("100 francs", .ambiguousCurrencyName, "XOF"),
        ("100 rupees", .ambiguousCurrencyName, "PKR"),
        ("1000 lire in EUR", .ambiguousCurrencyName, "ITL"),
        // A case that changes a prefix's magnitude is not read, nor suggested.
        ("5 MM", .unknownWord, "MM"),
        ("5 Mw", .unknownWord, "Mw"),
        ("10 KB", .unknownWord, "KB"),
    ])
    func refuses(line: String, id: MessageID, mentioning: String) throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(line), "\(line) has a value")
        #expect(diagnostic.id == id, "\(line): \(diagnostic.message)")
        #expect(diagnostic.message.contains(mentioning), "\(line): \(diagnostic.message)")
    }

    /// Months and years on a date are whole or refused, with the compound a hint writes;
    /// followed, the hint gives a date.
    @Test func fractionsOfMonthsOnDatesAreRefused() throws {
        for (line, hint, followed, date) in [
            ("2026-01-31 + 1.5 months", "write whole months and then days, as in + 1 month + 15 days",
             "2026-01-31 + 1 month + 15 days", "2026-03-15"),
            ("2026-01-31 - 1.5 months", "write whole months and then days, as in - 1 month - 15 days",
             "2026-01-31 - 1 month - 15 days", "2025-12-16"),
            ("2026-01-31 + 0.5 months", "write whole months and then days, as in + 15 days", "2026-01-31 + 15 days", "2026-02-15"),
            ("2026-01-31 + 0.3 years", "write whole months and then days, as in + 3 months + 18 days",
             "2026-01-31 + 3 months + 18 days", "2026-05-18"),
        ] {
            let diagnostic = try #require(UnitConversionTests.diagnostic(line), "\(line)")
            #expect(diagnostic.id == .fractionalMonths, "\(line)")
            #expect(diagnostic.hint == hint, "\(line)")
            #expect(try QuantityTrapTests.shown(followed) == date, "\(followed)")
        }
        // Whole months and years as before, 1.5 years being 18 months.
        #expect(try QuantityTrapTests.shown("2026-01-31 - 1.5 years") == "2024-07-31")
        #expect(try QuantityTrapTests.shown("2026-01-31 + 1 month") == "2026-02-28")
    }

    /// A difference of dates converted into months or years counts calendar months from the
    /// earlier date; any other duration converts by the average month and year.
    @Test(arguments: [
        ("(2026-03-01 - 2026-02-01) in months", "1 month"),
        ("(2027-01-01 - 2026-01-01) in years", "1 year"),
        ("(2026-03-15 - 2026-02-01) in months", "1.45161290322581 months"),
        ("(2026-02-01 - 2026-03-01) in months", "-1 months"),
        ("-(2026-03-01 - 2026-02-01) in months", "-1 months"),
        ("(2024-02-29 - 2023-02-28) in years", "1.00273224043716 years"),
        ("(2026-01-31 - 2025-12-31) in months", "1 month"),
        ("(2026-03-01 - 2026-02-01) in days", "28 days"),
        ("28 days in months", "0.919936754348139 months"),
        ("(2026-03-01 - 2026-02-01) * 2 in months", "1.83987350869628 months"),
    ])
    func dateDifferencesInCalendarMonths(line: String, printed: String) throws {
        #expect(try QuantityTrapTests.shown(line) == printed, "\(line)")
    }

    /// Random pairs of dates: whole calendar months between them agree with moving the earlier
    /// date by that many months.
    @Test func calendarMonthsAgreeWithMovingTheDate() throws {
        var generator = SplitMix64(state: 77)
        for _ in 0..<500 {
            let start = Day(checkingDaysSinceEpoch: 18_000 + generator.below(3000))!
            let months = generator.below(40)
            let end = try #require(start.addingMonths(months))
            let line = "(\(end.text) - \(start.text)) in months"
            let value = try #require(try UnitConversionTests.value([line]))
            #expect(value.number.exact == Rational(months), "\(line)")
        }
        #expect(try UnitConversionTests.shown(["x = 2026-03-01 - 2026-02-01", "x in months"]) == "1 month")
    }

    /// What calc prints reads back: powers beyond 12 that products make are read as written,
    /// and a dimension keeps powers far past 127 (`m^256` is no plain number).
    @Test func powersReadBackAndNeverWrap() throws {
        for line in ["1 m^12 * 1 m", "(1 m)^13", "((1 km)^12)^12 / 1 s", "(((1 m)^8)^8)^4"] {
            let printed = try QuantityTrapTests.shown(line)
            #expect(try QuantityTrapTests.shown(printed) == printed, "\(line) printed \(printed)")
        }
        #expect(UnitConversionTests.diagnostic("(((1 m)^8)^8)^4 + (((1 s)^8)^8)^4")?.id == .unlikeDimensions)
        #expect(UnitConversionTests.diagnostic("(((1 ha)^8)^8)^2 in K")?.id == .unlikeConversion)
        #expect(UnitConversionTests.diagnostic("1 m^1000001")?.id == .fractionalPowerOfUnit)
        // A chain of powers past the bound is refused, never a trap on an overflow.
        #expect(UnitConversionTests.diagnostic("1 m^1000000^1000000^1000000^1000000") != nil)
        // A factor past the limits of exact numbers is refused, never taken as 1.
        #expect(UnitConversionTests.diagnostic("1 km^10000 in m^10000")?.id == .unitPowerTooLarge)
        #expect(UnitConversionTests.diagnostic("((((1 km)^12)^12)^12)^12")?.id == .unitPowerTooLarge)
        #expect(try QuantityTrapTests.shown("1 km^12 in m^12") == "1000000000000000000000000000000000000 m^12")
        // Hints of a fraction of a month point the way the date moves.
        #expect(UnitConversionTests.diagnostic("2026-01-31 + -1.5 months")?.hint == "write whole months and then days, as in - 1 month - 15 days")
    }

    @Test func hintsNeverChangeMagnitude() throws {
        #expect(UnitConversionTests.diagnostic("0,500 l in ml")?.hint == "write 0.500 l")
        #expect(try QuantityTrapTests.shown("0.500 l in ml") == "500 ml")
        for (word, candidate) in [("mW", "MW"), ("Mb", "MB"), ("mbar", "bar"), ("NM", "nm"), ("k", "K"), ("kg", "g")] {
            #expect(Suggestions.changesMagnitude(word, candidate), "\(word) → \(candidate)")
        }
        #expect(!Suggestions.changesMagnitude("metre", "meter"))
        // No suggestion differs from the word only in case or a prefix.
        for line in ["5 Mw", "5 MM", "10 KB", "3 mbr"] {
            let hint = UnitConversionTests.diagnostic(line)?.hint ?? ""
            #expect(!hint.contains("MW") && !hint.contains("mm") && !hint.contains("kB") && !hint.contains(" bar"), "\(line): \(hint)")
        }
    }

    @Test func aRateOutsideAtHintsTheAtForm() throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic("5 USD/EUR"))
        #expect(diagnostic.hint == "write 100 EUR in USD at 5 USD/EUR, or rate(EUR, USD) for the table's rate")
        // The hint evaluates to what a rate of 5 USD per EUR means.
        #expect(try QuantityTrapTests.shown("100 EUR in USD at 5 USD/EUR") == "500.00 USD")
        // A quotient of two amounts stays a ratio; a variable is no currency word.
        #expect(try QuantityTrapTests.shown("10 EUR / 2 EUR") == "5")
        #expect(try UnitConversionTests.shown(["q = 3 USD", "q / q"]) == "1")
    }

    /// Random fractions and mixed numbers before every unit of a dimension, converted into
    /// another: exactly the factor the test computes from the legal definitions.
    @Test func fractionsAndMixedNumbersConvertExactly() throws {
        var generator = SplitMix64(state: 1919)
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        for _ in 0..<3000 {
            let group = UnitDefinitions.groups[generator.below(UnitDefinitions.groups.count)].units
            let u = group[generator.below(group.count)], v = group[generator.below(group.count)]
            let numerator = generator.below(40) + 1, denominator = generator.below(40) + 1
            let whole = generator.below(3) == 0 ? generator.below(20) + 1 : 0
            // A mixed number's fraction is a proper one.
            let n = whole > 0 ? numerator % denominator : numerator
            guard whole == 0 || n > 0 else { continue }
            let written = whole > 0 ? "\(whole) \(n)/\(denominator)" : "\(n)/\(denominator)"
            let amount = try Rational(n).divided(by: Rational(denominator)).adding(Rational(whole))
            let expected = try amount.multiplied(by: u.factor).divided(by: v.factor)
            let line = "\(written) \(u.symbol) in \(v.symbol)"
            let value = try #require(try evaluator.evaluate(line), "\(line)")
            #expect(value.number.exact == expected, "\(line)")
            #expect(value.unit.symbol == v.symbol, "\(line)")
        }
    }

    /// For random X in units U, V of one dimension, `X U / (1 V)` is the plain number
    /// `(X U in V) / (1 V)`; and no conversion of a unit that is neither fuel nor pace into a
    /// reciprocal unit gives a value.
    @Test func quotientsCancelAndNothingInverts() throws {
        var generator = SplitMix64(state: 4242)
        for _ in 0..<1500 {
            let group = UnitDefinitions.groups[generator.below(UnitDefinitions.groups.count)]
            let u = group.units[generator.below(group.units.count)], v = group.units[generator.below(group.units.count)]
            let x = UnitPropertyTests.decimal(&generator)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let quotient = try #require(try evaluator.evaluate("\(x) \(u.symbol) / (1 \(v.symbol))"))
            let converted = try #require(try evaluator.evaluate("(\(x) \(u.symbol) in \(v.symbol)) / (1 \(v.symbol))"))
            #expect(quotient.unit == Unit.none, "\(x) \(u) / (1 \(v)) has the unit \(quotient.unit.symbol)")
            #expect(quotient.number == converted.number, "\(x) \(u) / (1 \(v))")
            let magnitude = TestSupport.rational(String(x.drop { $0 == "-" }))
            let expected = try (x.hasPrefix("-") ? -magnitude : magnitude).multiplied(by: u.factor).divided(by: v.factor)
            #expect(quotient.number.exact == expected, "\(x) \(u) / (1 \(v))")
            // Into the reciprocal: an error unless the pair is one people convert.
            guard !["speed", "fuel"].contains(group.name), !v.symbol.contains("/") else { continue }
            let inverted = "1 / (\(x == "0" ? "1" : x) \(u.symbol)) in \(v.symbol)"
            let diagnostic = UnitConversionTests.diagnostic(inverted)
            #expect(diagnostic?.id == .unlikeConversion, "\(inverted)")
        }
    }
}
