#!/usr/bin/env bash
# Issue 11 item 6: states the shell could not leave. (a) A derived store index out of step with its
# collection (a line moved in place) made every read fail "derived index is stale" for ever. (b)
# SIGKILL during demo-store creation left a folder the shell said to make with `hark demo-store DIR`,
# which refused it as not empty. (c) A read-only store with one torn line could not be read at all.
# (d) "moved to …rejects" was printed when the move failed.
source "$(dirname "$0")/../lib.sh" "$@"
# (a) A large store (served from its derived index), one line moved from the start to the end.
store=$work/large
"$hark" demo-store "$store" --messages 20000 >/dev/null 2>&1 || fail "demo-store --messages failed"
before=$(HARK_STORE=$store "$hark" -c "show my messages with Flare" 2>&1)
python3 - "$store/unicornchat/messages.jsonl" <<'PY'
import sys
path = sys.argv[1]
with open(path, "rb") as f: lines = f.read().split(b"\n")[:-1]
moved = [lines[0]] + lines[2:] + [lines[1]]
with open(path, "r+b") as f: f.write(b"\n".join(moved) + b"\n")   # same file, same size
PY
after=$(HARK_STORE=$store "$hark" -c "show my messages with Flare" 2>&1)
again=$(HARK_STORE=$store "$hark" -c "show my messages with Flare" 2>&1)
grep -qi "stale" <<<"$after$again" && fail "(a) a read still fails: $(grep -i stale <<<"$after" | head -1)"
[[ $(grep -c '“' <<<"$after") -gt 0 && $(grep -c '“' <<<"$after") -eq $(grep -c '“' <<<"$before") ]] ||
  fail "(a) messages with Flare differ after the index was rebuilt"
# (b) Kill demo-store creation while it writes: as soon as its first folder appears (the store
# itself, or the hidden folder it is built in), and a little later. The next start must give a usable
# store and leave nothing of the interrupted creation behind.
interrupted=0
for delay in 0 0.02 0.1 0.3; do
  target=$work/made-$delay
  "$hark" demo-store "$target" --messages 200000 >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 3000); do
    [[ -e "$target" ]] && break
    compgen -G "$work/.made-$delay.hark-new-*" >/dev/null && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.005
  done
  sleep "$delay"; kill -KILL "$pid" 2>/dev/null && interrupted=$((interrupted + 1)); wait "$pid" 2>/dev/null
  [[ -e "$target" && ! -f "$target/hark-store.json" ]] && fail "(b) a half-made store at $target (killed ${delay}s into writing)"
  out=$(HARK_STORE=$target "$hark" -c "text Glow after the crash" 2>&1)
  grep -q "Sent to Glow" <<<"$out" || fail "(b) the next start after a kill ${delay}s into writing failed: $out"
  compgen -G "$work/.made-$delay.hark-new-*" >/dev/null && fail "(b) the interrupted build's folder was left behind"
done
target=$work/made-again
"$hark" demo-store "$target" --messages 200000 >/dev/null 2>&1 &
pid=$!
until [[ -e "$target" ]] || compgen -G "$work/.made-again.hark-new-*" >/dev/null || ! kill -0 "$pid" 2>/dev/null; do sleep 0.005; done
kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
"$hark" demo-store "$target" >/dev/null 2>&1 || fail "(b) hark demo-store refused the folder after a kill"
# (c) A read-only store with a torn last line: readable, the damage reported, nothing claimed moved.
# Root ignores permission bits, so the reader runs as nobody over a store it may read but not write.
store=$work/readonly
make_store "$store"
printf '{"id":"torn","fields":{"conversation":"conv-glow","bo' >>"$store/unicornchat/messages.jsonl"
chmod 755 "$work"; chmod -R a+rX,go-w "$store"
as_reader=()
if [[ $(id -u) -eq 0 ]]; then as_reader=(setpriv --reuid=65534 --regid=65534 --clear-groups); else chmod -R a-w "$store"; fi
out=$(HARK_STORE=$store HOME=/tmp "${as_reader[@]}" "$hark" -c "show my messages with Glow" 2>&1)
grep -q "“" <<<"$out" || fail "(c) the read-only store could not be read: $out"
grep -q "cut short" <<<"$out" || fail "(c) the torn line was not reported"
grep -q "moved to" <<<"$out" && fail "(c) claims a line was moved: $(grep 'moved to' <<<"$out")"
[[ -s "$store/unicornchat/messages.rejects" ]] && fail "(c) something was written to the rejects file"
# (d) The rejects file cannot be written (a folder in its place): the warning must not say moved.
store=$work/rejects
make_store "$store"
sed -i '3s/.*/this line is garbage/' "$store/unicornchat/messages.jsonl"
mkdir "$store/unicornchat/messages.rejects"
out=$(HARK_STORE=$store "$hark" -c "show my messages with Glow" 2>&1)
grep -q "moved to" <<<"$out" && fail "(d) claims a move that failed: $(grep 'moved to' <<<"$out")"
grep -q "left in place" <<<"$out" || fail "(d) the damaged line was not reported: $out"
grep -q "“" <<<"$out" || fail "(d) the rest could not be read"
finish "(a) a line moved in place in a 20,000-message store: the stale derived index rebuilt itself, same answers; (b) demo-store killed while writing ($interrupted kills, 0-0.3 s after its first folder appeared, +1 then re-run as hark demo-store DIR): the next start made a working store, no half-made folder, no leftovers; (c) a read-only store with a torn line read as nobody: read, reported, nothing claimed moved or written; (d) rejects file unwritable: 'left in place', never 'moved to'"
