import ArgumentParser
import CalcApp
import CalcCommandLine
import Foundation
import Testing

/// swift-argument-parser's declaration (`CalcCommand`) is the list of flags: the fast reading
/// of the command line (`Invocation.fastParse`) is held to it here, so that a flag added to
/// the declaration alone, or to the fast reading alone, fails.
@Suite struct FlagDeclarationTests {
    /// Each declared flag and option, its names and whether it takes a value, from the
    /// parser's own description of the command (what `--experimental-dump-help` prints).
    static func declared() throws -> [(names: [String], takesValue: Bool)] {
        var dump = ""
        do {
            _ = try CalcCommand.parseAsRoot(["--experimental-dump-help"])
        } catch {
            dump = CalcCommand.fullMessage(for: error)
        }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        return arguments.compactMap { argument in
            guard let kind = argument["kind"] as? String, kind != "positional",
                  let names = argument["names"] as? [[String: Any]] else { return nil }
            let spelled = names.compactMap { name -> String? in
                guard let text = name["name"] as? String, let nameKind = name["kind"] as? String else { return nil }
                return nameKind == "short" ? "-" + text : "--" + text
            }
            return (spelled, kind == "option")
        }
    }

    /// What the parser alone answers (help, version, completion scripts): never read fast.
    static let parserOnly: Set<String> = ["--help", "-h", "--version", "--generate-completion-script"]

    @Test func theFastReadingKnowsEveryDeclaredFlag() throws {
        let declared = try FlagDeclarationTests.declared().filter { !$0.names.contains { FlagDeclarationTests.parserOnly.contains($0) } }
        #expect(declared.count >= 10)
        let tested = Set(FlagReadingTests.forms.compactMap { $0.first?.split(separator: "=").first.map(String.init) })
        for flag in declared {
            for name in flag.names {
                // Every name of every flag is among the forms the agreement test tries.
                #expect(tested.contains(name), "\(name) is declared but the fast reading is not tried with it")
                #expect(Invocation.optionsWithValue.contains(name) == flag.takesValue,
                        "\(name): the fast reading and the declaration disagree on whether it takes a value")
            }
        }
        // And nothing the fast reading knows is undeclared.
        let names = Set(declared.flatMap(\.names))
        for form in tested { #expect(names.contains(form), "\(form) is read fast but not declared") }
        for option in Invocation.optionsWithValue { #expect(names.contains(option), "\(option) is not declared") }
    }
}
