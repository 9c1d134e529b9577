// notmuch 0.37 (Debian's libnotmuch-dev): the mail index notmuch users keep beside their Maildir.
// Debian ships no pkg-config file for it; the header is in /usr/include. The header only: the
// library is not linked but opened on the first call (CLazyLibraries), so a process that does not
// search mail does not load it and Xapian.
#include <notmuch.h>
