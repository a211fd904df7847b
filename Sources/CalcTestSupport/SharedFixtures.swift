import CalcCore
import Foundation

/// What the test targets share besides the generator: where the package is, and exact
/// numbers written as decimal text.
public enum SharedFixtures {
    /// The package root, found from this file's path (the tests run from the source tree).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An exact decimal (`1.1252`), as calc reads a literal and the rate readers a rate.
    public static func rational(_ text: String) -> Rational {
        try! NumberLiteral.value(of: Array(text.utf8)[...])
    }
}
