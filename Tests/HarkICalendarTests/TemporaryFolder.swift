import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "hark-ical-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// `name` inside it.
  func file(_ name: String) -> String { path + "/" + name }

  /// A folder `name` inside it, made.
  func folder(_ name: String) throws -> String {
    let made = file(name)
    try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
    return made
  }

  func write(_ bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
  }

  /// Writes `bytes` over `name`'s own inode (truncated, then written), as an editor that does
  /// not rename does: the folder's stamp stays as it was.
  func rewriteInPlace(_ bytes: [UInt8], _ name: String) throws {
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: file(name)))
    defer { try? handle.close() }
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(bytes))
  }

  func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: file(name))))
  }

  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
