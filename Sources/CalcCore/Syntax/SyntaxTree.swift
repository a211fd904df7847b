/// A parsed line: its nodes in postfix order, so that the root is the last node and every
/// node's operands come before it.
///
/// Postfix order lets the evaluator run over the array with a value stack, without recursion,
/// however long the line (`1+1+1+…` with hundreds of thousands of terms), and frees the tree
/// without recursion too.
public struct SyntaxTree: Sendable {
    public var nodes: [Node] = []

    public init() {}

    public var root: Int { nodes.count - 1 }

    @discardableResult
    mutating func append(_ kind: NodeKind, _ span: SourceSpan) -> Int {
        nodes.append(Node(kind: kind, span: span))
        return nodes.count - 1
    }
}

/// One node of a syntax tree, with the span of source text it covers.
public struct Node: Sendable {
    public var kind: NodeKind
    public var span: SourceSpan
}

/// A currency as written: its code (or the code its symbol stands for) and where it is.
public struct CurrencyReference: Equatable, Sendable {
    /// Upper-cased code as written (`usd` → `USD`, `€` → `EUR`); not yet checked against any list.
    public var code: String
    public var span: SourceSpan

    public init(code: String, span: SourceSpan) {
        self.code = code
        self.span = span
    }
}

public enum BinaryOperator: Sendable {
    case add, subtract, multiply, divide, power

    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .power: "^"
        }
    }
}

/// What a node is. Operands are indices of earlier nodes.
public enum NodeKind: Sendable {
    case number(Rational)
    /// An amount literal followed or preceded by a currency: `12 USD`, `$12`.
    case money(amount: Rational, currency: CurrencyReference)
    case name(String)
    case negate(Int)
    case binary(BinaryOperator, Int, Int)
    case call(String, nameSpan: SourceSpan, arguments: [Int])
    case convert(Int, to: CurrencyReference)
    case assign(String, nameSpan: SourceSpan, value: Int)
}

extension SyntaxTree {
    /// The tree as an S-expression, `(+ 1 (* 2 3))`, for tests and `--debug-parse`.
    public var sExpression: String {
        nodes.isEmpty ? "" : sExpression(root)
    }

    public func sExpression(_ index: Int) -> String {
        switch nodes[index].kind {
        case .number(let value):
            return NumberFormatting.format(Number(value)).text
        case .money(let amount, let currency):
            return "(money \(NumberFormatting.format(Number(amount)).text) \(currency.code))"
        case .name(let name):
            return name
        case .negate(let operand):
            return "(neg \(sExpression(operand)))"
        case .binary(let op, let left, let right):
            return "(\(op.symbol) \(sExpression(left)) \(sExpression(right)))"
        case .call(let name, _, let arguments):
            return "(\(([name] + arguments.map(sExpression)).joined(separator: " ")))"
        case .convert(let operand, let currency):
            return "(in \(sExpression(operand)) \(currency.code))"
        case .assign(let name, _, let value):
            return "(= \(name) \(sExpression(value)))"
        }
    }
}
