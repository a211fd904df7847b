import Foundation
import Testing

/// `Sources/CArguments/Arguments.c` answers the Swift runtime's `_swift_stdlib_getUnsafeArgvArgc`
/// from glibc's `.init_array` call, so that a static executable does not link the runtime's
/// own argv grabber (which reads /proc/self/maps at every start). Only a static link uses it,
/// and the tests' calc is linked dynamically: a small program is linked statically here with
/// the same file and this toolchain, and must see its arguments as given, without the
/// runtime's grabber in it.
@Suite struct ArgumentsOverrideTests {
    let calc = CalcProcess()

    @Test func aStaticProgramSeesItsArgumentsWithoutTheRuntimesGrabber() throws {
        let directory = calc.home.appendingPathComponent("argv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try "for argument in CommandLine.arguments.dropFirst() { print(argument.utf8.count, argument) }\nprint(CommandLine.argc)\n"
            .write(to: main, atomically: true, encoding: .utf8)
        let source = InstallTests.root.appendingPathComponent("Sources/CArguments/Arguments.c").path
        let include = InstallTests.root.appendingPathComponent("Sources/CArguments/include").path
        let object = directory.appendingPathComponent("Arguments.o").path
        let program = directory.appendingPathComponent("arguments").path
        // The toolchain this test runs with (`swift test` puts it on the PATH).
        let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let compiled = try calc.runProgram("/usr/bin/env", ["clang", "-O2", "-I", include, "-c", source, "-o", object],
                                           extraEnvironment: path, timeout: 120)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let linked = try calc.runProgram("/usr/bin/env", ["swiftc", "-O", "-static-stdlib", main.path, object, "-o", program],
                                         extraEnvironment: path, timeout: 300)
        try #require(linked.status == 0, "\(linked.stderr)")

        let arguments = ["1+2", "", "two words", "€ 12,50", "--flag=x", String(repeating: "z", count: 5000)]
        let run = try calc.runProgram(program, arguments)
        let expected = arguments.map { "\($0.utf8.count) \($0)\n" }.joined() + "\(arguments.count + 1)\n"
        #expect(run.status == 0 && run.stdout == expected, "\(run.stdout)\(run.stderr)")

        // The runtime's grabber, and the file it reads, are not in the program.
        let symbols = try calc.runProgram("/usr/bin/env", ["nm", program], extraEnvironment: path, timeout: 60)
        #expect(symbols.status == 0)
        #expect(!symbols.stdout.contains("argvGrabber"), "the runtime's ArgvGrabber is linked")
        let strings = try Data(contentsOf: URL(fileURLWithPath: program))
        #expect(strings.range(of: Data("/proc/self/maps".utf8)) == nil)
    }
}
