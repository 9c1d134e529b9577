/// Every flag the executable knows: the one table that the parser, `--help`, the man page and the
/// shell completions are all made from, so none of them can list a flag another does not.
enum Flag: CaseIterable, Hashable {
  // Global: they work with every command, before or after it.
  case store, now, json, grammars, help, version
  // The shell's.
  case oneShot
  // The subcommands'.
  case update, language, limit, bench, repeats, quiet, messages, seed, model

  /// The flags that work with every command.
  static let global: [Flag] = [.store, .now, .json, .grammars, .help, .version]

  /// The long spelling, or the only one for `-c`.
  var name: String {
    switch self {
    case .store: "--store"
    case .now: "--now"
    case .json: "--json"
    case .grammars: "--grammars"
    case .help: "--help"
    case .version: "--version"
    case .oneShot: "-c"
    case .update: "--update"
    case .language: "--language"
    case .limit: "--limit"
    case .bench: "--bench"
    case .repeats: "--repeat"
    case .quiet: "--quiet"
    case .messages: "--messages"
    case .seed: "--seed"
    case .model: "--model"
    }
  }

  /// A second, short spelling.
  var alias: String? { self == .help ? "-h" : nil }

  var spellings: [String] { [name] + (alias.map { [$0] } ?? []) }

  /// What the flag's value must be; nil for a switch that takes none.
  var value: ValueKind? {
    switch self {
    case .store: .directory
    case .grammars: .existingDirectory
    case .now: .time
    case .oneShot: .text
    case .language: .language
    case .limit, .repeats: .integer(minimum: 1)
    case .messages, .seed: .integer(minimum: 0)
    case .model: .choice(["e5", "minilm"])
    case .json, .help, .version, .update, .bench, .quiet: nil
    }
  }

  /// The value's name in usage lines: `--store DIR`.
  var valueName: String {
    switch self {
    case .store, .grammars: "DIR"
    case .now: "TIME"
    case .oneShot: "UTTERANCE"
    case .language: "LANG"
    case .limit, .repeats, .messages: "N"
    case .seed: "S"
    case .model: "NAME"
    case .json, .help, .version, .update, .bench, .quiet: ""
    }
  }

  /// The spellings and value as a usage line shows them: `-h, --help`, `--store DIR`.
  var synopsis: String {
    let names = ((alias.map { [$0] } ?? []) + [name]).joined(separator: ", ")
    return value == nil ? names : "\(names) \(valueName)"
  }

  /// One sentence of help; a few of them run to two.
  var help: String {
    switch self {
    case .store:
      "the store folder (default $HARK_STORE, else $XDG_DATA_HOME/hark/store, else "
        + "~/.local/share/hark/store); a folder that does not exist yet is made from the demo data"
    case .now:
      "fix the clock to an ISO-8601 time, e.g. 2026-06-09T09:41:00Z or 2026-06-09T09:41:00+02:00 ($HARK_NOW)"
    case .json: "print one JSON object per event: input, event, intent, app, parameters, text"
    case .grammars: "load the grammars from DIR (default $HARK_GRAMMARS, else the installed ones)"
    case .help: "show help (for a command: hark COMMAND --help)"
    case .version: "show the version"
    case .oneShot: "run one utterance and exit"
    case .update: "rewrite each transcript with what the shell says now"
    case .language: "only sentences in this language (en, zh)"
    case .limit: "list at most N sentences (default 20)"
    case .bench: "add speed figures"
    case .repeats: "grade the corpus N times (with --bench)"
    case .quiet: "do not list the failures"
    case .messages: "make N synthetic messages instead of the demo data"
    case .seed: "the seed of the synthetic messages (default 1)"
    case .model:
      "index with this sentence model: e5 (multilingual-e5-small) or minilm (all-MiniLM-L6-v2); "
        + "without it the index keeps its model, or takes e5 when the store holds text MiniLM cannot read"
    }
  }

  /// The flag spelled `word` (`--store`, `-h`), if any.
  init?(spelling word: String) {
    guard let flag = Flag.allCases.first(where: { $0.spellings.contains(word) }) else { return nil }
    self = flag
  }
}
