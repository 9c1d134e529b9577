#ifndef HARK_CEDIT_SHIM_H
#define HARK_CEDIT_SHIM_H
// libedit for Swift. Swift cannot call C variadic functions, so each el_wset/el_wget/history_w
// call the shell needs has one small non-variadic wrapper here. The editor uses the wide API
// throughout so that Chinese text and candidates are handled as characters, not bytes.
//
// Names registered with EL_ADDFN are kept by pointer, not copied: they must be string literals
// (the narrow variant converts and never frees, which LeakSanitizer reports).
#include <histedit.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

typedef wchar_t *(*hark_prompt_function)(EditLine *);
typedef unsigned char (*hark_editor_function)(EditLine *, int);

/// Sets the prompt function; characters between two `escape` characters count as zero width.
static inline int hark_el_set_prompt(EditLine *el, hark_prompt_function f, wchar_t escape) {
  return el_wset(el, EL_PROMPT_ESC, f, escape);
}

/// Selects the emacs key bindings.
static inline int hark_el_set_emacs(EditLine *el) { return el_wset(el, EL_EDITOR, L"emacs"); }

/// 0: libedit installs no signal handlers of its own (the shell owns SIGINT).
static inline int hark_el_set_signal(EditLine *el, int handle) {
  return el_wset(el, EL_SIGNAL, handle);
}

static inline int hark_el_set_history(EditLine *el, HistoryW *h) {
  return el_wset(el, EL_HIST, history_w, h);
}

static inline int hark_el_set_clientdata(EditLine *el, void *data) {
  return el_wset(el, EL_CLIENTDATA, data);
}

static inline void *hark_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_wget(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/// Replaces the character reader (used to return -1 when a read is interrupted by SIGINT).
static inline int hark_el_set_getc(EditLine *el, el_rfunc_t f) {
  return el_wset(el, EL_GETCFN, f);
}

/// Registers `f` as the editor function "hark-complete" and binds it to Tab.
static inline int hark_el_bind_completion(EditLine *el, hark_editor_function f) {
  if (el_wset(el, EL_ADDFN, L"hark-complete", L"Complete the word before the cursor", f) != 0)
    return -1;
  return el_wset(el, EL_BIND, L"^I", L"hark-complete", NULL);
}

/// Binds Ctrl-R to incremental search backwards through history, as in bash.
static inline int hark_el_bind_reverse_search(EditLine *el) {
  return el_wset(el, EL_BIND, L"^R", L"em-inc-search-prev", NULL);
}

static inline int hark_history_set_size(HistoryW *h, int size) {
  HistEventW ev;
  return history_w(h, &ev, H_SETSIZE, size);
}

/// 1: an entry equal to the previous one is not added again.
static inline int hark_history_set_unique(HistoryW *h, int unique) {
  HistEventW ev;
  return history_w(h, &ev, H_SETUNIQUE, unique);
}

static inline int hark_history_enter(HistoryW *h, const wchar_t *line) {
  HistEventW ev;
  return history_w(h, &ev, H_ENTER, line);
}

static inline int hark_history_load(HistoryW *h, const char *path) {
  HistEventW ev;
  return history_w(h, &ev, H_LOAD, path);
}

static inline int hark_history_save(HistoryW *h, const char *path) {
  HistEventW ev;
  return history_w(h, &ev, H_SAVE, path);
}

/// The number of columns of the terminal on `fd`, or 0 when unknown.
static inline int hark_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

#endif
