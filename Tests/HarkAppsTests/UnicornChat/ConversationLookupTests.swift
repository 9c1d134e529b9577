import Foundation
import HarkCore
import Testing

@testable import HarkApps
@testable import HarkStore

/// A send finds its conversation by recipients, and a find for someone's last message reads their
/// messages by author: from the store's index on a large store, by reading the collection whole on a
/// small one, with the same answers either way.
@Suite struct ConversationLookupTests {
  static let now = Date(timeIntervalSince1970: 1_781_000_000)

  /// A demo store with a group conversation whose recipients were written unsorted (by hand, or by
  /// another program), and `padding` more one-to-one conversations and messages of other contacts:
  /// enough padding makes both files large enough to be served from the store's index.
  static func store(padding: Int) throws -> Store {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-lookup-\(UUID().uuidString)")
    var seeds = SampleApps.demoSeeds(now: now)
    let chat = try #require(seeds.firstIndex { $0.app == "unicornchat" && $0.collection == "conversations" })
    seeds[chat].records.append(
      UnicornConversation(
        id: "conv-herd", recipients: ["glow", "bubbles", "flare"], displayName: "The herd", isRead: true,
        dateLastActive: now.addingTimeInterval(-60)
      ).record)
    let messages = try #require(seeds.firstIndex { $0.app == "unicornchat" && $0.collection == "messages" })
    for number in 0..<padding {
      seeds[chat].records.append(
        UnicornConversation(
          id: "conv-pad\(number)", recipients: ["pad\(number)"], displayName: "Pad \(number)", isRead: true,
          dateLastActive: now.addingTimeInterval(-86_400)
        ).record)
      seeds[messages].records.append(
        UnicornMessage(
          id: "pad-m\(number)", conversation: "conv-pad\(number)", author: "pad\(number)",
          authorName: "Pad \(number)", body: "filler number \(number) for a larger file", subject: nil,
          date: now.addingTimeInterval(-Double(number)), isRead: true, status: .received, edited: false
        ).record)
    }
    // Flare's newest message is in the group: a find for her last message must see it.
    seeds[messages].records.append(
      UnicornMessage(
        id: "herd-1", conversation: "conv-herd", author: "flare", authorName: "Flare",
        body: "race you to the rainbow", subject: nil, date: now.addingTimeInterval(-30), isRead: true,
        status: .received, edited: false
      ).record)
    _ = try Store.create(at: folder, seed: seeds)
    return try Store.open(at: folder)
  }

  static func context(_ store: Store) -> AppContext {
    AppContext(
      appID: "unicornchat", store: store, now: now, identifiers: .sequential(),
      apps: SampleApps.registry)
  }

  static func contact(_ id: String, _ store: Store) throws -> ParameterValue {
    let contact = try #require(try UnicornContactQuery(context: context(store)).entities(for: [id]).first)
    return .entity(EntityValue(contact))
  }

  /// Sends "hi" to `people`; the conversation the message went to.
  static func send(to people: [String], _ store: Store) throws -> String {
    let context = context(store)
    _ = try IntentRunner.perform(
      SendMessageIntent.self,
      with: ["destination": .list(try people.map { try contact($0, store) }), "content": .string("hi")],
      in: context)
    let sent = try UnicornChatData(context: context).messages(by: "me").filter { $0.body == "hi" }
    return try #require(sent.last).conversation
  }

  @Test(arguments: [0, 800])
  func aSendFindsItsConversationWhateverTheOrderItsRecipientsWereWritten(padding: Int) throws {
    let store = try Self.store(padding: padding)
    defer { try? FileManager.default.removeItem(at: store.root) }
    let path = store.root.appendingPathComponent("unicornchat/conversations.jsonl").path
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect((size >= Store.indexedCollectionThreshold) == (padding > 0))
    let count = try store.count(app: "unicornchat", collection: "conversations")

    #expect(try Self.send(to: ["flare"], store) == "conv-flare")
    #expect(try Self.send(to: ["bubbles", "flare", "glow"], store) == "conv-herd")
    #expect(try Self.send(to: ["glow", "flare", "bubbles"], store) == "conv-herd")
    #expect(try store.count(app: "unicornchat", collection: "conversations") == count)
    // No conversation yet: one is made, once, and found again in any order.
    let made = try Self.send(to: ["glow", "flare"], store)
    #expect(try Self.send(to: ["flare", "glow"], store) == made)
    #expect(try store.count(app: "unicornchat", collection: "conversations") == count + 1)
  }

  @Test(arguments: [0, 800])
  func theLastMessageFromSomeoneIsTheirNewestInAnyConversation(padding: Int) throws {
    let store = try Self.store(padding: padding)
    defer { try? FileManager.default.removeItem(at: store.root) }
    func last(_ id: String) throws -> [String] {
      let result = try IntentRunner.perform(
        FindMessagesIntent.self, with: ["person": try Self.contact(id, store), "message": .string("last")],
        in: Self.context(store))
      return result.listed.compactMap { $0.as(UnicornMessage.self)?.body }
    }
    #expect(try last("flare") == ["race you to the rainbow"])
    // Not a message sent to her, and not one of the padding contacts' either.
    let glows = try last("glow")
    #expect(glows.count == 1)
    let glow = try UnicornChatData(context: Self.context(store)).messages(in: "conv-glow")
      .filter { $0.author == "glow" && ($0.status == .received || $0.status == .sent) }
    #expect(glows == [try #require(glow.last).body])
  }

  /// Contacts asked for by identifier (the few a line matched) are read one by one, from the
  /// store's index when the collection is large, each once, in the order asked; unknown ones are
  /// left out — the same contacts as reading them all and keeping those asked for.
  @Test(arguments: [0, 1_000])
  func contactsByIdentifierAreTheOnesAskedFor(padding: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-lookup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var seeds = SampleApps.demoSeeds(now: Self.now)
    let contacts = try #require(seeds.firstIndex { $0.app == "unicornchat" && $0.collection == "contacts" })
    for number in 0..<padding {
      seeds[contacts].records.append(
        UnicornContact(id: "pad\(number)", name: "Pad \(number)", handle: "@pad\(number)", nicknames: [])
          .record)
    }
    _ = try Store.create(at: folder, seed: seeds)
    let store = try Store.open(at: folder)
    let path = folder.appendingPathComponent("unicornchat/contacts.jsonl").path
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect((size >= Store.indexedCollectionThreshold) == (padding > 0))
    let query = UnicornContactQuery(context: Self.context(store))
    let asked = ["glow", "nobody", "flare", "glow", "pad7"]
    let found = try query.entities(for: asked)
    #expect(found.map(\.id) == (padding > 0 ? ["glow", "flare", "pad7"] : ["glow", "flare"]))
    #expect(Set(found) == Set(try query.all().filter { asked.contains($0.id) }))
  }

  /// UnicornChat declares that its search by words looks only at names and nicknames
  /// (`searchesNamesOnly`), so the resolver answers it from the indexed names: the two must find
  /// the same contacts.
  @Test func theContactSearchIsASearchOfNames() throws {
    let store = try Self.store(padding: 0)
    defer { try? FileManager.default.removeItem(at: store.root) }
    let query = UnicornContactQuery(context: Self.context(store))
    #expect(query.searchesNamesOnly)
    var contacts = try query.suggestedEntities()
    #expect(contacts == (try query.all()))
    contacts.append(UnicornContact(id: "zoe", name: "Zoë Saldaña", handle: "@zoe", nicknames: ["Zo", "ＺＯＥ"]))
    let index = NameIndex(items: contacts.map { [$0.name] + $0.nicknames })
    for words in [
      "flare", "FLA", "low", "bubbles", "sparkle", "zoe", "saldana", "ZOË", "zo", "nobody", "e", "", "r g",
    ] {
      let byNames = index.items(whoseNamesContain: NameMatcher.fold(words)).map { contacts[$0].id }
      let search = ContactSearch(words)
      let byWords = contacts.filter { contact in
        search.isFound(in: contact.name) || contact.nicknames.contains { search.isFound(in: $0) }
      }.map(\.id)
      #expect(byNames == byWords, "“\(words)”")
    }
  }
}
