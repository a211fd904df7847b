import Foundation
import Testing

/// `--csv`: one RFC 4180 row a line that gives something, after a header row; the renderer is
/// one file (`CSVRenderer`) over the same outcomes as the other ways out.
@Suite struct CSVOutputTests {
    let calc = CalcProcess()

    @Test func aBatchAsRows() throws {
        let result = try calc.run(["--csv"], input: """
            1 + 2

            # a comment
            10 EUR in USD, GBP
            f(x) = x * 2
            1 +
            "a,b"
            2026-01-01 + 3 days
            5 km in m

            """)
        #expect(result.status == 1, "a line failed: \(result.stderr)")
        #expect(result.stdout == #"""
            line,input,result,value,unit,error\#r
            1,1 + 2,3,3,,\#r
            4,"10 EUR in USD, GBP","11.17 USD, 8.34 GBP",11.172,USD,\#r
            5,f(x) = x * 2,f(x) = x * 2,,,\#r
            6,1 +,,,,'+' has no right operand; finish the expression or remove '+'\#r
            7,"""a,b""",,,,"unexpected character '""'"\#r
            8,2026-01-01 + 3 days,2026-01-04,2026-01-04,,\#r
            9,5 km in m,5000 m,5000,m,\#r

            """#, "\(result.stdout)")
    }

    /// A time of day and an instant as data are ISO 8601, in `--csv` and `--json` alike.
    @Test func timesAsData() throws {
        let rows = try calc.run(["--csv"], input: "3:45pm\nunix(1707568901)\n")
        #expect(rows.stdout == "line,input,result,value,unit,error\r\n1,3:45pm,3:45 pm,15:45:00,h,\r\n"
            + "2,unix(1707568901),2024-02-10 12:41:41 UTC,2024-02-10T12:41:41+00:00,s,\r\n", "\(rows.stdout)")
        let json = try calc.run(["--json"], input: "3:45pm\nunix(1707568901)\n")
        #expect(json.stdout.contains(#""value":"15:45:00","exact":true,"kind":"time""#), "\(json.stdout)")
        #expect(json.stdout.contains(#""value":"2024-02-10T12:41:41+00:00","exact":true,"kind":"instant""#), "\(json.stdout)")
    }

    @Test func oneShotAndAnOptionItTakesNoneOf() throws {
        let one = try calc.run(["--csv", "2 * 21"])
        #expect(one.status == 0)
        #expect(one.stdout == "line,input,result,value,unit,error\r\n1,2 * 21,42,42,,\r\n")
        let refused = try calc.run(["--csv", "--json", "1+2"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--csv writes one row a line: it takes no --json, --explain or --total"))
    }

    @Test func aSheetAsRowsWithoutItsAnnotations() throws {
        let directory = calc.home.appendingPathComponent("csv-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let sheet = directory + "/trip.calc"
        try "# Trip\nhotel = 80 EUR   # = 70.00 EUR\n2 * hotel\n".write(toFile: sheet, atomically: true, encoding: .utf8)
        let result = try calc.run(["--sheet", sheet, "--csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "line,input,result,value,unit,error\r\n2,hotel = 80 EUR,80.00 EUR,80,EUR,\r\n3,2 * hotel,160.00 EUR,160,EUR,\r\n",
                "\(result.stdout)")
        // The sheet itself is left as it was.
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == "# Trip\nhotel = 80 EUR   # = 70.00 EUR\n2 * hotel\n")
    }
}
