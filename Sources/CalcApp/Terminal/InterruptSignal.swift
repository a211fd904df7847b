#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C at the prompt clears the line instead of ending calc: SIGINT only sets a flag, and it
/// is blocked except while a line editor waits for input (ppoll unblocks it atomically), so
/// that a Ctrl-C arriving while a line is drawn or evaluated is seen at the next wait instead
/// of being lost between two reads.
public enum InterruptSignal {
    /// Installs `handler` for SIGINT and blocks SIGINT from now on.
    public static func install(_ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_BLOCK, &interrupt, nil)
    }

    /// Ctrl-\ (SIGQUIT) at the prompt would end the session and every variable with it; an
    /// interactive shell ignores it too. Children get it back (see `FetcherSpawn`).
    public static func ignoreQuit() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGQUIT, &action, nil)
    }
}
