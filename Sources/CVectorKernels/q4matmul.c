#include "CVectorKernels.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define HARK_X86 1
#endif

/* One block: a little-endian float16 scale, then 16 bytes whose low nibbles are values 0..15 and
   high nibbles values 16..31; a nibble q stands for (q - 8) * scale. */
enum { Q4_VALUES = 32, Q4_BYTES = 18 };

static float half_to_float(uint16_t bits) {
  uint32_t sign = (uint32_t)(bits >> 15) << 31;
  uint32_t exponent = (bits >> 10) & 0x1F;
  uint32_t mantissa = bits & 0x3FF;
  uint32_t out;
  if (exponent == 0) {
    if (mantissa == 0) {
      out = sign;
    } else { /* subnormal: normalise */
      exponent = 127 - 15 + 1;
      while (!(mantissa & 0x400)) {
        mantissa <<= 1;
        exponent--;
      }
      out = sign | (exponent << 23) | ((mantissa & 0x3FF) << 13);
    }
  } else if (exponent == 31) {
    out = sign | 0x7F800000u | (mantissa << 13);
  } else {
    out = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
  }
  float value;
  memcpy(&value, &out, sizeof value);
  return value;
}

/* Unpacks one packed row of `inputs` values into `out`. */
static void unpack_row(const uint8_t *row, size_t inputs, float *out) {
  for (size_t block = 0; block < inputs / Q4_VALUES; block++) {
    const uint8_t *start = row + block * Q4_BYTES;
    float scale = half_to_float((uint16_t)(start[0] | (start[1] << 8)));
    float *target = out + block * Q4_VALUES;
    for (int i = 0; i < 16; i++) {
      target[i] = (float)((int)(start[2 + i] & 0x0F) - 8) * scale;
      target[i + 16] = (float)((int)(start[2 + i] >> 4) - 8) * scale;
    }
  }
}

static void q4_matmul_portable_range(const uint8_t *weights, size_t outputs, size_t inputs,
                                     const float *x, size_t rows, float *y, int accumulate,
                                     size_t first, size_t end) {
  size_t row_bytes = inputs / Q4_VALUES * Q4_BYTES;
  float w[inputs > 0 ? inputs : 1];
  for (size_t o = first; o < end; o++) {
    unpack_row(weights + o * row_bytes, inputs, w);
    for (size_t r = 0; r < rows; r++) {
      const float *line = x + r * inputs;
      float sum = 0;
      for (size_t k = 0; k < inputs; k++) sum += line[k] * w[k];
      y[r * outputs + o] = accumulate ? y[r * outputs + o] + sum : sum;
    }
  }
}

void hark_q4_matmul_portable(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                             size_t rows, float *y, int accumulate) {
  q4_matmul_portable_range(weights, outputs, inputs, x, rows, y, accumulate, 0, outputs);
}

#ifdef HARK_X86
__attribute__((target("avx2,fma,f16c"))) static inline void unpack_row_avx2(const uint8_t *row,
                                                                             size_t inputs,
                                                                             float *out) {
  const __m128i low_mask = _mm_set1_epi8(0x0F);
  const __m128i eight = _mm_set1_epi8(8);
  for (size_t block = 0; block < inputs / Q4_VALUES; block++) {
    const uint8_t *start = row + block * Q4_BYTES;
    uint16_t bits = (uint16_t)(start[0] | (start[1] << 8));
    __m256 scale = _mm256_set1_ps(_cvtsh_ss(bits));
    __m128i packed = _mm_loadu_si128((const __m128i *)(start + 2));
    __m128i low = _mm_sub_epi8(_mm_and_si128(packed, low_mask), eight);
    __m128i high = _mm_sub_epi8(_mm_and_si128(_mm_srli_epi16(packed, 4), low_mask), eight);
    float *target = out + block * Q4_VALUES;
    _mm256_storeu_ps(target, _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(low)), scale));
    _mm256_storeu_ps(target + 8, _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(
                                                   _mm_srli_si128(low, 8))),
                                               scale));
    _mm256_storeu_ps(target + 16,
                     _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(high)), scale));
    _mm256_storeu_ps(target + 24, _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(
                                                    _mm_srli_si128(high, 8))),
                                                scale));
  }
}

__attribute__((target("avx2,fma"))) static inline float horizontal_sum(__m256 v) {
  __m128 sum = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  sum = _mm_add_ps(sum, _mm_movehl_ps(sum, sum));
  sum = _mm_add_ss(sum, _mm_movehdup_ps(sum));
  return _mm_cvtss_f32(sum);
}

/* Four unpacked weight rows (`w`, `inputs` apart) against R input rows: 4·R accumulators. */
#define HARK_Q4_TILE(R)                                                                          \
  __attribute__((target("avx2,fma"))) static void tile_##R(                                       \
      const float *w, size_t inputs, const float *x, size_t outputs, size_t o, float *y,           \
      int accumulate) {                                                                           \
    __m256 acc[R][4];                                                                             \
    for (int r = 0; r < R; r++)                                                                   \
      for (int j = 0; j < 4; j++) acc[r][j] = _mm256_setzero_ps();                                \
    for (size_t k = 0; k < inputs; k += 8) {                                                      \
      __m256 w0 = _mm256_loadu_ps(w + k), w1 = _mm256_loadu_ps(w + inputs + k);                   \
      __m256 w2 = _mm256_loadu_ps(w + 2 * inputs + k), w3 = _mm256_loadu_ps(w + 3 * inputs + k);   \
      for (int r = 0; r < R; r++) {                                                               \
        __m256 xv = _mm256_loadu_ps(x + r * inputs + k);                                          \
        acc[r][0] = _mm256_fmadd_ps(xv, w0, acc[r][0]);                                           \
        acc[r][1] = _mm256_fmadd_ps(xv, w1, acc[r][1]);                                           \
        acc[r][2] = _mm256_fmadd_ps(xv, w2, acc[r][2]);                                           \
        acc[r][3] = _mm256_fmadd_ps(xv, w3, acc[r][3]);                                           \
      }                                                                                           \
    }                                                                                             \
    for (int r = 0; r < R; r++)                                                                   \
      for (int j = 0; j < 4; j++) {                                                               \
        float sum = horizontal_sum(acc[r][j]);                                                    \
        float *target = y + r * outputs + o + j;                                                  \
        *target = accumulate ? *target + sum : sum;                                               \
      }                                                                                           \
  }
HARK_Q4_TILE(1)
HARK_Q4_TILE(2)
HARK_Q4_TILE(3)

__attribute__((target("avx2,fma,f16c"))) static void q4_matmul_avx2(const uint8_t *weights,
                                                                     size_t outputs, size_t inputs,
                                                                     const float *x, size_t rows,
                                                                     float *y, int accumulate,
                                                                     size_t first, size_t end) {
  size_t row_bytes = inputs / Q4_VALUES * Q4_BYTES;
  float w[4 * inputs];
  for (size_t o = first; o < end; o += 4) {
    for (int j = 0; j < 4; j++) unpack_row_avx2(weights + (o + j) * row_bytes, inputs, w + j * inputs);
    size_t r = 0;
    for (; r + 3 <= rows; r += 3) tile_3(w, inputs, x + r * inputs, outputs, o, y + r * outputs, accumulate);
    if (rows - r == 2) tile_2(w, inputs, x + r * inputs, outputs, o, y + r * outputs, accumulate);
    if (rows - r == 1) tile_1(w, inputs, x + r * inputs, outputs, o, y + r * outputs, accumulate);
  }
}
#endif

void hark_q4_matmul_outputs(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                            size_t rows, float *y, int accumulate, size_t first, size_t count) {
  if (inputs == 0 || inputs % Q4_VALUES != 0 || first > outputs || count > outputs - first) return;
#ifdef HARK_X86
  if (outputs % 4 == 0 && first % 4 == 0 && count % 4 == 0 && __builtin_cpu_supports("avx2") &&
      __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c")) {
    q4_matmul_avx2(weights, outputs, inputs, x, rows, y, accumulate, first, first + count);
    return;
  }
#endif
  q4_matmul_portable_range(weights, outputs, inputs, x, rows, y, accumulate, first, first + count);
}

void hark_q4_matmul(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                    size_t rows, float *y, int accumulate) {
  hark_q4_matmul_outputs(weights, outputs, inputs, x, rows, y, accumulate, 0, outputs);
}
