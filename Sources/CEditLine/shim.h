// libedit for Swift. The variadic el_set() and history() are unavailable in Swift, so each
// use calc makes of them gets a small fixed-signature wrapper here; and el_init() wants C's
// stdin/stdout/stderr, which Swift 6 rejects as shared mutable state, so they come from here.
#ifndef CALC_EDITLINE_SHIM_H
#define CALC_EDITLINE_SHIM_H

#include <stdio.h>
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <histedit.h>

// ppoll is a GNU extension that the Swift Glibc module does not show; declared here.
extern int ppoll(struct pollfd *fds, nfds_t count, const struct timespec *timeout, const sigset_t *mask);

// Waits until `descriptor` is readable with `mask` as the signal mask during the wait, so that a
// signal blocked otherwise can arrive only while waiting. -1 with errno EINTR when one did.
static inline int calc_wait_readable(int descriptor, const sigset_t *mask) {
    struct pollfd request = { .fd = descriptor, .events = POLLIN, .revents = 0 };
    return ppoll(&request, 1, NULL, mask);
}

static inline FILE *calc_stdin(void) { return stdin; }
static inline FILE *calc_stdout(void) { return stdout; }
static inline FILE *calc_stderr(void) { return stderr; }

typedef char *(*calc_prompt_function)(EditLine *);
typedef int (*calc_getc_function)(EditLine *, wchar_t *);
typedef unsigned char (*calc_command_function)(EditLine *, int);

static inline int calc_el_set_prompt(EditLine *editor, calc_prompt_function prompt) {
    return el_set(editor, EL_PROMPT, prompt);
}
static inline int calc_el_set_editor(EditLine *editor, const char *mode) {
    return el_set(editor, EL_EDITOR, mode);
}
static inline int calc_el_set_signal(EditLine *editor, int handle) {
    return el_set(editor, EL_SIGNAL, handle);
}
static inline int calc_el_set_history(EditLine *editor, History *history_) {
    return el_set(editor, EL_HIST, history, history_);
}
static inline int calc_el_add_function(EditLine *editor, const char *name, const char *help, calc_command_function function) {
    return el_set(editor, EL_ADDFN, name, help, function);
}
static inline int calc_el_set_getc(EditLine *editor, calc_getc_function function) {
    return el_set(editor, EL_GETCFN, function);
}
static inline int calc_el_bind(EditLine *editor, const char *key, const char *function) {
    return el_set(editor, EL_BIND, key, function, NULL);
}
static inline int calc_history_set_size(History *history_, HistEvent *event, int size) {
    return history(history_, event, H_SETSIZE, size);
}
static inline int calc_history_set_unique(History *history_, HistEvent *event, int unique) {
    return history(history_, event, H_SETUNIQUE, unique);
}
static inline int calc_history_enter(History *history_, HistEvent *event, const char *line) {
    return history(history_, event, H_ENTER, line);
}
static inline int calc_history_load(History *history_, HistEvent *event, const char *path) {
    return history(history_, event, H_LOAD, path);
}
static inline int calc_history_save(History *history_, HistEvent *event, const char *path) {
    return history(history_, event, H_SAVE, path);
}

#endif
