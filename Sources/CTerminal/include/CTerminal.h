#ifndef CALC_TERMINAL_H
#define CALC_TERMINAL_H

// What the prompt's line editors (libedit's and the terminal's own) need of the system that
// Swift's Glibc module does not show.

#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>

// ppoll is a GNU extension that the Swift Glibc module does not show; declared here.
extern int ppoll(struct pollfd *fds, nfds_t count, const struct timespec *timeout, const sigset_t *mask);

// Waits until `descriptor` is readable with `mask` as the signal mask during the wait, so that a
// signal blocked otherwise can arrive only while waiting. -1 with errno EINTR when one did.
static inline int calc_wait_readable(int descriptor, const sigset_t *mask) {
    struct pollfd request = { .fd = descriptor, .events = POLLIN, .revents = 0 };
    return ppoll(&request, 1, NULL, mask);
}

#endif
