import CalcCore

/// A public source of exchange rates, whole in one file of this directory: its name, where to
/// ask (an endpoint from the environment, so that tests and mirrors can point it elsewhere),
/// its priority and how to read its answer. `RateSources.registered` lists them; adding a
/// source is a file and a line there.
public protocol RateSource: Sendable {
    /// How the source is named in messages (`ECB`, `open.er-api.com`).
    var name: String { get }
    /// Higher wins where two sources quote the same currency (the ECB first).
    var priority: Int { get }
    /// The environment variables `endpoint` reads.
    var environmentVariables: [String] { get }
    /// Where to ask, or nil when the source is not asked (a keyed one without its key).
    func endpoint(environment: [String: String]) -> RateProvider.Endpoint?
    /// Reads a complete answer into a validated table; `origin` names the source in it, and
    /// `day`, the day it was fetched on, dates an answer that has no date of its own.
    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable
    /// The currencies the source is for, the only ones stored from its answers (its base and
    /// any others it quotes are left to the sources made for them); nil for any.
    var storedCodes: Set<CurrencyCode>? { get }
}

extension RateSource {
    public var storedCodes: Set<CurrencyCode>? { nil }

    /// A variable's value, or the default endpoint when it is unset or empty.
    func endpoint(_ variable: String, in environment: [String: String], default fallback: String) -> RateProvider.Endpoint {
        guard let value = environment[variable], !value.isEmpty else { return RateProvider.Endpoint(fallback) }
        return RateProvider.Endpoint(value)
    }
}

/// The sources `calc --update-rates` asks, in one list: a new source is a line here.
public enum RateSources {
    public static let registered: [any RateSource] = [
        ECBSource(),
        OpenAccessSource(),
        FixerSource(),
        ExchangeRateAPISource(),
        CryptoSource(),
    ]
}
