import CalcCore
import CalcRates

/// `calc --lsp` (DESIGN §26): the Language Server Protocol's lifecycle and methods over
/// messages already framed (`MessageReader`), with no process or stream of its own: given what
/// the client sent, it puts what goes back in `outbox`, and says when to exit. The documents
/// it evaluates are the client's, in memory: it never writes a file.
struct LanguageServer {
    /// Where the lifecycle stands.
    enum State: Equatable {
        /// Before `initialize`: requests get `serverNotInitialized`, notifications are dropped.
        case waiting
        case running
        /// After `shutdown`: requests get `invalidRequest`; `exit` ends with status 0.
        case shutDown
    }

    private(set) var state = State.waiting
    /// How positions count characters, agreed at `initialize`.
    private(set) var encoding = PositionEncoding.utf16
    /// The open documents by URI, each with its evaluation.
    var documents: [String: (text: OpenDocument, evaluation: DocumentEvaluation)] = [:]
    /// The session every document starts from: the rates, the init file's names, the digits.
    let session: Session
    /// The bodies to send, in order; the caller frames and writes them, then empties it.
    var outbox: [[UInt8]] = []
    /// Set by `exit`: the status to exit with.
    private(set) var exitStatus: Int32?

    init(session: Session) {
        var session = session
        // Conversions are kept with each result, for hover (`--explain`'s paths).
        session.options = Session.ScriptOptions(format: .text, explain: true)
        self.session = session
    }

    /// What the reader cut from the stream.
    mutating func receive(_ frame: MessageReader.Frame) {
        switch frame {
        case .body(let body):
            receive(body)
        case .tooLarge(let length, let skim):
            let diagnostic = ProgramMessages.messageTooLarge(length, limit: MessageReader.maximumBodyBytes)
            if skim.method != nil && skim.id == nil {
                // A notification (a document opened too large, say) gets no response: the user is told.
                showMessage(diagnostic)
                // A change skipped leaves a document other than the client's, and the skim does
                // not say which: every document is closed, its results withdrawn, rather than
                // showing results of text the client no longer has. A full change reopens one.
                if skim.method == Array("\"textDocument/didChange\"".utf8) { closeEveryDocument() }
            } else {
                let id = skim.id.flatMap(JSON.ID.init(skimmed:)) ?? .null
                outbox.append(JSONRPC.response(JSONRPC.Failure(code: JSONRPC.Failure.invalidRequest, diagnostic: diagnostic, id: id)))
            }
        case .noContentLength:
            outbox.append(JSONRPC.response(JSONRPC.Failure(code: JSONRPC.Failure.parseError, diagnostic: ProgramMessages.noContentLength())))
        case .end:
            // The client went away without `exit`: as `exit` would end it.
            if exitStatus == nil { exitStatus = state == .shutDown ? 0 : 1 }
        }
    }

    /// One message's body.
    mutating func receive(_ body: [UInt8]) {
        switch JSONRPC.read(body) {
        case .failure(let failure):
            outbox.append(JSONRPC.response(failure))
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            notified(method, params ?? .object([]))
        case .success(.request(let id, let method, let params)):
            let result: Result<JSON, JSONRPC.Failure>
            switch state {
            case .waiting where method != "initialize":
                result = .failure(JSONRPC.Failure(code: JSONRPC.Failure.serverNotInitialized, diagnostic: ProgramMessages.notInitialized(method)))
            case .shutDown:
                result = .failure(JSONRPC.Failure(code: JSONRPC.Failure.invalidRequest, diagnostic: ProgramMessages.shutDown(method)))
            default:
                result = requested(method, params ?? .object([]))
            }
            switch result {
            case .success(let json): outbox.append(JSONRPC.response(id, result: json))
            case .failure(var failure):
                failure.id = id
                outbox.append(JSONRPC.response(failure))
            }
        }
    }

    /// A request's result, or its error.
    private mutating func requested(_ method: String, _ params: JSONValue) -> Result<JSON, JSONRPC.Failure> {
        do throws(ParamsProblem) {
            switch method {
            case "initialize":
                guard state == .waiting else {
                    return .failure(JSONRPC.Failure(code: JSONRPC.Failure.invalidRequest, diagnostic: ProgramMessages.notARequest(.initializedAgain)))
                }
                return .success(initialize(params))
            case "shutdown":
                state = .shutDown
                return .success(.null)
            case "textDocument/inlayHint": return .success(try inlayHints(params))
            case "textDocument/hover": return .success(try hover(params))
            case "textDocument/completion": return .success(try completion(params))
            case "textDocument/codeAction": return .success(try codeActions(params))
            default:
                return .failure(JSONRPC.Failure(code: JSONRPC.Failure.methodNotFound, diagnostic: ProgramMessages.unknownMethod(method)))
            }
        } catch {
            return .failure(JSONRPC.Failure(code: JSONRPC.Failure.invalidParams, diagnostic: ProgramMessages.badParams(method, problem: error)))
        }
    }

    /// A notification: never answered (a problem with its params is logged to the client).
    private mutating func notified(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        do throws(ParamsProblem) {
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            default: break
            }
        } catch {
            logMessage(ProgramMessages.badParams(method, problem: error))
        }
    }

    /// The capabilities calc serves, in the encoding the client offers.
    private mutating func initialize(_ params: JSONValue) -> JSON {
        let offered: [String] = ((try? params.array("capabilities.general.positionEncodings")) ?? []).compactMap {
            if case .string(let name) = $0 { return name }
            return nil
        }
        encoding = PositionEncoding.negotiated(offered)
        state = .running
        let capabilities: JSON = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            // Incremental: each change carries its range.
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(2))])),
            ("inlayHintProvider", .bool(true)),
            ("hoverProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([.string(" ")]))])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string(LanguageServer.annotateKind)]))])),
        ])
        return .object([("capabilities", capabilities),
                        ("serverInfo", .object([("name", .string("calc"))]))])
    }

    /// A message for the user (`window/showMessage`), for what has no response to go in.
    mutating func showMessage(_ diagnostic: Diagnostic) {
        outbox.append(JSONRPC.notification("window/showMessage", params: .object([
            ("type", .integer(diagnostic.severity == .error ? 1 : 2)), ("message", .string(diagnostic.worded().oneLine)),
        ])))
    }

    /// A line for the client's log (`window/logMessage`).
    mutating func logMessage(_ diagnostic: Diagnostic) {
        outbox.append(JSONRPC.notification("window/logMessage", params: .object([
            ("type", .integer(diagnostic.severity == .error ? 1 : 2)), ("message", .string(diagnostic.worded().oneLine)),
        ])))
    }
}
