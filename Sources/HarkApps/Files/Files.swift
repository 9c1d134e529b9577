import Foundation
import HarkCore
import HarkStore
import HarkSupport

/// The person's files, where they are: the XDG user directories (documents, downloads, desktop),
/// the folders a sources file names, or the store's own `files/documents/` (``DataSources/files``).
/// Open, rename and delete act on the real files; delete moves them to the Trash.
public struct Files: App {
  public init() {}

  public let id = "files"
  public let name = "Files"
  public let synonyms = ["documents", "文件"]

  public var intents: [any AppIntent.Type] {
    [OpenFileIntent.self, RenameFileIntent.self, DeleteFilesIntent.self, FindFilesIntent.self]
  }
  public var entityTypes: [EntityType] { [EntityType(FileItem.self)] }

  /// One demo document: where it goes under `documents/`, its bytes, how many days before now it
  /// was changed, and its tags.
  struct DemoDocument {
    var path: String
    var bytes: [UInt8]
    var days: Double
    var tags: [String] = []
  }

  /// The demo's documents, real files in the store's `files/documents/`: PDFs (``DemoPDF``), an
  /// OpenDocument spreadsheet and text (``DemoODF``), a text file. Their modification times are
  /// set days before `now`; their tags are written as `user.xdg.tags` where the file system
  /// keeps extended attributes.
  static func demoDocuments() -> [DemoDocument] {
    func pdf(_ title: String, _ line: String) -> [UInt8] { DemoPDF.document(title: title, lines: [line]) }
    let report = ["report", "报告"]
    return [
      DemoDocument(
        path: "Work/budget.ods",
        bytes: DemoODF.spreadsheet(
          sheet: "Q3 budget",
          rows: [["Q3 budget", ""], ["travel", "12400"], ["equipment", "8900"], ["offsite", "5200"]]),
        days: 1, tags: ["budget", "预算"]),
      DemoDocument(
        path: "Work/offsite agenda.odt",
        bytes: DemoODF.text(["Offsite agenda", "Day 1: planning. Day 2: hiking and a team dinner."]), days: 2),
      DemoDocument(
        path: "Recipes/enchiladas.txt",
        bytes: Array("Mom's enchiladas: tortillas, red sauce, cheese, onions.\n".utf8), days: 12),
      DemoDocument(path: "taxes 2025.pdf", bytes: pdf("taxes 2025", "Form 1040, tax year 2025."), days: 40),
      DemoDocument(
        path: "Work/Q1 sales report.pdf", bytes: pdf("Q1 sales report", "Q1 sales: 1.2M, up 4% on the year."),
        days: 70, tags: report),
      DemoDocument(
        path: "Work/Q2 sales report.pdf",
        bytes: pdf("Q2 sales report", "Q2 sales: 1.4M, up 9% on the year; the offsite budget is approved."),
        days: 3, tags: report),
      DemoDocument(
        path: "Travel/plane ticket SFO-TUS Mary Rivera.pdf",
        bytes: pdf(
          "plane ticket SFO-TUS Mary Rivera",
          "Boarding pass: Mary Rivera, SFO to Tucson, Saturday 13 June, seat 14C."),
        days: 5, tags: ["plane ticket", "ticket", "boarding pass", "机票"]),
    ]
  }

  public func demoData(now: Date) -> [StoreSeed] {
    var seed = StoreSeed(app: id, files: [:])
    for document in Files.demoDocuments() {
      let path = "documents/" + document.path
      seed.files[path] = document.bytes
      seed.fileTimes[path] = now.addingTimeInterval(-document.days * 86_400).timeIntervalSince1970
      if !document.tags.isEmpty {
        seed.fileAttributes[path] = [ExtendedAttributes.tags: ExtendedAttributes.tagsValue(document.tags)]
      }
    }
    return [seed]
  }

  /// `file` as it is on disk now (its name, size and time may have changed since it was listed);
  /// ``IntentError/noLongerThere(_:)`` when it is gone.
  static func current(_ file: FileItem, _ context: AppContext) throws -> FileItem {
    guard let found = FolderWalker(sources: context.sources.files).file(id: file.id) else {
      throw IntentError.noLongerThere(IntentSubject(FileItem.self, name: file.name))
    }
    return found
  }

  /// Refuses a file of a read-only folder source.
  static func checkWritable(_ file: FileItem) throws {
    if file.isReadOnly { throw IntentError.source(.folderReadOnly(name: file.source)) }
  }

  /// The Trash deletes go to (``DataSources/trash``; the store's own when none is loaded).
  static func trash(_ context: AppContext) -> XDGTrash {
    XDGTrash(home: context.sources.trash ?? DataSources.storeTrash(context.store.root))
  }

  /// `url` as the person reads it: under the store, its path there and "in the store" (the same
  /// in every run of a transcript); under the home folder with `~`; else whole.
  static func said(_ url: URL, _ context: AppContext) -> String {
    let path = url.standardizedFileURL.path
    let store = context.store.root.standardizedFileURL.path
    if path.hasPrefix(store + "/") { return String(path.dropFirst(store.count + 1)) + " in the store" }
    if let home = ProcessInfo.processInfo.environment["HOME"], home.count > 1, path.hasPrefix(home + "/") {
      return "~" + path.dropFirst(home.count)
    }
    return path
  }

  /// What a file Hark does not read is, in English (the `full` text; each language's words are
  /// the grammar's `not_read_KIND` responses).
  static func kindWords(_ kind: FileKind) -> String {
    switch kind {
    case .regular: "a file"
    case .unreadable: "a file you may not read"
    case .outsideLink: "a link out of your folders"
    case .device: "a device"
    case .fifo: "a named pipe"
    case .socket: "a socket"
    }
  }

  /// fsync on a folder, so a rename in it outlives a crash (best effort).
  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

/// The first lines of a text file, for "open": bounded, and only text that is valid UTF-8.
enum FilePreview {
  /// 4 KiB: a screen's worth of lines.
  static let maximumBytes = 4_096
  /// The lines shown.
  static let maximumLines = 8

  /// Whether libmagic's `type` is text a terminal shows (`text/*`, JSON, XML, YAML, scripts).
  static func isText(_ type: String) -> Bool {
    type.hasPrefix("text/")
      || [
        "application/json", "application/xml", "application/x-yaml", "application/yaml",
        "application/javascript", "application/x-sh", "application/x-shellscript", "application/x-ndjson",
      ].contains(type)
  }

  /// The first ``maximumLines`` lines of the regular file at `url` (blank ones left out), nil when
  /// it cannot be read or its first bytes are not UTF-8 text (a NUL, an invalid sequence). A
  /// character cut by the byte bound is left out.
  static func lines(of url: URL) -> String? {
    guard var head = FolderWalker.head(of: url.path) else { return nil }
    if head.count > maximumBytes { head = head.prefix(maximumBytes) }
    guard !head.contains(0) else { return nil }
    var text: String?
    // A multi-byte character cut at the end: drop up to three bytes until the rest is valid.
    for cut in 0...min(3, head.count) {
      if let valid = String(validating: head.dropLast(cut), as: UTF8.self) {
        text = valid
        break
      }
    }
    guard let text else { return nil }
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.prefix(maximumLines)
    return lines.joined(separator: "\n")
  }
}
