import Foundation
import HarkStore
import Testing

@testable import hark

@Suite struct ShellSetupTests {
  static func setup(_ argv: [String], _ environment: [String: String]) throws -> ShellSetup {
    ShellSetup(options: try Options.parse(argv), environment: environment)
  }

  @Test(arguments: [
    ([], ["HOME": "/h"], "/h/.local/share/hark/store"),
    ([], ["HOME": "/h", "XDG_DATA_HOME": "/d"], "/d/hark/store"),
    ([], ["HOME": "/h", "XDG_DATA_HOME": "/d", "HARK_STORE": "/s"], "/s"),
    (["--store", "/f"], ["HOME": "/h", "HARK_STORE": "/s"], "/f"),
  ])
  func theStoreHasAFolderBesideTheInstalledGrammars(
    argv: [String], environment: [String: String], expected: String
  ) throws {
    #expect(try Self.setup(argv, environment).storePath().path == expected)
  }

  @Test func aStoreMadeInTheDataFolderItselfIsKept() throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("hark-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let folder = data.appendingPathComponent("hark")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let environment = ["HOME": "/h", "XDG_DATA_HOME": data.path]
    #expect(try Self.setup([], environment).storePath().path == folder.appendingPathComponent("store").path)
    try Data("{\"hark-store\":1}\n".utf8).write(to: folder.appendingPathComponent(ShellSetup.storeMarker))
    #expect(try Self.setup([], environment).storePath().path == folder.path)
  }

  @Test func theMarkerIsTheOneTheStoreWrites() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-store-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Store.create(at: folder, seed: [])
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(ShellSetup.storeMarker).path))
  }

  @Test(arguments: [
    ("2026-06-09T09:41:00Z", true),
    ("2026-06-09T09:41:00+02:00", true),
    ("2026-02-30T00:00:00Z", false),
    ("2026-06-09T09:41:00Zjunk", false),
  ])
  func harkNowIsReadAsStrictlyAsTheFlag(text: String, accepted: Bool) throws {
    let setup = try Self.setup(["check"], ["HARK_NOW": text])
    do {
      _ = try setup.fixedNow()
      #expect(accepted)
    } catch {
      #expect(!accepted)
      #expect(error.status == 2)
      #expect(error.message.contains("HARK_NOW: “\(text)”"))
    }
  }

  @Test func theExecutableIsFoundWithoutArgvZero() {
    let executable = ExecutableLocation.current()
    #expect(executable.path.hasPrefix("/"))
    #expect(FileManager.default.isExecutableFile(atPath: executable.path))
  }
}
