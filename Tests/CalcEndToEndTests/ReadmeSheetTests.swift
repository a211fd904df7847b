import Foundation
import Testing

/// The README's example worksheet annotates as the README shows, with the rates built into
/// calc (a fresh home: no cache), and its output annotates to itself.
@Suite struct ReadmeSheetTests {
    /// The sheet after `$ cat lisbon.calc` and the output after `$ calc --sheet lisbon.calc`,
    /// as the README's console block has them.
    static func example() throws -> (sheet: String, annotated: String) {
        let readme = try String(contentsOf: InstallTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let cat = try #require(lines.firstIndex(of: "$ cat lisbon.calc"), "the README has no example sheet")
        let run = try #require(lines[cat...].firstIndex(of: "$ calc --sheet lisbon.calc"))
        let end = try #require(lines[run...].firstIndex(of: "```"))
        let sheet = lines[(cat + 1)..<run].joined(separator: "\n") + "\n"
        let annotated = lines[(run + 1)..<end].joined(separator: "\n") + "\n"
        return (sheet, annotated)
    }

    @Test func theExampleAnnotatesAsShown() throws {
        let (sheet, annotated) = try ReadmeSheetTests.example()
        let calc = CalcProcess()
        try sheet.write(to: calc.home.appendingPathComponent("lisbon.calc"), atomically: true, encoding: .utf8)
        let result = try calc.run(["--sheet", "lisbon.calc"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == annotated)
        // Its own output annotates to the same bytes.
        try annotated.write(to: calc.home.appendingPathComponent("lisbon.calc"), atomically: true, encoding: .utf8)
        #expect(try calc.run(["--sheet", "lisbon.calc"]).stdout == annotated)
    }
}
