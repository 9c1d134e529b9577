import Foundation
import HarkGrammar
import HarkStore
import Synchronization
import Testing

@testable import HarkApps
@testable import HarkCore

/// `:open`: the file the shell last showed, handed to the opener the executable plugs in
/// (`xdg-open PATH`); said plainly when there is no file or no opener.
@Suite struct OpenCommandTests {
  static let now = Date(timeIntervalSince1970: 1_781_000_000)

  static func session(opener: (@Sendable (URL) -> String?)?) throws -> (Session, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-open-\(UUID().uuidString)")
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: now))
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    var environment = SampleApps.shellEnvironment(grammar: grammar, store: store, clock: { now }, index: nil)
    environment.openFile = opener
    return (Session(conversation: Conversation(environment: environment)), folder)
  }

  static func handle(_ line: String, in session: Session) -> [ShellEvent] {
    var events: [ShellEvent] = []
    _ = session.handle(line) { events.append($0) }
    return events
  }

  @Test func openHandsTheLastShownFileToTheOpener() throws {
    let opened = Mutex<[String]>([])
    let (session, folder) = try Self.session { url in
      opened.withLock { $0.append(url.path) }
      return nil
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = Self.handle(":open", in: session)
    #expect(before.map(\.kind) == [.notice])
    #expect(before.first?.text.contains("open one first") == true)
    _ = Self.handle("open the budget file", in: session)
    let events = Self.handle(":open", in: session)
    let path = folder.appendingPathComponent("files/documents/Work/budget.ods").path
    #expect(events.map(\.kind) == [.info])
    #expect(events.first?.text == "Opening \(path) with xdg-open.")
    #expect(opened.withLock { $0 } == [path])
  }

  @Test func withoutAnOpenerItSaysSo() throws {
    let (session, folder) = try Self.session(opener: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = Self.handle("open the budget file", in: session)
    let events = Self.handle(":open", in: session)
    #expect(events.map(\.kind) == [.notice])
    #expect(events.first?.text == "hark: :open cannot open files in this shell")
  }
}
