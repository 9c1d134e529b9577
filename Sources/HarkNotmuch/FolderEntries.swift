import Foundation

/// The regular files and folders in one folder, read with readdir (a 100,000-message Maildir is
/// listed on every refresh: FileManager's per-entry attributes would cost more than the listing).
struct FolderEntries {
  var files: [String] = []
  var folders: [String] = []

  /// The folder's entries; symbolic links are followed, as `notmuch new` follows them; a folder
  /// that cannot be read has none.
  static func list(_ folder: String) -> FolderEntries {
    var entries = FolderEntries()
    guard let stream = opendir(folder) else { return entries }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      var kind = Int32(entry.pointee.d_type)
      if kind == Int32(DT_UNKNOWN) || kind == Int32(DT_LNK) {
        var status = stat()
        guard stat(folder + "/" + name, &status) == 0 else { continue }
        kind =
          (status.st_mode & S_IFMT) == S_IFDIR
          ? Int32(DT_DIR) : (status.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : -1
      }
      if kind == Int32(DT_DIR) {
        entries.folders.append(name)
      } else if kind == Int32(DT_REG) {
        entries.files.append(name)
      }
    }
    return entries
  }
}
