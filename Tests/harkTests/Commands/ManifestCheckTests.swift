import Foundation
import HarkOutside
import Testing

@testable import hark

/// `hark check` reads the manifests of the apps installed under `<data>/hark/apps/` and says
/// where a manifest's executable is missing or may not be run.
@Suite struct ManifestCheckTests {
  @Test func installedManifestsAreFoundAndTheirExecutableChecked() throws {
    let apps = FileManager.default.temporaryDirectory.appendingPathComponent("hark-apps-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: apps) }
    let folder = apps.appendingPathComponent("todo")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: apps.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let manifest = folder.appendingPathComponent("manifest.json")
    try Data("{\"id\": \"todo\", \"name\": \"To-do\",\n \"run\": \"todo.py\"}".utf8).write(to: manifest)
    #expect(CheckCommand.installedManifests(in: apps) == [manifest.path])

    guard case .manifest(let read) = AppManifest.load(manifest.path) else {
      Issue.record("the manifest did not read")
      return
    }
    #expect(
      InstalledApps.executableFinding(read)?.rendered
        == "\(manifest.path):2:9: error: To-do: runs \(folder.path)/todo.py, which is no file")

    let script = folder.appendingPathComponent("todo.py")
    try Data("#!/usr/bin/env python3\n".utf8).write(to: script)
    #expect(
      InstalledApps.executableFinding(read)?.message.hasSuffix("which this user may not run (chmod +x?)")
        == true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    #expect(InstalledApps.executableFinding(read) == nil)
  }
}
