import CalcCore

/// Loads the table given with `--rates FILE`: ECB daily XML or JSON, told apart by the first byte.
///
/// All or nothing: it returns a complete, validated table or throws an error that names the
/// path. The table's `source` is the file's name, so messages say where rates came from.
public enum RateFileReader {
    /// Rate files are a few kilobytes; anything past this is refused without being read.
    public static let maxBytes = 8 << 20

    /// Reads and parses the file at `path`.
    public static func read(path: String) throws(RateFormatError) -> RateTable {
        let result: SystemFile.ReadResult
        do {
            result = try SystemFile.read(path: path, limit: maxBytes)
        } catch {
            throw RateFormatError(origin: path, problem: .unreadable(reason: error.reason))
        }
        guard case .bytes(let bytes) = result else {
            throw RateFormatError(origin: path, problem: .tooLarge(limit: maxBytes))
        }
        return try parse(bytes, origin: path).withSource(SystemFile.baseName(path))
    }

    /// Parses rate data of any shape calc knows: ECB XML; calc's JSON (which fixer.io's answer
    /// also is); ExchangeRate-API's open-access and v6 answers.
    public static func parse(_ bytes: [UInt8], origin: String) throws(RateFormatError) -> RateTable {
        guard let first = bytes.first(where: { !JSONRateFields.isBlank($0) }) else {
            throw RateFormatError(origin: origin, problem: .empty)
        }
        switch first {
        case UInt8(ascii: "<"):
            if JSONRateFields.looksLikeHTML(bytes) { throw RateFormatError(origin: origin, problem: .html) }
            return try ECBDailyXML.parse(bytes, origin: origin)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            do throws(RateFormatError.Problem) {
                let document = try JSONRateFields.document(bytes)
                if document["result"] != nil || document["base_code"] != nil {
                    let flavor: ExchangeRateAPIJSON.Flavor = document["conversion_rates"] != nil ? .v6 : .openAccess
                    return try ExchangeRateAPIJSON.table(from: document, flavor: flavor)
                }
                if document["success"] != nil { return try FixerJSON.table(from: document) }
                return try RateJSON.table(from: document, source: origin)
            } catch {
                throw RateFormatError(origin: origin, problem: error)
            }
        default:
            throw RateFormatError(origin: origin, problem: .notRateData(found: ByteDescription.describe(first)))
        }
    }
}
