#ifndef HARK_CVECTORKERNELS_H
#define HARK_CVECTORKERNELS_H
#include <stddef.h>
#include <stdint.h>

/// The layout of one record in Hark's vector file: `dim` int8 components, then a float scale, a
/// uint32 entity number, a uint8 kind (0 = transformer vector, 1 = static vector), a uint8 field
/// number and two bytes of padding.
#define HARK_RECORD_TRAILER 12

/// Scores `count` records starting at `records` against two int8 queries (one per kind):
/// `out[i] = mul[kind] * scale_i * dot(query[kind], v_i) + add[kind]`, or -INFINITY where
/// `mask` (if not NULL) is 0. Uses AVX2 when the CPU has it, a portable loop otherwise.
void hark_scan_i8(const uint8_t *records, size_t stride, size_t dim, size_t count,
                  const int8_t *query_model, const int8_t *query_static, const float mul[2],
                  const float add[2], const uint8_t *mask, float *out);

/// The same scan forced onto the portable loop (for tests that compare the two paths).
void hark_scan_i8_portable(const uint8_t *records, size_t stride, size_t dim, size_t count,
                           const int8_t *query_model, const int8_t *query_static,
                           const float mul[2], const float add[2], const uint8_t *mask,
                           float *out);

/// Whether `hark_scan_i8` takes the AVX2 path on this CPU.
int hark_scan_uses_avx2(void);

/// Writes into `indices` the positions of the up to `k` largest scores above `floor`, best first,
/// and returns how many it wrote.
size_t hark_top_k(const float *scores, size_t count, size_t k, float floor, uint32_t *indices);

/// A matrix product against 4-bit weights: `y[r·outputs + o] = Σₖ x[r·inputs + k] · W[o][k]` (added
/// to `y` when `accumulate` is not 0), for `rows` input rows. `W` is `outputs` rows of `inputs / 32`
/// blocks of 18 bytes (a little-endian float16 scale, then 16 bytes whose low nibbles hold values
/// 0…15 and high nibbles 16…31; a nibble q stands for (q − 8)·scale), as multilingual-e5-small's
/// file stores its layers. `inputs` must be a multiple of 32 (else nothing is written). Streams a
/// quarter of the bytes a float32 product reads, which is what a short query costs; AVX2, FMA and
/// F16C when the CPU has them (and `outputs` is a multiple of 4), a portable loop otherwise.
void hark_q4_matmul(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                    size_t rows, float *y, int accumulate);

/// The same product for outputs `first ..< first + count` only (`y` keeps its full layout), so
/// threads can share one product; `first` and `count` multiples of 4 keep the AVX2 path.
void hark_q4_matmul_outputs(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                            size_t rows, float *y, int accumulate, size_t first, size_t count);

/// The same product on the portable loop (for tests that compare the two paths).
void hark_q4_matmul_portable(const uint8_t *weights, size_t outputs, size_t inputs, const float *x,
                             size_t rows, float *y, int accumulate);

/// Adds every record's dequantized vector (int8 × scale) to `sum_model` or `sum_static` by its kind
/// and counts them in `counts[kind]` (the means a sketch centres on).
void hark_sum_rows(const uint8_t *records, size_t stride, size_t dim, size_t count, double *sum_model,
                   double *sum_static, size_t counts[2]);

/// Writes a 4-bit sketch of `count` records: each record's vector minus the mean of its kind,
/// quantized to nibbles q in 0…15 standing for (q − 8)·scale with scale = largest magnitude / 7;
/// `dim / 2` bytes a row (`dim` a multiple of 64: in each 64-dimension block, byte j holds dimension
/// j in its low nibble and j + 32 in its high one), its scale in `scales` and its kind in `kinds`.
void hark_sketch_q4(const uint8_t *records, size_t stride, size_t dim, size_t count,
                    const float *mean_model, const float *mean_static, uint8_t *nibbles,
                    float *scales, uint8_t *kinds);

/// Scores `count` sketched rows against two int8 queries (one per kind):
/// `out[i] = mul[kind] * scales[i] * (dot(query[kind], q_i) − 8·Σ query[kind]) + add[kind]`, an
/// estimate of what `hark_scan_i8` gives once `add` holds each query's product with its kind's mean;
/// -INFINITY where `mask` (if not NULL) is 0. AVX2 when the CPU has it, a portable loop otherwise.
void hark_scan_q4(const uint8_t *nibbles, const float *scales, const uint8_t *kinds, size_t dim,
                  size_t count, const int8_t *query_model, const int8_t *query_static,
                  const float mul[2], const float add[2], const uint8_t *mask, float *out);

/// The same scan forced onto the portable loop (for tests that compare the two paths).
void hark_scan_q4_portable(const uint8_t *nibbles, const float *scales, const uint8_t *kinds,
                           size_t dim, size_t count, const int8_t *query_model,
                           const int8_t *query_static, const float mul[2], const float add[2],
                           const uint8_t *mask, float *out);

#endif
