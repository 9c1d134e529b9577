// GMime 3 (Debian's libgmime-3.0-dev): MIME messages (RFC 5322, 2045-2049, 2047, 2231) parsed
// and written; g_mime_init() must run once before any other call. The header only: the library is
// not linked but opened on the first call (CLazyLibraries), so a process that reads no mail does
// not load it, gpgme and the rest.
#include <gmime/gmime.h>
