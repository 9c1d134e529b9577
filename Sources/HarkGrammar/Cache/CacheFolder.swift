import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which cache folder and cache files may be trusted: the one rule every reader and writer of the
/// user's cache folder follows (``CacheFile``).
///
/// What is in the folder decides what the shell does (compiled grammars, the learned model, the
/// names of people), so only what this user alone could have put there is read: the folder and
/// each file must be owned by the user running Hark, writable by nobody else, and not a symbolic
/// link (a link would send every write to wherever it points). A refused folder is neither read
/// nor written: the run goes on without a cache. A refused file is not read and is replaced whole
/// by the next write (renamed over, never written through). The folder is made 0700, its files
/// 0600. Root can read anything, so the rule is by owner and mode, never by whether a read fails.
public enum CacheFolder {
  /// Why a cache folder or file is not trusted.
  public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    case symbolicLink(path: String)
    case ownedByAnotherUser(path: String, owner: UInt32)
    case writableByOthers(path: String, mode: UInt32)
    case notAFolder(path: String)
    case cannotMake(path: String, reason: String)

    public var description: String {
      switch self {
      case .symbolicLink(let path): "\(path) is a symbolic link"
      case .ownedByAnotherUser(let path, let owner): "\(path) is owned by another user (uid \(owner))"
      case .writableByOthers(let path, let mode):
        "\(path) is writable by others (mode \(String(mode & 0o7777, radix: 8)))"
      case .notAFolder(let path): "\(path) is not a folder"
      case .cannotMake(let path, let reason): "\(path) cannot be made (\(reason))"
      }
    }
  }

  /// What ``prepare(_:)`` found.
  public struct Checked: Equatable, Sendable {
    /// The folder to read and write, or nil to go on without a cache.
    public let directory: URL?
    /// Why the folder was refused (then `directory` is nil), or the files in it that will not be
    /// read (each is made again over itself); empty when everything may be trusted.
    public let refusals: [Refusal]
  }

  /// Makes `folder` (0700, and any missing parent 0700) when it is missing, then checks it and
  /// every entry in it: the folder to use, or nil, and what was refused. One `open` and an
  /// `fstatat` per entry.
  public static func prepare(_ folder: URL) -> Checked {
    make(folder)
    let descriptor = openFolder(folder)
    guard case .success(let descriptor) = descriptor else {
      if case .failure(let refusal) = descriptor { return Checked(directory: nil, refusals: [refusal]) }
      return Checked(directory: nil, refusals: [])
    }
    defer { close(descriptor) }
    var refused: [Refusal] = []
    // A second descriptor for the listing: closedir closes the one it is given.
    guard let listing = fdopendir(dup(descriptor)) else { return Checked(directory: folder, refusals: []) }
    defer { closedir(listing) }
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var status = stat()
      guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      if let refusal = refusal(status, path: folder.appendingPathComponent(name).path) {
        refused.append(refusal)
      }
    }
    return Checked(directory: folder, refusals: refused)
  }

  /// Why what `status` describes (at `path`) is not to be trusted, or nil when it may be.
  static func refusal(_ status: stat, path: String) -> Refusal? {
    if status.st_mode & S_IFMT == S_IFLNK { return .symbolicLink(path: path) }
    if status.st_uid != geteuid() { return .ownedByAnotherUser(path: path, owner: UInt32(status.st_uid)) }
    if status.st_mode & 0o022 != 0 { return .writableByOthers(path: path, mode: UInt32(status.st_mode)) }
    return nil
  }

  /// `folder` opened for `openat`, when it is a folder that may be trusted: not followed if a link.
  static func openFolder(_ folder: URL) -> Result<Int32, Refusal> {
    let path = folder.path
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let failure = errno
      var status = stat()
      if lstat(path, &status) == 0 {
        if status.st_mode & S_IFMT == S_IFLNK { return .failure(.symbolicLink(path: path)) }
        if status.st_mode & S_IFMT != S_IFDIR { return .failure(.notAFolder(path: path)) }
      }
      return .failure(.cannotMake(path: path, reason: String(cString: strerror(failure))))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      return .failure(.cannotMake(path: path, reason: String(cString: strerror(errno))))
    }
    if let refusal = refusal(status, path: path) {
      close(descriptor)
      return .failure(refusal)
    }
    return .success(descriptor)
  }

  /// Makes `folder` and its missing parents, each 0700; what exists is left as it is (and
  /// checked by whoever opens it). Failures show when the folder is opened.
  static func make(_ folder: URL) {
    var status = stat()
    guard lstat(folder.path, &status) != 0, errno == ENOENT else { return }
    let parent = folder.deletingLastPathComponent()
    if parent.path != folder.path { make(parent) }
    mkdir(folder.path, 0o700)
  }
}
