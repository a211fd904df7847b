/// A function of the user's own (DESIGN §17), `vat(x) = x * 1.2`: its parameters, its body
/// parsed on its own, and what it calls, so that recursion is refused when it is defined.
public struct UserFunction: Sendable {
    public let name: String
    public let parameters: [String]
    /// The body as a line of its own: evaluated with the parameters bound at each call.
    let body: SyntaxTree
    /// The definition as calc writes it (`vat(x) = x * 1.2`): what a definition prints,
    /// `:vars` lists and `:save` writes; it reads back as the same function.
    public let text: String
    /// The user functions its body calls (directly: what those call is read from their
    /// definitions as they are now, since any of them may be redefined).
    let calls: Set<String>

    /// Calls nest at most this deep: each level is a frame of the evaluator's.
    static let maximumDepth = 32
}
