// libexif: a picture's EXIF block read and written (the library opened on the first call:
// CLazyLibraries). ExifData's folders (IFDs) are a C array Swift sees as a tuple, and a new entry
// must be sized and filled by hand: these helpers do both.
#include <libexif/exif-data.h>
#include <libexif/exif-entry.h>
#include <libexif/exif-utils.h>
#include <stdlib.h>
#include <string.h>

static inline ExifEntry *hark_exif_entry(ExifData *data, ExifIfd ifd, ExifTag tag) {
  if (!data || ifd >= EXIF_IFD_COUNT || !data->ifd[ifd]) return NULL;
  return exif_content_get_entry(data->ifd[ifd], tag);
}

/// Sets a tag to `size` bytes of `format` (`components` values), replacing one already there.
static inline int hark_exif_set(ExifData *data, ExifIfd ifd, ExifTag tag, ExifFormat format,
                                unsigned long components, const void *bytes, unsigned int size) {
  if (!data || ifd >= EXIF_IFD_COUNT || !data->ifd[ifd]) return -1;
  ExifEntry *old = exif_content_get_entry(data->ifd[ifd], tag);
  if (old) exif_content_remove_entry(data->ifd[ifd], old);
  ExifEntry *entry = exif_entry_new();
  if (!entry) return -1;
  void *copy = calloc(1, size ? size : 1);
  if (!copy) { exif_entry_unref(entry); return -1; }
  memcpy(copy, bytes, size);
  entry->tag = tag;
  entry->format = format;
  entry->components = components;
  entry->data = copy;
  entry->size = size;
  exif_content_add_entry(data->ifd[ifd], entry);
  exif_entry_unref(entry);
  return 0;
}

static inline void hark_exif_set_rational(unsigned char *bytes, ExifByteOrder order, ExifLong numerator,
                                          ExifLong denominator) {
  ExifRational value = {numerator, denominator};
  exif_set_rational(bytes, order, value);
}

static inline void hark_exif_free(void *bytes) { free(bytes); }
