/// One shell session's lines, handled the same way by every front end: the interactive shell,
/// piped batches and `-c`, and transcripts.
///
/// The session decides what a line is — blank, one of the shell's own commands (``ShellCommand``),
/// or an utterance or answer for the ``Conversation`` — and says everything as events: a command's
/// answer (`info`), the question asked again after a command typed at it, and the store's
/// warnings after each line (`notice`). Front ends keep only their input (a terminal, standard
/// input, a file) and their printing; what a line means cannot differ between them.
public final class Session {
  /// What the caller does after a line.
  public enum Outcome: Sendable, Equatable {
    /// The line was blank: nothing was said (not added to history, not counted as a line).
    case blank
    /// The line was handled: an utterance, an answer or a shell command.
    case handled
    /// `:quit`: the caller ends the session with ``endOfInput(emit:)`` and reads no more lines.
    case quit
  }

  /// The dialogue behind the session.
  public let conversation: Conversation
  /// The question the shell last asked, asked again after a shell command typed at it.
  private var question: ShellEvent?

  /// A session over `conversation`; `:search` uses its environment's semantic index.
  public init(conversation: Conversation) {
    self.conversation = conversation
  }

  /// Whether the next line answers a question (the interactive shell's prompt shows it).
  public var isAwaitingAnswer: Bool { conversation.isAwaitingAnswer }

  /// Handles one line as typed: trimmed, a blank line ignored, a shell command run (and a pending
  /// question asked again), anything else sent to the conversation; then the store's warnings.
  public func handle(_ line: String, emit: (ShellEvent) -> Void) -> Outcome {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .blank }
    let atQuestion = conversation.isAwaitingAnswer
    if ShellCommand.isCommand(trimmed, atQuestion: atQuestion) {
      let command = ShellCommand(trimmed)
      // `:quit` ends the session: a pending question goes unanswered (``endOfInput(emit:)``).
      if command == .quit { return .quit }
      run(command, input: trimmed, emit: emit)
      if atQuestion, let question { emit(question) }
    } else {
      conversation.respond(to: trimmed) { event in
        if event.kind == .question { question = event }
        emit(event)
      }
    }
    reportWarnings(input: trimmed, emit: emit)
    return .handled
  }

  /// Input ended (Ctrl-D, the end of a batch, `:quit`): a pending question goes unanswered.
  public func endOfInput(emit: (ShellEvent) -> Void) {
    conversation.endOfInput(emit: emit)
  }

  /// Ctrl-C at a question: it is dropped and nothing is done.
  public func cancelPendingQuestion(emit: (ShellEvent) -> Void) {
    conversation.cancelPendingQuestion(emit: emit)
  }

  /// Damage the store found (a line that does not parse, set aside to a rejects file) is found
  /// when a collection is first read, which on a large store is in the middle of a line: each
  /// problem is said once, right after the line that found it.
  private func reportWarnings(input: String, emit: (ShellEvent) -> Void) {
    // A collection the line's fault event named is not said twice.
    for warning in conversation.environment.store.takeWarnings()
    where !conversation.reportedFaults.contains(warning) {
      emit(ShellEvent(kind: .notice, input: input, text: "hark: \(warning)"))
    }
  }
}
