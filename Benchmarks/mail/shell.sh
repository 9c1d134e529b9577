#!/usr/bin/env bash
# The shell's cold one-shot mail search on the mail benchmark's 100,000-message Maildir (run
# Benchmarks/mail/run.sh first: it makes the Maildir and Hark's notmuch database of it), against
# `notmuch search --limit=20` on the same database, in the same run: a whole `hark -c LINE`
# process (start, grammars, the line understood, the Mail app's search through the database, the
# 20 newest read from their files and listed) for three lines people say.
#
#   Benchmarks/mail/shell.sh [RUNS]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=${1:-11}
work=${BENCH_DIR:-${TMPDIR:-/tmp}}/hark-mail-bench
maildir="$work/maildir-${MAIL_MESSAGES:-100000}"
hark_db="$work/hark-db"
[ -d "$maildir" ] && [ -d "$hark_db/.notmuch" ] || { echo "run Benchmarks/mail/run.sh first" >&2; exit 1; }
timer="python3 $root/Benchmarks/startup/timer.py"
(cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
hark="$(cd "$root" && swift build -c release --show-bin-path)/hark"
store="$work/shell-store"
rm -rf "$store"
"$hark" demo-store "$store" >/dev/null
# The store's own sources: its calendar, and the benchmark's Maildir with Hark's database of it.
cat > "$store/sources" <<SOURCES
[calendar home]
folder = calendar/calendars/home
default = yes

[mail bench]
maildir = $maildir
notmuch = $hark_db
sendmail = /bin/false
SOURCES
printf '[database]\npath=%s\n' "$hark_db" > "$work/shell-notmuch-config"
lines=(
  "unread mail this week|tag:unread and date:2026-11-30..2026-12-06"
  "mail from Omar|from:Omar"
  "mail with attachments from Kenji|tag:attachment and from:Kenji"
)
printf 'line\tprocess\twall ms (median)\tCPU ms (median)\tmin wall ms\n'
for entry in "${lines[@]}"; do
  line=${entry%%|*}
  query=${entry#*|}
  echo "$line: hark lists $("$hark" --store "$store" -c "$line" | grep -c '^ *[0-9]*\. ') mails; notmuch query '$query'" >&2
  hark_row=$($timer "$runs" "hark -c" -- "$hark" --store "$store" -c "$line")
  notmuch_row=$(NOTMUCH_CONFIG="$work/shell-notmuch-config" $timer "$runs" "notmuch search" -- notmuch search --limit=20 "$query")
  printf '%s\t%s\n%s\t%s\n' "$line" "$hark_row" "$line" "$notmuch_row"
  hark_wall=$(echo "$hark_row" | cut -f2)
  notmuch_wall=$(echo "$notmuch_row" | cut -f2)
  python3 -c "print('$line: hark -c / notmuch search: %.1fx (wall, medians)' % ($hark_wall / $notmuch_wall))"
done
echo "load $(cut -d' ' -f1 /proc/loadavg)"
