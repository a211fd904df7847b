#if canImport(Glibc)
import Glibc
#endif
import CalcApp
import CalcCommandLine
import CalcFetch
import CalcLineEditing

// The executable reads argv and wires the application to the process's world. Run as
// calc-fetch (calc starts itself under that name to update the rates), it is the fetcher.
if RateFetchCommand.isInvoked(as: CommandLine.unsafeArgv[0]) {
    exit(RateFetchCommand.run())
}
// A file-size limit (`ulimit -f`) is a write that fails with EFBIG, reported with status 2 and
// no temporary file left, not a SIGXFSZ that kills calc mid-write (DESIGN §23).
signal(SIGXFSZ, SIG_IGN)
let invocation: Invocation
do {
    invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    CalcCommand.exit(withError: error)
}
exit(Application(invocation: invocation, now: Int(time(nil)), clock: { Int(time(nil)) }, inputIsTerminal: isatty(0) == 1, lineEditing: LibEdit()).run())
