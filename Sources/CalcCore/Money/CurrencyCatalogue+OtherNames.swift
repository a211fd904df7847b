/// Names for codes that ISO 4217 does not list but rate sources publish: the currencies the
/// euro replaced (Data/euro-legacy-rates.tsv), the old lira and leu the ECB quoted until 2004
/// and 2005, and the territorial currencies that ExchangeRate-API quotes beside ISO's (names
/// as its documentation gives them).
extension CurrencyCatalogue {
    static let otherNames: [CurrencyCode: String] = [
        "ROL": "Romanian leu (until 2005)",
        "TRL": "Turkish lira (until 2005)",
        "FOK": "Faroese króna",
        "GGP": "Guernsey pound",
        "IMP": "Manx pound",
        "JEP": "Jersey pound",
        "KID": "Kiribati dollar",
        "TVD": "Tuvaluan dollar",
        "SLL": "Sierra Leonean leone (until 2022)",
        "ZWL": "Zimbabwean dollar (until 2024)",
    ]

    /// The English names and plurals calc reads as currencies (`dollars`, `yen`, `peso`), for
    /// completion.
    public static var nameWords: [String] { names.map(\.name) }

    /// The English name of any code calc may meet: ISO's, a currency the euro replaced
    /// (`German mark (replaced by the euro)`), or one of `otherNames`; nil for others.
    public static func name(of code: CurrencyCode) -> String? {
        if let currency = currency(code) { return currency.name }
        if let legacy = LegacyEuroRates.entry(code) { return "\(legacy.name) (replaced by the euro)" }
        if let crypto = CryptoCurrencies.all.first(where: { $0.code == code }) { return "\(crypto.name) (crypto)" }
        return otherNames[code]
    }
}
