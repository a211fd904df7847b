import Foundation
import Testing

/// Keys and passwords through a real server that echoes what it was asked: keys with
/// characters that mean something in a URL arrive whole (percent-encoded), and no form of a
/// key or password reaches the output. Found in review: `sk_live_ÄÖ` showed as
/// `sk_live_%C3%84%C3%96`, a `#` in a key cut the request short, and a one-letter key turned
/// every K of the messages into `***`.
extension UpdateRatesTests {
    @Test func keysAreEncodedAndNeverShownInAnyForm() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 500, contentType: "text/plain", "down"))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        server.route("/fixer", .echoingTarget(status: 200, contentType: "application/json", template:
            #"{"success":false,"error":{"code":101,"type":"invalid_access_key","info":"OK, KES: {target}"}}"#))
        server.route("/v6/sk_live_%C3%84%C3%96/latest/EUR", .echoingTarget(status: 200, contentType: "application/json",
                                                                           template: #"{"result":"error","error-type":"{target}"}"#))
        let result = try update(server, extra: [
            "CALC_FIXER_KEY": "K#?&", "CALC_FIXER_URL": server.url("/fixer"),
            "CALC_EXCHANGERATE_API_KEY": "sk_live_ÄÖ", "CALC_EXCHANGERATE_API_URL": server.url("/v6"),
        ])
        #expect(result.status == 0)
        #expect(server.requests.contains("GET /fixer?access_key=K%23%3F%26 HTTP/1.1"), "\(server.requests)")
        #expect(server.requests.contains("GET /v6/sk_live_%C3%84%C3%96/latest/EUR HTTP/1.1"), "\(server.requests)")
        #expect(result.stderrWithoutHistory == """
            calc: warning: ECB failed: HTTP 500 Internal Server Error (\(server.url("/ecb")))
            calc: warning: fixer.io failed: the service answered with an error: code 101, invalid_access_key: OK, KES: /fixer?access_key=***
            calc: warning: exchangerate-api.com failed: the service answered with an error: /v6/***/latest/EUR

            """)
        for form in ["ÄÖ", "%C3%84", "%c3%84", "K%23", "K#"] {
            #expect(!(result.stdout + result.stderrWithoutHistory).contains(form), "\(form) leaked")
        }
    }

    @Test func aPasswordInAnEndpointURLIsNeverShown() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 404, contentType: "text/plain", "no"))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let withPassword = server.url("/ecb").replacingOccurrences(of: "http://", with: "http://reader:s3cret-pw@")
        let result = try update(server, extra: ["CALC_ECB_URL": withPassword])
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "calc: warning: ECB failed: HTTP 404 Not Found (\(server.url("/ecb").replacingOccurrences(of: "http://", with: "http://***@")))\n")
        #expect(!(result.stdout + result.stderrWithoutHistory).contains("s3cret"))
    }
}
