import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// Every message of the catalogue that offers a rewrite (DESIGN §15, §22), walked through
/// generated inputs of its kind: the rewrite is evaluated and its value compared with the
/// meaning the message states, computed here from the generated numbers (not by calc).
/// A message new to the catalogue must be placed in `rewriting` with a generator or in
/// `withoutRewrite`, so none offers a rewrite untested.
@Suite struct HintCatalogueTests {
    /// What a rewrite must evaluate to.
    enum Meaning {
        /// A plain number, exactly.
        case number(Rational)
        /// An amount of money, exactly.
        case money(Rational, String)
        /// What calc prints for it, where the oracle can write it (a date, a duration, a unit).
        case printed(String)
    }

    /// One generated input: the lines before it, the line, and the line the hint's rewrite
    /// makes (from the hint), with the meaning the message states.
    struct Instance {
        var setup: [String] = []
        let line: String
        /// The line to evaluate, made from the hint; nil when the hint has no rewrite.
        let rewritten: (String) -> String?
        let meaning: Meaning
    }

    struct Kind: CustomTestStringConvertible, Sendable {
        let id: MessageID
        let make: @Sendable (inout SplitMix64) -> Instance
        var testDescription: String { id.rawValue }
    }

    // MARK: Reading a rewrite out of a hint

    /// The text after the last `marker` ("write ") of the hint, up to the end.
    static func after(_ marker: String, in hint: String) -> String? {
        hint.range(of: marker, options: .backwards).map { String(hint[$0.upperBound...]) }
    }

    /// The rewrite put in place of `part` of the line.
    static func inPlace(of part: String, in line: String, _ marker: String = "write ") -> (String) -> String? {
        { hint in
            guard let rewrite = after(marker, in: hint), let range = line.range(of: part) else { return nil }
            return line.replacingCharacters(in: range, with: rewrite)
        }
    }

    /// The rewrite as the whole line.
    static func whole(_ marker: String = "write ") -> (String) -> String? { { after(marker, in: $0) } }

    // MARK: Numbers for the oracle

    static func r(_ numerator: Int, _ denominator: Int = 1) -> Rational { Rational(Int64(numerator), over: Int64(denominator)) }

    /// The floored remainder, with the divisor's sign (calc's `mod`).
    static func floorMod(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }

    static func between(_ low: Int, _ high: Int, _ random: inout SplitMix64) -> Int { low + random.below(high - low + 1) }

    /// A date as calc prints it, from Foundation's Gregorian calendar.
    static func date(_ year: Int, _ month: Int, _ day: Int, plus days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let moved = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: days, to: start)!)
        return String(format: "%04d-%02d-%02d", moved.year!, moved.month!, moved.day!)
    }

    /// The ECB rate of the core tests' fixture table: US dollars per euro.
    static let usdPerEuro = r(11252, 10000)

    // MARK: The messages with a rewrite

    static let rewriting: [Kind] = [
        // Two plain values side by side: their product.
        Kind(id: .twoValuesInARow) { random in
            let a = between(2, 99, &random), b = between(2, 99, &random)
            switch random.below(3) {
            case 0: return Instance(line: "\(a) \(b)", rewritten: whole(), meaning: .number(r(a * b)))
            case 1: return Instance(line: "\(a) (\(b))", rewritten: whole(), meaning: .number(r(a * b)))
            default: return Instance(setup: ["k = \(b)"], line: "\(a) k", rewritten: whole(), meaning: .number(r(a * b)))
            }
        },
        // `%` between numbers: `mod` with the precedence the remainder has everywhere.
        Kind(id: .percentIsNotRemainder) { random in
            let a = between(2, 99, &random), b = between(2, 9, &random), x = between(2, 9, &random)
            let remainder = "\(a) % \(b)"
            switch random.below(4) {
            case 0: return Instance(line: remainder, rewritten: inPlace(of: remainder, in: remainder), meaning: .number(r(floorMod(a, b))))
            case 1: return Instance(line: "-\(remainder)", rewritten: inPlace(of: remainder, in: "-\(remainder)"),
                                    meaning: .number(r(floorMod(-a, b))))
            case 2: return Instance(line: "\(x) * \(remainder)", rewritten: inPlace(of: remainder, in: "\(x) * \(remainder)"),
                                    meaning: .number(r(floorMod(x * a, b))))
            default: return Instance(line: "\(x) + \(remainder)", rewritten: inPlace(of: remainder, in: "\(x) + \(remainder)"),
                                     meaning: .number(r(x + floorMod(a, b))))
            }
        },
        // `1 2/3`: a mixed number is a sum, whatever stands around it.
        Kind(id: .mixedNumber) { random in
            let units = between(1, 9, &random), denominator = between(2, 9, &random)
            let numerator = between(1, denominator - 1, &random), x = between(2, 9, &random)
            let mixed = "\(units) \(numerator)/\(denominator)", value = r(units * denominator + numerator, denominator)
            switch random.below(3) {
            case 0: return Instance(line: mixed, rewritten: whole(), meaning: .number(value))
            case 1: return Instance(line: "-\(mixed)", rewritten: inPlace(of: mixed, in: "-\(mixed)"),
                                    meaning: .number(try! r(0).subtracting(value)))
            default: return Instance(line: "\(x) * \(mixed)", rewritten: inPlace(of: mixed, in: "\(x) * \(mixed)"),
                                     meaning: .number(try! r(x).multiplied(by: value)))
            }
        },
        // `0 500`: digits a space split, grouped by '_' as the message says.
        Kind(id: .spacedDigits) { random in
            let digits = between(100, 999, &random)
            return Instance(line: "0 \(digits)", rewritten: whole(), meaning: .number(r(digits)))
        },
        // `0,500`: a decimal comma.
        Kind(id: .decimalComma) { random in
            let digits = between(100, 999, &random)
            return Instance(line: "0,\(digits)", rewritten: whole(), meaning: .number(r(digits, 1000)))
        },
        // `1101_2`: a number in a base.
        Kind(id: .digitGroups) { random in
            let value = between(8, 255, &random), radix = [2, 8][random.below(2)]
            return Instance(line: "\(String(value, radix: radix))_\(radix)", rewritten: whole(), meaning: .number(r(value)))
        },
        // `5 MOD 3`: the keyword in lower case.
        Kind(id: .keywordInCapitals) { random in
            let a = between(2, 99, &random), b = between(2, 9, &random)
            let line = "\(a) MOD \(b)"
            return Instance(line: line, rewritten: inPlace(of: "MOD", in: line), meaning: .number(r(floorMod(a, b))))
        },
        // `100 EUR at 1.1 in USD`: the rest before the clause.
        Kind(id: .afterClauses) { random in
            let amount = between(1, 999, &random), cents = between(50, 250, &random)
            let line = "\(amount) EUR at \(cents / 100).\(String(format: "%02d", cents % 100)) in USD"
            return Instance(line: line, rewritten: whole("write the rest before them: "),
                            meaning: .money(try! r(amount).multiplied(by: r(cents, 100)), "USD"))
        },
        // `sqrt x`: the argument in parentheses.
        Kind(id: .functionNeedsParentheses) { random in
            let root = between(2, 40, &random)
            return Instance(setup: ["k = \(root * root)"], line: "sqrt k", rewritten: whole(), meaning: .number(r(root)))
        },
        // `9:00 to 17:30`: the time between them.
        Kind(id: .timeAsTarget) { random in
            let start = between(0, 11 * 60, &random), end = start + between(1, 12 * 60, &random)
            func clock(_ minutes: Int) -> String { "\(minutes / 60):\(String(format: "%02d", minutes % 60))" }
            return Instance(line: "\(clock(start)) to \(clock(end))", rewritten: whole(), meaning: .printed(clock(end - start)))
        },
        // `15% + 100`: the amount first.
        Kind(id: .percentFirst) { random in
            let p = between(1, 99, &random), a = between(1, 999, &random)
            return Instance(line: "\(p)% + \(a)", rewritten: whole(), meaning: .number(try! r(a).multiplied(by: r(100 + p, 100))))
        },
        // `0.25 of 40`: a fraction of a whole as a percentage of it.
        Kind(id: .ofWithoutPercent) { random in
            let hundredths = between(1, 99, &random), a = between(1, 999, &random)
            return Instance(line: "0.\(String(format: "%02d", hundredths)) of \(a)", rewritten: whole(),
                            meaning: .number(try! r(a).multiplied(by: r(hundredths, 100))))
        },
        // `10%%`: one percent sign.
        Kind(id: .percentOfKind) { random in
            let p = between(1, 99, &random)
            return Instance(line: "\(p)%%", rewritten: whole(), meaning: .number(r(p, 100)))
        },
        // `10%°`: degrees of the number.
        Kind(id: .degreesOfKind) { random in
            let degrees = [30, 45, 60, 90, 180][random.below(5)]
            return Instance(line: "\(degrees)%°", rewritten: { hint in after("write ", in: hint).map { "\($0) in deg" } },
                            meaning: .printed("\(degrees)°"))
        },
        // `ans(3)`, `e(2)`: a product of the name and the parentheses.
        Kind(id: .notAFunction) { random in
            let a = between(2, 99, &random), b = between(2, 99, &random)
            return Instance(setup: ["\(a)"], line: "ans(\(b))", rewritten: whole(), meaning: .number(r(a * b)))
        },
        // `10 USD mod 3`: the plain number as an amount.
        Kind(id: .mixedModulo) { random in
            let a = between(10, 99, &random), b = between(2, 9, &random)
            let line = "\(a) USD mod \(b)"
            return Instance(line: line, rewritten: { hint in after("write ", in: hint).map { "\(a) USD mod \($0)" } },
                            meaning: .money(r(floorMod(a, b)), "USD"))
        },
        // `5 + 3 USD`: the plain number as an amount.
        Kind(id: .mixedSum) { random in
            let a = between(1, 99, &random), b = between(1, 99, &random)
            let line = "\(a) + \(b) USD"
            return Instance(line: line, rewritten: { hint in after("write ", in: hint).map { "\($0) + \(b) USD" } },
                            meaning: .money(r(a + b), "USD"))
        },
        // `5 USD EUR`: a conversion.
        Kind(id: .conversionWithoutIn) { random in
            let a = between(1, 999, &random)
            return Instance(line: "\(a) USD EUR", rewritten: whole(), meaning: .money(try! r(a).divided(by: usdPerEuro), "EUR"))
        },
        // `5 in USD`: the number as an amount of the currency.
        Kind(id: .convertPlainNumber) { random in
            let a = between(1, 999, &random)
            return Instance(line: "\(a) in USD", rewritten: whole(), meaning: .money(r(a), "USD"))
        },
        // `5 in km`: the number in the unit (the hint's last rewrite).
        Kind(id: .convertPlainNumberToUnit) { random in
            let a = between(1, 999, &random), unit = ["km", "kg", "h", "l"][random.below(4)]
            return Instance(line: "\(a) in \(unit)", rewritten: whole(), meaning: .printed("\(a) \(unit)"))
        },
        // `30 m 2 km`: the largest unit first.
        Kind(id: .compoundOutOfOrder) { random in
            let hours = between(1, 9, &random), minutes = between(1, 59, &random)
            let compound = "\(minutes) min \(hours) h"
            return Instance(line: "\(compound) in min", rewritten: inPlace(of: compound, in: "\(compound) in min"),
                            meaning: .printed("\(hours * 60 + minutes) min"))
        },
        // `sq ft`: one of the unit.
        Kind(id: .unitWithoutNumber) { random in
            let (written, printed) = [("sq ft", "1 ft²"), ("sq m", "1 m²"), ("cubic m", "1 m³"), ("square km", "1 km²")][random.below(4)]
            return Instance(line: written, rewritten: whole(), meaning: .printed(printed))
        },
        // `h = 3`, then `80 EUR/h`: the variable in parentheses.
        Kind(id: .unitOrVariable) { random in
            let k = between(2, 9, &random), a = between(1, 99, &random)
            let line = "\(a) EUR/h"
            return Instance(setup: ["h = \(k)"], line: line, rewritten: { hint in
                hint.contains("write (h) for the variable") ? "\(a) EUR/(h)" : nil
            }, meaning: .money(r(a, k), "EUR"))
        },
        // `1.1 EUR/USD`: a rate in an `at` clause.
        Kind(id: .rateOutsideAt) { random in
            let cents = between(50, 250, &random)
            let rate = "\(cents / 100).\(String(format: "%02d", cents % 100))"
            return Instance(line: "\(rate) EUR/USD", rewritten: { hint in
                after("write ", in: hint).map { String($0.prefix { $0 != "," }) }
            }, meaning: .money(r(cents), "EUR"))
        },
        // `2026-12-24 + 10`: days.
        Kind(id: .dateArithmetic) { random in
            let year = between(1990, 2030, &random), month = between(1, 12, &random), day = between(1, 28, &random)
            let n = between(1, 400, &random), written = String(format: "%04d-%02d-%02d", year, month, day)
            switch random.below(3) {
            case 0: return Instance(line: "\(written) + \(n)", rewritten: whole("say what it counts: "),
                                    meaning: .printed(date(year, month, day, plus: n)))
            case 1: return Instance(line: "\(n) + \(written)", rewritten: whole("say what it counts: "),
                                    meaning: .printed(date(year, month, day, plus: n)))
            default: return Instance(line: "\(written) - \(n)", rewritten: whole("say what it counts: "),
                                     meaning: .printed(date(year, month, day, plus: -n)))
            }
        },
        // `2025.04.11`: the date with '-'.
        Kind(id: .dottedDate) { random in
            let year = between(1990, 2030, &random), month = between(1, 12, &random), day = between(1, 28, &random)
            let line = random.below(2) == 0 ? String(format: "%04d.%02d.%02d", year, month, day) : "\(year).\(month).\(day)"
            return Instance(line: line, rewritten: whole(), meaning: .printed(date(year, month, day, plus: 0)))
        },
    ]

    /// The messages whose hint, if any, rewrites nothing of the user's line: facts, examples
    /// (`as in 12 mod 10`), or the forms a feature takes.
    static let withoutRewrite: Set<MessageID> = [
        .misplacedDigitSeparator, .digitsOutsideBase, .digitOutsideBase, .expectedDigits, .invalidUTF8, .unexpectedCharacter,
        .expectedValue,
        .missingOperand, .emptyParentheses, .unclosedParenthesis, .unmatchedClosingParenthesis, .unknownWord,
        .noPreviousResultToContinue, .notAWholeNumberForBase, .notExactForFraction, .expectedRate, .rateArguments, .expectedDate,
        .impossibleDate, .impossibleTime, .romanArguments, .notARomanNumeral, .notRomanRange, .secondDate, .expectedRatePair,
        .unexpectedComma, .expectedRoundingStep, .expectedRounding, .perWithoutUnits, .unexpectedEquals, .conversionNotLast,
        .expectedCurrency, .expectedAmount, .nestedTooDeeply, .literalTooLong, .literalBeyondRange, .tooMuchWork, .tooManyTargets,
        .tooManyRateClauses, .tooManyTerms, .lineTooLong, .amountAsPercent, .lineOverLimit, .unknownFunction,
        .functionWithoutCall, .wrongArgumentCount, .cannotAssign, .cannotAssignToKeyword, .unknownName, .noPreviousResult,
        .divisionByZero, .tooLarge, .approximationTooLarge, .tooSmall, .undecided, .imprecise, .notReal, .exponentNotNumber,
        .roundPlacesNotInteger, .mixedMinMax, .ambiguousCurrencyName, .amountBeyondExactRange, .laggingRate, .unknownCurrency,
        .bareRateForSeveralPairs, .beforeHistory, .dateInFuture, .beyondHistory, .notQuotedOn, .unusedDate, .ratesOfEarlierDay,
        .unusedRate, .rateNotPositive, .ratePairOfOneCurrency, .noRate, .noRatesOn, .moneyTimesMoney, .numberOverMoney,
        .moneyToPower, .functionOfMoney, .currencyWithoutAmount, .variableNamedLikeCurrency, .unlikeDimensions,
        .unlikeComparison, .unlikeConversion, .temperatureArithmetic, .belowAbsoluteZero, .ambiguousUnit, .mixedTargetUnit,
        .functionOfUnit, .rootOfUnit, .fractionalPowerOfUnit, .unitPowerTooLarge, .exponentWithUnit, .unknownUnit, .moneyInUnit,
        .quantityInPresentation, .clauseInBody, .targetsInBody, .functionNameTaken, .parameterNameTaken, .duplicateParameter,
        .recursiveFunction, .functionsNestedTooDeeply, .tooManyCalls, .emptyBlock, .blockMixes, .overlongBlock, .weekdayIsText,
        .functionOfDate, .dateConversion, .dateOutOfRange, .fractionalMonths, .noToday, .timeOfDayArithmetic, .impossibleTimeOfDay,
        .momentFromToday, .instantArithmetic, .notUnixTime, .ambiguousZone, .zoneUnavailable, .skippedTime, .repeatedTime,
        .notATime, .zoneOffsetRange, .fractionOfASecond, .isoOffset, .offsetNotInForce,
        // A locale's readings (DESIGN §21), both offered, in that locale (`LocaleTests`).
        .ambiguousGrouping, .misplacedDecimalMark,
        // About calc and its files rather than a line; `historyReversedSpan` is checked below.
        .cannotOpen, .cannotRead, .cannotWriteSheet, .sheetTooLarge, .watchNeedsTerminal, .cannotWatch, .cannotReadInitFile,
        .cannotSaveSettings, .cannotWriteResults, .badRatesFile, .ignoringCorruptCache, .staleRates, .noLineEditing,
        .historyMovedAside, .historyNotSaved, .cannotSaveHistory, .badCommand, .updateNeedsNetwork, .noUpdater, .noOwnPath,
        .cannotRefresh, .cannotRunUpdater, .historyUsage, .historyUnknownCurrency, .historyBadSpan, .historyReversedSpan,
        .historyOneCurrency, .ignoringStoredHistory, .updateFailed, .historyNotUpdated, .sourceFailed, .sourceError,
        .leftOutOfTotal, .replacedCorruptCache, .cannotSaveRates, .nothingFetched,
        // The language server's answers to its client (DESIGN §26).
        .notJSON, .noContentLength, .notARequest, .messageTooLarge, .unknownMethod, .badParams, .notInitialized, .shutDown,
        .documentTooLarge,
    ]

    /// Every message is in exactly one of the two lists.
    @Test func everyMessageIsPlaced() {
        let rewritingIDs = Set(HintCatalogueTests.rewriting.map(\.id))
        #expect(rewritingIDs.count == HintCatalogueTests.rewriting.count, "a message with two generators")
        #expect(rewritingIDs.isDisjoint(with: HintCatalogueTests.withoutRewrite), "\(rewritingIDs.intersection(HintCatalogueTests.withoutRewrite))")
        let unplaced = Set(MessageID.allCases).subtracting(rewritingIDs).subtracting(HintCatalogueTests.withoutRewrite)
        #expect(unplaced.isEmpty, "not placed: \(unplaced.map(\.rawValue).sorted())")
    }

    static func value(of lines: [String]) throws -> Value? {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        for line in lines.dropLast() { _ = try evaluator.evaluate(line) }
        return try evaluator.evaluate(lines.last!)
    }

    /// For 60 generated inputs of each kind: the message is the one expected, its hint has a
    /// rewrite, and the rewrite means what the message says.
    @Test(arguments: rewriting)
    func rewriteMeansWhatTheMessageSays(_ kind: Kind) throws {
        var random = SplitMix64(state: kind.id.rawValue.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) })
        for _ in 0..<60 {
            let instance = kind.make(&random)
            let diagnostic = try #require(UnitConversionTests.diagnostic(instance.setup + [instance.line]), "\(instance.line): no error")
            #expect(diagnostic.id == kind.id, "\(instance.line): \(diagnostic.message)")
            let hint = try #require(diagnostic.hint, "\(instance.line): no hint")
            let line = try #require(instance.rewritten(hint), "\(instance.line): no rewrite in \(hint)")
            let lines = instance.setup + [line]
            switch instance.meaning {
            case .number(let expected):
                let value = try #require(try HintCatalogueTests.value(of: lines))
                #expect(value.number.exact == expected && value.unit == .none, "\(instance.line) → \(line): \(ValueFormatting.format(value).text)")
            case .money(let expected, let code):
                let value = try #require(try HintCatalogueTests.value(of: lines))
                #expect(value.number.exact == expected, "\(instance.line) → \(line): \(ValueFormatting.format(value).text)")
                #expect(value.unit == .currency(CurrencyCode(code: code)!), "\(instance.line) → \(line)")
            case .printed(let expected):
                #expect(try TestSupport.evaluate(lines) == expected, "\(instance.line) → \(line)")
            }
        }
    }

    /// `:history USD EUR 2021..2019`: the span the other way round.
    @Test func reversedSpanIsTheSameDaysInOrder() throws {
        var random = SplitMix64(state: 11)
        for _ in 0..<60 {
            let later = HintCatalogueTests.between(2000, 2026, &random), earlier = later - HintCatalogueTests.between(1, 20, &random)
            let diagnostic = ProgramMessages.historyReversedSpan("\(later)..\(earlier)", from: "\(later)", to: "\(earlier)")
            #expect(diagnostic.hint == "write \(earlier)..\(later)")
        }
    }
}
