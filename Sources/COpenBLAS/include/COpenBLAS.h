// OpenBLAS, loaded when first used rather than when the process starts.
//
// Linking libopenblas makes every process start its thread pool at load time, and on these
// machines the idle worker spins in sched_yield for about a tenth of a second of CPU — a one-shot
// `hark -c` that never touches the sentence model paid for it. So nothing links the library: the
// functions below open libopenblas.so.0 with dlopen on their first call, after setting
// OPENBLAS_NUM_THREADS=1 unless it is set already (OpenBLAS reads it only at load), and forward
// to it. The names and types are OpenBLAS's own (cblas.h, 32-bit integers), so callers are the
// same as with the header; only the symbols differ (asm labels), so they never clash with a
// library that does link OpenBLAS.
#ifndef HARK_COPENBLAS_H
#define HARK_COPENBLAS_H

typedef enum CBLAS_ORDER { CblasRowMajor = 101, CblasColMajor = 102 } CBLAS_ORDER;
typedef enum CBLAS_TRANSPOSE {
  CblasNoTrans = 111,
  CblasTrans = 112,
  CblasConjTrans = 113,
  CblasConjNoTrans = 114
} CBLAS_TRANSPOSE;

/// C = alpha·op(A)·op(B) + beta·C, as OpenBLAS's cblas_sgemm.
void cblas_sgemm(const enum CBLAS_ORDER order, const enum CBLAS_TRANSPOSE transA,
                 const enum CBLAS_TRANSPOSE transB, const int m, const int n, const int k,
                 const float alpha, const float *a, const int lda, const float *b, const int ldb,
                 const float beta, float *c, const int ldc) __asm__("hark_cblas_sgemm");

/// How many threads OpenBLAS uses from now on, as OpenBLAS's openblas_set_num_threads.
void openblas_set_num_threads(int count) __asm__("hark_openblas_set_num_threads");

/// Opens OpenBLAS now if it is not open yet: 1 when it is usable, 0 when it cannot be loaded
/// (then `hark_openblas_error` says why). The forwarding functions above call it themselves; a
/// caller that can still fall back (search by words) asks first.
int hark_openblas_load(void);

/// Why OpenBLAS could not be loaded (dlerror's words), or NULL.
const char *hark_openblas_error(void);

#endif
