// libcurl for the CalDAV client, opened with dlopen on the first request rather than linked:
// libcurl and what it needs (GnuTLS or OpenSSL, Kerberos, LDAP, SSH …) took about 5 ms of every
// process's start, and only a person whose calendar is on a CalDAV server ever makes a request.
// The header gives the types and constants; every call goes through the symbol looked up in the
// opened library. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
// each kind of option has a typed entry point here.
#ifndef HARK_CCURL_SHIM_H
#define HARK_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

typedef size_t (*hark_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// The library's handle, opened on the first call; NULL when it cannot be opened.
static inline void *hark_curl_library(void) {
  static void *library;
  void *known = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
  if (known) return known;
  void *opened = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (opened) __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
  return opened;
}

/// Opens libcurl: NULL when it is usable, else why not (dlerror's words).
static inline const char *hark_curl_open(void) {
  if (hark_curl_library()) return NULL;
  const char *why = dlerror();
  return why ? why : "libcurl.so.4 could not be opened";
}

/// `name` in the opened library (hark_curl_open() said yes), as a function of type `type`.
#define HARK_CURL(type, name) ((type)dlsym(hark_curl_library(), #name))

static inline CURL *hark_curl_easy_init(void) { return HARK_CURL(CURL * (*)(void), curl_easy_init)(); }

static inline void hark_curl_easy_cleanup(CURL *curl) { HARK_CURL(void (*)(CURL *), curl_easy_cleanup)(curl); }

static inline CURLcode hark_curl_easy_perform(CURL *curl) {
  return HARK_CURL(CURLcode(*)(CURL *), curl_easy_perform)(curl);
}

static inline const char *hark_curl_easy_strerror(CURLcode code) {
  return HARK_CURL(const char *(*)(CURLcode), curl_easy_strerror)(code);
}

static inline struct curl_slist *hark_curl_slist_append(struct curl_slist *list, const char *line) {
  return HARK_CURL(struct curl_slist * (*)(struct curl_slist *, const char *), curl_slist_append)(list, line);
}

static inline void hark_curl_slist_free_all(struct curl_slist *list) {
  HARK_CURL(void (*)(struct curl_slist *), curl_slist_free_all)(list);
}

typedef CURLcode (*hark_curl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*hark_curl_getinfo_function)(CURL *, CURLINFO, ...);

static inline CURLcode hark_curl_set_long(CURL *curl, CURLoption option, long value) {
  return HARK_CURL(hark_curl_setopt_function, curl_easy_setopt)(curl, option, value);
}

static inline CURLcode hark_curl_set_string(CURL *curl, CURLoption option, const char *value) {
  return HARK_CURL(hark_curl_setopt_function, curl_easy_setopt)(curl, option, value);
}

static inline CURLcode hark_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
  return HARK_CURL(hark_curl_setopt_function, curl_easy_setopt)(curl, option, value);
}

static inline CURLcode hark_curl_set_callback(CURL *curl, CURLoption option, hark_curl_data_callback value) {
  return HARK_CURL(hark_curl_setopt_function, curl_easy_setopt)(curl, option, value);
}

static inline CURLcode hark_curl_get_long(CURL *curl, CURLINFO info, long *value) {
  return HARK_CURL(hark_curl_getinfo_function, curl_easy_getinfo)(curl, info, value);
}

#endif
