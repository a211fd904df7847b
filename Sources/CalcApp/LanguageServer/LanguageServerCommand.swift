#if canImport(Glibc)
import Glibc
#endif
import CalcCore

extension Application {
    /// `calc --lsp`: the language server on standard input and output until `exit` (status 0
    /// after `shutdown`, 1 otherwise) or the end of the input. The documents start from one
    /// session made as `--sheet` makes its own: the rates chosen as in the other modes (read
    /// when a line first needs them, never refreshed: `calc --update-rates` does that), the
    /// init file unless `--no-init`, `--digits` and `--locale`. Nothing is written but the
    /// protocol on standard output and calc's own warnings on standard error.
    func runLanguageServer(selection: RateSelection, explicit: RateSelection.Selected?) -> Int32 {
        // Results never go to standard output, which carries the protocol: a stray write would
        // break the framing, so the session's console writes to standard error.
        let sessionConsole = Console(output: console.errors, errors: console.errors)
        sessionConsole.environment = environment
        sessionConsole.wording = console.wording
        let world = Application(invocation: invocation, environment: environment, console: sessionConsole, now: now, clock: clock,
                                standardInput: standardInput, inputIsTerminal: inputIsTerminal, files: files, programs: programs)
        var server = LanguageServer(session: world.makeSession(Invocation.Scripting(), rates: world.lazyRates(selection: selection, explicit: explicit)))
        var reader = MessageReader(descriptor: standardInput)
        let output = console.output
        while server.exitStatus == nil {
            server.receive(reader.next())
            for body in server.outbox {
                output.append { $0.append(contentsOf: MessageReader.framed(body)) }
            }
            server.outbox.removeAll(keepingCapacity: true)
            output.flush()
            if output.failure != nil { return ExitStatus.inputOutputFailed }
        }
        console.errors.flush()
        return server.exitStatus ?? ExitStatus.success
    }
}
