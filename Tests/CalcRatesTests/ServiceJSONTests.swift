import CalcCore
import CalcRates
import Testing

@Suite("Rate service answers")
struct ServiceJSONTests {
    @Test func openAccess() throws {
        let table = try ExchangeRateAPIJSON.parse(Array(Fixtures.erapiOpenAccess.utf8), flavor: .openAccess)
        #expect(table.base == "USD")
        #expect(table.date == Day("2025-05-09")) // 1746748800 = 2025-05-09T00:00:00Z
        #expect(table.source == "open.er-api.com")
        #expect(table.rates["EUR"] == TestSupport.rational("0.888731"))
        #expect(table.rates.count == 31)
    }

    @Test func v6() throws {
        let table = try ExchangeRateAPIJSON.parse(Array(Fixtures.exchangeRateAPIv6.utf8), flavor: .v6)
        #expect(table.base == "USD")
        #expect(table.date == Day("2025-05-09"))
        #expect(table.source == "exchangerate-api.com")
        #expect(table.rates["JPY"] == TestSupport.rational("145.183"))
        #expect(table.rates.count == 31)
    }

    @Test func fixer() throws {
        let table = try FixerJSON.parse(Array(Fixtures.fixerLatest.utf8))
        #expect(table.base == "EUR")
        #expect(table.date == Day("2025-05-09"))
        #expect(table.source == "fixer.io")
        #expect(table.rates["USD"] == TestSupport.rational("1.1252"))
        #expect(table.rates.count == 31)
    }

    @Test func fixerAndECBAgree() throws {
        let fixer = try FixerJSON.parse(Array(Fixtures.fixerLatest.utf8))
        let ecb = try ECBDailyXML.parse(Array(Fixtures.ecbDaily.utf8))
        #expect(fixer.rates == ecb.rates)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var parse: @Sendable ([UInt8]) throws -> RateTable
        var expected: RateFormatError.Problem
        var testDescription: String { name }
    }

    static let openAccess: @Sendable ([UInt8]) throws -> RateTable = { try ExchangeRateAPIJSON.parse($0, flavor: .openAccess) }
    static let v6: @Sendable ([UInt8]) throws -> RateTable = { try ExchangeRateAPIJSON.parse($0, flavor: .v6) }
    static let fixer: @Sendable ([UInt8]) throws -> RateTable = { try FixerJSON.parse($0) }

    static let badBodies: [Bad] = [
        Bad(name: "v6 error", body: Fixtures.exchangeRateAPIv6Error, parse: v6, expected: .serviceError(.said("invalid-key"))),
        Bad(name: "open access error", body: #"{"result":"error","error-type":"unsupported-code"}"#, parse: openAccess,
            expected: .serviceError(.said("unsupported-code"))),
        Bad(name: "error without type", body: #"{"result":"error"}"#, parse: openAccess,
            expected: .serviceError(.resultWithoutType)),
        Bad(name: "fixer error", body: Fixtures.fixerError, parse: fixer,
            expected: .serviceError(.fixer(code: "101", type: "missing_access_key", info: "You have not supplied an API Access Key. [Required format: access_key=YOUR_ACCESS_KEY]"))),
        Bad(name: "fixer error without details", body: #"{"success": false}"#, parse: fixer,
            expected: .serviceError(.failureWithoutDetails)),
        Bad(name: "not fixer", body: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1}}"#, parse: fixer,
            expected: .unknownShape(.notAnAnswer(of: .fixer, missingKey: "success", keys: ["base", "date", "rates"]))),
        Bad(name: "not ExchangeRate-API", body: Fixtures.fixerLatest, parse: openAccess,
            expected: .unknownShape(.notAnAnswer(of: .exchangeRateAPI, missingKey: "result", keys: ["success", "timestamp", "base", "date", "rates"]))),
        Bad(name: "unknown result", body: #"{"result":"maybe"}"#, parse: openAccess,
            expected: .unknownShape(.unknownResult("maybe"))),
        Bad(name: "missing base_code", body: #"{"result":"success","time_last_update_unix":1746748800,"rates":{"EUR":0.9}}"#,
            parse: openAccess, expected: .missingBase(key: "\"base_code\"")),
        Bad(name: "missing time", body: #"{"result":"success","base_code":"USD","rates":{"EUR":0.9}}"#,
            parse: openAccess, expected: .missingDate(key: "\"time_last_update_unix\"")),
        Bad(name: "fractional time", body: #"{"result":"success","base_code":"USD","time_last_update_unix":1746748800.5,"rates":{"EUR":0.9}}"#,
            parse: openAccess, expected: .invalidTimestamp("1746748800.5")),
        Bad(name: "negative time", body: #"{"result":"success","base_code":"USD","time_last_update_unix":-1,"rates":{"EUR":0.9}}"#,
            parse: openAccess, expected: .invalidTimestamp("-1")),
        Bad(name: "v6 body read as open access", body: Fixtures.exchangeRateAPIv6, parse: openAccess,
            expected: .missingRates(key: "\"rates\"")),
        Bad(name: "zero rate", body: #"{"result":"success","base_code":"USD","time_last_update_unix":1746748800,"rates":{"USD":1,"EUR":0}}"#,
            parse: openAccess, expected: .zeroRate(code: "EUR")),
        Bad(name: "base rate not one", body: #"{"result":"success","base_code":"USD","time_last_update_unix":1746748800,"rates":{"USD":1.5,"EUR":0.9}}"#,
            parse: openAccess, expected: .baseRateNotOne(code: "USD", text: "1.5")),
        Bad(name: "HTML", body: "<html><body>Too Many Requests</body></html>", parse: fixer, expected: .html),
    ]

    @Test(arguments: badBodies)
    func refused(bad: Bad) {
        #expect {
            try bad.parse(Array(bad.body.utf8))
        } throws: { error in
            guard let error = error as? RateFormatError else { return false }
            #expect(error.problem == bad.expected, "\(error)")
            return true
        }
    }

    @Test func errorsNameTheService() {
        #expect {
            try ExchangeRateAPIJSON.parse(Array(Fixtures.exchangeRateAPIv6Error.utf8), flavor: .v6)
        } throws: { error in
            "\(error)" == "exchangerate-api.com: the service answered with an error: invalid-key"
        }
        #expect {
            try FixerJSON.parse(Array(Fixtures.fixerError.utf8), origin: "http://data.fixer.io/api/latest")
        } throws: { error in
            "\(error)".hasPrefix("http://data.fixer.io/api/latest: the service answered with an error: code 101, missing_access_key: ")
        }
    }

    /// A service's error, as facts, worded once in the catalogue: the service's own words where
    /// it gave some, else which sign of an error there was.
    @Test(arguments: [
        (RateFormatError.ServiceFault.said("invalid-key"), "invalid-key"),
        (.fixer(code: "101", type: "missing_access_key", info: "No key."), "code 101, missing_access_key: No key."),
        (.fixer(code: nil, type: "usage_limit_reached", info: nil), "usage_limit_reached"),
        (.fixer(code: nil, type: nil, info: "Down."), "unknown error: Down."),
        (.errorsWithoutMessage, "the answer holds errors"),
        (.resultWithoutType, "no error-type given"),
        (.failureWithoutDetails, "no error details"),
    ])
    func serviceFaultsAreWorded(fault: RateFormatError.ServiceFault, words: String) {
        #expect(RateFormatError.Problem.serviceError(fault).description == "the service answered with an error: " + words)
    }
}
