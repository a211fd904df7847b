/// Where one rate came from and the day it is for: `open.er-api.com` of 2026-11-22.
///
/// A merged table holds rates of several sources, each fetched when that source last answered,
/// so every currency keeps its own origin instead of the table having one.
public struct RateOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The source as messages name it (`ECB`, `open.er-api.com`, a file's name).
    public var source: String
    /// The day the rate is for.
    public var date: Day

    public init(source: String, date: Day) {
        self.source = source
        self.date = date
    }

    /// `ECB, 2026-11-24`, as explanations say it.
    public var description: String { "\(source), \(date.text)" }
}
