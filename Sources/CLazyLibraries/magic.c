// Written by Scripts/dev/forwarders.py from <magic.h> and libmagic.so.1's exported functions: do
// not edit. Not forwarded (variadic, taking a va_list, inline, or returning a function pointer):
// none.
// clang-format off
#include "lazy.h"
#include <magic.h>

HARK_LAZY_LIBRARY(hark_lazy_magic, "libmagic.so.1");

__typeof__(magic_t) magic_open(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_magic, magic_open)(a0);
}

__typeof__(void) magic_close(__typeof__(magic_t) a0) {
  HARK_LAZY(hark_lazy_magic, magic_close)(a0);
}

__typeof__(const char *) magic_getpath(__typeof__(const char *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_getpath)(a0, a1);
}

__typeof__(const char *) magic_file(__typeof__(magic_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_file)(a0, a1);
}

__typeof__(const char *) magic_descriptor(__typeof__(magic_t) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_descriptor)(a0, a1);
}

__typeof__(const char *) magic_buffer(__typeof__(magic_t) a0, __typeof__(const void *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_magic, magic_buffer)(a0, a1, a2);
}

__typeof__(const char *) magic_error(__typeof__(magic_t) a0) {
  return HARK_LAZY(hark_lazy_magic, magic_error)(a0);
}

__typeof__(int) magic_getflags(__typeof__(magic_t) a0) {
  return HARK_LAZY(hark_lazy_magic, magic_getflags)(a0);
}

__typeof__(int) magic_setflags(__typeof__(magic_t) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_setflags)(a0, a1);
}

__typeof__(int) magic_version(void) {
  return HARK_LAZY(hark_lazy_magic, magic_version)();
}

__typeof__(int) magic_load(__typeof__(magic_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_load)(a0, a1);
}

__typeof__(int) magic_load_buffers(__typeof__(magic_t) a0, __typeof__(void **) a1, __typeof__(size_t *) a2, __typeof__(size_t) a3) {
  return HARK_LAZY(hark_lazy_magic, magic_load_buffers)(a0, a1, a2, a3);
}

__typeof__(int) magic_compile(__typeof__(magic_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_compile)(a0, a1);
}

__typeof__(int) magic_check(__typeof__(magic_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_check)(a0, a1);
}

__typeof__(int) magic_list(__typeof__(magic_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_magic, magic_list)(a0, a1);
}

__typeof__(int) magic_errno(__typeof__(magic_t) a0) {
  return HARK_LAZY(hark_lazy_magic, magic_errno)(a0);
}

__typeof__(int) magic_setparam(__typeof__(magic_t) a0, __typeof__(int) a1, __typeof__(const void *) a2) {
  return HARK_LAZY(hark_lazy_magic, magic_setparam)(a0, a1, a2);
}

__typeof__(int) magic_getparam(__typeof__(magic_t) a0, __typeof__(int) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_magic, magic_getparam)(a0, a1, a2);
}
