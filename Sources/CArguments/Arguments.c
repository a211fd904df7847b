// The command line for Swift's `CommandLine`, taken where glibc hands it over.
//
// On Linux the Swift runtime finds argv with a static initializer (ArgvGrabber in its
// CommandLine.cpp) that reads /proc/self/maps line by line to find the stack and walks back
// from `environ`: 111,000 of the 420,000 instructions of `calc 1+2`, and a file the kernel
// writes out, at every start. glibc calls each `.init_array` function with argc, argv and
// envp, so the runtime's function is defined here from those instead; the runtime's object
// is then not linked at all (a link that needs it for another symbol fails with a duplicate
// definition, not silently). Linked into the calc executable only.
#include "CArguments.h"

static int captured_argc;
static char **captured_argv;

static void capture(int argc, char **argv, char **envp) {
    (void)envp;
    captured_argc = argc;
    captured_argv = argv;
}

__attribute__((section(".init_array"), used)) static void (*capture_at_start)(int, char **, char **) = capture;

// The runtime's `_swift_stdlib_getUnsafeArgvArgc` (swiftcall), which `CommandLine.arguments`
// and `CommandLine.unsafeArgv` ask: argv as the process received it, not copied.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = captured_argc;
    return captured_argv;
}
