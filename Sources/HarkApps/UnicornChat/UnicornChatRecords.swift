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

  /// The date of ISO 8601 text. The form the apps write, `2026-06-09T09:41:00Z`, is read
  /// without Foundation (1.2 µs a date there, and a find reads a thousand of them); any other
  /// text goes to Foundation.
  var dateValue: Date? {
    guard let text = stringValue else { return nil }
    if let seconds = JSONValue.utcSeconds(text) { return Date(timeIntervalSince1970: seconds) }
    // Text that is not a date is no date, as a missing field is.
    return try? Date(text, strategy: .iso8601)
  }

  /// Seconds since 1970 of `YYYY-MM-DDTHH:MM:SSZ` with every field in range, else nil.
  static func utcSeconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { bytes -> Double? in
      guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
        bytes[16] == 0x3A, bytes[19] == 0x5A
      else { return nil }
      func number(_ at: Int, _ digits: Int) -> Int? {
        var value = 0
        for index in at..<(at + digits) {
          let byte = bytes[index]
          guard (0x30...0x39).contains(byte) else { return nil }
          value = value * 10 + Int(byte - 0x30)
        }
        return value
      }
      guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        year >= 1, (1...12).contains(month), hour < 24, minute < 60, second < 60
      else { return nil }
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      guard (1...lengths[month - 1]).contains(day) else { return nil }
      // Days from 1970-01-01 to the date (Howard Hinnant's days_from_civil).
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      let days = era * 146_097 + dayOfEra - 719_468
      return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }
  }
}
