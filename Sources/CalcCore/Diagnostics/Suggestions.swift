/// "Did you mean …?": the closest candidate by edit distance, if it is close enough.
/// Callers order the candidates by likelihood, since ties go to the first.
public enum Suggestions {
    public static func closest<S: Sequence>(to word: String, among candidates: S, caseInsensitive: Bool = false) -> String?
    where S.Element == String {
        let target = Array((caseInsensitive ? word.uppercased() : word).utf8)
        // No guess for one or two letters, one edit for short words, two for longer ones.
        let allowed = target.count <= 2 ? 0 : target.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let bytes = Array((caseInsensitive ? candidate.uppercased() : candidate).utf8)
            let distance = editDistance(target, bytes)
            // Ties go to the earlier candidate: callers list the likelier ones first.
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
