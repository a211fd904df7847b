/// The crypto currencies calc knows (DESIGN §18): asked of the crypto source by
/// `--update-rates`, never in the embedded table, shown with 8 decimals.
public enum CryptoCurrencies {
    /// Code and English name, in the order `:currencies` lists them.
    public static let all: [(code: CurrencyCode, name: String)] = [
        ("BTC", "Bitcoin"), ("ETH", "Ether"), ("SOL", "Solana"), ("XRP", "XRP"), ("ADA", "Cardano"),
        ("DOGE", "Dogecoin"), ("LTC", "Litecoin"), ("USDT", "Tether"), ("USDC", "USD Coin"),
    ]

    /// The decimals a crypto amount shows (`0.00421337 BTC`).
    public static let decimals = 8

    public static func isCrypto(_ code: CurrencyCode) -> Bool {
        all.contains { $0.code == code }
    }

    /// Whether `text` (upper case) is one of their codes.
    public static func isCrypto(_ text: String) -> Bool {
        CurrencyCode(code: text).map(isCrypto) ?? false
    }
}
