/// Every physical unit calc knows (DESIGN §13), one row each: how it is printed, the other
/// symbols and the names it is written with, its dimension, and its exact factor to the
/// base unit of that dimension (metre, kilogram, second, kelvin, byte; a derived dimension's
/// base is the product of those: joule, watt, pascal, m², m³). A new unit is one row here.
///
/// Factors are the legal definitions, written as decimal products and quotients
/// (`"0.45359237*9.80665/0.00064516"` is the psi: a pound-force per square inch); they are
/// read into exact rationals on first use, so lines without units never pay for the table.
public enum UnitCatalogue {
    /// One unit.
    public struct Row: Sendable {
        /// How it is printed (the first spelling of DESIGN §13's row), and read.
        public let symbol: String
        /// Other symbols, case-sensitive like `symbol` (`L` for the litre, `lbs`).
        public let symbols: [String]
        /// Full words, in any case; a plural (`+s`) is read too unless the word is irregular
        /// (its plural is then listed).
        public let names: [String]
        public let dimension: Dimension
        /// The factor to the base unit, as a product of decimals.
        public let factor: String
        /// For the temperatures on an offset scale: kelvin = value × factor + offset.
        public let offset: String?
        init(_ symbol: String, _ symbols: [String] = [], names: [String] = [], _ dimension: Dimension,
             _ factor: String, offset: String? = nil) {
            self.symbol = symbol
            self.symbols = symbols
            self.names = names
            self.dimension = dimension
            self.factor = factor
            self.offset = offset
        }
    }

    private static let length = Dimension.base(.length), mass = Dimension.base(.mass), time = Dimension.base(.time)
    private static let temperature = Dimension.base(.temperature), data = Dimension.base(.data)
    private static let area = length.power(2), volume = length.power(3), speed = length / time
    private static let energy = mass * area / time.power(2), power = energy / time, pressure = mass / length / time.power(2)

    public static let rows: [Row] = [
        // Length.
        Row("m", names: ["metre", "meter"], length, "1"),
        Row("km", names: ["kilometre", "kilometer"], length, "1000"),
        Row("dm", names: ["decimetre", "decimeter"], length, "0.1"),
        Row("cm", names: ["centimetre", "centimeter"], length, "0.01"),
        Row("mm", names: ["millimetre", "millimeter"], length, "0.001"),
        Row("µm", ["um", "μm"], names: ["micrometre", "micrometer", "micron"], length, "0.000001"),
        Row("nm", names: ["nanometre", "nanometer"], length, "0.000000001"),
        Row("inch", names: ["inch", "inches"], length, "0.0254"),
        Row("ft", names: ["foot", "feet"], length, "0.3048"),
        Row("yd", names: ["yard"], length, "0.9144"),
        Row("mi", names: ["mile"], length, "1609.344"),
        Row("nmi", ["NM"], names: ["nautical mile", "nauticalmile"], length, "1852"),
        // Of the international foot (0.3048 m): a thousandth of an inch, the surveyors' units.
        Row("mil", names: ["thou"], length, "0.0000254"),
        Row("furlong", names: ["furlong"], length, "201.168"),
        Row("rod", names: ["rod"], length, "5.0292"),
        Row("chain", names: ["chain"], length, "20.1168"),
        // The IAU's: a Julian year of light (365.25 × 86400 × 299792458 m), the astronomical unit.
        Row("ly", names: ["light year", "lightyear"], length, "9460730472580800"),
        Row("au", names: ["astronomical unit"], length, "149597870700"),
        // Area.
        Row("ha", names: ["hectare"], area, "10000"),
        Row("acre", names: ["acre"], area, "4046.8564224"),
        // Volume.
        Row("l", ["L"], names: ["litre", "liter"], volume, "0.001"),
        Row("ml", ["mL"], names: ["millilitre", "milliliter"], volume, "0.000001"),
        Row("cl", ["cL"], names: ["centilitre", "centiliter"], volume, "0.00001"),
        Row("dl", ["dL"], names: ["decilitre", "deciliter"], volume, "0.0001"),
        Row("cm³", ["cc"], names: [], volume, "0.000001"),
        Row("gal", names: ["gallon", "us gallon"], volume, "0.003785411784"),
        Row("ukgal", names: ["uk gallon", "imperial gallon"], volume, "0.00454609"),
        Row("ukpt", names: ["uk pint", "imperial pint"], volume, "0.00454609/8"),
        Row("qt", names: ["quart"], volume, "0.003785411784/4"),
        Row("pt", names: ["pint", "us pint"], volume, "0.003785411784/8"),
        Row("cup", names: ["cup"], volume, "0.003785411784/16"),
        Row("floz", names: ["fl oz", "fluid ounce"], volume, "0.003785411784/128"),
        Row("tbsp", names: ["tablespoon"], volume, "0.003785411784/256"),
        Row("tsp", names: ["teaspoon"], volume, "0.003785411784/768"),
        // Mass.
        Row("g", names: ["gram", "gramme"], mass, "0.001"),
        Row("kg", names: ["kilogram", "kilogramme", "kilo"], mass, "1"),
        Row("mg", names: ["milligram", "milligramme"], mass, "0.000001"),
        Row("t", names: ["tonne"], mass, "1000"),
        Row("lb", ["lbs"], names: [], mass, "0.45359237"),
        Row("oz", names: ["ounce"], mass, "0.45359237/16"),
        Row("st", names: ["stone"], mass, "0.45359237*14"),
        // Time.
        Row("s", ["sec", "secs"], names: ["second"], time, "1"),
        Row("ms", names: ["millisecond"], time, "0.001"),
        Row("min", ["mins"], names: ["minute"], time, "60"),
        Row("h", ["hr", "hrs"], names: ["hour"], time, "3600"),
        Row("day", ["d"], names: ["day"], time, "86400"),
        Row("week", ["wk", "wks"], names: ["week"], time, "604800"),
        Row("month", ["mo", "mos"], names: ["month"], time, "31556952/12"),
        Row("year", ["yr", "yrs"], names: ["year"], time, "31556952"),
        // Speed.
        Row("km/h", ["kmh", "kph"], names: [], speed, "1000/3600"),
        Row("mph", names: [], speed, "1609.344/3600"),
        Row("kn", ["kts"], names: ["knot"], speed, "1852/3600"),
        // Temperature: absolute scales.
        Row("°C", ["degC"], names: ["celsius", "degree c", "degrees c", "degree celsius", "degrees celsius"], temperature, "1", offset: "273.15"),
        Row("°F", ["degF"], names: ["fahrenheit", "degree f", "degrees f", "degree fahrenheit", "degrees fahrenheit"], temperature, "5/9", offset: "459.67*5/9"),
        Row("K", names: ["kelvin"], temperature, "1"),
        // Energy and power.
        Row("J", names: ["joule"], energy, "1"),
        Row("kJ", names: ["kilojoule"], energy, "1000"),
        // The word `calorie` is a food label's Calorie (kcal) or the small calorie: refused as
        // ambiguous (`Resolver`); `Cal` is the food label's.
        Row("cal", names: [], energy, "4.184"),
        Row("kcal", ["Cal"], names: ["kilocalorie"], energy, "4184"),
        Row("Wh", names: [], energy, "3600"),
        Row("kWh", names: [], energy, "3600000"),
        Row("MWh", names: [], energy, "3600000000"),
        Row("W", names: ["watt"], power, "1"),
        Row("mW", names: ["milliwatt"], power, "0.001"),
        Row("kW", names: ["kilowatt"], power, "1000"),
        Row("MW", names: ["megawatt"], power, "1000000"),
        Row("hp", names: ["horsepower"], power, "745.69987158227022"),
        // Pressure.
        Row("Pa", names: ["pascal"], pressure, "1"),
        Row("hPa", names: [], pressure, "100"),
        Row("kPa", names: [], pressure, "1000"),
        Row("bar", names: ["bar"], pressure, "100000"),
        Row("mbar", names: ["millibar"], pressure, "100"),
        Row("psi", names: [], pressure, "0.45359237*9.80665/0.00064516"),
        Row("atm", names: [], pressure, "101325"),
        // Data: the byte is the base; decimal and binary multiples.
        Row("bit", names: ["bit"], data, "1/8"),
        // Bits with a capital prefix and a lower-case b (`Mb`) are bits; all lower case (`mb`)
        // is bytes, as people write data sizes (DESIGN §19).
        Row("kbit", ["Kb"], names: ["kilobit"], data, "1000/8"),
        Row("Mbit", ["Mb"], names: ["megabit"], data, "1000000/8"),
        Row("Gbit", ["Gb"], names: ["gigabit"], data, "1000000000/8"),
        Row("Tbit", ["Tb"], names: ["terabit"], data, "1000000000000/8"),
        Row("B", names: ["byte"], data, "1"),
        Row("kB", ["kb"], names: ["kilobyte"], data, "1000"),
        Row("MB", ["mb"], names: ["megabyte"], data, "1000000"),
        Row("GB", ["gb"], names: ["gigabyte"], data, "1000000000"),
        Row("TB", ["tb"], names: ["terabyte"], data, "1000000000000"),
        Row("KiB", ["kib"], names: ["kibibyte"], data, "1024"),
        Row("MiB", ["mib"], names: ["mebibyte"], data, "1048576"),
        Row("GiB", ["gib"], names: ["gibibyte"], data, "1073741824"),
        Row("TiB", ["tib"], names: ["tebibyte"], data, "1099511627776"),
        // Rate: data per second, bits as people write them (kbps, Mbps, Gbps).
        Row("kbit/s", ["kbps"], names: [], data / time, "1000/8"),
        Row("Mbit/s", ["Mbps"], names: [], data / time, "1000000/8"),
        Row("Gbit/s", ["Gbps"], names: [], data / time, "1000000000/8"),
        // Fuel: volume per distance and distance per volume, converted as reciprocals.
        Row("l/100km", ["L/100km"], names: [], area, "0.001/100000"),
        Row("mpg", names: [], length / volume, "1609.344/0.003785411784"),
    ]

    /// A unit by its catalogue index.
    public struct ID: Hashable, Sendable {
        public let index: UInt16
    }

    public static subscript(id: ID) -> Row { rows[Int(id.index)] }

    /// The exact factor of each row, read once.
    public static let factors: [Rational] = rows.map { exactProduct($0.factor) }
    static let offsets: [Rational?] = rows.map { $0.offset.map(exactProduct) }
    /// Absolute zero on each offset scale (-273.15 for °C), nil for the other rows.
    static let absoluteZeros: [Rational?] = rows.indices.map { index in
        offsets[index].flatMap { try? (-$0).divided(by: factors[index]) }
    }

    /// Each row as the atoms it stands for: `km/h` (also `kmh`, `kph`) is kilometres per
    /// hour, `cm³` (also `cc`) the cube of the centimetre, any other row itself (`l/100km`
    /// too: the fuel unit of its own).
    static let expansionTerms: [[UnitTerm]] = rows.indices.map { index in
        let id = ID(index: UInt16(index))
        let symbol = rows[index].symbol
        if let last = symbol.last, last == "²" || last == "³", let base = unit(String(symbol.dropLast())) {
            return [UnitTerm(.physical(base), last == "²" ? 2 : 3)]
        }
        guard symbol != "l/100km", let slash = symbol.firstIndex(of: "/"),
              let numerator = unit(String(symbol[..<slash])),
              let denominator = unit(String(symbol[symbol.index(after: slash)...])) else {
            return [UnitTerm(.physical(id))]
        }
        return [UnitTerm(.physical(numerator)), UnitTerm(.physical(denominator), -1)]
    }

    /// The unit spelled `word`: a symbol exactly as written, else a name in any case,
    /// singular or plural.
    public static func unit(_ word: String) -> ID? {
        if let index = bySymbol[word] { return ID(index: index) }
        return byName[word.lowercased()].map(ID.init)
    }

    /// A unit written in another case (`KM`, `Kg`, `TBSP`, `MPH`, DESIGN §19): when only one
    /// row has a spelling of those letters in any case, and the case does not change a prefix
    /// whose case is its magnitude (`MM` is not `mm`: mega against milli). Not for a single
    /// letter (`T`, `G`, `S` are other units elsewhere).
    public static func unitIgnoringCase(_ word: String) -> ID? {
        let lower = word.lowercased()
        guard word.unicodeScalars.count >= 2, let rows = byLowercase[lower], rows.count == 1, let index = rows.first else { return nil }
        let row = self.rows[Int(index)]
        guard let spelling = ([row.symbol] + row.symbols + row.names).first(where: { $0.lowercased() == lower }) else { return nil }
        if let written = word.first, let meant = spelling.first, written != meant, "mp".contains(meant.lowercased()),
           unit(String(spelling.dropFirst())) != nil { return nil }
        return ID(index: index)
    }

    /// Each spelling in lower case, with the rows that have it.
    private static let byLowercase: [String: Set<UInt16>] = {
        var table: [String: Set<UInt16>] = [:]
        for (spelling, row) in symbolSpellings + nameSpellings { table[spelling.lowercased(), default: []].insert(row) }
        return table
    }()

    /// The unit whose symbol is `word`, exactly as written (`cup`, not `CUP`).
    public static func unitBySymbol(_ word: String) -> ID? {
        bySymbol[word].map(ID.init)
    }

    /// `unit(_:)` of the bytes of a line's word, without making a String when they decide.
    static func unit(_ word: ArraySlice<UInt8>) -> ID? {
        if let found = symbolTable.row(of: word) ?? nameTable.row(of: word) { return ID(index: found.row) }
        if let mark = footOrInch(word) { return mark }
        return UnitSpellings.isDecided(by: word) ? nil : unit(String(decoding: word, as: UTF8.self))
    }

    /// `unitBySymbol(_:)` of the bytes of a line's word.
    static func unitBySymbol(_ word: ArraySlice<UInt8>) -> ID? {
        if let found = symbolTable.row(of: word) { return ID(index: found.row) }
        if let mark = footOrInch(word) { return mark }
        return UnitSpellings.isDecided(by: word) ? nil : unitBySymbol(String(decoding: word, as: UTF8.self))
    }

    /// The marks of feet and inches after a number (`5'11"`, `5′11″`), and `in` where the
    /// parser has read it as the inch (`5 ft 11 in`, `21.1 in to cm`): nil for anything else.
    /// (Never in the symbol tables: `in` is the conversion keyword everywhere else.)
    static func footOrInch(_ word: ArraySlice<UInt8>) -> ID? {
        guard let first = word.first, word.count <= 3 else { return nil }
        switch first {
        case UInt8(ascii: "'") where word.count == 1: return foot
        case UInt8(ascii: "\"") where word.count == 1: return inch
        case UInt8(ascii: "i") where word.count == 2 && word.last == UInt8(ascii: "n"): return inch
        case 0xE2 where word.count == 3 && word[word.startIndex + 1] == 0x80:
            switch word.last {
            case 0xB2: return foot   // ′
            case 0xB3: return inch   // ″
            default: return nil
            }
        default: return nil
        }
    }

    private static let foot = unitBySymbol("ft")!, inch = unitBySymbol("inch")!

    /// The unit a word names (in any case) when that word is no currency's name: the resolver
    /// tries currency names before unit names, and needs neither String when this answers.
    /// Nil also when the bytes alone do not decide.
    static func unitNamedOtherThanCurrency(_ word: ArraySlice<UInt8>) -> ID? {
        guard let found = nameTable.row(of: word), !found.isCurrencyName else { return nil }
        return ID(index: found.row)
    }

    /// Whether `word` is one of the units that are a single letter (`m s g h l t d B K J W`):
    /// those are units only after a number or inside a unit expression.
    public static func isSingleLetter(_ word: String) -> Bool { word.unicodeScalars.count == 1 }

    /// Every spelling calc reads, for completion and did-you-mean.
    public static var spellings: [String] { rows.flatMap { [$0.symbol] + $0.symbols + $0.names } }

    /// Each row's symbols, the printed one first, case-sensitive.
    private static var symbolSpellings: [(spelling: String, row: UInt16)] {
        rows.indices.flatMap { index in ([rows[index].symbol] + rows[index].symbols).map { ($0, UInt16(index)) } }
    }

    /// Each row's names in lower case, and their plurals.
    private static var nameSpellings: [(spelling: String, row: UInt16)] {
        var spellings: [(spelling: String, row: UInt16)] = []
        for (index, row) in rows.enumerated() {
            for name in row.names {
                spellings.append((name, UInt16(index)))
                // `inch`, `celsius`: +es; `month`: +s (a `th` is no hissing sound).
                let plural = name.hasSuffix("s") || name.hasSuffix("ch") || name.hasSuffix("sh") ? name + "es" : name + "s"
                if name != "feet" && name != "inches" { spellings.append((plural, UInt16(index))) }
            }
        }
        return spellings
    }

    private static let symbolTable = UnitSpellings(symbolSpellings, foldsCase: false)
    private static let nameTable = UnitSpellings(nameSpellings, foldsCase: true) { CurrencyCatalogue.codes(named: $0) != nil }

    /// The String tables, for the text the bytes do not decide (not ASCII) and for callers
    /// with a String.
    private static let bySymbol: [String: UInt16] = table(symbolSpellings)
    private static let byName: [String: UInt16] = table(nameSpellings)

    private static func table(_ spellings: [(spelling: String, row: UInt16)]) -> [String: UInt16] {
        var table: [String: UInt16] = [:]
        for (spelling, row) in spellings where table[spelling] == nil { table[spelling] = row }
        return table
    }

    /// `"0.45359237*9.80665/0.00064516"` as an exact rational.
    private static func exactProduct(_ text: String) -> Rational {
        var result = Rational(1)
        var dividing = false
        var term = ""
        func apply() {
            let value = try! NumberLiteral.value(of: Array(term.utf8)[...])
            result = dividing ? try! result.divided(by: value) : try! result.multiplied(by: value)
        }
        for character in text {
            if character == "*" || character == "/" {
                apply()
                dividing = character == "/"
                term = ""
            } else {
                term.append(character)
            }
        }
        apply()
        return result
    }
}
