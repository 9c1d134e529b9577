// libvips for the Photos app's looks and the demo store's pictures, opened with dlopen when a
// picture is first worked on rather than linked: libvips and the hundred libraries it needs took
// about 22 ms of every process's start (the dynamic loader's symbol lookups), a one-shot that
// never touches a picture included. So no libvips header and no link: the few types Hark uses are
// declared below with libvips 8's values (its ABI, soname libvips.so.42), and every call goes
// through the symbol looked up in the opened library (HARK_VIPS). hark_vips_open() must have
// said yes before any other call.
//
// libvips's operations are variadic (optional arguments after the required ones, ended by NULL),
// which Swift cannot call: each wrapper below gives one operation, with the optional arguments
// Hark uses, a typed entry point. Every wrapper returns 0 on success and -1 with the error in
// hark_vips_error_buffer().
#ifndef HARK_CVIPS_SHIM_H
#define HARK_CVIPS_SHIM_H

#include <dlfcn.h>
#include <stddef.h>

/// A libvips image (a GObject): opaque here, released with g_object_unref.
typedef struct _VipsImage VipsImage;

/// <vips/image.h>'s VipsAccess.
typedef enum { VIPS_ACCESS_RANDOM = 0, VIPS_ACCESS_SEQUENTIAL = 1 } VipsAccess;
/// <vips/conversion.h>'s VipsAngle.
typedef enum { VIPS_ANGLE_D0 = 0, VIPS_ANGLE_D90 = 1, VIPS_ANGLE_D180 = 2, VIPS_ANGLE_D270 = 3 } VipsAngle;
/// The interpretations Hark converts between, <vips/image.h>'s VipsInterpretation values.
typedef enum {
  VIPS_INTERPRETATION_B_W = 1,
  VIPS_INTERPRETATION_LAB = 13,
  VIPS_INTERPRETATION_sRGB = 22
} VipsInterpretation;

/// GLib's, from libgobject and libglib, which Hark links anyway.
void g_object_unref(void *object);
void g_free(void *memory);

/// Releases an image (its GObject reference).
static inline void hark_vips_unref(VipsImage *image) { g_object_unref(image); }

/// The library's handle, opened on the first call; NULL when it cannot be opened.
static inline void *hark_vips_library(void) {
  static void *library;
  void *known = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
  if (known) return known;
  void *opened = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
  if (opened) __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
  return opened;
}

/// Opens libvips: NULL when it is usable, else why not (dlerror's words).
static inline const char *hark_vips_open(void) {
  if (hark_vips_library()) return NULL;
  const char *why = dlerror();
  return why ? why : "libvips.so.42 could not be opened";
}

static inline void *hark_vips_symbol(const char *name) {
  void *library = hark_vips_library();
  return library ? dlsym(library, name) : NULL;
}

/// `name` in the opened library, as a function of type `type`.
#define HARK_VIPS(type, name) ((type)hark_vips_symbol(#name))

static inline int hark_vips_init(const char *program) { return HARK_VIPS(int (*)(const char *), vips_init)(program); }
static inline void hark_vips_cache_set_max(int max) { HARK_VIPS(void (*)(int), vips_cache_set_max)(max); }
/// Turns libvips's run-time generated SIMD code (liborc) off or on (<vips/vector.h>).
static inline void hark_vips_vector_set_enabled(int enabled) {
  HARK_VIPS(void (*)(int), vips_vector_set_enabled)(enabled);
}
static inline const char *hark_vips_error_buffer(void) {
  return HARK_VIPS(const char *(*)(void), vips_error_buffer)();
}
static inline void hark_vips_error_clear(void) { HARK_VIPS(void (*)(void), vips_error_clear)(); }
static inline int hark_vips_image_get_width(VipsImage *image) {
  return HARK_VIPS(int (*)(const VipsImage *), vips_image_get_width)(image);
}
static inline int hark_vips_image_get_height(VipsImage *image) {
  return HARK_VIPS(int (*)(const VipsImage *), vips_image_get_height)(image);
}
static inline int hark_vips_image_get_bands(VipsImage *image) {
  return HARK_VIPS(int (*)(const VipsImage *), vips_image_get_bands)(image);
}
static inline int hark_vips_image_hasalpha(VipsImage *image) {
  return HARK_VIPS(int (*)(VipsImage *), vips_image_hasalpha)(image);
}
/// Whether the image has a field `name` (its GType, 0 when none).
static inline unsigned long hark_vips_image_get_typeof(VipsImage *image, const char *name) {
  return HARK_VIPS(unsigned long (*)(const VipsImage *, const char *), vips_image_get_typeof)(image, name);
}
static inline int hark_vips_image_get_blob(VipsImage *image, const char *name, const void **data, size_t *length) {
  return HARK_VIPS(int (*)(const VipsImage *, const char *, const void **, size_t *), vips_image_get_blob)(
      image, name, data, length);
}
static inline int hark_vips_image_remove(VipsImage *image, const char *name) {
  return HARK_VIPS(int (*)(VipsImage *, const char *), vips_image_remove)(image, name);
}
static inline void hark_vips_image_set_blob_copy(VipsImage *image, const char *name, const void *data, size_t length) {
  HARK_VIPS(void (*)(VipsImage *, const char *, const void *, size_t), vips_image_set_blob_copy)(
      image, name, data, length);
}
static inline void hark_vips_image_set_int(VipsImage *image, const char *name, int value) {
  HARK_VIPS(void (*)(VipsImage *, const char *, int), vips_image_set_int)(image, name, value);
}

static inline VipsImage *hark_vips_load(const char *path) {
  // Random access: a look reads the picture more than once (an average, then the pixels).
  return HARK_VIPS(VipsImage *(*)(const char *, ...), vips_image_new_from_file)(path, "access", VIPS_ACCESS_RANDOM, NULL);
}

static inline VipsImage *hark_vips_load_header(const char *path) {
  return HARK_VIPS(VipsImage *(*)(const char *, ...), vips_image_new_from_file)(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

static inline int hark_vips_autorot(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_autorot)(in, out, NULL); }

static inline int hark_vips_rot(VipsImage *in, VipsImage **out, VipsAngle angle) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, VipsAngle, ...), vips_rot)(in, out, angle, NULL);
}

static inline int hark_vips_extract_area(VipsImage *in, VipsImage **out, int left, int top, int width, int height) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, int, int, int, int, ...), vips_extract_area)(in, out, left, top, width, height, NULL);
}

static inline int hark_vips_extract_band(VipsImage *in, VipsImage **out, int band, int n) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, int, ...), vips_extract_band)(in, out, band, "n", n, NULL);
}

static inline int hark_vips_colourspace(VipsImage *in, VipsImage **out, VipsInterpretation space) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, VipsInterpretation, ...), vips_colourspace)(in, out, space, NULL);
}

static inline int hark_vips_linear(VipsImage *in, VipsImage **out, const double *a, const double *b, int n) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, const double *, const double *, int, ...), vips_linear)(in, out, a, b, n, NULL);
}

static inline int hark_vips_add(VipsImage *left, VipsImage *right, VipsImage **out) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage *, VipsImage **, ...), vips_add)(left, right, out, NULL);
}

static inline int hark_vips_subtract(VipsImage *left, VipsImage *right, VipsImage **out) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage *, VipsImage **, ...), vips_subtract)(left, right, out, NULL);
}

static inline int hark_vips_multiply(VipsImage *left, VipsImage *right, VipsImage **out) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage *, VipsImage **, ...), vips_multiply)(left, right, out, NULL);
}

static inline int hark_vips_abs(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_abs)(in, out, NULL); }

static inline int hark_vips_avg(VipsImage *in, double *out) { return HARK_VIPS(int (*)(VipsImage *, double *, ...), vips_avg)(in, out, NULL); }

static inline int hark_vips_max(VipsImage *in, double *out) { return HARK_VIPS(int (*)(VipsImage *, double *, ...), vips_max)(in, out, NULL); }

static inline int hark_vips_cast_uchar(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_cast_uchar)(in, out, NULL); }

static inline int hark_vips_cast_float(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_cast_float)(in, out, NULL); }

static inline int hark_vips_bandjoin2(VipsImage *left, VipsImage *right, VipsImage **out) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage *, VipsImage **, ...), vips_bandjoin2)(left, right, out, NULL);
}

static inline int hark_vips_flatten(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_flatten)(in, out, NULL); }

static inline int hark_vips_xyz(VipsImage **out, int width, int height) { return HARK_VIPS(int (*)(VipsImage **, int, int, ...), vips_xyz)(out, width, height, NULL); }

static inline int hark_vips_black(VipsImage **out, int width, int height, int bands) {
  return HARK_VIPS(int (*)(VipsImage **, int, int, ...), vips_black)(out, width, height, "bands", bands, NULL);
}

static inline int hark_vips_gaussnoise(VipsImage **out, int width, int height, double sigma, int seed) {
  return HARK_VIPS(int (*)(VipsImage **, int, int, ...), vips_gaussnoise)(out, width, height, "sigma", sigma, "mean", 0.0, "seed", seed, NULL);
}

static inline int hark_vips_ifthenelse(VipsImage *cond, VipsImage *in1, VipsImage *in2, VipsImage **out) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage *, VipsImage *, VipsImage **, ...), vips_ifthenelse)(cond, in1, in2, out, "blend", 1, NULL);
}

static inline int hark_vips_gaussblur(VipsImage *in, VipsImage **out, double sigma) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, double, ...), vips_gaussblur)(in, out, sigma, NULL);
}

static inline int hark_vips_sharpen(VipsImage *in, VipsImage **out) { return HARK_VIPS(int (*)(VipsImage *, VipsImage **, ...), vips_sharpen)(in, out, NULL); }

static inline int hark_vips_copy_memory(VipsImage *in, VipsImage **out) {
  VipsImage *copy = HARK_VIPS(VipsImage *(*)(VipsImage *), vips_image_copy_memory)(in);
  *out = copy;
  return copy ? 0 : -1;
}

static inline int hark_vips_draw_circle(VipsImage *image, const double *ink, int n, int cx, int cy, int radius) {
  return HARK_VIPS(int (*)(VipsImage *, double *, int, int, int, int, ...), vips_draw_circle)(image, (double *)ink, n, cx, cy, radius, "fill", 1, NULL);
}

static inline int hark_vips_draw_rect(VipsImage *image, const double *ink, int n, int left, int top, int width, int height) {
  return HARK_VIPS(int (*)(VipsImage *, double *, int, int, int, int, int, ...), vips_draw_rect)(image, (double *)ink, n, left, top, width, height, "fill", 1, NULL);
}

static inline int hark_vips_jpegsave(VipsImage *in, const char *path, int quality) {
  return HARK_VIPS(int (*)(VipsImage *, const char *, ...), vips_jpegsave)(in, path, "Q", quality, NULL);
}

static inline int hark_vips_pngsave(VipsImage *in, const char *path) { return HARK_VIPS(int (*)(VipsImage *, const char *, ...), vips_pngsave)(in, path, NULL); }

static inline int hark_vips_pngsave_buffer(VipsImage *in, void **buffer, size_t *length) {
  return HARK_VIPS(int (*)(VipsImage *, void **, size_t *, ...), vips_pngsave_buffer)(in, buffer, length, NULL);
}

static inline int hark_vips_jpegsave_buffer(VipsImage *in, void **buffer, size_t *length, int quality) {
  return HARK_VIPS(int (*)(VipsImage *, void **, size_t *, ...), vips_jpegsave_buffer)(in, buffer, length, "Q", quality, NULL);
}

static inline VipsImage *hark_vips_load_buffer(const void *buffer, size_t length) {
  return HARK_VIPS(VipsImage *(*)(const void *, size_t, const char *, ...), vips_image_new_from_buffer)(buffer, length, "", "access", VIPS_ACCESS_RANDOM, NULL);
}

/// A matrix image from rows of numbers (for vips_recomb), owned by the caller.
static inline VipsImage *hark_vips_matrix(int width, int height, const double *values) {
  return HARK_VIPS(VipsImage *(*)(int, int, const double *, int), vips_image_new_matrix_from_array)(width, height, values, width * height);
}

static inline int hark_vips_recomb(VipsImage *in, VipsImage **out, VipsImage *matrix) {
  return HARK_VIPS(int (*)(VipsImage *, VipsImage **, VipsImage *, ...), vips_recomb)(in, out, matrix, NULL);
}

#endif
