import CalcCore
import Testing

/// Every message has a typed identity, whose name as text is its own, and each catalogue
/// function gives the identity of its message; every case of `Message` maps to its id, has
/// words in the English catalogue, and carries the facts it was made of.
@Suite struct MessageIDTests {
    /// Facts worded only in the catalogue (issue 41): a rate table's age in days, a token's
    /// and a dimension's names.
    @Test func factsAreWordedInTheCatalogue() {
        #expect(ProgramMessages.staleRates(date: "2026-10-30", age: 1, origin: "ECB").message == "the rates are 1 day old (2026-10-30; ECB)")
        #expect(ProgramMessages.staleRates(date: "2026-10-30", age: nil, origin: "ECB").message == "the rates are of unknown age (2026-10-30; ECB)")
        #expect(ProgramMessages.ignoringCorruptCache("cut short", fallbackSource: "ECB", fallbackDate: "2026-10-30", fallbackAge: 24).message
                == "ignoring the rate cache: cut short; using the embedded rates (ECB, 2026-10-30, 24 days old)")
        #expect(TestSupport.diagnostic("5 * =")?.message == "expected a value, found '='")
        #expect(Dimension([.length: 1, .time: -1]).name == "a speed")
        #expect((Dimension([.money: 1]) / Dimension([.length: 3])).name == "money per volume")
    }

    @Test func namesAreUniqueAndNotEmpty() {
        let names = MessageID.allCases.map(\.rawValue)
        #expect(!names.contains(""))
        #expect(Set(names).count == names.count)
    }

    /// The names are what the ids were as text: those of the catalogue functions, and the few
    /// given by hand.
    @Test func namesAreTheOnesGivenBefore() {
        #expect(MessageID.divisionByZero.rawValue == "divisionByZero")
        #expect(MessageID.dateInFuture.rawValue == "dateInFuture")
        #expect(MessageID.notQuotedOn.rawValue == "notQuotedOn")
        #expect(MessageID.undecided.rawValue == "undecided")
    }

    static let span = SourceSpan(2, 3)
    static let day = Day("2026-10-30")!

    static func rateFailure(_ failure: RateFailure) -> Diagnostic {
        MoneyMessages.rateFailure(failure, from: "USD", at: span, fromSpan: nil, toSpan: nil)
    }

    @Test(arguments: [
        (Messages.divisionByZero(at: span), MessageID.divisionByZero),
        (Messages.twoValuesInARow(at: span), .twoValuesInARow),
        (Messages.unclosedParenthesis(at: span), .unclosedParenthesis),
        (Messages.digitsOutsideBase(16, at: span), .digitsOutsideBase),
        (Messages.unexpectedCharacter(0, at: span), .unexpectedCharacter),
        (Messages.notExactForFraction(isMoney: true, at: span), .notExactForFraction),
        (Messages.undecided(at: span), .undecided),
        (Messages.undecidedRounding(at: span), .undecided),
        (Messages.arithmetic(.tooSmall, at: span), .tooSmall),
        (Messages.lineTooLong(length: 2_000_000), .lineTooLong),
        (MoneyMessages.mixedSum(.add, plain: span, money: span, code: "USD", plainText: "5"), .mixedSum),
        (MoneyMessages.unknownCurrency("XQZ", candidates: ["USD"], at: span), .unknownCurrency),
        (MoneyMessages.noRate("GBP", source: "fixture", date: "2026-01-02", currencyCount: 4, at: span), .noRate),
        (rateFailure(.notQuoted("GBP", source: "fixture", date: "2026-01-02", currencyCount: 4)), .noRate),
        (rateFailure(.noRatesOn(day)), .noRatesOn),
        (rateFailure(.arithmetic(.divisionByZero)), .divisionByZero),
        (rateFailure(.bareRateForSeveralPairs("at 1.05")), .bareRateForSeveralPairs),
        (rateFailure(.beforeHistory(day)), .beforeHistory),
        (rateFailure(.inFuture(day)), .dateInFuture),
        (rateFailure(.beyondHistory(day)), .beyondHistory),
        (rateFailure(.notQuotedBetween("ISK", from: day, to: day)), .notQuotedOn),
        (rateFailure(.notQuotedOn("XAU", day, firstQuoted: nil, lastQuoted: nil, fixedFrom: nil)), .notQuotedOn),
        (ProgramMessages.staleRates(date: "2026-10-30", age: 24, origin: "ECB"), .staleRates),
        (ProgramMessages.ignoringStoredHistory("cut short"), .ignoringStoredHistory),
        (ProgramMessages.updateNeedsNetwork(), .updateNeedsNetwork),
        (ProgramMessages.leftOutOfTotal("5 GBP", where: "line 3", reason: Messages.divisionByZero(at: span)), .leftOutOfTotal),
    ])
    func catalogueFunctionsGiveTheirMessage(_ diagnostic: Diagnostic, _ id: MessageID) {
        #expect(diagnostic.id == id, "\(diagnostic.message)")
    }

    static let sqrt = Builtins.function(named: "sqrt")!
    static let line = BlockMessages.LineName(number: 2, text: "2 km", isNumbered: true)

    /// One message of every case, with its id: a case added without an id does not compile, and
    /// one added here without English stops the test.
    static let everyCase: [(Message, MessageID)] = [
        (.misplacedDigitSeparator, .misplacedDigitSeparator), (.digitsOutsideBase(radix: 16), .digitsOutsideBase),
        (.digitOutsideBase(radix: 2, digit: "2"), .digitOutsideBase), (.decimalComma(rewrite: "0.500"), .decimalComma),
        (.ambiguousGrouping(text: "1.234", whole: "1234", decimal: "1,234"), .ambiguousGrouping),
        (.misplacedDecimalMark(text: "1,5,3", secondComma: true, inCall: false), .misplacedDecimalMark),
        (.digitGroups(text: "1_00", groupSize: 3, inBase: nil, radix: 10), .digitGroups), (.expectedDigits, .expectedDigits),
        (.invalidUTF8(byte: 0xFF), .invalidUTF8), (.unexpectedCharacter(scalar: 0), .unexpectedCharacter),
        (.expectedValue(found: .end), .expectedValue), (.missingOperand(operator: "+"), .missingOperand),
        (.emptyParentheses, .emptyParentheses), (.unclosedParenthesis, .unclosedParenthesis),
        (.unmatchedClosingParenthesis, .unmatchedClosingParenthesis), (.keywordInCapitals(word: "IN"), .keywordInCapitals),
        (.wordBetweenValues, .twoValuesInARow), (.twoValuesInARow(rewrite: nil), .twoValuesInARow),
        (.percentIsNotRemainder(rewrite: nil), .percentIsNotRemainder), (.mixedNumber(rewrite: "1 + 2/3"), .mixedNumber),
        (.spacedDigits(rewrite: "1_000"), .spacedDigits), (.unknownWord(word: "x", suggestions: [], afterNumber: true), .unknownWord),
        (.noPreviousResultToContinue, .noPreviousResultToContinue), (.notAWholeNumberForBase(base: "hex", isMoney: false), .notAWholeNumberForBase),
        (.notExactForFraction(isMoney: false), .notExactForFraction), (.expectedRate(found: .end), .expectedRate),
        (.afterClauses(rewrite: nil), .afterClauses), (.rateArguments, .rateArguments), (.expectedDate(found: nil), .expectedDate),
        (.impossibleTime(text: "8:75"), .impossibleTime), (.impossibleDate(text: "2026-02-30"), .impossibleDate),
        (.secondDate, .secondDate), (.expectedRatePair, .expectedRatePair),
        (.functionNeedsParentheses(name: "sqrt", argument: "16"), .functionNeedsParentheses),
        (.expectedRoundingStep, .expectedRoundingStep), (.unexpectedComma(separator: ";"), .unexpectedComma),
        (.unexpectedEquals, .unexpectedEquals), (.conversionNotLast, .conversionNotLast), (.expectedCurrency(found: .end), .expectedCurrency),
        (.expectedRounding(count: "5", zeroFigures: false), .expectedRounding), (.timeAsTarget(rewrite: nil), .timeAsTarget),
        (.expectedAmount, .expectedAmount), (.nestedTooDeeply(limit: 200), .nestedTooDeeply), (.literalTooLong(limit: 20_000), .literalTooLong),
        (.literalBeyondRange(maxExponent: 100_000_000), .literalBeyondRange), (.tooMuchWork, .tooMuchWork), (.tooManyTargets(limit: 1_000), .tooManyTargets),
        (.tooManyRateClauses(limit: 1_000), .tooManyRateClauses), (.tooManyTerms(limit: 2_000_000), .tooManyTerms), (.lineTooLong(length: 9), .lineTooLong),
        (.percentFirst(operator: .add, rewrite: "100 + 15%"), .percentFirst), (.ofWithoutPercent(operator: .of, rewrite: nil), .ofWithoutPercent),
        (.percentOfKind(ofMoney: true, number: "5"), .percentOfKind), (.degreesOfKind(ofMoney: false, number: "10"), .degreesOfKind),
        (.amountAsPercent, .amountAsPercent), (.lineOverLimit, .lineOverLimit),
        (.unknownFunction(name: "foo", suggestion: nil, userFunctions: ["f"]), .unknownFunction),
        (.functionWithoutCall(name: "sqrt"), .functionWithoutCall), (.notAFunction(name: "pi", arguments: "(2)"), .notAFunction),
        (.wrongArgumentCount(function: sqrt, got: 2), .wrongArgumentCount), (.romanArguments, .romanArguments),
        (.notARomanNumeral(text: "IIII"), .notARomanNumeral), (.notRomanRange, .notRomanRange), (.cannotAssign(name: "pi"), .cannotAssign),
        (.cannotAssignToKeyword, .cannotAssignToKeyword),
        (.unknownName(name: "x", suggestion: nil, isAloneOnLine: true), .unknownName), (.noPreviousResult(name: "ans"), .noPreviousResult),
        (.divisionByZero, .divisionByZero), (.tooLarge(digits: .max), .tooLarge), (.approximationTooLarge, .approximationTooLarge),
        (.tooSmall, .tooSmall), (.undecided, .undecided), (.imprecise, .imprecise), (.undecidedRounding, .undecided),
        (.notReal(reason: "the square root of a negative number is not real"), .notReal), (.exponentNotNumber, .exponentNotNumber),
        (.roundPlacesNotInteger, .roundPlacesNotInteger), (.mixedMinMax, .mixedMinMax),
        (.ambiguousCurrencyName(name: "peso", codes: ["ARS", "MXN"]), .ambiguousCurrencyName),
        (.mixedModulo(code: "USD", plainText: "3"), .mixedModulo), (.amountBeyondExactRange, .amountBeyondExactRange),
        (.laggingRate(code: "ISK", origin: RateOrigin(source: "ECB", date: day), tableDate: day), .laggingRate),
        (.unknownCurrency(code: "XQZ", suggestion: nil), .unknownCurrency), (.bareRateForSeveralPairs(text: "at 1.05"), .bareRateForSeveralPairs),
        (.beforeHistory(first: day), .beforeHistory), (.dateInFuture(day), .dateInFuture), (.beyondHistory(newest: day), .beyondHistory),
        (.notQuotedBetween(code: "ISK", first: day, last: day), .notQuotedOn),
        (.notQuotedOn(code: "XAU", day: day, first: nil, last: nil, fixedFrom: nil), .notQuotedOn),
        (.unusedDate, .unusedDate), (.dateOverriddenByRate, .unusedDate), (.ratesOfEarlierDay(ecbDay: day, asked: day), .ratesOfEarlierDay),
        (.unusedRate(text: "at 1.05", from: nil, to: nil), .unusedRate), (.rateNotPositive, .rateNotPositive),
        (.ratePairOfOneCurrency, .ratePairOfOneCurrency), (.noRate(code: "GBP", source: "ECB", date: "2026-10-30", currencyCount: 4), .noRate),
        (.noRatesOn(day), .noRatesOn), (.mixedSum(operator: .add, code: "USD", plainText: "5"), .mixedSum),
        (.conversionWithoutIn(rewrite: "10 USD in EUR"), .conversionWithoutIn), (.moneyTimesMoney, .moneyTimesMoney),
        (.numberOverMoney, .numberOverMoney), (.moneyToPower, .moneyToPower), (.functionOfMoney(name: "sqrt"), .functionOfMoney),
        (.convertPlainNumber(target: "EUR", literal: "5"), .convertPlainNumber), (.currencyWithoutAmount(name: "usd"), .currencyWithoutAmount),
        (.variableNamedLikeCurrency(name: "usd"), .variableNamedLikeCurrency),
        (.rateOutsideAt(numerator: "USD", denominator: "EUR", rate: nil), .rateOutsideAt),
        (.unlikeDimensions(operator: .add, left: .none, right: .none), .unlikeDimensions),
        (.unlikeComparison(first: .none, later: .none), .unlikeComparison), (.unlikeConversion(unit: .none, target: .none), .unlikeConversion),
        (.convertPlainNumberToUnit(target: .none, literal: nil), .convertPlainNumberToUnit),
        (.temperatureArithmetic(unit: .none), .temperatureArithmetic), (.belowAbsoluteZero, .belowAbsoluteZero),
        (.ambiguousUnit(word: "calories", meanings: ["cal (small)", "kcal (food)"]), .ambiguousUnit),
        (.compoundOutOfOrder(rewrite: nil), .compoundOutOfOrder), (.numberAfterQuantity, .twoValuesInARow),
        (.mixedTargetUnit(word: "m/s"), .mixedTargetUnit), (.functionOfUnit(name: "sin", unit: .none), .functionOfUnit),
        (.rootOfUnit(name: "sqrt", unit: .none), .rootOfUnit), (.fractionalPowerOfUnit(unit: .none), .fractionalPowerOfUnit),
        (.unitPowerTooLarge, .unitPowerTooLarge), (.unitFactorTooLarge, .unitPowerTooLarge), (.exponentWithUnit(unit: .none), .exponentWithUnit),
        (.unitOrVariable(word: "h", unitName: "hour", parameter: false), .unitOrVariable),
        (.unknownUnit(word: "furlongs", suggestion: nil), .unknownUnit), (.moneyInUnit, .moneyInUnit),
        (.quantityInPresentation(form: "in hex", written: nil, unit: .none), .quantityInPresentation), (.perWithoutUnits, .perWithoutUnits),
        (.unitWithoutNumber(rewrite: "1 sq ft"), .unitWithoutNumber),
        (.dateArithmetic(operator: .add, leftIsDate: true, rightIsDate: false, other: .none, writtenDate: "today", writtenNumber: "10"),
         .dateArithmetic),
        (.weekdayIsText, .weekdayIsText), (.functionOfDate(name: "weekday", expectsDate: true), .functionOfDate),
        (.dateConversion, .dateConversion), (.dateOutOfRange, .dateOutOfRange), (.fractionalMonths(compound: "1 month + 15 days", sign: -1), .fractionalMonths),
        (.noToday(name: "today"), .noToday), (.dottedDate(written: "2025.04.11", iso: "2025-04-11"), .dottedDate),
        (.timeOfDayArithmetic(operator: .multiply), .timeOfDayArithmetic), (.timeOfDayArithmetic(operator: nil), .timeOfDayArithmetic),
        (.impossibleTimeOfDay(written: "13pm"), .impossibleTimeOfDay), (.momentFromToday(written: "3 hours after"), .momentFromToday),
        (.instantArithmetic(operator: .multiply), .instantArithmetic), (.instantArithmetic(operator: nil), .instantArithmetic),
        (.notUnixTime(wholeSeconds: true), .notUnixTime), (.notUnixTime(wholeSeconds: false), .notUnixTime),
        (.ambiguousZone(written: "IST", candidates: [ZoneCandidate(description: "India Standard Time", zone: "Asia/Kolkata"),
                                                     ZoneCandidate(description: "Irish Standard Time", zone: "Europe/Dublin")]), .ambiguousZone),
        (.zoneUnavailable(.noZoneData(directory: "/usr/share/zoneinfo")), .zoneUnavailable),
        (.zoneUnavailable(.missingZone("Asia/Tokyo", directory: "/usr/share/zoneinfo")), .zoneUnavailable),
        (.zoneUnavailable(.unreadable("Asia/Tokyo", reason: "not a TZif file")), .zoneUnavailable),
        (.skippedTime(written: "2026-03-08 02:30", zone: "America/New_York", from: "02:00", to: "03:00"), .skippedTime),
        (.repeatedTime(written: "2026-11-01 01:30", zone: "America/New_York", first: -14_400, second: -18_000), .repeatedTime),
        (.notATime(isDate: true), .notATime), (.notATime(isDate: false), .notATime), (.zoneOffsetRange(written: "UTC+15"), .zoneOffsetRange),
        (.fractionOfASecond, .fractionOfASecond),
        (.offsetNotInForce(written: "2026-07-01 12:00", zone: "America/New_York", offset: -18_000, inForce: -14_400), .offsetNotInForce), (.isoOffset(written: "+09:00", rewrite: "2026-12-24 15:00 UTC+09:00"), .isoOffset), (.clauseInBody, .clauseInBody), (.targetsInBody, .targetsInBody),
        (.functionNameTaken(name: "sqrt", meaning: "a function calc knows"), .functionNameTaken),
        (.parameterNameTaken(name: "pi", meaning: "a constant"), .parameterNameTaken), (.duplicateParameter(name: "x"), .duplicateParameter),
        (.recursiveFunction(name: "f", through: "g"), .recursiveFunction), (.functionsNestedTooDeeply(name: "f", limit: 32), .functionsNestedTooDeeply),
        (.userArgumentCount(name: "f", parameters: 1, definition: "f(x) = x", got: 2), .wrongArgumentCount),
        (.inFunction(definition: "f(x) = x / 0", Messages.divisionByZero(at: span)), .divisionByZero), (.tooManyCalls, .tooManyCalls),
        (.emptyBlock(word: "total", afterSubtotal: false), .emptyBlock), (.overlongBlock(word: "total", lines: 10), .overlongBlock),
        (.blockMixes(line: line, word: "total", reason: Messages.divisionByZero(at: span), rewriteIsOfLine: true), .blockMixes),
        (.dateInBlock(line: line, word: "total"), .blockMixes), (.percentInBlock(line: line, word: "sum", isPercent: true), .blockMixes),
        (.cannotOpen(file: "a", reason: "no such file"), .cannotOpen), (.cannotRead(file: "a", reason: "no such file"), .cannotRead),
        (.cannotWriteSheet(file: "a", reason: "read-only"), .cannotWriteSheet), (.sheetTooLarge(file: "a", limit: 1 << 24), .sheetTooLarge),
        (.watchNeedsTerminal, .watchNeedsTerminal), (.cannotWatch(file: "a", reason: "gone"), .cannotWatch),
        (.cannotReadInitFile(file: "a", reason: "denied"), .cannotReadInitFile), (.cannotSaveSettings(file: "a", reason: "denied"), .cannotSaveSettings),
        (.cannotWriteResults(reason: "broken pipe"), .cannotWriteResults), (.badRatesFile(problem: "'r.xml' is empty"), .badRatesFile),
        (.ignoringCorruptCache(problem: "cut short", fallbackSource: "ECB", fallbackDate: "2026-10-30", fallbackAge: 24), .ignoringCorruptCache),
        (.staleRates(date: "2026-10-30", age: 24, origin: "ECB"), .staleRates), (.noLineEditing(reason: "no libedit"), .noLineEditing),
        (.historyMovedAside(path: "h", aside: "h.bad"), .historyMovedAside),
        (.historyTooLargeMovedAside(path: "h", limit: "8 MiB", aside: "h.bad"), .historyMovedAside),
        (.historyNotSaved(path: "h", reason: "denied"), .historyNotSaved), (.historyLockBusy(path: "h"), .cannotSaveHistory),
        (.cannotSaveHistory(path: "h"), .cannotSaveHistory), (.updateNeedsNetwork, .updateNeedsNetwork),
        (.commandTakesNoArgument(name: "save"), .badCommand), (.totalNeedsCurrency, .badCommand),
        (.unknownTotalCurrency(text: "XQZ", suggestion: nil), .badCommand), (.digitsOutOfRange(text: "0"), .badCommand),
        (.missingCommandName, .badCommand), (.unknownCommand(name: "rate", suggestion: "rates"), .badCommand),
        (.noUpdater, .noUpdater), (.noOwnPath, .noOwnPath), (.cannotRefresh(reason: "busy"), .cannotRefresh),
        (.cannotRunUpdater(path: "calc-fetch", reason: "denied"), .cannotRunUpdater), (.historyUsage(command: ":history"), .historyUsage),
        (.historyUnknownCurrency(word: "XQZ"), .historyUnknownCurrency), (.historyBadSpan(text: "2020-13"), .historyBadSpan),
        (.historyReversedSpan(text: "2020..2019", from: "2020", to: "2019"), .historyReversedSpan),
        (.historyOneCurrency(code: "USD"), .historyOneCurrency), (.ignoringStoredHistory(problem: "cut short"), .ignoringStoredHistory),
        (.updateFailed(summary: "offline"), .updateFailed), (.historyNotUpdated(source: "ECB", problem: "timeout"), .historyNotUpdated),
        (.sourceFailed(source: "ECB", problem: "timeout", keptCount: 1, keptDays: "2026-10-29"), .sourceFailed),
        (.sourceError(source: "ECB", problem: "timeout"), .sourceError),
        (.leftOutOfTotal(amount: "5 GBP", lines: "line 3", reason: Messages.divisionByZero(at: span)), .leftOutOfTotal),
        (.replacedCorruptCache(problem: "cut short"), .replacedCorruptCache), (.cannotSaveRates(problem: "denied"), .cannotSaveRates),
        (.nothingFetched, .nothingFetched),
        (.notJSON(reason: "expected a value"), .notJSON), (.noContentLength, .noContentLength),
        (.notARequest(.noMethod), .notARequest), (.messageTooLarge(bytes: 100 << 20, limit: 64 << 20), .messageTooLarge),
        (.unknownMethod(name: "x/y"), .unknownMethod), (.badParams(method: "textDocument/hover", problem: .missing(path: "position")), .badParams),
        (.notInitialized(method: "textDocument/hover"), .notInitialized), (.shutDown(method: "textDocument/hover"), .shutDown),
        (.documentTooLarge(uri: "file:///a.calc", limit: 64 << 20), .documentTooLarge),
    ]

    @Test func everyCaseMapsToItsIdAndHasWords() {
        for (message, id) in Self.everyCase {
            #expect(message.id == id, "\(message)")
            #expect(!Diagnostic(message, at: Self.span).message.isEmpty, "\(message)")
        }
        let covered = Set(Self.everyCase.map { $0.1 })
        #expect(MessageID.allCases.filter { !covered.contains($0) } == [])
    }

    /// A diagnostic carries the facts its words are made of, for tests and tools to read
    /// without parsing English.
    @Test func messagesCarryTheirFacts() throws {
        #expect(MoneyMessages.unknownCurrency("XQZ", candidates: ["USD"], at: Self.span).content
                == .unknownCurrency(code: "XQZ", suggestion: nil))
        #expect(MoneyMessages.unknownCurrency("USX", candidates: ["USD"], at: Self.span).content
                == .unknownCurrency(code: "USX", suggestion: "USD"))
        #expect(Messages.lineTooLong(length: 2_000_000).content == .lineTooLong(length: 2_000_000))
        #expect(Self.rateFailure(.beforeHistory(Self.day)).content == .beforeHistory(first: Self.day))
        #expect(try #require(TestSupport.diagnostic("10 USD + 5")).content == .mixedSum(operator: .add, code: "USD", plainText: "5"))
        #expect(try #require(TestSupport.diagnostic("0b102")).content == .digitOutsideBase(radix: 2, digit: "2"))
        #expect(try #require(TestSupport.diagnostic("10 USD EUR")).content == .conversionWithoutIn(rewrite: "10 USD in EUR"))
    }

    /// A message wrapped by another keeps the inner one as data, and its id.
    @Test func wrappedMessagesKeepTheInnerOne() {
        let inner = Messages.divisionByZero(at: Self.span)
        let left = ProgramMessages.leftOutOfTotal("5 GBP", where: "line 3", reason: inner)
        #expect(left.content == .leftOutOfTotal(amount: "5 GBP", lines: "line 3", reason: inner))
        #expect(left.message == "the total leaves out 5 GBP (line 3): division by zero")
        let wrapped = Diagnostic(.inFunction(definition: "f(x) = x / 0", inner), at: Self.span)
        #expect(wrapped.id == .divisionByZero)
        #expect(wrapped.message == "in f(x) = x / 0: division by zero")
    }
}
