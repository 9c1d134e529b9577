import Foundation
import HarkCore
import HarkStore

/// The user's documents: open, rename and delete them.
public struct Files: App {
  public init() {}

  public let id = "files"
  public let name = "Files"
  public let synonyms = ["documents", "文件"]

  public var intents: [any AppIntent.Type] {
    [OpenFileIntent.self, RenameFileIntent.self, DeleteFilesIntent.self, FindFilesIntent.self]
  }
  public var entityTypes: [EntityType] { [EntityType(FileItem.self)] }

  enum Collection {
    static let files = "files"
  }

  public func demoData(now: Date) -> [StoreSeed] {
    func file(
      _ id: String, _ name: String, _ type: String, _ folder: String, _ days: Double, _ preview: String,
      tags: [String] = []
    )
      -> FileItem
    {
      FileItem(
        id: id, name: name, contentType: type, folder: folder,
        modificationDate: now.addingTimeInterval(-days * 86_400), tags: tags, preview: preview)
    }
    let files = [
      file(
        "file-budget", "budget.numbers", "com.apple.numbers", "Work", 1,
        "Q3 budget: travel 12,400; equipment 8,900; offsite 5,200"),
      file(
        "file-agenda", "offsite agenda.pages", "com.apple.pages", "Work", 2,
        "Day 1: planning. Day 2: hiking and a team dinner."),
      file(
        "file-recipe", "enchiladas.txt", "public.plain-text", "Recipes", 12,
        "Mom's enchiladas: tortillas, red sauce, cheese, onions."),
      file(
        "file-taxes", "taxes 2025.pdf", "com.adobe.pdf", "Documents", 40, "Form 1040, tax year 2025."),
      file(
        "file-report-q1", "Q1 sales report.pdf", "com.adobe.pdf", "Work", 70,
        "Q1 sales: 1.2M, up 4% on the year.", tags: ["report", "报告"]),
      file(
        "file-report-q2", "Q2 sales report.pdf", "com.adobe.pdf", "Work", 3,
        "Q2 sales: 1.4M, up 9% on the year; the offsite budget is approved.", tags: ["report", "报告"]),
      file(
        "file-ticket", "plane ticket SFO-TUS Mary Rivera.pdf", "com.adobe.pdf", "Travel", 5,
        "Boarding pass: Mary Rivera, SFO to Tucson, Saturday 13 June, seat 14C.",
        tags: ["plane ticket", "ticket", "boarding pass", "机票"]),
    ]
    // The PDFs and the text file are real documents in the store's `files/documents/` folder,
    // so a mail or a message that carries them carries their bytes.
    var documents: [String: [UInt8]] = [:]
    var items: [FileItem] = []
    for var file in files {
      if let bytes = Files.demoBytes(file) {
        let path = file.folder + "/" + file.name
        documents["documents/" + path] = bytes
        file.documentPath = path
      }
      items.append(file)
    }
    return [
      StoreSeed(app: id, collection: Collection.files, records: items.map(\.record)),
      StoreSeed(app: id, files: documents),
    ]
  }

  /// The folder the store keeps its documents' bytes in.
  static func documents(_ context: AppContext) -> URL {
    context.store.root.appendingPathComponent("files/documents", isDirectory: true)
  }

  /// A demo file's bytes: a one-page PDF saying its preview, or the text itself; nil for the
  /// formats only their own programs write (Numbers, Pages).
  static func demoBytes(_ file: FileItem) -> [UInt8]? {
    if file.name.hasSuffix(".pdf") {
      return DemoPDF.document(title: FileItem.stem(of: file.name), lines: [file.preview])
    }
    if file.name.hasSuffix(".txt") { return Array((file.preview + "\n").utf8) }
    return nil
  }
}

/// Opens a file: the shell shows its first line.
public struct OpenFileIntent: AppIntent {
  public static let schema = SchemaIntent.named(.openFile)
  public static var parameters: [IntentParameter<Self>] { [.init("target", \.target)] }

  public var target: FileItem?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let file = target else { throw Self.needsValue(\.target) }
    return IntentResult(
      dialog: IntentDialog(
        key: "opened", arguments: ["name": file.name, "preview": file.preview],
        full: "\(file.name): \(file.preview)"),
      entities: [file.entityValue])
  }
}

/// Gives a file a new name, keeping its extension when the new name has none.
public struct RenameFileIntent: AppIntent {
  public static let schema = SchemaIntent.named(.renameFile)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("newName", \.newName)]
  }

  public var target: FileItem?
  public var newName: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var file = target else { throw Self.needsValue(\.target) }
    guard let wanted = newName?.trimmingCharacters(in: .whitespaces), !wanted.isEmpty else {
      throw Self.needsValue(\.newName)
    }
    guard !wanted.contains("/") else { throw IntentError.forbiddenCharacter("/", parameter: "newName") }
    let oldName = file.name
    let suffix = oldName.split(separator: ".").count > 1 ? oldName.split(separator: ".").last : nil
    file.name = wanted.contains(".") || suffix == nil ? wanted : "\(wanted).\(suffix ?? "")"
    let taken = try FileItemQuery(context: context).all().contains {
      $0.id != file.id && $0.folder == file.folder && $0.name == file.name
    }
    guard !taken else {
      throw IntentError.alreadyExists(IntentSubject(FileItem.self, name: file.name), place: file.folder)
    }
    file.modificationDate = context.now
    try context.save(Files.Collection.files, [file.record])
    return IntentResult(
      dialog: IntentDialog(
        key: "renamed", arguments: ["old": oldName, "newName": file.name],
        full: "Renamed \(oldName) to \(file.name)."),
      entities: [file.entityValue])
  }
}

/// Deletes files.
public struct DeleteFilesIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteFiles)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [FileItem] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    try context.delete(Files.Collection.files, ids: entities.map(\.id))
    let names = entities.map(\.name).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(key: "deleted", arguments: ["names": names], full: "Deleted \(names)."))
  }
}

/// Lists files, most recently changed first — all of them, or those whose name or tags have the
/// words — or answers "what's my latest report?" with the one most recently changed.
public struct FindFilesIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findFiles)
  public static var parameters: [IntentParameter<Self>] {
    [.init("criteria", \.criteria), .init("position", \.position)]
  }

  public var criteria: String?
  /// `last`: only the most recently changed.
  public var position: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    var files = try FileItemQuery(context: context).all()
    if let criteria {
      let words = criteria.lowercased().split(separator: " ")
        .map { $0.trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty }
      files = files.filter { file in
        let names = ([file.name] + file.tags).map { $0.lowercased() }
        return words.allSatisfy { word in
          let singular = word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
          return names.contains { $0.contains(word) || $0.contains(singular) }
        }
      }
    }
    let named = criteria?.trimmingCharacters(in: .punctuationAndWhitespace)
    if position == "last", let latest = files.first {
      let when = context.wording.text(latest.modificationDate, time: false)
      return IntentResult(
        dialog: IntentDialog(
          key: "answer_latest",
          arguments: [
            "criteria": named ?? "file", "name": latest.name, "date": when, "folder": latest.folder,
          ],
          full: "Your latest \(named ?? "file") is \(latest.name), changed \(when), in \(latest.folder)."),
        entities: [latest.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: files.isEmpty ? "found_none" : "found", arguments: ["criteria": criteria ?? ""],
        full: files.isEmpty ? "No files found." : "Your files:"),
      listed: files.map(\.entityValue))
  }
}
