import ExactIntegers
import Testing

/// The misuses that trap, as in attaswift (each runs in a child process).
@Suite struct TrapTests {
    @Test func unsignedUnderflow() async {
        await #expect(processExitsWith: .failure) { _ = BigUInt(3) - BigUInt(5) }
    }

    @Test func negativeToUnsigned() async {
        await #expect(processExitsWith: .failure) { _ = BigUInt(Int(-1)) }
    }

    @Test func divisionByZero() async {
        await #expect(processExitsWith: .failure) { _ = BigInt(7) / BigInt(0) }
        await #expect(processExitsWith: .failure) { _ = BigUInt(1) << 200 % BigUInt(0) }
    }

    @Test func tooLargeForTheType() async {
        await #expect(processExitsWith: .failure) { _ = UInt64(BigUInt(1) << 64) }
        await #expect(processExitsWith: .failure) { _ = Int(BigInt(Int.max) + 1) }
    }

    @Test func squareRootOfNegative() async {
        await #expect(processExitsWith: .failure) { _ = BigInt(-4).squareRoot() }
    }

    @Test func nonFiniteDouble() async {
        await #expect(processExitsWith: .failure) { _ = BigInt(Double.infinity) }
        await #expect(processExitsWith: .failure) { _ = BigUInt(-1.0) }
    }
}
