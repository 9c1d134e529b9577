#include "CVectorKernels.h"
