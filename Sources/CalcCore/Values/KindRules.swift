/// The rules of kinds, in one place: for every operation and the kinds of its operands, the
/// kind of the result and which operand is converted first, or why the operation is refused.
/// The evaluator asks and carries out the answer; no other file decides these things.
///
/// The switches are exhaustive over the kinds, so a new kind does not compile until each
/// operation has a row for it.
public enum KindRules {
    /// What to do.
    public enum Outcome: Equatable, Sendable {
        /// Compute on the numbers as they are; the result is of this kind.
        case compute(ValueKind)
        /// Convert the money operand from one currency into another first (the right operand
        /// of a binary operation, the value of a conversion, a later argument of `min`/`max`),
        /// then compute; the result is of the given kind.
        case convert(from: CurrencyCode, into: CurrencyCode, result: ValueKind)
        /// `X + P%` and `X − P%`: X × (1 ± P/100), of X's kind.
        case percentChange(ValueKind)
        /// Not allowed; `KindRules.diagnostic` says why and how to write it.
        case refused(Refusal)
    }

    /// Why an operation is refused.
    public enum Refusal: Equatable, Sendable {
        /// `5 + 3 USD`, `3 USD - 5`.
        case mixedSum(BinaryOperator, plainOnLeft: Bool, code: CurrencyCode)
        case moneyTimesMoney
        case numberOverMoney
        case moneyToPower
        case moneyExponent
        /// `sqrt(4 USD)`, naming the function.
        case functionOfMoney(String)
        /// `min(1 USD, 2)`.
        case mixedComparison
        /// `5 in USD`.
        case convertPlain(to: CurrencyCode)
        /// `10 USD mod 3`, `10 mod 3 USD`.
        case mixedModulo(plainOnLeft: Bool, code: CurrencyCode)
        /// `15% + 100`: the percentage of what? (`100 + 15%`).
        case percentFirst(BinaryOperator)
        /// `0.2 of 50`: `of` and `off` take a percentage on their left.
        case ofWithoutPercent(BinaryOperator)
        /// `5 USD%`, `10%%`: the kind `%` was put after.
        case percentOfKind(ValueKind)
        /// `5 USD°`, `10%°`: the kind `°` was put after.
        case degreesOfKind(ValueKind)
        /// `5 USD as %`.
        case amountAsPercent
    }

    /// How a function treats the kinds of its arguments; each builtin declares one.
    public enum FunctionKinds: Sendable {
        /// Takes plain numbers only (`sqrt`, `ln`).
        case plainOnly
        /// The result has the first argument's kind (`abs`, `round`).
        case keepsKind
        /// All arguments of one dimension, compared in the first one's currency (`min`, `max`).
        case comparesLikeKinds
    }

    public static func binary(_ op: BinaryOperator, _ left: ValueKind, _ right: ValueKind) -> Outcome {
        let left = left.forArithmetic, right = right.forArithmetic
        switch (op, left, right) {
        // `P% of X`, `P% off X`: X's kind, and only with a percentage on the left.
        case (.of, .percent, _), (.off, .percent, _):
            return .compute(right)
        case (.of, _, _), (.off, _, _):
            return .refused(.ofWithoutPercent(op))
        case (_, .plain, .plain):
            return .compute(.plain)
        // Percentages (DESIGN §8): P% + Q% is a percentage; X ± P% changes X by P percent;
        // a percentage never comes first in a sum; times and over take P/100.
        case (.add, .percent, .percent), (.subtract, .percent, .percent):
            return .compute(.percent)
        case (.add, _, .percent), (.subtract, _, .percent):
            return .percentChange(left)
        case (.add, .percent, _), (.subtract, .percent, _):
            return .refused(.percentFirst(op))
        case (.multiply, .percent, .percent):
            return .compute(.percent)
        case (.multiply, .percent, _):
            return .compute(right)
        case (.multiply, _, .percent):
            return .compute(left)
        case (.divide, .percent, .percent):
            return .compute(.plain)
        case (.divide, .percent, .plain):
            return .compute(.percent)
        case (.divide, .percent, .money):
            return .refused(.numberOverMoney)
        case (.divide, _, .percent):
            return .compute(left)
        case (.modulo, .percent, .percent):
            return .compute(.percent)
        case (.modulo, .percent, .plain), (.modulo, .plain, .percent):
            return .compute(.plain)
        case (.modulo, .percent, .money(let code)):
            return .refused(.mixedModulo(plainOnLeft: true, code: code))
        case (.modulo, .money(let code), .percent):
            return .refused(.mixedModulo(plainOnLeft: false, code: code))
        case (.power, .percent, .plain), (.power, .plain, .percent), (.power, .percent, .percent):
            // A power sees percentages as the numbers they hold.
            return .compute(.plain)
        case (.power, .percent, .money):
            return .refused(.moneyExponent)
        case (.add, .money(let code), .money(let other)), (.subtract, .money(let code), .money(let other)):
            // The right side is converted into the left side's currency.
            return code == other ? .compute(left) : .convert(from: other, into: code, result: left)
        case (.add, .plain, .money(let code)), (.subtract, .plain, .money(let code)):
            return .refused(.mixedSum(op, plainOnLeft: true, code: code))
        case (.add, .money(let code), .plain), (.subtract, .money(let code), .plain):
            return .refused(.mixedSum(op, plainOnLeft: false, code: code))
        case (.multiply, .money, .money):
            return .refused(.moneyTimesMoney)
        case (.multiply, .money, .plain):
            return .compute(left)
        case (.multiply, .plain, .money):
            return .compute(right)
        case (.divide, .money(let code), .money(let other)):
            // Money over money is a plain ratio, taken in one currency.
            return code == other ? .compute(.plain) : .convert(from: other, into: code, result: .plain)
        case (.divide, .money, .plain):
            return .compute(left)
        case (.divide, .plain, .money):
            return .refused(.numberOverMoney)
        case (.modulo, .money(let code), .money(let other)):
            // The remainder of amounts, in the left side's currency (the right one converted).
            return code == other ? .compute(left) : .convert(from: other, into: code, result: left)
        case (.modulo, .money(let code), .plain):
            return .refused(.mixedModulo(plainOnLeft: false, code: code))
        case (.modulo, .plain, .money(let code)):
            return .refused(.mixedModulo(plainOnLeft: true, code: code))
        case (.power, .money, _):
            return .refused(.moneyToPower)
        case (.power, .plain, .money):
            return .refused(.moneyExponent)
        case (_, .radix, _), (_, _, .radix), (_, .fraction, _), (_, _, .fraction):
            preconditionFailure("presentations are plain numbers in arithmetic (forArithmetic)")
        }
    }

    /// `-x` and `+x` keep the kind (`-0xff` is shown in hex too).
    public static func negate(_ kind: ValueKind) -> Outcome { .compute(kind) }

    /// `x in CODE`.
    public static func conversion(_ kind: ValueKind, to target: CurrencyCode) -> Outcome {
        switch kind.forArithmetic {
        case .plain, .percent, .radix, .fraction: return .refused(.convertPlain(to: target))
        case .money(let code): return code == target ? .compute(kind) : .convert(from: code, into: target, result: .money(target))
        }
    }

    /// A function's first argument.
    public static func function(_ name: String, _ kinds: FunctionKinds, _ first: ValueKind) -> Outcome {
        let first = first.forArithmetic
        switch (kinds, first) {
        // Functions see a percentage as the number it holds.
        case (.plainOnly, .plain), (.plainOnly, .percent), (.plainOnly, .radix), (.plainOnly, .fraction): return .compute(.plain)
        case (.plainOnly, .money): return .refused(.functionOfMoney(name))
        case (.keepsKind, _), (.comparesLikeKinds, _): return .compute(first)
        }
    }

    /// A later argument of a function that compares its arguments, against the first.
    public static func comparison(_ first: ValueKind, _ later: ValueKind) -> Outcome {
        let first = first.forArithmetic, later = later.forArithmetic
        switch (first, later) {
        case (.money(let code), .money(let other)): return code == other ? .compute(first) : .convert(from: other, into: code, result: first)
        case (.money, _), (_, .money): return .refused(.mixedComparison)
        case (.plain, _), (.percent, _), (.radix, _), (.fraction, _): return .compute(first)
        }
    }

    /// The decimal places `round(x)` rounds to: a currency's minor unit (cents, yen, fils),
    /// else whole numbers.
    public static func roundingPlaces(_ kind: ValueKind) -> Int {
        switch kind.forArithmetic {
        case .plain: return 0
        case .money(let code): return CurrencyCatalogue.minorUnits(code) ?? 0
        case .percent: return 2 // whole percents
        case .radix, .fraction: return 0
        }
    }

    /// The located error of a refusal. `plainText` is the plain operand as calc prints it,
    /// for hints such as `write 5 USD`.
    public static func diagnostic(_ refusal: Refusal, whole: SourceSpan, left: SourceSpan, right: SourceSpan,
                                  plainText: String?) -> Diagnostic {
        switch refusal {
        case .mixedSum(let op, let plainOnLeft, let code):
            return MoneyMessages.mixedSum(op, plain: plainOnLeft ? left : right, money: plainOnLeft ? right : left,
                                          code: code, plainText: plainText ?? "")
        case .moneyTimesMoney: return MoneyMessages.moneyTimesMoney(at: whole)
        case .numberOverMoney: return MoneyMessages.numberOverMoney(at: right)
        case .moneyToPower: return MoneyMessages.moneyToPower(at: left)
        case .moneyExponent: return Messages.exponentNotNumber(at: right)
        case .functionOfMoney(let name): return MoneyMessages.functionOfMoney(name, at: left)
        case .mixedComparison: return Messages.mixedMinMax(at: right)
        case .convertPlain(let target): return MoneyMessages.convertPlainNumber(operand: left, target: target, literal: plainText)
        case .mixedModulo(let plainOnLeft, let code):
            return MoneyMessages.mixedModulo(plain: plainOnLeft ? left : right, code: code, plainText: plainText ?? "")
        case .percentFirst(let op):
            return Messages.percentFirst(op, at: left, suggestion: plainText)
        case .ofWithoutPercent(let op):
            return Messages.ofWithoutPercent(op, at: left, suggestion: plainText)
        case .percentOfKind(let kind):
            return Messages.percentOfKind(kind.currency != nil, number: plainText ?? "15", at: whole)
        case .degreesOfKind(let kind):
            return Messages.degreesOfKind(kind.currency != nil, number: plainText ?? "30", at: whole)
        case .amountAsPercent:
            return Messages.amountAsPercent(at: left)
        }
    }
}
