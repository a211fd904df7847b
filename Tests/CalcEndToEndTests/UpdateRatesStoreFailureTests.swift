import Foundation
import Testing

/// Sources that answer well but a cache that cannot be written: the failure is reported, the
/// old cache stays byte for byte, and the half-written temporary file is removed.
extension UpdateRatesTests {
    /// A wide answer of 200 currencies besides USD: a cache of several kilobytes.
    static let wideMany: String = {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rates = (0..<200).map { "\"Q\(letters[$0 / 26])\(letters[$0 % 26])\":\($0 + 2)" }.joined(separator: ",")
        return #"{"result":"success","time_last_update_unix":\#(UpdateRatesTests.wideUnix),"time_next_update_unix":\#(UpdateRatesTests.nextUnix),"#
            + #""base_code":"USD","rates":{"USD":1,"EUR":0.8,"# + rates + "}}"
    }()

    /// The file size limit (`ulimit -f`, which root is held to as well) stops the write of the
    /// temporary file part way: the write fails after the file was created.
    @Test func aWriteThatFailsPartWayLeavesNothingBehind() throws {
        let old = try seedCache()
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wideMany))
        // SIGXFSZ ignored (kept across exec), so that writing past the limit fails with EFBIG
        // instead of killing calc; 2 blocks are at most 2 KiB, the new cache is over 3 KiB.
        let command = "trap '' XFSZ; ulimit -f 2; exec '\(CalcProcess.binary.path)' --update-rates"
        let result = try calc.runProgram("/bin/sh", ["-c", command], extraEnvironment: environment(server))
        #expect(result.status == 1)
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            open.er-api.com: rates of \(UpdateRatesTests.wideDate), 202 currencies

            """)
        #expect(result.stderrWithoutHistory == "calc: error: cannot save the rates: cannot write the rate cache \(cachePath.path): File too large; the rate cache is unchanged\n")
        #expect(try Data(contentsOf: cachePath) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cachePath.deletingLastPathComponent().path)
        #expect(leftovers == ["rates.json"])
    }
}
