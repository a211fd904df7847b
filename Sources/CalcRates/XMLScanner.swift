/// A minimal pull scanner for the XML the ECB publishes: tags and attributes, nothing more.
///
/// Not Foundation's `XMLParser`, which loads libxml2 at every start of calc. It checks what
/// the rate reader relies on (tags close, attributes are quoted, the input does not stop in
/// the middle of a construct) and skips text, comments, processing instructions, CDATA and
/// the DOCTYPE. Entities in attribute values are left as written: the values the rate
/// reader uses (codes, numbers, dates) never contain them, and validation refuses `&`.
struct XMLScanner {
    /// `name="value"` of a tag. A struct, not a tuple: an array of labelled tuples has its
    /// type made from its mangled name at first use, on the path of every `--rates FILE`.
    struct Attribute {
        let name: String
        let value: String
    }

    enum Event {
        case start(name: String, attributes: [Attribute], selfClosing: Bool, offset: Int)
        case end(name: String, offset: Int)
        case doctype(String)
        /// Non-blank character data, for telling HTML and plain text apart from XML.
        case text(offset: Int)
    }

    enum Failure: Error {
        case malformed(offset: Int, problem: RateFormatError.XMLProblem)
        case truncated(offset: Int, problem: RateFormatError.XMLProblem)
    }

    let bytes: [UInt8]
    private(set) var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next event, or nil at the end of input.
    mutating func next() throws(Failure) -> Event? {
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let start = index
                var blank = true
                while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
                    if !isSpace(bytes[index]) { blank = false }
                    index += 1
                }
                if !blank { return .text(offset: start) }
                continue
            }
            let start = index
            if has("<?") {
                try skip(past: "?>", from: start, construct: .processingInstruction)
            } else if has("<!--") {
                try skip(past: "-->", from: start, construct: .comment)
            } else if has("<![CDATA[") {
                try skip(past: "]]>", from: start, construct: .cdata)
            } else if has("<!") {
                return .doctype(try scanDoctype(from: start))
            } else if has("</") {
                return try scanEndTag(from: start)
            } else {
                return try scanStartTag(from: start)
            }
        }
        return nil
    }

    // MARK: - Constructs

    private mutating func scanStartTag(from start: Int) throws(Failure) -> Event {
        index += 1 // <
        let name = try scanName(from: start)
        var attributes: [Attribute] = []
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw .truncated(offset: start, problem: .endsInside(tag: name)) }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return .start(name: name, attributes: attributes, selfClosing: false, offset: start)
            case UInt8(ascii: "/"):
                index += 1
                guard index < bytes.count else { throw .truncated(offset: start, problem: .endsInside(tag: name)) }
                guard bytes[index] == UInt8(ascii: ">") else { throw .malformed(offset: index, problem: .noCloseAfterSlash(tag: name)) }
                index += 1
                return .start(name: name, attributes: attributes, selfClosing: true, offset: start)
            default:
                guard hadSpace else { throw .malformed(offset: index, problem: .noSpaceBeforeAttribute(tag: name)) }
                let attribute = try scanAttribute(in: name, tagStart: start)
                if attributes.contains(where: { $0.name == attribute.name }) {
                    throw .malformed(offset: index, problem: .repeatedAttribute(attribute.name, tag: name))
                }
                attributes.append(attribute)
            }
        }
    }

    private mutating func scanAttribute(in tag: String, tagStart: Int) throws(Failure) -> Attribute {
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), !endsName(bytes[index]) { index += 1 }
        guard index > nameStart else {
            throw .malformed(offset: index, problem: .unexpectedByte(bytes[index], tag: tag))
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        skipSpaces()
        guard index < bytes.count else { throw .truncated(offset: tagStart, problem: .endsInside(tag: tag)) }
        guard bytes[index] == UInt8(ascii: "=") else { throw .malformed(offset: index, problem: .noEquals(attribute: name)) }
        index += 1
        skipSpaces()
        guard index < bytes.count else { throw .truncated(offset: tagStart, problem: .endsInside(tag: tag)) }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
            throw .malformed(offset: index, problem: .unquotedValue(attribute: name))
        }
        index += 1
        let valueStart = index
        while index < bytes.count && bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "<") { throw .malformed(offset: index, problem: .angleInValue(attribute: name)) }
            index += 1
        }
        guard index < bytes.count else { throw .truncated(offset: tagStart, problem: .endsInside(tag: tag)) }
        let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
        index += 1
        return Attribute(name: name, value: value)
    }

    private mutating func scanEndTag(from start: Int) throws(Failure) -> Event {
        index += 2 // </
        let name = try scanName(from: start)
        skipSpaces()
        guard index < bytes.count else { throw .truncated(offset: start, problem: .endsInsideEndTag(tag: name)) }
        guard bytes[index] == UInt8(ascii: ">") else { throw .malformed(offset: index, problem: .unclosedEndTag(tag: name)) }
        index += 1
        return .end(name: name, offset: start)
    }

    /// `<!DOCTYPE …>`, including an internal subset in brackets.
    private mutating func scanDoctype(from start: Int) throws(Failure) -> String {
        var brackets = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0:
                index += 1
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default: break
            }
            index += 1
        }
        throw .truncated(offset: start, problem: .endsInsideConstruct(.doctype))
    }

    /// `=`, `/`, `>`, `<` or a quote: compared one by one, not searched for in a string's
    /// bytes (that would be a generic search for every byte).
    private func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "'"), UInt8(ascii: "\""): true
        default: false
        }
    }

    private mutating func scanName(from start: Int) throws(Failure) -> String {
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), !endsName(bytes[index]) { index += 1 }
        guard index > nameStart else {
            guard index < bytes.count else { throw .truncated(offset: start, problem: .endsInsideTag) }
            throw .malformed(offset: index, problem: .noTagName)
        }
        return String(decoding: bytes[nameStart..<index], as: UTF8.self)
    }

    private mutating func skip(past terminator: StaticString, from start: Int, construct: RateFormatError.XMLConstruct) throws(Failure) {
        let end = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        while index + end.count <= bytes.count {
            if bytes[index..<(index + end.count)].elementsEqual(end) {
                index += end.count
                return
            }
            index += 1
        }
        throw .truncated(offset: start, problem: .endsInsideConstruct(construct))
    }

    // MARK: - Bytes

    private func has(_ prefix: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return bytes.count - index >= expected.count && bytes[index..<(index + expected.count)].elementsEqual(expected)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
