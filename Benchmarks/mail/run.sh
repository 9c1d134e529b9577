#!/usr/bin/env bash
# The mail benchmark (issue 30, Build item 2): a 100,000-message Maildir (make-maildir.py,
# deterministic: 2-8 KB messages, one in eight with an attachment, one in six in Chinese), in the
# same run:
#   (a) indexing: `notmuch new` into a database of its own against `hark-mail-bench index`
#       (NotmuchIndex.refresh into a fresh database, as Hark keeps one in its cache folder):
#       messages per second and the ratio;
#   (b) a cold one-shot find: a fresh `hark-mail-bench find …` process (NotmuchIndex opened
#       read-only, MailQuery searched, 20 newest messages with their headers and tags) against a
#       fresh `notmuch search --limit=20 …` process with the same query string on the same
#       database (Hark's), timed as whole processes (Benchmarks/startup/timer.py: median of
#       RUNS after one uncounted run; wall and CPU).
#
#   Benchmarks/mail/run.sh [RUNS]
#
# RUNS defaults to 11. The Maildir is made once into $BENCH_DIR/hark-mail-bench (default /tmp)
# and kept; both databases are made again on every run. notmuch runs with NOTMUCH_CONFIG naming
# a config written here (HOME under the work folder), so no one's own configuration is read.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=${1:-11}
work=${BENCH_DIR:-${TMPDIR:-/tmp}}/hark-mail-bench
count=${MAIL_MESSAGES:-100000}
timer="python3 $root/Benchmarks/startup/timer.py"
mkdir -p "$work"
command -v notmuch >/dev/null || { echo "notmuch is not installed (apt-get install notmuch)" >&2; exit 1; }

(cd "$root" && swift build -c release --product hark-mail-bench 2>&1 | tail -1)
bench="$(cd "$root" && swift build -c release --show-bin-path)/hark-mail-bench"

maildir="$work/maildir-$count"
if [ ! -d "$maildir" ]; then
  echo "making $count messages in $maildir" >&2
  rm -rf "$maildir.tmp"
  python3 "$root/Benchmarks/mail/make-maildir.py" "$maildir.tmp" "$count"
  mv "$maildir.tmp" "$maildir"
fi
# Every file read once before either indexer runs, so neither pays for the disk alone.
find "$maildir" -type f -print0 | xargs -0 cat > /dev/null

home="$work/notmuch-home"
notmuch_db="$work/notmuch-db"
hark_db="$work/hark-db"
mkdir -p "$home"
cat > "$home/config" <<CONFIG
[database]
path=$notmuch_db
mail_root=$maildir
[new]
tags=unread;inbox;
[maildir]
synchronize_flags=true
CONFIG
# notmuch search on Hark's database: the path alone, the mail root is recorded in it.
printf '[database]\npath=%s\n' "$hark_db" > "$home/hark-config"
notmuch_env=(env HOME="$home" NOTMUCH_CONFIG="$home/config" LANG=C.UTF-8 TZ=UTC)
search_env=(env HOME="$home" NOTMUCH_CONFIG="$home/hark-config" LANG=C.UTF-8 TZ=UTC)

echo "(a) indexing $count messages" >&2
rm -rf "$notmuch_db" "$hark_db"
mkdir -p "$notmuch_db"
start=$(date +%s%N)
"${notmuch_env[@]}" notmuch new --quiet
notmuch_ms=$(( ($(date +%s%N) - start) / 1000000 ))
notmuch_count=$("${notmuch_env[@]}" notmuch count '*')
start=$(date +%s%N)
hark_said=$("$bench" index "$maildir" "$hark_db")
hark_ms=$(( ($(date +%s%N) - start) / 1000000 ))
hark_count=$("${search_env[@]}" notmuch count '*')
echo "notmuch new: $notmuch_count messages; hark: $hark_said; notmuch count on Hark's database: $hark_count" >&2
printf 'indexer\tms\tmessages/s\n'
printf 'notmuch new\t%s\t%s\n' "$notmuch_ms" "$(( notmuch_count * 1000 / notmuch_ms ))"
printf 'hark-mail-bench index\t%s\t%s\n' "$hark_ms" "$(( hark_count * 1000 / hark_ms ))"
python3 -c "print(f'indexing, hark / notmuch new: {$notmuch_ms / $hark_ms:.2f}x the rate')"
# A second refresh with nothing changed: what keeping the index current costs before a search.
start=$(date +%s%N)
again=$("$bench" index "$maildir" "$hark_db")
echo "hark refresh, nothing changed: $again, $(( ($(date +%s%N) - start) / 1000000 )) ms (whole process)"

echo "(b) cold one-shot finds, $runs runs each" >&2
# The week of the benchmark's mailbox: Monday 30 November to Sunday 6 December 2026 (UTC).
week=(--since 1795996800 --until 1796601599)
queries=(
  "from:mary tickets|--from mary --word tickets"
  "unread this week|--unread ${week[*]}"
  "attachment from priya|--attachment --from priya"
  "机票 in a subject|--subject 机票"
)
printf 'query\tprocess\twall ms (median)\tCPU ms (median)\tmin wall ms\n'
for entry in "${queries[@]}"; do
  label=${entry%%|*}
  read -r -a flags <<< "${entry#*|}"
  query=$("$bench" query "${flags[@]}")
  hark_found=$("$bench" find "$maildir" "$hark_db" "${flags[@]}" | tail -1)
  notmuch_found=$("${search_env[@]}" notmuch search --output=messages --limit=20 "$query" | wc -l)
  echo "$label: notmuch query '$query'; hark: $hark_found, notmuch: $notmuch_found messages" >&2
  hark_row=$($timer "$runs" "hark-mail-bench find" -- "$bench" find "$maildir" "$hark_db" "${flags[@]}")
  notmuch_row=$("${search_env[@]}" $timer "$runs" "notmuch search" -- notmuch search --limit=20 "$query")
  printf '%s\t%s\n%s\t%s\n' "$label" "$hark_row" "$label" "$notmuch_row"
  hark_wall=$(echo "$hark_row" | cut -f2)
  notmuch_wall=$(echo "$notmuch_row" | cut -f2)
  python3 -c "print(f'$label: notmuch search / hark: {float($notmuch_wall) / float($hark_wall):.1f}x (wall, medians)')"
done
echo "load $(cut -d' ' -f1 /proc/loadavg)"
