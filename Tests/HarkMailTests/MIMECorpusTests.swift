import Foundation
import Testing

@testable import HarkMail

/// The corpus folder, read by path from the checkout (`Scripts/mail/make-corpus.py` writes the
/// generated messages; the `broken-` ones are written by hand).
let mimeCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

/// One corpus message and what reading it must give.
struct CorpusCase: CustomTestStringConvertible, Sendable {
  var file: String
  var subject: String
  /// `Name <email>` of the first From mailbox; nil when the message has none.
  var sender: String?
  /// The Date as ISO 8601; nil when missing or unreadable.
  var date: String?
  /// Text the body must contain; empty when the body must be empty.
  var phrase: String
  /// Text the body must not contain (the HTML of an alternative, a script's source).
  var absent: String? = nil
  /// Attachments as `name size`, in order.
  var attachments: [String] = []
  var problems: [MIMEProblem] = []

  var testDescription: String { file }
}

@Suite struct MIMECorpusTests {
  static let cases: [CorpusCase] = [
    CorpusCase(
      file: "utf8-quoted-printable", subject: "Friday tickets ✈", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-02T09:15:00Z", phrase: "booked, café at noon"),
    CorpusCase(
      file: "utf8-base64-chinese", subject: "周五的会议", sender: "王小明 <xiaoming@example.cn>",
      date: "2026-11-03T02:00:00Z", phrase: "周五的会议改到下午三点"),
    CorpusCase(
      file: "gb2312-base64", subject: "明天开会", sender: "李华 <lihua@example.cn>", date: "2026-11-04T00:30:00Z",
      phrase: "明天上午十点在会议室见"),
    CorpusCase(
      file: "gbk-quoted-printable", subject: "镕基的书", sender: "张伟 <zhangwei@example.cn>",
      date: "2026-11-05T06:00:00Z", phrase: "朱镕基的书已经寄出了"),
    CorpusCase(
      file: "gb18030-four-byte", subject: "吉祥𠮷", sender: "陈静 <chenjing@example.cn>",
      date: "2026-11-06T01:00:00Z",
      phrase: "生僻字𠮷在这里，价格€20"),
    CorpusCase(
      file: "gb2312-label-gbk-bytes", subject: "镕", sender: "刘洋 <liuyang@example.cn>",
      date: "2026-11-07T03:11:00Z",
      phrase: "镕字不在GB2312里"),
    CorpusCase(
      file: "big5-base64", subject: "會議時間", sender: "林志明 <lin@example.tw>", date: "2026-11-07T07:00:00Z",
      phrase: "會議改到星期五下午"),
    CorpusCase(
      file: "latin1-quoted-printable", subject: "Café à Paris", sender: "Amélie Dupont <amelie@example.fr>",
      date: "2026-11-08T17:45:00Z", phrase: "au café à Paris, déjà réservé"),
    CorpusCase(
      file: "latin9-euro", subject: "Prix 20 €", sender: "Élodie Martin <elodie@example.fr>",
      date: "2026-11-09T06:00:00Z", phrase: "20 € par personne"),
    CorpusCase(
      file: "windows1252-8bit", subject: "Invoice “final”", sender: "Bob O’Neil <bob@example.com>",
      date: "2026-11-09T17:00:00Z", phrase: "It’s “done” — invoice for €120 attached…"),
    CorpusCase(
      file: "windows1251-base64", subject: "Встреча в пятницу", sender: "Иван Петров <ivan@example.ru>",
      date: "2026-11-10T07:00:00Z", phrase: "Встреча в пятницу в десять"),
    CorpusCase(
      file: "koi8r-base64", subject: "Письмо", sender: "Ольга <olga@example.ru>",
      date: "2026-11-10T08:00:00Z",
      phrase: "Привет из KOI8-R"),
    CorpusCase(
      file: "alternative-text-html", subject: "Dinner", sender: "Dana Scully <dana@example.com>",
      date: "2026-11-11T17:30:00Z", phrase: "Dinner is at seven, plain version.", absent: "html version"),
    CorpusCase(
      file: "html-only", subject: "Shop news", sender: "Shop <news@shop.example>",
      date: "2026-11-12T08:00:00Z",
      phrase: "Tom & Jerry’s news\n\nOur shop opens on Monday at nine.\n\nCoffee <free>", absent: "tracking"),
    CorpusCase(
      file: "html-only-gb2312", subject: "会议记录", sender: "赵敏 <zhaomin@example.cn>",
      date: "2026-11-12T01:00:00Z",
      phrase: "下周一 提交报告", absent: "<p>"),
    CorpusCase(
      file: "nested-mixed-alternative-related", subject: "Q2 report",
      sender: "Priya Natarajan <priya@example.com>",
      date: "2026-11-13T16:20:00Z", phrase: "Quarterly numbers attached, plain body.", absent: "html body",
      attachments: ["Q2 report.pdf 584"]),
    CorpusCase(
      file: "alternative-related-no-plain", subject: "Map", sender: "Tom Hardy <tom@example.com>",
      date: "2026-11-13T18:00:00Z", phrase: "See the map below."),
    CorpusCase(
      file: "attachment-pdf", subject: "The report", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-14T09:00:00Z", phrase: "Here is the report.", attachments: ["Q2 report.pdf 584"]),
    CorpusCase(
      file: "attachment-image", subject: "Trip photo", sender: "Dana Scully <dana@example.com>",
      date: "2026-11-14T10:00:00Z", phrase: "A photo from the trip.", attachments: ["beach.png 78"]),
    CorpusCase(
      file: "attachment-text", subject: "Trip notes", sender: "Dana Scully <dana@example.com>",
      date: "2026-11-14T11:00:00Z", phrase: "Notes for the trip.", absent: "passports",
      attachments: ["notes.txt 42"]),
    CorpusCase(
      file: "rfc2231-chinese-filename", subject: "季度报告", sender: "王小明 <xiaoming@example.cn>",
      date: "2026-11-15T01:00:00Z", phrase: "附件是季度报告", attachments: ["季度报告.pdf 584"]),
    CorpusCase(
      file: "rfc2047-chinese-filename", subject: "机票", sender: "陈静 <chenjing@example.cn>",
      date: "2026-11-15T02:00:00Z", phrase: "机票在附件里", attachments: ["机票.pdf 595"]),
    CorpusCase(
      file: "three-attachments", subject: "Friday trip", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-16T08:00:00Z", phrase: "Everything for Friday.",
      attachments: ["ticket.pdf 595", "seat-map.png 78", "notes.txt 42"]),
    CorpusCase(
      file: "attachment-without-name", subject: "Unnamed file", sender: "Bob O'Neil <bob@example.com>",
      date: "2026-11-16T09:00:00Z", phrase: "A file without a name.", attachments: ["attachment-1.pdf 584"]),
    CorpusCase(
      file: "forwarded-rfc822", subject: "Fwd: Lunch plans", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-16T12:00:00Z", phrase: "See the forwarded message below.",
      attachments: ["Lunch plans.eml 309"]),
    CorpusCase(
      file: "reply-threading", subject: "Re: Lunch plans", sender: "Sam Lee <sam@example.org>",
      date: "2026-11-16T13:00:00Z", phrase: "Thursday works"),
    CorpusCase(
      file: "recipients-group-cc-replyto", subject: "Offsite agenda",
      sender: "Dana Scully <dana@example.com>",
      date: "2026-11-17T09:00:00Z", phrase: "Agenda for the offsite."),
    CorpusCase(
      file: "q-encoded-name", subject: "Olá", sender: "José Silva <jose@example.pt>",
      date: "2026-11-17T13:00:00Z",
      phrase: "Olá, tudo bem?"),
    CorpusCase(
      file: "long-folded-subject", subject: "关于下个季度的预算、招聘计划以及年终总结会议的时间安排和地点确认",
      sender: "王小明 <xiaoming@example.cn>", date: "2026-11-18T01:00:00Z", phrase: "长主题的邮件"),
    CorpusCase(
      file: "mixed-charset-subject", subject: "会议 and café", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-18T10:00:00Z", phrase: "Two charsets in one subject."),
    CorpusCase(
      file: "utf8-8bit-body", subject: "Eight bit body", sender: "Amélie Dupont <amelie@example.fr>",
      date: "2026-11-19T09:00:00Z", phrase: "naïve façade"),
    CorpusCase(
      file: "windows1252-html-only", subject: "Entry fee", sender: "Bob O’Neil <bob@example.com>",
      date: "2026-11-19T16:00:00Z", phrase: "Don’t forget the 5 € entry fee."),
    CorpusCase(
      file: "quoted-printable-soft-breaks", subject: "Long line", sender: "Dana Scully <dana@example.com>",
      date: "2026-11-20T09:00:00Z",
      phrase: "with soft line breaks, This line is long enough that quoted-printable has to break it"),
    CorpusCase(
      file: "calendar-attachment", subject: "Invite", sender: "Priya Natarajan <priya@example.com>",
      date: "2026-11-20T10:00:00Z", phrase: "Calendar invite attached.", attachments: ["invite.ics 42"]),
    CorpusCase(
      file: "crlf-line-ends", subject: "Windows line ends", sender: "Bob O'Neil <bob@example.com>",
      date: "2026-11-20T11:00:00Z", phrase: "Lines end in CR LF here.\nSecond line."),
    // Broken by hand: each read as far as it goes, each problem said once.
    CorpusCase(
      file: "broken-missing-date", subject: "No date on this one", sender: "Mary Chen <mary@example.com>",
      date: nil,
      phrase: "forgot to stamp", problems: [.missingDate]),
    CorpusCase(
      file: "broken-missing-from", subject: "Who sent this?", sender: nil, date: "2026-11-21T09:00:00Z",
      phrase: "no From header", problems: [.missingFrom]),
    CorpusCase(
      file: "broken-malformed-from", subject: "Your invoice", sender: nil, date: "2026-11-21T10:00:00Z",
      phrase: "a sender without an address", problems: [.malformedFrom("the billing department")]),
    CorpusCase(
      file: "broken-unknown-charset", subject: "Strange charset", sender: "Dana Scully <dana@example.com>",
      date: "2026-11-21T11:00:00Z", phrase: "Plain words under a charset nobody knows.",
      problems: [.unknownCharset("x-klingon-pIqaD")]),
    CorpusCase(
      file: "broken-unknown-charset-subject", subject: "Greetings from the fourth planet ♂",
      sender: "Zargon <zargon@example.com>", date: "2026-11-22T10:00:00Z", phrase: "a charset nobody has",
      problems: [.unknownCharset("x-martian")]),
    CorpusCase(
      file: "broken-unreadable-date", subject: "Some time soon", sender: "Bob O'Neil <bob@example.com>",
      date: nil,
      phrase: "words, not a date", problems: [.unreadableDate("sometime next tuesday-ish")]),
    CorpusCase(
      file: "broken-header-without-colon", subject: "A stray header line",
      sender: "Mary Chen <mary@example.com>",
      date: "2026-11-21T12:00:00Z", phrase: "The body after a broken header block.",
      problems: [.malformedHeader]),
    CorpusCase(
      file: "broken-missing-closing-boundary", subject: "Cut off",
      sender: "Priya Natarajan <priya@example.com>",
      date: "2026-11-21T13:00:00Z", phrase: "The first part arrived whole.", attachments: ["rest.txt 49"],
      problems: [.missingClosingBoundary]),
    CorpusCase(
      file: "broken-undeclared-boundary", subject: "Boundary missing",
      sender: "Dana Scully <dana@example.com>",
      date: "2026-11-21T14:00:00Z", phrase: "Parts with a boundary the header never declared.",
      problems: [.undeclaredBoundary]),
    CorpusCase(
      file: "broken-truncated-base64", subject: "Truncated attachment", sender: "Tom Hardy <tom@example.com>",
      date: "2026-11-21T15:00:00Z", phrase: "the upload broke", attachments: ["scan.pdf 93"],
      problems: [.truncatedEncoding("scan.pdf")]),
    // Raw UTF-8 in headers is RFC 6532's internationalised mail: read, not a problem.
    CorpusCase(
      file: "broken-8bit-headers", subject: "Réunion déplacée 会议",
      sender: "Amélie Dupont <amelie@example.fr>",
      date: "2026-11-21T15:00:00Z", phrase: "raw UTF-8 bytes"),
    CorpusCase(
      file: "broken-8bit-latin1-headers", subject: "Café crème", sender: "René Dubois <rene@example.fr>",
      date: "2026-11-21T16:00:00Z", phrase: "Un café crème, s'il vous plaît.",
      problems: [.unencoded8BitHeader]),
    CorpusCase(
      file: "broken-headers-only", subject: "Headers only, no body", sender: "Mary Chen <mary@example.com>",
      date: "2026-11-21T18:00:00Z", phrase: ""),
    CorpusCase(file: "broken-empty", subject: "", sender: nil, date: nil, phrase: "", problems: [.empty]),
    CorpusCase(
      file: "broken-not-a-message", subject: "", sender: nil, date: nil, phrase: "",
      problems: [.malformedHeader, .empty]),
  ]

  /// Reads one corpus file.
  static func message(_ file: String) throws -> MIMEMessage {
    MIMEMessage.parse(try Data(contentsOf: mimeCorpus.appendingPathComponent("\(file).eml")))
  }

  @Test(arguments: cases)
  func corpusMessageReadsAsExpected(_ row: CorpusCase) throws {
    let message = try Self.message(row.file)
    #expect(message.subject == row.subject)
    #expect(message.from.first.map { "\($0.name) <\($0.email)>" } == row.sender)
    #expect(message.date == row.date.flatMap { try? Date($0, strategy: .iso8601) })
    if row.phrase.isEmpty {
      #expect(message.text.isEmpty)
    } else {
      #expect(message.text.contains(row.phrase), "text was: \(message.text)")
    }
    if let absent = row.absent { #expect(!message.text.contains(absent), "text was: \(message.text)") }
    #expect(message.attachments.map { "\($0.filename) \($0.size)" } == row.attachments)
    #expect(message.attachments.map(\.index) == Array(row.attachments.indices))
    #expect(message.problems == row.problems)
  }

  @Test func corpusHasAtLeastFortyMessagesAndEveryFileHasARow() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: mimeCorpus.path).filter {
      $0.hasSuffix(".eml")
    }
    let rows = Self.cases.map { "\($0.file).eml" }
    #expect(Set(files) == Set(rows))
    #expect(rows.count == Set(rows).count)
    #expect(rows.count >= 40)
  }

  @Test func threadHeadersKeepTheirAngleBrackets() throws {
    let message = try Self.message("reply-threading")
    #expect(message.messageID == "<reply-2@corpus.example>")
    #expect(message.inReplyTo == "<lunch-1@corpus.example>")
    #expect(message.references == ["<thread-0@corpus.example>", "<lunch-1@corpus.example>"])
  }

  @Test func groupMembersCopiesAndReplyToAreListed() throws {
    let message = try Self.message("recipients-group-cc-replyto")
    #expect(message.to.map(\.email) == ["ann@example.com", "ben@example.com", "carl@example.com"])
    #expect(message.to[1].name == "Ben Ng")
    #expect(
      message.cc == [
        MailboxAddress(name: "Mary Chen", email: "mary@example.com"),
        MailboxAddress(name: "", email: "priya@example.com"),
      ])
    #expect(message.replyTo.map(\.email) == ["offsite@example.com"])
  }

  @Test func attachmentDataIsTheDecodedBytesOfTheListedPart() throws {
    let data = try Data(contentsOf: mimeCorpus.appendingPathComponent("three-attachments.eml"))
    let listed = MIMEMessage.parse(data).attachments
    for attachment in listed {
      let bytes = try #require(MIMEMessage.attachmentData(in: data, index: attachment.index))
      #expect(bytes.count == attachment.size)
    }
    let pdf = try #require(MIMEMessage.attachmentData(in: data, index: 0))
    #expect(pdf.starts(with: Data("%PDF-1.4".utf8)))
    let notes = try #require(MIMEMessage.attachmentData(in: data, index: 2))
    #expect(String(decoding: notes, as: UTF8.self) == "Bring the passports.\nGate closes at 9:40.\n")
    #expect(MIMEMessage.attachmentData(in: data, index: 3) == nil)
    #expect(MIMEMessage.attachmentData(in: data, index: -1) == nil)
  }

  @Test func aForwardedMessageComesBackAsAMessageThatReads() throws {
    let data = try Data(contentsOf: mimeCorpus.appendingPathComponent("forwarded-rfc822.eml"))
    let inner = try #require(MIMEMessage.attachmentData(in: data, index: 0))
    let forwarded = MIMEMessage.parse(inner)
    #expect(forwarded.subject == "Lunch plans")
    #expect(forwarded.text.contains("lunch on Thursday"))
    #expect(MIMEMessage.parse(data).attachments.first?.contentType == "message/rfc822")
  }
}
