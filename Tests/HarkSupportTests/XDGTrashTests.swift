import Foundation
import Testing

@testable import HarkSupport

/// The freedesktop Trash as `gio trash` (GLib's) keeps it, in a temporary home of its own.
@Suite struct XDGTrashTests {
  /// A temporary home with `XDG_DATA_HOME` in it; never the developer's.
  struct Home {
    let root: URL
    var environment: [String: String] {
      ["HOME": root.path, "XDG_DATA_HOME": root.path + "/data", "PATH": "/usr/bin:/bin"]
    }
    var trash: XDGTrash? { XDGTrash(environment: environment) }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("trash-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A file at `path` under the home holding `text`.
    @discardableResult func write(_ path: String, _ text: String) throws -> URL {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      return file
    }

    func text(_ url: URL) -> String? {
      FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `gio ARGUMENTS` in this home; false when gio is missing (a failure under CI).
    func gio(_ arguments: [String]) throws -> Bool {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gio") else {
        #expect(ProcessInfo.processInfo.environment["CI"] == nil, "gio is missing (Debian libglib2.0-bin)")
        return false
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/gio")
      process.arguments = arguments
      process.environment = environment
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "gio \(arguments.joined(separator: " "))")
      return true
    }

    /// Runs `script` (gio commands) on a D-Bus session bus of its own, where gvfs's trash backend
    /// answers `gio trash --list` and `--restore`; the bus is stopped after, and gvfs with it. Its
    /// standard output, or nil when gvfs or D-Bus is missing (a failure under CI).
    func gioSession(_ script: String) throws -> String? {
      try XDGTrashTests.gioSession(script, environment: environment, folder: root)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// The programs ``gioSession(_:environment:folder:)`` needs: Debian's dbus-daemon and gvfs.
  static let gvfsTools = ["/usr/bin/dbus-daemon", "/usr/bin/gio", "/usr/libexec/gvfsd-trash"]

  /// Runs `script` with `environment` on a session bus started for it (`dbus-daemon --fork`),
  /// killed when the script ends, so no daemon outlives the test; what it prints goes to a file
  /// in `folder` (a pipe would stay open in gvfs's daemons). Nil when the tools are missing.
  static func gioSession(_ script: String, environment: [String: String], folder: URL) throws -> String? {
    guard gvfsTools.allSatisfy(FileManager.default.isExecutableFile) else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil,
        "gio trash --list needs Debian's gvfs and dbus-daemon (\(gvfsTools.joined(separator: ", ")))")
      return nil
    }
    let output = folder.appendingPathComponent("gio-\(UUID().uuidString).txt")
    let wrapped = """
      set -u
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
    #expect(process.terminationStatus == 0, "\(script)")
    defer { try? FileManager.default.removeItem(at: output) }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// What Hark trashes, gio lists (`gio trash --list`: trash:///NAME and the original path) and
  /// restores (`gio trash --restore`), through gvfs as a file manager does.
  @Test func gioListsAndRestoresWhatHarkTrashed() throws {
    let home = try Home()
    defer { home.remove() }
    let trash = try #require(home.trash)
    let file = try home.write("Documents/Q3 report (final).txt", "numbers")
    let item = try trash.trash(file)
    guard
      let listed = try home.gioSession(
        "gio trash --list && gio trash --restore 'trash:///\(item.name)'")
    else { return }
    #expect(listed == "trash:///Q3%20report%20(final).txt\t\(file.path)\n")
    #expect(home.text(file) == "numbers")
    #expect(trash.items().isEmpty)
  }

  @Test func trashMovesTheFileAndWritesItsInfo() throws {
    let home = try Home()
    defer { home.remove() }
    let file = try home.write("Documents/Q2 report+é.txt", "numbers")
    let trash = try #require(home.trash)
    let now = Date(timeIntervalSince1970: 1_796_000_000)
    let item = try trash.trash(file, now: now)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(item.file.path == home.root.path + "/data/Trash/files/Q2 report+é.txt")
    #expect(home.text(item.file) == "numbers")
    let encoded = home.root.path + "/Documents/Q2%20report%2B%C3%A9.txt"
    #expect(
      home.text(item.infoFile)
        == "[Trash Info]\nPath=\(encoded)\nDeletionDate=\(XDGTrash.localDate(now))\n")
    #expect(trash.items() == [item])
    try trash.restore(item)
    #expect(home.text(file) == "numbers")
    #expect(!FileManager.default.fileExists(atPath: item.infoFile.path))
    #expect(trash.items().isEmpty)
  }

  @Test func aTakenNameGetsANumberBeforeItsExtension() throws {
    let home = try Home()
    defer { home.remove() }
    let trash = try #require(home.trash)
    var names: [String] = []
    for folder in ["a", "b", "c"] {
      names.append(try trash.trash(home.write("\(folder)/notes.txt", folder)).name)
    }
    names.append(try trash.trash(home.write("a/README", "r")).name)
    names.append(try trash.trash(home.write("b/README", "r")).name)
    #expect(names == ["notes.txt", "notes.2.txt", "notes.3.txt", "README", "README.2"])
    #expect(XDGTrash.name(".bashrc", attempt: 2) == ".bashrc.2")
  }

  @Test func restoreRefusesToOverwrite() throws {
    let home = try Home()
    defer { home.remove() }
    let trash = try #require(home.trash)
    let file = try home.write("plan.txt", "old")
    let item = try trash.trash(file)
    try home.write("plan.txt", "new")
    #expect(throws: XDGTrashError.originalExists(path: file.path)) { try trash.restore(item) }
    #expect(home.text(file) == "new")
    #expect(home.text(item.file) == "old")
  }

  @Test func aMissingFileIsSaidAndNothingIsWritten() throws {
    let home = try Home()
    defer { home.remove() }
    let trash = try #require(home.trash)
    let missing = home.root.appendingPathComponent("gone.txt")
    #expect(throws: XDGTrashError.self) { try trash.trash(missing) }
    #expect(trash.items().isEmpty)
  }

  /// What Hark writes is what gio writes for the same file (its Path= line, its date's form).
  @Test func infoAsGioWritesIt() throws {
    let home = try Home()
    defer { home.remove() }
    let file = try home.write("Work/budget 2027 (draft)#1 ü.ods", "x")
    guard try home.gio(["trash", file.path]) else { return }
    let gioTrash = home.root.appendingPathComponent("data/Trash")
    let gioItem = try #require(XDGTrash.items(in: gioTrash).first)
    let gioInfo = try #require(home.text(gioItem.infoFile))
    // The same path again, trashed by Hark into another trash.
    try home.write("Work/budget 2027 (draft)#1 ü.ods", "x")
    let own = XDGTrash(home: home.root.appendingPathComponent("own/Trash"))
    let item = try own.trash(file)
    let info = try #require(home.text(item.infoFile))
    func path(_ text: String) -> Substring? { text.split(separator: "\n").first { $0.hasPrefix("Path=") } }
    #expect(path(info) != nil && path(info) == path(gioInfo))
    #expect(gioItem.original == file.standardizedFileURL)
    #expect(gioItem.deletionDate.count == "2026-12-04T09:30:00".count)
    #expect(item.deletionDate.count == gioItem.deletionDate.count)
    #expect(info.hasPrefix("[Trash Info]\n") && gioInfo.hasPrefix("[Trash Info]\n"))
  }

  /// A file gio trashed is found and restored by Hark; gio then numbers its next file after
  /// Hark's, each reading the other's entries.
  @Test func gioAndHarkShareOneTrash() throws {
    let home = try Home()
    defer { home.remove() }
    let trash = try #require(home.trash)
    let file = try home.write("Documents/ticket.pdf", "%PDF-1.4 gio")
    guard try home.gio(["trash", file.path]) else { return }
    let item = try #require(trash.items().first)
    #expect(item.original == file.standardizedFileURL)
    try trash.restore(item)
    #expect(home.text(file) == "%PDF-1.4 gio")
    #expect(trash.items().isEmpty)
    // Interleaved: gio, Hark, gio trash three files of one name.
    _ = try home.gio(["trash", file.path])
    let second = try trash.trash(home.write("Documents/ticket.pdf", "hark"))
    _ = try home.gio(["trash", home.write("Documents/ticket.pdf", "gio again").path])
    #expect(second.name == "ticket.2.pdf")
    #expect(trash.items().map(\.name) == ["ticket.2.pdf", "ticket.3.pdf", "ticket.pdf"])
    let third = try #require(trash.items().first { $0.name == "ticket.3.pdf" })
    #expect(home.text(third.file) == "gio again")
  }

  /// A file on another filesystem than the home trash goes to that filesystem's `.Trash-$uid`, by
  /// rename (never copied). Runs where /dev/shm is a tmpfs apart from the temporary folder.
  @Test func anotherFilesystemUsesItsTopdirTrash() throws {
    let home = try Home()
    defer { home.remove() }
    var shm = stat()
    var tmp = stat()
    guard stat("/dev/shm", &shm) == 0, stat(home.root.path, &tmp) == 0, shm.st_dev != tmp.st_dev,
      access("/dev/shm", W_OK) == 0
    else { return }
    let folder = URL(fileURLWithPath: "/dev/shm/hark-trash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scan.png")
    try Data("png".utf8).write(to: file)
    let topdir = URL(fileURLWithPath: "/dev/shm/.Trash-\(getuid())")
    let existed = FileManager.default.fileExists(atPath: topdir.path)
    let item = try #require(home.trash).trash(file)
    #expect(item.trash.path == topdir.path)
    #expect(home.text(item.file) == "png")
    try #require(home.trash).restore(item)
    #expect(home.text(file) == "png")
    if !existed { try? FileManager.default.removeItem(at: topdir) }
  }
}
