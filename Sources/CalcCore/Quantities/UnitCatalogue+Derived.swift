// Made by Scripts/generate-unit-derivations.py from the rows of UnitCatalogue.swift; do not edit.
// Tests/CalcCoreTests/UnitDefinitionParsingTests.swift reads the rows again and compares.

extension UnitCatalogue {
    /// Each row's exact factor to its dimension's base unit: numerator and denominator in
    /// lowest terms, a constant of the executable (no table is made at run time).
    static let factorFractions: [Int64] = [
        1, 1,  // m
        1000, 1,  // km
        1, 10,  // dm
        1, 100,  // cm
        1, 1000,  // mm
        1, 1000000,  // µm
        1, 1000000000,  // nm
        127, 5000,  // inch
        381, 1250,  // ft
        1143, 1250,  // yd
        201168, 125,  // mi
        1852, 1,  // nmi
        127, 5000000,  // mil
        25146, 125,  // furlong
        12573, 2500,  // rod
        12573, 625,  // chain
        9460730472580800, 1,  // ly
        149597870700, 1,  // au
        10000, 1,  // ha
        316160658, 78125,  // acre
        1, 1000,  // l
        1, 1000000,  // ml
        1, 100000,  // cl
        1, 10000,  // dl
        1, 1000000,  // cm³
        473176473, 125000000000,  // gal
        454609, 100000000,  // ukgal
        454609, 800000000,  // ukpt
        473176473, 500000000000,  // qt
        473176473, 1000000000000,  // pt
        473176473, 2000000000000,  // cup
        473176473, 16000000000000,  // floz
        473176473, 32000000000000,  // tbsp
        157725491, 32000000000000,  // tsp
        1, 1000,  // g
        1, 1,  // kg
        1, 1000000,  // mg
        1000, 1,  // t
        45359237, 100000000,  // lb
        45359237, 1600000000,  // oz
        317514659, 50000000,  // st
        1, 1,  // s
        1, 1000,  // ms
        60, 1,  // min
        3600, 1,  // h
        86400, 1,  // day
        604800, 1,  // week
        2629746, 1,  // month
        31556952, 1,  // year
        5, 18,  // km/h
        1397, 3125,  // mph
        463, 900,  // kn
        1, 1,  // °C
        5, 9,  // °F
        1, 1,  // K
        1, 1,  // J
        1000, 1,  // kJ
        523, 125,  // cal
        4184, 1,  // kcal
        3600, 1,  // Wh
        3600000, 1,  // kWh
        3600000000, 1,  // MWh
        1, 1,  // W
        1, 1000,  // mW
        1000, 1,  // kW
        1000000, 1,  // MW
        37284993579113511, 50000000000000,  // hp
        1, 1,  // Pa
        100, 1,  // hPa
        1000, 1,  // kPa
        100000, 1,  // bar
        100, 1,  // mbar
        8896443230521, 1290320000,  // psi
        101325, 1,  // atm
        1, 8,  // bit
        125, 1,  // kbit
        125000, 1,  // Mbit
        125000000, 1,  // Gbit
        125000000000, 1,  // Tbit
        1, 1,  // B
        1000, 1,  // kB
        1000000, 1,  // MB
        1000000000, 1,  // GB
        1000000000000, 1,  // TB
        1024, 1,  // KiB
        1048576, 1,  // MiB
        1073741824, 1,  // GiB
        1099511627776, 1,  // TiB
        125, 1,  // kbit/s
        125000, 1,  // Mbit/s
        125000000, 1,  // Gbit/s
        125000000000, 1,  // Tbit/s
        1, 100000000,  // l/100km
        48000000000, 112903,  // mpg
    ]

    /// The offset of row `index`'s scale (kelvin = value × factor + offset), nil for rows
    /// without one.
    static func offset(ofRow index: Int) -> Rational? {
        switch index {
        case 52: Rational(storage: .small(5463, 20))  // °C
        case 53: Rational(storage: .small(45967, 180))  // °F
        default: nil
        }
    }

    /// Absolute zero on row `index`'s offset scale (-273.15 for °C), nil for the other rows.
    static func absoluteZero(ofRow index: Int) -> Rational? {
        switch index {
        case 52: Rational(storage: .small(-5463, 20))  // °C
        case 53: Rational(storage: .small(-45967, 100))  // °F
        default: nil
        }
    }

    /// The terms and number of row `index` when it is spelled as its own definition (`km/h`
    /// is `km / h`), nil for any other row.
    static func spelledDefinition(ofRow index: Int) -> (terms: [UnitTerm], scale: Rational)? {
        switch index {
        case 24: ([UnitTerm(.physical(ID(index: 3)), 3)], Rational(storage: .small(1, 1)))  // cm³
        case 49: ([UnitTerm(.physical(ID(index: 1)), 1), UnitTerm(.physical(ID(index: 44)), -1)], Rational(storage: .small(1, 1)))  // km/h
        case 88: ([UnitTerm(.physical(ID(index: 75)), 1), UnitTerm(.physical(ID(index: 41)), -1)], Rational(storage: .small(1, 1)))  // kbit/s
        case 89: ([UnitTerm(.physical(ID(index: 76)), 1), UnitTerm(.physical(ID(index: 41)), -1)], Rational(storage: .small(1, 1)))  // Mbit/s
        case 90: ([UnitTerm(.physical(ID(index: 77)), 1), UnitTerm(.physical(ID(index: 41)), -1)], Rational(storage: .small(1, 1)))  // Gbit/s
        case 91: ([UnitTerm(.physical(ID(index: 78)), 1), UnitTerm(.physical(ID(index: 41)), -1)], Rational(storage: .small(1, 1)))  // Tbit/s
        case 92: ([UnitTerm(.physical(ID(index: 20)), 1), UnitTerm(.physical(ID(index: 1)), -1)], Rational(storage: .small(1, 100)))  // l/100km
        default: nil
        }
    }

    /// Each row's printed symbol in UTF-8, one after the other (`symbolEnds`: where each
    /// ends), written as they are without a String or an array of their own.
    static let symbolBytes: [UInt8] = [
        109, 107, 109, 100, 109, 99, 109, 109, 109, 194, 181, 109, 110, 109, 105, 110, 99, 104, 102, 116, 121, 100, 109, 105,
        110, 109, 105, 109, 105, 108, 102, 117, 114, 108, 111, 110, 103, 114, 111, 100, 99, 104, 97, 105, 110, 108, 121, 97,
        117, 104, 97, 97, 99, 114, 101, 108, 109, 108, 99, 108, 100, 108, 99, 109, 194, 179, 103, 97, 108, 117, 107, 103,
        97, 108, 117, 107, 112, 116, 113, 116, 112, 116, 99, 117, 112, 102, 108, 111, 122, 116, 98, 115, 112, 116, 115, 112,
        103, 107, 103, 109, 103, 116, 108, 98, 111, 122, 115, 116, 115, 109, 115, 109, 105, 110, 104, 100, 97, 121, 119, 101,
        101, 107, 109, 111, 110, 116, 104, 121, 101, 97, 114, 107, 109, 47, 104, 109, 112, 104, 107, 110, 194, 176, 67, 194,
        176, 70, 75, 74, 107, 74, 99, 97, 108, 107, 99, 97, 108, 87, 104, 107, 87, 104, 77, 87, 104, 87, 109, 87,
        107, 87, 77, 87, 104, 112, 80, 97, 104, 80, 97, 107, 80, 97, 98, 97, 114, 109, 98, 97, 114, 112, 115, 105,
        97, 116, 109, 98, 105, 116, 107, 98, 105, 116, 77, 98, 105, 116, 71, 98, 105, 116, 84, 98, 105, 116, 66, 107,
        66, 77, 66, 71, 66, 84, 66, 75, 105, 66, 77, 105, 66, 71, 105, 66, 84, 105, 66, 107, 98, 105, 116, 47,
        115, 77, 98, 105, 116, 47, 115, 71, 98, 105, 116, 47, 115, 84, 98, 105, 116, 47, 115, 108, 47, 49, 48, 48,
        107, 109, 109, 112, 103,
    ]
    static let symbolEnds: [UInt16] = [
        1, 3, 5, 7, 9, 12, 14, 18, 20, 22, 24, 27, 30, 37, 40, 45, 47, 49, 51, 55, 56, 58, 60, 62,
        66, 69, 74, 78, 80, 82, 85, 89, 93, 96, 97, 99, 101, 102, 104, 106, 108, 109, 111, 114, 115, 118, 122, 127,
        131, 135, 138, 140, 143, 146, 147, 148, 150, 153, 157, 159, 162, 165, 166, 168, 170, 172, 174, 176, 179, 182, 185, 189,
        192, 195, 198, 202, 206, 210, 214, 215, 217, 219, 221, 223, 226, 229, 232, 235, 241, 247, 253, 259, 266, 269,
    ]
}
