import ExactIntegers
import Testing

/// Order, equality and hashing agree with each other and with attaswift.
@Suite struct ComparisonTests {
    @Test(arguments: Operands.seeds)
    func order(seed: UInt64) {
        for (a, b) in Operands.pairs(seed: seed) {
            let x = a.value, y = b.value
            #expect((x < y) == Reference.isLess(a, b), "\(a) < \(b)")
            #expect((x == y) == (a == b))
            #expect((x <= y) == !(y < x) && (x > y) == (y < x))
            #expect((a.magnitude < b.magnitude) == Reference.isLess(a.absolute, b.absolute))
            #expect((a.magnitude == b.magnitude) == (a.words == b.words))
        }
    }

    @Test func sortingMatchesReference() {
        let operands = Operands.random(count: 300, seed: 10_000) + Operands.edgeCases
        let ours = operands.map(\.value).sorted().map { Operand($0) }
        let theirs = operands.sorted { Reference.isLess($0, $1) }
        #expect(ours == theirs)
    }

    /// One value reached by different routes is equal and hashes equally.
    @Test(arguments: Operands.seeds)
    func hashing(seed: UInt64) {
        var set = Set<BigInt>()
        var unsignedSet = Set<BigUInt>()
        let operands = Operands.random(count: 100, seed: seed &+ 11_000)
        for (a, b) in zip(operands, operands.reversed()) {
            let direct = a.value
            let routes = [BigInt(a.text)!, (direct + b.value) - b.value, direct * 1, -(-direct),
                          (direct << 70) >> 70, direct.magnitude.isZero ? 0 : BigInt(sign: direct.sign, magnitude: direct.magnitude)]
            for value in routes {
                #expect(value == direct)
                #expect(value.hashValue == direct.hashValue)
            }
            set.formUnion(routes)
            unsignedSet.formUnion(routes.map(\.magnitude))
        }
        #expect(set.count == Set(operands).count)
        #expect(unsignedSet.count == Set(operands.map(\.absolute)).count)
    }
}
