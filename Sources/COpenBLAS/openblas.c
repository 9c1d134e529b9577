#include "COpenBLAS.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*sgemm_function)(const enum CBLAS_ORDER, const enum CBLAS_TRANSPOSE,
                               const enum CBLAS_TRANSPOSE, const int, const int, const int,
                               const float, const float *, const int, const float *, const int,
                               const float, float *, const int);
typedef void (*threads_function)(int);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static sgemm_function sgemm;
static threads_function set_threads;
static char failure[512];

static void open_library(void) {
  // OpenBLAS starts its worker threads while it loads, from this variable: one thread unless the
  // caller asked for more (openblas_set_num_threads can still raise it later).
  setenv("OPENBLAS_NUM_THREADS", "1", 0);
  void *library = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *why = dlerror();
    snprintf(failure, sizeof failure, "%s", why ? why : "libopenblas.so.0 cannot be loaded");
    return;
  }
  sgemm = (sgemm_function)dlsym(library, "cblas_sgemm");
  set_threads = (threads_function)dlsym(library, "openblas_set_num_threads");
  if (sgemm == NULL || set_threads == NULL) {
    snprintf(failure, sizeof failure, "libopenblas.so.0 lacks cblas_sgemm or openblas_set_num_threads");
    sgemm = NULL;
    set_threads = NULL;
  }
}

int hark_openblas_load(void) {
  pthread_once(&once, open_library);
  return sgemm != NULL;
}

const char *hark_openblas_error(void) {
  hark_openblas_load();
  return failure[0] ? failure : NULL;
}

// A caller that did not ask `hark_openblas_load` first has no way back: say why and stop, as the
// dynamic loader did when the library was linked.
static void require(void) {
  if (hark_openblas_load()) return;
  fprintf(stderr, "hark: OpenBLAS is needed for the sentence model and cannot be loaded: %s "
                  "(install libopenblas0, or run bash Scripts/setup.sh)\n", failure);
  exit(1);
}

void cblas_sgemm(const enum CBLAS_ORDER order, const enum CBLAS_TRANSPOSE transA,
                 const enum CBLAS_TRANSPOSE transB, const int m, const int n, const int k,
                 const float alpha, const float *a, const int lda, const float *b, const int ldb,
                 const float beta, float *c, const int ldc) {
  require();
  sgemm(order, transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

void openblas_set_num_threads(int count) {
  require();
  set_threads(count);
}
