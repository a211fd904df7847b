/// The fast path for a line of plain arithmetic: decimal numbers, `+ - * /`, signs and
/// parentheses (`(122.50 + 515) * 66 / 7 - 663`), evaluated straight from the bytes in
/// fractions of machine words (`WordFraction`).
///
/// Such a line is most of a batch of sums, and the general path spends on it what it needs
/// for the rest of the language: a syntax tree, a value stack of quantities, typed errors
/// (several times the work of this path for the same line). This path decides
/// nothing of its own: it answers only when the line is in its small subset and every step
/// stays in `Int64`, and otherwise says nil, and the general path reads the line from the
/// start — errors, limits, a `+` that continues the previous result, `1,000`, `2e3`, words,
/// anything else. Where it answers, it answers what the general path would (a test compares
/// the two over generated lines): the same grammar for its subset (signs bind tighter than
/// `*` and `/`, which bind tighter than `+` and `-`, all to the left) and the same exact
/// operations.
struct PlainArithmetic {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The decimal mark: `.`, or `,` in a locale that writes `1,5` (DESIGN §21), where a `.`
    /// is the general path's to read (it may group digits or be ambiguous).
    private let point: UInt8
    private var position = 0
    private var depth = 0
    private var operands = 0

    /// Parentheses deeper than this, or more numbers than `maximumOperands`, go the general
    /// way, which has the language's limits and their messages.
    private static let maximumDepth = 64
    private static let maximumOperands = 256

    private init(_ bytes: UnsafeBufferPointer<UInt8>, point: UInt8) {
        self.bytes = bytes
        self.point = point
    }

    /// The value of `line` when it is plain arithmetic that stays within machine words; nil
    /// otherwise (the general path decides).
    static func value(of line: [UInt8], point: UInt8 = UInt8(ascii: ".")) -> Rational? {
        line.withUnsafeBufferPointer { buffer in
            // The grammar below takes no byte outside the subset: a money line's currency, a
            // name, `,`, `#` or `^` ends it where it stands (a pass over the line first would
            // be paid by every arithmetic line).
            var scanner = PlainArithmetic(buffer, point: point)
            scanner.skipSpaces()
            // `+ 2`, `* 2`, `/ 2` continue the previous result; a blank line ends a block.
            guard scanner.position < buffer.count else { return nil }
            // A line of arithmetic ends in a digit or `)`: `12 USD in EUR`, `5 km`, `10%`
            // go their way at once, before any digit is read.
            var last = buffer.count - 1
            while buffer[last] == 0x20 || buffer[last] == 0x09 || buffer[last] == 0x0D { last -= 1 }
            guard buffer[last] &- UInt8(ascii: "0") < 10 || buffer[last] == UInt8(ascii: ")") else { return nil }
            switch buffer[scanner.position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "("), UInt8(ascii: "-"): break
            // `.5`; never `,5`, which the general path does not read as a number.
            case UInt8(ascii: ".") where point == UInt8(ascii: "."): break
            default: return nil
            }
            guard let value = scanner.sum(), scanner.position == buffer.count else { return nil }
            return value.rational
        }
    }


    /// term (('+' | '-') term)*
    private mutating func sum() -> WordFraction? {
        guard var value = term() else { return nil }
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return value }
            position += 1
            // `->` converts: not this path's.
            if byte == UInt8(ascii: "-"), position < bytes.count, bytes[position] == UInt8(ascii: ">") { return nil }
            guard let right = term(), let result = value.adding(byte == UInt8(ascii: "+") ? right : right.negated) else { return nil }
            value = result
        }
        return value
    }

    /// signed (('*' | '/') signed)*
    private mutating func term() -> WordFraction? {
        guard var value = signed() else { return nil }
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") else { return value }
            position += 1
            // `**` is a power.
            if byte == UInt8(ascii: "*"), position < bytes.count, bytes[position] == UInt8(ascii: "*") { return nil }
            guard let right = signed(),
                  let result = byte == UInt8(ascii: "*") ? value.multiplied(by: right) : right.reciprocal.flatMap(value.multiplied) else { return nil }
            value = result
        }
        return value
    }

    /// ('-' | '+')* primary, then spaces.
    private mutating func signed() -> WordFraction? {
        skipSpaces()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "-"):
            position += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= PlainArithmetic.maximumDepth, let operand = signed() else { return nil }
            return operand.negated
        case UInt8(ascii: "+"):
            position += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= PlainArithmetic.maximumDepth else { return nil }
            return signed()
        case UInt8(ascii: "("):
            position += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= PlainArithmetic.maximumDepth, let inner = sum(), position < bytes.count,
                  bytes[position] == UInt8(ascii: ")") else { return nil }
            position += 1
            skipSpaces()
            return inner
        default:
            guard let number = number() else { return nil }
            skipSpaces()
            return number
        }
    }

    /// Digits, a point and digits (`12`, `12.5`, `.5`), at most 18 of them; what follows must
    /// not go on with the number (`1.2.3`, `1_000` and `2e3` are the general path's).
    private mutating func number() -> WordFraction? {
        operands += 1
        guard operands <= PlainArithmetic.maximumOperands else { return nil }
        var digits: Int64 = 0, count = 0, places = 0
        var seenPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte &- UInt8(ascii: "0") < 10 {
                count += 1
                guard count <= 18 else { return nil }
                digits = digits * 10 + Int64(byte &- UInt8(ascii: "0"))
                if seenPoint { places += 1 }
            } else if byte == point, !seenPoint, count > 0 || point == UInt8(ascii: ".") {
                seenPoint = true
            } else {
                break
            }
            position += 1
        }
        // `5.` and `.` need digits after the point; a point or a digit right after is the
        // general path's to refuse.
        guard count > 0, !seenPoint || places > 0 else { return nil }
        // `2026-11-25` with no spaces is a date (four digits or more, then `-`): the general
        // path's to read (`12-5` is a subtraction here too).
        if !seenPoint, count >= 4, position < bytes.count, bytes[position] == UInt8(ascii: "-") { return nil }
        if places == 0 { return WordFraction(digits, 1) }
        if digits == 0 { return WordFraction(0, 1) }
        // Lowest terms over 10^places = 2^places × 5^places: the 2s by a shift, the 5s by
        // division by a constant (no gcd, whose loop of divisions every number would pay for).
        let twos = min(digits.trailingZeroBitCount, places)
        digits >>= twos
        var fives = places
        while fives > 0 && digits % 5 == 0 {
            digits /= 5
            fives -= 1
        }
        var denominator = Int64(1) << (places - twos)
        for _ in 0..<fives { denominator *= 5 }
        return WordFraction(digits, denominator)
    }

    /// Spaces, tabs and carriage returns, as the lexer skips them.
    private mutating func skipSpaces() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return }
            position += 1
        }
    }
}

/// A fraction in lowest terms whose numerator and denominator are machine words (the
/// denominator positive, the numerator never `Int64.min`): `Rational`'s small case without
/// its big one, so that each step is a few instructions and an overflow is a nil. The
/// operations are `Rational`'s, step for step, and lowest terms are unique: the results are
/// the values the general path computes.
struct WordFraction {
    let numerator: Int64
    let denominator: Int64

    @inline(__always)
    init(_ numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `n / d` (d > 0) in lowest terms.
    @inline(__always)
    init(reducing n: Int64, _ d: Int64) {
        let g = Int64(WordFraction.gcd(n.magnitude, UInt64(d)))
        self.init(g > 1 ? n / g : n, g > 1 ? d / g : d)
    }

    var rational: Rational { Rational(storage: .small(numerator, denominator)) }

    var negated: WordFraction { WordFraction(-numerator, denominator) }

    var reciprocal: WordFraction? {
        if numerator == 0 { return nil }
        return numerator < 0 ? WordFraction(-denominator, -numerator) : WordFraction(denominator, numerator)
    }

    func adding(_ other: WordFraction) -> WordFraction? {
        let (a, b, c, d) = (numerator, denominator, other.numerator, other.denominator)
        if b == 1 && d == 1 {
            let (sum, overflow) = a.addingReportingOverflow(c)
            return overflow || sum == .min ? nil : WordFraction(sum, 1)
        }
        let g = Int64(WordFraction.gcd(UInt64(b), UInt64(d)))
        let (ad, o1) = a.multipliedReportingOverflow(by: d / g)
        let (cb, o2) = c.multipliedReportingOverflow(by: b / g)
        let (n, o3) = ad.addingReportingOverflow(cb)
        let (den, o4) = b.multipliedReportingOverflow(by: d / g)
        if o1 || o2 || o3 || o4 || n == .min { return nil }
        return WordFraction(reducing: n, den)
    }

    func multiplied(by other: WordFraction) -> WordFraction? {
        let (a, b, c, d) = (numerator, denominator, other.numerator, other.denominator)
        // Cross-reduce first so that products of reduced fractions stay small.
        let g1 = Int64(WordFraction.gcd(a.magnitude, UInt64(d)))
        let g2 = Int64(WordFraction.gcd(c.magnitude, UInt64(b)))
        let (n, o1) = (a / g1).multipliedReportingOverflow(by: c / g2)
        let (den, o2) = (b / g2).multipliedReportingOverflow(by: d / g1)
        if o1 || o2 || n == .min { return nil }
        return n == 0 ? WordFraction(0, 1) : WordFraction(n, den)
    }

    @inline(__always)
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var a = a, b = b
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
