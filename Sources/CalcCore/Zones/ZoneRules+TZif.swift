/// Why the bytes of a time-zone file are not rules calc can use ("not a TZif file",
/// "truncated at byte 412 (in the 64-bit data block)"), for the message that names the file.
public struct ZoneFileError: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

extension ZoneRules {
    /// RFC 8536 TZif, versions 1-4 (and later ones, which keep the layout): use the 64-bit
    /// (v2+) block when present, and the footer's POSIX TZ string for instants after the last
    /// transition (files may be "slim", with transitions only until a rule takes over, or
    /// "fat", listing them to 2037). Leap-second files (`right/`) are read too, their times
    /// moved back to POSIX time. Every count and index is checked against the bytes, so that a damaged or hostile
    /// file is an error and never a crash.
    public init(tzif bytes: [UInt8]) throws(ZoneFileError) {
        var reader = TZifReader(bytes: bytes)
        self = try reader.rules()
    }
}

/// A cursor over a TZif file (RFC 8536 §3): a header, a data block of 32-bit times, and from
/// version 2 a second header and block of 64-bit times, then the footer.
private struct TZifReader {
    let bytes: [UInt8]
    var index = 0

    /// The six counts of a header, in the file's order.
    struct Counts {
        var isUT: Int, isStandard: Int, leaps: Int, times: Int, types: Int, characters: Int
    }

    mutating func rules() throws(ZoneFileError) -> ZoneRules {
        guard bytes.count >= 4, bytes[0..<4].elementsEqual("TZif".utf8) else {
            throw ZoneFileError(reason: "not a TZif file")
        }
        let (version, counts) = try header()
        if version == 0 {
            return try block(counts, timeSize: 4, footer: false)
        }
        guard version >= UInt8(ascii: "2") else {
            throw ZoneFileError(reason: "unknown TZif version \(version)")
        }
        // The version 1 block is for readers of 32-bit times: skip it whole.
        try need(blockSize(counts, timeSize: 4), in: "the 32-bit data block")
        index += blockSize(counts, timeSize: 4)
        let (_, wideCounts) = try header()
        return try block(wideCounts, timeSize: 8, footer: true)
    }

    private mutating func header() throws(ZoneFileError) -> (version: UInt8, counts: Counts) {
        try need(44, in: "a header")
        guard bytes[index..<index + 4].elementsEqual("TZif".utf8) else {
            throw ZoneFileError(reason: "no TZif header at byte \(index)")
        }
        let version = bytes[index + 4]
        index += 20
        let isUT = Int(bigEndian(4))
        let isStandard = Int(bigEndian(4))
        let leaps = Int(bigEndian(4))
        let times = Int(bigEndian(4))
        let types = Int(bigEndian(4))
        let characters = Int(bigEndian(4))
        let counts = Counts(isUT: isUT, isStandard: isStandard, leaps: leaps, times: times, types: types, characters: characters)
        return (version, counts)
    }

    private func blockSize(_ counts: Counts, timeSize: Int) -> Int {
        counts.times * (timeSize + 1) + counts.types * 6 + counts.characters
            + counts.leaps * (timeSize + 4) + counts.isStandard + counts.isUT
    }

    private mutating func block(_ counts: Counts, timeSize: Int, footer: Bool) throws(ZoneFileError) -> ZoneRules {
        let name = timeSize == 4 ? "the 32-bit data block" : "the 64-bit data block"
        try need(blockSize(counts, timeSize: timeSize), in: name)
        // Checked only for the block that is read: a version 2 file's first block may be a
        // stub (zic's slim files give it one type and no transitions).
        guard counts.types >= 1, counts.types <= 256 else {
            throw ZoneFileError(reason: "\(counts.types) local time types (1 to 256 allowed)")
        }
        guard counts.isUT == 0 || counts.isUT == counts.types,
              counts.isStandard == 0 || counts.isStandard == counts.types else {
            throw ZoneFileError(reason: "indicator counts that do not match the \(counts.types) local time types")
        }
        var transitions: [Int64] = []
        transitions.reserveCapacity(counts.times)
        for _ in 0..<counts.times {
            let time = timeSize == 4 ? Int64(Int32(bitPattern: UInt32(bigEndian(4)))) : Int64(bitPattern: bigEndian(8))
            if let previous = transitions.last, time <= previous {
                throw ZoneFileError(reason: "transition times not in ascending order")
            }
            transitions.append(time)
        }
        let transitionTypes = Array(bytes[index..<index + counts.times])
        index += counts.times
        if let bad = transitionTypes.first(where: { Int($0) >= counts.types }) {
            throw ZoneFileError(reason: "a transition to local time type \(bad) of \(counts.types)")
        }
        var records: [(offset: Int32, isDaylight: UInt8, designation: Int)] = []
        for _ in 0..<counts.types {
            let offset = Int32(bitPattern: UInt32(bigEndian(4)))
            records.append((offset, bytes[index], Int(bytes[index + 1])))
            index += 2
        }
        let designations = bytes[index..<index + counts.characters]
        index += counts.characters
        var types: [ZoneOffset] = []
        types.reserveCapacity(counts.types)
        for record in records {
            guard record.offset != .min, record.isDaylight <= 1 else {
                throw ZoneFileError(reason: "a local time type with offset \(record.offset) and daylight flag \(record.isDaylight)")
            }
            let start = designations.startIndex + record.designation
            guard start < designations.endIndex,
                  let end = designations[start...].firstIndex(of: 0) else {
                throw ZoneFileError(reason: "an abbreviation that does not end within the \(counts.characters) characters")
            }
            let abbreviation = String(decoding: designations[start..<end], as: UTF8.self)
            types.append(ZoneOffset(seconds: record.offset, abbreviation: abbreviation, isDaylight: record.isDaylight == 1))
        }
        try correctLeapSeconds(counts.leaps, timeSize: timeSize, in: &transitions)
        // The standard/wall and UT/local indicators serve only a file used as the default
        // for POSIX strings without moments (`posixrules`), which calc does not do.
        index += counts.isStandard + counts.isUT
        let rule = footer ? try self.footer() : nil
        return ZoneRules(transitions: transitions, transitionTypes: transitionTypes, types: types, rule: rule)
    }

    /// In a leap-second file the times count leap seconds; each record says from which time
    /// on how many have been counted, which come off to give POSIX time.
    private mutating func correctLeapSeconds(_ count: Int, timeSize: Int, in transitions: inout [Int64]) throws(ZoneFileError) {
        guard count > 0 else { return }
        var leaps: [(occurrence: Int64, correction: Int64)] = []
        for _ in 0..<count {
            let occurrence = timeSize == 4 ? Int64(Int32(bitPattern: UInt32(bigEndian(4)))) : Int64(bitPattern: bigEndian(8))
            let correction = Int64(Int32(bitPattern: UInt32(bigEndian(4))))
            if let previous = leaps.last, occurrence <= previous.occurrence {
                throw ZoneFileError(reason: "leap second records not in ascending order")
            }
            leaps.append((occurrence, correction))
        }
        var leap = -1
        for position in transitions.indices {
            while leap + 1 < leaps.count && leaps[leap + 1].occurrence <= transitions[position] { leap += 1 }
            guard leap >= 0 else { continue }
            let (corrected, overflow) = transitions[position].subtractingReportingOverflow(leaps[leap].correction)
            guard !overflow, position == 0 || corrected > transitions[position - 1] else {
                throw ZoneFileError(reason: "a transition that leap seconds move out of order")
            }
            transitions[position] = corrected
        }
    }

    /// A newline, a POSIX TZ string (perhaps empty) and a newline.
    private mutating func footer() throws(ZoneFileError) -> PosixZoneRule? {
        try need(1, in: "the footer")
        guard bytes[index] == UInt8(ascii: "\n") else {
            throw ZoneFileError(reason: "no newline before the footer at byte \(index)")
        }
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
            throw ZoneFileError(reason: "truncated at byte \(bytes.count) (in the footer)")
        }
        index = end + 1
        if start == end { return nil }
        guard let rule = PosixZoneRule(bytes[start..<end]) else {
            throw ZoneFileError(reason: "the footer \"\(String(decoding: bytes[start..<end], as: UTF8.self))\" is not a POSIX TZ string")
        }
        return rule
    }

    private func need(_ count: Int, in part: String) throws(ZoneFileError) {
        guard count <= bytes.count - index else {
            throw ZoneFileError(reason: "truncated at byte \(bytes.count) (in \(part))")
        }
    }

    /// The next `size` bytes as a big-endian number (the caller has checked they are there).
    private mutating func bigEndian(_ size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] {
            value = value << 8 | UInt64(byte)
        }
        index += size
        return value
    }
}
