#include "CVectorKernels.h"

#include <math.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define HARK_X86 1
#endif

static inline float record_scale(const uint8_t *record, size_t dim) {
  float scale;
  memcpy(&scale, record + dim, sizeof scale);
  return scale;
}

static inline int record_kind(const uint8_t *record, size_t dim) { return record[dim + 8] ? 1 : 0; }

void hark_scan_i8_portable(const uint8_t *records, size_t stride, size_t dim, size_t count,
                           const int8_t *query_model, const int8_t *query_static,
                           const float mul[2], const float add[2], const uint8_t *mask,
                           float *out) {
  for (size_t i = 0; i < count; i++) {
    if (mask && !mask[i]) {
      out[i] = -INFINITY;
      continue;
    }
    const uint8_t *record = records + i * stride;
    const int8_t *v = (const int8_t *)record;
    int kind = record_kind(record, dim);
    const int8_t *q = kind ? query_static : query_model;
    int32_t dot = 0;
    for (size_t d = 0; d < dim; d++) dot += (int32_t)v[d] * (int32_t)q[d];
    out[i] = mul[kind] * record_scale(record, dim) * (float)dot + add[kind];
  }
}

#ifdef HARK_X86
__attribute__((target("avx2,fma"))) static void scan_avx2(
    const uint8_t *records, size_t stride, size_t dim, size_t count, const int8_t *query_model,
    const int8_t *query_static, const float mul[2], const float add[2], const uint8_t *mask,
    float *out) {
  size_t body = dim & ~(size_t)15;
  for (size_t i = 0; i < count; i++) {
    if (mask && !mask[i]) {
      out[i] = -INFINITY;
      continue;
    }
    const uint8_t *record = records + i * stride;
    const int8_t *v = (const int8_t *)record;
    int kind = record_kind(record, dim);
    const int8_t *q = kind ? query_static : query_model;
    __m256i acc = _mm256_setzero_si256();
    for (size_t d = 0; d < body; d += 16) {
      __m256i vv = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(v + d)));
      __m256i qq = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(q + d)));
      acc = _mm256_add_epi32(acc, _mm256_madd_epi16(vv, qq));
    }
    __m128i sum = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    sum = _mm_hadd_epi32(sum, sum);
    sum = _mm_hadd_epi32(sum, sum);
    int32_t dot = _mm_cvtsi128_si32(sum);
    for (size_t d = body; d < dim; d++) dot += (int32_t)v[d] * (int32_t)q[d];
    out[i] = fmaf(mul[kind] * record_scale(record, dim), (float)dot, add[kind]);
  }
}
#endif

int hark_scan_uses_avx2(void) {
#ifdef HARK_X86
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
  return 0;
#endif
}

void hark_scan_i8(const uint8_t *records, size_t stride, size_t dim, size_t count,
                  const int8_t *query_model, const int8_t *query_static, const float mul[2],
                  const float add[2], const uint8_t *mask, float *out) {
#ifdef HARK_X86
  if (hark_scan_uses_avx2()) {
    scan_avx2(records, stride, dim, count, query_model, query_static, mul, add, mask, out);
    return;
  }
#endif
  hark_scan_i8_portable(records, stride, dim, count, query_model, query_static, mul, add, mask,
                        out);
}

/* A min-heap of the k best (score, index) pairs seen so far. */
static void sift_down(float *heap_scores, uint32_t *heap_indices, size_t size, size_t at) {
  for (;;) {
    size_t smallest = at, left = 2 * at + 1, right = left + 1;
    if (left < size && heap_scores[left] < heap_scores[smallest]) smallest = left;
    if (right < size && heap_scores[right] < heap_scores[smallest]) smallest = right;
    if (smallest == at) return;
    float score = heap_scores[at];
    heap_scores[at] = heap_scores[smallest];
    heap_scores[smallest] = score;
    uint32_t index = heap_indices[at];
    heap_indices[at] = heap_indices[smallest];
    heap_indices[smallest] = index;
    at = smallest;
  }
}

size_t hark_top_k(const float *scores, size_t count, size_t k, float floor, uint32_t *indices) {
  if (k == 0) return 0;
  float heap_scores[k];
  size_t size = 0;
  for (size_t i = 0; i < count; i++) {
    float score = scores[i];
    if (!(score > floor)) continue;
    if (size < k) {
      /* sift up */
      size_t at = size++;
      heap_scores[at] = score;
      indices[at] = (uint32_t)i;
      while (at > 0) {
        size_t parent = (at - 1) / 2;
        if (heap_scores[parent] <= heap_scores[at]) break;
        float s = heap_scores[parent];
        heap_scores[parent] = heap_scores[at];
        heap_scores[at] = s;
        uint32_t x = indices[parent];
        indices[parent] = indices[at];
        indices[at] = x;
        at = parent;
      }
    } else if (score > heap_scores[0]) {
      heap_scores[0] = score;
      indices[0] = (uint32_t)i;
      sift_down(heap_scores, indices, size, 0);
    }
  }
  /* Heap-sort in place: repeatedly move the smallest to the end, giving best-first order. */
  for (size_t end = size; end > 1; end--) {
    float s = heap_scores[0];
    heap_scores[0] = heap_scores[end - 1];
    heap_scores[end - 1] = s;
    uint32_t x = indices[0];
    indices[0] = indices[end - 1];
    indices[end - 1] = x;
    sift_down(heap_scores, indices, end - 1, 0);
  }
  return size;
}
