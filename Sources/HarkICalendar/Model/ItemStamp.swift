/// What a calendar item was when it was read, the ETag-like stamp an update or delete compares
/// first: a file changed by another program between Hark's read and write is never overwritten.
public enum ItemStamp: Hashable, Sendable {
  /// A file of a vdir folder: its size, modification time and the hash of its bytes.
  case file(FileStamp)
  /// An item on a server: its HTTP entity tag (compared by the server through `If-Match`).
  case entityTag(String)
}

/// A file's size, modification time and content hash.
public struct FileStamp: Hashable, Sendable {
  /// The size in bytes.
  public var size: Int
  /// The modification time, nanoseconds since the epoch.
  public var modified: Int64
  /// FNV-1a (`StableHash64`, word form) of the bytes.
  public var contentHash: UInt64

  /// A stamp of these values.
  public init(size: Int, modified: Int64, contentHash: UInt64) {
    self.size = size
    self.modified = modified
    self.contentHash = contentHash
  }
}
