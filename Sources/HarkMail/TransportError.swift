/// Why a message could not be handed to the user's mail transport: values the shell words, each
/// carrying what the transport said so the person can act on it.
public enum TransportError: Error, Equatable, Sendable {
  /// The program is not on the search path (nor in `/usr/sbin`), or is not an executable file.
  case notFound(program: String)
  /// The program ran and refused the message: its exit status (128 + the signal's number when a
  /// signal ended it, as a shell says it) and the first non-empty line it wrote to standard error
  /// (to standard output when it wrote nothing to standard error; empty when it wrote nothing).
  case failed(program: String, status: Int32, firstLine: String)
  /// The program did not end within `seconds`; it was killed (with its process group) and reaped.
  case timedOut(program: String, seconds: Double)
  /// The program could not be started for a reason other than its absence: the system's error
  /// number (out of processes or file descriptors, an executable of another architecture).
  case couldNotStart(program: String, errno: Int32)
  /// A blind-copy address that is not a bare ASCII address (`mary@example.org`): empty, or holding
  /// a blank, a comma, a bracket or a quote. Nothing was run.
  case unusableAddress(String)
}
