/// What a diagnostic says, as data: one case a message, carrying the facts its words are made
/// of (the user's text, counts, codes, days, a rewrite the parser worked out), so that tests
/// and `--json` can read them without parsing English. `English` says each one; `id` names it.
/// Where a diagnostic is in the line stays on `Diagnostic`.
///
/// Boxed: a diagnostic is copied and thrown along every failing path, and its cases carry up
/// to six values; boxed, the message is one word.
public indirect enum Message: Sendable, Equatable {
    // MARK: Lexical

    case misplacedDigitSeparator
    /// `0xZZ`: a base prefix without digits of its base.
    case digitsOutsideBase(radix: Int)
    /// `0b102`.
    case digitOutsideBase(radix: Int, digit: Character)
    /// `0,500`; `rewrite` is the number with a point.
    case decimalComma(rewrite: String)
    /// `1.234` where `,` marks decimals: `whole` (1234) or `decimal` (1,234).
    case ambiguousGrouping(text: String, whole: String, decimal: String)
    /// `1,5,3` (`secondComma`; `inCall`: between a call's parentheses), `1 234.5`, where `,`
    /// marks decimals.
    case misplacedDecimalMark(text: String, secondComma: Bool, inCall: Bool)
    /// `1_00`; `inBase` holds the digits of `1101_2` and their base (2 or 8).
    case digitGroups(text: String, groupSize: Int, inBase: String?, radix: Int)
    case expectedDigits
    case invalidUTF8(byte: UInt8)
    case unexpectedCharacter(scalar: UInt32)

    // MARK: Syntax

    case expectedValue(found: TokenKind)
    case missingOperand(operator: String)
    case emptyParentheses
    case unclosedParenthesis
    case unmatchedClosingParenthesis
    case keywordInCapitals(word: String)
    /// `$10 for lunch + 15% tip`.
    case wordBetweenValues
    case twoValuesInARow(rewrite: String?)
    case percentIsNotRemainder(rewrite: String?)
    case mixedNumber(rewrite: String?)
    case spacedDigits(rewrite: String)
    /// `suggestions`: the known words close to `word`.
    case unknownWord(word: String, suggestions: [String], afterNumber: Bool)
    case noPreviousResultToContinue
    case notAWholeNumberForBase(base: String, isMoney: Bool)
    case notExactForFraction(isMoney: Bool)
    case expectedRate(found: TokenKind)
    case afterClauses(rewrite: String?)
    case rateArguments
    /// `found`: the text after `on`, nil at the end of the line.
    case expectedDate(found: String?)
    case impossibleTime(text: String)
    case impossibleDate(text: String)
    case secondDate
    case expectedRatePair
    case functionNeedsParentheses(name: String, argument: String?)
    case expectedRoundingStep
    case unexpectedComma(separator: Character)
    case unexpectedEquals
    case conversionNotLast
    case expectedCurrency(found: TokenKind)
    case expectedRounding(count: String, zeroFigures: Bool)
    case timeAsTarget(rewrite: String?)
    case expectedAmount
    /// The limits calc keeps to, each said in its message.
    case nestedTooDeeply(limit: Int)
    case literalTooLong(limit: Int)
    case literalBeyondRange(maxExponent: Int)
    case tooMuchWork
    case tooManyTargets(limit: Int)
    case tooManyRateClauses(limit: Int)
    case tooManyTerms(limit: Int)
    case lineTooLong(length: Int)
    case percentFirst(operator: BinaryOperator, rewrite: String?)
    case ofWithoutPercent(operator: BinaryOperator, rewrite: String?)
    case percentOfKind(ofMoney: Bool, number: String)
    case degreesOfKind(ofMoney: Bool, number: String)
    case amountAsPercent
    case lineOverLimit
    /// `suggestion`: the closest function, built in or the user's; `userFunctions` are listed
    /// when there is none.
    case unknownFunction(name: String, suggestion: String?, userFunctions: [String])
    case functionWithoutCall(name: String)
    /// `arguments`: the parentheses written after the name, nil when long.
    case notAFunction(name: String, arguments: String?)
    /// `rewrite`: where `,` marks decimals and an argument is a number with one
    /// (`gcd(63,27)`), the call with `;` there (`gcd(63; 27)`), DESIGN §21.
    case wrongArgumentCount(function: FunctionID, got: Int, rewrite: String? = nil)
    case romanArguments
    case notARomanNumeral(text: String)
    case notRomanRange
    case cannotAssign(name: String)
    case cannotAssignToKeyword

    // MARK: Evaluation

    case unknownName(name: String, suggestion: String?, isAloneOnLine: Bool)
    case noPreviousResult(name: String)
    case divisionByZero
    /// `digits`: a bound the result's digits reach at least (`Int.max`: far more).
    case tooLarge(digits: Int)
    case approximationTooLarge
    case tooSmall
    case undecided
    case imprecise
    /// `floor(sqrt(2)^2)`: the id of `undecided`.
    case undecidedRounding
    /// `reason`: the arithmetic's own words.
    case notReal(reason: String)
    case exponentNotNumber
    case roundPlacesNotInteger
    case mixedMinMax

    // MARK: Money

    case ambiguousCurrencyName(name: String, codes: [CurrencyCode])
    case mixedModulo(code: CurrencyCode, plainText: String)
    case amountBeyondExactRange
    case laggingRate(code: CurrencyCode, origin: RateOrigin, tableDate: Day)
    case unknownCurrency(code: String, suggestion: String?)
    case bareRateForSeveralPairs(text: String)
    case beforeHistory(first: Day)
    case dateInFuture(Day)
    case beyondHistory(newest: Day)
    /// ISK after 2008: the id of `notQuotedOn`.
    case notQuotedBetween(code: CurrencyCode, first: Day, last: Day)
    case notQuotedOn(code: CurrencyCode, day: Day, first: Day?, last: Day?, fixedFrom: Day?)
    case unusedDate
    /// `… on 2008-09-15 at 1.3`: the id of `unusedDate`.
    case dateOverriddenByRate
    case ratesOfEarlierDay(ecbDay: Day, asked: Day)
    case unusedRate(text: String, from: CurrencyCode?, to: CurrencyCode?)
    case rateNotPositive
    case ratePairOfOneCurrency
    case noRate(code: CurrencyCode, source: String, date: String, currencyCount: Int)
    case noRatesOn(Day)
    case mixedSum(operator: BinaryOperator, code: CurrencyCode, plainText: String)
    case conversionWithoutIn(rewrite: String)
    case moneyTimesMoney
    case numberOverMoney
    case moneyToPower
    case functionOfMoney(name: String)
    case convertPlainNumber(target: CurrencyCode, literal: String?)
    case currencyWithoutAmount(name: String)
    case variableNamedLikeCurrency(name: String)
    case rateOutsideAt(numerator: String, denominator: String, rate: String?)

    // MARK: Units

    case unlikeDimensions(operator: BinaryOperator, left: Unit, right: Unit)
    case unlikeComparison(first: Unit, later: Unit)
    case unlikeConversion(unit: Unit, target: Unit)
    case convertPlainNumberToUnit(target: Unit, literal: String?)
    case temperatureArithmetic(unit: Unit)
    case belowAbsoluteZero
    case ambiguousUnit(word: String, meanings: [String])
    case compoundOutOfOrder(rewrite: String?)
    /// `6 foot 4`: the id of `twoValuesInARow`.
    case numberAfterQuantity
    case mixedTargetUnit(word: String)
    case functionOfUnit(name: String, unit: Unit)
    case rootOfUnit(name: String, unit: Unit)
    case fractionalPowerOfUnit(unit: Unit)
    case unitPowerTooLarge
    /// `1 km^10000`: the id of `unitPowerTooLarge`.
    case unitFactorTooLarge
    case exponentWithUnit(unit: Unit)
    case unitOrVariable(word: String, unitName: String, parameter: Bool)
    case unknownUnit(word: String, suggestion: String?)
    case moneyInUnit
    /// `form`: how the presentation is said (`in hex`); `written`: as the user wrote it.
    case quantityInPresentation(form: String, written: String?, unit: Unit)
    case perWithoutUnits
    case unitWithoutNumber(rewrite: String)

    // MARK: Dates

    /// `other`: the unit of the side that is not a date; `writtenDate` and `writtenNumber`:
    /// the two sides as the user wrote them, for a hint in their words.
    case dateArithmetic(operator: BinaryOperator, leftIsDate: Bool, rightIsDate: Bool, other: Unit,
                        writtenDate: String?, writtenNumber: String?)
    case weekdayIsText
    case functionOfDate(name: String, expectsDate: Bool)
    case dateConversion
    case dateOutOfRange
    /// `compound`: the months and days to write, as a sum (`1 month + 15 days`).
    case fractionalMonths(compound: String, sign: Int)
    case noToday(name: String)
    /// `written`: `2025.04.11`; `iso`: the date with '-'.
    case dottedDate(written: String, iso: String)
    /// nil: a conversion.
    case timeOfDayArithmetic(operator: BinaryOperator?)
    case impossibleTimeOfDay(written: String)
    case momentFromToday(written: String)
    /// nil: a conversion.
    case instantArithmetic(operator: BinaryOperator?)
    /// `wholeSeconds`: `unix(1.5)`; else `5 in unix`.
    case notUnixTime(wholeSeconds: Bool)

    // MARK: Time zones

    /// `3pm IST`: an abbreviation or a city of several zones, with what it could mean.
    case ambiguousZone(written: String, candidates: [ZoneCandidate])
    /// A zone whose rules could not be read (no tzdata, no such file, a damaged one).
    case zoneUnavailable(ZoneSource.Failure)
    /// `2026-03-08 02:30 New York`: a time the clocks skip; `from` and `to` the clock either
    /// side of the change.
    case skippedTime(written: String, zone: String, from: String, to: String)
    /// A time the clocks show twice; the offsets of the first and the second.
    case repeatedTime(written: String, zone: String, first: Int32, second: Int32)
    /// `5 in Tokyo`: only a time is shown in a zone; `isDate` for a date.
    case notATime(isDate: Bool)
    /// `UTC+15`: offsets run from UTC-12 to UTC+14.
    case zoneOffsetRange(written: String)
    /// `2026-07-01 12:00 America/New_York UTC-05:00`: the zone is at another offset then.
    case offsetNotInForce(written: String, zone: String, offset: Int32, inForce: Int32)
    /// `now + 0.5 s`: an instant is whole seconds.
    case fractionOfASecond
    /// `2026-12-24 15:00 +09:00`: an offset written as ISO 8601 does, which would add hours.
    case isoOffset(written: String, rewrite: String)

    // MARK: Functions of the user's own

    case clauseInBody
    case targetsInBody
    /// `meaning`: what the name is already (`a function calc knows`).
    case functionNameTaken(name: String, meaning: String)
    case parameterNameTaken(name: String, meaning: String)
    case duplicateParameter(name: String)
    case recursiveFunction(name: String, through: String?)
    case functionsNestedTooDeeply(name: String, limit: Int)
    /// `f(1, 2)` for `f(x) = …`: the id of `wrongArgumentCount`.
    case userArgumentCount(name: String, parameters: Int, definition: String, got: Int)
    /// An error inside a function's body said at the call: the inner message's id, hint and
    /// notes, its words after `in f(x): `.
    case inFunction(definition: String, Diagnostic)
    case tooManyCalls

    // MARK: Block sums

    case emptyBlock(word: String, afterSubtotal: Bool)
    case overlongBlock(word: String, lines: Int)
    /// `reason`: why the line cannot be added; `rewriteIsOfLine`: whether a rewrite it
    /// suggests is of this line rather than of the lines above it.
    case blockMixes(line: BlockMessages.LineName, word: String, reason: Diagnostic, rewriteIsOfLine: Bool)
    /// A date in a block: the id of `blockMixes`.
    case dateInBlock(line: BlockMessages.LineName, word: String)
    /// A percentage among numbers, or a number among percentages: the id of `blockMixes`.
    case percentInBlock(line: BlockMessages.LineName, word: String, isPercent: Bool)

    // MARK: Files and streams

    case cannotOpen(file: String, reason: String)
    case cannotRead(file: String, reason: String)
    case cannotWriteSheet(file: String, reason: String)
    case sheetTooLarge(file: String, limit: Int)
    case watchNeedsTerminal
    case cannotWatch(file: String, reason: String)
    case cannotReadInitFile(file: String, reason: String)
    case cannotSaveSettings(file: String, reason: String)
    case cannotWriteResults(reason: String)
    /// `problem`: what the rates file's reader found, naming the file.
    case badRatesFile(problem: String)

    // MARK: Rates in use

    /// `fallbackAge`: the embedded table's age in days (nil: unknown).
    case ignoringCorruptCache(problem: String, fallbackSource: String, fallbackDate: String, fallbackAge: Int?)
    /// `age`: in days (nil: unknown); `origin`: where the table came from.
    case staleRates(date: String, age: Int?, origin: String)

    // MARK: The prompt

    case noLineEditing(reason: String)
    case historyMovedAside(path: String, aside: String)
    /// A history far larger than calc keeps: the id of `historyMovedAside`.
    case historyTooLargeMovedAside(path: String, limit: String, aside: String)
    case historyNotSaved(path: String, reason: String)
    /// Another process holds the history's lock: the id of `cannotSaveHistory`.
    case historyLockBusy(path: String)
    case cannotSaveHistory(path: String)
    case updateNeedsNetwork
    /// `:save now`. The mistyped commands have the id `badCommand`.
    case commandTakesNoArgument(name: String)
    /// `:total` alone.
    case totalNeedsCurrency
    /// `:total XQZ`; `suggestion`: the closest code.
    case unknownTotalCurrency(text: String, suggestion: String?)
    /// `:digits 0`.
    case digitsOutOfRange(text: String)
    /// `:` alone.
    case missingCommandName
    /// `:frobnicate`; `suggestion`: the closest command, without its colon.
    case unknownCommand(name: String, suggestion: String?)

    // MARK: The rate updater

    case noUpdater
    case noOwnPath
    case cannotRefresh(reason: String)
    case cannotRunUpdater(path: String, reason: String)
    /// `command`: `calc --history` or `:history`.
    case historyUsage(command: String)
    case historyUnknownCurrency(word: String)
    case historyBadSpan(text: String)
    case historyReversedSpan(text: String, from: String, to: String)
    case historyOneCurrency(code: String)
    case ignoringStoredHistory(problem: String)
    case updateFailed(summary: String)
    case historyNotUpdated(source: String, problem: String)
    /// `keptCount` currencies of `keptDays` kept from the source's last answer, when any.
    case sourceFailed(source: String, problem: String, keptCount: Int?, keptDays: String?)
    case sourceError(source: String, problem: String)
    /// `reason`: why the amount could not be converted; its hint and advice are the total's.
    case leftOutOfTotal(amount: String, lines: String, reason: Diagnostic)
    case replacedCorruptCache(problem: String)
    case cannotSaveRates(problem: String)
    case nothingFetched

    // MARK: The language server (`calc --lsp`, DESIGN §26)

    /// A message whose body is not JSON (`reason`: what the reader found).
    case notJSON(reason: String)
    /// Headers without a `Content-Length` (or with one that is not a number).
    case noContentLength
    /// JSON that is not a JSON-RPC request, notification or response.
    case notARequest(RequestProblem)
    /// A message longer than the server reads (`bytes` as its header said).
    case messageTooLarge(bytes: Int, limit: Int)
    case unknownMethod(name: String)
    case badParams(method: String, problem: ParamsProblem)
    /// A request before `initialize`.
    case notInitialized(method: String)
    /// A request after `shutdown`.
    case shutDown(method: String)
    /// An open document longer than a sheet calc evaluates: its lines are not evaluated.
    case documentTooLarge(uri: String, limit: Int)
}

/// What makes JSON no JSON-RPC message (`Message.notARequest`); `found` is the JSON kind that
/// stood where another was due, as the reader describes it (`a string`).
public enum RequestProblem: Sendable, Equatable {
    case notAnObject(found: String)
    case idNotNumberOrString(found: String)
    case versionNot2
    case noMethod
    case methodNotString(found: String)
    case paramsNotStructured(found: String)
    /// A second `initialize`.
    case initializedAgain
}

/// What is wrong with a method's params (`Message.badParams`): the member, by its path
/// (`textDocument.uri`).
public enum ParamsProblem: Error, Sendable, Equatable {
    case missing(path: String)
    case notString(path: String)
    case notWholeNumber(path: String)
    case notArray(path: String)
    case beforeStart(path: String)
    /// A document the client has not opened (or that was closed).
    case notOpen(uri: String)
}
