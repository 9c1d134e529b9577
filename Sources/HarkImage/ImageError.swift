import Foundation

/// What went wrong reading or writing a picture, with the file it happened to.
public enum ImageError: Error, Sendable, Hashable {
  /// libvips could not start (its message).
  case libraryUnavailable(String)
  /// The file could not be read as a picture (the path, libvips's or the system's message).
  case unreadable(path: String, reason: String)
  /// An image operation failed (which one, libvips's message).
  case operationFailed(operation: String, reason: String)
  /// The new picture could not be written (the path, the reason); nothing is left at that path.
  case unwritable(path: String, reason: String)
  /// The new file's name is taken by another file, which is never overwritten.
  case destinationExists(path: String)

  /// The problem in one English line (the Photos app words it for the conversation).
  public var description: String {
    switch self {
    case .libraryUnavailable(let reason): "libvips could not start: \(reason)"
    case .unreadable(let path, let reason): "\(path) could not be read as a picture: \(reason)"
    case .operationFailed(let operation, let reason): "the image operation \(operation) failed: \(reason)"
    case .unwritable(let path, let reason): "\(path) could not be written: \(reason)"
    case .destinationExists(let path): "\(path) already exists"
    }
  }
}
