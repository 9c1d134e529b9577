#ifndef HARK_CTRANSLITERATOR_H
#define HARK_CTRANSLITERATOR_H
#include <stdint.h>

/// ICU's transliterators, opened once and reused. Foundation's `applyingTransform` opens a new
/// transliterator at every call, which parses its rules again (about a millisecond for Han, most
/// of a Chinese line's cost). The ICU used is the one the Swift toolchain links into Foundation
/// (`lib_FoundationICU`, whose C functions carry a `swift_` prefix); where that ICU is not linked
/// in, `hark_transliterator_open` returns NULL and callers keep to Foundation.

/// Opens the transliterator named `id` (UTF-16, `id_length` code units), forward; NULL when it
/// cannot be opened or ICU is not there.
void *hark_transliterator_open(const uint16_t *id, int32_t id_length);

/// Transliterates `length` UTF-16 code units in `text`, a buffer of `capacity` code units, in
/// place. Returns the new length; when the result does not fit, minus the length it needs (the
/// buffer's contents are then undefined); `INT32_MIN` on any other error. Not for two threads at
/// once on one transliterator.
int32_t hark_transliterator_apply(void *transliterator, uint16_t *text, int32_t length, int32_t capacity);

/// Closes a transliterator from `hark_transliterator_open`.
void hark_transliterator_close(void *transliterator);

#endif
