import Foundation
import Testing

/// The init file from the binary (DESIGN §17), at `$XDG_CONFIG_HOME/calc/init.calc` of the
/// private home: read before the first line in one-shot, batch and sheet runs, definitions in
/// `--json`, skipped with `--no-init`, and never a reason for calc to stop.
@Suite struct InitFileEndToEndTests {
    let calc = CalcProcess()

    static let settings = """
        # my settings
        vat = 20%
        tip(x) = x + 15%
        card(x) = x + 1.75%
        usd(x) = x
        conv(x) = x in USD

        """

    /// The init file's path in this test's home.
    var initPath: String { calc.environment["XDG_CONFIG_HOME"]! + "/calc/init.calc" }

    func writeInit(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (initPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: initPath))
    }

    @Test func oneShot() throws {
        try writeInit(Self.settings)
        let tip = try calc.run(["tip(40 EUR)"])
        #expect(tip.stdout == "46.00 EUR\n")
        // `usd(x) = x` is refused (a currency's name), said once, located; the rest is defined.
        #expect(tip.stderr == "\(initPath):5:1: error: cannot define 'usd': it is a currency; choose another name for the function\n")
        #expect(tip.status == 0)
        let converted = try calc.run(["--rates", SheetTests.rates, "conv(100 EUR)"])
        #expect(converted.stdout == "108.75 USD\n")
    }

    @Test func batchFromStandardInputAndAFile() throws {
        try writeInit("vat = 20%\ncard(x) = x + 1.75%\n")
        let lines = "vat\ncard(100 USD)\nsq(x) = x * x\nsq(vat)\n"
        let expected = "20%\n101.75 USD\nsq(x) = x * x\n4%\n"
        let piped = try calc.run([], input: lines)
        #expect(piped.stdout == expected)
        #expect(piped.stderr == "")
        #expect(piped.status == 0)
        let file = try calc.run(["-f", calc.write("lines.calc", lines)])
        #expect(file.stdout == expected)
        #expect(file.stderr == "")
    }

    @Test func sheet() throws {
        try writeInit("vat = 20%\ntip(x) = x + 15%\n")
        let sheet = calc.write("trip.calc", "Dinner: tip(40 EUR)\nhalf(x) = x / 2\nhalf(vat)\n")
        let result = try calc.run(["--sheet", sheet])
        #expect(result.stdout == "Dinner: tip(40 EUR)  # = 46.00 EUR\nhalf(x) = x / 2\nhalf(vat)            # = 10%\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// A definition's object names the function and gives its definition as calc writes it;
    /// the init file's lines give none.
    @Test func json() throws {
        try writeInit("vat = 20%\n100 EUR\n")
        let result = try calc.run(["--json"], input: "sq(x)=x*x\nsq(vat)\n")
        #expect(result.stdout == """
            {"line":1,"input":"sq(x)=x*x","function":"sq","definition":"sq(x) = x*x"}
            {"line":2,"input":"sq(vat)","result":"4%","value":"0.04","exact":true,"kind":"percent","currency":null}

            """)
        #expect(result.stderr == "")
    }

    @Test func noInit() throws {
        try writeInit("vat = 20%\nbad = 1 +\n")
        let result = try calc.run(["--no-init", "vat"])
        #expect(result.stdout == "")
        #expect(result.stderr == "error: unknown name 'vat'\nvat\n^^^\n")
        #expect(result.status == 1)
        #expect(try calc.run(["--no-init", "1 + 1"]).stderr == "")
    }

    /// No config directory at all: nothing to say.
    @Test func anAbsentFileCostsNoError() throws {
        #expect(!FileManager.default.fileExists(atPath: initPath))
        let result = try calc.run(["2 * 21"])
        #expect(result.stdout == "42\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// A directory where the file should be: one warning, and calc works without it.
    @Test func anUnreadableFileIsAWarning() throws {
        try FileManager.default.createDirectory(atPath: initPath, withIntermediateDirectories: true)
        let result = try calc.run(["2 * 21"])
        #expect(result.stdout == "42\n")
        #expect(result.stderr == "calc: warning: cannot read '\(initPath)': not a regular file (a directory); going on without it\n")
        #expect(result.status == 0)
        let batch = try calc.run([], input: "1\n2\n")
        #expect(batch.stdout == "1\n2\n")
        #expect(batch.stderr.components(separatedBy: "\n").filter { $0.contains("cannot read") }.count == 1)
    }
}
