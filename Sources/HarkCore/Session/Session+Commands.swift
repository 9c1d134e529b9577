import HarkGrammar

extension Session {
  /// Runs one of the shell's own commands; what it says is an `info` event, a command that cannot
  /// run as typed a `notice`. `:quit` is the caller's (``Outcome/quit``).
  func run(_ command: ShellCommand, input: String, emit: (ShellEvent) -> Void) {
    func say(_ text: String) { emit(ShellEvent(kind: .info, input: input, text: text)) }
    func complain(_ text: String) { emit(ShellEvent(kind: .notice, input: input, text: "hark: " + text)) }
    let environment = conversation.environment
    switch command {
    case .quit: break
    case .help: say(ShellCommand.helpText)
    case .intents: say(IntentsListing.text(environment: environment))
    case .explain(let utterance): say(conversation.analyze(utterance).explanation)
    case .search(let words):
      guard let index = environment.index else {
        return complain(":search needs the semantic index, which this shell does not have")
      }
      say(SearchListing.text(words, environment: environment, index: index))
    case .open:
      // The newest file shown, opened or acted on that is a file on disk.
      guard let url = conversation.memory.recent.reversed().lazy.compactMap({ $0.exportedFile?.url }).first
      else {
        return complain(":open opens the file the shell last showed; open one first (open the budget file)")
      }
      guard let open = environment.openFile else { return complain(":open cannot open files in this shell") }
      if let problem = open(url) { return complain(problem) }
      say("Opening \(url.path) with xdg-open.")
    case .missingWords(":explain"): complain(":explain needs an utterance, as in :explain text Flare hello")
    case .missingWords: complain(":search needs words, e.g. :search messages about movies")
    case .unknown(let name):
      let hint = DidYouMean.closest(to: name, among: ShellCommand.names)
      complain(
        "unknown shell command “\(name)”" + (hint.map { ". Did you mean \($0)?" } ?? "")
          + " (:help lists them)")
    }
  }
}
