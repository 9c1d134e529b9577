// libvips for the Photos app's looks and the demo store's pictures. libvips's operations are
// variadic (optional arguments after the required ones, ended by NULL), which Swift cannot call:
// each wrapper below gives one operation, with the optional arguments Hark uses, a typed entry
// point. Every wrapper returns 0 on success and -1 with the error in vips_error_buffer().
#include <vips/vips.h>

// Declared in <vips/vector.h>, which needs liborc's headers: turns libvips's run-time generated
// SIMD code (liborc) off or on; exported by libvips 8.x.
void vips_vector_set_enabled(gboolean enabled);

static inline VipsImage *hark_vips_load(const char *path) {
  // Random access: a look reads the picture more than once (an average, then the pixels).
  return vips_image_new_from_file(path, "access", VIPS_ACCESS_RANDOM, NULL);
}

static inline VipsImage *hark_vips_load_header(const char *path) {
  return vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

static inline int hark_vips_autorot(VipsImage *in, VipsImage **out) { return vips_autorot(in, out, NULL); }

static inline int hark_vips_rot(VipsImage *in, VipsImage **out, VipsAngle angle) {
  return vips_rot(in, out, angle, NULL);
}

static inline int hark_vips_extract_area(VipsImage *in, VipsImage **out, int left, int top, int width, int height) {
  return vips_extract_area(in, out, left, top, width, height, NULL);
}

static inline int hark_vips_extract_band(VipsImage *in, VipsImage **out, int band, int n) {
  return vips_extract_band(in, out, band, "n", n, NULL);
}

static inline int hark_vips_colourspace(VipsImage *in, VipsImage **out, VipsInterpretation space) {
  return vips_colourspace(in, out, space, NULL);
}

static inline int hark_vips_linear(VipsImage *in, VipsImage **out, const double *a, const double *b, int n) {
  return vips_linear(in, out, (double *)a, (double *)b, n, NULL);
}

static inline int hark_vips_add(VipsImage *left, VipsImage *right, VipsImage **out) {
  return vips_add(left, right, out, NULL);
}

static inline int hark_vips_subtract(VipsImage *left, VipsImage *right, VipsImage **out) {
  return vips_subtract(left, right, out, NULL);
}

static inline int hark_vips_multiply(VipsImage *left, VipsImage *right, VipsImage **out) {
  return vips_multiply(left, right, out, NULL);
}

static inline int hark_vips_abs(VipsImage *in, VipsImage **out) { return vips_abs(in, out, NULL); }

static inline int hark_vips_avg(VipsImage *in, double *out) { return vips_avg(in, out, NULL); }

static inline int hark_vips_max(VipsImage *in, double *out) { return vips_max(in, out, NULL); }

static inline int hark_vips_cast_uchar(VipsImage *in, VipsImage **out) { return vips_cast_uchar(in, out, NULL); }

static inline int hark_vips_cast_float(VipsImage *in, VipsImage **out) { return vips_cast_float(in, out, NULL); }

static inline int hark_vips_bandjoin2(VipsImage *left, VipsImage *right, VipsImage **out) {
  return vips_bandjoin2(left, right, out, NULL);
}

static inline int hark_vips_flatten(VipsImage *in, VipsImage **out) { return vips_flatten(in, out, NULL); }

static inline int hark_vips_xyz(VipsImage **out, int width, int height) { return vips_xyz(out, width, height, NULL); }

static inline int hark_vips_black(VipsImage **out, int width, int height, int bands) {
  return vips_black(out, width, height, "bands", bands, NULL);
}

static inline int hark_vips_gaussnoise(VipsImage **out, int width, int height, double sigma, int seed) {
  return vips_gaussnoise(out, width, height, "sigma", sigma, "mean", 0.0, "seed", seed, NULL);
}

static inline int hark_vips_ifthenelse(VipsImage *cond, VipsImage *in1, VipsImage *in2, VipsImage **out) {
  return vips_ifthenelse(cond, in1, in2, out, "blend", TRUE, NULL);
}

static inline int hark_vips_gaussblur(VipsImage *in, VipsImage **out, double sigma) {
  return vips_gaussblur(in, out, sigma, NULL);
}

static inline int hark_vips_sharpen(VipsImage *in, VipsImage **out) { return vips_sharpen(in, out, NULL); }

static inline int hark_vips_copy_memory(VipsImage *in, VipsImage **out) {
  VipsImage *copy = vips_image_copy_memory(in);
  *out = copy;
  return copy ? 0 : -1;
}

static inline int hark_vips_draw_circle(VipsImage *image, const double *ink, int n, int cx, int cy, int radius) {
  return vips_draw_circle(image, (double *)ink, n, cx, cy, radius, "fill", TRUE, NULL);
}

static inline int hark_vips_draw_rect(VipsImage *image, const double *ink, int n, int left, int top, int width, int height) {
  return vips_draw_rect(image, (double *)ink, n, left, top, width, height, "fill", TRUE, NULL);
}

static inline int hark_vips_jpegsave(VipsImage *in, const char *path, int quality) {
  return vips_jpegsave(in, path, "Q", quality, NULL);
}

static inline int hark_vips_pngsave(VipsImage *in, const char *path) { return vips_pngsave(in, path, NULL); }

static inline int hark_vips_pngsave_buffer(VipsImage *in, void **buffer, size_t *length) {
  return vips_pngsave_buffer(in, buffer, length, NULL);
}

static inline int hark_vips_jpegsave_buffer(VipsImage *in, void **buffer, size_t *length, int quality) {
  return vips_jpegsave_buffer(in, buffer, length, "Q", quality, NULL);
}

static inline VipsImage *hark_vips_load_buffer(const void *buffer, size_t length) {
  return vips_image_new_from_buffer(buffer, length, "", "access", VIPS_ACCESS_RANDOM, NULL);
}

/// A matrix image from rows of numbers (for vips_recomb), owned by the caller.
static inline VipsImage *hark_vips_matrix(int width, int height, const double *values) {
  return vips_image_new_matrix_from_array(width, height, values, width * height);
}

static inline int hark_vips_recomb(VipsImage *in, VipsImage **out, VipsImage *matrix) {
  return vips_recomb(in, out, matrix, NULL);
}
