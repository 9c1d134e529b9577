import Glibc

/// Where a store keeps what: `<root>/<app>/<collection>.jsonl`, its rejects beside it, derived data
/// under `<root>/.derived/`.
struct StoreLayout: Sendable {
  let root: String

  init(root: String) {
    var trimmed = root
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.root = trimmed
  }

  var marker: String { root + "/" + LogFormat.markerName }
  var lock: String { root + "/" + LogFormat.lockName }
  var derived: String { root + "/" + LogFormat.derivedFolder }

  func appFolder(_ app: String) -> String { root + "/" + app }

  /// The collection file, relative to the root (as warnings name it).
  func relativeFile(_ key: CollectionKey) -> String {
    "\(key.app)/\(key.collection).\(LogFormat.collectionExtension)"
  }

  func file(_ key: CollectionKey) -> String { root + "/" + relativeFile(key) }

  func relativeRejects(_ key: CollectionKey) -> String {
    "\(key.app)/\(key.collection).\(LogFormat.rejectsExtension)"
  }

  func rejects(_ key: CollectionKey) -> String { root + "/" + relativeRejects(key) }

  func derivedFolder(_ key: CollectionKey) -> String { derived + "/" + key.app }

  /// A derived file of a collection, e.g. its id index.
  func derivedFile(_ key: CollectionKey, _ suffix: String) -> String {
    derivedFolder(key) + "/" + key.collection + "." + suffix
  }

  /// Whether `name` can be an app or collection name: a plain file name of letters, digits, `-`, `_`
  /// and `.`, not starting with `.` (which would hide it or make it `..`).
  static func isValidName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 100, name.utf8.first != UInt8(ascii: ".") else { return false }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
        true
      default: false
      }
    }
  }

  /// Whether `name` can name a file of derived data: not empty, no `/`, not `.` or `..`.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
      && !name.utf8.contains(0)
  }

  /// The absolute path of `relative` inside the store, refusing anything that leaves the root: an
  /// absolute path, a `..` component, or a symbolic link whose target lies outside.
  func resolveInside(_ relative: String) throws(StoreError) -> String {
    let components = relative.split(separator: "/", omittingEmptySubsequences: true)
    guard !relative.hasPrefix("/"), !components.isEmpty,
      !components.contains(where: { $0 == ".." || $0 == "." })
    else { throw .outsideStore(path: relative) }
    let candidate = root + "/" + components.joined(separator: "/")
    guard let realRoot = StoreLayout.realPath(root) else {
      throw .unreadable(path: root, reason: StoreError.systemMessage(errno))
    }
    // A missing file cannot escape; an existing one (or its parent) must resolve inside the root.
    var probe = candidate
    var real = StoreLayout.realPath(probe)
    while real == nil, errno == ENOENT, let slash = probe.lastIndex(of: "/"), probe.count > root.count {
      // A dangling link could later point anywhere: refuse it rather than skip over it (a kind
      // that cannot be read is refused too: only a file known missing is passed over).
      guard (try? FileIO.kind(probe)) == .missing else { throw .outsideStore(path: relative) }
      probe = String(probe[..<slash])
      real = StoreLayout.realPath(probe)
    }
    guard let resolved = real else { throw .outsideStore(path: relative) }
    guard resolved == realRoot || resolved.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
      throw .outsideStore(path: relative)
    }
    return candidate
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// An (app, collection) pair: one collection file.
public struct CollectionKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The app (folder) name.
  public var app: String
  /// The collection (file) name.
  public var collection: String

  /// Makes a key.
  public init(app: String, collection: String) {
    self.app = app
    self.collection = collection
  }

  public static func < (lhs: CollectionKey, rhs: CollectionKey) -> Bool {
    (lhs.app, lhs.collection) < (rhs.app, rhs.collection)
  }

  public var description: String { "\(app)/\(collection)" }

  func validated() throws(StoreError) -> CollectionKey {
    guard StoreLayout.isValidName(app) else { throw .invalidName(app) }
    guard StoreLayout.isValidName(collection) else { throw .invalidName(collection) }
    return self
  }
}
