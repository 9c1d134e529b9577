#ifndef HARK_CEDIT_SHIM_H
#define HARK_CEDIT_SHIM_H
#include <histedit.h>
#endif
