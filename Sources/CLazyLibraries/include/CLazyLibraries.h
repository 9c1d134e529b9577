// notmuch, GMime and libical, opened with dlopen on their first call rather than linked: this
// target defines each of their functions under its own name (notmuch.c, gmime.c, ical.c, written
// by Scripts/dev/forwarders.py), so Swift calls them through CNotmuch, CGMime and CICal as before
// and a process that never reads mail or a calendar never loads them. Nothing to import.
