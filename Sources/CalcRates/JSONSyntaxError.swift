/// Why a document is not valid JSON, and where: `line 3, column 7: expected ','`.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var position: TextPosition
    public var message: String

    public init(position: TextPosition, message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}
