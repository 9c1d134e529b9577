import Foundation
import HarkSemantic
import Synchronization

extension DocumentIndex {
  /// Indexes opened by `shared`, one per folder: the models are loaded once in a process.
  private static let opened = Mutex<[String: DocumentIndex]>([:])

  /// The index in `directory`, opened once per process and kept (loading the two models costs
  /// about a second); nil when nothing was ever indexed there (`hark index` makes it), so a search
  /// in a store without one loads no model. `environment` (where the models are) is read only
  /// when the index is opened: every search by files' content asks for the index.
  public static func shared(
    directory: URL, folders: [String], environment: @autoclosure () -> [String: String]
  )
    -> DocumentIndex?
  {
    let key = directory.standardizedFileURL.path
    if let index = opened.withLock({ $0[key] }), index.folders == folders { return index }
    guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("files.log").path),
      let index = try? DocumentIndex.open(directory: directory, folders: folders, environment: environment())
    else { return nil }
    opened.withLock { $0[key] = index }
    return index
  }
}
