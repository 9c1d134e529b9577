/// An entity that describes itself as an ``IntentPerson``, so any app's intent can take it.
///
/// The counterpart of `IntentValueRepresentation(exporting: \.person)`.
public protocol PersonExporting {
  /// The entity as a person any app understands.
  var person: IntentPerson { get }
}

/// An entity that describes itself as a place (an event's venue, a photo's location).
public protocol PlaceExporting {
  /// The entity as a place any app understands.
  var place: PlaceDescriptor { get }
}

/// An entity that describes itself as a file (a document, a photo's image).
public protocol FileExporting {
  /// The entity as a file any app can attach.
  var file: IntentFile { get }
}

/// An entity whose content is text another app can use (a message's body as a mail's body).
public protocol TextExporting {
  /// The text the entity carries.
  var exportedText: String { get }
}

/// An entity type that takes in people from other apps: by matching the entities it has (a value
/// query), or by creating a new one.
///
/// The counterpart of App Intents' `IntentValueQuery.values(for:)` and
/// `IntentValueRepresentation(importing:)`. The Contacts app adopts it; Mail uses it to turn the
/// people it is given into recipients with addresses.
public protocol PersonImporting: AppEntity, PersonExporting {
  /// The existing entities each person stands for, best first; empty when none does.
  static func values(for people: [IntentPerson], in context: AppContext) throws -> [Self]
  /// A new entity made from `person`, saved in the app's store.
  static func importing(_ person: IntentPerson, in context: AppContext) throws -> Self
  /// Takes back an entity ``importing(_:in:)`` saved for a request that then did not run (it
  /// failed, or the person said no or asked something else): the shell leaves no half-done action.
  func removeImported(in context: AppContext) throws
}

extension PersonNameComponents {
  /// The name as a person any app understands: what an entity exports when all it has is a name.
  public var person: IntentPerson { IntentPerson(name: self) }
}

extension EntityValue {
  /// The entity as a person, when its type exports one.
  public var exportedPerson: IntentPerson? { (entity as? any PersonExporting)?.person }
  /// The entity as a place, when its type exports one.
  public var exportedPlace: PlaceDescriptor? { (entity as? any PlaceExporting)?.place }
  /// The entity as a file, when its type exports one.
  public var exportedFile: IntentFile? { (entity as? any FileExporting)?.file }
  /// The entity's text, when its type exports some.
  public var exportedText: String? { (entity as? any TextExporting)?.exportedText }
}
