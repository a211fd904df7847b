/// Exact ratios by an ordered pair of 64-bit keys, each worked out once and looked up at every
/// line after: the factors between unit products (`UnitProducts.ratio`) and a rate table's
/// cross rates (`RateTable.convert`). Open addressing (a Dictionary's SipHash cost as much as
/// the division it saves), emptied whole at `limit` pairs, so that a batch of ever new pairs
/// stays bounded.
///
/// A key must not be all ones (a unit product's ID and a currency code never are).
struct PairRatios: Sendable {
    static let limit = 4096

    /// The pair's first key plus one, so that 0 is an empty slot.
    private var froms = [UInt64](repeating: 0, count: 64)
    private var tos = [UInt64](repeating: 0, count: 64)
    private var values = [Rational](repeating: .one, count: 64)
    private(set) var count = 0

    private func slot(from: UInt64, to: UInt64) -> Int {
        let mask = froms.count - 1
        let hash = (from &* 0x9E37_79B9_7F4A_7C15 ^ to) &* 0xBF58_476D_1CE4_E5B9
        var slot = Int(truncatingIfNeeded: hash >> 40) & mask
        while froms[slot] != 0 && (froms[slot] != from &+ 1 || tos[slot] != to) { slot = (slot + 1) & mask }
        return slot
    }

    func value(from: UInt64, to: UInt64) -> Rational? {
        let slot = slot(from: from, to: to)
        return froms[slot] != 0 ? values[slot] : nil
    }

    mutating func insert(_ value: Rational, from: UInt64, to: UInt64) {
        if count == PairRatios.limit {
            self = PairRatios()
        } else if (count + 1) * 2 > froms.count {
            let old = self
            froms = [UInt64](repeating: 0, count: old.froms.count * 2)
            tos = [UInt64](repeating: 0, count: old.froms.count * 2)
            values = [Rational](repeating: .one, count: old.froms.count * 2)
            for index in old.froms.indices where old.froms[index] != 0 {
                let slot = slot(from: old.froms[index] &- 1, to: old.tos[index])
                (froms[slot], tos[slot], values[slot]) = (old.froms[index], old.tos[index], old.values[index])
            }
        }
        let slot = slot(from: from, to: to)
        if froms[slot] == 0 { count += 1 }
        (froms[slot], tos[slot], values[slot]) = (from &+ 1, to, value)
    }
}
