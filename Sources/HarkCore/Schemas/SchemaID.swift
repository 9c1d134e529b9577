import HarkGrammar

/// The qualified name of a schema intent or entity, `messages.sendMessage` or `contacts.person`:
/// HarkGrammar's type, named here too so the apps and the shell see it through HarkCore. The
/// catalog's ids are its constants (`SchemaCatalog+IDs.swift`).
public typealias SchemaID = HarkGrammar.SchemaID
