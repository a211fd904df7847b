@testable import CalcRates
import CalcCore
import Testing

/// The registry of sources and the crypto source's reader (DESIGN §18).
@Suite struct RateSourceTests {
    static let day = Day("2026-11-25")!

    @Test func theRegistryGivesTheProvidersInPriorityOrder() {
        let all = RateProvider.all(environment: [:]).map(\.name)
        #expect(all == ["ECB", "open.er-api.com", "coinbase.com"])
        let keyed = RateProvider.all(environment: ["CALC_FIXER_KEY": "k", "CALC_EXCHANGERATE_API_KEY": "k", "CALC_CRYPTO_URL": "none"])
        #expect(keyed.map(\.name) == ["ECB", "fixer.io", "exchangerate-api.com", "open.er-api.com"])
        // Every variable a source reads is among those calc passes on.
        for source in RateSources.registered {
            #expect(source.environmentVariables.allSatisfy(RateProvider.environmentVariables.contains))
        }
    }

    func crypto(_ body: String) throws(RateFormatError) -> RateTable {
        let provider = RateProvider.all(environment: ["CALC_CRYPTO_URL": "http://127.0.0.1:9/x"]).first { $0.name == "coinbase.com" }!
        return try provider.parse(Array(body.utf8), fetchedOn: RateSourceTests.day)
    }

    @Test func cryptoRatesAreReadExactlyAndOnlyForTheCoins() throws {
        let table = try crypto(#"{"data":{"currency":"EUR","rates":{"AED":"4.103","BTC":"0.0000105","USDT":"1.1169","DOGE":"5.61","EUR":"1"}}}"#)
        #expect(table.base == "EUR")
        #expect(table.date == RateSourceTests.day)
        #expect(table.rate("BTC") == Rational(105, 10_000_000))
        #expect(table.rate("USDT") == Rational(11169, 10000))
        #expect(table.rate("DOGE") == Rational(561, 100))
        #expect(table.rate("AED") == nil)
    }

    @Test(arguments: [
        (#"{"errors":[{"id":"not_found","message":"Invalid currency"}]}"#, "Invalid currency"),
        (#"{"errors":[{"id":"not_found"}]}"#, "the service answered with an error: the answer holds errors"),
        (#"{"rates":{"BTC":"1"}}"#, "no \"data\""),
        (#"{"data":{"currency":"EUR","rates":{"BTC":0.00001}}}"#, "decimal string"),
        (#"{"data":{"currency":"EUR","rates":{"AED":"4.1"}}}"#, ""),
        (#"{"data":{"currency":"eur","rates":{"BTC":"0.1"}}}"#, ""),
        (#"{"data":{"currency":"EUR","rates":{"BTC":"-1"}}}"#, ""),
    ])
    func cryptoAnswersThatAreRefused(_ body: String, _ says: String) {
        do {
            _ = try crypto(body)
            Issue.record("accepted \(body)")
        } catch {
            #expect(error.origin == "coinbase.com")
            if !says.isEmpty { #expect(error.problem.description.contains(says), "\(error.problem.description)") }
        }
    }

    /// Codes of 3 to 5 letters in one integer: alphabetical order, read and written back.
    @Test func codesOfThreeToFiveLetters() {
        let codes: [CurrencyCode] = ["ADA", "BTC", "DOGE", "USD", "USDC", "USDT", "ZWL"]
        #expect(codes == codes.sorted())
        for code in codes {
            #expect(CurrencyCode(code: code.description) == code)
            var bytes: [UInt8] = []
            code.append(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == code.description)
        }
        #expect(CurrencyCode(Array("usdt".utf8)[...]) == "USDT")
        #expect(CurrencyCode(Array("USDX".utf8)[...]) == "USDX")
        #expect(CurrencyCode(Array("mile".utf8)[...]) == nil)
        #expect(CurrencyCode(Array("USDXYZ".utf8)[...]) == nil)
        #expect(CurrencyCode(code: "usdt") == nil)
        #expect(CurrencyCatalogue.minorUnits("BTC") == 8 && CurrencyCatalogue.minorUnits("USD") == 2)
    }
}
