// libcurl (Debian libcurl4; the -dev package for its header), opened with dlopen when calc
// runs as calc-fetch: several downloads at once in one
// thread (curl's multi interface), each with a deadline and a size cap. Waiting costs no CPU:
// curl_multi_poll sleeps in poll(2) until a socket or the deadline wakes it.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

/// One download: the caller fills the first three fields, calc_curl_fetch_all the rest.
typedef struct calc_curl_transfer {
    const char *url;
    /// The largest body accepted: a longer one (announced or received) stops the transfer.
    size_t max_bytes;
    const char *user_agent;

    /// The body received (malloc'd; free with calc_curl_release), and its length.
    unsigned char *body;
    size_t body_length;
    /// The HTTP status of the last response, 0 when none came.
    long status;
    /// libcurl's result (a CURLcode): 0 when the transfer completed.
    int result;
    /// The body was refused for its size.
    int too_large;
    /// The announced Content-Length, -1 when there was none.
    long long content_length;
    /// The number of redirects followed.
    long redirects;
} calc_curl_transfer;

/// Called once per transfer as it finishes (in the calling thread), for progress lines.
typedef void (*calc_curl_finished)(void *context, size_t index);

/// Runs every transfer at once until all are done or `timeout_ms` has passed (each transfer
/// times out on its own clock, connection to last byte). Follows up to `max_redirects`
/// redirects, http and https only. Returns 0, -1 when libcurl cannot be set up, or -2 when it
/// cannot be opened (calc_curl_load_error says why).
int calc_curl_fetch_all(calc_curl_transfer *transfers, size_t count, long timeout_ms, long max_redirects,
                        void *context, calc_curl_finished finished);

/// Frees what calc_curl_fetch_all allocated for one transfer.
void calc_curl_release(calc_curl_transfer *transfer);

/// Why libcurl could not be opened (the dynamic loader's words), after calc_curl_fetch_all
/// returned -2.
const char *calc_curl_load_error(void);

/// libcurl's words for a result (curl_easy_strerror).
const char *calc_curl_describe(int result);


/// The CURLcode values calc-fetch tells apart.
enum {
    CALC_CURL_OK = 0,
    CALC_CURL_UNSUPPORTED_PROTOCOL = 1,
    CALC_CURL_URL_MALFORMAT = 3,
    CALC_CURL_COULDNT_RESOLVE_HOST = 6,
    CALC_CURL_COULDNT_CONNECT = 7,
    CALC_CURL_WEIRD_SERVER_REPLY = 8,
    CALC_CURL_PARTIAL_FILE = 18,
    CALC_CURL_WRITE_ERROR = 23,
    CALC_CURL_OPERATION_TIMEDOUT = 28,
    CALC_CURL_TOO_MANY_REDIRECTS = 47,
    CALC_CURL_GOT_NOTHING = 52,
    CALC_CURL_SEND_ERROR = 55,
    CALC_CURL_RECV_ERROR = 56,
    CALC_CURL_FILESIZE_EXCEEDED = 63,
    CALC_CURL_PEER_FAILED_VERIFICATION = 60,
};

#endif
