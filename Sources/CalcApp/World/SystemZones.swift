#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import Synchronization

/// The time zones of the system's tzdata (DESIGN §20): zone files under `TZDIR`, else
/// `/usr/share/zoneinfo`, read when a line first names a zone (a one-shot that names none
/// reads nothing), each file once per run; the local zone from `TZ` (a zone name, a file, or a
/// POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`), else `/etc/localtime`, else UTC.
///
/// Nothing here is made at start-up beyond the closures: a cache of a generic type with
/// conformance requirements (a `Dictionary`, a `Result`) would be instantiated from its
/// mangled name with every run, at the cost of a scan of the conformance tables (0.4M
/// instructions measured), though most runs name no zone.
struct SystemZones: Sendable {
    static let defaultDirectory = "/usr/share/zoneinfo"
    static let localTimeFile = "/etc/localtime"
    /// A zone file is a few kilobytes; anything far larger is not one.
    private static let largestZoneFile = 1 << 20

    let directory: String
    private let timeZone: String?

    init(environment: ProcessEnvironment) {
        let tzdir = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
        directory = tzdir ?? SystemZones.defaultDirectory
        timeZone = environment["TZ"]
    }

    /// The source the evaluator asks, with the run's clock; the local zone worked out once.
    func source(clock: @escaping @Sendable () -> Int) -> ZoneSource {
        let zones = self
        let local = LocalZone { zones.readLocal() }
        return ZoneSource(rules: { name in zones.rules(named: name) }, local: { local.value }, now: { Int64(clock()) })
    }

    /// The rules of the zone `name` (`Asia/Tokyo`), each file read once in the process.
    func rules(named name: String) -> ZoneSource.Answer {
        let key = directory + "\u{0}" + name
        if let known = SystemZones.loaded.withLock({ $0.first { $0.key == key } }) { return known.result }
        let result = read(name)
        SystemZones.loaded.withLock { $0.append(Loaded(key: key, result: result)) }
        return result
    }

    /// A zone read: its directory and name, and its rules or why not.
    private struct Loaded {
        let key: String
        let result: ZoneSource.Answer
    }

    /// The zones read so far, a few in any run (an array of a type of calc's own: a
    /// `Dictionary` of `Result`s is instantiated from its mangled name, 0.5M instructions).
    private static let loaded = Mutex<[Loaded]>([])

    /// The local zone, worked out on first use and kept (by number: a cached `ShownZone?`
    /// would instantiate its type's metadata at every run's end to destroy it).
    final class LocalZone: Sendable {
        private let compute: @Sendable () -> ShownZone
        /// The zone's number plus one; 0 until it is worked out.
        private let computed = Mutex<UInt32>(0)

        init(_ compute: @escaping @Sendable () -> ShownZone) {
            self.compute = compute
        }

        var value: ShownZone {
            computed.withLock { computed in
                if computed > 0 { return ZoneID(index: computed - 1).zone }
                let zone = compute()
                computed = ZoneID.of(zone).index + 1
                return zone
            }
        }
    }

    private func read(_ name: String) -> ZoneSource.Answer {
        let path = directory + "/" + name
        switch SystemZones.bytes(at: path) {
        case .success(let bytes):
            do throws(ZoneFileError) {
                return .found(try ZoneRules(tzif: bytes))
            } catch {
                return .failed(.unreadable(name, reason: error.reason))
            }
        case .failure(let failure):
            guard access(path, F_OK) != 0 else { return .failed(.unreadable(name, reason: failure.reason)) }
            return .failed(hasZoneFiles ? .missingZone(name, directory: directory) : .noZoneData(directory: directory))
        }
    }

    /// Whether the directory holds anything at all (tzdata installed, `TZDIR` right): an
    /// empty or missing one has no zones, one with others lacks this zone.
    private var hasZoneFiles: Bool {
        guard let listing = opendir(directory) else { return false }
        defer { closedir(listing) }
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return true }
        }
        return false
    }

    private func readLocal() -> ShownZone {
        guard var setting = timeZone else {
            // No `TZ`: the system's zone, named by where `/etc/localtime` points.
            guard case .success(let bytes) = SystemZones.bytes(at: SystemZones.localTimeFile),
                  let rules = try? ZoneRules(tzif: bytes) else { return ShownZone(name: "UTC", isLocal: true, rules: .utc) }
            return ShownZone(name: SystemZones.linkedZoneName(SystemZones.localTimeFile) ?? "localtime", isLocal: true, rules: rules)
        }
        if setting.hasPrefix(":") { setting.removeFirst() }
        if setting.isEmpty || setting == "UTC" || setting == "UTC0" { return ShownZone(name: "UTC", isLocal: true, rules: .utc) }
        let path = setting.hasPrefix("/") ? setting : directory + "/" + setting
        if case .success(let bytes) = SystemZones.bytes(at: path), let rules = try? ZoneRules(tzif: bytes) {
            let name = setting.hasPrefix("/") ? SystemZones.linkedZoneName(path) ?? SystemZones.zoneName(inPath: setting) ?? setting : setting
            return ShownZone(name: name, isLocal: true, rules: rules)
        }
        if let rules = ZoneRules(posix: setting) { return ShownZone(name: setting, isLocal: true, rules: rules) }
        // What the C library does with a `TZ` it cannot read.
        return ShownZone(name: "UTC", isLocal: true, rules: .utc)
    }

    /// `Europe/Paris` for a link to `…/zoneinfo/Europe/Paris`.
    private static func linkedZoneName(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return zoneName(inPath: String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// `Europe/Paris` for `…/zoneinfo/Europe/Paris`.
    private static func zoneName(inPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let zoneinfo = parts.lastIndex(of: "zoneinfo"), zoneinfo + 1 < parts.count else { return nil }
        return parts[(zoneinfo + 1)...].joined(separator: "/")
    }

    /// Why a file could not be read, in the system's words.
    private struct ReadFailure: Error {
        let reason: String
    }

    /// A regular file's bytes: opened without waiting (a named pipe named by `TZ` would
    /// otherwise hang the run), anything but a file refused.
    private static func bytes(at path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(ReadFailure(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadFailure(reason: "not a zone file"))
        }
        switch WholeFile.read(descriptor, limit: largestZoneFile) {
        case .success(let bytes): return .success(bytes)
        case .failure(.unreadable(let reason)): return .failure(ReadFailure(reason: reason))
        case .failure(.tooLarge): return .failure(ReadFailure(reason: "larger than a zone file"))
        }
    }
}
