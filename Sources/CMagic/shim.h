// libmagic (Debian's libmagic-dev): a file's MIME type from its bytes, as file(1) says it. The
// header only: the library is opened on the first call (CLazyLibraries).
#include <magic.h>
