import Foundation
import HarkOutside
import Testing

/// `hark apps install DIR` copies an app that passes `hark check` into the apps folder, replacing
/// one of the same id only once the new copy is whole; one that fails is not installed.
@Suite struct InstalledAppsTests {
  let root: URL
  let apps: InstalledApps

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-installed-\(UUID().uuidString)")
    apps = InstalledApps(folder: root.appendingPathComponent("apps"))
  }

  /// A folder holding an app whose manifest adopts `messages.openConversation` (no companions)
  /// and says `note`, with its executable when `runnable`.
  func source(
    _ name: String, note: String, runnable: Bool = true, schema: String = "messages.openConversation"
  )
    throws -> URL
  {
    let folder = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = """
      {"id": "notes", "name": "\(note)", "run": "notes.sh",
       "entities": [{"type": "Friend", "schema": "contacts.person", "properties": {"name": "string"}}],
       "intents": [{"name": "Open", "schema": "\(schema)", "parameters": {"person": "entity:Friend"}}]}
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
    if runnable {
      let script = folder.appendingPathComponent("notes.sh")
      try Data("#!/bin/sh\n".utf8).write(to: script)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }
    return folder
  }

  func installedName() -> String? {
    guard case .manifest(let manifest) = apps.list().first?.manifest else { return nil }
    return manifest.name
  }

  @Test func anAppIsInstalledReplacedAndRemoved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try apps.install(try source("v1", note: "Notes 1"))
    #expect(first.id == "notes")
    #expect(apps.list().map(\.id) == ["notes"])
    #expect(
      FileManager.default.isExecutableFile(atPath: apps.folder.appendingPathComponent("notes/notes.sh").path))
    _ = try apps.install(try source("v2", note: "Notes 2"))
    #expect(installedName() == "Notes 2")
    #expect(try FileManager.default.contentsOfDirectory(atPath: apps.folder.path) == ["notes"])
    #expect(throws: InstalledApps.Failure.notInstalled(id: "todo", installed: ["notes"])) {
      try apps.remove("todo")
    }
    try apps.remove("notes")
    #expect(apps.list().isEmpty)
  }

  @Test func anAppThatFailsItsCheckIsNotInstalledAndTheOldOneStays() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try apps.install(try source("v1", note: "Notes 1"))
    let bad = try source("bad", note: "Notes 2", schema: "messages.opneConversation")
    do {
      _ = try apps.install(bad)
      Issue.record("an app adopting no schema intent was installed")
    } catch {
      guard case .check(let findings) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(findings.first?.message.contains("did you mean “messages.openConversation”?") == true)
    }
    let noExecutable = try source("norun", note: "Notes 3", runnable: false)
    do {
      _ = try apps.install(noExecutable)
      Issue.record("an app with no executable was installed")
    } catch {
      guard case .executable(let finding) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(finding.message.hasSuffix("notes.sh, which is no file"))
    }
    #expect(installedName() == "Notes 1")
    #expect(try FileManager.default.contentsOfDirectory(atPath: apps.folder.path) == ["notes"])
  }
}
