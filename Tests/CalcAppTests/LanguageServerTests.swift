@testable import CalcApp
import CalcCore
import CalcRates
import CalcTestSupport
import Testing

/// The language server's parts without a process (DESIGN §26): framing, JSON-RPC, positions in
/// UTF-16 and UTF-8, incremental edits, evaluation again from the first changed line, and the
/// lifecycle as the server answers messages. The client's view is `Tests/LanguageServer`.
@Suite struct MessageFramingTests {
    static func frame(_ body: String) -> [UInt8] { MessageReader.framed(Array(body.utf8)) }

    static func frames(_ bytes: [UInt8], chunk: Int) -> [MessageReader.Frame] {
        var reader = MessageReader(bytes: bytes, chunk: chunk)
        var frames: [MessageReader.Frame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .end { return frames }
        }
    }

    /// However the bytes arrive — a byte at a time, across headers and bodies — the same bodies.
    @Test(arguments: [1, 2, 3, 7, 64, 1 << 16])
    func bodiesWhateverTheReads(chunk: Int) {
        let bodies = [#"{"a":1}"#, #"{"text":"€5 + £3"}"#, "{}"]
        var bytes: [UInt8] = []
        for body in bodies { bytes += Self.frame(body) }
        // A Content-Type header, and a client that ends its headers with bare newlines.
        bytes += Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n[]".utf8)
        bytes += Array("Content-Length: 4\n\nnull".utf8)
        #expect(Self.frames(bytes, chunk: chunk) == bodies.map { .body(Array($0.utf8)) } + [.body(Array("[]".utf8)), .body(Array("null".utf8)), .end])
    }

    @Test func headersWithoutALengthAreSkippedToTheNextMessage() {
        let bytes = Array("Content-Type: x\r\n\r\n{\"id\":1}".utf8) + Self.frame("{}")
        #expect(Self.frames(bytes, chunk: 5) == [.noContentLength, .body(Array("{}".utf8)), .end])
        let bad = Array("Content-Length: -3\r\n\r\n".utf8) + Self.frame("[1]")
        #expect(Self.frames(bad, chunk: 3) == [.noContentLength, .body(Array("[1]".utf8)), .end])
    }

    @Test func aBodyCutShortIsTheEnd() {
        #expect(Self.frames(Array("Content-Length: 10\r\n\r\n{}".utf8), chunk: 4) == [.end])
    }

    /// A message too large to keep is read through; its id and method are seen on the way.
    @Test func aMessageTooLargeIsSkimmed() throws {
        let text = String(repeating: "1 + \\\"1\\\"\\n", count: MessageReader.maximumBodyBytes / 10 + 1)
        let body = #"{"jsonrpc":"2.0","params":{"id":"inner","text":""# + text + #""},"id":42,"method":"textDocument/hover"}"#
        var reader = MessageReader(bytes: Self.frame(body) + Self.frame("{}"), chunk: 1 << 12)
        guard case .tooLarge(let length, let skim) = reader.next() else {
            Issue.record("not refused as too large")
            return
        }
        #expect(length == body.utf8.count)
        #expect(skim.id == Array("42".utf8))
        #expect(skim.method == Array(#""textDocument/hover""#.utf8))
        #expect(reader.next() == .body(Array("{}".utf8)))
    }

    @Test(arguments: [1, 2, 5])
    func theSkimSeesTopLevelMembersOnly(chunk: Int) {
        let body = Array(#"{"params":{"id":1,"method":"no","s":"a\"b\\"},"method" : "exit" }"#.utf8)
        var skim = MessageSkim()
        var index = 0
        while index < body.count {
            let end = min(index + chunk, body.count)
            body[index..<end].withUnsafeBufferPointer { skim.feed($0) }
            index = end
        }
        #expect(skim.id == nil)
        #expect(skim.method == Array(#""exit""#.utf8))
    }
}

@Suite struct JSONRPCTests {
    static func read(_ text: String) -> Result<JSONRPC.Incoming, JSONRPC.Failure> { JSONRPC.read(Array(text.utf8)) }

    @Test func requestsNotificationsAndResponses() {
        #expect(Self.read(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) == .success(.request(id: .number("3"), method: "shutdown", params: nil)))
        #expect(Self.read(#"{"jsonrpc":"2.0","id":"a","method":"x","params":[]}"#) == .success(.request(id: .string("a"), method: "x", params: .array([]))))
        #expect(Self.read(#"{"jsonrpc":"2.0","method":"exit"}"#) == .success(.notification(method: "exit", params: nil)))
        #expect(Self.read(#"{"jsonrpc":"2.0","method":"exit","params":null}"#) == .success(.notification(method: "exit", params: nil)))
        #expect(Self.read(#"{"jsonrpc":"2.0","id":1,"result":null}"#) == .success(.response))
    }

    @Test(arguments: [
        ("{", JSONRPC.Failure.parseError, JSON.ID.null), ("[1]", JSONRPC.Failure.invalidRequest, .null),
        (#"{"jsonrpc":"2.0","id":5}"#, JSONRPC.Failure.invalidRequest, .number("5")),
        (#"{"jsonrpc":"1.0","id":6,"method":"x"}"#, JSONRPC.Failure.invalidRequest, .number("6")),
        (#"{"jsonrpc":"2.0","id":7,"method":3}"#, JSONRPC.Failure.invalidRequest, .number("7")),
        (#"{"jsonrpc":"2.0","id":{},"method":"x"}"#, JSONRPC.Failure.invalidRequest, .null),
        (#"{"jsonrpc":"2.0","id":8,"method":"x","params":1}"#, JSONRPC.Failure.invalidRequest, .number("8")),
    ])
    func failures(text: String, code: Int, id: JSON.ID) {
        guard case .failure(let failure) = Self.read(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(failure.code == code)
        #expect(failure.id == id)
    }

    @Test func invalidUTF8IsAParseError() {
        let body: [UInt8] = Array(#"{"jsonrpc":"2.0","method":"x","params":{"t":""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8)
        guard case .failure(let failure) = JSONRPC.read(body) else {
            Issue.record("read")
            return
        }
        #expect(failure.code == JSONRPC.Failure.parseError)
    }

    @Test func responsesKeepTheIdAsWritten() {
        #expect(String(decoding: JSONRPC.response(.number("1e3"), result: .null), as: UTF8.self) == #"{"jsonrpc":"2.0","id":1e3,"result":null}"#)
        let failure = JSONRPC.Failure(code: JSONRPC.Failure.methodNotFound, diagnostic: ProgramMessages.unknownMethod("a/b"), id: .string("x"))
        #expect(String(decoding: JSONRPC.response(failure), as: UTF8.self)
                == #"{"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"calc --lsp does not know the method 'a/b'"}}"#)
    }
}

@Suite struct PositionEncodingTests {
    /// `€5 + £3 in °C`: `€` is 3 bytes and 1 UTF-16 unit, `£` and `°` 2 bytes and 1 unit.
    static let line = Array("€5 + £3 in °C".utf8)

    @Test(arguments: [(0, 0), (1, 3), (2, 4), (5, 7), (6, 9), (11, 14), (12, 16), (13, 17), (99, 17)])
    func utf16(units: Int, byte: Int) {
        #expect(PositionEncoding.utf16.byteOffset(of: units, in: Self.line) == byte)
        if units <= 13 { #expect(PositionEncoding.utf16.units(toByte: byte, in: Self.line) == units) }
    }

    @Test func utf8CountsBytes() {
        #expect(PositionEncoding.utf8.byteOffset(of: 9, in: Self.line) == 9)
        #expect(PositionEncoding.utf8.units(toByte: 9, in: Self.line) == 9)
        // Inside `€`: its start.
        #expect(PositionEncoding.utf8.byteOffset(of: 2, in: Self.line) == 0)
    }

    /// A character beyond the BMP is two UTF-16 units; a position between them is its start.
    @Test func surrogatePairs() {
        let line = Array("a😀b".utf8)
        #expect(PositionEncoding.utf16.byteOffset(of: 1, in: line) == 1)
        #expect(PositionEncoding.utf16.byteOffset(of: 2, in: line) == 1)
        #expect(PositionEncoding.utf16.byteOffset(of: 3, in: line) == 5)
        #expect(PositionEncoding.utf16.units(toByte: 5, in: line) == 3)
    }

    @Test func negotiation() {
        #expect(PositionEncoding.negotiated(["utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiated(["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated([]) == .utf16)
    }
}

@Suite struct OpenDocumentTests {
    static func position(_ line: Int, _ character: Int) -> OpenDocument.Position { OpenDocument.Position(line: line, character: character) }

    static func edited(_ text: String, _ from: (Int, Int), _ to: (Int, Int), _ insert: String,
                       _ encoding: PositionEncoding = .utf16) -> (text: String, first: Int) {
        var document = OpenDocument(text: Array(text.utf8), version: 1)
        let first = document.replace(from: position(from.0, from.1), to: position(to.0, to.1), with: Array(insert.utf8), encoding: encoding)
        return (String(decoding: document.text, as: UTF8.self), first)
    }

    @Test func linesAsTheProtocolCountsThem() {
        let document = OpenDocument(text: Array("a\r\nb\n\nc".utf8), version: 1)
        #expect(document.lines == [[0x61], [0x62], [], [0x63]])
        #expect(String(decoding: document.text, as: UTF8.self) == "a\r\nb\n\nc")
        #expect(OpenDocument(text: Array("x\n".utf8), version: 1).lines.count == 2)
        #expect(document.byteCount == 7)
        // A lone `\r` breaks a line too, as the protocol counts lines.
        let classic = OpenDocument(text: Array("1+1\r2+2\n".utf8), version: 1)
        #expect(classic.lines == [Array("1+1".utf8), Array("2+2".utf8), []])
        #expect(String(decoding: classic.text, as: UTF8.self) == "1+1\r2+2\n")
        #expect(classic.byteCount == 8)
    }

    /// Edits that make or join line breaks leave the lines the client counts.
    @Test func editsOfLineBreaks() {
        // A `\r` typed before a `\n`: one break, the line as it was.
        #expect(Self.edited("1+1\n2+2\n", (0, 3), (0, 3), "\r") == ("1+1\r\n2+2\n", 0))
        var document = OpenDocument(text: Array("1+1\n2+2\n".utf8), version: 1)
        document.replace(from: .init(line: 0, character: 3), to: .init(line: 0, character: 3), with: [0x0D], encoding: .utf16)
        #expect(document.lines == [Array("1+1".utf8), Array("2+2".utf8), []])
        // A `\n` typed after a lone `\r`: the two are one break.
        document = OpenDocument(text: Array("1\r2\n".utf8), version: 1)
        let first = document.replace(from: .init(line: 1, character: 0), to: .init(line: 1, character: 0), with: [0x0A], encoding: .utf16)
        #expect(first == 0)
        #expect(document.lines == [Array("1".utf8), Array("2".utf8), []])
        #expect(String(decoding: document.text, as: UTF8.self) == "1\r\n2\n")
        // A break deleted joins the lines.
        #expect(Self.edited("1\r2\r3", (0, 1), (1, 0), "") == ("12\r3", 0))
    }

    @Test func incrementalEdits() {
        #expect(Self.edited("1 + 2\n3\n", (0, 4), (0, 5), "20") == ("1 + 20\n3\n", 0))
        #expect(Self.edited("1\n2\n3\n", (1, 1), (1, 1), "\n4") == ("1\n2\n4\n3\n", 1))
        #expect(Self.edited("1\n2\n3\n", (0, 1), (2, 0), "") == ("13\n", 0))
        #expect(Self.edited("1\r\n2\r\n", (0, 1), (0, 1), "0") == ("10\r\n2\r\n", 0))
        // After `€` and `£`, in UTF-16 units and in bytes.
        #expect(Self.edited("€5 + £3\n", (0, 6), (0, 7), "4") == ("€5 + £4\n", 0))
        #expect(Self.edited("€5 + £3\n", (0, 9), (0, 10), "4", .utf8) == ("€5 + £4\n", 0))
        // Past the end: the end; a reversed range: the same range.
        #expect(Self.edited("1\n2", (5, 0), (9, 9), "\n3") == ("1\n2\n3", 1))
        #expect(Self.edited("abc", (0, 2), (0, 1), "") == ("ac", 0))
    }

    /// A full change says which line is the first that differs.
    @Test func fullChangeFindsTheFirstChangedLine() {
        var document = OpenDocument(text: Array("1\n2\n3\n".utf8), version: 1)
        #expect(document.replace(from: nil, to: nil, with: Array("1\n2\n4\n".utf8), encoding: .utf16) == 2)
        #expect(document.replace(from: nil, to: nil, with: Array("0\n".utf8), encoding: .utf16) == 0)
    }
}

@Suite struct DocumentEvaluationTests {
    static let rates = RateTable(base: "EUR", date: Day("2026-11-20"), source: "ECB", rates: [
        "USD": Rational(108, 100), "GBP": Rational(85, 100),
    ])

    static func session() -> Session {
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        var session = Session(rates: LazyRates(rates), console: console)
        session.options = Session.ScriptOptions(explain: true)
        return session
    }

    static func hints(_ evaluation: DocumentEvaluation) -> [String] {
        evaluation.reports.map { $0.hint ?? ($0.diagnostics.first.map { "error: " + $0.message } ?? "") }
    }

    /// A line edited in place, lines put in and taken out: the same reports as evaluating the
    /// text afresh, block sums and variables included, wherever the edit is.
    @Test func evaluatingAgainFromTheChangedLineIsEvaluatingAfresh() {
        var generator = SplitMix64(state: 26)
        let words = ["1", "2.5 EUR", "3 USD", "x", "x = 2", "sum", "", "Rent: 100 EUR", "total", "x * 3", "1/3", "2 +", "subtotal",
                     "10 GBP in EUR", "# note"]
        var lines = (0..<300).map { _ in words[Int(generator.next() % UInt64(words.count))] }
        var document = OpenDocument(text: Array(lines.joined(separator: "\n").utf8), version: 1)
        var evaluation = DocumentEvaluation(start: Self.session())
        evaluation.run(document, from: 0)
        for round in 0..<60 {
            // Not the last line: taking it out would leave the newline before it.
            let line = Int(generator.next() % UInt64(lines.count - 1))
            let word = words[Int(generator.next() % UInt64(words.count))]
            let first: Int
            switch round % 3 {
            case 0:
                lines[line] = word
                first = document.replace(from: .init(line: line, character: 0), to: .init(line: line, character: 99), with: Array(word.utf8),
                                         encoding: .utf16)
            case 1:
                lines.insert(word, at: line)
                first = document.replace(from: .init(line: line, character: 0), to: .init(line: line, character: 0), with: Array((word + "\n").utf8),
                                         encoding: .utf16)
            default:
                lines.remove(at: line)
                first = document.replace(from: .init(line: line, character: 0), to: .init(line: line + 1, character: 0), with: [], encoding: .utf16)
            }
            #expect(first == line)
            evaluation.run(document, from: first)
            var fresh = DocumentEvaluation(start: Self.session())
            fresh.run(OpenDocument(text: Array(lines.joined(separator: "\n").utf8), version: 1), from: 0)
            #expect(Self.hints(evaluation) == Self.hints(fresh), "round \(round)")
            if Self.hints(evaluation) != Self.hints(fresh) { return }
        }
    }

    @Test func reportsOfALine() {
        var evaluation = DocumentEvaluation(start: Self.session())
        evaluation.run(OpenDocument(text: Array("A: 2 * 3 EUR  # = 5.00 EUR\n10 USD in EUR\n€5 + foo\n1/3".utf8), version: 1), from: 0)
        let reports = evaluation.reports
        #expect(reports[0].hint == "= 6.00 EUR")
        // The code stops before calc's earlier annotation.
        #expect(reports[0].code == 0..<12)
        #expect(reports[1].hint == "≈ 9.26 EUR")
        #expect(reports[1].explanation?.contains("10 USD → ") == true)
        #expect(reports[1].explanation?.contains("(ECB, 2026-11-20)") == true)
        #expect(reports[2].diagnostics.map(\.span) == [7..<10])
        #expect(reports[3].hint == "≈ 0.333333333333333")
    }
}

@Suite struct LanguageServerLifecycleTests {
    static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func sent(_ server: inout LanguageServer, _ messages: [String]) -> [String] {
        for message in messages { server.receive(.body(body(message))) }
        defer { server.outbox.removeAll() }
        return server.outbox.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theLifecycle() {
        var server = LanguageServer(session: DocumentEvaluationTests.session())
        let before = Self.sent(&server, [#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#,
                                         #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#])
        #expect(before.count == 1 && before[0].contains("-32002"))
        let initialized = Self.sent(&server, [#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}"#])
        #expect(initialized[0].contains(#""positionEncoding":"utf-8""#))
        #expect(server.encoding == .utf8)
        let opened = Self.sent(&server, [#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":"1+2\nx"}}}"#])
        #expect(opened.count == 1 && opened[0].contains("textDocument/publishDiagnostics") && opened[0].contains("unknownName"))
        let hints = Self.sent(&server, [#"{"jsonrpc":"2.0","id":3,"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"u"},"range":{"start":{"line":0,"character":0},"end":{"line":5,"character":0}}}}"#])
        #expect(hints == [#"{"jsonrpc":"2.0","id":3,"result":[{"position":{"line":0,"character":3},"label":"= 3","paddingLeft":true}]}"#])
        #expect(Self.sent(&server, [#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#]) == [#"{"jsonrpc":"2.0","id":4,"result":null}"#])
        #expect(Self.sent(&server, [#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#])[0].contains("-32600"))
        #expect(server.exitStatus == nil)
        #expect(Self.sent(&server, [#"{"jsonrpc":"2.0","method":"exit"}"#]).isEmpty)
        #expect(server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        var server = LanguageServer(session: DocumentEvaluationTests.session())
        _ = Self.sent(&server, [#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#, #"{"jsonrpc":"2.0","method":"exit"}"#])
        #expect(server.exitStatus == 1)
        var ended = LanguageServer(session: DocumentEvaluationTests.session())
        ended.receive(.end)
        #expect(ended.exitStatus == 1)
    }

    @Test func notificationsAreNeverAnswered() {
        var server = LanguageServer(session: DocumentEvaluationTests.session())
        _ = Self.sent(&server, [#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#])
        let answers = Self.sent(&server, [#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#,
                                          #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"nope"},"contentChanges":[]}}"#])
        // The change of a document that is not open: logged, not answered.
        #expect(answers.count == 1 && answers[0].contains("window/logMessage"))
        server.receive(.tooLarge(length: 100 << 20, skim: MessageSkim()))
        #expect(server.outbox.count == 1 && String(decoding: server.outbox[0], as: UTF8.self).contains("-32600"))
    }
}
