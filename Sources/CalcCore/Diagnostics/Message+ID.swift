/// Which message of the catalogue each case is: several cases share the id of one message
/// said in more than one way (`undecidedRounding` is `undecided`), and a message wrapped by
/// another keeps the inner one's (`in f(x): division by zero` is `divisionByZero`).
extension Message {
    public var id: MessageID {
        switch self {
        case .inFunction(_, let inner): inner.id
        case .misplacedDigitSeparator: .misplacedDigitSeparator
        case .digitsOutsideBase: .digitsOutsideBase
        case .digitOutsideBase: .digitOutsideBase
        case .decimalComma: .decimalComma
        case .digitGroups: .digitGroups
        case .expectedDigits: .expectedDigits
        case .invalidUTF8: .invalidUTF8
        case .unexpectedCharacter: .unexpectedCharacter
        case .expectedValue: .expectedValue
        case .missingOperand: .missingOperand
        case .emptyParentheses: .emptyParentheses
        case .unclosedParenthesis: .unclosedParenthesis
        case .unmatchedClosingParenthesis: .unmatchedClosingParenthesis
        case .keywordInCapitals: .keywordInCapitals
        case .wordBetweenValues, .twoValuesInARow, .numberAfterQuantity: .twoValuesInARow
        case .percentIsNotRemainder: .percentIsNotRemainder
        case .mixedNumber: .mixedNumber
        case .spacedDigits: .spacedDigits
        case .unknownWord: .unknownWord
        case .noPreviousResultToContinue: .noPreviousResultToContinue
        case .notAWholeNumberForBase: .notAWholeNumberForBase
        case .notExactForFraction: .notExactForFraction
        case .expectedRate: .expectedRate
        case .afterClauses: .afterClauses
        case .rateArguments: .rateArguments
        case .expectedDate: .expectedDate
        case .impossibleTime: .impossibleTime
        case .impossibleDate: .impossibleDate
        case .secondDate: .secondDate
        case .expectedRatePair: .expectedRatePair
        case .functionNeedsParentheses: .functionNeedsParentheses
        case .expectedRoundingStep: .expectedRoundingStep
        case .unexpectedComma: .unexpectedComma
        case .unexpectedEquals: .unexpectedEquals
        case .conversionNotLast: .conversionNotLast
        case .expectedCurrency: .expectedCurrency
        case .expectedRounding: .expectedRounding
        case .timeAsTarget: .timeAsTarget
        case .expectedAmount: .expectedAmount
        case .nestedTooDeeply: .nestedTooDeeply
        case .literalTooLong: .literalTooLong
        case .literalBeyondRange: .literalBeyondRange
        case .tooMuchWork: .tooMuchWork
        case .tooManyTargets: .tooManyTargets
        case .tooManyRateClauses: .tooManyRateClauses
        case .tooManyTerms: .tooManyTerms
        case .lineTooLong: .lineTooLong
        case .percentFirst: .percentFirst
        case .ofWithoutPercent: .ofWithoutPercent
        case .percentOfKind: .percentOfKind
        case .degreesOfKind: .degreesOfKind
        case .amountAsPercent: .amountAsPercent
        case .lineOverLimit: .lineOverLimit
        case .unknownFunction: .unknownFunction
        case .functionWithoutCall: .functionWithoutCall
        case .notAFunction: .notAFunction
        case .wrongArgumentCount, .userArgumentCount: .wrongArgumentCount
        case .romanArguments: .romanArguments
        case .notARomanNumeral: .notARomanNumeral
        case .notRomanRange: .notRomanRange
        case .cannotAssign: .cannotAssign
        case .cannotAssignToKeyword: .cannotAssignToKeyword
        case .unknownName: .unknownName
        case .noPreviousResult: .noPreviousResult
        case .divisionByZero: .divisionByZero
        case .tooLarge: .tooLarge
        case .approximationTooLarge: .approximationTooLarge
        case .tooSmall: .tooSmall
        case .undecided, .undecidedRounding: .undecided
        case .imprecise: .imprecise
        case .notReal: .notReal
        case .exponentNotNumber: .exponentNotNumber
        case .roundPlacesNotInteger: .roundPlacesNotInteger
        case .mixedMinMax: .mixedMinMax
        case .ambiguousCurrencyName: .ambiguousCurrencyName
        case .mixedModulo: .mixedModulo
        case .amountBeyondExactRange: .amountBeyondExactRange
        case .laggingRate: .laggingRate
        case .unknownCurrency: .unknownCurrency
        case .bareRateForSeveralPairs: .bareRateForSeveralPairs
        case .beforeHistory: .beforeHistory
        case .dateInFuture: .dateInFuture
        case .beyondHistory: .beyondHistory
        case .notQuotedBetween, .notQuotedOn: .notQuotedOn
        case .unusedDate, .dateOverriddenByRate: .unusedDate
        case .ratesOfEarlierDay: .ratesOfEarlierDay
        case .unusedRate: .unusedRate
        case .rateNotPositive: .rateNotPositive
        case .ratePairOfOneCurrency: .ratePairOfOneCurrency
        case .noRate: .noRate
        case .noRatesOn: .noRatesOn
        case .mixedSum: .mixedSum
        case .conversionWithoutIn: .conversionWithoutIn
        case .moneyTimesMoney: .moneyTimesMoney
        case .numberOverMoney: .numberOverMoney
        case .moneyToPower: .moneyToPower
        case .functionOfMoney: .functionOfMoney
        case .convertPlainNumber: .convertPlainNumber
        case .currencyWithoutAmount: .currencyWithoutAmount
        case .variableNamedLikeCurrency: .variableNamedLikeCurrency
        case .rateOutsideAt: .rateOutsideAt
        case .unlikeDimensions: .unlikeDimensions
        case .unlikeComparison: .unlikeComparison
        case .unlikeConversion: .unlikeConversion
        case .convertPlainNumberToUnit: .convertPlainNumberToUnit
        case .temperatureArithmetic: .temperatureArithmetic
        case .belowAbsoluteZero: .belowAbsoluteZero
        case .ambiguousUnit: .ambiguousUnit
        case .compoundOutOfOrder: .compoundOutOfOrder
        case .mixedTargetUnit: .mixedTargetUnit
        case .functionOfUnit: .functionOfUnit
        case .rootOfUnit: .rootOfUnit
        case .fractionalPowerOfUnit: .fractionalPowerOfUnit
        case .unitPowerTooLarge, .unitFactorTooLarge: .unitPowerTooLarge
        case .exponentWithUnit: .exponentWithUnit
        case .unitOrVariable: .unitOrVariable
        case .unknownUnit: .unknownUnit
        case .moneyInUnit: .moneyInUnit
        case .quantityInPresentation: .quantityInPresentation
        case .perWithoutUnits: .perWithoutUnits
        case .unitWithoutNumber: .unitWithoutNumber
        case .dateArithmetic: .dateArithmetic
        case .weekdayIsText: .weekdayIsText
        case .functionOfDate: .functionOfDate
        case .dateConversion: .dateConversion
        case .dateOutOfRange: .dateOutOfRange
        case .fractionalMonths: .fractionalMonths
        case .noToday: .noToday
        case .clauseInBody: .clauseInBody
        case .targetsInBody: .targetsInBody
        case .functionNameTaken: .functionNameTaken
        case .parameterNameTaken: .parameterNameTaken
        case .duplicateParameter: .duplicateParameter
        case .recursiveFunction: .recursiveFunction
        case .functionsNestedTooDeeply: .functionsNestedTooDeeply
        case .tooManyCalls: .tooManyCalls
        case .emptyBlock: .emptyBlock
        case .overlongBlock: .overlongBlock
        case .blockMixes, .dateInBlock, .percentInBlock: .blockMixes
        case .cannotOpen: .cannotOpen
        case .cannotRead: .cannotRead
        case .cannotWriteSheet: .cannotWriteSheet
        case .sheetTooLarge: .sheetTooLarge
        case .watchNeedsTerminal: .watchNeedsTerminal
        case .cannotWatch: .cannotWatch
        case .cannotReadInitFile: .cannotReadInitFile
        case .cannotSaveSettings: .cannotSaveSettings
        case .cannotWriteResults: .cannotWriteResults
        case .badRatesFile: .badRatesFile
        case .ignoringCorruptCache: .ignoringCorruptCache
        case .staleRates: .staleRates
        case .noLineEditing: .noLineEditing
        case .historyMovedAside, .historyTooLargeMovedAside: .historyMovedAside
        case .historyNotSaved: .historyNotSaved
        case .historyLockBusy, .cannotSaveHistory: .cannotSaveHistory
        case .updateNeedsNetwork: .updateNeedsNetwork
        case .commandTakesNoArgument, .totalNeedsCurrency, .unknownTotalCurrency, .digitsOutOfRange, .missingCommandName, .unknownCommand: .badCommand
        case .noUpdater: .noUpdater
        case .noOwnPath: .noOwnPath
        case .cannotRefresh: .cannotRefresh
        case .cannotRunUpdater: .cannotRunUpdater
        case .historyUsage: .historyUsage
        case .historyUnknownCurrency: .historyUnknownCurrency
        case .historyBadSpan: .historyBadSpan
        case .historyReversedSpan: .historyReversedSpan
        case .historyOneCurrency: .historyOneCurrency
        case .ignoringStoredHistory: .ignoringStoredHistory
        case .updateFailed: .updateFailed
        case .historyNotUpdated: .historyNotUpdated
        case .sourceFailed: .sourceFailed
        case .sourceError: .sourceError
        case .leftOutOfTotal: .leftOutOfTotal
        case .replacedCorruptCache: .replacedCorruptCache
        case .cannotSaveRates: .cannotSaveRates
        case .nothingFetched: .nothingFetched
        }
    }
}
