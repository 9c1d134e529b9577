#ifndef HARK_CVECTORKERNELS_H
#define HARK_CVECTORKERNELS_H
#include <stdint.h>
#endif
