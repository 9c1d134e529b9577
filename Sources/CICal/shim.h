// libical 3 (Debian's libical-dev): iCalendar parsing, recurrence expansion, time zones. The header
// only: the library is not linked but opened on the first call (CLazyLibraries defines each of its
// functions under its own name), so a process that reads no calendar does not load it and ICU.
#include <libical/ical.h>
