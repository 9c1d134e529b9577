import Foundation
import HarkCore
import HarkGrammar

/// The shell's own commands: lines starting with `:`. Everything else is an utterance.
struct MetaCommands {
  enum Outcome { case handled, quit }

  let environment: ShellEnvironment
  let bridge: SemanticBridge?
  /// The conversation whose state (what was shown) `:explain` reads; a fresh one when nil.
  var conversation: Conversation?

  static let names = [":help", ":intents", ":explain", ":search", ":quit"]
  /// Every word `run` knows: the names and their short forms.
  static let words: Set<String> = Set(names + [":q", ":exit", ":h", ":?"])

  /// Whether `line` (trimmed) is one of the shell's own commands rather than an utterance or an
  /// answer. At a question only a command the shell knows counts, so that an answer which merely
  /// starts with a colon (“:)” as a message) is still the answer; elsewhere every `:` line is the
  /// shell's, and an unknown one gets a suggestion.
  static func isCommand(_ line: String, atQuestion: Bool) -> Bool {
    guard line.hasPrefix(":") else { return false }
    guard atQuestion else { return true }
    let word = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? line
    return words.contains(word)
  }

  static let help = """
    Type what you want in plain words, for example:
      send a message to Glow saying what movie do you recommend
      text Flare hello
      show my last message from Flare
    A question from the shell is answered by the next line; “cancel” drops it (so does Ctrl-C).
    The shell's commands still work at a question: :help shows this and asks again, :quit leaves.
    Shell commands:
      :help       this text
      :intents    what the shell can do, by app and schema, with an example each
      :explain U  how the shell reads utterance U: tokens, readings, slots, candidates, scores
      :search W   what the semantic index finds for words W, with scores
      :quit       leave (so does Ctrl-D on an empty line)
    """

  func run(_ line: String, printer: EventPrinter) -> Outcome {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    switch words.first ?? "" {
    case ":quit", ":q", ":exit": return .quit
    case ":help", ":h", ":?": Output.write(MetaCommands.help + "\n")
    case ":intents": Output.write(intents() + "\n")
    case ":search":
      guard let bridge, words.count > 1 else {
        Output.error("hark: :search needs words, e.g. :search messages about movies")
        return .handled
      }
      Output.write(SearchCommand.render(words[1], environment: environment, bridge: bridge))
    case ":explain":
      guard words.count > 1 else {
        Output.error("hark: :explain needs an utterance, as in :explain text Flare hello")
        return .handled
      }
      let explainer = conversation ?? Conversation(environment: environment)
      Output.write(explainer.analyze(words[1]).explanation + "\n")
    default:
      let command = words.first ?? line
      let hint = DidYouMean.closest(to: command, among: MetaCommands.names)
      Output.error(
        "hark: unknown shell command “\(command)”" + (hint.map { ". Did you mean \($0)?" } ?? "")
          + " (:help lists them)")
    }
    return .handled
  }

  /// What the shell can do: each app's intents by schema, with one sentence the grammars accept.
  func intents() -> String {
    var lines: [String] = []
    // Examples name someone real (not the user): the app's own person, else the address book's.
    let people = environment.apps.entityTypes(adopting: .person).compactMap { app, type in
      ((try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? [])
        .first { $0.exportedPerson?.isMe != true }
        .map { (app: app, name: $0.title) }
    }
    let addressBook = people.first { $0.app.intents.contains { $0.schema.domain == "contacts" } }
    for app in environment.apps.apps {
      lines.append("\(app.name):")
      let person = (people.first { $0.app.id == app.id } ?? addressBook ?? people.first)?.name ?? "Glow"
      let lists = ["contact": [ListValue(person)], "app": [ListValue(app.name)]]
      for intent in app.intents {
        let id = intent.schema.id.rawValue
        // The grammar's own example, a sentence a person would say; else the plainest it accepts.
        let example =
          environment.grammar.response("example", intent: id, language: .english)
          ?? MetaCommands.plainest(
            environment.grammar.samples(
              intent: id, language: .english, limit: 200, lists: lists, wildcard: "…"))
        let padded = id.padding(toLength: max(32, id.count + 2), withPad: " ", startingAt: 0)
        // An example may name a stored person: a line break in the name is shown inert.
        lines.append(TerminalText.oneLine("  \(padded)\(example.map { "“\($0)”" } ?? "(no grammar yet)")"))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func plainest(_ samples: [String]) -> String? {
    func words(_ s: String) -> [Substring] { s.split(separator: " ") }
    let plain = samples.filter { Set(words($0)).count == words($0).count }
    return (plain.isEmpty ? samples : plain).min { words($0).count < words($1).count }
  }
}
