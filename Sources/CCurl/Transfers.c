#include "CCurl.h"
// The header for types and constants only; the functions come from dlopen. Without
// typecheck-gcc.h's macros, which would wrap curl_easy_setopt under its own name.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// libcurl, opened when the first fetch starts: calc is the rate fetcher too (run as
/// calc-fetch), and linking libcurl would load it and the TLS libraries under it at every
/// start of calc. `CALC_LIBCURL` names another library (tests: one that is missing).
static struct {
    void *library;
    CURLcode (*global_init)(long);
    void (*global_cleanup)(void);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_cleanup)(CURLM *);
} api;

/// Why libcurl could not be opened (dlerror's words), for calc_curl_load_error.
static char load_error[512];

static int load_curl(void) {
    if (api.library != NULL) return 0;
    const char *path = getenv("CALC_LIBCURL");
    if (path == NULL || *path == 0) path = "libcurl.so.4";
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : path);
        return -1;
    }
#define CALC_CURL_LOAD(field, name) \
    if ((*(void **)&api.field = dlsym(library, name)) == NULL) { \
        snprintf(load_error, sizeof load_error, "%s: no %s", path, name); \
        dlclose(library); \
        return -1; \
    }
    CALC_CURL_LOAD(global_init, "curl_global_init")
    CALC_CURL_LOAD(global_cleanup, "curl_global_cleanup")
    CALC_CURL_LOAD(easy_init, "curl_easy_init")
    CALC_CURL_LOAD(easy_setopt, "curl_easy_setopt")
    CALC_CURL_LOAD(easy_getinfo, "curl_easy_getinfo")
    CALC_CURL_LOAD(easy_cleanup, "curl_easy_cleanup")
    CALC_CURL_LOAD(easy_strerror, "curl_easy_strerror")
    CALC_CURL_LOAD(multi_init, "curl_multi_init")
    CALC_CURL_LOAD(multi_add_handle, "curl_multi_add_handle")
    CALC_CURL_LOAD(multi_remove_handle, "curl_multi_remove_handle")
    CALC_CURL_LOAD(multi_perform, "curl_multi_perform")
    CALC_CURL_LOAD(multi_poll, "curl_multi_poll")
    CALC_CURL_LOAD(multi_info_read, "curl_multi_info_read")
    CALC_CURL_LOAD(multi_cleanup, "curl_multi_cleanup")
#undef CALC_CURL_LOAD
    api.library = library;
    return 0;
}

const char *calc_curl_load_error(void) {
    return load_error;
}

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
    CURL *easy = api.easy_init();
    if (easy == NULL) return NULL;
    transfer->content_length = -1;
    api.easy_setopt(easy, CURLOPT_URL, transfer->url);
    api.easy_setopt(easy, CURLOPT_PRIVATE, transfer);
    api.easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    api.easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
    api.easy_setopt(easy, CURLOPT_USERAGENT, transfer->user_agent);
    api.easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms);
    api.easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    api.easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)transfer->max_bytes);
    api.easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(easy, CURLOPT_MAXREDIRS, max_redirects);
    api.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    api.easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    // No signals: several transfers share the thread, and name lookups run in curl's own.
    api.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    // Never read ~/.netrc or send credentials to a redirect target.
    api.easy_setopt(easy, CURLOPT_NETRC, (long)CURL_NETRC_IGNORED);
    api.easy_setopt(easy, CURLOPT_UNRESTRICTED_AUTH, 0L);
    api.easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    return easy;
}

int calc_curl_fetch_all(calc_curl_transfer *transfers, size_t count, long timeout_ms, long max_redirects,
                        void *context, calc_curl_finished finished) {
    if (load_curl() != 0) return -2;
    if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return -1;
    CURLM *multi = api.multi_init();
    if (multi == NULL) return -1;
    size_t started = 0;
    for (size_t i = 0; i < count; i++) {
        CURL *easy = prepare(&transfers[i], timeout_ms, max_redirects);
        if (easy == NULL) {
            transfers[i].result = CURLE_OUT_OF_MEMORY;
            if (finished) finished(context, i);
            continue;
        }
        api.multi_add_handle(multi, easy);
        started++;
    }
    size_t done = 0;
    while (done < started) {
        int running = 0;
        if (api.multi_perform(multi, &running) != CURLM_OK) break;
        CURLMsg *message;
        int queued;
        while ((message = api.multi_info_read(multi, &queued)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            calc_curl_transfer *transfer = NULL;
            api.easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&transfer);
            transfer->result = message->data.result;
            api.easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &transfer->status);
            api.easy_getinfo(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &transfer->content_length);
            api.easy_getinfo(easy, CURLINFO_REDIRECT_COUNT, &transfer->redirects);
            api.multi_remove_handle(multi, easy);
            api.easy_cleanup(easy);
            done++;
            if (finished) finished(context, (size_t)(transfer - transfers));
        }
        if (done < started) {
            // Sleeps until a socket is ready or curl's next timeout: no spinning.
            if (api.multi_poll(multi, NULL, 0, 1000, NULL) != CURLM_OK) break;
        }
    }
    api.multi_cleanup(multi);
    api.global_cleanup();
    return 0;
}

void calc_curl_release(calc_curl_transfer *transfer) {
    free(transfer->body);
    transfer->body = NULL;
    transfer->body_length = 0;
}

const char *calc_curl_describe(int result) {
    if (api.library == NULL) return "libcurl is not loaded";
    return api.easy_strerror((CURLcode)result);
}
