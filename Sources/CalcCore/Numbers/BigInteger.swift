import CMultiPrecision

/// An integer of any size, held by GMP (`mpz_t`): the fallback of `Rational` when a numerator
/// or denominator leaves `Int64`. GMP is linked statically for MPFR anyway, and its
/// multiplication, division and gcd are asymptotically faster than anything hand-written.
///
/// A value type: each operation makes a new GMP integer and none is changed after it is made,
/// so copies share storage safely.
public struct BigInteger: Sendable {
    /// The GMP integer, on the heap at a fixed address for the life of the object.
    final class Storage: @unchecked Sendable {
        let pointer: mpz_ptr

        init() {
            pointer = .allocate(capacity: 1)
            __gmpz_init(pointer)
        }

        deinit {
            __gmpz_clear(pointer)
            pointer.deallocate()
        }
    }

    let storage: Storage

    /// A new integer that `build` sets (it starts as zero).
    init(building build: (mpz_ptr) -> Void) {
        storage = Storage()
        build(storage.pointer)
    }

    /// Calls `body` with GMP's view of the value, keeping the value alive meanwhile.
    func withRaw<Result>(_ body: (mpz_srcptr) -> Result) -> Result {
        withExtendedLifetime(storage) { body(storage.pointer) }
    }

    public init(_ value: Int64) {
        self.init(building: { __gmpz_set_si($0, Int(value)) })
    }

    public init(_ value: Int) {
        self.init(building: { __gmpz_set_si($0, value) })
    }

    public init(_ value: UInt64) {
        self.init(building: { __gmpz_set_ui($0, UInt(value)) })
    }

    /// Decimal digits with an optional leading `-`; nil for anything else (GMP itself would
    /// skip spaces, so the text is checked first).
    public init?<Text: StringProtocol>(_ text: Text) {
        var utf8 = Array(text.utf8)
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        utf8.append(0)
        self.init(building: { z in
            utf8.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { _ = __gmpz_set_str(z, $0, 10) }
            }
        })
    }

    /// Digits of `radix` (2 to 16, already checked), most significant first.
    public init?(digits: [UInt8], radix: Int) {
        guard !digits.isEmpty, digits.allSatisfy({ NumberLiteral.digitValue($0, radix: radix) != nil }) else { return nil }
        let text = digits + [0]
        self.init(building: { z in
            text.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { _ = __gmpz_set_str(z, $0, Int32(radix)) }
            }
        })
    }

    /// The whole part of a finite double, towards zero.
    public init(truncating value: Double) {
        precondition(value.isFinite, "not a finite double")
        self.init(building: { __gmpz_set_d($0, value) })
    }

    // MARK: - Properties

    /// -1, 0 or 1.
    public func signum() -> Int {
        withRaw { z in
            let size = z.pointee._mp_size
            return size < 0 ? -1 : (size > 0 ? 1 : 0)
        }
    }

    public var isZero: Bool { withRaw { $0.pointee._mp_size == 0 } }

    public var isOdd: Bool { withRaw { $0.pointee._mp_size != 0 && __gmpz_getlimbn($0, 0) & 1 == 1 } }

    public var magnitude: BigInteger {
        signum() < 0 ? -self : self
    }

    /// Significant bits of the magnitude: 0 for zero, otherwise floor(log2 |self|) + 1.
    public var bitWidth: Int {
        withRaw { z in z.pointee._mp_size == 0 ? 0 : Int(__gmpz_sizeinbase(z, 2)) }
    }

    /// Zero bits below the lowest one bit of the magnitude; 0 for zero.
    public var trailingZeroBitCount: Int {
        withRaw { z in z.pointee._mp_size == 0 ? 0 : Int(__gmpz_scan1(z, 0)) }
    }

    /// The digits in base 2 to 36, lower case, with a `-` for a negative value.
    public func text(radix: Int) -> String {
        withRaw { z in
            let capacity = Int(__gmpz_sizeinbase(z, Int32(radix))) + 2
            let text = [CChar](unsafeUninitializedCapacity: capacity) { buffer, count in
                _ = __gmpz_get_str(buffer.baseAddress, Int32(radix), z)
                count = capacity
            }
            return text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    }

    public var description: String {
        withRaw { z in
            // sizeinbase may overstate by one; a sign and the terminating zero need two more.
            let capacity = Int(__gmpz_sizeinbase(z, 10)) + 2
            let text = [CChar](unsafeUninitializedCapacity: capacity) { buffer, count in
                _ = __gmpz_get_str(buffer.baseAddress, 10, z)
                count = capacity
            }
            return text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    }
}

extension BigInteger: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self.init(value) }
}

extension BigInteger: CustomStringConvertible {}

extension BigInteger: Hashable, Comparable {
    public static func == (lhs: BigInteger, rhs: BigInteger) -> Bool {
        compare(lhs, rhs) == 0
    }

    public static func < (lhs: BigInteger, rhs: BigInteger) -> Bool {
        compare(lhs, rhs) < 0
    }

    private static func compare(_ lhs: BigInteger, _ rhs: BigInteger) -> Int32 {
        lhs.withRaw { a in rhs.withRaw { b in __gmpz_cmp(a, b) } }
    }

    public func hash(into hasher: inout Hasher) {
        withRaw { z in
            let size = z.pointee._mp_size
            hasher.combine(size)
            for index in 0..<Int(size.magnitude) { hasher.combine(__gmpz_getlimbn(z, index)) }
        }
    }
}

extension Int64 {
    /// The value when it fits.
    public init?(exactly value: BigInteger) {
        guard let fitting = value.withRaw({ z in __gmpz_fits_slong_p(z) != 0 ? __gmpz_get_si(z) : nil }) else { return nil }
        self = Int64(fitting)
    }
}

extension Int {
    public init?(exactly value: BigInteger) {
        guard let fitting = Int64(exactly: value) else { return nil }
        self = Int(fitting)
    }
}

extension Double {
    /// The value truncated to a double's precision (infinite beyond its range).
    public init(_ value: BigInteger) {
        let bits = value.bitWidth
        if bits > 1024 {
            self = value.signum() < 0 ? -.infinity : .infinity
        } else {
            self = value.withRaw { __gmpz_get_d($0) }
        }
    }
}
