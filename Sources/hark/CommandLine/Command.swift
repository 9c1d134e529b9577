/// The executable's commands, with the flags and arguments each takes: with `Flag`, the one table
/// that the parser, `--help`, the man page and the completions are made from.
enum Command: String, CaseIterable {
  /// `hark` with no command: the interactive shell, or a batch when standard input is not a terminal.
  case shell
  case test, check, sources, apps, sample, conformance, parse, search, index
  case demoStore = "demo-store"
  case importEvents = "import-events"
  case importMail = "import-mail"
  case importContacts = "import-contacts"
  case completion, man, help

  /// The commands named on the command line (the shell is the one without a name).
  static let named: [Command] = allCases.filter { $0 != .shell }

  /// The word that names it; `hark` itself for the shell.
  var name: String { self == .shell ? "hark" : rawValue }

  /// The command's own flags; the global ones (`Flag.global`) work with every command.
  var flags: [Flag] {
    switch self {
    case .shell: [.oneShot]
    case .test: [.update]
    case .sample: [.language, .limit]
    case .conformance: [.bench, .repeats, .quiet]
    case .demoStore: [.messages, .seed]
    case .index: [.model]
    case .check, .sources, .apps, .importEvents, .importMail, .importContacts, .parse, .search, .completion,
      .man,
      .help:
      []
    }
  }

  /// Every flag that works with this command: its own, then the global ones.
  var allFlags: [Flag] { flags + Flag.global }

  /// The arguments that are not flags.
  var arguments: Arguments {
    switch self {
    case .shell, .sources, .importEvents, .importMail, .importContacts, .index, .man: .none
    case .check: .many(name: "MANIFEST", atLeast: 0, kind: .file)
    case .apps: .many(name: "list|install DIR|trust ID|remove ID", atLeast: 0, kind: .text)
    case .test: .many(name: "PATH", atLeast: 0, kind: .path)
    case .sample: .one(name: "INTENT", required: false, kind: .text)
    case .conformance: .one(name: "CORPUS", required: true, kind: .file)
    case .parse: .many(name: "UTTERANCE", atLeast: 0, kind: .text)
    case .search: .many(name: "WORDS", atLeast: 1, kind: .text)
    case .demoStore: .one(name: "DIR", required: true, kind: .directory)
    case .completion: .one(name: "SHELL", required: true, kind: .choice(["bash", "zsh", "fish"]))
    case .help: .one(name: "COMMAND", required: false, kind: .choice(Command.named.map(\.rawValue)))
    }
  }

  /// One line saying what it does.
  var summary: String {
    switch self {
    case .shell: "the interactive shell on a terminal; one utterance per line when piped"
    case .test: "replay transcripts (default: every one under Transcripts/)"
    case .check: "check every grammar and registered app, and the manifests of apps from outside"
    case .apps:
      "list, install (hark apps install DIR), allow to run (hark apps trust ID) or remove (hark apps remove ID) apps from outside"
    case .sources:
      "list the calendars, address books and mail in use and why (sources files, tools' configs, the store)"
    case .sample: "list sentences the grammars accept for a schema intent"
    case .conformance: "grade the matcher on an exported Home Assistant corpus"
    case .parse: "show how lines are understood, without running anything"
    case .search: "what the semantic index finds, with scores"
    case .index: "rebuild the semantic index (Ctrl-C stops; run again to resume)"
    case .demoStore: "make a demo store in DIR"
    case .importEvents:
      "write an older store's events (calendar/events.jsonl) into the calendar as .ics files"
    case .importContacts:
      "write an older store's contacts (contacts/people.jsonl) into the address book as .vcf files"
    case .importMail:
      "write an older store's mail (mail/messages.jsonl, drafts.jsonl) into the Maildir as MIME messages"
    case .completion: "print the bash, zsh or fish completion script"
    case .man: "print the hark(1) man page (roff)"
    case .help: "show help, for one command or all"
    }
  }

  /// The usage line: `hark conformance [--bench] [--repeat N] [--quiet] CORPUS`.
  var usage: String {
    var parts = self == .shell ? ["hark"] : ["hark", rawValue]
    parts += flags.map { "[\($0.synopsis)]" }
    switch arguments {
    case .none: break
    case .one(let name, let required, _): parts.append(required ? name : "[\(name)]")
    case .many(let name, let atLeast, _): parts.append(atLeast > 0 ? "\(name)…" : "[\(name)…]")
    }
    return parts.joined(separator: " ")
  }

  /// The arguments a command takes besides flags.
  enum Arguments: Equatable {
    case none
    case one(name: String, required: Bool, kind: ValueKind)
    case many(name: String, atLeast: Int, kind: ValueKind)

    var kind: ValueKind? {
      switch self {
      case .none: nil
      case .one(_, _, let kind), .many(_, _, let kind): kind
      }
    }

    var name: String? {
      switch self {
      case .none: nil
      case .one(let name, _, _), .many(let name, _, _): name
      }
    }
  }
}
