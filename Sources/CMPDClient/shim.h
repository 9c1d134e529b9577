// libmpdclient (Debian's libmpdclient-dev): the Music Player Daemon's client library. The header
// only: the library is opened on the first call (CLazyLibraries).
#include <mpd/client.h>
