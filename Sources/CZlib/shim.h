// zlib (Debian's zlib1g-dev): raw deflate streams, as the entries of a zip archive hold them.
#include <zlib.h>

// inflateInit2 is a macro over inflateInit2_ that Swift cannot call.
static inline int hark_inflate_init_raw(z_stream *stream) {
  return inflateInit2(stream, -MAX_WBITS);
}

// deflateInit2 likewise: raw deflate at the default level (tests write zip entries with it).
static inline int hark_deflate_init_raw(z_stream *stream) {
  return deflateInit2(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
