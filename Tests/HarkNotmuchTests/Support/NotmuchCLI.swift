import Foundation

/// Debian's `notmuch` command, run with NOTMUCH_CONFIG naming a config file the test writes and
/// HOME in the test's folder, so no one's own configuration is read.
struct NotmuchCLI {
  /// notmuch's path on PATH, or nil.
  static let path: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/notmuch"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether the tests that need notmuch run: with notmuch, or under CI, where a missing notmuch
  /// fails them.
  static var shouldRun: Bool {
    path != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  let executable: String
  let home: String
  let config: String

  /// A CLI over the database at `databasePath`; `mailRoot` is written into the config only when
  /// given (Hark's own database carries its mail root in itself).
  init(executable: String, home: String, databasePath: String, mailRoot: String? = nil) throws {
    self.executable = executable
    self.home = home
    config = home + "/notmuch-config"
    var text = "[database]\npath=\(databasePath)\n"
    if let mailRoot { text += "mail_root=\(mailRoot)\n" }
    text += "[new]\ntags=unread;inbox;\n[maildir]\nsynchronize_flags=true\n"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: config))
  }

  /// notmuch's standard output for `arguments`; a failure is thrown with what it said.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = [
      "HOME": home, "NOTMUCH_CONFIG": config, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(arguments: arguments, said: String(decoding: said, as: UTF8.self))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The Message-IDs notmuch finds for a query, sorted.
  func messageIDs(_ query: String) throws -> [String] {
    try run(["search", "--output=messages", query]).split(separator: "\n")
      .map { $0.hasPrefix("id:") ? String($0.dropFirst(3)) : String($0) }.sorted()
  }

  struct Failure: Error, CustomStringConvertible {
    let arguments: [String]
    let said: String
    var description: String { "notmuch \(arguments.joined(separator: " ")): \(said)" }
  }
}
