#if canImport(Glibc)
import Glibc
#endif
import CalcApp
import CalcCommandLine
import CalcLineEditing

// The executable reads argv and wires the application to the process's world.
let invocation: Invocation
do {
    invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    CalcCommand.exit(withError: error)
}
exit(Application(invocation: invocation, now: Int(time(nil)), inputIsTerminal: isatty(0) == 1, lineEditing: LibEdit()).run())
