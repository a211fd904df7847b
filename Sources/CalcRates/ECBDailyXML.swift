import CalcCore

/// Reads the ECB's euro reference rates XML (`eurofxref-daily.xml`) into a `RateTable`, and
/// the history files of the same layout (`eurofxref-hist-90d.xml`, `eurofxref-hist.xml`) into
/// a table a day.
///
/// The rates are the `<Cube currency='USD' rate='1.1252'/>` elements inside each
/// `<Cube time='YYYY-MM-DD'>`; `parse` takes the first day (the files list newest first).
/// The document must be complete: a body cut off by a dropped connection is refused even when
/// every rate seen so far was fine, so nothing half-loaded ever reaches the cache.
public enum ECBDailyXML {
    /// The `source` of the tables it reads.
    public static let source = "ECB"
    /// The ECB quotes everything against the euro.
    public static let base = "EUR"

    static let maxDepth = 64

    /// Parses a complete ECB daily XML document; `origin` names it in errors.
    public static func parse(_ bytes: [UInt8], origin: String = source) throws(RateFormatError) -> RateTable {
        do throws(RateFormatError.Problem) {
            return try read(bytes, allDays: false)[0]
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    /// Every day of a complete ECB history document, oldest first; a day given twice is an
    /// error.
    public static func parseDays(_ bytes: [UInt8], origin: String = source) throws(RateFormatError) -> [RateTable] {
        do throws(RateFormatError.Problem) {
            let days = try read(bytes, allDays: true).sorted { $0.date! < $1.date! }
            for (earlier, later) in zip(days, days.dropFirst()) where earlier.date == later.date {
                throw .unknownShape(.repeatedDay(later.dateText))
            }
            return days
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    /// The first day, or all of them.
    private static func read(_ bytes: [UInt8], allDays: Bool) throws(RateFormatError.Problem) -> [RateTable] {
        var days: [RateTable] = []
        var scanner = XMLScanner(bytes)
        var open: [String] = []
        var sawRoot = false
        var sawCube = false
        var date: Day? = nil
        var dayDepth: Int? = nil      // depth of the first day's <Cube time=…> while it is open
        var builder = RateTableBuilder(base: base)

        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }

        while true {
            let event: XMLScanner.Event?
            do {
                event = try scanner.next()
            } catch {
                switch error {
                case .malformed(let offset, let problem): throw .invalidXML(position(offset), problem)
                case .truncated(let offset, let problem): throw .truncated(position(offset), problem)
                }
            }
            guard let event else { break }
            switch event {
            case .doctype(let text):
                if JSONRateFields.containsIgnoringCase(Array(text.utf8)[...], "html") { throw .html }
            case .text(let offset):
                if open.isEmpty { throw sawRoot ? .invalidXML(position(offset), .textAfterRoot) : notXML(bytes) }
            case .start(let name, let attributes, let selfClosing, let offset):
                if !sawRoot && name.lowercased() == "html" { throw .html }
                if open.isEmpty && sawRoot { throw .invalidXML(position(offset), .secondRoot(tag: name)) }
                sawRoot = true
                if open.count >= maxDepth { throw .invalidXML(position(offset), .tooDeep(limit: maxDepth)) }
                if localName(name) == "Cube" {
                    sawCube = true
                    let attribute = { (key: String) in attributes.first(where: { $0.name == key })?.value }
                    if let time = attribute("time") {
                        if date == nil || allDays {
                            let day = try RateValidation.date(time)
                            date = day
                            builder = RateTableBuilder(base: base)
                            if !selfClosing { dayDepth = open.count } else { days.append(try builder.build(date: day, source: source)) }
                        }
                    } else if attribute("currency") != nil || attribute("rate") != nil {
                        guard let currency = attribute("currency") else {
                            throw .invalidXML(position(offset), .rateWithoutCurrency)
                        }
                        guard let rate = attribute("rate") else {
                            throw .invalidXML(position(offset), .currencyWithoutRate(currency))
                        }
                        // Rates outside the first day belong to older days (or to no day:
                        // then the missing date is reported at the end).
                        if dayDepth != nil { try builder.add(code: currency, text: rate) }
                    }
                }
                if !selfClosing { open.append(name) }
            case .end(let name, let offset):
                guard let innermost = open.last else {
                    throw .invalidXML(position(offset), .unmatchedEndTag(tag: name))
                }
                guard innermost == name else {
                    throw .invalidXML(position(offset), .mismatchedEndTag(expected: innermost, found: name))
                }
                open.removeLast()
                if dayDepth == open.count {
                    dayDepth = nil
                    if allDays || days.isEmpty, let date { days.append(try builder.build(date: date, source: source)) }
                }
            }
        }

        if let innermost = open.last {
            throw .truncated(position(bytes.count), .endsBefore(endTag: innermost))
        }
        guard sawRoot else { throw bytes.allSatisfy(isBlank) ? .empty : notXML(bytes) }
        guard sawCube else { throw .unknownShape(.noCubes) }
        guard date != nil, !days.isEmpty else { throw .missingDate(key: "<Cube time='YYYY-MM-DD'>") }
        return days
    }

    /// `Cube` for both `Cube` and `eurofxref:Cube`.
    private static func localName(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return name[...] }
        return name[name.index(after: colon)...]
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    private static func notXML(_ bytes: [UInt8]) -> RateFormatError.Problem {
        let first = bytes.first(where: { !isBlank($0) })
        return .notRateData(found: first.map(ByteDescription.describe) ?? "nothing")
    }
}
