/// "Did you mean …?": the closest candidate by edit distance, if it is close enough.
/// Callers order the candidates by likelihood, since ties go to the first.
public enum Suggestions {
    public static func closest<S: Sequence>(to word: String, among candidates: S, caseInsensitive: Bool = false) -> String?
    where S.Element == String {
        let target = Array((caseInsensitive ? word.uppercased() : word).utf8)
        let allowed = allowedDistance(target.count)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let bytes = Array((caseInsensitive ? candidate.uppercased() : candidate).utf8)
            // Ties go to the earlier candidate: callers list the likelier ones first.
            if let distance = editDistance(target, bytes, limit: allowed), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Up to `count` candidates as close as `closest` allows, the closest first (ties in the
    /// callers' order), without repeats.
    public static func close<S: Sequence>(to word: String, among candidates: S, caseInsensitive: Bool = false, count: Int = 3) -> [String]
    where S.Element == String {
        let target = Array((caseInsensitive ? word.uppercased() : word).utf8)
        let allowed = allowedDistance(target.count)
        var found: [(name: String, distance: Int)] = []
        for candidate in candidates where !found.contains(where: { $0.name == candidate }) {
            let bytes = Array((caseInsensitive ? candidate.uppercased() : candidate).utf8)
            if let distance = editDistance(target, bytes, limit: allowed) { found.append((candidate, distance)) }
        }
        return found.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.prefix(count).map(\.element.name)
    }

    /// Whether suggesting `candidate` for `word` would change a quantity's magnitude: they
    /// differ only in case (`mW` and `MW`, `Mb` and `MB`, `NM` and `nm`), or by a prefix
    /// letter (`mbar` and `bar`, `kg` and `g`). "Did you mean" never offers those (DESIGN §19).
    public static func changesMagnitude(_ word: String, _ candidate: String) -> Bool {
        let a = word.lowercased(), b = candidate.lowercased()
        if a == b { return true }
        // Bits against bytes, eight times apart (`Mbyte` is no `Mbit`).
        if a.contains("bit") != b.contains("bit") && (a.contains("byte") || b.contains("byte") || a.hasSuffix("b") || b.hasSuffix("b")) { return true }
        // A prefix for another (`MBps` and `kbps`, `km` and `mm`).
        if a.count == b.count, a.count >= 2, a.dropFirst() == b.dropFirst(), let x = a.first, let y = b.first,
           "kmgtcdhnuµ".contains(x), "kmgtcdhnuµ".contains(y) { return true }
        for (long, short) in [(a, b), (b, a)] where long.count == short.count + 1 {
            if let first = long.first, "kmgtcdhnuµ".contains(first), long.dropFirst() == Substring(short) { return true }
        }
        return false
    }

    /// No guess for one or two letters, one edit for short words, two for longer ones.
    private static func allowedDistance(_ length: Int) -> Int {
        length <= 2 ? 0 : length <= 4 ? 1 : 2
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit, when it is at most
    /// `limit`; nil when it is more. Only the cells within `limit` of the diagonal are computed
    /// (any other is more than `limit` edits away), so two long words cost their length times
    /// the limit, in memory of the limit's size: a variable named with megabytes of letters
    /// and a misspelling of it are compared in linear time.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        // Row i holds the distance from a's first i bytes to b's first j at index j - i + limit,
        // for j within `limit` of i; `beyond` stands for any distance over the limit.
        let width = 2 * limit + 1, beyond = limit + 1
        var beforePrevious = [Int](repeating: beyond, count: width)
        var previous = [Int](repeating: beyond, count: width)
        var current = [Int](repeating: beyond, count: width)
        for j in 0...Swift.min(limit, b.count) { previous[j + limit] = j }
        for i in 1...a.count {
            var smallest = beyond
            for index in 0..<width {
                let j = i + index - limit
                guard j >= 0, j <= b.count else { current[index] = beyond; continue }
                guard j > 0 else { current[index] = i; smallest = Swift.min(smallest, i); continue }
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = previous[index] + cost                                          // (i-1, j-1)
                if index + 1 < width { distance = Swift.min(distance, previous[index + 1] + 1) } // (i-1, j)
                if index > 0 { distance = Swift.min(distance, current[index - 1] + 1) }         // (i, j-1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = Swift.min(distance, beforePrevious[index] + 1)                   // (i-2, j-2)
                }
                current[index] = Swift.min(distance, beyond)
                smallest = Swift.min(smallest, current[index])
            }
            // Every cell of the row over the limit: so is every cell after it.
            if smallest > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let distance = previous[b.count - a.count + limit]
        return distance <= limit ? distance : nil
    }
}
