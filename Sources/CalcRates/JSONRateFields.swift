import CalcCore

/// The pieces the JSON rate readers share: parsing the document and reading typed fields.
///
/// Each reader states its keys; this turns absent, repeated or mistyped fields into the
/// same specific problems whatever the service.
enum JSONRateFields {
    /// The top-level object of a JSON rate document.
    static func document(_ bytes: [UInt8]) throws(RateFormatError.Problem) -> JSONValue {
        guard let first = bytes.first(where: { !isBlank($0) }) else { throw .empty }
        if first == UInt8(ascii: "<") { throw looksLikeHTML(bytes) ? .html : .notRateData(found: "'<'") }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            throw .invalidJSON(error)
        }
        guard case .object = value else { throw .unknownShape(.notAnObject(found: value.kind)) }
        return value
    }

    /// The value of `key`, nil when absent; a key given twice is refused (which one would count?).
    static func member(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> JSONValue? {
        guard case .object(let members) = object else { return nil }
        var found: JSONValue? = nil
        for member in members where member.key == key {
            if found != nil { throw .unknownShape(.repeatedKey(key)) }
            found = member.value
        }
        return found
    }

    static func string(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> String? {
        guard let value = try member(object, key) else { return nil }
        guard case .string(let text) = value else {
            throw .wrongType(key: key, expected: .string, found: value.kind)
        }
        return text
    }

    static func bool(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> Bool? {
        guard let value = try member(object, key) else { return nil }
        guard case .bool(let flag) = value else {
            throw .wrongType(key: key, expected: .boolean, found: value.kind)
        }
        return flag
    }

    /// A whole number of unix seconds, within the years a rates date can have.
    static func unixSeconds(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> Int? {
        guard let value = try member(object, key) else { return nil }
        guard case .number(let text) = value else {
            throw .wrongType(key: key, expected: .number, found: value.kind)
        }
        guard text.utf8.count <= 12, text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }),
              let seconds = Int(text), seconds < Day.maxUnixSeconds else {
            throw .invalidTimestamp(text)
        }
        return seconds
    }

    /// The base currency under `key`, validated.
    static func base(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> String {
        guard let base = try string(object, key) else { throw .missingBase(key: "\"\(key)\"") }
        return try RateValidation.code(base)
    }

    /// Every `"CODE": number` member of the object under `key`, added to a table for `base`.
    static func rates(_ object: JSONValue, _ key: String, base: String) throws(RateFormatError.Problem) -> RateTableBuilder {
        guard let value = try member(object, key) else { throw .missingRates(key: "\"\(key)\"") }
        guard case .object(let members) = value else {
            throw .wrongType(key: key, expected: .codesAndNumbers, found: value.kind)
        }
        var builder = RateTableBuilder(base: base)
        for member in members {
            let code = try RateValidation.code(member.key)
            switch member.value {
            case .number(let text):
                try builder.add(code: code, text: text)
            case .string(let text) where ["nan", "inf", "infinity", "-inf", "-infinity"].contains(text.lowercased()):
                throw .rateNotFinite(code: code, text: text)
            default:
                // Numbers only: a quoted "1.1252" means the producer is not the format we know.
                throw .wrongType(key: "\(key).\(code)", expected: .number, found: member.value.kind)
            }
        }
        return builder
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    /// An HTML page where rate data was expected (a captive portal, a proxy's error page).
    static func looksLikeHTML(_ bytes: [UInt8]) -> Bool {
        // Only where a tag opens: the words looked for at every byte of the head cost a
        // `--rates` run of the ECB's XML 120,000 instructions.
        let head = bytes.prefix(1024)
        var index = head.startIndex
        while let open = head[index...].firstIndex(of: UInt8(ascii: "<")) {
            let tag = head[open...].prefix(14)
            if startsIgnoringCase(tag, "<!doctype html") || startsIgnoringCase(tag, "<html") || startsIgnoringCase(tag, "<head>")
                || startsIgnoringCase(tag, "<body") { return true }
            index = open + 1
        }
        return false
    }

    /// Whether `bytes` start with the ASCII `word`, in any case.
    private static func startsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count >= word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { word in
            zip(bytes, word).allSatisfy { pair in (pair.0 &- UInt8(ascii: "A") < 26 ? pair.0 | 0x20 : pair.0) == pair.1 }
        }
    }

    /// Whether `bytes` contain the ASCII `word` in any case. By bytes: String's `contains`
    /// brings in the string-processing library's searcher, whose generic machinery is
    /// instantiated at its first use, on the path of every `--rates FILE`.
    static func containsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        let word = Array(word.utf8)
        guard let first = word.first, bytes.count >= word.count else { return false }
        func lower(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
        var start = bytes.startIndex
        let last = bytes.endIndex - word.count
        while start <= last {
            if lower(bytes[start]) == first, word.indices.allSatisfy({ lower(bytes[start + $0]) == word[$0] }) { return true }
            start += 1
        }
        return false
    }
}
