/// Whether the person asked to stop the line being worked on (Ctrl-C in the interactive shell).
///
/// The core keeps no flag of its own: the executable injects the question
/// (``ShellEnvironment/cancellation``, passed on in ``AppContext/cancellation``), and work that grows
/// with the store asks it between steps — a summary's sentences, each row of its similarity matrix,
/// each small batch of sentence vectors — so a stop is seen within a step's time, and ends the
/// work with `CancellationError` before anything is written. The shell then says the line stopped.
public struct Cancellation: Sendable {
  private let requested: @Sendable () -> Bool

  /// A cancellation that asks `requested` whether to stop (it is called often: keep it cheap).
  public init(_ requested: @escaping @Sendable () -> Bool) {
    self.requested = requested
  }

  /// Never asks to stop: one-shot lines, batches and tests, which nobody interrupts but to end them.
  public static let never = Cancellation { false }

  /// Whether the work should stop now.
  public var isRequested: Bool { requested() }

  /// Throws `CancellationError` when the work should stop now.
  public func check() throws(CancellationError) {
    if requested() { throw CancellationError() }
  }
}
