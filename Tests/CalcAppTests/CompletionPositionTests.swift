@testable import CalcApp
import CalcCore
import Testing

/// Issue 32: Tab finds currencies wherever one is expected — a command's argument, `rate(`'s
/// arguments, an inline rate's pair — and never offers a name that stands for several
/// currencies (`peso`), which calc would then refuse.
@Suite struct CompletionPositionTests {
    static let vocabulary = Completion.Vocabulary(currencyCodes: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"],
                                                  variables: ["total", "tax"])

    func complete(_ line: String) -> Completion.Result {
        Completion.complete(line, cursor: line.utf8.count, vocabulary: Self.vocabulary)
    }

    @Test(arguments: [
        (":total ", Completion.Result.several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        (":total e", .several(insert: "ur", matches: ["EUR", "euro", "euros"])),
        (":total J", .insert("PY ")),
        (":total yen", .insert(" ")),
        (":TOTAL g", .insert("bp ")),
        (":history ", .several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        (":history US", .insert("D ")),
        (":history USD ", .several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        (":history USD j", .insert("py ")),
        (":history USD JPY 2", .none),
        (":history USD JPY ", .none),
        (":currencies U", .several(insert: "", matches: ["USD", "UYU"])),
        (":digits 3", .none),
        (":total EUR ", .none),
        // The command's name itself.
        (":hi", .insert("story ")),
        ("  :to", .insert("tal ")),
    ])
    func commandArguments(_ line: String, _ expected: Completion.Result) {
        #expect(complete(line) == expected, "\(line)")
    }

    @Test(arguments: [
        ("rate(", Completion.Result.several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        ("rate(U", .several(insert: "", matches: ["USD", "UYU"])),
        ("rate(USD, ", .several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        ("rate(USD, e", .several(insert: "ur", matches: ["EUR", "euro", "euros"])),
        ("rate(USD,J", .insert("PY ")),
        ("2 * rate(EUR, g", .insert("bp ")),
        // Outside `rate(`, a comma is an argument's, and a name completes there.
        ("max(1, ta", .several(insert: "", matches: ["tax", "tan", "tanh"])),
        ("rate(USD, EUR) + max(1, ta", .several(insert: "", matches: ["tax", "tan", "tanh"])),
        ("max(rate(USD, j", .insert("py ")),
    ])
    func rateArguments(_ line: String, _ expected: Completion.Result) {
        #expect(complete(line) == expected, "\(line)")
    }

    @Test(arguments: [
        ("100 EUR in USD at 1.1 ", Completion.Result.several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        ("100 EUR in USD at 1.1 U", .several(insert: "", matches: ["USD", "UYU"])),
        ("100 EUR in USD at 1.1 USD/", .several(insert: "", matches: ["ARS", "EUR", "GBP", "JPY", "MXN", "PHP", "USD", "UYU"])),
        ("100 EUR in USD at 1.1 USD/e", .several(insert: "ur", matches: ["EUR", "euro", "euros"])),
        ("100 EUR in USD at 1.1 USD/E", .several(insert: "UR", matches: ["EUR", "euro", "euros"])),
        ("100 EUR in USD at 1.1 usd/eu", .several(insert: "r", matches: ["EUR", "euro", "euros"])),
        ("100 EUR in USD at 1.1 $/e", .several(insert: "ur", matches: ["EUR", "euro", "euros"])),
        // No unit after an inline rate.
        ("100 EUR in USD at 1.1 km", .none),
        ("100 EUR in USD at 1.1 k", .several(insert: "orun", matches: ["koruna", "korunas", "koruny"])),
    ])
    func inlineRates(_ line: String, _ expected: Completion.Result) {
        #expect(complete(line) == expected, "\(line)")
    }

    /// `peso` stands for several currencies and is refused in an expression: Tab neither offers
    /// it nor completes to it; typed in full, it lists the codes it may mean.
    @Test(arguments: [
        ("100 EUR in P", Completion.Result.several(insert: "", matches: ["PHP", "pound", "pounds"])),
        ("100 EUR in pe", .none),
        ("100 EUR in pes", .none),
        ("100 EUR in peso", .several(insert: "", matches: ["ARS", "MXN", "PHP", "UYU"])),
        (":total peso", .several(insert: "", matches: ["ARS", "MXN", "PHP", "UYU"])),
        ("5 pes", .none),
    ])
    func ambiguousNamesAreNotOffered(_ line: String, _ expected: Completion.Result) {
        let result = complete(line)
        if case .several(_, let matches) = expected, line.hasSuffix("peso") {
            // The catalogue may name more pesos than the table has: those of the table.
            guard case .several(let insert, let offered) = result else { Issue.record("\(result)"); return }
            #expect(insert == "" && Set(matches).isSubset(of: Set(offered)) && offered.allSatisfy { Self.vocabulary.currencyCodes.contains($0) }, "\(offered)")
        } else {
            #expect(result == expected, "\(line): \(result)")
        }
    }

    /// No name Tab offers after a conversion is one calc refuses as ambiguous.
    @Test func everyOfferedNameStandsForOneCurrency() {
        for letter in "abcdefghijklmnopqrstuvwxyz" {
            guard case .several(_, let matches) = complete("100 EUR in \(letter)") else { continue }
            for match in matches where match == match.lowercased() {
                #expect(CurrencyCatalogue.codes(named: match)?.count == 1, "\(match)")
            }
        }
    }
}
