// libmpdclient (Debian's libmpdclient-dev): the Music Player Daemon's client library.
#include <mpd/client.h>
