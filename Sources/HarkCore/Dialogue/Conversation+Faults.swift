import HarkGrammar
import HarkStore

/// Store faults: a collection that cannot be read at all (a link, a FIFO or a folder in its place)
/// makes a lookup find nothing; the line's failure is then the store's, and is said as such, once.
extension Conversation {
  /// `event` as a fault when it is a failure (an error, or nothing understood) and the store has a
  /// collection it could not read, not yet reported; else `event` unchanged.
  func asFault(_ event: ShellEvent) -> ShellEvent {
    guard event.kind == .error || event.kind == .unknown else { return event }
    let unreadable = environment.store.warnings.filter { warning in
      guard case .unreadable = warning.problem else { return false }
      return !reportedFaults.contains(warning)
    }
    guard let first = unreadable.first, case .unreadable(let error) = first.problem else { return event }
    reportedFaults += unreadable
    var fault = event
    fault.kind = .fault
    let language = Language.guess(event.input)
    let reason = FailureWording(phrases: phrases).reason(error, language: language)
    fault.text = phrases.say(.storeFault, language: language, ["file": first.file, "reason": reason])
    return fault
  }
}
