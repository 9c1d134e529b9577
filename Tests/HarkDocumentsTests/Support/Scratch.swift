import Foundation

/// A temporary folder for one test, removed when it ends.
final class Scratch: Sendable {
  let url: URL
  let owned: Bool
  var path: String { url.path }

  convenience init() throws {
    try self.init(
      url: FileManager.default.temporaryDirectory.appendingPathComponent(
        "hark-documents-\(UUID().uuidString)"),
      owned: true)
  }

  /// A folder at `url`, removed at the end when `owned`.
  init(url: URL, owned: Bool) throws {
    self.url = url
    self.owned = owned
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { if owned { try? FileManager.default.removeItem(at: url) } }

  /// Writes `bytes` at `relative` (folders made as needed); returns the path.
  @discardableResult
  func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  @discardableResult
  func write(_ relative: String, text: String) throws -> String { try write(relative, Array(text.utf8)) }
}

/// Whether this run is CI's, where a missing tool or model fails instead of skipping.
let onCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// The path of `tool` on the PATH, or nil.
func toolPath(_ tool: String) -> String? {
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
    let path = "\(folder)/\(tool)"
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return nil
}

/// What `tool arguments` prints on standard output.
func run(_ tool: String, _ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
