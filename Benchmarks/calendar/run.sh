#!/usr/bin/env bash
# The calendar benchmark (issue 29, Build item 7): "what's on my calendar this week" over a vdir of
# 20,000 events (1,000 recurring), as a cold one-shot process: hark-calendar-bench (VdirCalendar
# with its index in the cache folder, already built, no file changed) against `khal list` on the
# same folder (its own cache already built), in the same run, each timed as a whole process
# (Benchmarks/startup/timer.py: median of RUNS after one uncounted run; wall and CPU).
#
#   Benchmarks/calendar/run.sh [RUNS] [WORK_DIR]
#
# RUNS defaults to 11. The folder is made once in WORK_DIR by make-vdir.py (deterministic) and
# kept; khal runs with HOME and XDG_* under WORK_DIR and the config of ../shared/notes/real-data.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=${1:-11}
work=${2:-${TMPDIR:-/tmp}/hark-calendar-bench}
count=${CALENDAR_EVENTS:-20000}
recurring=${CALENDAR_RECURRING:-1000}
week_start=${CALENDAR_WEEK:-2026-12-07}
timer="python3 $root/Benchmarks/startup/timer.py"
mkdir -p "$work"
command -v khal >/dev/null || { echo "khal is not installed (apt-get install khal)" >&2; exit 1; }

(cd "$root" && swift build -c release --product hark-calendar-bench --product hark 2>&1 | tail -1)
bench="$(cd "$root" && swift build -c release --show-bin-path)/hark-calendar-bench"
hark="$(cd "$root" && swift build -c release --show-bin-path)/hark"

folder="$work/vdir-$count-$recurring"
if [ ! -d "$folder" ]; then
  echo "making $count events ($recurring recurring) in $folder" >&2
  python3 "$root/Benchmarks/calendar/make-vdir.py" "$folder.tmp" "$count" "$recurring"
  mv "$folder.tmp" "$folder"
fi

home="$work/khal-home"
mkdir -p "$home/config/khal" "$home/data"
cat > "$home/config/khal/config" <<CONFIG
[calendars]
[[bench]]
path = $folder
type = calendar
[default]
default_calendar = bench
[locale]
local_timezone = UTC
default_timezone = UTC
timeformat = %H:%M
dateformat = %Y-%m-%d
longdateformat = %Y-%m-%d
datetimeformat = %Y-%m-%d %H:%M
longdatetimeformat = %Y-%m-%d %H:%M
CONFIG
khal_env=(env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" TZ=UTC LANG=C.UTF-8)

# Both caches made before timing: Hark's index (calendar-v4-<hash>.bin) and khal's SQLite one.
cache="$work/cache"
rm -rf "$cache"
start=$(date +%s%N)
"$bench" "$folder" "$cache" "$week_start" 7 >/dev/null
echo "hark index built from the $count files in $(( ($(date +%s%N) - start) / 1000000 )) ms" >&2
start=$(date +%s%N)
"${khal_env[@]}" khal list "$week_start" 7d >/dev/null 2>"$work/khal-cache.log"  # its warnings kept there
echo "khal's cache built in $(( ($(date +%s%N) - start) / 1000000 )) ms" >&2

hark_found=$("$bench" "$folder" "$cache" "$week_start" 7 | tail -1)
khal_lines=$("${khal_env[@]}" khal list "$week_start" 7d | grep -cv '^[A-Z][a-z]*day, ' || true)
echo "hark: $hark_found; khal: $khal_lines event lines (a multi-day event once a day)" >&2

# The shell itself, one-shot, on a store whose sources file names the folder: the same question
# in words ("what's on my calendar this week", the week of $week_start), its index built first.
shell_home="$work/shell-home"
rm -rf "$shell_home"
mkdir -p "$shell_home/config/hark" "$shell_home/cache"
printf '[calendar bench]\nfolder = %s\ndefault = yes\n' "$folder" > "$shell_home/config/hark/sources"
shell_env=(env HOME="$shell_home" XDG_CONFIG_HOME="$shell_home/config" XDG_CACHE_HOME="$shell_home/cache"
  XDG_DATA_HOME="$shell_home/data" TZ=UTC)
"${shell_env[@]}" "$hark" --now "${week_start}T09:00:00Z" demo-store "$shell_home/store" >/dev/null
rm "$shell_home/store/sources"  # the demo's own calendar out of the way: the sources file decides
shell_line=("$hark" --store "$shell_home/store" --now "${week_start}T09:00:00Z" -c "what's on my calendar this week")
"${shell_env[@]}" "${shell_line[@]}" >/dev/null
echo "hark -c: $("${shell_env[@]}" "${shell_line[@]}" | grep -c '^ *[0-9]*\. ') events listed" >&2

printf 'label\twall ms (median)\tCPU ms (median)\tmin wall ms\n'
hark_row=$($timer "$runs" "hark-calendar-bench" -- "$bench" "$folder" "$cache" "$week_start" 7)
shell_row=$("${shell_env[@]}" $timer "$runs" "hark -c (this week)" -- "${shell_line[@]}")
# khal's environment on the timer, so the row times khal alone, not an `env` in front of it.
khal_row=$("${khal_env[@]}" $timer "$runs" "khal list" -- khal list "$week_start" 7d)
echo "$hark_row"
echo "$shell_row"
echo "$khal_row"
hark_wall=$(echo "$hark_row" | cut -f2)
khal_wall=$(echo "$khal_row" | cut -f2)
shell_wall=$(echo "$shell_row" | cut -f2)
python3 -c "print(f'khal list / hark: {float($khal_wall) / float($hark_wall):.1f}x, khal list / hark -c: {float($khal_wall) / float($shell_wall):.1f}x (wall, medians); load {open(\"/proc/loadavg\").read().split()[0]}')"
