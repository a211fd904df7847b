import CalcCore
import Testing

/// Every message has a typed identity, whose name as text is its own, and each catalogue
/// function gives the identity of its message.
@Suite struct MessageIDTests {
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
        (ProgramMessages.staleRates(date: "2026-10-30", age: "24 days old", origin: "ECB"), .staleRates),
        (ProgramMessages.ignoringStoredHistory("cut short"), .ignoringStoredHistory),
        (ProgramMessages.updateNeedsNetwork(), .updateNeedsNetwork),
        (ProgramMessages.leftOutOfTotal("5 GBP", where: "line 3", reason: Messages.divisionByZero(at: span)), .leftOutOfTotal),
    ])
    func catalogueFunctionsGiveTheirMessage(_ diagnostic: Diagnostic, _ id: MessageID) {
        #expect(diagnostic.id == id, "\(diagnostic.message)")
    }
}
