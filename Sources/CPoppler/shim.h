// poppler-glib (Debian's libpoppler-glib8): a PDF's pages and their text layer, as pdftotext
// reads it. Opened with dlopen when the first PDF is read rather than linked: poppler and the
// libraries it needs (cairo, fontconfig …) took about 10 ms of every process's start. So no
// poppler header and no link: the documents and pages are opaque here, and every call goes
// through the symbol looked up in the opened library (which also finds GLib's, its dependency).
#ifndef HARK_CPOPPLER_SHIM_H
#define HARK_CPOPPLER_SHIM_H

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/// A poppler document and page (GObjects): opaque here, released with hark_poppler_release.
typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;

/// The library's handle, opened on the first call; NULL when it cannot be opened.
static inline void *hark_poppler_library(void) {
  static void *library;
  void *known = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
  if (known) return known;
  void *opened = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
  if (opened) __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
  return opened;
}

/// Opens poppler-glib: NULL when it is usable, else why not (dlerror's words).
static inline const char *hark_poppler_open(void) {
  if (hark_poppler_library()) return NULL;
  const char *why = dlerror();
  return why ? why : "libpoppler-glib.so.8 could not be opened";
}

/// `name` in the opened library or its dependencies, as a function of type `type`.
#define HARK_POPPLER(type, name) ((type)hark_poppler_symbol(#name))

static inline void *hark_poppler_symbol(const char *name) {
  void *library = hark_poppler_library();
  return library ? dlsym(library, name) : NULL;
}

/// Frees what poppler returned (g_free).
static inline void hark_poppler_free(void *memory) { HARK_POPPLER(void (*)(void *), g_free)(memory); }

/// Releases a document or a page (g_object_unref).
static inline void hark_poppler_release(void *object) {
  HARK_POPPLER(void (*)(void *), g_object_unref)(object);
}

/// The PDF at the local `path`, or NULL with `*why` set to poppler's message (malloc'd, free it
/// with free()). hark_poppler_open() must have said yes.
static inline PopplerDocument *hark_poppler_document(const char *path, char **why) {
  // GLib's GError, read for its message.
  struct hark_gerror {
    unsigned int domain;
    int code;
    char *message;
  };
  *why = NULL;
  char *uri = HARK_POPPLER(char *(*)(const char *, const char *, void **), g_filename_to_uri)(path, NULL, NULL);
  if (!uri) {
    *why = strdup("no URI for the file");
    return NULL;
  }
  struct hark_gerror *error = NULL;
  PopplerDocument *document = HARK_POPPLER(PopplerDocument * (*)(const char *, const char *, void **),
                                           poppler_document_new_from_file)(uri, NULL, (void **)&error);
  hark_poppler_free(uri);
  if (!document) {
    *why = strdup(error && error->message ? error->message : "poppler could not open it");
    if (error) HARK_POPPLER(void (*)(void *), g_error_free)(error);
  }
  return document;
}

static inline int hark_poppler_page_count(PopplerDocument *document) {
  return HARK_POPPLER(int (*)(PopplerDocument *), poppler_document_get_n_pages)(document);
}

/// Page `index` (from 0), or NULL; release it.
static inline PopplerPage *hark_poppler_page(PopplerDocument *document, int index) {
  return HARK_POPPLER(PopplerPage * (*)(PopplerDocument *, int), poppler_document_get_page)(document, index);
}

/// The page's text (UTF-8), or NULL; free it with hark_poppler_free.
static inline char *hark_poppler_page_text(PopplerPage *page) {
  return HARK_POPPLER(char *(*)(PopplerPage *), poppler_page_get_text)(page);
}

#endif
