import Foundation
import Testing

@testable import HarkNotmuch

/// A query said in plain terms becomes one notmuch query string in which every word said is a
/// quoted phrase: no word is read as an operator or a prefix.
@Suite struct MailQueryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let query: MailQuery
    let notmuch: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing asked is everything", query: MailQuery(), notmuch: "*"),
    Case(name: "a person", query: MailQuery(from: ["Mary"]), notmuch: #"from:"Mary""#),
    Case(
      name: "a person and a word", query: MailQuery(from: ["mary"], words: ["tickets"]),
      notmuch: #"from:"mary" and "tickets""#),
    Case(
      name: "a quote inside a word is doubled", query: MailQuery(words: [#"say "hi""#]),
      notmuch: #""say ""hi""""#),
    Case(
      name: "operators and prefixes stay words",
      query: MailQuery(subjectWords: ["tag:spam", "OR"]), notmuch: #"subject:"tag:spam" and subject:"OR""#),
    Case(
      name: "a span of dates in whole seconds",
      query: MailQuery(
        since: Date(timeIntervalSince1970: 1_764_460_800.5),
        until: Date(timeIntervalSince1970: 1_765_065_599.2)),
      notmuch: "date:@1764460800..@1765065600"),
    Case(
      name: "an open end", query: MailQuery(since: Date(timeIntervalSince1970: 1_764_460_800)),
      notmuch: "date:@1764460800.."),
    Case(
      name: "unread with an attachment", query: MailQuery(unread: true, hasAttachment: true),
      notmuch: "tag:unread and tag:attachment"),
    Case(name: "read mail", query: MailQuery(unread: false), notmuch: "not tag:unread"),
    Case(name: "INBOX", query: MailQuery(folder: ""), notmuch: #"folder:"""#),
    Case(
      name: "Sent in either layout", query: MailQuery(folder: "Sent"),
      notmuch: #"(folder:"Sent" or folder:".Sent")"#),
    Case(
      name: "recipients and Chinese words", query: MailQuery(to: ["王小明"], subjectWords: ["机票"]),
      notmuch: #"to:"王小明" and subject:"机票""#),
  ]

  @Test(arguments: cases) func queryIsOneNotmuchString(_ example: Case) {
    #expect(example.query.notmuchQuery == example.notmuch)
  }
}
