import Testing

@testable import HarkCore

/// The catalog's lookups by id give what searching the domains in order gives.
@Suite struct SchemaCatalogTests {
  @Test func intentsAndEntitiesAreFoundAsByTheDomainsInOrder() {
    var ids: [SchemaID] = ["nobody.adoptsThis", "messages", ""]
    for domain in SchemaCatalog.domains {
      ids += domain.intents.map(\.id) + domain.entities.map(\.id)
    }
    for id in ids {
      let intent = SchemaCatalog.domains.lazy.compactMap { $0.intents.first { $0.id == id } }.first
      let entity = SchemaCatalog.domains.lazy.compactMap { $0.entities.first { $0.id == id } }.first
      #expect(SchemaCatalog.intent(id).map { "\($0)" } == intent.map { "\($0)" }, "\(id)")
      #expect(SchemaCatalog.entity(id).map { "\($0)" } == entity.map { "\($0)" }, "\(id)")
    }
    #expect(SchemaCatalog.intent("messages.sendMessage")?.name == "sendMessage")
    #expect(SchemaCatalog.entity(.file)?.id == .file)
  }
}
