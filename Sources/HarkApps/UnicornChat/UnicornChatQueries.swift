import Foundation
import HarkCore

/// Finds unicorns by identifier or by the words of their names.
struct UnicornContactQuery: EntityStringQuery {
  let context: AppContext

  func all() throws -> [UnicornContact] {
    try context.records(UnicornChat.Collection.contacts).compactMap(UnicornContact.init)
  }

  func entities(for identifiers: [String]) throws -> [UnicornContact] {
    try context.records(UnicornChat.Collection.contacts, ids: identifiers).compactMap(UnicornContact.init)
  }

  func suggestedEntities() throws -> [UnicornContact] { try all() }

  /// The unicorns are the `contacts` collection's records, whatever the clock or language.
  var suggestionsFollowTheStore: Bool { true }

  /// Every contact is suggested, and ``entities(matching:)`` looks only for the words in names
  /// and nicknames (the title and synonyms).
  var searchesNamesOnly: Bool { true }

  func entities(matching string: String) throws -> [UnicornContact] {
    let search = ContactSearch(string)
    return try all().filter { contact in
      search.isFound(in: contact.name) || contact.nicknames.contains { search.isFound(in: $0) }
    }
  }
}

/// Finds conversations.
struct UnicornConversationQuery: EntityQuery {
  let context: AppContext

  func entities(for identifiers: [String]) throws -> [UnicornConversation] {
    let wanted = Set(identifiers)
    let data = UnicornChatData(context: context)
    return try data.storedConversations().filter { wanted.contains($0.id) }.map(data.activity(of:))
  }

  /// Every conversation, each active as of its newest message (``UnicornChatData/activity(of:)``).
  func suggestedEntities() throws -> [UnicornConversation] {
    let data = UnicornChatData(context: context)
    return try data.storedConversations().map(data.activity(of:))
  }
}

/// Finds messages by identifier, by words in their text, and by properties.
struct UnicornMessageQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  func all() throws -> [UnicornMessage] {
    try context.records(UnicornChat.Collection.messages).compactMap(UnicornMessage.init)
  }

  func entities(for identifiers: [String]) throws -> [UnicornMessage] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func allEntities() throws -> [UnicornMessage] { try all() }

  /// The ten latest messages, read from the end of the file (a million messages stay unread).
  func suggestedEntities() throws -> [UnicornMessage] {
    let latest = try context.lastRecords(UnicornChat.Collection.messages, count: 10)
    return latest.compactMap(UnicornMessage.init).sorted { $0.date > $1.date }
  }

  func entities(matching string: String) throws -> [UnicornMessage] {
    try all().filter { $0.body.localizedStandardContains(string) }
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [UnicornMessage] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}
