// libical 3 (Debian's libical-dev): iCalendar parsing, recurrence expansion, time zones.
#include <libical/ical.h>
