import CalcCore
import Testing

/// Units as people write them (DESIGN §19): the pound facing a mass, F and C, bare units and
/// how-many questions, two-word and powered spellings, degrees as angles, vulgar fractions,
/// the short forms and the units added for them.
@Suite struct PeopleUnitsTests {
    @Test(arguments: [
        // The pound facing a mass is the mass; elsewhere GBP.
        ("65 kg in pounds", "143.30047042017 lb"),
        ("180 pounds in kg", "81.6466266 kg"),
        ("5 pounds in lb", "5 lb"),
        ("ounces in a pound", "16 oz"),
        ("1 pound 4 oz in g", "566.9904625 g"),
        ("pound in kg", "0.45359237 kg"),
        ("100 pounds", "100.00 GBP"),
        // In a price, beside a mass, times a price per mass: the mass; a ratio of two amounts
        // in pounds, a price in pounds per kilo, pounds times a number: GBP.
        ("3.99 USD / 2 pounds", "1.995 USD/lb"),
        ("3.99 USD / 1 pound * 2 lb", "7.98 USD"),
        ("2 pounds * 3.99 USD/lb", "7.98 USD"),
        ("3.99 USD/lb * 2 pounds", "7.98 USD"),
        ("10 pounds + 2 kg", "14.4092452436976 lb"),
        ("2 kg + 10 pounds", "6.5359237 kg"),
        ("10 pounds / 2 pounds", "5"),
        ("5 pounds/kg * 2 kg", "10.00 GBP"),
        ("10 pounds * 2", "20.00 GBP"),
        ("10 pounds - 2 GBP", "8.00 GBP"),
        // A length with a digit after `/`: its square or cube.
        ("1500 EUR/m2 * 80 m2", "120000.00 EUR"),
        ("10 kg/m3", "10 kg/m³"),
        // A mixed result converted again is in one unit.
        ("(180 cm in ft inch) in ft", "5.90551181102362 ft"),
        // F and C after a number and as targets.
        ("100 F in C", "37.7777777777778 °C"),
        ("98.6F in C", "37 °C"),
        ("20 C in F", "68 °F"),
        // Bare units and how-many questions.
        ("mile in km", "1.609344 km"),
        ("inch to cm", "2.54 cm"),
        ("days in 3 weeks", "21 days"),
        ("seconds in a day", "86400 s"),
        ("seconds in day", "86400 s"),
        ("inches in a foot", "12 inch"),
        ("hours in 2 days", "48 h"),
        // Areas and volumes of a length.
        ("3 square feet in square meters", "0.27870912 m²"),
        ("3 sq ft in m2", "0.27870912 m²"),
        ("5 dm3 in l", "5 l"),
        ("1 cu ft in l", "28.316846592 l"),
        ("2 cubic inches in ml", "32.774128 ml"),
        ("10 m2 in ft2", "107.639104167097 ft²"),
        // Two-word units and short forms.
        ("2 fl oz in ml", "59.147059125 ml"),
        ("1 UK pint in ml", "568.26125 ml"),
        ("1 US gallon in l", "3.785411784 l"),
        ("5 nautical miles in km", "9.26 km"),
        ("20 degrees C in F", "68 °F"),
        ("1 light year in km", "9460730472580.8 km"),
        ("1 au in km", "149597870.7 km"),
        ("1 furlong in ft", "660 ft"),
        ("1 rod in ft", "16.5 ft"),
        ("1 chain in ft", "66 ft"),
        ("1000 mil in inch", "1 inch"),
        ("1 dm in cm", "10 cm"),
        ("3 hrs in min", "180 min"),
        ("90 mins in h", "1.5 h"),
        ("30 secs", "30 s"),
        ("2 wks in days", "14 days"),
        ("3 mos in days", "91.310625 days"),
        ("20 kts in km/h", "37.04 km/h"),
        // Degrees as an angle.
        ("sin(30 degrees)", "0.5"),
        ("sin(30 deg)", "0.5"),
        ("cos(60 degree)", "0.5"),
        // An angle shown in degrees reads back as the same angle; the radian is the plain 1.
        ("atan(1) in deg", "45°"),
        ("pi/2 rad in deg", "90°"),
        ("asin(0.5) in degrees", "30°"),
        ("pi in °", "180°"),
        ("1 in deg", "57.2957795130823°"),
        ("20 °C in degrees F", "68 °F"),
        // Vulgar fractions are numbers.
        ("½ cup in ml", "118.29411825 ml"),
        ("1½ cups in ml", "354.88235475 ml"),
        ("¾ lb in g", "340.1942775 g"),
        ("⅓ + ⅔", "1"),
        ("2⅛ inch in mm", "53.975 mm"),
    ])
    func reads(line: String, printed: String) throws {
        #expect(try UnitConversionTests.shown(line) == printed, "\(line)")
    }

    /// Found by typing as people type, after the first round: each was a confident wrong
    /// answer (or a hint that changed the meaning) and is now right or refused.
    @Test(arguments: [
        ("$1½", "1.50 USD"),
        ("€2¾ * 2", "5.50 EUR"),
        ("$½", "0.50 USD"),
        ("2 ½ cups in ml", "591.47059125 ml"),
        ("1 1/2%", "1.5%"),
        ("1.5/2 cup in ml", "177.441177375 ml"),
        ("1/2.5 cup", "0.4 cup"),
        ("ounces in pound", "16 oz"),
        ("grams in pound", "453.59237 g"),
        ("pounds in kg", "2.20462262184878 lb"),
        ("pounds in stone", "14 lb"),
        ("5 kgs", "5 kg"),
        ("5 KGS", "5.00 KGS"),
        ("2 Cup in ml", "473.176473 ml"),
        ("2 CUP", "2.00 CUP"),
        ("45° in rad", "0.785398163397448"),
        ("5 Tbps in GB/s", "625 GB/s"),
        ("(2026-12-25 - 2000-01-01) in years months days", "26 years 11 months 24 days"),
        ("(2026-03-01 - 2026-02-01) in years months days", "1 month"),
        ("(2026-11-28 - 2025-11-29) in years months days", "11 months 30 days"),
        ("(2026-12-25 - 2000-01-01) in years months", "26 years 11.7741935483871 months"),
        ("(2026-12-25 - 2000-01-01) in years days", "26 years 358 days"),
        ("(2000-01-01 - 2026-12-25) in years months days", "-(26 years 11 months 24 days)"),
    ])
    func secondRound(line: String, printed: String) throws {
        #expect(try UnitConversionTests.shown(line) == printed, "\(line)")
    }

    /// A percentage of the value it is added to is that part of it; a scaled percentage on
    /// its own stays one (DESIGN §19).
    @Test func aPercentageOfItself() throws {
        #expect(try UnitConversionTests.shown(["x = 20", "x + x * 20%"]) == "24")
        #expect(try UnitConversionTests.shown(["subtotal = 80", "subtotal + subtotal * 8%"]) == "86.4")
        #expect(try UnitConversionTests.shown("100 + 100 * 10%") == "110")
        #expect(try UnitConversionTests.shown("100 - 100 * 10%") == "90")
        #expect(try UnitConversionTests.shown("100 + 10% * 3") == "130")
        #expect(try UnitConversionTests.shown(["tax = 8%", "100 + tax * 3"]) == "124")
    }

    /// Pounds facing masses in several targets and mixed ones; no rounding below absolute zero.
    @Test func poundsInSeveralTargetsAndRoundedTemperatures() throws {
        #expect(try UnitConversionTests.shown("180 pounds in st lb") == "12 st 12 lb")
        #expect(try UnitConversionTests.shown("65 kg in pounds, stone") == "143.30047042017 lb, 10.235747887155 st")
        #expect(try UnitConversionTests.shown("180 pounds in kg, g") == "81.6466266 kg, 81646.6266 g")
        #expect(UnitConversionTests.diagnostic("floor(-273.5 °C)")?.id == .belowAbsoluteZero)
        #expect(try UnitConversionTests.shown("round(-273.1 °C)") == "-273 °C")
    }

    /// Cases that change a magnitude are neither read nor suggested.
    @Test func casesThatChangeMagnitudeAreRefused() {
        for line in ["1 MBps in MB/s", "1 Kib in B", "5 kN", "5 Mbyte", "10 KB"] {
            let diagnostic = UnitConversionTests.diagnostic(line)
            #expect(diagnostic != nil, "\(line) has a value")
            #expect(diagnostic?.hint?.contains("did you mean") != true, "\(line): \(diagnostic?.hint ?? "")")
        }
        #expect(UnitConversionTests.diagnostic("3 in mm")?.hint == "for inches, write 3 inch in mm; to give it a unit, write 3 mm")
    }

    /// What `in deg` prints is the angle again: `45°` is π/4.
    @Test func anglesReadBack() throws {
        for line in ["atan(1) in deg", "pi/2 rad in deg", "asin(0.5) in deg", "pi in °"] {
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let value = try #require(try evaluator.evaluate(line))
            let back = try #require(try evaluator.evaluate(ValueFormatting.format(value).text))
            #expect(back.number.piCoefficient == value.number.piCoefficient, "\(line)")
        }
    }

    /// A single letter stays a variable where a value is expected; a variable wins over a bare unit.
    @Test func variablesStayVariables() throws {
        #expect(try UnitConversionTests.shown(["m = 5", "m * 2"]) == "10")
        #expect(try UnitConversionTests.shown(["mile = 3", "mile * 2"]) == "6")
        #expect(UnitConversionTests.diagnostic("q in km") != nil)
    }
}
