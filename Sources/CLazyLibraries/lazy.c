#include "lazy.h"

#include <stdio.h>
#include <unistd.h>

void *hark_lazy_symbol(struct hark_lazy_library *library, const char *name) {
  void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
  if (!handle) {
    // Two threads may both open it: dlopen counts references, and both get the same handle.
    handle = dlopen(library->soname, RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
      const char *why = dlerror();
      fprintf(stderr, "hark: cannot open %s: %s\n", library->soname, why ? why : "unknown error");
      _exit(127);
    }
    __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
  }
  dlerror();
  void *symbol = dlsym(handle, name);
  if (!symbol) {
    const char *why = dlerror();
    fprintf(stderr, "hark: %s has no %s: %s\n", library->soname, name, why ? why : "not found");
    _exit(127);
  }
  return symbol;
}
