/// Conversions between the big integers and floating-point types.
///
/// They read the bits directly instead of calling `rounded(.towardZero)`, which compiles to
/// a call of libm's `trunc`, and libm is not linked into every program that uses this module.
extension BigUInt {
    /// The integer value of `source` when it is a finite non-negative whole number, else nil.
    public init?<Source: BinaryFloatingPoint>(exactly source: Source) {
        guard source.isFinite else { return nil }
        if source.isZero { self.init(); return }
        // Below 1 (including subnormals) nothing is whole.
        guard source.sign == .plus, source.exponent >= 0 else { return nil }
        let fractionBits = Source.significandBitCount - Int(source.exponent)
        if fractionBits > 0 {
            let fractionMask: Source.RawSignificand = (1 << fractionBits) - 1
            guard source.significandBitPattern & fractionMask == 0 else { return nil }
        }
        self.init(wholePartOf: source)
    }

    /// `source` rounded toward zero; traps unless it is finite and above -1, as attaswift's does.
    public init<Source: BinaryFloatingPoint>(_ source: Source) {
        precondition(source.isFinite, "\(source) is not representable as a BigUInt")
        if source.isZero || source.exponent < 0 { self.init(); return }
        precondition(source.sign == .plus, "\(source) is not representable as a BigUInt")
        self.init(wholePartOf: source)
    }

    /// The whole part of a finite value of at least 1 in magnitude; the sign is ignored.
    private init<Source: BinaryFloatingPoint>(wholePartOf source: Source) {
        // At least 1, so normal: the implicit leading bit plus the stored fraction bits,
        // shifted so that the bits below the point fall off.
        let significand = BigUInt(source.significandBitPattern) + (BigUInt(1) << Source.significandBitCount)
        self = significand << (Int(source.exponent) - Source.significandBitCount)
    }
}

extension BigInt {
    /// The integer value of `source` when it is a finite whole number, else nil.
    public init?<Source: BinaryFloatingPoint>(exactly source: Source) {
        guard let magnitude = BigUInt(exactly: source.magnitude) else { return nil }
        self.init(sign: source.sign == .minus ? .minus : .plus, magnitude: magnitude)
    }

    /// `source` rounded toward zero; traps unless it is finite.
    public init<Source: BinaryFloatingPoint>(_ source: Source) {
        precondition(source.isFinite, "\(source) is not representable as a BigInt")
        self.init(sign: source.sign == .minus ? .minus : .plus, magnitude: BigUInt(source.magnitude))
    }
}

extension Double {
    /// The nearest double (ties to even); +infinity beyond `Double.greatestFiniteMagnitude`.
    ///
    /// attaswift's conversion ignores the bits below the rounding bit, so it can be one ulp
    /// below this one.
    public init(_ value: BigUInt) {
        let width = value.bitWidth
        if width <= 64 {
            self.init(value.words.first ?? 0)
            return
        }
        // The top 64 bits, with every lower one bit folded into the last as a sticky bit:
        // 64 bits is more than the 53 + 2 that correct rounding needs, so the conversion of
        // that word rounds exactly as the whole value would, and scaling by 2^shift is exact
        // (or overflows to infinity, as the whole value would).
        let shift = width - 64
        var top = value.word(atBit: shift)
        if value.hasOneBit(below: shift) { top |= 1 }
        self.init(sign: .plus, exponent: shift, significand: Double(top))
    }

    /// The nearest double (ties to even); ±infinity beyond the finite range.
    public init(_ value: BigInt) {
        let magnitude = Double(value.magnitude)
        self = value.sign == .minus ? -magnitude : magnitude
    }
}
