import Foundation

/// The document files under some folders, by `lstat` alone: regular files whose kind
/// `DocumentText` reads, hidden names left out; links (to anywhere), devices, FIFOs and sockets are
/// neither followed nor listed, so nothing outside the folders is ever reached.
enum FolderScan {
  /// One file found: its path, size and modification time (nanoseconds since 1970).
  struct Found: Equatable {
    var path: String
    var size: Int64
    var modified: Int64
  }

  /// The files under `folders`, sorted by path; a folder that cannot be read is skipped.
  static func files(under folders: [String]) -> [Found] {
    var found: [Found] = []
    var pending = folders.map { ($0 as NSString).standardizingPath }
    var visited = Set<String>()
    while let folder = pending.popLast() {
      guard visited.insert(folder).inserted,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { continue }
      for name in names where !name.hasPrefix(".") && !name.contains("\n") && !name.contains("\t") {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: pending.append(path)
        case S_IFREG where DocumentText.Kind(fileName: name) != nil:
          let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
          found.append(Found(path: path, size: Int64(info.st_size), modified: modified))
        default: continue
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
