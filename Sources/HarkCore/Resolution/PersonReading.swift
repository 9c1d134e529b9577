/// An entity that can say who it is as a person any app understands, so a person found in one
/// app (Contacts' "my wife") can be looked up in another (the messaging app of a request).
public protocol IntentPersonConvertible {
  /// The person the entity stands for.
  var person: IntentPerson { get }
}

/// Reads people and named properties from entities whose types are erased.
enum PersonReading {
  /// The text of the declared property `name` of `entity`, if it has one.
  static func property(_ name: String, of entity: any AppEntity) -> String? {
    func read<E: AppEntity>(_ typed: E) -> String? {
      E.properties.first { $0.name == name }?.value(of: typed).text
    }
    return read(entity)
  }

  /// The entity as a person: its own `person` when it offers one (by ``IntentPersonConvertible``
  /// or a stored `person` property), else a person named by its title and synonyms.
  static func person(of value: EntityValue) -> IntentPerson {
    if let convertible = value.entity as? any IntentPersonConvertible { return convertible.person }
    for child in Mirror(reflecting: value.entity).children where child.label == "person" {
      if let person = child.value as? IntentPerson { return person }
    }
    return IntentPerson(
      name: PersonNameComponents(displayName: value.title),
      aliases: value.entity.displayRepresentation.synonyms)
  }
}
