import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that serves fixture bodies and
/// faults: errors, hangs, bodies cut short, oversized answers. Only loopback, only for tests.
final class FixtureHTTPServer: @unchecked Sendable {
    indirect enum Behaviour: Sendable {
        /// A complete answer.
        case body(status: Int, contentType: String, String)
        /// A complete answer without a Content-Length: the body ends when the server closes.
        case unsized(status: Int, contentType: String, String)
        /// A complete answer whose body is `template` with every `{target}` replaced by the
        /// request target as it arrived (`/fixer?access_key=…`), as services that repeat the
        /// URL in their error messages do.
        case echoingTarget(status: Int, contentType: String, template: String)
        /// Holds the answer until a request for `otherPath` is also waiting for its answer, or
        /// `timeout` seconds pass, then answers as `then`. Whether the two were waiting at the
        /// same time is recorded (`overlaps(_:)`). Give both paths this behaviour, each waiting
        /// for the other: then it does not matter which request comes first, and two requests
        /// made one after the other never overlap (a request stops waiting before its answer is
        /// sent, so before the client can have read it and gone on to the next).
        case waitFor(otherPath: String, then: Behaviour, timeout: Double)
        /// A barrier: holds the answer until a request for every one of `paths` has arrived,
        /// or `timeout` seconds pass, then answers as `then`, recording whether all had come
        /// (`overlaps(_:)`). Give every path of the group this behaviour: all are answered at
        /// once only when all requests are out together.
        case waitForAll(paths: [String], then: Behaviour, timeout: Double)
        /// Reads the request, then says nothing until the server stops.
        case hang
        /// Announces `declaredLength` bytes, sends `body`, closes.
        case truncated(String, declaredLength: Int)
        /// Streams `bytes` bytes of filler (chunks of 64 KiB) without a Content-Length.
        case huge(bytes: Int)
        /// Accepts and closes at once, without an answer.
        case closeWithoutAnswer
        /// Sends the status line and headers (announcing `declaredLength` bytes) and the start
        /// of a body, then says nothing until the server stops.
        case headersThenSilence(declaredLength: Int)
        /// Redirects to the same target, for ever.
        case redirectLoop
    }

    private let listener: Int32
    let port: Int
    private let lock = NSLock()
    private var routes: [String: Behaviour] = [:]
    private var requestLines: [String] = []
    private var connections: [Int32] = []
    private var stopped = false
    /// By route path: requests that arrived so far, requests not yet answered, and what
    /// `.waitFor` saw; guarded by `flight`.
    private let flight = NSCondition()
    private var arrivals: [String: Int] = [:]
    private var unanswered: [String: Int] = [:]
    private var overlapsSeen: [String: [Bool]] = [:]
    private var flightStopped = false

    init() throws {
        let (listener, port) = try Self.boundSocket()
        guard listen(listener, 16) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        self.listener = listener
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// A TCP socket bound to 127.0.0.1 on a port the system picks, and that port.
    private static func boundSocket() throws -> (socket: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { close(descriptor); throw POSIXError(.EADDRINUSE) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { close(descriptor); throw POSIXError(.EIO) }
        return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// `http://127.0.0.1:PORT/path` for a port that nothing listens on: one the system just
    /// handed out for a socket that was bound, never listened on, and closed again. A
    /// connection to it is refused (unlike a fixed port such as 9, which a machine may use).
    static func closedPortURL(_ path: String) -> String {
        guard let (descriptor, port) = try? boundSocket() else { fatalError("cannot bind a socket on 127.0.0.1") }
        close(descriptor)
        return "http://127.0.0.1:\(port)\(path)"
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// For each request to `path` answered with `.waitFor`, in order: whether a request for
    /// its `otherPath` was waiting for an answer too while this one was held.
    func overlaps(_ path: String) -> [Bool] {
        flight.lock()
        defer { flight.unlock() }
        return overlapsSeen[path] ?? []
    }

    func route(_ path: String, _ behaviour: Behaviour) {
        lock.withLock { routes[path] = behaviour }
    }

    /// The request lines received so far (`GET /path HTTP/1.1`).
    var requests: [String] { lock.withLock { requestLines } }

    /// Stops once; a second call must not close a descriptor number that is reused by now.
    func stop() {
        let open = lock.withLock { () -> [Int32]? in
            guard !stopped else { return nil }
            stopped = true
            return connections
        }
        guard let open else { return }
        flight.lock()
        flightStopped = true
        flight.broadcast()
        flight.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let accepted = lock.withLock { () -> Bool in
                if stopped { return false }
                connections.append(connection)
                return true
            }
            guard accepted else { close(connection); return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            lock.withLock { connections.removeAll { $0 == connection } }
            close(connection)
        }
        guard let requestLine = readRequestHead(connection) else { return }
        let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let routePath = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        let behaviour = lock.withLock { () -> Behaviour? in
            requestLines.append(requestLine)
            return routes[routePath]
        } ?? .body(status: 404, contentType: "text/plain", "not found")
        flight.lock()
        arrivals[routePath, default: 0] += 1
        unanswered[routePath, default: 0] += 1
        let arrivalsSeen = arrivals, unansweredSeen = unanswered
        flight.broadcast()
        flight.unlock()

        var answer = behaviour
        while case .waitFor(let otherPath, let then, let timeout) = answer {
            let deadline = Date().addingTimeInterval(timeout)
            flight.lock()
            // The other was waiting when this one came, or came while this one waits.
            func overlapped() -> Bool {
                (unansweredSeen[otherPath] ?? 0) > 0 || (arrivals[otherPath] ?? 0) > (arrivalsSeen[otherPath] ?? 0)
            }
            while !overlapped() && !flightStopped && flight.wait(until: deadline) {}
            overlapsSeen[routePath, default: []].append(overlapped())
            flight.unlock()
            answer = then
        }
        if case .waitForAll(let paths, let then, let timeout) = answer {
            let deadline = Date().addingTimeInterval(timeout)
            flight.lock()
            func allCame() -> Bool { paths.allSatisfy { (arrivals[$0] ?? 0) > 0 } }
            while !allCame() && !flightStopped && flight.wait(until: deadline) {}
            overlapsSeen[routePath, default: []].append(allCame())
            flight.unlock()
            answer = then
        }
        flight.lock()
        unanswered[routePath, default: 0] -= 1
        flight.unlock()
        respond(connection, answer, target: path)
    }

    private func respond(_ connection: Int32, _ behaviour: Behaviour, target: String) {
        switch behaviour {
        case .body(let status, let contentType, let body):
            let bytes = Array(body.utf8)
            send(connection, head(status: status, contentType: contentType, length: bytes.count) + bytes)
        case .unsized(let status, let contentType, let body):
            send(connection, head(status: status, contentType: contentType, length: nil) + Array(body.utf8))
        case .echoingTarget(let status, let contentType, let template):
            let bytes = Array(template.replacingOccurrences(of: "{target}", with: target).utf8)
            send(connection, head(status: status, contentType: contentType, length: bytes.count) + bytes)
        case .waitFor(_, let then, _), .waitForAll(_, let then, _):
            respond(connection, then, target: target) // (serve has already waited)
        case .hang:
            // Hold the connection open, silent, until the server stops.
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        case .truncated(let body, let declaredLength):
            send(connection, head(status: 200, contentType: "application/json", length: declaredLength) + Array(body.utf8))
        case .huge(let total):
            send(connection, Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n".utf8))
            let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 16)
            var sent = 0
            while sent < total, send(connection, chunk) { sent += chunk.count }
        case .closeWithoutAnswer:
            return
        case .headersThenSilence(let declaredLength):
            send(connection, head(status: 200, contentType: "application/json", length: declaredLength) + Array("{\"res".utf8))
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        case .redirectLoop:
            send(connection, Array("HTTP/1.1 302 Found\r\nLocation: \(target)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
        }
    }

    /// The status line and headers; without a length the body ends when the connection closes.
    private func head(status: Int, contentType: String, length: Int?) -> [UInt8] {
        let contentLength = length.map { "Content-Length: \($0)\r\n" } ?? ""
        return Array("HTTP/1.1 \(status) Fixture\r\nContent-Type: \(contentType)\r\n\(contentLength)Connection: close\r\n\r\n".utf8)
    }

    /// Reads up to the blank line that ends the request head; returns its first line.
    private func readRequestHead(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[..<count])
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                return head.split(separator: "\r\n").first.map(String.init)
            }
        }
        return nil
    }

    @discardableResult
    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
