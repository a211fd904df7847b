import CalcCore

/// Every unit of DESIGN §13 with its factor to the base unit (metre, kilogram, second,
/// kelvin, byte and their products), computed here from the legal definitions, each from
/// the ones before it, never read from the catalogue: the yard is three feet of twelve
/// inches of 0.0254 m, the US gallon 231 cubic inches, the psi a pound-force (the pound
/// times standard gravity) per square inch. The unit tests compare calc against these.
enum UnitDefinitions {
    /// One unit as a test knows it: how it is written and printed, and its factor.
    struct Definition: Sendable, CustomStringConvertible {
        /// As typed in a line and as calc prints it (the first spelling of the row).
        let symbol: String
        let dimension: Dimension
        let factor: Rational
        /// Whether the catalogue has a row for it (`m²` and `m/s` are powers and quotients of rows).
        let isRow: Bool

        var description: String { symbol }
    }

    static func decimal(_ text: String) -> Rational { TestSupport.rational(text) }

    static func times(_ values: Rational...) -> Rational {
        values.dropFirst().reduce(values[0]) { try! $0.multiplied(by: $1) }
    }

    static func over(_ a: Rational, _ b: Rational) -> Rational { try! a.divided(by: b) }

    static func cube(_ a: Rational) -> Rational { try! a.power(3) }

    // Length.
    static let metre = Rational(1)
    static let inch = decimal("0.0254")
    static let foot = times(Rational(12), inch)
    static let yard = times(Rational(3), foot)
    static let mile = times(Rational(1760), yard)
    static let nauticalMile = Rational(1852)
    static let kilometre = Rational(1000)
    static let centimetre = over(metre, Rational(100))
    // Volume.
    static let litre = cube(over(metre, Rational(10)))
    static let usGallon = times(Rational(231), cube(inch))
    static let usQuart = over(usGallon, Rational(4))
    static let usPint = over(usQuart, Rational(2))
    static let usCup = over(usPint, Rational(2))
    static let usFluidOunce = over(usCup, Rational(8))
    static let usTablespoon = over(usFluidOunce, Rational(2))
    // Mass.
    static let pound = decimal("0.45359237")
    // Time.
    static let minute = Rational(60)
    static let hour = times(Rational(60), minute)
    static let day = times(Rational(24), hour)
    static let year = times(decimal("365.2425"), day)
    // Forces and energy.
    static let standardGravity = decimal("9.80665")
    static let poundForce = times(pound, standardGravity)
    static let watt = Rational(1)
    static let thermochemicalCalorie = decimal("4.184")

    static let length = Dimension.base(.length), mass = Dimension.base(.mass), time = Dimension.base(.time)
    static let temperature = Dimension.base(.temperature), data = Dimension.base(.data)
    static let area = length.power(2), volume = length.power(3), speed = length / time
    static let energy = mass * area / time.power(2), power = energy / time, pressure = mass / length / time.power(2)
    static let fuelVolumePerDistance = area, fuelDistancePerVolume = length / volume

    static func row(_ symbol: String, _ dimension: Dimension, _ factor: Rational) -> Definition {
        Definition(symbol: symbol, dimension: dimension, factor: factor, isRow: true)
    }

    static func derived(_ symbol: String, _ dimension: Dimension, _ factor: Rational) -> Definition {
        Definition(symbol: symbol, dimension: dimension, factor: factor, isRow: false)
    }

    /// Every unit, grouped by what it measures (temperatures and fuel, which do not convert
    /// by a factor alone, are groups of their own).
    static let groups: [(name: String, units: [Definition])] = [
        ("length", [
            row("m", length, metre), row("km", length, kilometre), row("dm", length, over(metre, Rational(10))), row("cm", length, centimetre),
            row("mm", length, over(metre, Rational(1000))), row("µm", length, over(metre, Rational(1_000_000))),
            row("nm", length, over(metre, Rational(1_000_000_000))), row("inch", length, inch), row("ft", length, foot),
            row("yd", length, yard), row("mi", length, mile), row("nmi", length, nauticalMile),
            row("mil", length, over(inch, Rational(1000))), row("furlong", length, times(Rational(660), foot)),
            row("rod", length, over(times(Rational(33), foot), Rational(2))), row("chain", length, times(Rational(66), foot)),
            // The IAU's light year: a Julian year (365.25 days) at 299,792,458 m/s.
            row("ly", length, times(decimal("365.25"), day, Rational(299_792_458))), row("au", length, Rational(149_597_870_700)),
        ]),
        ("area", [
            derived("m²", area, Rational(1)), derived("km²", area, times(kilometre, kilometre)),
            derived("ft²", area, times(foot, foot)), row("ha", area, times(Rational(100), Rational(100))),
            row("acre", area, times(Rational(4840), yard, yard)),
        ]),
        ("volume", [
            derived("m³", volume, Rational(1)), row("l", volume, litre), row("ml", volume, over(litre, Rational(1000))),
            row("cl", volume, over(litre, Rational(100))), row("dl", volume, over(litre, Rational(10))),
            row("cm³", volume, cube(centimetre)), row("gal", volume, usGallon), row("ukgal", volume, times(decimal("4.54609"), litre)),
            row("ukpt", volume, over(times(decimal("4.54609"), litre), Rational(8))),
            row("qt", volume, usQuart), row("pt", volume, usPint), row("cup", volume, usCup), row("floz", volume, usFluidOunce),
            row("tbsp", volume, usTablespoon), row("tsp", volume, over(usTablespoon, Rational(3))),
        ]),
        ("mass", [
            row("g", mass, over(Rational(1), Rational(1000))), row("kg", mass, Rational(1)),
            row("mg", mass, over(Rational(1), Rational(1_000_000))), row("t", mass, Rational(1000)),
            row("lb", mass, pound), row("oz", mass, over(pound, Rational(16))), row("st", mass, times(Rational(14), pound)),
        ]),
        ("time", [
            row("s", time, Rational(1)), row("ms", time, over(Rational(1), Rational(1000))), row("min", time, minute),
            row("h", time, hour), row("day", time, day), row("week", time, times(Rational(7), day)),
            row("month", time, over(year, Rational(12))), row("year", time, year),
        ]),
        ("speed", [
            derived("m/s", speed, Rational(1)), row("km/h", speed, over(kilometre, hour)), row("mph", speed, over(mile, hour)),
            row("kn", speed, over(nauticalMile, hour)),
        ]),
        ("energy", [
            row("J", energy, Rational(1)), row("kJ", energy, Rational(1000)), row("cal", energy, thermochemicalCalorie),
            row("kcal", energy, times(Rational(1000), thermochemicalCalorie)), row("Wh", energy, times(watt, hour)),
            row("kWh", energy, times(Rational(1000), watt, hour)), row("MWh", energy, times(Rational(1_000_000), watt, hour)),
        ]),
        ("power", [
            row("W", power, watt), row("mW", power, over(watt, Rational(1000))), row("kW", power, Rational(1000)), row("MW", power, Rational(1_000_000)),
            // The mechanical horsepower: 550 foot-pounds-force per second.
            row("hp", power, times(Rational(550), foot, poundForce)),
        ]),
        ("pressure", [
            row("Pa", pressure, Rational(1)), row("hPa", pressure, Rational(100)), row("kPa", pressure, Rational(1000)),
            row("bar", pressure, Rational(100_000)), row("mbar", pressure, Rational(100)), row("psi", pressure, over(poundForce, times(inch, inch))),
            row("atm", pressure, Rational(101_325)),
        ]),
        ("data", [
            row("bit", data, over(Rational(1), Rational(8))), row("kbit", data, over(Rational(1000), Rational(8))),
            row("Mbit", data, over(Rational(1_000_000), Rational(8))), row("Gbit", data, over(Rational(1_000_000_000), Rational(8))),
            row("Tbit", data, over(Rational(1_000_000_000_000), Rational(8))),
            row("B", data, Rational(1)), row("kB", data, Rational(1000)), row("MB", data, Rational(1_000_000)),
            row("GB", data, Rational(1_000_000_000)), row("TB", data, Rational(1_000_000_000_000)),
            row("KiB", data, Rational(1024)), row("MiB", data, times(Rational(1024), Rational(1024))),
            row("GiB", data, times(Rational(1024), Rational(1024), Rational(1024))),
            row("TiB", data, times(Rational(1024), Rational(1024), Rational(1024), Rational(1024))),
        ]),
        ("data rate", [
            derived("B/s", data / time, Rational(1)), row("kbit/s", data / time, over(Rational(1000), Rational(8))),
            row("Mbit/s", data / time, over(Rational(1_000_000), Rational(8))),
            row("Gbit/s", data / time, over(Rational(1_000_000_000), Rational(8))),
            row("Tbit/s", data / time, over(Rational(1_000_000_000_000), Rational(8))),
        ]),
    ]

    /// The absolute temperature scales: kelvin = value × factor + offset.
    static let temperatures: [(definition: Definition, offset: Rational)] = [
        (row("K", temperature, Rational(1)), Rational(0)),
        (row("°C", temperature, Rational(1)), decimal("273.15")),
        // 32 °F is the ice point, 273.15 K; a degree Fahrenheit is 5/9 of a kelvin.
        (row("°F", temperature, over(Rational(5), Rational(9))),
         try! decimal("273.15").subtracting(times(Rational(32), over(Rational(5), Rational(9))))),
    ]

    /// Fuel: litres per 100 km and miles per US gallon, reciprocal dimensions.
    static let litresPer100km = row("l/100km", fuelVolumePerDistance, over(litre, times(Rational(100), kilometre)))
    static let milesPerGallon = row("mpg", fuelDistancePerVolume, over(mile, usGallon))

    /// Every catalogue row's definition.
    static var rows: [Definition] {
        (groups.flatMap(\.units) + temperatures.map(\.definition) + [litresPer100km, milesPerGallon]).filter(\.isRow)
    }
}
