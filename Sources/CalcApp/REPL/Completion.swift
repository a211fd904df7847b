import CalcCore

/// Tab completion at the prompt: the word before the cursor against currency codes,
/// variables, functions, constants and `:commands`.
public enum Completion {
    public enum Result: Equatable, Sendable {
        case none
        /// Text to insert at the cursor (the rest of the only match, and a space or `(`).
        case insert(String)
        /// Several matches: their common prefix has been inserted already (`insert` part), and
        /// the matches are listed for the user.
        case several(insert: String, matches: [String])
    }

    /// What can be completed, in display order.
    public struct Vocabulary: Sendable {
        public var currencyCodes: [String]
        public var variables: [String]
        public var functions: [String]
        public var constants: [String]

        public init(currencyCodes: [String], variables: [String],
                    functions: [String] = Builtins.functionNames,
                    constants: [String] = Builtins.constants.map(\.name) + ["ans"]) {
            self.currencyCodes = currencyCodes
            self.variables = variables
            self.functions = functions
            self.constants = constants
        }
    }

    /// Completes the word that ends at `cursor` (a byte offset into `line`).
    public static func complete(_ line: String, cursor: Int, vocabulary: Vocabulary) -> Result {
        let bytes = Array(line.utf8.prefix(cursor))
        var start = bytes.count
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        let isCommand = start > 0 && bytes[start - 1] == UInt8(ascii: ":") && bytes[..<(start - 1)].allSatisfy { $0 == 0x20 }
        let word = String(decoding: bytes[start...], as: UTF8.self)
        if isCommand {
            let matches = ReplCommand.names.map { String($0.dropFirst()) }.filter { $0.hasPrefix(word) }
            return result(word: word, matches: matches, suffix: { _ in " " }, display: { ":" + $0 })
        }
        guard !word.isEmpty else { return .none }
        let precedingIsDigitOrSpaceAfterNumber = endsWithAmount(bytes[..<start])
        var matches: [String] = []
        var functionNames = Set<String>()
        // After an amount (`1 EU`), currencies first and only; elsewhere names, then codes.
        let upper = word.uppercased()
        let codes = vocabulary.currencyCodes.filter { $0.hasPrefix(upper) }
        if precedingIsDigitOrSpaceAfterNumber {
            matches = codes
        } else {
            let names = (vocabulary.variables + vocabulary.constants).filter { $0.hasPrefix(word) }
            let functions = vocabulary.functions.filter { $0.hasPrefix(word) }
            functionNames = Set(functions)
            matches = names + functions + (word.utf8.count >= 1 && word == upper ? codes : [])
        }
        var seen = Set<String>()
        matches = matches.filter { seen.insert($0).inserted }
        // Codes are completed in capitals even when typed in lower case: replace the word.
        return result(word: word, matches: matches,
                      suffix: { functionNames.contains($0) ? "(" : " " }, display: { $0 }, caseInsensitive: precedingIsDigitOrSpaceAfterNumber)
    }

    private static func result(word: String, matches: [String], suffix: (String) -> String,
                               display: (String) -> String, caseInsensitive: Bool = false) -> Result {
        guard let first = matches.first else { return .none }
        if matches.count == 1 {
            return .insert(remainder(of: first, after: word, caseInsensitive: caseInsensitive) + suffix(first))
        }
        var common = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(common) { common.removeLast() }
        }
        return .several(insert: remainder(of: common, after: word, caseInsensitive: caseInsensitive), matches: matches.map(display))
    }

    /// The part of `match` after what was typed (what was typed may differ in case for codes).
    private static func remainder(of match: String, after word: String, caseInsensitive: Bool) -> String {
        let typed = word.utf8.count
        guard match.utf8.count >= typed else { return "" }
        if caseInsensitive && !match.hasPrefix(word) {
            // `1 eu` completes to `1 eur`: keep the user's case for the rest.
            let rest = String(decoding: Array(match.utf8)[typed...], as: UTF8.self)
            return word == word.lowercased() ? rest.lowercased() : rest
        }
        return String(decoding: Array(match.utf8)[typed...], as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "_")
    }

    /// Whether the text before the word ends with a number and optional spaces (`12 `, `3.5`).
    private static func endsWithAmount(_ before: ArraySlice<UInt8>) -> Bool {
        var index = before.endIndex
        while index > before.startIndex, before[index - 1] == 0x20 { index -= 1 }
        guard index > before.startIndex else { return false }
        let last = before[index - 1]
        return last &- 0x30 < 10 || last == UInt8(ascii: ".")
    }
}
