import Foundation

/// khard (Debian's `khard`), run with an XDG_CONFIG_HOME of its own: a `khard.conf` naming one
/// address book, `main`, in a temporary folder (`../shared/notes/real-data.md`).
struct Khard {
  /// khard's path on PATH, or nil.
  static let path: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/khard"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether the khard tests run: with khard, or under CI, where a missing khard fails them.
  static var shouldRun: Bool {
    path != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  let home: URL
  let executable: String
  /// The vdir folder of khard's address book `main`.
  let folder: URL

  init(executable: String) throws {
    self.executable = executable
    home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-khard-\(UUID().uuidString)")
    folder = home.appendingPathComponent("contacts/main", isDirectory: true)
    let config = home.appendingPathComponent("config/khard", isDirectory: true)
    for made in [folder, config] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    let text = """
      [addressbooks]
      [[main]]
      path = \(folder.path)/
      [general]
      default_action = list

      """
    try Data(text.utf8).write(to: config.appendingPathComponent("khard.conf"))
  }

  /// khard's output for `arguments` (stdout then stderr), and its exit status; `input` is its
  /// standard input.
  func run(_ arguments: [String], input: String = "") throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "PATH": "/usr/bin:/bin",
      "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC", "EDITOR": "/bin/false",
    ]
    let output = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: bytes, as: UTF8.self), process.terminationStatus)
  }

  func remove() { try? FileManager.default.removeItem(at: home) }
}
