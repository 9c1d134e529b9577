import Foundation
import HarkCore
import HarkNotmuch

/// Lists the inbox: all of it, or the mail from someone, about something, read or unread,
/// received in a stretch of time, with files attached; or only the newest of them.
public struct FindMailIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findMail)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("sender", \.sender), .init("topic", \.topic), .init("isRead", \.isRead),
      .init("received", \.received), .init("hasAttachments", \.hasAttachments),
      .init("position", \.position),
    ]
  }

  /// Whose mail: matched through the address book, else by the words of the sender's name.
  public var sender: IntentPerson?
  /// Words of the subject or the text.
  public var topic: String?
  public var isRead: Bool?
  /// When it came ("this week", "yesterday"): mail received in that stretch of time.
  public var received: DateSpan?
  /// Only mail with files attached (true), or without (false).
  public var hasAttachments: Bool?
  /// `last`: the newest one only.
  public var position: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let storage = try MailStorage(context: context)
    var query = MailQuery()
    query.folder = ""
    if let isRead { query.unread = !isRead }
    if let received {
      query.since = received.start
      query.until = max(received.start, received.end)
    }
    query.hasAttachment = hasAttachments
    // "the tickets?": the question mark is no part of what the mail says.
    let topic = topic?.trimmingCharacters(in: .punctuationAndWhitespace)
    if let topic, !topic.isEmpty {
      query.words = topic.lowercased().split(separator: " ").map(String.init)
        .filter { !FindMailIntent.fillers.contains($0) }
    }
    var who = ""
    var mails: [MailMessage]
    if let sender {
      let addresses = try senderAddresses(sender, in: context)
      who = try context.people.match(sender).first?.displayName ?? sender.displayName
      // One search per address a card has (notmuch's from: terms are all required together);
      // a name no card knows is looked for in the senders' names.
      let froms = addresses.isEmpty ? [sender.displayName] : addresses.sorted()
      var found: [String: MailMessage] = [:]
      for from in froms {
        var one = query
        one.from = [from]
        for mail in try storage.messages(one, limit: Self.listLimit) { found[mail.id] = mail }
      }
      mails = Array(found.values.sorted { $0.date > $1.date }.prefix(Self.listLimit))
    } else {
      mails = try storage.messages(query, limit: Self.listLimit)
    }
    if position != nil { mails = Array(mails.prefix(1)) }
    let full = summary(count: mails.count, who: who, topic: topic)
    return IntentResult(
      dialog: IntentDialog(
        key: mails.isEmpty ? "found_none" : "found",
        arguments: ["sender": who, "topic": topic ?? "", "count": String(mails.count)], full: full),
      listed: mails.map(\.entityValue))
  }

  /// The most mails a listing shows, newest first: a mailbox of years answers "mail from Dana"
  /// with her latest twenty (a terminal's screenful, as `notmuch search --limit=20`), each read
  /// from its file, not with every one.
  static let listLimit = 20

  /// Words of a topic that every mail has: "the offsite" looks for "offsite".
  static let fillers: Set<String> = ["the", "a", "an", "my", "our", "your", "of", "about", "some"]

  /// The addresses of the cards `person` stands for, lower-cased; empty when no card matches.
  private func senderAddresses(_ person: IntentPerson, in context: AppContext) throws -> Set<String> {
    let cards = try context.people.match(person)
    var addresses = Set(
      cards.flatMap { $0.handles.filter { $0.kind == .email }.map { $0.value.lowercased() } })
    addresses.formUnion(person.handles.filter { $0.kind == .email }.map { $0.value.lowercased() })
    return addresses
  }

  private func summary(count: Int, who: String, topic: String?) -> String {
    let unread = isRead == false ? "unread " : ""
    let from = who.isEmpty ? "" : " from \(who)"
    let about = topic.map { " about \($0)" } ?? ""
    return count == 0 ? "No \(unread)email\(from)\(about)." : "Your \(unread)email\(from)\(about):"
  }
}
