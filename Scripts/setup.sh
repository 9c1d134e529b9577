#!/usr/bin/env bash
# Installs what Hark needs on a fresh Debian machine with the Swift toolchain, builds it, and
# installs it for this user (Scripts/install.sh: ~/.local/bin/hark, its grammars, bash, zsh and fish
# completion and the man page, and ~/.local/bin on the PATH of new login shells).
# Idempotent: a second run installs no package and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
# bash-completion and man-db make Tab completion and `man hark` work in a new login shell.
for pkg in libedit-dev libopenblas-dev libical-dev khal radicale libcurl4-openssl-dev libgmime-3.0-dev \
  libnotmuch-dev notmuch libmagic-dev khard neomutt msmtp python3-pip bash-completion man-db todotxt-cli \
  libmpdclient-dev mpd mpc xdg-user-dirs libglib2.0-bin libpoppler-glib-dev poppler-utils zlib1g-dev \
  libvips-dev libexif-dev libimage-exiftool-perl xdg-utils gvfs dbus-daemon; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi

# The sentence-embedding model for the semantic index (optional: the shell works without it).
if [ -x Scripts/semantic/install-model.sh ] || [ -f Scripts/semantic/install-model.sh ]; then
  bash Scripts/semantic/install-model.sh >&2 || echo "setup: the embedding model was not installed; semantic search falls back to lexical" >&2
fi

swift build -c release --product hark >&2
bash Scripts/install.sh
