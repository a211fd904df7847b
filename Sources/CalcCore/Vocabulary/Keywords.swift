/// The words the grammar gives a meaning of their own, in one table: the lexer makes each
/// into its token instead of a name, and no variable can take one. A new keyword (`mod`,
/// `of`, `off`, `at`, `on`) is one row here and its case in the parser's binding powers.
public enum Keywords {
    /// Each keyword's spelling and the token it makes.
    public static let table: [(word: String, token: TokenKind)] = [
        ("in", .conversion),
        ("to", .conversion),
        ("as", .conversion),
        ("mod", .modulo),
        ("of", .of),
        ("off", .off),
        ("at", .at),
        ("on", .on),
        ("percent", .percent),
    ]

    /// Each keyword's bytes packed into an integer, the first byte lowest (`Keywords.pack`),
    /// beside its token: a word is one integer compared with each.
    private static let packed: [(bytes: UInt64, token: TokenKind)] = table.map { entry in
        precondition(entry.word.utf8.count <= 8, "a keyword of more than eight bytes does not pack")
        return (pack(entry.word.utf8), entry.token)
    }

    /// Up to eight bytes in one integer, the first lowest.
    @inline(__always)
    static func pack(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var packed: UInt64 = 0, shift: UInt64 = 0
        for byte in bytes where shift < 64 {
            packed |= UInt64(byte) << shift
            shift &+= 8
        }
        return packed
    }

    /// The token of a word of `count` bytes whose first eight are `bytes` (`pack`), when it is
    /// a keyword (case-sensitive, as names are). Every name and currency code of every line
    /// comes through here, packed by the lexer as it reads the word: the length and the first
    /// byte rule out nearly all of them. (No byte of a word is 0, so equal integers of words
    /// up to eight bytes are equal words.)
    @inline(__always)
    static func token(bytes: UInt64, count: Int) -> TokenKind? {
        guard count <= 8, bytes & 0xFF >= UInt64(UInt8(ascii: "a")) else { return nil }
        for entry in packed where entry.bytes == bytes { return entry.token }
        return nil
    }

    /// The token of `word` when it is a keyword.
    static func token(for word: ArraySlice<UInt8>) -> TokenKind? {
        token(bytes: pack(word), count: word.count)
    }
}
