/// The text of `hark --help`.
enum Help {
  static let text = """
    hark: a natural-language command shell for your messages, mail, calendar, files and photos.

    Usage:
      hark [flags]                 interactive shell on a terminal; one utterance per line when piped
      hark -c "<utterance>"        run one utterance and exit
      hark test [--update] [PATH…] replay transcripts (default: every one under Transcripts/)
      hark check                   check every grammar and registered app
      hark sample <intent>         list sentences the grammars accept for a schema intent
      hark conformance <file>      grade the matcher on an exported Home Assistant corpus
      hark parse [UTTERANCE…]      show how lines are understood, without running anything
      hark search "<words>"        what the semantic index finds, with scores
      hark index                   rebuild the semantic index (Ctrl-C stops; run again to resume)
      hark demo-store DIR [--messages N]
                                   make a demo store in DIR (N synthetic messages)

    Global flags (before or after the subcommand):
      --store DIR      the store folder (default $HARK_STORE, else $XDG_DATA_HOME/hark,
                       else ~/.local/share/hark); a folder that does not exist yet is
                       created from the bundled demo data
      --now TIME       fix the clock to an ISO-8601 time, e.g. 2026-06-09T09:41:00Z ($HARK_NOW)
      --json           print one JSON object per event: input, event, intent, app,
                       parameters, text (and parameter, choices for questions)
      --grammars DIR   load grammars from DIR (default $HARK_GRAMMARS, else the bundled ones)
      -h, --help       show this help
      --version        show the version

    In the shell, lines starting with “:” are the shell's own: :help, :intents, :search, :quit.
    Exit status: 0 when every utterance was understood and done, 1 otherwise, 2 for usage errors.
    """
}
