import Foundation
import Testing

@testable import HarkCore

/// `[files NAME]`, `[pictures NAME]` and `[music NAME]` sections, and where files, pictures and
/// music come from when no sources file names them: the XDG user directories, `MPD_HOST`.
@Suite struct SourcesMediaTests {
  typealias Home = DataSourcesLoadingTests.Home
  static let file = URL(fileURLWithPath: "/home/sam/.config/hark/sources")
  static let environment = ["HOME": "/home/sam", "MEDIA": "/srv/media"]

  /// `hark sources` lines of everything a text names.
  static func lines(_ read: SourcesFile) -> [String] {
    read.files.map { $0.described(kind: .files, home: "/home/sam") }
      + read.pictures.map { $0.described(kind: .pictures, home: "/home/sam") }
      + (read.music.map { [$0.described(home: "/home/sam")] } ?? [])
  }

  @Test(arguments: [
    (
      "[files work]\npath = ~/Work\n\n[files]\npath = $MEDIA/shared\nread-only = yes\n",
      [
        "files work: ~/Work (from ~/.config/hark/sources:1)",
        "files shared: /srv/media/shared (read-only; from ~/.config/hark/sources:4)",
      ]
    ),
    (
      "[pictures camera]\npath = Pictures/camera  # relative to the file's folder\n",
      ["pictures camera: ~/.config/hark/Pictures/camera (from ~/.config/hark/sources:1)"]
    ),
    (
      "[music home]\nhost = 192.168.1.20\nport = 6601\ntimeout = 2.5\n",
      ["music home: 192.168.1.20:6601 (timeout 2.5 s; from ~/.config/hark/sources:1)"]
    ),
    (
      "[music]\nhost = ~/.mpd/socket\n",
      ["music mpd: ~/.mpd/socket (timeout 5 s; from ~/.config/hark/sources:1)"]
    ),
    (
      "[music]\n",
      [
        "music mpd: the default ($XDG_RUNTIME_DIR/mpd/socket, then localhost:6600) (timeout 5 s; "
          + "from ~/.config/hark/sources:1)"
      ]
    ),
  ])
  func sectionsNameFoldersAndAServer(text: String, expected: [String]) {
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    #expect(Self.lines(read) == expected)
  }

  @Test func mistakesAreSaidAtTheirWord() {
    let text = """
      [files work]
      folder = ~/Work
      [pictures]
      read-only = maybe
      [music home]
      host = /run/mpd/socket
      port = 70000
      [music again]
      host = @mpd
      port = 6600
      """
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(
      read.problems.map(\.rendered) == [
        "/home/sam/.config/hark/sources:2:1: error: “folder” is not a key here; known: path, read-only",
        "/home/sam/.config/hark/sources:1:8: error: “work” names no path = PATH",
        "/home/sam/.config/hark/sources:4:13: error: “maybe” is not yes or no",
        "/home/sam/.config/hark/sources:3:10: error: “pictures” names no path = PATH",
        "/home/sam/.config/hark/sources:7:8: error: “70000” is not a port number from 1 to 65535",
        "/home/sam/.config/hark/sources:7:1: error: “port” is only for a host name, not a socket",
        "/home/sam/.config/hark/sources:10:1: error: “port” is only for a host name, not a socket",
      ])
    #expect(read.files.isEmpty && read.pictures.isEmpty && read.music == nil)
    #expect(read.decides == [.files, .pictures, .music])
  }

  @Test func aSecondMusicServerIsAProblemAndTheFirstIsUsed() {
    let read = SourcesFile(
      text: "[music a]\nhost = a.example\n[music b]\nhost = b.example\n", file: Self.file,
      environment: Self.environment)
    #expect(read.music?.host == "a.example")
    #expect(read.problems.map(\.problem) == [.secondMusicServer(first: "a")])
  }

  /// A password is taken only from a file its owner alone may read, as a CalDAV password file.
  @Test func passwordOnlyFromAFileOthersCannotRead() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write(DataSourcesKindsTests.harkFile, "[music]\nhost = localhost\npassword = s3cret\n")
    let file = home.root.appendingPathComponent(DataSourcesKindsTests.harkFile)
    chmod(file.path, 0o644)
    var sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.problems.map(\.problem) == [.passwordReadableByOthers(mode: 0o644)])
    #expect(sources.problems.first?.message.contains("chmod 600") == true)
    #expect(sources.music == nil)
    chmod(file.path, 0o600)
    sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.problems == [])
    #expect(sources.music?.password == "s3cret")
    #expect(sources.music?.described(home: nil).contains("s3cret") == false)
  }

  @Test(
    arguments: [
      (["MPD_HOST": "/run/mpd/socket"], "/run/mpd/socket", nil, nil, "from $MPD_HOST"),
      (
        ["MPD_HOST": "pw@music.local", "MPD_PORT": "6601"], "music.local", 6601, "pw",
        "from $MPD_HOST and $MPD_PORT"
      ),
      (["MPD_HOST": "@mpd"], "@mpd", nil, nil, "from $MPD_HOST"),
      ([:], nil, nil, nil, "libmpdclient's default"),
    ] as [([String: String], String?, Int?, String?, String)])
  func musicFromTheEnvironment(
    variables: [String: String], host: String?, port: Int?, password: String?, origin: String
  )
    throws
  {
    let home = try Home()
    defer { home.remove() }
    let sources = DataSources.load(
      store: home.store, environment: home.environment.merging(variables) { $1 })
    #expect(sources.music?.host == host)
    #expect(sources.music?.port == port)
    #expect(sources.music?.password == password)
    #expect(sources.music?.mpdConfig == nil)
    #expect(sources.music?.origin.described(home: nil) == origin)
  }

  static let userDirs = """
    # This file is written by xdg-user-dirs-update
    XDG_DESKTOP_DIR="$HOME"
    XDG_DOWNLOAD_DIR="$HOME/Downloads"
    XDG_TEMPLATES_DIR="$HOME/Templates"
    XDG_DOCUMENTS_DIR="${HOME}/My \\"Docs\\""
    XDG_MUSIC_DIR="/srv/music"
    XDG_PICTURES_DIR="$HOME/Pictures/"
    XDG_VIDEOS_DIR=$HOME/Videos
    """

  @Test func userDirsGiveFilesAndPictures() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write("config/user-dirs.dirs", Self.userDirs)
    let sources = DataSources.load(store: home.store, environment: home.environment)
    let said = home.root.path
    #expect(
      sources.files.map { $0.described(kind: .files, home: said) } == [
        "files My \"Docs\": ~/My \"Docs\" (from the XDG user dirs ~/config/user-dirs.dirs:5)",
        "files Downloads: ~/Downloads (from the XDG user dirs ~/config/user-dirs.dirs:3)",
      ])
    #expect(
      sources.pictures.map { $0.described(kind: .pictures, home: said) } == [
        "pictures Pictures: ~/Pictures (from the XDG user dirs ~/config/user-dirs.dirs:7)"
      ])
  }

  /// An unset DESKTOP is `~/Desktop` to xdg-user-dir: served when that folder exists.
  @Test func anExistingDefaultDesktopIsServed() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write("config/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n")
    #expect(
      DataSources.load(store: home.store, environment: home.environment).files.map(\.name) == ["Documents"])
    try FileManager.default.createDirectory(
      at: home.root.appendingPathComponent("Desktop"), withIntermediateDirectories: true)
    #expect(
      DataSources.load(store: home.store, environment: home.environment).files.map(\.name) == [
        "Documents", "Desktop",
      ])
  }

  @Test func precedenceStoreFileThenHarkFileThenUserDirsThenStore() throws {
    let home = try Home()
    defer { home.remove() }
    func names() -> ([String], [String], String?) {
      let sources = DataSources.load(store: home.store, environment: home.environment)
      return (sources.files.map(\.name), sources.pictures.map(\.name), sources.music?.name)
    }
    // Nothing names them: the store's own files and pictures, libmpdclient's default server.
    var found = names()
    #expect(found.0 == ["Documents"] && found.1 == ["pictures"] && found.2 == "mpd")
    try home.write("config/user-dirs.dirs", Self.userDirs)
    found = names()
    #expect(found.0 == ["My \"Docs\"", "Downloads"] && found.1 == ["Pictures"])
    try home.write(DataSourcesKindsTests.harkFile, "[files work]\npath = ~/Work\n[music box]\nhost = box\n")
    found = names()
    #expect(found.0 == ["work"] && found.1 == ["Pictures"] && found.2 == "box")
    // A store's file decides every kind: the kinds it does not name are the store's own.
    try home.write("store/sources", "[calendar home]\nfolder = calendar/calendars/home\n")
    let sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.files == DataSources.storeOwnFiles(home.store))
    #expect(sources.pictures == DataSources.storeOwnPictures(home.store))
    #expect(sources.music?.host == home.store.path + "/music/mpd.socket")
    #expect(sources.music?.mpdConfig == home.store.appendingPathComponent("music/mpd.conf"))
    #expect(sources.trash == home.store.appendingPathComponent("trash", isDirectory: true))
  }

  /// Deleted files go to the person's Trash, `$XDG_DATA_HOME/Trash` (else under HOME), unless a
  /// store's own file decides: then to the store's.
  @Test func trashIsThePersonsUnlessTheStoreDecides() throws {
    let home = try Home()
    defer { home.remove() }
    var environment = home.environment
    #expect(
      DataSources.load(store: home.store, environment: environment).trash?.path
        == home.root.path + "/.local/share/Trash")
    environment["XDG_DATA_HOME"] = home.root.path + "/data"
    #expect(
      DataSources.load(store: home.store, environment: environment).trash?.path == home.root.path
        + "/data/Trash")
    try home.write("store/sources", "[calendar home]\nfolder = calendar/calendars/home\n")
    #expect(
      DataSources.load(store: home.store, environment: environment).trash
        == DataSources.storeTrash(home.store))
  }

  /// The reader against `xdg-user-dir` itself (Debian's xdg-user-dirs) under a temporary HOME.
  @Test func readsAsXDGUserDirDoes() throws {
    let tool = "/usr/bin/xdg-user-dir"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil, "xdg-user-dir is missing (Debian xdg-user-dirs)")
      return
    }
    let home = try Home()
    defer { home.remove() }
    try home.write("config/user-dirs.dirs", Self.userDirs)
    let dirs = try #require(XDGUserDirs.load(environment: home.environment))
    for name in ["DESKTOP", "DOWNLOAD", "TEMPLATES", "DOCUMENTS", "MUSIC", "PICTURES", "PUBLICSHARE"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = [name]
      process.environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      var said = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
      while said.count > 1, said.hasSuffix("/") { said.removeLast() }
      #expect((dirs[name]?.folder.path ?? home.root.path) == said, "\(name)")
    }
  }
}
