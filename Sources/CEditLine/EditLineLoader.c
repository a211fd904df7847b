// Opens libedit at run time and forwards calls to it (see CEditLine.h for why).
#include "CEditLine.h"

#include <dlfcn.h>
#include <stddef.h>

// The libedit functions calc uses, resolved by calc_editline_load().
static struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    void (*el_reset)(EditLine *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_resize)(EditLine *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_source)(EditLine *, const char *);
    int (*el_cursor)(EditLine *, int);
    void (*el_deletestr)(EditLine *, int);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} editline;

static bool loaded = false;
static const char *failure = NULL;

static void *symbol(void *library, const char *name) {
    void *address = dlsym(library, name);
    if (address == NULL && failure == NULL) failure = dlerror();
    return address;
}

bool calc_editline_load(const char *path) {
    if (loaded) return true;
    if (failure != NULL) return false;
    void *library = NULL;
    if (path != NULL) {
        library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    } else {
        // The run-time library's name differs between distributions; the unversioned one
        // comes with the development package.
        const char *names[] = { "libedit.so.2", "libedit.so.0", "libedit.so" };
        for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
            library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        }
    }
    if (library == NULL) {
        failure = dlerror();
        if (failure == NULL) failure = "libedit not found";
        return false;
    }
    editline.el_init = symbol(library, "el_init");
    editline.el_end = symbol(library, "el_end");
    editline.el_gets = symbol(library, "el_gets");
    editline.el_reset = symbol(library, "el_reset");
    editline.el_line = symbol(library, "el_line");
    editline.el_insertstr = symbol(library, "el_insertstr");
    editline.el_resize = symbol(library, "el_resize");
    editline.el_set = symbol(library, "el_set");
    editline.el_source = symbol(library, "el_source");
    editline.el_cursor = symbol(library, "el_cursor");
    editline.el_deletestr = symbol(library, "el_deletestr");
    editline.history_init = symbol(library, "history_init");
    editline.history_end = symbol(library, "history_end");
    editline.history = symbol(library, "history");
    loaded = failure == NULL;
    return loaded;
}

const char *calc_editline_error(void) { return failure != NULL ? failure : "libedit is not loaded"; }

EditLine *calc_el_init(const char *program) { return editline.el_init(program, stdin, stdout, stderr); }
void calc_el_end(EditLine *editor) { editline.el_end(editor); }
const char *calc_el_gets(EditLine *editor, int *count) { return editline.el_gets(editor, count); }
void calc_el_reset(EditLine *editor) { editline.el_reset(editor); }
const LineInfo *calc_el_line(EditLine *editor) { return editline.el_line(editor); }
int calc_el_insertstr(EditLine *editor, const char *text) { return editline.el_insertstr(editor, text); }
int calc_el_source(EditLine *editor, const char *path) { return editline.el_source(editor, path); }
int calc_el_cursor(EditLine *editor, int count) { return editline.el_cursor(editor, count); }
void calc_el_deletestr(EditLine *editor, int count) { editline.el_deletestr(editor, count); }
void calc_el_resize(EditLine *editor) { editline.el_resize(editor); }
int calc_el_refresh(EditLine *editor) { return editline.el_set(editor, EL_REFRESH); }
int calc_el_prepare_terminal(EditLine *editor, int editing) { return editline.el_set(editor, EL_PREP_TERM, editing); }
History *calc_history_init(void) { return editline.history_init(); }
void calc_history_end(History *history_) { editline.history_end(history_); }

int calc_el_set_prompt(EditLine *editor, calc_prompt_function prompt) {
    return editline.el_set(editor, EL_PROMPT, prompt);
}
int calc_el_set_editor(EditLine *editor, const char *mode) {
    return editline.el_set(editor, EL_EDITOR, mode);
}
int calc_el_set_signal(EditLine *editor, int handle) {
    return editline.el_set(editor, EL_SIGNAL, handle);
}
int calc_el_set_history(EditLine *editor, History *history_) {
    return editline.el_set(editor, EL_HIST, editline.history, history_);
}
int calc_el_add_function(EditLine *editor, const char *name, const char *help, calc_command_function function) {
    return editline.el_set(editor, EL_ADDFN, name, help, function);
}
int calc_el_set_getc(EditLine *editor, calc_getc_function function) {
    return editline.el_set(editor, EL_GETCFN, function);
}
int calc_el_bind(EditLine *editor, const char *key, const char *function) {
    return editline.el_set(editor, EL_BIND, key, function, NULL);
}
int calc_history_set_size(History *history_, HistEvent *event, int size) {
    return editline.history(history_, event, H_SETSIZE, size);
}
int calc_history_set_unique(History *history_, HistEvent *event, int unique) {
    return editline.history(history_, event, H_SETUNIQUE, unique);
}
int calc_history_enter(History *history_, HistEvent *event, const char *line) {
    return editline.history(history_, event, H_ENTER, line);
}
int calc_history_load(History *history_, HistEvent *event, const char *path) {
    return editline.history(history_, event, H_LOAD, path);
}
int calc_history_save(History *history_, HistEvent *event, const char *path) {
    return editline.history(history_, event, H_SAVE, path);
}
