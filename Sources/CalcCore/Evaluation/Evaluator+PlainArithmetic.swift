extension Evaluator {
    /// An ASCII letter.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Evaluates a line of plain arithmetic without parsing it (`PlainArithmetic`), with the
    /// bookkeeping of any line that has a value: the previous line's notes, targets and
    /// conversions gone, the result `ans` and a figure of its block. Nil when the line is not
    /// one the fast path takes: the caller parses and evaluates it as usual.
    public mutating func evaluatePlainArithmetic(_ line: [UInt8]) -> Value? {
        guard let result = PlainArithmetic.value(of: line, point: numberStyle.decimalComma ? UInt8(ascii: ",") : UInt8(ascii: ".")) else { return nil }
        forgetPreviousLine()
        if !alsoShown.isEmpty { alsoShown.removeAll() }
        work = 0
        lastRole = .figure
        let value = Value(Number(result))
        environment.record(value, line: lineNumber, role: .figure)
        return value
    }
}
