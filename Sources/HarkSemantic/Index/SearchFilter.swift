import Foundation

/// What a search is limited to, applied before any scoring.
public struct SearchFilter: Sendable {
  /// Only entities of this type.
  public var type: String?
  /// Only entities whose filter properties have these values (compared without case).
  public var properties: [String: String]
  /// Only entities dated on or after this.
  public var from: Date?
  /// Only entities dated on or before this.
  public var to: Date?
  /// Only entities whose identifiers pass this test.
  public var identifiers: (@Sendable (String) -> Bool)?

  /// A filter; every part defaults to "no limit".
  public init(
    type: String? = nil, properties: [String: String] = [:], from: Date? = nil, to: Date? = nil,
    identifiers: (@Sendable (String) -> Bool)? = nil
  ) {
    self.type = type
    self.properties = properties
    self.from = from
    self.to = to
    self.identifiers = identifiers
  }

  var isEmpty: Bool {
    type == nil && properties.isEmpty && from == nil && to == nil && identifiers == nil
  }
}
