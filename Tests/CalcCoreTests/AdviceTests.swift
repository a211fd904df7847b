import CalcCore
import Testing

/// A message's advice is data, said in the words of where the message is: the command line,
/// the prompt, or either under `--offline` (no advice to update).
@Suite struct AdviceTests {
    static let commandLine = Wording()
    static let prompt = Wording(atPrompt: true)
    static let offline = Wording(offline: true)
    static let offlinePrompt = Wording(atPrompt: true, offline: true)

    static let stale = ProgramMessages.staleRates(date: "2026-10-30", age: 24, origin: "ECB, embedded in calc")
    static let beyond = MoneyMessages.rateFailure(.beyondHistory(Day("2026-10-30")!), from: "USD", at: SourceSpan(0, 3),
                                                  fromSpan: nil, toSpan: nil)
    static let noRate = MoneyMessages.noRate("GBP", source: "rates.json", date: "2026-11-21", currencyCount: 4, at: SourceSpan(0, 3))
    static let history = ProgramMessages.ignoringStoredHistory("line 3 is cut short")

    @Test func theTextLeavesTheAdviceOut() {
        #expect(Self.stale.advice == .updateRates && Self.stale.message == "the rates are 24 days old (2026-10-30; ECB, embedded in calc)")
        #expect(Self.beyond.advice == .updateHistory && Self.beyond.hint == nil)
        #expect(Self.noRate.advice == .ratesInfo && Self.noRate.hint == "the table has 4 currencies")
        #expect(Self.history.advice == .rewriteHistory && Self.history.notes == ["dated conversions use the history built into calc"])
    }

    @Test(arguments: [
        (commandLine, "the rates are 24 days old (2026-10-30; ECB, embedded in calc); run calc --update-rates"),
        (prompt, "the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update fetches current ones"),
        (offline, "the rates are 24 days old (2026-10-30; ECB, embedded in calc)"),
        (offlinePrompt, "the rates are 24 days old (2026-10-30; ECB, embedded in calc)"),
    ])
    func oldRates(_ wording: Wording, _ message: String) {
        let worded = Self.stale.worded(wording)
        #expect(worded.message == message)
        #expect(worded.hint == nil && worded.advice == nil)
    }

    @Test(arguments: [
        (commandLine, "run calc --update-rates"), (prompt, ":update fetches the days since"), (offline, nil), (offlinePrompt, nil),
    ] as [(Wording, String?)])
    func aDateAfterTheHistory(_ wording: Wording, _ hint: String?) {
        #expect(Self.beyond.worded(wording).hint == hint)
        #expect(Self.beyond.worded(wording).message == "calc has rates up to 2026-10-30")
    }

    @Test(arguments: [
        (commandLine, "the table has 4 currencies; see calc --rates-info"), (prompt, "the table has 4 currencies; see :rates and :currencies"),
        (offline, "the table has 4 currencies; see calc --rates-info"), (offlinePrompt, "the table has 4 currencies; see :rates and :currencies"),
    ])
    func aCurrencyTheTableLacks(_ wording: Wording, _ hint: String) {
        #expect(Self.noRate.worded(wording).hint == hint)
    }

    @Test(arguments: [
        (commandLine, "dated conversions use the history built into calc; calc --update-rates rewrites the file"),
        (prompt, "dated conversions use the history built into calc; :update rewrites it"),
        (offline, "dated conversions use the history built into calc"),
    ])
    func anUnreadableHistory(_ wording: Wording, _ note: String) {
        #expect(Self.history.worded(wording).notes == [note])
    }

    /// The renderers say the command line's words unless told where they are, and a message
    /// left out of a total keeps the advice of its reason.
    @Test func renderersAndTotals() {
        #expect(DiagnosticRenderer.program(Self.history)
                == "calc: warning: ignoring the stored rate history: line 3 is cut short\nnote: dated conversions use the history built into calc; calc --update-rates rewrites the file\n")
        #expect(DiagnosticRenderer.program(Self.stale, named: false, wording: Self.prompt)
                == "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update fetches current ones\n")
        #expect(DiagnosticRenderer.located(Self.beyond, file: "a.calc", lineNumber: 2, line: Array("1 USD in EUR on 2026-11-02".utf8),
                                           wording: Self.offline) == "a.calc:2:1: error: calc has rates up to 2026-10-30\n")
        let total = ProgramMessages.leftOutOfTotal("5 GBP", where: "line 3", reason: Self.noRate)
        #expect(total.oneLine == "the total leaves out 5 GBP (line 3): no exchange rate for GBP in the rate table (rates.json, 2026-11-21); the table has 4 currencies; see calc --rates-info")
        #expect(total.worded(Self.prompt).hint == "the table has 4 currencies; see :rates and :currencies")
    }
}
