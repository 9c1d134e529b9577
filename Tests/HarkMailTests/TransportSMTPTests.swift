import Foundation
import HarkTesting
import Testing

@testable import HarkMail

/// Sending through a real transport: msmtp (Debian), configured by the test, delivering to an
/// SMTP server the test starts on 127.0.0.1 (aiosmtpd); what the server received is read back
/// with Python's `email` package. Under CI msmtp and aiosmtpd must be installed.
@Suite(.serialized, .enabled(if: SMTPSink.isInstalled || SMTPSink.isCI, "msmtp or aiosmtpd is not installed"))
struct SMTPTransportTests {
  static let subject = "第二季度报告 (Q2 report)"

  @Test func aMessageSentThroughMsmtpArrivesWithItsSubjectRecipientsAndAttachment() throws {
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let type = ContentTypeSniffer.type(of: TransportFixtures.pdf, filename: "q2-report.pdf")
    let message = TransportFixtures.message(
      to: "Mary Chen <mary@example.org>", bcc: "dana@example.org", subject: Self.subject,
      text: "Here is the Q2 report.\n", attachment: TransportFixtures.pdf, named: "q2-report.pdf", type: type)

    try SendmailTransport(command: ["msmtp", "-C", sink.msmtpConfiguration(), "-t", "-oi"]).send(message)

    let received = try sink.received()
    try #require(received.count == 1)
    let envelope = received[0].envelope
    #expect(envelope.from == "sam@rivera.example")
    #expect(envelope.to.sorted() == ["dana@example.org", "mary@example.org"])
    let raw = String(decoding: received[0].bytes, as: UTF8.self)
    #expect(raw.contains("Subject: =?UTF-8?B?\(Data(Self.subject.utf8).base64EncodedString())?="))
    let python = try #require(SMTPSink.python)
    let reading = try TransportFixtures.readWithPython(received[0].bytes, python: python)
    #expect(reading.subject == Self.subject)
    #expect(reading.to == "Mary Chen <mary@example.org>")
    // -t: Bcc's address is a recipient of the envelope, and msmtp removes the header.
    #expect(reading.bcc == nil)
    #expect(
      reading.attachments == [
        .init(
          filename: "q2-report.pdf", type: "application/pdf",
          base64: TransportFixtures.pdf.base64EncodedString())
      ])
  }

  /// A message kept in Sent carries no Bcc header: its blind copies are given apart, and reach
  /// their recipient without the others seeing them.
  @Test func blindCopiesGivenApartReachTheirRecipientUnseen() throws {
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let message = TransportFixtures.message(
      to: "mary@example.org", bcc: nil, subject: Self.subject, text: "Hi\n",
      attachment: TransportFixtures.png,
      named: "photo.png", type: "image/png")

    try SendmailTransport(command: ["msmtp", "-C", sink.msmtpConfiguration(), "-t", "-oi"]).send(
      message, bcc: ["dana@example.org"])

    let received = try sink.received()
    try #require(received.count == 1)
    #expect(received[0].envelope.to.sorted() == ["dana@example.org", "mary@example.org"])
    let python = try #require(SMTPSink.python)
    let reading = try TransportFixtures.readWithPython(received[0].bytes, python: python)
    #expect(reading.bcc == nil)
    #expect(reading.to == "mary@example.org")
  }

  /// What Hark sends: an OutgoingMessage's bytes (GMime), the attachment typed by libmagic.
  @Test func anOutgoingMessageArrivesAsWritten() throws {
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let pdf = TransportFixtures.pdf
    let message = OutgoingMessage(
      from: MailboxAddress(name: "Sam Rivera", email: "sam@rivera.example"),
      to: [MailboxAddress(name: "Mary Chen", email: "mary@example.org")],
      bcc: [MailboxAddress(name: "", email: "dana@example.org")], subject: Self.subject,
      text: "这是第二季度的报告。\n", date: Date(timeIntervalSince1970: 1_796_340_000),
      messageID: OutgoingMessage.newMessageID(domain: "rivera.example"),
      attachments: [
        OutgoingAttachment(
          filename: "第二季度报告.pdf", contentType: ContentTypeSniffer.type(of: pdf, filename: "第二季度报告.pdf"),
          data: pdf)
      ])

    try SendmailTransport(command: ["msmtp", "-C", sink.msmtpConfiguration(), "-t", "-oi"]).send(
      message.bytes(), bcc: message.bcc.map(\.email))

    let received = try sink.received()
    try #require(received.count == 1)
    #expect(received[0].envelope.to.sorted() == ["dana@example.org", "mary@example.org"])
    let python = try #require(SMTPSink.python)
    let reading = try TransportFixtures.readWithPython(received[0].bytes, python: python)
    #expect(reading.subject == Self.subject)
    #expect(reading.to == "Mary Chen <mary@example.org>")
    #expect(reading.bcc == nil)
    #expect(
      reading.attachments == [
        .init(filename: "第二季度报告.pdf", type: "application/pdf", base64: pdf.base64EncodedString())
      ])
  }

  @Test func aStoppedServerFailsWithMsmtpsStatusAndFirstLine() throws {
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let transport = try SendmailTransport(command: ["msmtp", "-C", sink.msmtpConfiguration(), "-t", "-oi"])
    let message = TransportFixtures.message(
      to: "mary@example.org", bcc: nil, subject: Self.subject, text: "Hi\n",
      attachment: TransportFixtures.pdf,
      named: "q2-report.pdf", type: "application/pdf")
    sink.stop()

    let error = #expect(throws: TransportError.self) { try transport.send(message) }
    guard case .failed(let program, let status, let firstLine) = error else {
      Issue.record("expected msmtp's failure, got \(String(describing: error))")
      return
    }
    #expect(program == "msmtp")
    // EX_TEMPFAIL (sysexits.h): msmtp's status when the server cannot be reached.
    #expect(status == 75)
    #expect(firstLine.hasPrefix("msmtp: cannot connect to 127.0.0.1, port \(sink.port)"))
    #expect(try sink.received().isEmpty)
  }
}
