import CalcCore

/// The locale numbers are read and written in (DESIGN §21), and where it was chosen: `--locale
/// NAME`, else `CALC_LOCALE`, else the first of `LC_ALL`, `LC_NUMERIC` and `LANG` that is set
/// and not empty. A name the table does not know reads and writes as C does, except where the
/// user named it for calc (`--locale`, `CALC_LOCALE`): that is a usage error.
public struct NumberLocale: Sendable, Equatable {
    /// The name as given (`de_DE.UTF-8`), or `C` when nothing names one.
    public let name: String
    /// Where the name came from: `--locale`, a variable's name, or nil (nothing set).
    public let source: String?
    /// How numbers are read and written: `standard` for C and for names CLDR lacks.
    public let style: NumberStyle
    /// Whether CLDR has the name (a name it lacks falls back to C).
    public let isKnown: Bool

    /// C: what calc does where nothing names a locale.
    public static let c = NumberLocale(name: "C", source: nil, style: .standard, isKnown: true)

    /// The locale of a run: `flag` (`--locale`), else the environment's.
    public static func select(flag: String?, environment: ProcessEnvironment) throws(UsageProblem) -> NumberLocale {
        if let flag {
            guard let style = NumberLocales.style(named: flag) else { throw .unknownLocale(flag, from: "--locale") }
            return NumberLocale(name: flag, source: "--locale", style: style, isKnown: true)
        }
        // The variables one by one: an array of their names would be made at every start.
        if let chosen = try named(by: "CALC_LOCALE", environment) { return chosen }
        if let chosen = try named(by: "LC_ALL", environment) { return chosen }
        if let chosen = try named(by: "LC_NUMERIC", environment) { return chosen }
        return try named(by: "LANG", environment) ?? .c
    }

    /// The locale `variable` names; nil when it is unset or empty.
    private static func named(by variable: String, _ environment: ProcessEnvironment) throws(UsageProblem) -> NumberLocale? {
        guard let name = environment[variable], !name.isEmpty else { return nil }
        guard let style = NumberLocales.style(named: name) else {
            if variable == "CALC_LOCALE" { throw .unknownLocale(name, from: variable) }
            return NumberLocale(name: name, source: variable, style: .standard, isKnown: false)
        }
        return NumberLocale(name: name, source: variable, style: style, isKnown: true)
    }
}
