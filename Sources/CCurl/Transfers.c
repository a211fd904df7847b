#include "CCurl.h"
#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

/// Appends received bytes, refusing (and so stopping the transfer) past the cap.
static size_t collect(char *data, size_t size, size_t count, void *user) {
    calc_curl_transfer *transfer = user;
    size_t length = size * count;
    if (transfer->body_length + length > transfer->max_bytes) {
        transfer->too_large = 1;
        return 0; // libcurl stops with CURLE_WRITE_ERROR
    }
    unsigned char *grown = realloc(transfer->body, transfer->body_length + length + 1);
    if (grown == NULL) return 0;
    transfer->body = grown;
    memcpy(transfer->body + transfer->body_length, data, length);
    transfer->body_length += length;
    return length;
}

static CURL *prepare(calc_curl_transfer *transfer, long timeout_ms, long max_redirects) {
    CURL *easy = curl_easy_init();
    if (easy == NULL) return NULL;
    transfer->content_length = -1;
    curl_easy_setopt(easy, CURLOPT_URL, transfer->url);
    curl_easy_setopt(easy, CURLOPT_PRIVATE, transfer);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
    curl_easy_setopt(easy, CURLOPT_USERAGENT, transfer->user_agent);
    curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl_easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)transfer->max_bytes);
    curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(easy, CURLOPT_MAXREDIRS, max_redirects);
    curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    // No signals: several transfers share the thread, and name lookups run in curl's own.
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    // Never read ~/.netrc or send credentials to a redirect target.
    curl_easy_setopt(easy, CURLOPT_NETRC, (long)CURL_NETRC_IGNORED);
    curl_easy_setopt(easy, CURLOPT_UNRESTRICTED_AUTH, 0L);
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    return easy;
}

int calc_curl_fetch_all(calc_curl_transfer *transfers, size_t count, long timeout_ms, long max_redirects,
                        void *context, calc_curl_finished finished) {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return -1;
    CURLM *multi = curl_multi_init();
    if (multi == NULL) return -1;
    size_t started = 0;
    for (size_t i = 0; i < count; i++) {
        CURL *easy = prepare(&transfers[i], timeout_ms, max_redirects);
        if (easy == NULL) {
            transfers[i].result = CURLE_OUT_OF_MEMORY;
            if (finished) finished(context, i);
            continue;
        }
        curl_multi_add_handle(multi, easy);
        started++;
    }
    size_t done = 0;
    while (done < started) {
        int running = 0;
        if (curl_multi_perform(multi, &running) != CURLM_OK) break;
        CURLMsg *message;
        int queued;
        while ((message = curl_multi_info_read(multi, &queued)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            calc_curl_transfer *transfer = NULL;
            curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&transfer);
            transfer->result = message->data.result;
            curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &transfer->status);
            curl_easy_getinfo(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &transfer->content_length);
            curl_easy_getinfo(easy, CURLINFO_REDIRECT_COUNT, &transfer->redirects);
            curl_multi_remove_handle(multi, easy);
            curl_easy_cleanup(easy);
            done++;
            if (finished) finished(context, (size_t)(transfer - transfers));
        }
        if (done < started) {
            // Sleeps until a socket is ready or curl's next timeout: no spinning.
            if (curl_multi_poll(multi, NULL, 0, 1000, NULL) != CURLM_OK) break;
        }
    }
    curl_multi_cleanup(multi);
    curl_global_cleanup();
    return 0;
}

void calc_curl_release(calc_curl_transfer *transfer) {
    free(transfer->body);
    transfer->body = NULL;
    transfer->body_length = 0;
}

const char *calc_curl_describe(int result) {
    return curl_easy_strerror((CURLcode)result);
}
