import HarkCore

/// Damage the store finds (a line that does not parse, set aside to a rejects file) is found when
/// a collection is first read, which on a large store is in the middle of a command: each problem
/// is printed once, on standard error, right after the command that found it.
enum StoreWarnings {
  static func report(_ conversation: Conversation) {
    // A collection the line's fault event named is not said twice.
    for warning in conversation.environment.store.takeWarnings()
    where !conversation.reportedFaults.contains(warning) {
      Output.error("hark: \(warning)")
    }
  }
}
