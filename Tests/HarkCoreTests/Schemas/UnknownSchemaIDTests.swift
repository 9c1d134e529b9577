import Testing

@testable import HarkCore

/// The catalog rejects an id it does not have, saying where it was written and what it likely meant,
/// rather than standing an empty intent in for it.
@Suite struct UnknownSchemaIDTests {
  @Test(arguments: [
    ("mail.replyMial" as SchemaID, UnknownSchemaID.Kind.intent, "mail.replyMail" as SchemaID?),
    ("messages.sendMesage", .intent, "messages.sendMessage"),
    ("messages.sendWhistle", .intent, nil),
    ("photos.assett", .entity, "photos.asset"),
    ("contacts.persons", .entity, "contacts.person"),
  ])
  func anUnknownIDIsAnErrorNamingItsPlaceAndTheIDItMeant(
    id: SchemaID, kind: UnknownSchemaID.Kind, meant: SchemaID?
  ) throws {
    let place = "Grammars/mail/en.yaml:4:3"
    let error = try #require(
      #expect(throws: UnknownSchemaID.self) {
        switch kind {
        case .intent: _ = try SchemaCatalog.intent(id, writtenAt: place)
        case .entity: _ = try SchemaCatalog.entity(id, writtenAt: place)
        }
      })
    #expect(error.id == id)
    #expect(error.nearest == meant)
    #expect(error.description.hasPrefix("\(place): no schema \(kind.rawValue) is called “\(id)”"))
  }

  @Test func aKnownIDIsTheCatalogsSchema() throws {
    #expect(try SchemaCatalog.intent(.replyMail, writtenAt: "here").id == .replyMail)
    #expect(try SchemaCatalog.entity(.asset, writtenAt: "here").id == .asset)
  }

  @Test func anAppAdoptingAnUnknownIntentIsRejectedWithItsAppAndType() {
    let unknown = AppRegistry([WhistleApp()]).unknownSchemaIDs
    #expect(
      unknown.map(\.description) == [
        "Whistle: WhistleIntent: no schema intent is called “messages.sendWhistle”",
        "Whistle: MisspeltIntent: no schema intent is called “mail.replyMial”; did you mean “mail.replyMail”?",
      ])
  }

  @Test func anIntentNamedOutsideTheCatalogKeepsTheIDAsWritten() {
    // It used to become `unknown.mail.replyMial`, which no check named as the app wrote it.
    #expect(SchemaIntent.named("mail.replyMial").id == "mail.replyMial")
    #expect(SchemaIntent.named(.replyMail) == SchemaCatalog.intent(.replyMail))
  }

  @Test func anAppAdoptingCatalogIDsIsNotRejected() {
    #expect(AppRegistry([CourierApp()]).unknownSchemaIDs.isEmpty)
  }
}
