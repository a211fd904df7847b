#if canImport(Glibc)
import Glibc
#endif

/// The width of the terminal on standard output (or on another descriptor).
public enum TerminalSize {
    /// Its columns; 80 when it cannot be told (not a terminal, or an absurdly narrow one).
    public static func columns(of descriptor: Int32 = 1) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return 80 }
        return Int(size.ws_col)
    }
}
