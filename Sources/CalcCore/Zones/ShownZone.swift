import Synchronization

/// A time zone as an instant is shown in it: the name it prints (`Asia/Tokyo`, `UTC`,
/// `UTC+05:30`), whether it is the local zone (whose instants print without the name), and
/// the rules that give its offset at each instant.
public struct ShownZone: Sendable, Equatable {
    public var name: String
    public var isLocal: Bool
    public var rules: ZoneRules

    public init(name: String, isLocal: Bool = false, rules: ZoneRules) {
        self.name = name
        self.isLocal = isLocal
        self.rules = rules
    }

    public static let utc = ShownZone(name: "UTC", rules: .utc)
}

/// A shown zone by number, so that a value's presentation (`Presentation.instant`) stays small
/// and Hashable: UTC is 0, the others are numbered when a line first names them.
public struct ZoneID: Hashable, Sendable {
    public let index: UInt32
    public static let utc = ZoneID(index: 0)

    public init(index: UInt32) {
        self.index = index
    }

    /// The number of `zone`, given when it is new (the same name and rules, the same number).
    public static func of(_ zone: ShownZone) -> ZoneID {
        registry.withLock { zones in
            if let known = zones.firstIndex(of: zone) { return ZoneID(index: UInt32(known)) }
            zones.append(zone)
            return ZoneID(index: UInt32(zones.count - 1))
        }
    }

    /// The zone of this number.
    public var zone: ShownZone {
        ZoneID.registry.withLock { $0[Int(index)] }
    }

    /// Every zone numbered so far in the process (a handful: those lines named).
    private static let registry = Mutex<[ShownZone]>([.utc])
}
