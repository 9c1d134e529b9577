import Foundation
import HarkCore

/// Lists the inbox: all of it, or the mail from someone, about something, read or unread.
public struct FindMailIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findMail)
  public static var parameters: [IntentParameter<Self>] {
    [.init("sender", \.sender), .init("topic", \.topic), .init("isRead", \.isRead)]
  }

  /// Whose mail: matched through the address book, else by the words of the sender's name.
  public var sender: IntentPerson?
  /// Words of the subject or the text.
  public var topic: String?
  public var isRead: Bool?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    var mails = try MailMessageQuery(context: context).all().filter { $0.mailbox == "inbox" }
    var who = ""
    if let sender {
      let addresses = try senderAddresses(sender, in: context)
      let typed = sender.displayName
      mails = mails.filter { mail in
        addresses.contains(mail.sender.email.lowercased())
          || (addresses.isEmpty && mail.sender.display.localizedStandardContains(typed))
      }
      who = try context.people.match(sender).first?.displayName ?? typed
    }
    // "the tickets?": the question mark is no part of what the mail says.
    let topic = topic?.trimmingCharacters(in: .punctuationAndWhitespace)
    if let topic, !topic.isEmpty {
      let words = topic.lowercased().split(separator: " ").map(String.init)
        .filter { !FindMailIntent.fillers.contains($0) }
      mails = mails.filter { mail in
        [mail.subject, mail.body].contains { $0.localizedStandardContains(topic) }
          || words.allSatisfy { word in
            [mail.subject, mail.body].contains { $0.localizedStandardContains(word) }
          }
      }
    }
    if let isRead { mails = mails.filter { $0.isRead == isRead } }
    let full = summary(count: mails.count, who: who, topic: topic)
    return IntentResult(
      dialog: IntentDialog(
        key: mails.isEmpty ? "found_none" : "found",
        arguments: ["sender": who, "topic": topic ?? "", "count": String(mails.count)], full: full),
      listed: mails.map(\.entityValue))
  }

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
