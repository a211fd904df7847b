#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// Your own settings (DESIGN §17): `$XDG_CONFIG_HOME/calc/init.calc` (default
/// `~/.config/calc/init.calc`), whose assignments and functions are defined before the first
/// line in every mode, and to which `:save` appends a session's new ones.
struct InitFile {
    /// Where it is; nil when neither `XDG_CONFIG_HOME` nor `HOME` says.
    let path: String?
    let files: any FileSystem
    /// `--no-init`: the file was not read, and `:save` does not write it either.
    var isIgnored = false

    /// An init file is a page of settings, not a data set: one larger than this is refused.
    static let maximumBytes = 1 << 20

    init(environment: ProcessEnvironment, files: any FileSystem) {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            path = config + "/calc/init.calc"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            path = home + "/.config/calc/init.calc"
        } else {
            path = nil
        }
        self.files = files
    }

    init(path: String?, files: any FileSystem) {
        self.path = path
        self.files = files
    }

    /// What reading it found.
    enum Contents {
        /// No file (or no place for one): the usual case, which costs one `open`.
        case absent
        case text([UInt8])
        /// There, but not readable: why.
        case unreadable(String)
    }

    /// The file's bytes. A missing file costs one look (`access`) and nothing more.
    func read() -> Contents {
        guard let path, files.exists(path) else { return .absent }
        let descriptor: Int32
        switch files.openForReading(path) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return .unreadable(failure.reason)
        }
        defer { close(descriptor) }
        switch WholeFile.read(descriptor, limit: InitFile.maximumBytes) {
        case .success(let bytes): return .text(bytes)
        case .failure(.unreadable(let reason)): return .unreadable(reason)
        case .failure(.tooLarge): return .unreadable("larger than \(InitFile.maximumBytes >> 20) MiB")
        }
    }
}

extension Session {
    /// Defines what the init file defines: each line evaluated, nothing printed, a failing
    /// line reported once (`…/init.calc:3:5: error: …`) and the rest still read. Its results
    /// are not `ans`, not a block, not counted by `--total`.
    mutating func runInitFile(_ initFile: InitFile, reportsErrors: Bool = true) {
        guard let path = initFile.path else { return }
        let bytes: [UInt8]
        switch initFile.read() {
        case .absent: return
        case .unreadable(let reason):
            if reportsErrors { console.report(ProgramMessages.cannotReadInitFile(path, reason: reason), named: true) }
            return
        case .text(let text): bytes = text
        }
        // Read as C reads numbers, in every locale: `:save` writes them so, and a file read
        // one way in one locale and another way in the next would change its values silently.
        let style = evaluator.numberStyle
        evaluator.numberStyle = .standard
        defer { evaluator.numberStyle = style }
        for (index, line) in SheetText.lines(bytes).enumerated() {
            var text = Array(bytes[line.start..<line.end])
            // As in a batch (otherwise an init file saved with a byte order mark would fail on
            // its first line with "unexpected character").
            if index == 0 { Session.dropByteOrderMark(&text) }
            if case .error(let error) = evaluateForEffect(text), reportsErrors {
                console.report(error, file: path, lineNumber: index + 1, line: text, wrapped: true)
            }
        }
        evaluator.environment.forgetResults()
    }
}

extension InitFile {
    /// `:save`: appends `settings` (definitions as calc writes them, assignments as typed) that
    /// are not lines of the file yet, keeping what is there, atomically. What it did, in words,
    /// or why it could not.
    func save(_ settings: [String]) -> Result<String, Diagnostic> {
        guard let path, let slash = path.lastIndex(of: "/") else {
            return .failure(ProgramMessages.cannotSaveSettings("init.calc", reason: "neither XDG_CONFIG_HOME nor HOME names a directory"))
        }
        if isIgnored { return .failure(ProgramMessages.cannotSaveSettings(path, reason: "this session runs with --no-init, which leaves it alone")) }
        var bytes: [UInt8]
        switch read() {
        case .absent: bytes = []
        case .text(let text): bytes = text
        case .unreadable(let reason): return .failure(ProgramMessages.cannotSaveSettings(path, reason: reason))
        }
        let present = Set(SheetText.lines(bytes).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self).trimmingWhitespace })
        let new = settings.filter { !present.contains($0) }
        guard !new.isEmpty else { return .success("nothing new to save; \(path) has it all") }
        // Lines end as the file's last line does (`\r\n` in a CRLF file, `\n` in a new one),
        // and a last line without an ending gets one first (`vat = 0.2tip = 2` lost both).
        let ending = SheetText.lineEnding(bytes, SheetText.lines(bytes))
        if let last = bytes.last, last != 0x0A { bytes.append(contentsOf: ending) }
        for line in new { bytes.append(contentsOf: Array(line.utf8) + ending) }
        guard files.createDirectories(String(path[..<slash])) else {
            return .failure(ProgramMessages.cannotSaveSettings(path, reason: "its directory cannot be made"))
        }
        if let failure = files.rewrite(path, with: bytes) { return .failure(ProgramMessages.cannotSaveSettings(path, reason: failure.reason)) }
        return .success("saved \(new.count == 1 ? "1 line" : "\(new.count) lines") to \(path)")
    }
}
