import Foundation

/// One entity as the index sees it: what to embed and search, and what to filter on.
public struct IndexEntry: Sendable, Equatable {
  /// The entity's stable identifier in the store.
  public var id: String
  /// The entity type (`Message`, `Contact`, …); searches filter on it.
  public var type: String
  /// The indexed properties: name to text. Each becomes a vector and feeds the word index.
  public var fields: [String: String]
  /// Properties searches filter on before scoring (sender, folder), compared without case.
  public var filters: [String: String]
  /// The entity's date, for date-range filters.
  public var date: Date?

  /// An entry with the given identity, texts and filters.
  public init(
    id: String, type: String, fields: [String: String], filters: [String: String] = [:],
    date: Date? = nil
  ) {
    self.id = id
    self.type = type
    self.fields = fields
    self.filters = filters
    self.date = date
  }

  /// The fields in a stable order: a field's position is its number in the vector file.
  var orderedFields: [(name: String, text: String)] {
    fields.sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value) }
  }
}
