import Foundation

/// `gio` commands on a D-Bus session bus of their own, where gvfs's trash backend answers
/// `gio trash --list` and `gio trash --restore` as it does on a desktop. The bus is started for
/// the commands (`dbus-daemon --fork`) and killed after them, gvfs's daemons ending with it; what
/// the commands print goes through a file, since a pipe would stay open in those daemons.
public enum GioSession {
  /// The programs it needs: Debian's dbus-daemon, libglib2.0-bin (gio) and gvfs.
  public static let tools = ["/usr/bin/dbus-daemon", "/usr/bin/gio", "/usr/libexec/gvfsd-trash"]

  /// Whether they are all installed.
  public static var isInstalled: Bool { tools.allSatisfy(FileManager.default.isExecutableFile) }

  /// Runs the shell commands `script` with `environment` (its HOME and XDG_DATA_HOME say which
  /// Trash), writing a file in `folder` for their output: their exit status and output.
  public static func run(_ script: String, environment: [String: String], folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let output = folder.appendingPathComponent("gio-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let wrapped = """
      bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=1) || exit 70
      DBUS_SESSION_BUS_ADDRESS=$(echo "$bus" | sed -n 1p); export DBUS_SESSION_BUS_ADDRESS
      pid=$(echo "$bus" | sed -n 2p)
      ( \(script) ) > '\(output.path)'
      status=$?
      kill -9 "$pid"  # SIGKILL: the daemon may have inherited a blocked SIGTERM
      exit $status
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", wrapped]
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
  }
}
