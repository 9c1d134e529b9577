#!/usr/bin/env bash
# Installs the release build of hark for this user, like a packaged tool:
#   ~/.local/bin/hark                                     the executable
#   ~/.local/share/hark/Grammars                          the grammars (found as <bin>/../share/hark/Grammars)
#   ~/.local/share/bash-completion/completions/hark       bash completion (loaded by bash-completion)
#   ~/.local/share/zsh/site-functions/_hark               zsh completion
#   ~/.config/fish/completions/hark.fish                  fish completion
#   ~/.local/share/man/man1/hark.1                        the man page (man finds it beside ~/.local/bin)
# The completions and the man page are made by the installed binary from its flag table.
# Then it makes sure a new login shell has ~/.local/bin on its PATH, adding a line to the shell's
# start-up files only where none mentions ~/.local/bin, and says which files it changed.
# Idempotent: a second run replaces the installed files and changes no start-up file.
# Expects `swift build -c release --product hark` to have run (Scripts/setup.sh does both).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
built="$(swift build -c release --show-bin-path)/hark"
[ -x "$built" ] || { echo "install: $built is missing; run: swift build -c release --product hark" >&2; exit 1; }

# Writes standard input to $1 through a temporary file, so a failure leaves the old file whole.
write_file() {
  mkdir -p "$(dirname "$1")"
  cat >"$1.new.$$"
  mv -f "$1.new.$$" "$1"
}

install -d "$prefix/bin" "$prefix/share/hark"
install -m 0755 "$built" "$prefix/bin/hark"
rm -rf "$prefix/share/hark/.Grammars.new"
cp -R Grammars "$prefix/share/hark/.Grammars.new"
rm -rf "$prefix/share/hark/Grammars"
mv "$prefix/share/hark/.Grammars.new" "$prefix/share/hark/Grammars"

hark="$prefix/bin/hark"
"$hark" completion bash | write_file "$data/bash-completion/completions/hark"
"$hark" completion zsh | write_file "$data/zsh/site-functions/_hark"
"$hark" completion fish | write_file "$config/fish/completions/hark.fish"
"$hark" man | write_file "$prefix/share/man/man1/hark.1"
echo "install: hark $("$hark" --version | cut -d' ' -f2) in $prefix/bin, grammars in $prefix/share/hark/Grammars, completions for bash, zsh and fish, man page hark(1)" >&2

marker="# Added by Hark's Scripts/install.sh: commands installed in ~/.local/bin"
path_line='case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH"; export PATH ;; esac'
changed=()

# Appends $2… as lines to file $1 unless it already mentions .local/bin.
add_once() {
  local file="$1"
  shift
  if [ -f "$file" ] && grep -q '\.local/bin' "$file"; then return; fi
  { [ ! -s "$file" ] || echo; printf '%s\n' "$@"; } >>"$file"
  changed+=("$file")
}

# bash and sh read ~/.profile at login, but bash reads ~/.bash_profile or ~/.bash_login instead when
# one exists; interactive shells that are not login shells read only ~/.bashrc.
add_once "$HOME/.profile" "$marker" "$path_line"
for login in "$HOME/.bash_profile" "$HOME/.bash_login"; do
  if [ -f "$login" ]; then
    add_once "$login" "$marker" "$path_line"
    break
  fi
done
add_once "$HOME/.bashrc" "$marker" "$path_line"

# zsh reads none of those: ~/.zshenv gets the PATH and the folder of _hark; ~/.zshrc needs compinit.
if command -v zsh >/dev/null 2>&1; then
  zshenv="${ZDOTDIR:-$HOME}/.zshenv"
  if ! { [ -f "$zshenv" ] && grep -q 'zsh/site-functions' "$zshenv"; }; then
    {
      [ ! -s "$zshenv" ] || echo
      echo "# Added by Hark's Scripts/install.sh: commands in ~/.local/bin, zsh completions beside them"
      echo 'typeset -U path fpath; path=("$HOME/.local/bin" $path); fpath=("${XDG_DATA_HOME:-$HOME/.local/share}/zsh/site-functions" $fpath)'
    } >>"$zshenv"
    changed+=("$zshenv")
  fi
  zshrc="${ZDOTDIR:-$HOME}/.zshrc"
  if ! { [ -f "$zshrc" ] && grep -q 'compinit' "$zshrc"; }; then
    {
      [ ! -s "$zshrc" ] || echo
      echo "# Added by Hark's Scripts/install.sh: zsh's completion system"
      echo 'autoload -Uz compinit && compinit'
    } >>"$zshrc"
    echo "install: turned on zsh's completion system (compinit) in $zshrc" >&2
  fi
fi

# fish reads its own configuration; a file of its own in conf.d is added once.
if command -v fish >/dev/null 2>&1; then
  fish_path="$config/fish/conf.d/hark-path.fish"
  if [ ! -f "$fish_path" ]; then
    printf '%s\n%s\n' "# Added by Hark's Scripts/install.sh: commands installed in ~/.local/bin" \
      'contains -- $HOME/.local/bin $PATH; or set -gx PATH $HOME/.local/bin $PATH' | write_file "$fish_path"
    changed+=("$fish_path")
  fi
fi

if [ ${#changed[@]} -gt 0 ]; then
  echo "install: added ~/.local/bin to the PATH of new shells in ${changed[*]}" >&2
fi
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: this shell's PATH lacks $prefix/bin until you log in again; meanwhile run $prefix/bin/hark" >&2 ;;
esac
