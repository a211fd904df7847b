#if canImport(Glibc)
import Glibc
#endif

/// libedit reads multibyte input through the C locale: without a UTF-8 LC_CTYPE it silently
/// drops `€`. Take the user's locale, and fall back to C.UTF-8 for the character type when
/// theirs is not UTF-8 (LANG=C, an unset LANG).
enum TerminalLocale {
    static func adopt() {
        setlocale(LC_ALL, "")
        if !isUTF8 {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
        // Numbers are formatted by calc itself; keep the C conventions for anything else.
        setlocale(LC_NUMERIC, "C")
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
