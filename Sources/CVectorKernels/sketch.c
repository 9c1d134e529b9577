#include "CVectorKernels.h"

#include <math.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define HARK_X86 1
#endif

static inline float row_scale(const uint8_t *record, size_t dim) {
  float scale;
  memcpy(&scale, record + dim, sizeof scale);
  return scale;
}

void hark_sum_rows(const uint8_t *records, size_t stride, size_t dim, size_t count, double *sum_model,
                   double *sum_static, size_t counts[2]) {
  for (size_t i = 0; i < count; i++) {
    const uint8_t *record = records + i * stride;
    const int8_t *v = (const int8_t *)record;
    int kind = record[dim + 8] ? 1 : 0;
    double *sum = kind ? sum_static : sum_model;
    double scale = row_scale(record, dim);
    for (size_t d = 0; d < dim; d++) sum[d] += scale * v[d];
    counts[kind]++;
  }
}

/* Written so the compiler vectorises it (no calls, no branches in the loops); an AVX2 copy is
   compiled beside the portable one. */
static inline void sketch_rows(const uint8_t *records, size_t stride, size_t dim, size_t count,
                               const float *mean_model, const float *mean_static, uint8_t *nibbles,
                               float *scales, uint8_t *kinds) {
  float centred[4096];
  float levels[4096];
  for (size_t i = 0; i < count; i++) {
    const uint8_t *record = records + i * stride;
    const int8_t *v = (const int8_t *)record;
    int kind = record[dim + 8] ? 1 : 0;
    const float *mean = kind ? mean_static : mean_model;
    float scale = row_scale(record, dim);
    float largest = 0;
    for (size_t d = 0; d < dim; d++) {
      float c = scale * (float)v[d] - mean[d];
      centred[d] = c;
      float magnitude = c < 0 ? -c : c;
      largest = magnitude > largest ? magnitude : largest;
    }
    float step = largest / 7;
    float inverse = step > 0 ? 1 / step : 0;
    for (size_t d = 0; d < dim; d++) {
      /* round to nearest: + 8.5 then truncate, kept within 0…15.5 so truncation is a floor */
      float level = centred[d] * inverse + 8.5f;
      level = level < 0 ? 0 : level;
      level = level > 15.5f ? 15.5f : level;
      levels[d] = level;
    }
    uint8_t *out = nibbles + i * (dim / 2);
    for (size_t block = 0; block < dim; block += 64) {
      for (size_t j = 0; j < 32; j++) {
        uint8_t low = (uint8_t)(int)levels[block + j];
        uint8_t high = (uint8_t)(int)levels[block + 32 + j];
        out[block / 2 + j] = (uint8_t)(low | (uint8_t)(high << 4));
      }
    }
    scales[i] = step;
    kinds[i] = (uint8_t)kind;
  }
}

static void sketch_portable(const uint8_t *records, size_t stride, size_t dim, size_t count,
                            const float *mean_model, const float *mean_static, uint8_t *nibbles,
                            float *scales, uint8_t *kinds) {
  sketch_rows(records, stride, dim, count, mean_model, mean_static, nibbles, scales, kinds);
}

#ifdef HARK_X86
__attribute__((target("avx2,fma"))) static void sketch_avx2(
    const uint8_t *records, size_t stride, size_t dim, size_t count, const float *mean_model,
    const float *mean_static, uint8_t *nibbles, float *scales, uint8_t *kinds) {
  sketch_rows(records, stride, dim, count, mean_model, mean_static, nibbles, scales, kinds);
}
#endif

void hark_sketch_q4(const uint8_t *records, size_t stride, size_t dim, size_t count,
                    const float *mean_model, const float *mean_static, uint8_t *nibbles,
                    float *scales, uint8_t *kinds) {
  if (dim % 64 != 0 || dim > 4096) return;
#ifdef HARK_X86
  if (hark_scan_uses_avx2()) {
    sketch_avx2(records, stride, dim, count, mean_model, mean_static, nibbles, scales, kinds);
    return;
  }
#endif
  sketch_portable(records, stride, dim, count, mean_model, mean_static, nibbles, scales, kinds);
}

static int32_t query_sum(const int8_t *query, size_t dim) {
  int32_t sum = 0;
  for (size_t d = 0; d < dim; d++) sum += query[d];
  return sum;
}

void hark_scan_q4_portable(const uint8_t *nibbles, const float *scales, const uint8_t *kinds,
                           size_t dim, size_t count, const int8_t *query_model,
                           const int8_t *query_static, const float mul[2], const float add[2],
                           const uint8_t *mask, float *out) {
  int32_t sums[2] = {query_sum(query_model, dim), query_sum(query_static, dim)};
  for (size_t i = 0; i < count; i++) {
    if (mask && !mask[i]) {
      out[i] = -INFINITY;
      continue;
    }
    int kind = kinds[i] ? 1 : 0;
    const int8_t *q = kind ? query_static : query_model;
    const uint8_t *row = nibbles + i * (dim / 2);
    int32_t dot = 0;
    for (size_t block = 0; block < dim; block += 64) {
      for (size_t j = 0; j < 32; j++) {
        uint8_t byte = row[block / 2 + j];
        dot += (int32_t)(byte & 15) * q[block + j] + (int32_t)(byte >> 4) * q[block + 32 + j];
      }
    }
    out[i] = mul[kind] * scales[i] * (float)(dot - 8 * sums[kind]) + add[kind];
  }
}

#ifdef HARK_X86
__attribute__((target("avx2,fma"))) static void scan_q4_avx2(
    const uint8_t *nibbles, const float *scales, const uint8_t *kinds, size_t dim, size_t count,
    const int8_t *query_model, const int8_t *query_static, const float mul[2], const float add[2],
    const uint8_t *mask, float *out) {
  int32_t sums[2] = {query_sum(query_model, dim), query_sum(query_static, dim)};
  const __m256i ones = _mm256_set1_epi16(1);
  const __m256i low_bits = _mm256_set1_epi8(15);
  size_t row_bytes = dim / 2;
  for (size_t i = 0; i < count; i++) {
    if (mask && !mask[i]) {
      out[i] = -INFINITY;
      continue;
    }
    int kind = kinds[i] ? 1 : 0;
    const int8_t *q = kind ? query_static : query_model;
    const uint8_t *row = nibbles + i * row_bytes;
    __m256i acc = _mm256_setzero_si256();
    for (size_t block = 0; block < dim; block += 64) {
      __m256i bytes = _mm256_loadu_si256((const __m256i *)(row + block / 2));
      __m256i low = _mm256_and_si256(bytes, low_bits);
      __m256i high = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), low_bits);
      /* nibble (0…15) × query (−127…127), pairs summed: at most 3,810, no saturation */
      __m256i pairs = _mm256_add_epi16(
          _mm256_maddubs_epi16(low, _mm256_loadu_si256((const __m256i *)(q + block))),
          _mm256_maddubs_epi16(high, _mm256_loadu_si256((const __m256i *)(q + block + 32))));
      acc = _mm256_add_epi32(acc, _mm256_madd_epi16(pairs, ones));
    }
    __m128i sum = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    sum = _mm_hadd_epi32(sum, sum);
    sum = _mm_hadd_epi32(sum, sum);
    int32_t dot = _mm_cvtsi128_si32(sum);
    out[i] = fmaf(mul[kind] * scales[i], (float)(dot - 8 * sums[kind]), add[kind]);
  }
}
#endif

void hark_scan_q4(const uint8_t *nibbles, const float *scales, const uint8_t *kinds, size_t dim,
                  size_t count, const int8_t *query_model, const int8_t *query_static,
                  const float mul[2], const float add[2], const uint8_t *mask, float *out) {
#ifdef HARK_X86
  if (hark_scan_uses_avx2()) {
    scan_q4_avx2(nibbles, scales, kinds, dim, count, query_model, query_static, mul, add, mask, out);
    return;
  }
#endif
  hark_scan_q4_portable(nibbles, scales, kinds, dim, count, query_model, query_static, mul, add,
                        mask, out);
}
