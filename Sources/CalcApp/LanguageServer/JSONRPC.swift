import CalcCore
import CalcRates

/// JSON-RPC 2.0 as the Language Server Protocol uses it: what a body read from the client is
/// (a request, a notification, or a response the server does not ask for), and the bodies the
/// server sends back. JSON is read with the project's reader (`JSONReader`, which calc links
/// for its rate files) and written with its writer (`JSON`).
enum JSONRPC {
    /// A message from the client.
    enum Incoming: Equatable {
        /// A call that gets one response with its `id`.
        case request(id: JSON.ID, method: String, params: JSONValue?)
        /// A call without an `id`: never answered.
        case notification(method: String, params: JSONValue?)
        /// An answer to a request of the server's (it sends none that need one): ignored.
        case response
    }

    /// A JSON-RPC error: its code, its message from the catalogue, and the `id` of the request
    /// it answers (null when there is none to be found).
    struct Failure: Error, Equatable {
        var code: Int
        var diagnostic: Diagnostic
        var id: JSON.ID = .null

        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        /// A request before `initialize` (LSP's `ServerNotInitialized`).
        static let serverNotInitialized = -32002
    }

    /// What `body` is, or the error to answer it with.
    static func read(_ body: [UInt8]) -> Result<Incoming, Failure> {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONReader.parse(body)
        } catch {
            return .failure(Failure(code: Failure.parseError, diagnostic: ProgramMessages.notJSON(error.description)))
        }
        return incoming(value)
    }

    /// What a parsed message is.
    static func incoming(_ value: JSONValue) -> Result<Incoming, Failure> {
        func invalid(_ problem: RequestProblem, id: JSON.ID = .null) -> Result<Incoming, Failure> {
            .failure(Failure(code: Failure.invalidRequest, diagnostic: ProgramMessages.notARequest(problem), id: id))
        }
        guard case .object = value else { return invalid(.notAnObject(found: value.kindDescription)) }
        var id: JSON.ID?
        switch value["id"] {
        case nil: id = nil
        case .number(let text): id = .number(text)
        case .string(let text): id = .string(text)
        case .null: id = .null
        case let other?: return invalid(.idNotNumberOrString(found: other.kindDescription))
        }
        guard value["jsonrpc"] == .string("2.0") else { return invalid(.versionNot2, id: id ?? .null) }
        guard let method = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return .success(.response) }
            return invalid(.noMethod, id: id ?? .null)
        }
        guard case .string(let name) = method else { return invalid(.methodNotString(found: method.kindDescription), id: id ?? .null) }
        // `"params": null` is taken as no params (some clients send it with `shutdown` and `exit`).
        let params = value["params"] == .null ? nil : value["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: return invalid(.paramsNotStructured(found: params.kindDescription), id: id ?? .null)
            }
        }
        guard let id else { return .success(.notification(method: name, params: params)) }
        return .success(.request(id: id, method: name, params: params))
    }

    /// The response to the request `id`.
    static func response(_ id: JSON.ID, result: JSON) -> [UInt8] {
        body(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]))
    }

    /// The error response of `failure`.
    static func response(_ failure: Failure) -> [UInt8] {
        let message = failure.diagnostic.worded().oneLine
        return body(.object([("jsonrpc", .string("2.0")), ("id", failure.id.json),
                             ("error", .object([("code", .integer(failure.code)), ("message", .string(message))]))]))
    }

    /// A notification from the server.
    static func notification(_ method: String, params: JSON) -> [UInt8] {
        body(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    private static func body(_ json: JSON) -> [UInt8] {
        var out: [UInt8] = []
        json.append(to: &out)
        return out
    }
}

extension JSON {
    /// A request's `id` as the client wrote it, to be written back the same.
    enum ID: Equatable {
        case number(String)
        case string(String)
        case null

        var json: JSON {
            switch self {
            case .number(let text): .number(text)
            case .string(let text): .string(text)
            case .null: .null
            }
        }

        /// The `id` of a skimmed message's JSON text (`MessageSkim`).
        init?(skimmed text: [UInt8]) {
            switch try? JSONReader.parse(text) {
            case .number(let number)?: self = .number(number)
            case .string(let string)?: self = .string(string)
            default: return nil
            }
        }
    }
}
