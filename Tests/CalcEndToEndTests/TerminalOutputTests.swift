import Foundation
import Testing

/// On a terminal, a value shown rounded gets `≈ `; exact values never do. The binary runs with
/// its output on a pseudo-terminal through util-linux `script`.
@Suite struct TerminalOutputTests {
    let calc = CalcProcess()

    func onTerminal(_ expression: String) throws -> String {
        let shell = "\(CalcProcess.binary.path) '\(expression)'"
        let result = try calc.runProgram("/usr/bin/script", ["-qec", shell, "/dev/null"])
        return result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test(arguments: [
        ("1/3", "≈ 0.333333333333333\n"),
        ("sqrt(2)", "≈ 1.4142135623731\n"),
        ("0.1 + 0.2", "0.3\n"),
        ("2^100", "1267650600228229401496703205376\n"),
        ("sqrt(16)", "4\n"),
        ("12.345 USD", "≈ 12.35 USD\n"),
        ("12.34 USD", "12.34 USD\n"),
        ("10 USD / 3", "≈ 3.33 USD\n"),
    ])
    func approximationMark(_ expression: String, _ expected: String) throws {
        #expect(try onTerminal(expression) == expected)
    }
}
