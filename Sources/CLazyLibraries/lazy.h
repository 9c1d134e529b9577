// What the written forwarders (notmuch.c, gmime.c, ical.c, magic.c, exif.c, mpdclient.c) share:
// a library opened with dlopen on the first call of any of its functions, and each function
// looked up once.
#ifndef HARK_LAZY_H
#define HARK_LAZY_H

#include <dlfcn.h>

// A forwarder redeclares what the header declares, deprecated functions included.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

/// A library by its soname, and its handle once opened.
struct hark_lazy_library {
  const char *soname;
  void *handle;
};

#define HARK_LAZY_LIBRARY(identifier, soname) static struct hark_lazy_library identifier = {soname, 0}

/// `name` in `library`, opened on the first call. When the library cannot be opened or lacks the
/// function, says so on standard error and ends the process as the dynamic loader would have at
/// start (status 127): every caller was written against a library that has it.
void *hark_lazy_symbol(struct hark_lazy_library *library, const char *name);

/// The library's `name`, as a pointer of its own type, looked up on the first call.
#define HARK_LAZY(identifier, name)                                                         \
  ({                                                                                        \
    static __typeof__(&name) resolved;                                                      \
    __typeof__(&name) function = __atomic_load_n(&resolved, __ATOMIC_ACQUIRE);              \
    if (!function) {                                                                        \
      function = (__typeof__(&name))hark_lazy_symbol(&identifier, #name);                   \
      __atomic_store_n(&resolved, function, __ATOMIC_RELEASE);                              \
    }                                                                                       \
    function;                                                                               \
  })

#endif
