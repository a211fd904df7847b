/// Every physical unit calc knows (DESIGN §13), one row each: how it is printed, the other
/// symbols and the names it is written with, its dimension, its exact definition, and where
/// that definition comes from. A new unit is one row here.
///
/// A definition is written as the law writes it, in terms of other rows where it does
/// (`furlong` is `220 yd`, `gal` is `231 inch^3`, `psi` a pound-force per square inch): a
/// product of decimals and unit symbols with whole powers, every `/` dividing by the terms up
/// to the next (`l / 100 km`). A definition of numbers alone is in the base unit of the row's
/// dimension (metre, kilogram, second, kelvin, byte; a derived dimension's base is the product
/// of those: joule, watt, pascal, m², m³). `Scripts/generate-unit-derivations.py` reads them
/// into exact fractions ahead of the build (`UnitCatalogue+Derived.swift`), so no run reads
/// them; a test reads every row again and compares.
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
        /// The definition: decimals and other rows' symbols (`231 inch^3`).
        public let factor: String
        /// For the temperatures on an offset scale: kelvin = value × factor + offset.
        public let offset: String?
        /// Where the definition comes from: the law, standard or document that states it.
        public let source: Source
        init(_ symbol: String, _ symbols: [String] = [], names: [String] = [], _ dimension: Dimension,
             _ factor: String, offset: String? = nil, source: Source) {
            self.symbol = symbol
            self.symbols = symbols
            self.names = names
            self.dimension = dimension
            self.factor = factor
            self.offset = offset
            self.source = source
        }
    }

    private static let length = Dimension.base(.length), mass = Dimension.base(.mass), time = Dimension.base(.time)
    private static let temperature = Dimension.base(.temperature), data = Dimension.base(.data)
    private static let area = length.power(2), volume = length.power(3), speed = length / time
    private static let energy = mass * area / time.power(2), power = energy / time, pressure = mass / length / time.power(2)

    /// The documents the definitions come from; the raw value is the short name the README's
    /// table shows.
    public enum Source: String, Sendable, CaseIterable {
        case si = "SI"
        case yardAndPound = "yard and pound, 1959"
        case usCustomary = "NIST Handbook 44"
        case imperial = "UK Weights and Measures Act 1985"
        case nist811 = "NIST SP 811"
        case iau = "IAU"
        case iec = "IEC 80000-13"
        case gregorian = "Gregorian calendar"
        case definition = "by definition"

        /// The document, and where to read it.
        public var document: String {
            switch self {
            case .si: "The International System of Units, SI Brochure, 9th edition (BIPM, 2019), https://www.bipm.org/en/publications/si-brochure"
            case .yardAndPound: "International Yard and Pound Agreement (1959): 1 yd = 0.9144 m, 1 lb = 0.45359237 kg; NIST Handbook 44 (2024), Appendix C"
            case .usCustomary: "NIST Handbook 44 (2024), Appendix C, https://www.nist.gov/pml/weights-and-measures/publications/nist-handbooks/handbook-44: the US gallon is 231 cubic inches"
            case .imperial: "UK Weights and Measures Act 1985, Schedule 1, https://www.legislation.gov.uk/ukpga/1985/72/schedule/1"
            case .nist811: "NIST SP 811 (2008), Appendix B.8, https://www.nist.gov/pml/special-publication-811"
            case .iau: "IAU 2012 Resolution B2 (the astronomical unit); IAU Style Manual (the light-year: a Julian year of 365.25 days at c)"
            case .iec: "IEC 80000-13:2008 (bit, byte and the binary prefixes)"
            case .gregorian: "The Gregorian calendar's mean year of 365.2425 days; a month is a twelfth of it"
            case .definition: "By the unit's own definition: litres per 100 km, miles per US gallon, bits per second"
            }
        }
    }

    public static let rows: [Row] = [
        // Length.
        Row("m", names: ["metre", "meter"], length, "1", source: .si),
        Row("km", names: ["kilometre", "kilometer"], length, "1000 m", source: .si),
        Row("dm", names: ["decimetre", "decimeter"], length, "m / 10", source: .si),
        Row("cm", names: ["centimetre", "centimeter"], length, "m / 100", source: .si),
        Row("mm", names: ["millimetre", "millimeter"], length, "m / 1000", source: .si),
        Row("µm", ["um", "μm"], names: ["micrometre", "micrometer", "micron"], length, "0.000001 m", source: .si),
        Row("nm", names: ["nanometre", "nanometer"], length, "0.000000001 m", source: .si),
        Row("inch", names: ["inch", "inches"], length, "0.0254 m", source: .yardAndPound),
        Row("ft", names: ["foot", "feet"], length, "12 inch", source: .yardAndPound),
        Row("yd", names: ["yard"], length, "3 ft", source: .yardAndPound),
        Row("mi", names: ["mile"], length, "1760 yd", source: .yardAndPound),
        Row("nmi", ["NM"], names: ["nautical mile", "nauticalmile"], length, "1852 m", source: .si),
        Row("mil", names: ["thou"], length, "inch / 1000", source: .yardAndPound),
        Row("furlong", names: ["furlong"], length, "220 yd", source: .yardAndPound),
        Row("rod", names: ["rod"], length, "16.5 ft", source: .yardAndPound),
        Row("chain", names: ["chain"], length, "66 ft", source: .yardAndPound),
        Row("ly", names: ["light year", "lightyear"], length, "365.25 day 299792458 m / s", source: .iau),
        Row("au", names: ["astronomical unit"], length, "149597870700 m", source: .iau),
        // Area.
        Row("ha", names: ["hectare"], area, "10000 m^2", source: .si),
        Row("acre", names: ["acre"], area, "4840 yd^2", source: .yardAndPound),
        // Volume.
        Row("l", ["L"], names: ["litre", "liter"], volume, "dm^3", source: .si),
        Row("ml", ["mL"], names: ["millilitre", "milliliter"], volume, "l / 1000", source: .si),
        Row("cl", ["cL"], names: ["centilitre", "centiliter"], volume, "l / 100", source: .si),
        Row("dl", ["dL"], names: ["decilitre", "deciliter"], volume, "l / 10", source: .si),
        Row("cm³", ["cc"], names: [], volume, "cm^3", source: .si),
        Row("gal", names: ["gallon", "us gallon"], volume, "231 inch^3", source: .usCustomary),
        Row("ukgal", names: ["uk gallon", "imperial gallon"], volume, "4.54609 l", source: .imperial),
        Row("ukpt", names: ["uk pint", "imperial pint"], volume, "ukgal / 8", source: .imperial),
        Row("qt", names: ["quart"], volume, "gal / 4", source: .usCustomary),
        Row("pt", names: ["pint", "us pint"], volume, "qt / 2", source: .usCustomary),
        // `cup` and `Cup` (a recipe's line starts with a capital) are the cup, `CUP` the peso.
        Row("cup", ["Cup", "Cups"], names: ["cup"], volume, "pt / 2", source: .usCustomary),
        Row("floz", names: ["fl oz", "fluid ounce"], volume, "cup / 8", source: .usCustomary),
        Row("tbsp", names: ["tablespoon"], volume, "floz / 2", source: .usCustomary),
        Row("tsp", names: ["teaspoon"], volume, "tbsp / 3", source: .usCustomary),
        // Mass.
        Row("g", names: ["gram", "gramme"], mass, "kg / 1000", source: .si),
        // `kgs` as people write it; `KGS` is the Kyrgyz som (a currency code in capitals).
        Row("kg", ["kgs"], names: ["kilogram", "kilogramme", "kilo"], mass, "1", source: .si),
        Row("mg", names: ["milligram", "milligramme"], mass, "g / 1000", source: .si),
        Row("t", names: ["tonne"], mass, "1000 kg", source: .si),
        Row("lb", ["lbs"], names: [], mass, "0.45359237 kg", source: .yardAndPound),
        Row("oz", names: ["ounce"], mass, "lb / 16", source: .yardAndPound),
        Row("st", names: ["stone"], mass, "14 lb", source: .imperial),
        // Time.
        Row("s", ["sec", "secs"], names: ["second"], time, "1", source: .si),
        Row("ms", names: ["millisecond"], time, "s / 1000", source: .si),
        Row("min", ["mins"], names: ["minute"], time, "60 s", source: .si),
        Row("h", ["hr", "hrs"], names: ["hour"], time, "60 min", source: .si),
        Row("day", ["d"], names: ["day"], time, "24 h", source: .si),
        Row("week", ["wk", "wks"], names: ["week"], time, "7 day", source: .si),
        Row("month", ["mo", "mos"], names: ["month"], time, "year / 12", source: .gregorian),
        Row("year", ["yr", "yrs"], names: ["year"], time, "365.2425 day", source: .gregorian),
        // Speed.
        Row("km/h", ["kmh", "kph"], names: [], speed, "km / h", source: .si),
        Row("mph", names: [], speed, "mi / h", source: .yardAndPound),
        Row("kn", ["kts"], names: ["knot"], speed, "nmi / h", source: .si),
        // Temperature: absolute scales.
        Row("°C", ["degC"], names: ["celsius", "degree c", "degrees c", "degree celsius", "degrees celsius"], temperature, "K", offset: "273.15", source: .si),
        Row("°F", ["degF"], names: ["fahrenheit", "degree f", "degrees f", "degree fahrenheit", "degrees fahrenheit"], temperature, "5 K / 9", offset: "459.67*5/9", source: .nist811),
        Row("K", names: ["kelvin"], temperature, "1", source: .si),
        // Energy and power.
        Row("J", names: ["joule"], energy, "kg m^2 / s^2", source: .si),
        Row("kJ", names: ["kilojoule"], energy, "1000 J", source: .si),
        // The word `calorie` is a food label's Calorie (kcal) or the small calorie: refused as
        // ambiguous (`Resolver`); `Cal` is the food label's.
        Row("cal", names: [], energy, "4.184 J", source: .nist811),
        Row("kcal", ["Cal"], names: ["kilocalorie"], energy, "1000 cal", source: .nist811),
        Row("Wh", names: [], energy, "W h", source: .si),
        Row("kWh", names: [], energy, "1000 Wh", source: .si),
        Row("MWh", names: [], energy, "1000 kWh", source: .si),
        Row("W", names: ["watt"], power, "J / s", source: .si),
        Row("mW", names: ["milliwatt"], power, "W / 1000", source: .si),
        Row("kW", names: ["kilowatt"], power, "1000 W", source: .si),
        Row("MW", names: ["megawatt"], power, "1000 kW", source: .si),
        // The mechanical horsepower, 550 foot-pounds-force per second.
        Row("hp", names: ["horsepower"], power, "550 ft lb 9.80665 m / s^2 / s", source: .nist811),
        // Pressure.
        Row("Pa", names: ["pascal"], pressure, "kg / m s^2", source: .si),
        Row("hPa", names: [], pressure, "100 Pa", source: .si),
        Row("kPa", names: [], pressure, "1000 Pa", source: .si),
        Row("bar", names: ["bar"], pressure, "100000 Pa", source: .si),
        Row("mbar", names: ["millibar"], pressure, "bar / 1000", source: .si),
        // A pound-force (the pound at standard gravity) per square inch.
        Row("psi", names: [], pressure, "lb 9.80665 m / s^2 / inch^2", source: .nist811),
        Row("atm", names: [], pressure, "101325 Pa", source: .nist811),
        // Data: the byte is the base; decimal and binary multiples.
        // Bits with a capital prefix and a lower-case b (`Mb`) are bits; all lower case (`mb`)
        // is bytes, as people write data sizes (DESIGN §19).
        Row("bit", names: ["bit"], data, "B / 8", source: .iec),
        Row("kbit", ["Kb"], names: ["kilobit"], data, "1000 bit", source: .iec),
        Row("Mbit", ["Mb"], names: ["megabit"], data, "1000 kbit", source: .iec),
        Row("Gbit", ["Gb"], names: ["gigabit"], data, "1000 Mbit", source: .iec),
        Row("Tbit", ["Tb"], names: ["terabit"], data, "1000 Gbit", source: .iec),
        Row("B", names: ["byte"], data, "1", source: .iec),
        Row("kB", ["kb"], names: ["kilobyte"], data, "1000 B", source: .iec),
        Row("MB", ["mb"], names: ["megabyte"], data, "1000 kB", source: .iec),
        Row("GB", ["gb"], names: ["gigabyte"], data, "1000 MB", source: .iec),
        Row("TB", ["tb"], names: ["terabyte"], data, "1000 GB", source: .iec),
        Row("KiB", ["kib"], names: ["kibibyte"], data, "1024 B", source: .iec),
        Row("MiB", ["mib"], names: ["mebibyte"], data, "1024 KiB", source: .iec),
        Row("GiB", ["gib"], names: ["gibibyte"], data, "1024 MiB", source: .iec),
        Row("TiB", ["tib"], names: ["tebibyte"], data, "1024 GiB", source: .iec),
        // Rate: data per second, bits as people write them (kbps, Mbps, Gbps).
        Row("kbit/s", ["kbps"], names: [], data / time, "kbit / s", source: .definition),
        Row("Mbit/s", ["Mbps"], names: [], data / time, "Mbit / s", source: .definition),
        Row("Gbit/s", ["Gbps"], names: [], data / time, "Gbit / s", source: .definition),
        Row("Tbit/s", ["Tbps"], names: [], data / time, "Tbit / s", source: .definition),
        // Fuel: volume per distance and distance per volume, converted as reciprocals.
        Row("l/100km", ["L/100km", "l/100 km", "L/100 km"], names: [], area, "l / 100 km", source: .definition),
        Row("mpg", names: [], length / volume, "mi / gal", source: .definition),
    ]

    /// A unit by its catalogue index.
    public struct ID: Hashable, Sendable {
        public let index: UInt16
    }

    public static subscript(id: ID) -> Row { rows[Int(id.index)] }

    /// The exact factor of each row to its dimension's base unit, as
    /// `Scripts/generate-unit-derivations.py` reads the definitions (`UnitCatalogue+Derived.swift`).
    public static let factors: [Rational] = (0..<rows.count).map { index in
        Rational(storage: .small(factorFractions[2 * index], factorFractions[2 * index + 1]))
    }
    /// Whether row `row` is a time from the day up (`day`, `week`, `month`, `year`), printed as
    /// a word: its symbol's bytes compared, not its String (the catalogue's products ask at
    /// the first unit line, and a row read whole is retained and released).
    static func printsAsWord(row: Int) -> Bool {
        symbolBytes.withUnsafeBufferPointer { bytes in
            let symbol = UnsafeBufferPointer(rebasing: bytes[symbolRange(ofRow: row)])
            func spells(_ word: StaticString) -> Bool {
                guard word.utf8CodeUnitCount == symbol.count else { return false }
                for offset in 0..<symbol.count where word.utf8Start[offset] != symbol[offset] { return false }
                return true
            }
            return spells("day") || spells("week") || spells("month") || spells("year")
        }
    }

    /// Row `row`'s printed symbol (`symbolBytes`, generated), appended to `text`.
    static func appendSymbol(ofRow row: Int, to text: inout [UInt8]) {
        symbolBytes.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[symbolRange(ofRow: row)])) }
    }

    /// Where row `row`'s symbol stands in `symbolBytes`.
    private static func symbolRange(ofRow row: Int) -> Range<Int> {
        (row == 0 ? 0 : Int(symbolEnds[row - 1]))..<Int(symbolEnds[row])
    }

    /// The offset of an offset scale (°C: kelvin = value + 273.15), nil for other units.
    static func offset(of id: ID) -> Rational? { offset(ofRow: Int(id.index)) }
    /// Absolute zero on an offset scale (-273.15 for °C), nil for other units.
    static func absoluteZero(of id: ID) -> Rational? { absoluteZero(ofRow: Int(id.index)) }

    /// Each row as the atoms it stands for: a row spelled as its definition without a number
    /// is its terms (`km/h`, also `kmh` and `kph`, is kilometres per hour; `cm³`, also `cc`,
    /// the cube of the centimetre); any other row is itself, `l/100km` too, whose hundredth
    /// only its terms beside another unit carry (`Resolver.asDefinition`).
    static let expansionTerms: [[UnitTerm]] = rows.indices.map { index in
        if let spelled = spelledDefinition(ofRow: index), spelled.scale == Rational(1) { return spelled.terms }
        return [UnitTerm(.physical(ID(index: UInt16(index))))]
    }

    /// The unit spelled `word`: a symbol exactly as written, else a name in any case,
    /// singular or plural.
    public static func unit(_ word: String) -> ID? {
        // The byte tables first: the String tables are built only for text beyond ASCII.
        let bytes = Array(word.utf8)[...]
        if let found = symbolTable.row(of: bytes) ?? nameTable.row(of: bytes) { return ID(index: found.row) }
        if UnitSpellings.isDecided(by: bytes) { return nil }
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
        // Written all in capitals or capitalised (`KM`, `Kg`): `kN` or `MBps` mix cases that
        // mean something (a newton, bytes against bits).
        let rest = word.dropFirst()
        guard word == word.uppercased() || rest == rest.lowercased() else { return nil }
        let row = self.rows[Int(index)]
        guard let spelling = ([row.symbol] + row.symbols + row.names).first(where: { $0.lowercased() == lower }) else { return nil }
        if let written = word.first, let meant = spelling.first, written != meant, "mp".contains(meant.lowercased()),
           unit(String(spelling.dropFirst())) != nil { return nil }
        // In a data unit, a `b` in another case is a bit against a byte (`Kib` is no KiB).
        if row.dimension[.data] != 0 {
            for (written, meant) in zip(word, spelling) where written != meant && (written == "b" || written == "B") { return nil }
        }
        return ID(index: index)
    }

    /// Each spelling in lower case, with the rows that have it.
    private static let byLowercase: [String: Set<UInt16>] = {
        var table: [String: Set<UInt16>] = [:]
        for spelling in symbolSpellings + nameSpellings { table[spelling.text.lowercased(), default: []].insert(spelling.row) }
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

    /// One way a row is written.
    struct Spelling {
        let text: String
        let row: UInt16
    }

    /// Each row's symbols, the printed one first, case-sensitive.
    /// (Loops over a struct, not `flatMap` into tuples: the types of those are made at run
    /// time, at the first unit of a run.)
    static var symbolSpellings: [Spelling] {
        var spellings: [Spelling] = []
        spellings.reserveCapacity(2 * rows.count)
        for index in rows.indices {
            spellings.append(Spelling(text: rows[index].symbol, row: UInt16(index)))
            for symbol in rows[index].symbols { spellings.append(Spelling(text: symbol, row: UInt16(index))) }
        }
        return spellings
    }

    /// Each row's names in lower case, and their plurals.
    static var nameSpellings: [Spelling] {
        var spellings: [Spelling] = []
        spellings.reserveCapacity(4 * rows.count)
        for index in rows.indices {
            for name in rows[index].names {
                spellings.append(Spelling(text: name, row: UInt16(index)))
                // `inch`, `celsius`: +es; `month`: +s (a `th` is no hissing sound).
                let plural = name.hasSuffix("s") || name.hasSuffix("ch") || name.hasSuffix("sh") ? name + "es" : name + "s"
                if name != "feet" && name != "inches" { spellings.append(Spelling(text: plural, row: UInt16(index))) }
            }
        }
        return spellings
    }

    // Laid out ahead of the build (Scripts/generate-unit-derivations.py): building them from
    // the spellings cost the first unit line, or definition, of a run 300,000 instructions.
    private static let symbolTable = UnitSpellings(UnitSpellings.symbolsLayout, foldsCase: false)
    private static let nameTable = UnitSpellings(UnitSpellings.namesLayout, foldsCase: true)

    /// The String tables, for the text the bytes do not decide (not ASCII) and for callers
    /// with a String.
    private static let bySymbol: [String: UInt16] = table(symbolSpellings)
    private static let byName: [String: UInt16] = table(nameSpellings)

    private static func table(_ spellings: [Spelling]) -> [String: UInt16] {
        var table: [String: UInt16] = [:]
        for spelling in spellings where table[spelling.text] == nil { table[spelling.text] = spelling.row }
        return table
    }
}
