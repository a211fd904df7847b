/// The English of every message, in one catalogue apart from where messages are made: a
/// `Message` holds the facts, and its words are made here only when they are shown. Each
/// area's words are in a file of their own; a message of no area is a mistake that the
/// catalogue test (`MessageIDTests`, which words a message of every case) finds.
enum English {
    /// What a message says: its sentence, a likely fix, further facts.
    struct Words {
        var message: String
        var hint: String?
        var notes: [String] = []

        init(_ message: String, hint: String? = nil, notes: [String] = []) {
            self.message = message
            self.hint = hint
            self.notes = notes
        }
    }

    static func words(_ message: Message) -> Words {
        if let words = syntax(message) ?? evaluation(message) ?? money(message) ?? units(message) ?? dates(message) ?? zones(message)
            ?? functions(message) ?? blocks(message) ?? program(message) ?? prompt(message) {
            return words
        }
        preconditionFailure("no English for the message \(message.id)")
    }

    /// A word of the line as a message quotes it: whole up to 40 characters, else its first
    /// 40 and `…` (the carets show all of it). A name of megabytes in a message helps nobody,
    /// and every step that handles the message would pay for it.
    static func quoted(_ word: String) -> String {
        word.utf8.count <= 40 ? word : String(word.prefix(40)) + "…"
    }

    /// `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
