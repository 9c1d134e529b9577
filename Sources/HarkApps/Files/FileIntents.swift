import Foundation
import HarkCore
import HarkSupport

/// Opens a file: a text file's first lines, else what it is and where, for the desktop's program.
public struct OpenFileIntent: AppIntent {
  public static let schema = SchemaIntent.named(.openFile)
  public static var parameters: [IntentParameter<Self>] { [.init("target", \.target)] }

  public var target: FileItem?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let asked = target else { throw Self.needsValue(\.target) }
    let file = try Files.current(asked, context)
    let path = Files.said(file.url, context)
    guard file.kind == .regular else {
      return IntentResult(
        dialog: IntentDialog(
          key: PhraseKey(rawValue: "not_read_\(file.kind.rawValue)"),
          arguments: ["name": file.name, "path": path],
          full: "\(file.name) is \(Files.kindWords(file.kind)); Hark does not read it. \(path)"),
        entities: [file.entityValue])
    }
    if FilePreview.isText(file.contentType), let preview = FilePreview.lines(of: file.url) {
      return IntentResult(
        dialog: IntentDialog(
          key: "opened", arguments: ["name": file.name, "preview": preview, "path": path],
          full: "\(file.name): \(preview)"),
        entities: [file.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: "opened_elsewhere", arguments: ["name": file.name, "type": file.contentType, "path": path],
        full: "\(file.name) is \(file.contentType), not text: “:open” opens it with your desktop's program "
          + "(xdg-open). \(path)"),
      entities: [file.entityValue])
  }
}

/// Gives a file a new name in its folder (rename(2), never elsewhere), keeping its extension when
/// the new name has none. A name another file has is asked about (`replaceExisting`): "no" leaves both.
public struct RenameFileIntent: AppIntent {
  public static let schema = SchemaIntent.named(.renameFile)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("newName", \.newName), .init("replaceExisting", \.replaceExisting)]
  }

  public var target: FileItem?
  public var newName: String?
  /// Whether to replace a file that has the new name already: asked when one has.
  public var replaceExisting: Bool?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let asked = target else { throw Self.needsValue(\.target) }
    guard let wanted = newName?.trimmingCharacters(in: .whitespaces), !wanted.isEmpty else {
      throw Self.needsValue(\.newName)
    }
    guard !wanted.contains("/") else { throw IntentError.forbiddenCharacter("/", parameter: "newName") }
    guard wanted != ".", wanted != "..", !wanted.contains("\0") else {
      throw IntentError.forbiddenCharacter(".", parameter: "newName")
    }
    let file = try Files.current(asked, context)
    try Files.checkWritable(file)
    let oldName = file.name
    let suffix = oldName.split(separator: ".").count > 1 ? oldName.split(separator: ".").last : nil
    let name = wanted.contains(".") || suffix == nil ? wanted : "\(wanted).\(suffix ?? "")"
    let folder = file.url.deletingLastPathComponent()
    let destination = folder.appendingPathComponent(name)
    var status = stat()
    if name != oldName, lstat(destination.path, &status) == 0 {
      switch replaceExisting {
      case nil: throw Self.needsValue(\.replaceExisting)
      case false?:
        return IntentResult(
          dialog: IntentDialog(
            key: "kept_both", arguments: ["old": oldName, "newName": name, "folder": file.folder],
            full: "Kept both: \(oldName) and \(name) in \(file.folder) are as they were."),
          entities: [file.entityValue])
      case true?:
        // Only a file is replaced, never a folder (rename(2) would refuse a non-empty one anyway).
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
          throw IntentError.alreadyExists(IntentSubject(FileItem.self, name: name), place: file.folder)
        }
      }
    }
    guard rename(file.url.path, destination.path) == 0 else {
      throw IntentError.source(.io(path: file.url.path, operation: "rename", errno: errno))
    }
    Files.syncFolder(folder)
    var renamed = file
    renamed.name = name
    renamed.url = destination
    renamed.id = FolderWalker.split(file.id).parent + "/" + name
    return IntentResult(
      dialog: IntentDialog(
        key: "renamed", arguments: ["old": oldName, "newName": name],
        full: "Renamed \(oldName) to \(name)."),
      entities: [renamed.entityValue])
  }
}

/// Moves files to the Trash (the freedesktop one, `~/.local/share/Trash`, as file managers do),
/// so they can be restored; nothing is removed for good.
public struct DeleteFilesIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteFiles)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [FileItem] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    let files = try entities.map { try Files.current($0, context) }
    for file in files { try Files.checkWritable(file) }
    let trash = Files.trash(context)
    var trashed: [TrashedItem] = []
    for file in files {
      do { trashed.append(try trash.trash(file.url, now: context.now)) } catch {
        switch error {
        case .cannotTrash(_, _, let code), .cannotRestore(_, _, let code):
          throw IntentError.source(.io(path: file.url.path, operation: "rename", errno: code))
        case .originalExists:
          throw IntentError.source(.io(path: file.url.path, operation: "rename", errno: EEXIST))
        }
      }
    }
    let names = files.map(\.name).joined(separator: ", ")
    let place = trashed.first.map { Files.said($0.trash.appendingPathComponent("files"), context) } ?? ""
    return IntentResult(
      dialog: IntentDialog(
        key: "trashed", arguments: ["names": names, "trash": place],
        full: "Moved \(names) to the Trash (\(place)); your file manager's Trash or "
          + "“gio trash --restore” puts it back."))
  }
}
