/// Reads people and named properties from entities whose types are erased.
enum PersonReading {
  /// The text of the declared property `name` of `entity`, if it has one.
  static func property(_ name: String, of entity: any AppEntity) -> String? {
    func read<E: AppEntity>(_ typed: E) -> String? {
      E.properties.first { $0.name == name }?.value(of: typed).text
    }
    return read(entity)
  }

  /// The entity as a person: its own `person` when it offers one (by ``PersonExporting`` or a
  /// stored `person` property), else a person named by its title and synonyms.
  static func person(of value: EntityValue) -> IntentPerson {
    if let exporting = value.entity as? any PersonExporting { return exporting.person }
    for child in Mirror(reflecting: value.entity).children where child.label == "person" {
      if let person = child.value as? IntentPerson { return person }
    }
    return IntentPerson(
      name: PersonNameComponents(displayName: value.title),
      aliases: value.entity.displayRepresentation.synonyms)
  }
}
