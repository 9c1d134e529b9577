#!/usr/bin/env bash
# Issue 29 (interop): events Hark writes into the demo store's vdir are events khal lists and finds —
# a one-off, a weekly one (several instances in 30 days), an all-day one, one with a reminder and
# one with a Chinese title — read through the real khal binary with the config of
# ../shared/notes/real-data.md in the check's own HOME. Without khal: FAIL under CI, else a SKIP line.
source "$(dirname "$0")/../lib.sh" "$@"
if ! command -v khal >/dev/null 2>&1; then
  if [[ -n "${CI:-}" ]]; then fail "khal is not installed (Scripts/setup.sh installs it)"; finish ""; fi
  echo "SKIP $name: khal is not installed"
  exit 0
fi
store=$work/store
make_store "$store" || { fail "no demo store"; finish ""; }
calendar=$store/calendar/calendars/home
mkdir -p "$HOME/.config/khal"
cat >"$HOME/.config/khal/config" <<CONFIG
[calendars]
[[home]]
path = $calendar
type = calendar
[default]
default_calendar = home
[locale]
local_timezone = UTC
default_timezone = UTC
timeformat = %H:%M
dateformat = %Y-%m-%d
longdateformat = %Y-%m-%d
datetimeformat = %Y-%m-%d %H:%M
longdatetimeformat = %Y-%m-%d %H:%M
CONFIG
now=2026-12-03T10:00:00Z
# say LINE ANSWER-PART: hark adds the event; its answer must say ANSWER-PART.
say() {
  local out
  out=$(TZ=UTC "$hark" --store "$store" --now "$now" -c "$1" 2>&1)
  [[ "$out" == *"$2"* ]] || fail "“$1” answered “$out”"
}
say "put 家庭聚餐 on my calendar tomorrow at 7pm" "Friday 4 December at 19:00"
say "put gym every monday at 7am on my calendar" "every Monday at 07:00, from Monday 7 December"
say "add an all day event on friday called moving day" "Friday 4 December"
say "add dentist tomorrow at 3pm with a reminder an hour before" "Friday 4 December at 15:00"
say "add yoga every wednesday at 6pm and remind me 15 minutes before" "every Wednesday at 18:00"
listing=$(TZ=UTC khal list 2026-12-03 30d 2>&1)
[[ -n "${HARK_CHECK_VERBOSE:-}" ]] && printf "%s\n" "$listing"
for title in 家庭聚餐 gym "moving day" dentist yoga; do
  [[ "$listing" == *"$title"* ]] || fail "khal list shows no “$title”"
  found=$(TZ=UTC khal search "$title" 2>&1)
  [[ "$found" == *"$title"* ]] || fail "khal search “$title” found “$found”"
done
# A weekly event from Monday 7 December is on every Monday of the 30 days: 7, 14, 21, 28 December.
gyms=$(grep -c "gym" <<<"$listing")
[[ $gyms -ge 4 ]] || fail "khal list shows the weekly gym $gyms times, not 4"
grep -q "07:00-08:00 gym" <<<"$listing" || fail "khal list does not show gym at 07:00"
grep -q "19:00-20:00 家庭聚餐" <<<"$listing" || fail "khal list does not show 家庭聚餐 at 19:00"
# The reminder is the file's alarm, and the all-day event a date.
grep -lq "TRIGGER:-PT1H" "$calendar"/*.ics || fail "no file has the dentist's one-hour alarm"
grep -q "DTSTART;VALUE=DATE:20261204" "$calendar"/*.ics || fail "moving day is not an all-day date"
finish "khal lists and finds a one-off, weekly ($gyms instances in 30 days), all-day, reminded and Chinese-titled event Hark wrote"
