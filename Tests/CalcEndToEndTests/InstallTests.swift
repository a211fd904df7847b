import Foundation
import Testing

/// Installing like a Linux tool (DESIGN §12): Scripts/install.sh into a temporary prefix with
/// the binaries these tests built, the installed calc run from elsewhere (and as calc-fetch),
/// the completions loaded by bash, the manual in step with the flags, and the uninstall.
@Suite struct InstallTests {
    let calc = CalcProcess()
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let installed = [
        "bin/calc", "bin/calc-fetch", "share/man/man1/calc.1", "share/bash-completion/completions/calc",
        "share/zsh/site-functions/_calc", "share/fish/vendor_completions.d/calc.fish",
    ]

    func script(_ arguments: [String]) throws -> CalcProcess.Result {
        try calc.runProgram("/bin/bash", [InstallTests.root.appendingPathComponent("Scripts/install.sh").path] + arguments,
                            extraEnvironment: ["PATH": "/usr/bin:/bin"], timeout: 120)
    }

    @Test func installRunUninstall() throws {
        let prefix = calc.home.appendingPathComponent("prefix")
        let binaries = CalcProcess.binary.deletingLastPathComponent().path
        let first = try script(["--prefix", prefix.path, "--from", binaries])
        #expect(first.status == 0, "\(first.stderr)")
        for file in InstallTests.installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        #expect(first.stdout.contains("is not on your PATH"))
        // calc-fetch is calc under another name: a link beside it, not a second executable.
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/calc-fetch").path)
        #expect(link == "calc")
        // Again: the same files, replaced.
        #expect(try script(["--prefix", prefix.path, "--from", binaries]).status == 0)

        // The installed calc works from anywhere, and updates the rates as calc-fetch.
        let installedCalc = prefix.appendingPathComponent("bin/calc").path
        let run = try calc.runProgram("/bin/sh", ["-c", "cd / && '\(installedCalc)' '6 * 7'"])
        #expect(run.stdout == "42\n")
        let update = try calc.runProgram(installedCalc, ["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": "http://127.0.0.1:9/ecb", "CALC_ERAPI_URL": "http://127.0.0.1:9/wide",
            "CALC_CRYPTO_URL": "http://127.0.0.1:9/crypto", "CALC_ECB_HISTORY_URL": "http://127.0.0.1:9/history", "CALC_FETCH_TIMEOUT": "2",
        ])
        #expect(update.status == 1 && update.stderr.contains("ECB: connection refused (http://127.0.0.1:9/ecb)")
                && update.stderr.contains("no rate source could be fetched"), "\(update.stderr)")
        // The link answers as the fetcher: a bad deadline is refused before any request.
        let fetcher = try calc.runProgram(prefix.appendingPathComponent("bin/calc-fetch").path, [], extraEnvironment: ["CALC_FETCH_TIMEOUT": "0"])
        #expect(fetcher.status == 64 && fetcher.stderr.contains("CALC_FETCH_TIMEOUT must be a number of seconds"), "\(fetcher.stderr)")

        // bash loads the completion and completes calc with it.
        let bash = try calc.runProgram("/bin/bash", ["-c", "source '\(prefix.path)/share/bash-completion/completions/calc' && complete -p calc"])
        #expect(bash.status == 0 && bash.stdout.contains("-F _calc calc"), "\(bash.stderr)")

        let removed = try script(["--prefix", prefix.path, "--uninstall"])
        #expect(removed.status == 0)
        for file in InstallTests.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share").path))
    }

    /// Docs/calc.1 is argument-parser's page for the flags calc has now, with the sections of
    /// Docs/calc.1.sections; after a change to the flags, Scripts/generate-manual.sh makes it again.
    @Test func manualIsInStepWithTheFlags() throws {
        let page = try String(contentsOf: InstallTests.root.appendingPathComponent("Docs/calc.1"), encoding: .utf8)
        let sections = try String(contentsOf: InstallTests.root.appendingPathComponent("Docs/calc.1.sections"), encoding: .utf8)
        #expect(page.contains(sections + ".Sh \"EXIT STATUS\""))
        let dump = try calc.run(["--experimental-dump-help"])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        #expect(arguments.count > 10)
        let text = page.replacingOccurrences(of: "\\e", with: "\\")
        for argument in arguments {
            let abstract = try #require(argument["abstract"] as? String)
            #expect(text.contains(abstract), "the manual lacks: \(abstract)")
            for name in (argument["names"] as? [[String: Any]] ?? []) where name["kind"] as? String == "long" {
                #expect(text.contains("Fl -\(name["name"] as? String ?? "")"), "the manual lacks --\(name["name"] ?? "")")
            }
        }
        #expect(page.contains("\"An exact calculator that knows money.\""))
    }
}
