#if canImport(Glibc)
import Glibc
#endif
import CCurl
import CalcRates

/// Fetches the sources' answers, all at once, through libcurl: each with a deadline (connection
/// to last byte), a size cap and at most five redirects, and every way it can go wrong
/// (refused, timed out, HTTP error, too large, cut short) said in words as a `FetchFailure`.
///
/// libcurl directly rather than FoundationNetworking (which wraps it on Linux): waiting on a
/// silent server costs no CPU (curl_multi_poll sleeps), its errors come with their own words,
/// and calc-fetch needs no Foundation at all.
struct HTTPFetcher {
    /// Bodies larger than this are refused: real answers are a few kilobytes.
    let maxBytes: Int
    /// Each request's deadline, connection to last byte.
    let timeout: FetchTimeout
    static let maxRedirects = 5

    /// One result per provider, in their order; `progress` hears of each as it finishes.
    func fetchAll(_ providers: [RateProvider],
                  progress: (RateProvider, Result<[UInt8], FetchFailure>) -> Void) -> [Result<[UInt8], FetchFailure>] {
        var results = [Result<[UInt8], FetchFailure>](repeating: .failure(FetchFailure("not fetched")), count: providers.count)
        // Only http(s) URLs reach libcurl; the rest fail here, in words.
        let fetched = providers.indices.filter { HTTPFetcher.isWebURL(providers[$0].url) }
        for index in providers.indices where !fetched.contains(index) {
            results[index] = .failure(FetchFailure("not an http(s) URL: \(providers[index].displayURL)"))
            progress(providers[index], results[index])
        }
        guard !fetched.isEmpty else { return results }

        let urls = fetched.map { strdup(providers[$0].url) }
        let userAgent = strdup("calc (exchange rates)")
        defer {
            urls.forEach { free($0) }
            free(userAgent)
        }
        var transfers = zip(urls, fetched).map { url, index in
            var transfer = calc_curl_transfer()
            transfer.url = UnsafePointer(url)
            transfer.max_bytes = providers[index].maxBytes ?? maxBytes
            transfer.user_agent = UnsafePointer(userAgent)
            return transfer
        }
        // The C callback reaches back here through the context pointer.
        final class Context {
            let finish: (Int) -> Void
            init(_ finish: @escaping (Int) -> Void) { self.finish = finish }
        }
        withoutActuallyEscaping(progress) { progress in
            transfers.withUnsafeMutableBufferPointer { transfersBuffer in
                let buffer = transfersBuffer
                let context = Context { position in
                    let index = fetched[position]
                    results[index] = describe(buffer[position], for: providers[index])
                    calc_curl_release(&buffer[position])
                    progress(providers[index], results[index])
                }
                let status = withExtendedLifetime(context) {
                    calc_curl_fetch_all(buffer.baseAddress, buffer.count, timeout.milliseconds, HTTPFetcher.maxRedirects,
                                        Unmanaged.passUnretained(context).toOpaque()) { raw, position in
                        Unmanaged<Context>.fromOpaque(raw!).takeUnretainedValue().finish(position)
                    }
                }
                if status != 0 {
                    let reason = status == -2 ? "cannot load the network library: " + String(cString: calc_curl_load_error())
                                              : "cannot start the network library (libcurl)"
                    for index in fetched { results[index] = .failure(FetchFailure(reason)) }
                }
            }
        }
        return results
    }

    /// One finished transfer as a body or a failure in words.
    private func describe(_ transfer: calc_curl_transfer, for provider: RateProvider) -> Result<[UInt8], FetchFailure> {
        let place = provider.displayURL
        func failure(_ text: String) -> Result<[UInt8], FetchFailure> { .failure(FetchFailure("\(text) (\(place))")) }
        let result = Int(transfer.result)
        if transfer.too_large != 0 || result == Int(CALC_CURL_FILESIZE_EXCEEDED) {
            return failure("answer larger than \(HTTPFetcher.size(provider.maxBytes ?? maxBytes))")
        }
        switch result {
        case Int(CALC_CURL_OK):
            break
        case Int(CALC_CURL_OPERATION_TIMEDOUT):
            return failure("no answer within \(timeout.text)")
        case Int(CALC_CURL_COULDNT_CONNECT):
            return failure("connection refused")
        case Int(CALC_CURL_COULDNT_RESOLVE_HOST):
            return failure("unknown host")
        case Int(CALC_CURL_TOO_MANY_REDIRECTS):
            return failure("too many redirects (more than \(HTTPFetcher.maxRedirects))")
        case Int(CALC_CURL_PARTIAL_FILE):
            if transfer.content_length >= 0 {
                return failure("answer cut short: \(transfer.body_length) of \(transfer.content_length) bytes")
            }
            return failure("answer cut short")
        case Int(CALC_CURL_GOT_NOTHING):
            return failure("the server closed the connection without answering")
        case Int(CALC_CURL_RECV_ERROR), Int(CALC_CURL_SEND_ERROR):
            return failure("connection lost")
        case Int(CALC_CURL_WEIRD_SERVER_REPLY):
            return failure("malformed HTTP answer")
        case Int(CALC_CURL_UNSUPPORTED_PROTOCOL):
            return failure("redirected to something other than http(s)")
        case Int(CALC_CURL_PEER_FAILED_VERIFICATION):
            return failure("the server's certificate could not be verified")
        default:
            // libcurl's own words, which never repeat the URL.
            let words = String(cString: calc_curl_describe(transfer.result))
            return failure(words.prefix(1).lowercased() + words.dropFirst())
        }
        guard transfer.status == 200 else {
            if transfer.status == 0 { return failure("no HTTP answer") }
            let reason = HTTPFetcher.reasons[Int(transfer.status)].map { " " + $0 } ?? ""
            return failure("HTTP \(transfer.status)\(reason)")
        }
        return .success(transfer.body_length == 0 ? [] : Array(UnsafeBufferPointer(start: transfer.body, count: transfer.body_length)))
    }

    private static func isWebURL(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// `2 MiB`, `512 KiB`, `100 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// Reason phrases of the statuses rate services answer with (RFC 9110), in calc's own
    /// table: a server's reason text could echo anything, a key included.
    static let reasons: [Int: String] = [
        301: "Moved Permanently", 302: "Found", 304: "Not Modified",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
        404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout",
        410: "Gone", 418: "I'm a teapot", 429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
