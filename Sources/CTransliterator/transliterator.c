#include "CTransliterator.h"

#include <stddef.h>

// ICU's C API as lib_FoundationICU names it (ICU 76 with a `swift_` prefix). Declared weak: a build
// that links no such library gets NULL here and the callers fall back to Foundation. Only the
// plain C types of the API are used: UChar is 16 bits, UErrorCode and UTransDirection are ints
// (U_ZERO_ERROR 0, failures above 0, U_BUFFER_OVERFLOW_ERROR 15; UTRANS_FORWARD 0), and a NULL
// UParseError is allowed.
extern void *swift_utrans_openU(const uint16_t *id, int32_t id_length, int direction, const uint16_t *rules,
                                int32_t rules_length, void *parse_error, int *status) __attribute__((weak));
extern void swift_utrans_transUChars(const void *transliterator, uint16_t *text, int32_t *text_length,
                                     int32_t text_capacity, int32_t start, int32_t *limit, int *status)
    __attribute__((weak));
extern void swift_utrans_close(void *transliterator) __attribute__((weak));

enum { zero_error = 0, buffer_overflow_error = 15, forward = 0 };

void *hark_transliterator_open(const uint16_t *id, int32_t id_length) {
  if (swift_utrans_openU == NULL || swift_utrans_transUChars == NULL || swift_utrans_close == NULL) {
    return NULL;
  }
  int status = zero_error;
  void *transliterator = swift_utrans_openU(id, id_length, forward, NULL, 0, NULL, &status);
  if (status > zero_error) {
    if (transliterator != NULL) swift_utrans_close(transliterator);
    return NULL;
  }
  return transliterator;
}

int32_t hark_transliterator_apply(void *transliterator, uint16_t *text, int32_t length, int32_t capacity) {
  if (transliterator == NULL || text == NULL || length < 0 || capacity < length) return INT32_MIN;
  int status = zero_error;
  int32_t text_length = length;
  int32_t limit = length;
  swift_utrans_transUChars(transliterator, text, &text_length, capacity, 0, &limit, &status);
  if (status == buffer_overflow_error) {
    if (text_length > capacity) return -text_length;
    return capacity <= INT32_MAX / 2 ? -(capacity * 2) : INT32_MIN;
  }
  if (status > zero_error || text_length < 0 || text_length > capacity) return INT32_MIN;
  return text_length;
}

void hark_transliterator_close(void *transliterator) {
  if (transliterator != NULL && swift_utrans_close != NULL) swift_utrans_close(transliterator);
}
