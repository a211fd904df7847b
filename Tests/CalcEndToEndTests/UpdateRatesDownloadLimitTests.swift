import Foundation
import Testing

/// The updater caps a downloaded answer at 2 MiB (2,097,152 bytes): an answer of exactly that
/// size is read, one byte more is refused, whether or not the server announces the length.
extension UpdateRatesTests {
    static let downloadLimit = 2_097_152

    /// The wide source's answer after `size - its length` spaces: valid JSON of exactly `size`
    /// bytes, whose rates come last (an answer cut anywhere does not read).
    static func widePadded(to size: Int) -> String {
        String(repeating: " ", count: size - wide.utf8.count) + wide
    }

    func routeWide(_ body: String, withContentLength: Bool, on server: FixtureHTTPServer) {
        server.route("/wide", withContentLength
                     ? .body(status: 200, contentType: "application/json", body)
                     : .unsized(status: 200, contentType: "application/json", body))
    }

    @Test(arguments: [true, false])
    func anAnswerOfExactly2MiBIsRead(withContentLength: Bool) throws {
        let body = Self.widePadded(to: Self.downloadLimit)
        #expect(body.utf8.count == 2_097_152)
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        routeWide(body, withContentLength: withContentLength, on: server)
        let result = try update(server)
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "")
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            open.er-api.com: rates of \(UpdateRatesTests.wideDate), 5 currencies
            saved 6 currencies (ECB + open.er-api.com, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)

            """)
    }

    @Test(arguments: [true, false])
    func anAnswerOneBytePast2MiBIsRefused(withContentLength: Bool) throws {
        let body = Self.widePadded(to: Self.downloadLimit + 1)
        #expect(body.utf8.count == 2_097_153)
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        routeWide(body, withContentLength: withContentLength, on: server)
        let result = try update(server)
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "calc: warning: open.er-api.com failed: answer larger than 2 MiB (\(server.url("/wide")))\n")
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            saved 4 currencies (ECB, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)

            """)
    }

    /// An announced length past the cap is refused from the header, before any body arrives
    /// (here none does: read to the end, it would be an answer cut short).
    @Test func anAnnouncedLengthPast2MiBIsRefusedFromTheHeader() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .truncated("", declaredLength: Self.downloadLimit + 1))
        let result = try update(server)
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "calc: warning: open.er-api.com failed: answer larger than 2 MiB (\(server.url("/wide")))\n")
    }
}
