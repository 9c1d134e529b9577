import Foundation
import HarkApps
import HarkCore
import Testing

@testable import hark

/// `hark check` says how each app's entities are found: by the shell's indexes, or, for a
/// calendar on a server, by the server (the talk's EntityStringQuery).
@Suite struct CheckFindingTests {
  @Test func aFolderIsIndexedAndAServerSearches() {
    let sources = DataSources(calendars: [
      CalendarSourceSpec(
        name: "home", location: .folder(URL(fileURLWithPath: "/home/sam/.calendars/home")), isDefault: true,
        origin: .storeFolder),
      CalendarSourceSpec(
        name: "work",
        location: .caldav(URL(string: "http://127.0.0.1:5232/sam/work/")!, user: "sam", passwordFile: nil),
        origin: .storeFolder),
    ])
    let lines = CheckCommand.finding(SampleApps.registry, sources: sources)
    #expect(
      lines.contains(
        "finding: calendar home: indexed: Hark's index of the folder's .ics files, kept by their stamps"))
    #expect(
      lines.contains(
        "finding: calendar work: by string query: the server searches (CalDAV calendar-query), Hark indexes nothing"
      ))
    #expect(lines.contains("finding: UnicornChat message: indexed, by name and by meaning (body)"))
    #expect(lines.filter { $0.hasPrefix("finding: calendar ") }.count == 2)
  }
}

extension CheckFindingTests {
  @Test func mailIsFoundByThePersonsNotmuchOrByItsFiles() {
    let home = URL(fileURLWithPath: "/home/sam/Mail")
    let sources = DataSources(mail: [
      MailSourceSpec(name: "main", maildir: home, notmuchDatabase: home, origin: .storeFolder),
      MailSourceSpec(
        name: "demo", maildir: URL(fileURLWithPath: "/tmp/store/mail/maildir"), origin: .storeFolder),
    ])
    let lines = CheckCommand.finding(SampleApps.registry, sources: sources)
    #expect(
      lines.contains(
        "finding: mail main: by the person's notmuch database, brought up to the Maildir before a search"))
    #expect(
      lines.contains(
        "finding: mail demo: file by file up to 500 messages, above that by a notmuch database Hark keeps in its cache folder"
      ))
  }
}
