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

    private static let spellings: [(bytes: [UInt8], token: TokenKind)] = table.map { (Array($0.word.utf8), $0.token) }
    private static let longest = table.map(\.word.utf8.count).max() ?? 0

    /// The token of `word` when it is a keyword (case-sensitive, as names are). Every name
    /// and currency code of every line comes through here: the first byte and the length
    /// rule out nearly all of them before any comparison of the rest.
    @inline(__always)
    static func token(for word: ArraySlice<UInt8>) -> TokenKind? {
        guard word.count <= longest, let first = word.first, first >= UInt8(ascii: "a") else { return nil }
        for (bytes, token) in spellings where bytes[0] == first && bytes.count == word.count && bytes.elementsEqual(word) {
            return token
        }
        return nil
    }
}
