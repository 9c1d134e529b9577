// notmuch 0.37 (Debian's libnotmuch-dev): the mail index notmuch users keep beside their Maildir.
// Debian ships no pkg-config file for it; the header is in /usr/include.
#include <notmuch.h>
