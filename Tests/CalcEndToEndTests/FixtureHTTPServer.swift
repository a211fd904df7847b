import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that serves fixture bodies and
/// faults: errors, hangs, bodies cut short, oversized answers. Only loopback, only for tests.
final class FixtureHTTPServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// A complete answer.
        case body(status: Int, contentType: String, String)
        /// Reads the request, then says nothing until the server stops.
        case hang
        /// Announces `declaredLength` bytes, sends `body`, closes.
        case truncated(String, declaredLength: Int)
        /// Streams `bytes` bytes of filler (chunks of 64 KiB) without a Content-Length.
        case huge(bytes: Int)
        /// Accepts and closes at once, without an answer.
        case closeWithoutAnswer
    }

    private let listener: Int32
    let port: Int
    private let lock = NSLock()
    private var routes: [String: Behaviour] = [:]
    private var requestLines: [String] = []
    private var connections: [Int32] = []
    private var stopped = false

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

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

        switch behaviour {
        case .body(let status, let contentType, let body):
            let bytes = Array(body.utf8)
            send(connection, head(status: status, contentType: contentType, length: bytes.count) + bytes)
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
        }
    }

    private func head(status: Int, contentType: String, length: Int) -> [UInt8] {
        Array("HTTP/1.1 \(status) Fixture\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)
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
