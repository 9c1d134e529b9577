import Foundation
import HarkCore
import HarkStore

// How UnicornChat's entities are written in the store: one JSON object per line, in
// `unicornchat/contacts.jsonl`, `conversations.jsonl` and `messages.jsonl`.

extension UnicornContact {
  init?(_ record: Record) {
    guard let name = record.fields["name"]?.stringValue else { return nil }
    self.init(
      id: record.id, name: name, handle: record.fields["handle"]?.stringValue ?? "",
      nicknames: record.fields["nicknames"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    Record(
      id: id,
      fields: [
        "name": .string(name), "handle": .string(handle),
        "nicknames": .array(nicknames.map(JSONValue.string)),
      ])
  }
}

extension UnicornConversation {
  init?(_ record: Record) {
    guard let name = record.fields["displayName"]?.stringValue else { return nil }
    self.init(
      id: record.id,
      recipients: record.fields["recipients"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      displayName: name, isRead: record.fields["isRead"]?.boolValue ?? true,
      dateLastActive: record.fields["dateLastActive"]?.dateValue ?? Date(timeIntervalSince1970: 0))
  }

  var record: Record {
    Record(
      id: id,
      fields: [
        "recipients": .array(recipients.map(JSONValue.string)), "displayName": .string(displayName),
        "isRead": .bool(isRead), "dateLastActive": .date(dateLastActive),
      ])
  }
}

extension UnicornMessage {
  init?(_ record: Record) {
    let f = record.fields
    guard let conversation = f["conversation"]?.stringValue, let body = f["body"]?.stringValue,
      let date = f["date"]?.dateValue
    else { return nil }
    self.init(
      id: record.id, conversation: conversation, author: f["author"]?.stringValue ?? "me",
      authorName: f["authorName"]?.stringValue ?? "", body: body, subject: f["subject"]?.stringValue,
      date: date, isRead: f["isRead"]?.boolValue ?? true,
      status: f["status"]?.stringValue.flatMap(Status.init(rawValue:)) ?? .sent,
      edited: f["edited"]?.boolValue ?? false,
      attachments: f["attachments"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    var fields: [String: JSONValue] = [
      "conversation": .string(conversation), "author": .string(author),
      "authorName": .string(authorName), "body": .string(body), "date": .date(date),
      "isRead": .bool(isRead), "status": .string(status.rawValue),
    ]
    if let subject { fields["subject"] = .string(subject) }
    if edited { fields["edited"] = .bool(true) }
    if !attachments.isEmpty { fields["attachments"] = .array(attachments.map(JSONValue.string)) }
    return Record(id: id, fields: fields)
  }
}

extension JSONValue {
  /// A date written as ISO 8601 text, so a person can read it in the file.
  static func date(_ date: Date) -> JSONValue { .string(date.formatted(.iso8601)) }

  var dateValue: Date? { stringValue.flatMap { try? Date($0, strategy: .iso8601) } }
}
