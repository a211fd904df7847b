import CalcRates
import Testing

/// Keys and URL passwords stay out of messages in every form, keys are encoded in requests,
/// and a short key does not eat the letters of other words.
@Suite struct RedactionTests {
    static func providers(_ environment: [String: String]) -> [RateProvider] {
        RateProvider.all(environment: environment)
    }

    @Test func aKeyIsHiddenRawEncodedInEitherCaseAndDecoded() {
        let hide = Redaction(secrets: ["sk_live_ÄÖ"])
        #expect(hide("raw sk_live_ÄÖ, encoded sk_live_%C3%84%C3%96, lower sk_live_%c3%84%c3%96.")
                == "raw ***, encoded ***, lower ***.")
        let encodedSecret = Redaction(secrets: ["p%40ss"])
        #expect(encodedSecret("as written p%40ss, decoded p@ss") == "as written ***, decoded ***")
    }

    @Test func aShortKeyIsHiddenOnlyWhereItStandsAlone() {
        let hide = Redaction(secrets: ["K"])
        #expect(hide("OK: KES rates, access_key=K&base=EUR, /v6/K/latest") == "OK: KES rates, access_key=***&base=EUR, /v6/***/latest")
        let long = Redaction(secrets: ["abcdefgh"])
        #expect(long("xxabcdefghxx") == "xx***xx")
    }

    @Test func keysAreEncodedInRequestsAndHiddenInDisplays() throws {
        let providers = RedactionTests.providers([
            "CALC_FIXER_KEY": "a#b?c&d", "CALC_FIXER_URL": "http://127.0.0.1:9/fixer",
            "CALC_EXCHANGERATE_API_KEY": "sk_live_ÄÖ", "CALC_EXCHANGERATE_API_URL": "http://127.0.0.1:9/v6/",
        ])
        let fixer = try #require(providers.first { $0.name == "fixer.io" })
        #expect(fixer.url == "http://127.0.0.1:9/fixer?access_key=a%23b%3Fc%26d")
        #expect(fixer.displayURL == "http://127.0.0.1:9/fixer?access_key=***")
        let v6 = try #require(providers.first { $0.name == "exchangerate-api.com" })
        #expect(v6.url == "http://127.0.0.1:9/v6/sk_live_%C3%84%C3%96/latest/EUR")
        #expect(v6.displayURL == "http://127.0.0.1:9/v6/***/latest/EUR")
    }

    @Test func aPasswordInAnEndpointIsNeverShown() throws {
        let providers = RedactionTests.providers(["CALC_ECB_URL": "http://reader:pa55word@127.0.0.1:9/ecb?user=reader"])
        let ecb = try #require(providers.first { $0.name == "ECB" })
        #expect(ecb.url == "http://reader:pa55word@127.0.0.1:9/ecb?user=reader")
        #expect(ecb.displayURL == "http://***@127.0.0.1:9/ecb?user=reader")
        let update = RateUpdate(providers: providers, environment: [:])
        #expect(update.redacted("login reader:pa55word refused; pa55word") == "login *** refused; ***")
        // An @ in the path is not a password.
        let plain = try #require(RedactionTests.providers(["CALC_ECB_URL": "http://127.0.0.1:9/a@b"]).first { $0.name == "ECB" })
        #expect(plain.displayURL == "http://127.0.0.1:9/a@b")
    }
}
