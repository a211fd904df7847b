/// The state that carries from line to line: variables, and the results of the block under
/// way, the last of which is the previous result.
public struct Environment: Sendable {
    public private(set) var variables: [String: Value] = [:]
    /// The results since the last blank line or heading (`sum`, DESIGN §16). Its last result
    /// is `ans`: kept once, not once for `ans` and again for the block, which every line of a
    /// batch would pay for.
    public private(set) var block = Block()
    /// The functions of the user's own, by name (DESIGN §17).
    public private(set) var functions: [String: UserFunction] = [:]
    /// Their names in the order they were first defined (`:vars`, `:save`).
    public private(set) var functionNames: [String] = []

    public init() {}

    /// Defines `function`, or redefines it in its place.
    mutating func define(_ function: UserFunction) {
        if functions.updateValue(function, forKey: function.name) == nil { functionNames.append(function.name) }
    }

    /// After the init file: its variables and functions stay, its results are no one's `ans`.
    public mutating func forgetResults() {
        block = Block()
    }

    /// The last successful result, read as `ans` or `_`.
    public var previousResult: Value? {
        @inline(__always) get { block.lastResult }
    }

    /// A line's result: the previous result from now on, and a line of the block.
    @inline(__always)
    public mutating func record(_ result: consuming Value, line: Int, role: Block.Role) {
        block.append(result, line: line, role: role)
    }

    /// A continuation's result (`+ 20%`): the previous result from now on, and the revised
    /// figure of the line it continues.
    mutating func recordRevision(_ result: consuming Value, line: Int) {
        block.revise(result, line: line)
    }

    /// What a line may change, to be put back when its clauses fail it after its result was
    /// committed (a copy of the whole environment would copy the block's figures each time).
    public struct Checkpoint {
        let block: Block.Mark
        let variable: (name: String, value: Value?)?
    }

    func checkpoint(assigning name: String?) -> Checkpoint {
        Checkpoint(block: block.mark, variable: name.map { ($0, variables[$0]) })
    }

    mutating func rollBack(to checkpoint: Checkpoint) {
        block.rollBack(to: checkpoint.block)
        if let (name, value) = checkpoint.variable { variables[name] = value }
    }

    /// A blank line or a heading: the block ends (`ans` stays).
    @inline(__always)
    public mutating func endBlock() {
        block.end()
    }

    /// The parameters of the function being called: they hide variables of the same names,
    /// and they are not variables, so a unit in the body keeps its meaning
    /// (`fuel(km) = km * 6.5 l/100km`).
    private var parameters: [String: Value] = [:]

    public subscript(name: String) -> Value? {
        get { parameters.isEmpty ? variables[name] : parameters[name] ?? variables[name] }
        set { variables[name] = newValue }
    }

    /// Whether `name` is a variable of the session that no parameter hides.
    func isVariable(_ name: String) -> Bool { variables[name] != nil && parameters[name] == nil }

    /// Binds the parameters of the call under way (a copy of the environment is the call's),
    /// in place of the caller's: a function sees its own parameters and the session's
    /// variables, never the parameters of whoever called it (so that with `y = 100`,
    /// `f(x) = x + y` and `outer(y) = f(1)`, `outer(5)` is 101, not 6).
    mutating func bind(parameters names: [String], to values: [Value]) {
        parameters = Dictionary(zip(names, values)) { first, _ in first }
    }
}
