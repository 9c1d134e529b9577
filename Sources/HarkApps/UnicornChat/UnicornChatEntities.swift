import Foundation
import HarkCore
import HarkStore

/// A unicorn you can message in UnicornChat.
public struct UnicornContact: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.person)
  public static let typeDisplayName = "contact"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name") { .string($0.name) },
      EntityProperty("handles") { .string($0.handle) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    UnicornContactQuery(context: context)
  }

  public var id: String
  public var name: String
  public var handle: String
  public var nicknames: [String]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: handle, synonyms: nicknames)
  }

  /// The contact as a person any app understands.
  public var person: IntentPerson {
    IntentPerson(
      identifier: .application(id), name: PersonNameComponents(displayName: name),
      handles: [.init(.application, handle, label: "UnicornChat")], aliases: nicknames)
  }
}

/// A conversation with one or more unicorns.
public struct UnicornConversation: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.conversation)
  public static let typeDisplayName = "conversation"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("recipients") { .reference($0.recipients.joined(separator: ",")) },
      EntityProperty("displayName") { .string($0.displayName) },
      EntityProperty("isRead") { .bool($0.isRead) },
      EntityProperty("dateLastActive") { .date($0.dateLastActive.timeIntervalSince1970) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    UnicornConversationQuery(context: context)
  }

  public var id: String
  public var recipients: [String]
  public var displayName: String
  public var isRead: Bool
  public var dateLastActive: Date

  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: displayName) }
}

/// One message in a UnicornChat conversation.
public struct UnicornMessage: AppEntity, Hashable {
  /// Where a message stands.
  public enum Status: String, Sendable, Hashable {
    case sent, received, draft, unsent
    /// To be sent at its date, which is still to come.
    case scheduled
  }

  public static let schema = SchemaCatalog.entity(.message)
  public static let typeDisplayName = "message"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("author") { .reference($0.author) },
      EntityProperty("isRead") { .bool($0.isRead) },
      EntityProperty("conversation") { .reference($0.conversation) },
      EntityProperty("date") { .date($0.date.timeIntervalSince1970) },
      EntityProperty("subject") { $0.subject.map(PropertyValue.string) ?? .none },
      EntityProperty("body", indexed: true) { .string($0.body) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    UnicornMessageQuery(context: context)
  }

  public var id: String
  public var conversation: String
  /// `me`, or the contact's identifier.
  public var author: String
  /// The author's name when the message was written, for display.
  public var authorName: String
  public var body: String
  public var subject: String?
  public var date: Date
  public var isRead: Bool
  public var status: Status
  public var edited: Bool
  /// Attached files, by their names in UnicornChat's `attachments` folder of the store.
  public var attachments: [String] = []

  public var displayRepresentation: DisplayRepresentation {
    let who = author == "me" ? "You" : authorName
    return DisplayRepresentation(
      title: "“\(body)”", details: [.text(who), .day(date)])
  }
}
