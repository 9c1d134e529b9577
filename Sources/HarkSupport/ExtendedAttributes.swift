import CXattr
import Glibc

/// A file's extended attributes (`user.*` names), read and written on the path itself, never a
/// link's target. Where the file system keeps none (a tmpfs before Linux 6.6, some network file
/// systems), reading finds none and writing says false.
public enum ExtendedAttributes {
  /// The freedesktop.org attribute holding a file's tags, comma-separated.
  public static let tags = "user.xdg.tags"

  /// The value of attribute `name` of `path`, or nil when it has none (or it cannot be read).
  public static func value(_ name: String, of path: String) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { lgetxattr(path, name, $0.baseAddress, $0.count) }
    guard count >= 0 else { return nil }
    return Array(buffer[..<count])
  }

  /// Sets attribute `name` of `path` to `value`; false when the file system or the file refuses.
  @discardableResult
  public static func set(_ name: String, of path: String, to value: [UInt8]) -> Bool {
    value.withUnsafeBytes { lsetxattr(path, name, $0.baseAddress, $0.count, 0) } == 0
  }

  /// The tags of `path` (``tags``: comma-separated, each trimmed), none when it has none.
  public static func tags(of path: String) -> [String] {
    guard let bytes = value(tags, of: path) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: ",").map { word in
      String(word.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }.filter { !$0.isEmpty }
  }

  /// The bytes of a ``tags`` value holding `words`.
  public static func tagsValue(_ words: [String]) -> [UInt8] {
    Array(words.joined(separator: ",").utf8)
  }
}
