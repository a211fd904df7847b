/// Where the rules of time zones come from and what time it is: the application reads the
/// system's tzdata and its clock, and gives them to the evaluator (the core reads no file).
/// Asked only by a line that names a zone or `now` (DESIGN §20).
public struct ZoneSource: Sendable {
    /// Why a zone's rules could not be had.
    public enum Failure: Error, Equatable, Sendable {
        /// No zone files at all: tzdata is not installed, or `TZDIR` names an empty directory.
        case noZoneData(directory: String)
        /// The zone files are there, but not this zone's.
        case missingZone(String, directory: String)
        /// The zone's file could not be read, or is not a zone file.
        case unreadable(String, reason: String)
    }

    /// The rules of an IANA zone by its canonical name (`Asia/Tokyo`).
    public var rules: @Sendable (String) -> Result<ZoneRules, Failure>
    /// The local zone (`TZ`, else `/etc/localtime`; UTC when neither says).
    public var local: @Sendable () -> ShownZone
    /// The current instant, in seconds since 1970-01-01 00:00 UTC.
    public var now: @Sendable () -> Int64

    public init(rules: @escaping @Sendable (String) -> Result<ZoneRules, Failure>, local: @escaping @Sendable () -> ShownZone,
                now: @escaping @Sendable () -> Int64) {
        self.rules = rules
        self.local = local
        self.now = now
    }
}
