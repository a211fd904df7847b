/// Which message of the catalogue a diagnostic is: a case a message, given by the catalogue
/// function that makes it, so that renaming the function does not change it. The raw value is
/// the message's name as text (for tests and machine-readable output): keep it when a case is
/// renamed. A message may be made in more than one place (`undecidedRounding` is `undecided`).
public enum MessageID: String, Sendable, CaseIterable {
    // MARK: Messages: lexical

    case misplacedDigitSeparator
    case digitsOutsideBase
    case digitOutsideBase
    case digitGroups
    case decimalComma
    case ambiguousGrouping
    case misplacedDecimalMark
    case expectedDigits
    case invalidUTF8
    case unexpectedCharacter

    // MARK: Messages: syntax

    case expectedValue
    case missingOperand
    case emptyParentheses
    case unclosedParenthesis
    case unmatchedClosingParenthesis
    case keywordInCapitals
    case twoValuesInARow
    case percentIsNotRemainder
    case mixedNumber
    case spacedDigits
    case unknownWord
    case noPreviousResultToContinue
    case notAWholeNumberForBase
    case notExactForFraction
    case expectedRate
    case afterClauses
    case rateArguments
    case expectedDate
    case impossibleDate
    case impossibleTime
    case romanArguments
    case conversionWithoutIn
    case notARomanNumeral
    case notRomanRange
    case secondDate
    case expectedRatePair
    case functionNeedsParentheses
    case unexpectedComma
    case expectedRoundingStep
    case expectedRounding
    case timeAsTarget
    case perWithoutUnits
    case unitWithoutNumber
    case unexpectedEquals
    case conversionNotLast
    case expectedCurrency
    case expectedAmount
    case nestedTooDeeply
    case literalTooLong
    case literalBeyondRange
    case tooMuchWork
    case tooManyTargets
    case tooManyRateClauses
    case tooManyTerms
    case lineTooLong
    case percentFirst
    case ofWithoutPercent
    case percentOfKind
    case degreesOfKind
    case amountAsPercent
    case lineOverLimit
    case unknownFunction
    case functionWithoutCall
    case notAFunction
    case wrongArgumentCount
    case cannotAssign
    case cannotAssignToKeyword

    // MARK: Messages: evaluation

    case unknownName
    case noPreviousResult
    case divisionByZero
    case tooLarge
    case approximationTooLarge
    case tooSmall
    case undecided
    case imprecise
    case notReal
    case exponentNotNumber
    case roundPlacesNotInteger
    case mixedMinMax

    // MARK: MoneyMessages

    case ambiguousCurrencyName
    case mixedModulo
    case amountBeyondExactRange
    case laggingRate
    case unknownCurrency
    case bareRateForSeveralPairs
    case beforeHistory
    case dateInFuture
    case beyondHistory
    case notQuotedOn
    case unusedDate
    case ratesOfEarlierDay
    case unusedRate
    case rateNotPositive
    case ratePairOfOneCurrency
    case noRate
    case noRatesOn
    case mixedSum
    case moneyTimesMoney
    case numberOverMoney
    case moneyToPower
    case functionOfMoney
    case convertPlainNumber
    case currencyWithoutAmount
    case variableNamedLikeCurrency

    // MARK: UnitMessages

    case unlikeDimensions
    case unlikeComparison
    case unlikeConversion
    case convertPlainNumberToUnit
    case temperatureArithmetic
    case belowAbsoluteZero
    case ambiguousUnit
    case compoundOutOfOrder
    case mixedTargetUnit
    case rateOutsideAt
    case functionOfUnit
    case rootOfUnit
    case fractionalPowerOfUnit
    case unitPowerTooLarge
    case exponentWithUnit
    case unitOrVariable
    case unknownUnit
    case moneyInUnit
    case quantityInPresentation

    // MARK: DateMessages

    case dateArithmetic

    // MARK: ZoneMessages

    case ambiguousZone
    case zoneUnavailable
    case skippedTime
    case repeatedTime
    case notATime
    case zoneOffsetRange
    case fractionOfASecond
    case offsetNotInForce
    case isoOffset

    // MARK: Functions of the user's own

    case clauseInBody
    case targetsInBody
    case functionNameTaken
    case parameterNameTaken
    case duplicateParameter
    case recursiveFunction
    case functionsNestedTooDeeply
    case tooManyCalls

    // MARK: Block sums

    case emptyBlock
    case blockMixes
    case overlongBlock
    case weekdayIsText
    case functionOfDate
    case dateConversion
    case dateOutOfRange
    case fractionalMonths
    case noToday
    case dottedDate
    case timeOfDayArithmetic
    case impossibleTimeOfDay
    case momentFromToday
    case instantArithmetic
    case notUnixTime

    // MARK: ProgramMessages: files and streams

    case cannotOpen
    case cannotRead
    case cannotWriteSheet
    case sheetTooLarge
    case watchNeedsTerminal
    case cannotWatch
    case cannotReadInitFile
    case cannotSaveSettings
    case cannotWriteResults
    case badRatesFile

    // MARK: ProgramMessages: rates in use

    case ignoringCorruptCache
    case staleRates

    // MARK: ProgramMessages: the prompt

    case noLineEditing
    case historyMovedAside
    case historyNotSaved
    case cannotSaveHistory
    case badCommand
    case updateNeedsNetwork

    // MARK: ProgramMessages: the rate updater

    case noUpdater
    case noOwnPath
    case cannotRefresh
    case cannotRunUpdater
    case historyUsage
    case historyUnknownCurrency
    case historyBadSpan
    case historyReversedSpan
    case historyOneCurrency
    case ignoringStoredHistory
    case updateFailed
    case historyNotUpdated
    case sourceFailed
    case sourceError
    case leftOutOfTotal
    case replacedCorruptCache
    case cannotSaveRates
    case nothingFetched

    // MARK: ProgramMessages: the language server

    case notJSON
    case noContentLength
    case notARequest
    case messageTooLarge
    case unknownMethod
    case badParams
    case notInitialized
    case shutDown
    case documentTooLarge
}
