// libmagic (Debian's libmagic-dev): a file's MIME type from its bytes, as file(1) says it.
#include <magic.h>
