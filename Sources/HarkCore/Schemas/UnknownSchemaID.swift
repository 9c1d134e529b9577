/// An id the catalog does not have, with the place it was written: what the catalog answers
/// instead of an intent or entity nobody can reach.
///
/// The place is `messages/en.yaml:12:3` for a grammar file and `UnicornChat: SendMessageIntent`
/// for an app's Swift type, so the message says where to fix it.
public struct UnknownSchemaID: Error, Sendable, Hashable, CustomStringConvertible {
  /// Whether the id was meant as an intent or an entity.
  public enum Kind: String, Sendable, Hashable {
    case intent, entity
  }

  /// The id as written.
  public let id: SchemaID
  public let kind: Kind
  /// Where it was written.
  public let place: String
  /// The catalog's id of the same kind it most likely meant (a few edits away), if any.
  public let nearest: SchemaID?

  public init(id: SchemaID, kind: Kind, place: String) {
    self.id = id
    self.kind = kind
    self.place = place
    nearest = SchemaCatalog.nearest(to: id, kind: kind)
  }

  /// `no schema intent is called “mail.replyMial”; did you mean “mail.replyMail”?`
  public var message: String {
    var text = "no schema \(kind.rawValue) is called “\(id)”"
    if let nearest { text += "; did you mean “\(nearest)”?" }
    return text
  }

  /// The message after the place: `messages/en.yaml:12:3: no schema intent is called …`.
  public var description: String { "\(place): \(message)" }
}

extension SchemaCatalog {
  /// The catalog's intent `id`, or the error naming `place` when it has none.
  public static func intent(_ id: SchemaID, writtenAt place: String) throws(UnknownSchemaID) -> SchemaIntent {
    guard let intent = intent(id) else { throw UnknownSchemaID(id: id, kind: .intent, place: place) }
    return intent
  }

  /// The catalog's entity `id`, or the error naming `place` when it has none.
  public static func entity(_ id: SchemaID, writtenAt place: String) throws(UnknownSchemaID) -> SchemaEntity {
    guard let entity = entity(id) else { throw UnknownSchemaID(id: id, kind: .entity, place: place) }
    return entity
  }

  /// The catalog's id of `kind` closest to `id` by edit distance of the name after the domain
  /// (at most a third of its letters, one to three), preferring `id`'s own domain.
  static func nearest(to id: SchemaID, kind: UnknownSchemaID.Kind) -> SchemaID? {
    let ids =
      kind == .intent
      ? domains.flatMap { $0.intents.map(\.id) } : domains.flatMap { $0.entities.map(\.id) }
    let said = id.name.lowercased()
    let close = ids.compactMap { candidate -> (id: SchemaID, distance: Int)? in
      let limit = max(1, min(3, candidate.name.count / 3))
      guard let distance = NameMatcher.editDistance(said, candidate.name.lowercased(), limit: limit) else {
        return nil
      }
      return (candidate, distance * 2 + (candidate.domain == id.domain ? 0 : 1))
    }
    return close.min { $0.distance < $1.distance }?.id
  }
}
