/// What a line gave: its value, and the notes that go with it (severity `.note`), such as the
/// day whose rates a dated conversion used.
public struct Evaluation: Sendable {
    public var value: Value
    public var notes: [Diagnostic]
}
