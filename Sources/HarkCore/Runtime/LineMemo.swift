import Synchronization

/// What an app derives once for the line a context serves and shares between the questions the
/// line asks: a context is made for each line and app (``AppContext``), so what is kept here is
/// as fresh as the line. Files walks its folders once a line this way, where a send asked it to
/// walk them for every reading whose words might name an attachment.
public final class LineMemo: Sendable {
  private let values = Mutex<[String: any Sendable]>([:])

  public init() {}

  /// The value kept under `key`, made by `make` the first time it is asked for. A value of
  /// another type under the same key is made again and replaces it.
  public func value<Value: Sendable>(_ key: String, _ make: () throws -> Value) rethrows -> Value {
    if let kept = values.withLock({ $0[key] }) as? Value { return kept }
    let made = try make()
    values.withLock { $0[key] = made }
    return made
  }
}
