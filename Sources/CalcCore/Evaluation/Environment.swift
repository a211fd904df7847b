/// The state that carries from line to line: variables and the previous result.
public struct Environment: Sendable {
    public private(set) var variables: [String: Value] = [:]
    /// The last successful result, read as `ans` or `_`.
    public var previousResult: Value?

    public init() {}

    public subscript(name: String) -> Value? {
        get { variables[name] }
        set { variables[name] = newValue }
    }
}
