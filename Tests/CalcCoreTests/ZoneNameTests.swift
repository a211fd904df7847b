@testable import CalcCore
import Testing

/// The names by which a user writes a time zone (DESIGN §20): IANA names, city parts, GeoNames
/// cities, abbreviations, and where the longest of them ends in a line.
@Suite struct ZoneNameTests {
    @Test(arguments: [
        // IANA names in any case, links resolved.
        ("Asia/Tokyo", "Asia/Tokyo"),
        ("asia/tokyo", "Asia/Tokyo"),
        ("AMERICA/NEW_YORK", "America/New_York"),
        ("America/New York", "America/New_York"),
        ("America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
        ("America/Port-au-Prince", "America/Port-au-Prince"),
        ("Asia/Calcutta", "Asia/Kolkata"),
        ("US/Pacific", "America/Los_Angeles"),
        ("America/Buenos_Aires", "America/Argentina/Buenos_Aires"),
        ("Brazil/Acre", "America/Rio_Branco"),
        // City parts, of zones and of links.
        ("Tokyo", "Asia/Tokyo"),
        ("tokyo", "Asia/Tokyo"),
        ("New York", "America/New_York"),
        ("new_york", "America/New_York"),
        ("NEW YORK", "America/New_York"),
        ("Calcutta", "Asia/Kolkata"),
        ("Kolkata", "Asia/Kolkata"),
        ("Rio de Janeiro", "America/Sao_Paulo"),
        ("Ho Chi Minh", "Asia/Ho_Chi_Minh"),
        ("Mexico City", "America/Mexico_City"),
        ("Buenos Aires", "America/Argentina/Buenos_Aires"),
        ("Port-au-Prince", "America/Port-au-Prince"),
        ("Dar es Salaam", "Africa/Dar_es_Salaam"),
        // GeoNames cities that no IANA name has.
        ("Mumbai", "Asia/Kolkata"),
        ("Osaka", "Asia/Tokyo"),
        ("Barcelona", "Europe/Madrid"),
        ("New York City", "America/New_York"),
        // Diacritics, either way.
        ("São Paulo", "America/Sao_Paulo"),
        ("sao paulo", "America/Sao_Paulo"),
        ("SÃO PAULO", "America/Sao_Paulo"),
        ("Sa\u{0303}o Paulo", "America/Sao_Paulo"),
        ("Zürich", "Europe/Zurich"),
        ("zurich", "Europe/Zurich"),
        ("Bogotá", "America/Bogota"),
        ("Köln", "Europe/Berlin"),
        ("Xi’an", "Asia/Shanghai"),
        ("Xi'an", "Asia/Shanghai"),
        ("Cần Thơ", "Asia/Ho_Chi_Minh"),
        ("Can Tho", "Asia/Ho_Chi_Minh"),
        // As tzdata's own table has it: north Vietnam is Bangkok's zone.
        ("Huế", "Asia/Bangkok"),
        ("İzmir", "Europe/Istanbul"),
        ("Diyarbakır", "Europe/Istanbul"),
        // Abbreviations, UTC and GMT.
        ("PST", "America/Los_Angeles"),
        ("pdt", "America/Los_Angeles"),
        ("CET", "Europe/Paris"),
        ("JST", "Asia/Tokyo"),
        ("UTC", "UTC"),
        ("GMT", "UTC"),
        ("utc", "UTC"),
    ])
    func names(text: String, zone: String) {
        #expect(ZoneNames.lookup(text) == .zone(zone), "\(text)")
    }

    @Test(arguments: ["Etc/GMT+5", "Etc/UTC", "GB", "NZ", "Japan", "EST5EDT", "UCT", "Zulu", "posix/Asia/Tokyo", "Tokyoo", "Tokio",
                      "Acre", "North", "Knox IN", "WST", "", " Tokyo", "Tokyo ", "New  York", "GMT+5"])
    func notNames(text: String) {
        #expect(ZoneNames.lookup(text) == nil, "\(text)")
    }

    @Test(arguments: [
        ("IST", [("India Standard Time", "Asia/Kolkata"), ("Irish Standard Time", "Europe/Dublin"),
                 ("Israel Standard Time", "Asia/Jerusalem")]),
        ("CST", [("Central Standard Time", "America/Chicago"), ("China Standard Time", "Asia/Shanghai"),
                 ("Cuba Standard Time", "America/Havana")]),
        ("CDT", [("Central Daylight Time", "America/Chicago"), ("Cuba Daylight Time", "America/Havana")]),
        ("BST", [("British Summer Time", "Europe/London"), ("Bangladesh Standard Time", "Asia/Dhaka")]),
        ("ast", [("Atlantic Standard Time", "America/Halifax"), ("Arabia Standard Time", "Asia/Riyadh")]),
        ("Hyderabad", [("Hyderabad, IN", "Asia/Kolkata"), ("Hyderabad, PK", "Asia/Karachi")]),
        ("Pacific", [("Canada/Pacific", "America/Vancouver"), ("US/Pacific", "America/Los_Angeles")]),
    ])
    func ambiguous(text: String, candidates: [(String, String)]) {
        #expect(ZoneNames.lookup(text) == .ambiguous(candidates.map { ZoneCandidate(description: $0.0, zone: $0.1) }), "\(text)")
    }

    static func match(_ text: String) -> (length: Int, name: ZoneName)? {
        let bytes = Array(text.utf8)
        // Also from the middle of a line: the slice's indices do not start at zero.
        let line = Array("3pm ".utf8) + bytes
        let fromMiddle = ZoneNames.longestMatch(in: line[4...])
        let fromStart = ZoneNames.longestMatch(in: bytes[...])
        #expect(fromMiddle?.length == fromStart?.length && fromMiddle?.name == fromStart?.name, "\(text)")
        return fromStart
    }

    @Test(arguments: [
        ("New York in Tokyo", 8, "America/New_York"),
        ("new york city", 13, "America/New_York"),
        ("New York, NY", 8, "America/New_York"),
        ("Tokyo.", 5, "Asia/Tokyo"),
        ("Tokyo's", 5, "Asia/Tokyo"),
        ("tokyo)", 5, "Asia/Tokyo"),
        ("Tokyo time", 5, "Asia/Tokyo"),
        ("Tokyo-", 5, "Asia/Tokyo"),
        ("Tokyo€", 5, "Asia/Tokyo"),
        ("Asia/Tokyo in UTC", 10, "Asia/Tokyo"),
        ("Rio de Janeiro in PST", 14, "America/Sao_Paulo"),
        ("America/Argentina/Buenos_Aires + 1 h", 30, "America/Argentina/Buenos_Aires"),
        ("America/Port-au-Prince", 22, "America/Port-au-Prince"),
        ("PST in July", 3, "America/Los_Angeles"),
        ("São Paulo time", 10, "America/Sao_Paulo"),
        ("Zürich!", 7, "Europe/Zurich"),
        ("Ho Chi Minh City in Hanoi", 16, "Asia/Ho_Chi_Minh"),
        ("Mexico City", 11, "America/Mexico_City"),
        ("Port of Spain", 13, "America/Port_of_Spain"),
        // `Knox_IN` is no city part: it would read the keyword.
        ("Knox in Tokyo", 4, "America/Indiana/Knox"),
    ])
    func longestMatch(text: String, length: Int, zone: String) {
        let match = ZoneNameTests.match(text)
        #expect(match?.length == length, "\(text)")
        #expect(match?.name == .zone(zone), "\(text)")
    }

    @Test(arguments: ["Tokyoo", "Parisian", "Tokyo2", "Tokyo_x", "Tokyo/Osaka", "Tokyoé", "Tokyo\u{0301}x", "Asia/Tokyo/x", "America/New_York/x",
                      "New", "Tok", "in Tokyo", "Pari", "PSTs", "ESTate", "GMT5", "UTCs", "3pm", "", "é"])
    func noMatch(text: String) {
        #expect(ZoneNameTests.match(text) == nil, "\(text)")
    }

    /// Where a longer name does not go on, the shorter one still matches.
    @Test func shorterNameWhenTheLongerDoesNot() {
        #expect(ZoneNameTests.match("New York Cit")?.length == 8)
        #expect(ZoneNameTests.match("New York Citymap")?.length == 8)
        #expect(ZoneNameTests.match("America/New_Yorkshire") == nil)
        #expect(ZoneNameTests.match("Ho Chi Minh Cityx")?.length == 11)
    }

    @Test func completions() {
        let completions = ZoneNames.completions
        #expect(completions == completions.sorted())
        let offered = Set(completions)
        for name in ["Asia/Tokyo", "Tokyo", "New York", "PST", "IST", "UTC", "GMT", "Mumbai", "Hyderabad", "Sao Paulo",
                     "America/Argentina/Buenos_Aires"] {
            let isOffered = offered.contains(name)
            #expect(isOffered, "\(name)")
        }
        for name in ["GB", "Etc/GMT+5", "New_York", "Acre"] {
            let isOffered = offered.contains(name)
            #expect(!isOffered, "\(name)")
        }
        // Every completion reads back, and every name is offered once.
        for name in completions { #expect(ZoneNames.lookup(name) != nil, "\(name)") }
        #expect(Set(completions.map { $0.lowercased() }).count == completions.count)
    }

    /// The words of calc's other tables, lower-case: units, currencies, functions and constants,
    /// months and weekdays, keywords, the clock's words and those of the phrases the parser reads.
    /// No zone's name may hide one of them.
    static let otherWords: Set<String> = {
        var words = Set(["now", "today", "tomorrow", "yesterday", "noon", "midnight", "in", "to", "of", "per", "unix", "local"])
        for row in UnitCatalogue.rows { words.formUnion(([row.symbol] + row.symbols + row.names).map { $0.lowercased() }) }
        words.formUnion(CurrencyCatalogue.all.map { $0.code.lowercased() })
        words.formUnion(CurrencyCatalogue.all.map { $0.name.lowercased() })
        words.formUnion(CryptoCurrencies.all.flatMap { [$0.code.description.lowercased(), $0.name.lowercased()] })
        words.formUnion(CurrencyCatalogue.nameWords.map { $0.lowercased() })
        words.formUnion(Builtins.functionNames.map { $0.lowercased() })
        words.formUnion(Builtins.constants.map { $0.name.lowercased() })
        words.formUnion(Vocabulary.monthNames.keys)
        words.formUnion(Vocabulary.weekdayNames)
        words.formUnion(Keywords.table.map(\.word))
        words.formUnion(Vocabulary.blockWords + Builtins.previousResultNames)
        // The words of the phrases the parser reads.
        let phraseWords: [String] = [Vocabulary.isWord, Vocabulary.whatWord, Vocabulary.perWord, Vocabulary.decimalPlacesWord,
                                     Vocabulary.significantFiguresWord, Vocabulary.digitsWord, Vocabulary.daysWord, Vocabulary.betweenWord,
                                     Vocabulary.andWord, Vocabulary.nextWord, Vocabulary.lastWord]
        let phraseStaticWords: [StaticString] = [Vocabulary.nearestWord, Vocabulary.theWord, Vocabulary.agoWord, Vocabulary.fromWord,
                                                 Vocabulary.nowWord, Vocabulary.afterWord, Vocabulary.beforeWord, Vocabulary.toWord,
                                                 Vocabulary.powerWord, Vocabulary.roundedWord, Vocabulary.timesWord, Vocabulary.timesLetter]
        words.formUnion(phraseWords + phraseStaticWords.map { "\($0)" } + Vocabulary.sentenceWords.map { "\($0)" })
        words.formUnion(Vocabulary.untilWords.union(Vocabulary.stepWords.keys).union(Vocabulary.powerWords.map(\.word)))
        return words
    }()

    @Test func noNameHidesAnotherWord() {
        let words = ZoneNameTests.otherWords
        #expect(["acre", "gb", "usd", "dollars", "sqrt", "march", "friday", "noon", "in", "unix"].allSatisfy(words.contains))
        for name in ZoneNames.completions {
            let lower = name.lowercased()
            let isOtherWord = ZoneNameTests.otherWords.contains(lower)
            #expect(!isOtherWord, "\(name)")
            #expect(Vocabulary.meanings(of: name).isEmpty && Vocabulary.meanings(of: lower).isEmpty, "\(name): \(Vocabulary.meanings(of: lower))")
            #expect(UnitCatalogue.unit(lower) == nil && UnitCatalogue.unitIgnoringCase(name) == nil, "\(name)")
            #expect(CurrencyCode(code: name.uppercased()).flatMap(CurrencyCatalogue.name(of:)) == nil, "\(name)")
            #expect(CurrencyCatalogue.codes(named: name) == nil, "\(name)")
        }
    }
}
