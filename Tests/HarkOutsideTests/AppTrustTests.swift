import Foundation
import HarkOutside
import Testing

/// An app from outside is trusted for its executable's bytes: a changed executable is asked about
/// again, and a trust file others may write is not believed.
@Suite struct AppTrustTests {
  @Test func trustFollowsTheExecutablesBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-trust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = folder.appendingPathComponent("todo.py")
    try Data("#!/usr/bin/env python3\nprint('v1')\n".utf8).write(to: executable)
    let trust = AppTrust(file: folder.appendingPathComponent("trusted-apps"))
    let first = try #require(AppTrust.digest(of: executable.path))
    #expect(trust.verdict(id: "todo", digest: first) == .unknown)
    try trust.trust(id: "todo", digest: first)
    #expect(trust.verdict(id: "todo", digest: first) == .trusted)
    let attributes = try FileManager.default.attributesOfItem(atPath: trust.file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    try Data("#!/usr/bin/env python3\nprint('v2')\n".utf8).write(to: executable)
    let second = try #require(AppTrust.digest(of: executable.path))
    #expect(second != first)
    #expect(trust.verdict(id: "todo", digest: second) == .changed)
    #expect(trust.verdict(id: "notes", digest: first) == .unknown)

    try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: trust.file.path)
    #expect(trust.verdict(id: "todo", digest: first) == .unknown)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: trust.file.path)
    try trust.forget(id: "todo")
    #expect(trust.verdict(id: "todo", digest: first) == .unknown)
  }
}
