// notmuch, GMime, libical, libmagic, libexif and libmpdclient, opened with dlopen on their first
// call rather than linked: this target defines each of their functions under its own name
// (notmuch.c, gmime.c, ical.c, magic.c, exif.c, mpdclient.c, written by Scripts/dev/forwarders.py),
// so Swift calls them through CNotmuch, CGMime, CICal, CMagic, CExif and CMPDClient as before, and
// a process that never needs one never loads it. Nothing to import.
