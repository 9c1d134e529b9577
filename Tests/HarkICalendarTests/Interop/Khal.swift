import Foundation

/// khal (Debian's `khal`), run in a home of its own: a temporary HOME, XDG_CONFIG_HOME with the
/// config of `../shared/notes/real-data.md`, and one calendar, `home`.
struct Khal {
  /// khal's path on PATH, or nil.
  static let path: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/khal"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether the khal tests run: with khal, or under CI, where a missing khal fails them.
  static var shouldRun: Bool {
    path != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  let home: TemporaryFolder
  let executable: String
  /// The vdir folder of khal's calendar `home`.
  let calendarFolder: String

  init(executable: String) throws {
    self.executable = executable
    home = try TemporaryFolder()
    calendarFolder = try home.folder("calendars/home")
    let config = try home.folder("config/khal")
    let text = """
      [calendars]
      [[home]]
      path = \(calendarFolder)
      type = calendar
      [default]
      default_calendar = home
      [locale]
      local_timezone = UTC
      default_timezone = UTC
      timeformat = %H:%M
      dateformat = %Y-%m-%d
      longdateformat = %Y-%m-%d
      datetimeformat = %Y-%m-%d %H:%M
      longdatetimeformat = %Y-%m-%d %H:%M

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: config + "/config"))
  }

  /// khal's output for `arguments` (stdout then stderr), and its exit status.
  func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: bytes, as: UTF8.self), process.terminationStatus)
  }

  func remove() { home.remove() }
}
