import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CalcRates

/// Fetches one URL's body with a deadline and a size cap, and turns every way it can go
/// wrong (refused, timed out, HTTP error, too large, cut short) into a `FetchFailure`.
struct HTTPFetcher: Sendable {
    /// Bodies larger than this are refused: real answers are a few kilobytes.
    let maxBytes: Int
    /// Seconds for the whole request, connection to last byte.
    let timeout: Double

    func fetch(_ provider: RateProvider) -> Result<[UInt8], FetchFailure> {
        guard let url = URL(string: provider.url), let scheme = url.scheme, ["http", "https"].contains(scheme) else {
            return .failure(FetchFailure("not an http(s) URL: \(provider.displayURL)"))
        }
        let collector = BodyCollector(limit: maxBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url)
        request.setValue("calc (exchange rates)", forHTTPHeaderField: "User-Agent")
        let task = session.dataTask(with: request)
        task.resume()
        // A server that accepts and then says nothing must not hold calc: give up at the deadline.
        if collector.finished.wait(timeout: .now() + timeout + 0.5) == .timedOut {
            task.cancel()
            return .failure(FetchFailure("no answer within \(Self.seconds(timeout)) (\(provider.displayURL))"))
        }
        return collector.result(for: provider, timeout: timeout)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// Collects a response body as it arrives, cancelling as soon as it grows past the cap.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let limit: Int
    let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var body: [UInt8] = []
    private var status: Int?
    private var expectedLength: Int64 = -1
    private var tooLarge = false
    private var error: Error?

    init(limit: Int) {
        self.limit = limit
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.withLock {
            status = (response as? HTTPURLResponse)?.statusCode
            expectedLength = response.expectedContentLength
        }
        if response.expectedContentLength > Int64(limit) {
            lock.withLock { tooLarge = true }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = lock.withLock { () -> Bool in
            body.append(contentsOf: data)
            if body.count > limit { tooLarge = true }
            return tooLarge
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.withLock { self.error = error }
        finished.signal()
    }

    func result(for provider: RateProvider, timeout: Double) -> Result<[UInt8], FetchFailure> {
        lock.withLock {
            let place = provider.displayURL
            if tooLarge { return .failure(FetchFailure("answer larger than \(limit / 1024) KiB (\(place))")) }
            if error != nil, expectedLength > 0, body.count < expectedLength {
                return .failure(FetchFailure("answer cut short: \(body.count) of \(expectedLength) bytes (\(place))"))
            }
            if let error = error as? URLError {
                switch error.code {
                case .timedOut: return .failure(FetchFailure("no answer within \(HTTPFetcher.seconds(timeout)) (\(place))"))
                case .cannotConnectToHost: return .failure(FetchFailure("connection refused (\(place))"))
                case .cannotFindHost, .dnsLookupFailed: return .failure(FetchFailure("unknown host (\(place))"))
                case .notConnectedToInternet: return .failure(FetchFailure("no network (\(place))"))
                case .networkConnectionLost: return .failure(FetchFailure("connection lost, answer cut short (\(place))"))
                default: return .failure(FetchFailure("\(Self.describe(error)) (\(place))"))
                }
            }
            if let error { return .failure(FetchFailure("\(Self.describe(error)) (\(place))")) }
            guard let status else { return .failure(FetchFailure("no HTTP response (\(place))")) }
            guard status == 200 else {
                let reason = HTTPURLResponse.localizedString(forStatusCode: status)
                return .failure(FetchFailure("HTTP \(status) \(reason) (\(place))"))
            }
            return .success(body)
        }
    }

    /// The error's own words, without anything that could repeat a URL with a key in it.
    private static func describe(_ error: Error) -> String {
        if let urlError = error as? URLError {
            switch urlError.code.rawValue {
            case -1103: return "answer larger than the cap"
            case -1017, -1015, -1016: return "malformed HTTP answer"
            default: return "network error \(urlError.code.rawValue)"
            }
        }
        return "network error"
    }
}
