/// The state that carries from line to line: variables, and the results of the block under
/// way, the last of which is the previous result.
public struct Environment: Sendable {
    public private(set) var variables: [String: Value] = [:]
    /// The results since the last blank line or heading (`sum`, DESIGN §16). Its last result
    /// is `ans`: kept once, not once for `ans` and again for the block, which every line of a
    /// batch would pay for.
    public private(set) var block = Block()

    public init() {}

    /// The last successful result, read as `ans` or `_`.
    public var previousResult: Value? {
        @inline(__always) get { block.lastResult }
    }

    /// A line's result: the previous result from now on, and a line of the block.
    @inline(__always)
    public mutating func record(_ result: consuming Value, line: Int, role: Block.Role) {
        block.append(result, line: line, role: role)
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

    public subscript(name: String) -> Value? {
        get { variables[name] }
        set { variables[name] = newValue }
    }
}
