// libedit for Swift, loaded only when the REPL starts.
//
// Linking libedit made every run of calc load it and its three libraries (libtinfo, libbsd,
// libmd) and resolve their symbols, though only the REPL uses them; one-shot and batch runs
// are most runs. So libedit is opened with dlopen() on first use, and Swift calls it through
// the functions declared here. They also give fixed signatures to the variadic el_set() and
// history(), which Swift cannot call, and hand el_init() C's stdin/stdout/stderr, which
// Swift 6 rejects as shared mutable state.
#ifndef CALC_EDITLINE_H
#define CALC_EDITLINE_H

#include <stdbool.h>
#include <stdio.h>
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <histedit.h>

// Opens libedit (once): `path` when not NULL, else the first of libedit.so.2 (Debian, Ubuntu,
// Arch), libedit.so.0 (Fedora, openSUSE) and libedit.so. False, with `calc_editline_error()`
// saying why, when it cannot.
bool calc_editline_load(const char *path);
const char *calc_editline_error(void);

// Each wraps the libedit function of the same name; call only after calc_editline_load().
EditLine *calc_el_init(const char *program);
void calc_el_end(EditLine *editor);
const char *calc_el_gets(EditLine *editor, int *count);
void calc_el_reset(EditLine *editor);
const LineInfo *calc_el_line(EditLine *editor);
int calc_el_insertstr(EditLine *editor, const char *text);
// Reads an editrc: `path`, or with NULL $EDITRC, else ~/.editrc (libedit's convention; lines
// may start with "calc:" to apply to calc only). -1 when there is none.
int calc_el_source(EditLine *editor, const char *path);
// Moves the cursor by `count` characters; deletes `count` characters before it.
int calc_el_cursor(EditLine *editor, int count);
void calc_el_deletestr(EditLine *editor, int count);
// After SIGWINCH: libedit reads the new size and redraws the line for it.
void calc_el_resize(EditLine *editor);
// Redraws the prompt and the line (after a stop and continue).
int calc_el_refresh(EditLine *editor);
// 0: the terminal back to how it was before editing (before stopping); 1: editing mode again.
int calc_el_prepare_terminal(EditLine *editor, int editing);
History *calc_history_init(void);
void calc_history_end(History *history_);

typedef char *(*calc_prompt_function)(EditLine *);
typedef int (*calc_getc_function)(EditLine *, wchar_t *);
typedef unsigned char (*calc_command_function)(EditLine *, int);

int calc_el_set_prompt(EditLine *editor, calc_prompt_function prompt);
int calc_el_set_editor(EditLine *editor, const char *mode);
int calc_el_set_signal(EditLine *editor, int handle);
int calc_el_set_history(EditLine *editor, History *history_);
int calc_el_add_function(EditLine *editor, const char *name, const char *help, calc_command_function function);
int calc_el_set_getc(EditLine *editor, calc_getc_function function);
int calc_el_bind(EditLine *editor, const char *key, const char *function);
int calc_history_set_size(History *history_, HistEvent *event, int size);
int calc_history_set_unique(History *history_, HistEvent *event, int unique);
int calc_history_enter(History *history_, HistEvent *event, const char *line);
int calc_history_load(History *history_, HistEvent *event, const char *path);
int calc_history_save(History *history_, HistEvent *event, const char *path);

#endif
