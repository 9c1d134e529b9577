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

  /// Every id constant, as the catalog's files declare them: the table is the other half of the
  /// check, so a constant without a schema, or a schema without a constant, fails.
  static let constants: [(SchemaID, isIntent: Bool)] = [
    (.person, false), (.message, false), (.conversation, false), (.mailMessage, false), (.draft, false),
    (.event, false), (.file, false), (.asset, false), (.album, false), (.call, false), (.playlist, false),
    (.artist, false), (.song, false), (.task, false),
    (.sendMessage, true), (.draftMessage, true), (.editSentMessage, true), (.unsendMessage, true),
    (.setMessageReadStatus, true), (.findMessages, true), (.openConversation, true), (.findContact, true),
    (.createContact, true), (.createDraft, true), (.updateDraft, true), (.sendDraft, true),
    (.deleteDraft, true), (.replyMail, true), (.forwardMail, true), (.deleteMail, true), (.findMail, true),
    (.createEvent, true), (.deleteEvents, true), (.updateEvent, true), (.findEvents, true),
    (.openFile, true), (.renameFile, true), (.findFiles, true), (.deleteFiles, true), (.openAsset, true),
    (.createAlbum, true), (.addAssetsToAlbum, true), (.setFilter, true), (.findAssets, true),
    (.deleteAssets, true), (.startCall, true), (.playAudio, true), (.summarize, true),
    (.explainText, true), (.getReviews, true), (.playSongs, true), (.pause, true), (.resume, true),
    (.nextTrack, true), (.previousTrack, true), (.stopAudio, true), (.nowPlaying, true), (.setVolume, true),
    (.addToPlaylist, true),
    (.createTask, true), (.completeTask, true), (.findTasks, true),
  ]

  @Test(arguments: constants)
  func everyIDConstantNamesASchemaOfItsKind(id: SchemaID, isIntent: Bool) {
    #expect((isIntent ? SchemaCatalog.intent(id)?.id : SchemaCatalog.entity(id)?.id) == id)
  }

  @Test func everySchemaOfTheCatalogHasAnIDConstant() {
    let intents = SchemaCatalog.domains.flatMap { $0.intents.map(\.id) }
    let entities = SchemaCatalog.domains.flatMap { $0.entities.map(\.id) }
    #expect(Set(intents) == Set(Self.constants.filter(\.isIntent).map(\.0)))
    #expect(Set(entities) == Set(Self.constants.filter { !$0.isIntent }.map(\.0)))
    #expect(intents.count + entities.count == Self.constants.count)
  }

  @Test(arguments: [("messages.sendMessage", "messages", "sendMessage"), ("files.file", "files", "file")])
  func anIDSplitsIntoItsDomainAndName(id: SchemaID, domain: String, name: String) {
    #expect(id.domain == domain[...])
    #expect(id.name == name[...])
  }

  /// Whom a request's summary says it goes to ("to Dana") rather than is with: the catalog's
  /// roles, which replace a list of parameter names in the wording.
  static let recipients: Set<String> = [
    "messages.sendMessage destination", "messages.draftMessage destination", "mail.createDraft to",
    "mail.createDraft cc", "mail.createDraft bcc", "mail.forwardMail to",
  ]

  @Test(arguments: SchemaCatalog.domains.flatMap(\.intents))
  func recipientsAreThePeopleARequestGoesTo(intent: SchemaIntent) {
    for parameter in intent.parameters {
      let isRecipient = Self.recipients.contains("\(intent.id) \(parameter.name)")
      #expect((parameter.role == .recipient) == isRecipient, "\(intent.id) \(parameter.name)")
      if parameter.role != nil {
        #expect(parameter.type == .entity(.person), "\(intent.id) \(parameter.name) has a role")
      }
    }
  }
}
