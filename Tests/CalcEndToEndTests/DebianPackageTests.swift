import Foundation
import Testing

/// The Debian package (DESIGN §25): Scripts/package-deb.sh over the binaries these tests built
/// (a release build is the script's own work, too slow for the suite), its control fields and
/// files, lintian's verdict, and the package installed into a scratch root with dpkg, its calc
/// and calc-fetch run from there, and removed.
@Suite struct DebianPackageTests {
    let calc = CalcProcess()

    static let files = [
        "usr/bin/calc", "usr/bin/calc-fetch", "usr/share/man/man1/calc.1.gz",
        "usr/share/bash-completion/completions/calc", "usr/share/zsh/vendor-completions/_calc",
        "usr/share/fish/vendor_completions.d/calc.fish", "usr/share/doc/calc/copyright",
        "usr/share/doc/calc/changelog.Debian.gz", "usr/share/lintian/overrides/calc",
    ]

    /// Runs a program with the system's directories on PATH (dpkg looks for ldconfig in sbin).
    /// The deadlines are against hangs: the whole suite on two cores slows every step here
    /// tenfold and more.
    func run(_ program: String, _ arguments: [String], extraEnvironment: [String: String] = [:],
             timeout: TimeInterval = 300) throws -> CalcProcess.Result {
        try calc.runProgram(program, arguments, extraEnvironment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"].merging(extraEnvironment) { $1 },
                            timeout: timeout)
    }

    /// A control file's fields (`dpkg-deb --field`, `dpkg --status`), continuation lines joined.
    static func fields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        var last: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix(" "), let name = last {
                fields[name, default: ""] += "\n" + line.dropFirst()
            } else if let colon = line.firstIndex(of: ":") {
                let name = String(line[..<colon])
                fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                last = name
            }
        }
        return fields
    }

    @Test func buildInspectInstallRunRemove() throws {
        defer { try? FileManager.default.removeItem(at: calc.home) }
        // Built, into a directory of the test's own.
        let output = calc.home.appendingPathComponent("out")
        let binaries = CalcProcess.binary.deletingLastPathComponent().path
        let script = InstallTests.root.appendingPathComponent("Scripts/package-deb.sh").path
        let built = try run("/bin/bash", [script, "--fast", "--from", binaries, "--output", output.path], timeout: 600)
        try #require(built.status == 0, "\(built.stderr)")
        let version = try #require(try calc.run(["--version"]).stdout.split(separator: " ").dropFirst().first.map(String.init))
        let architecture = try run("/usr/bin/dpkg", ["--print-architecture"]).stdout.trimmingCharacters(in: .newlines)
        let package = output.appendingPathComponent("calc_\(version)-1_\(architecture).deb").path
        #expect(built.stdout.hasSuffix(package + "\n"), "\(built.stdout)")

        // The control fields.
        let control = DebianPackageTests.fields(try run("/usr/bin/dpkg-deb", ["--field", package]).stdout)
        #expect(control["Package"] == "calc")
        #expect(control["Version"] == "\(version)-1")
        #expect(control["Architecture"] == architecture)
        #expect(control["Conflicts"] == "apcalc")
        #expect(control["Section"] == "math" && control["Priority"] == "optional")
        let depends = (control["Depends"] ?? "").split(separator: ",").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        for library in ["libc6", "libcurl4", "libedit2"] {
            #expect(depends.contains(library), "Depends: \(control["Depends"] ?? "")")
        }
        #expect(Int(control["Installed-Size"] ?? "") ?? 0 > 1000)
        #expect(control["Description"]?.hasPrefix("exact calculator for the terminal that knows money\n") == true)

        // The files, owned by root, binaries executable, the rest read-only.
        let listing = try run("/usr/bin/dpkg-deb", ["--contents", package]).stdout
        var modes: [String: String] = [:]
        for line in listing.split(separator: "\n") {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 6, columns[1] == "root/root" else {
                Issue.record("not owned by root: \(line)")
                continue
            }
            modes[String(columns[5].dropFirst(2))] = String(columns[0])
        }
        for file in DebianPackageTests.files {
            // calc-fetch is calc under another name: a link beside it.
            let expected = file == "usr/bin/calc-fetch" ? "lrwxrwxrwx" : file.hasPrefix("usr/bin/") ? "-rwxr-xr-x" : "-rw-r--r--"
            #expect(modes[file] == expected, "\(file): \(modes[file] ?? "missing")")
        }
        #expect(listing.contains("./usr/bin/calc-fetch -> calc\n"), "\(listing)")

        // lintian finds no error that the package's overrides do not justify, but one of the
        // test build's own: it finds the Swift runtime's shared libraries through a RUNPATH
        // into the toolchain, which a release build (the runtime linked statically) has not.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian") {
            let lintian = try run("/usr/bin/lintian", [package], timeout: 600)
            let errors = lintian.stdout.split(separator: "\n").filter {
                $0.hasPrefix("E: ") && !($0.contains(" custom-library-search-path RUNPATH ") && $0.contains("/lib/swift/linux "))
            }
            #expect(errors.isEmpty, "\(lintian.stdout)\(lintian.stderr)")
        } else {
            Issue.record("lintian is not installed (Scripts/run.sh and CI install it): the package was not checked")
        }

        // Installed into a scratch root with its own dpkg database (which knows none of the
        // libraries the package depends on).
        let scratch = calc.home.appendingPathComponent("root")
        let admin = scratch.appendingPathComponent("var/lib/dpkg")
        for directory in ["info", "updates", "triggers"] {
            try FileManager.default.createDirectory(at: admin.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        #expect(FileManager.default.createFile(atPath: admin.appendingPathComponent("status").path, contents: nil))
        let dpkg = ["--root=\(scratch.path)", "--log=\(calc.home.appendingPathComponent("dpkg.log").path)", "--force-not-root", "--force-depends"]
        let installed = try run("/usr/bin/dpkg", dpkg + ["--install", package])
        try #require(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        let status = DebianPackageTests.fields(try run("/usr/bin/dpkg", dpkg + ["--status", "calc"]).stdout)
        #expect(status["Status"] == "install ok installed")
        for file in DebianPackageTests.files {
            #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent(file).path), "\(file)")
        }

        // Its calc, and its calc-fetch as far as it goes without a network: a bad deadline is
        // refused before any request.
        let sum = try run(scratch.appendingPathComponent("usr/bin/calc").path, ["1+2"])
        #expect(sum.stdout == "3\n" && sum.status == 0, "\(sum.stderr)")
        let fetch = try run(scratch.appendingPathComponent("usr/bin/calc-fetch").path, [], extraEnvironment: ["CALC_FETCH_TIMEOUT": "0"])
        #expect(fetch.status == 64 && fetch.stderr == "calc: error: CALC_FETCH_TIMEOUT must be a number of seconds from 1 to 600, not \"0\"\n",
                "\(fetch.stderr)")
        // bash sources the completion without complaint.
        let completion = scratch.appendingPathComponent("usr/share/bash-completion/completions/calc").path
        let bash = try run("/bin/bash", ["-c", "source '\(completion)' && complete -p calc"])
        #expect(bash.status == 0 && bash.stdout.contains("-F _calc calc") && bash.stderr.isEmpty, "\(bash.stderr)")

        // Removed: every file gone, and dpkg no longer has it.
        let removed = try run("/usr/bin/dpkg", dpkg + ["--remove", "calc"])
        #expect(removed.status == 0, "\(removed.stdout)\(removed.stderr)")
        for file in DebianPackageTests.files {
            #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("usr").path))
        let after = DebianPackageTests.fields(try run("/usr/bin/dpkg", dpkg + ["--status", "calc"]).stdout)
        #expect(after["Status"] == nil || after["Status"] == "deinstall ok config-files", "\(after)")
    }
}
