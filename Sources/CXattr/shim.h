// Extended attributes (getxattr(2), setxattr(2)): in the C library, declared in <sys/xattr.h>,
// which Swift's Glibc module does not include.
#include <sys/types.h>
#include <sys/xattr.h>
