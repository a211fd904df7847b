import CalcCore
import CalcTestSupport
import Testing

/// TZif files that are not Debian's: every version's layout, files without transitions or
/// footers, leap seconds, and damaged or random bytes, which must be refused and never crash.
@Suite struct ZoneRulesFileTests {
    /// A local time type: offset, daylight flag, abbreviation.
    typealias TimeType = (offset: Int32, isDaylight: Bool, abbreviation: String)

    /// A TZif file: version 0 has the one 32-bit block; later versions a stub first block (as
    /// zic's slim files have), the 64-bit block and the footer.
    static func tzif(version: UInt8 = UInt8(ascii: "2"), transitions: [(Int64, UInt8)], types: [TimeType],
                     leaps: [(Int64, Int32)] = [], footer: String = "") -> [UInt8] {
        func number(_ value: Int64, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        func block(timeSize: Int, stub: Bool) -> [UInt8] {
            let transitions = stub ? [] : transitions
            let types: [TimeType] = stub ? [(0, false, "")] : types
            let leaps = stub ? [] : leaps
            var designations: [UInt8] = []
            var records: [UInt8] = []
            for type in types {
                records += number(Int64(type.offset), 4) + [type.isDaylight ? 1 : 0, UInt8(designations.count)]
                designations += Array(type.abbreviation.utf8) + [0]
            }
            var bytes = Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
            for count in [0, 0, leaps.count, transitions.count, types.count, designations.count] {
                bytes += number(Int64(count), 4)
            }
            for (time, _) in transitions { bytes += number(time, timeSize) }
            bytes += transitions.map(\.1) + records + designations
            for (time, correction) in leaps { bytes += number(time, timeSize) + number(Int64(correction), 4) }
            return bytes
        }
        if version == 0 { return block(timeSize: 4, stub: false) }
        return block(timeSize: 4, stub: true) + block(timeSize: 8, stub: false) + Array("\n\(footer)\n".utf8)
    }

    static let standard: TimeType = (3600, false, "STD")
    static let summer: TimeType = (7200, true, "SUM")
    static let changes: [(Int64, UInt8)] = [(1_000_000, 1), (2_000_000, 0), (3_000_000, 1)]

    @Test func versionOneFileKeepsItsLastTypeForEver() throws {
        let rules = try ZoneRules(tzif: Self.tzif(version: 0, transitions: Self.changes, types: [Self.standard, Self.summer]))
        #expect(rules.offset(at: .min).abbreviation == "STD")
        #expect(rules.offset(at: 999_999).abbreviation == "STD")
        #expect(rules.offset(at: 1_000_000).abbreviation == "SUM")
        #expect(rules.offset(at: 2_999_999).abbreviation == "STD")
        #expect(rules.offset(at: .max) == ZoneOffset(seconds: 7200, abbreviation: "SUM", isDaylight: true))
        #expect(rules.instants(atLocal: 3_000_000 + 3600 + 1800) == .skipped(transition: 3_000_000, before: 3600, after: 7200))
        #expect(rules.instants(atLocal: 2_000_000 + 3600 + 1800) == .repeated(first: 2_000_000 - 1800, second: 2_000_000 + 1800))
    }

    @Test(arguments: [UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4")])
    func emptyFooterKeepsTheLastType(version: UInt8) throws {
        let rules = try ZoneRules(tzif: Self.tzif(version: version, transitions: Self.changes, types: [Self.standard, Self.summer]))
        #expect(rules.offset(at: 1 << 50).abbreviation == "SUM")
        #expect(rules.offset(at: 2_500_000).abbreviation == "STD")
    }

    @Test func footerRulesAfterTheLastTransition() throws {
        let rules = try ZoneRules(tzif: Self.tzif(transitions: Self.changes, types: [Self.standard, Self.summer], footer: "<-05>5"))
        #expect(rules.offset(at: 2_999_999).abbreviation == "STD")
        #expect(rules.offset(at: 3_000_000) == ZoneOffset(seconds: -18000, abbreviation: "-05", isDaylight: false))
        // The footer's offset widens the range searched for a wall time's instants.
        #expect(rules.instants(atLocal: 4_000_000) == .unique(4_018_000))
    }

    /// A file without transitions is its footer's rule, or else its first type, everywhere.
    @Test func noTransitions() throws {
        let plain = try ZoneRules(tzif: Self.tzif(transitions: [], types: [Self.standard]))
        #expect(plain.offset(at: 0) == ZoneOffset(seconds: 3600, abbreviation: "STD", isDaylight: false))
        let ruled = try ZoneRules(tzif: Self.tzif(transitions: [], types: [(-18000, false, "EST")], footer: "EST5EDT,M3.2.0,M11.1.0"))
        #expect(ruled.offset(at: ZoneFiles.seconds("1900-07-01 00:00")).abbreviation == "EDT")
        #expect(ruled.offset(at: ZoneFiles.seconds("1900-01-01 00:00")).abbreviation == "EST")
        #expect(try ZoneRules(tzif: ZoneFiles.bytes("UTC")).offset(at: 12345) == ZoneOffset(seconds: 0, abbreviation: "UTC", isDaylight: false))
    }

    /// Leap-second times count the leap seconds: the first leap second is counted from
    /// 78796800 on, the second from 94694401; a change at 100000002 is at 100000000 POSIX time.
    @Test func leapSecondTimesAreMovedToPosixTime() throws {
        let rules = try ZoneRules(tzif: Self.tzif(transitions: [(100_000_002, 1)], types: [Self.standard, Self.summer],
                                                  leaps: [(78_796_800, 1), (94_694_401, 2)]))
        #expect(rules.offset(at: 99_999_999).abbreviation == "STD")
        #expect(rules.offset(at: 100_000_000).abbreviation == "SUM")
    }

    /// The system's own leap-second files, where it has them (Debian 12's tzdata ships
    /// `right/`): the same offsets as the plain files away from the changes, up to 2025. (Such
    /// a file has no footer and ends at its leap-second table's expiry, after which its last
    /// offset stays for ever: Debian 12's end in June 2026.)
    @Test func systemLeapSecondFilesAgreeWithPlainOnes() throws {
        guard let right = try? ZoneFiles.rules("right/Europe/Paris", in: ZoneFiles.systemDirectory) else { return }
        let plain = try ZoneFiles.rules("Europe/Paris", in: ZoneFiles.systemDirectory)
        var random = SplitMix64(state: 60)
        for _ in 0..<500 {
            let instant = Int64(random.below(1_735_689_600))
            if plain.offset(at: instant - 60) == plain.offset(at: instant + 60) {
                #expect(right.offset(at: instant) == plain.offset(at: instant), "at \(instant)")
            }
        }
    }

    @Test(arguments: [
        ([UInt8](), "not a TZif file"),
        (Array("TZjf2".utf8), "not a TZif file"),
        (Array("TZif2".utf8) + [UInt8](repeating: 0, count: 10), "truncated at byte 15 (in a header)"),
        (Array("TZif1".utf8) + [UInt8](repeating: 0, count: 39), "unknown TZif version 49"),
    ])
    func reasons(_ bytes: [UInt8], _ reason: String) {
        #expect(throws: ZoneFileError(reason: reason)) { try ZoneRules(tzif: bytes) }
    }

    /// Files that are whole but wrong.
    @Test func inconsistentFilesAreRefused() {
        let types = [Self.standard, Self.summer]
        let files: [(String, [UInt8])] = [
            ("unsorted", Self.tzif(transitions: [(2, 0), (1, 1)], types: types)),
            ("repeated time", Self.tzif(transitions: [(1, 0), (1, 1)], types: types)),
            ("type index", Self.tzif(transitions: [(1, 2)], types: types)),
            ("no types", Self.tzif(transitions: [], types: [])),
            ("footer", Self.tzif(transitions: [], types: types, footer: "EST")),
            ("offset", Self.tzif(transitions: [], types: [(.min, false, "X")])),
            ("leap order", Self.tzif(transitions: [], types: types, leaps: [(5, 1), (5, 2)])),
        ]
        for (name, bytes) in files {
            #expect(throws: ZoneFileError.self, "\(name)") { try ZoneRules(tzif: bytes) }
        }
        // A footer without its closing newline, and one with nothing after the block.
        var file = Self.tzif(transitions: [], types: types, footer: "UTC0")
        file.removeLast()
        #expect(throws: ZoneFileError.self) { try ZoneRules(tzif: file) }
        file.removeLast(5)
        #expect(throws: ZoneFileError.self) { try ZoneRules(tzif: file) }
        // An abbreviation index past the designations.
        var designation = Self.tzif(version: 0, transitions: [], types: [Self.standard])
        designation[44 + 5] = 9
        #expect(throws: ZoneFileError.self) { try ZoneRules(tzif: designation) }
    }

    /// Every proper prefix of real files is refused.
    @Test(arguments: ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "UTC"])
    func truncatedFilesAreRefused(zone: String) throws {
        let bytes = try ZoneFiles.bytes(zone)
        _ = try ZoneRules(tzif: bytes)
        var accepted: [Int] = []
        for length in 0..<bytes.count {
            do {
                _ = try ZoneRules(tzif: Array(bytes[..<length]))
                accepted.append(length)
            } catch {}
        }
        #expect(accepted.isEmpty, "\(zone): prefixes of \(accepted.prefix(10)) bytes were read")
    }

    /// Random bytes, with and without a TZif header in front, are refused.
    @Test func randomBytesAreRefused() {
        var random = SplitMix64(state: 8536)
        for round in 0..<3000 {
            var bytes = (0..<random.below(600)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if round % 2 == 0 { bytes = Array("TZif".utf8) + [UInt8(ascii: "2") + UInt8(random.below(3))] + bytes }
            #expect(throws: ZoneFileError.self, "round \(round)") { try ZoneRules(tzif: bytes) }
        }
    }

    /// Real files with a few bytes changed: refused, or read into rules that answer.
    @Test func damagedFilesNeverCrash() throws {
        var random = SplitMix64(state: 9636)
        for zone in ["America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"] {
            let original = try ZoneFiles.bytes(zone)
            var read = 0
            for _ in 0..<1500 {
                var bytes = original
                for _ in 0...random.below(4) {
                    bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                }
                guard let rules = try? ZoneRules(tzif: bytes) else { continue }
                read += 1
                for _ in 0..<4 {
                    let instant = Int64(bitPattern: random.next()) >> 28
                    _ = rules.offset(at: instant)
                    _ = rules.instants(atLocal: instant)
                }
            }
            // Most changed bytes are in times, offsets or names, and still make a file.
            #expect(read > 100, "\(zone)")
        }
    }
}
