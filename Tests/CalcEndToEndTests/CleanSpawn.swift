#if canImport(Glibc)
import Glibc
#endif

/// `posix_spawn` with a clean signal state: no signal blocked, every one at its default. The
/// test runner's threads block or ignore signals, and a child inherits both: a tmux server
/// started so would never see kill-server's SIGTERM, and calc would not stop on Ctrl-Z.
func spawnWithCleanSignals(_ pid: inout pid_t, _ path: String, _ actions: inout posix_spawn_file_actions_t,
                           _ arguments: [UnsafeMutablePointer<CChar>?], _ environment: [UnsafeMutablePointer<CChar>?]) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t(), allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return posix_spawn(&pid, path, &actions, &attributes, arguments, environment)
}
