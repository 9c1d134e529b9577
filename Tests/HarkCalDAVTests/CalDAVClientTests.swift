import Foundation
import Testing

@testable import HarkCalDAV

/// The client against a real Radicale server that each test starts on 127.0.0.1 and stops.
/// Locally they are skipped when Radicale is not installed; under CI they run, and fail without it.
@Suite(
  .serialized, .enabled(if: RadicaleServer.isInstalled || RadicaleServer.isCI, "radicale is not installed"))
struct CalDAVClientTests {
  /// An event in iCalendar, as a calendar program writes one.
  static func event(
    uid: String, summary: String, start: String, end: String, rule: String? = nil, description: String? = nil,
    location: String? = nil
  ) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hark//tests//EN", "BEGIN:VEVENT", "UID:\(uid)",
      "DTSTAMP:20261201T000000Z", "DTSTART:\(start)", "DTEND:\(end)", "SUMMARY:\(summary)",
    ]
    if let rule { lines.append("RRULE:\(rule)") }
    if let description { lines.append("DESCRIPTION:\(description)") }
    if let location { lines.append("LOCATION:\(location)") }
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// A server with /sam/home/ made, and a client of it.
  static func calendar() throws -> (RadicaleServer, CalDAVClient) {
    let server = try RadicaleServer.start()
    let client = CalDAVClient(collection: server.collection, user: "sam", password: "x", timeout: 5)
    do { try client.makeCalendar() } catch {
      server.remove()
      throw error
    }
    return (server, client)
  }

  static func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? .distantPast
  }

  @Test func createdEventIsFoundByTextInItsSummaryDescriptionOrLocation() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    _ = try client.create(
      named: "dentist.ics",
      calendarData: Self.event(
        uid: "dentist", summary: "Dentist", start: "20261207T090000Z", end: "20261207T100000Z"))
    _ = try client.create(
      named: "gala.ics",
      calendarData: Self.event(
        uid: "gala", summary: "Gala", start: "20261208T180000Z", end: "20261208T220000Z",
        description: "fundraiser for dolphins", location: "The Castro"))
    _ = try client.create(
      named: "birthday.ics",
      calendarData: Self.event(
        uid: "birthday", summary: "杰夫的生日", start: "20261210T180000Z", end: "20261210T200000Z"))
    #expect(try client.events(CalDAVQuery(text: "DENTIST")).map(\.href) == ["/sam/home/dentist.ics"])
    #expect(try client.events(CalDAVQuery(text: "dolphins")).map(\.href) == ["/sam/home/gala.ics"])
    #expect(try client.events(CalDAVQuery(text: "castro")).map(\.href) == ["/sam/home/gala.ics"])
    #expect(try client.events(CalDAVQuery(text: "生日")).map(\.href) == ["/sam/home/birthday.ics"])
    #expect(try client.events(CalDAVQuery(text: "wedding")) == [])
    let found = try #require(try client.events(CalDAVQuery(text: "dentist")).first)
    #expect(found.calendarData.contains("SUMMARY:Dentist"))
    #expect(found.etag != nil)
  }

  @Test func timeRangeFindsEventsAndRecurringInstancesInTheWindow() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    _ = try client.create(
      named: "once.ics",
      calendarData: Self.event(
        uid: "once", summary: "Screening", start: "20261207T090000Z", end: "20261207T100000Z"))
    _ = try client.create(
      named: "weekly.ics",
      calendarData: Self.event(
        uid: "weekly", summary: "Standup", start: "20261201T090000Z", end: "20261201T091500Z",
        rule: "FREQ=WEEKLY;COUNT=4"))
    let week = CalDAVQuery(start: Self.date("2026-12-07T00:00:00Z"), end: Self.date("2026-12-14T00:00:00Z"))
    #expect(try client.events(week).map(\.href).sorted() == ["/sam/home/once.ics", "/sam/home/weekly.ics"])
    let later = CalDAVQuery(start: Self.date("2026-12-21T00:00:00Z"), end: Self.date("2026-12-28T00:00:00Z"))
    #expect(try client.events(later).map(\.href) == ["/sam/home/weekly.ics"])
    let afterTheLast = CalDAVQuery(
      start: Self.date("2027-01-01T00:00:00Z"), end: Self.date("2027-01-08T00:00:00Z"))
    #expect(try client.events(afterTheLast) == [])
    let both = CalDAVQuery(
      start: Self.date("2026-12-07T00:00:00Z"), end: Self.date("2026-12-14T00:00:00Z"), text: "standup")
    #expect(try client.events(both).map(\.href) == ["/sam/home/weekly.ics"])
  }

  @Test func movedEventIsFoundAtItsNewTimeAndNotTheOld() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    let created = try client.create(
      named: "dentist.ics",
      calendarData: Self.event(
        uid: "dentist", summary: "Dentist", start: "20261207T090000Z", end: "20261207T100000Z"))
    let read = try client.get(created.href)
    let moved = try client.update(
      read,
      calendarData: Self.event(
        uid: "dentist", summary: "Dentist", start: "20261209T150000Z", end: "20261209T160000Z"))
    #expect(moved.etag != read.etag)
    let monday = CalDAVQuery(start: Self.date("2026-12-07T00:00:00Z"), end: Self.date("2026-12-08T00:00:00Z"))
    let wednesday = CalDAVQuery(
      start: Self.date("2026-12-09T00:00:00Z"), end: Self.date("2026-12-10T00:00:00Z"))
    #expect(try client.events(monday) == [])
    #expect(try client.events(wednesday).map(\.href) == ["/sam/home/dentist.ics"])
  }

  @Test func staleEntityTagIsAConflictAndLeavesTheServerCopy() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    let first = try client.create(
      named: "dentist.ics",
      calendarData: Self.event(
        uid: "dentist", summary: "Dentist", start: "20261207T090000Z", end: "20261207T100000Z"))
    // Another program changes it on the server after Hark read it.
    let theirs = Self.event(
      uid: "dentist", summary: "Dentist (moved by phone)", start: "20261208T090000Z", end: "20261208T100000Z")
    _ = try client.update(try client.get(first.href), calendarData: theirs)
    let mine = Self.event(
      uid: "dentist", summary: "Dentist", start: "20261211T090000Z", end: "20261211T100000Z")
    #expect(throws: CalDAVError.changedOnServer(href: "/sam/home/dentist.ics")) {
      try client.update(first, calendarData: mine)
    }
    #expect(throws: CalDAVError.changedOnServer(href: "/sam/home/dentist.ics")) { try client.delete(first) }
    #expect(try client.get(first.href).calendarData.contains("SUMMARY:Dentist (moved by phone)"))
    #expect(
      CalDAVError.changedOnServer(href: "/sam/home/dentist.ics").description
        == "the event /sam/home/dentist.ics changed on the server since it was read; read it again")
  }

  @Test func deletedEventIsGoneAndANameIsNotTakenTwice() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    let text = Self.event(
      uid: "dentist", summary: "Dentist", start: "20261207T090000Z", end: "20261207T100000Z")
    let created = try client.create(named: "dentist.ics", calendarData: text)
    #expect(throws: CalDAVError.alreadyExists(href: "/sam/home/dentist.ics")) {
      try client.create(named: "dentist.ics", calendarData: text)
    }
    try client.delete(try client.get(created.href))
    #expect(throws: CalDAVError.notFound(href: "/sam/home/dentist.ics")) { try client.get(created.href) }
    #expect(try client.events(CalDAVQuery(text: "dentist")) == [])
  }

  @Test func stoppedServerIsOneLineAndLosesNothing() throws {
    let (server, client) = try Self.calendar()
    defer { server.remove() }
    _ = try client.create(
      named: "dentist.ics",
      calendarData: Self.event(
        uid: "dentist", summary: "Dentist", start: "20261207T090000Z", end: "20261207T100000Z"))
    server.stop()
    let refused = CalDAVError.unreachable(host: "127.0.0.1", port: server.port, reason: .connectionRefused)
    #expect(throws: refused) { try client.events(CalDAVQuery(text: "dentist")) }
    #expect(
      refused.description == "can't reach the calendar server at 127.0.0.1:\(server.port): connection refused"
    )
    #expect(!refused.description.contains("\n"))
    let again = try RadicaleServer.start(folder: server.folder, port: server.port)
    defer { again.stop() }
    #expect(try client.events(CalDAVQuery(text: "dentist")).map(\.href) == ["/sam/home/dentist.ics"])
  }

  @Test func wrongPasswordIsRefusedInOneLine() throws {
    let server = try RadicaleServer.start(password: "right")
    defer { server.remove() }
    let wrong = CalDAVClient(collection: server.collection, user: "sam", password: "wrong")
    let refused = CalDAVError.credentialsRefused(host: "127.0.0.1:\(server.port)", user: "sam", status: 401)
    #expect(throws: refused) { try wrong.events(CalDAVQuery(text: "dentist")) }
    #expect(
      refused.description
        == "the calendar server at 127.0.0.1:\(server.port) refused the account sam (HTTP 401); check user and password-file in sources"
    )
    let right = CalDAVClient(collection: server.collection, user: "sam", password: "right")
    try right.makeCalendar()
    #expect(try right.events(CalDAVQuery(text: "dentist")) == [])
  }
}

/// What needs no server: timeouts, the password file, the XML of the answers.
@Suite struct CalDAVOfflineTests {
  @Test func serverThatNeverAnswersTimesOut() throws {
    // A socket that listens and never answers: the kernel completes the connection, no one reads.
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    try #require(listening && listen(descriptor, 4) == 0)
    let port = Int(UInt16(bigEndian: address.sin_port))
    let client = CalDAVClient(
      collection: try #require(URL(string: "http://127.0.0.1:\(port)/sam/home/")), user: "sam", password: "x",
      timeout: 0.3)
    let expected = CalDAVError.unreachable(host: "127.0.0.1", port: port, reason: .timedOut(seconds: 0.3))
    #expect(throws: expected) { try client.events(CalDAVQuery(text: "dentist")) }
    #expect(
      expected.description == "can't reach the calendar server at 127.0.0.1:\(port): no answer in 0.3 s")
  }

  @Test(arguments: [(0o600, true), (0o400, true), (0o640, false), (0o644, false), (0o604, false)])
  func passwordFileMustBeTheUsersAlone(mode: Int, readable: Bool) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("password-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("s3cret\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    if readable {
      #expect(try PasswordFile.read(file) == "s3cret")
    } else {
      #expect(
        throws: CalDAVError.passwordFile(path: file.path, problem: .readableByOthers(mode: UInt32(mode)))
      ) {
        try PasswordFile.read(file)
      }
    }
  }

  @Test func missingPasswordFileSaysWhy() {
    #expect(
      throws: CalDAVError.passwordFile(
        path: "/nonexistent/pw", problem: .unreadable("No such file or directory"))
    ) {
      try PasswordFile.read(URL(fileURLWithPath: "/nonexistent/pw"))
    }
  }

  @Test func multistatusIsReadWhateverThePrefixes() throws {
    let body = """
      <?xml version='1.0' encoding='utf-8'?>
      <!-- a comment -->
      <d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">
        <d:response><d:href>/sam/home/a.ics</d:href>
          <d:propstat><d:prop><d:getetag>"1"</d:getetag>
            <cal:calendar-data><![CDATA[BEGIN:VCALENDAR
      SUMMARY:Tom &amp; Jerry
      END:VCALENDAR
      ]]></cal:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
        </d:response>
        <response xmlns="DAV:"><href>/sam/home/b.ics</href><propstat><prop><getetag>&quot;2&quot;</getetag>
          <C:calendar-data xmlns:C="urn:ietf:params:xml:ns:caldav">SUMMARY:A &lt;b&gt; &#x4F60;&#22909;</C:calendar-data>
          </prop><status>HTTP/1.1 200 OK</status></propstat></response>
        <d:response><d:href>/sam/home/gone.ics</d:href>
          <d:propstat><d:prop/><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>
      </d:multistatus>
      """
    let found = try CalDAVClient.resources(Array(body.utf8), href: "/sam/home/")
    #expect(found.map(\.href) == ["/sam/home/a.ics", "/sam/home/b.ics"])
    #expect(found.map(\.etag) == ["\"1\"", "\"2\""])
    #expect(found.first?.calendarData == "BEGIN:VCALENDAR\nSUMMARY:Tom &amp; Jerry\nEND:VCALENDAR\n")
    #expect(found.last?.calendarData == "SUMMARY:A <b> 你好")
  }

  @Test(arguments: [
    "<!DOCTYPE x [<!ENTITY a 'b'>]><multistatus xmlns='DAV:'/>",
    "<multistatus xmlns='DAV:'><response>",
    "<x:multistatus/>",
    "not xml",
    "<multistatus xmlns='DAV:'>" + String(repeating: "<a>", count: 100)
      + String(repeating: "</a>", count: 100)
      + "</multistatus>",
  ])
  func answerThatIsNotAMultistatusIsABadResponse(body: String) {
    #expect(throws: CalDAVError.self) { try CalDAVClient.resources(Array(body.utf8), href: "/sam/home/") }
  }

  @Test func queryAsksForTheRangeAndTheTextEscaped() {
    let query = CalDAVQuery(
      start: Date(timeIntervalSince1970: 1_796_601_600), end: Date(timeIntervalSince1970: 1_797_206_400),
      text: "Tom & <Jerry>")
    let body = CalDAVClient.queryBody(query, property: "SUMMARY")
    #expect(body.contains("<C:time-range start=\"20261207T000000Z\" end=\"20261214T000000Z\"/>"))
    #expect(
      body.contains("<C:prop-filter name=\"SUMMARY\"><C:text-match>Tom &amp; &lt;Jerry&gt;</C:text-match>"))
  }
}
