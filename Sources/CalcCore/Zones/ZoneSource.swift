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

    /// A zone's rules, or why there are none. (Not a `Result`: a generic type with a
    /// requirement is instantiated at run time by a scan of the conformances, 0.2M
    /// instructions of a one-shot's.)
    public enum Answer: Sendable {
        case found(ZoneRules)
        case failed(Failure)
    }

    /// The rules of an IANA zone by its canonical name (`Asia/Tokyo`).
    public var rules: @Sendable (String) -> Answer
    /// The local zone (`TZ`, else `/etc/localtime`; UTC when neither says).
    public var local: @Sendable () -> ShownZone
    /// The current instant, in seconds since 1970-01-01 00:00 UTC.
    public var now: @Sendable () -> Int64

    public init(rules: @escaping @Sendable (String) -> Answer, local: @escaping @Sendable () -> ShownZone,
                now: @escaping @Sendable () -> Int64) {
        self.rules = rules
        self.local = local
        self.now = now
    }
}
