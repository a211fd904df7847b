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
        switch (op, left, right) {
        case (_, .plain, .plain):
            return .compute(.plain)
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
        }
    }

    /// `-x` and `+x` keep the kind.
    public static func negate(_ kind: ValueKind) -> Outcome { .compute(kind) }

    /// `x in CODE`.
    public static func conversion(_ kind: ValueKind, to target: CurrencyCode) -> Outcome {
        switch kind {
        case .plain: return .refused(.convertPlain(to: target))
        case .money(let code): return code == target ? .compute(kind) : .convert(from: code, into: target, result: .money(target))
        }
    }

    /// A function's first argument.
    public static func function(_ name: String, _ kinds: FunctionKinds, _ first: ValueKind) -> Outcome {
        switch (kinds, first) {
        case (.plainOnly, .plain): return .compute(.plain)
        case (.plainOnly, .money): return .refused(.functionOfMoney(name))
        case (.keepsKind, _), (.comparesLikeKinds, _): return .compute(first)
        }
    }

    /// A later argument of a function that compares its arguments, against the first.
    public static func comparison(_ first: ValueKind, _ later: ValueKind) -> Outcome {
        switch (first, later) {
        case (.plain, .plain): return .compute(.plain)
        case (.money(let code), .money(let other)): return code == other ? .compute(first) : .convert(from: other, into: code, result: first)
        case (.plain, .money), (.money, .plain): return .refused(.mixedComparison)
        }
    }

    /// The decimal places `round(x)` rounds to: a currency's minor unit (cents, yen, fils),
    /// else whole numbers.
    public static func roundingPlaces(_ kind: ValueKind) -> Int {
        switch kind {
        case .plain: return 0
        case .money(let code): return CurrencyCatalogue.minorUnits(code) ?? 0
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
        }
    }
}
