import Foundation
import HarkSupport

/// Which apps from outside the person said may run: an app runs with the person's rights, so the
/// first time one is used, and whenever its executable's bytes change, the shell shows what it is
/// and asks. The answers are lines `ID SHA256` in a file of the cache folder that only its owner may
/// read or write (0600); a file others may write is not believed.
public struct AppTrust: Sendable {
  public let file: URL
  /// The file's name in the cache folder.
  public static let fileName = "trusted-apps"

  public init(file: URL) { self.file = file }

  /// What is known of an app's executable.
  public enum Verdict: Sendable, Equatable {
    /// The person said yes to these very bytes.
    case trusted
    /// Never asked about.
    case unknown
    /// Said yes to, but the executable changed since.
    case changed
  }

  /// The digest of the executable at `path` (its bytes' SHA-256), nil when it cannot be read.
  public static func digest(of path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return SHA256.hex(data)
  }

  /// What the person said about app `id` whose executable's digest is `digest`.
  public func verdict(id: String, digest: String) -> Verdict {
    guard let known = entries()[id] else { return .unknown }
    return known == digest ? .trusted : .changed
  }

  /// Records that the person trusts app `id` at `digest`, replacing what was said of it before.
  public func trust(id: String, digest: String) throws(DurableWriteFailure) {
    var all = entries()
    all[id] = digest
    try write(all)
  }

  /// Forgets app `id` (it was removed): it is asked about again if it comes back.
  public func forget(id: String) throws(DurableWriteFailure) {
    var all = entries()
    guard all.removeValue(forKey: id) != nil else { return }
    try write(all)
  }

  private func write(_ entries: [String: String]) throws(DurableWriteFailure) {
    let text = entries.keys.sorted().map { "\($0) \(entries[$0] ?? "")\n" }.joined()
    try DurableFile.write(
      Array(text.utf8), into: file.deletingLastPathComponent().path, as: file.lastPathComponent,
      replacing: true,
      mode: 0o600)
  }

  /// The file's lines, or none when it is missing, unreadable or others may write it.
  func entries() -> [String: String] {
    var info = stat()
    guard lstat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o022 == 0,
      info.st_uid == getuid(), let data = FileManager.default.contents(atPath: file.path)
    else { return [:] }
    var entries: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, parts[1].count == 64 else { continue }
      entries[String(parts[0])] = String(parts[1])
    }
    return entries
  }
}

/// The gate the shell puts before apps from outside: an app runs when the trust file says yes to
/// its executable's bytes; otherwise `ask` (the interactive shell's question) decides and its yes
/// is kept. Without `ask` (one-shot commands, batches, `--json`), an app not trusted is not
/// started and the request says so.
public struct TrustFileGate: AppGate {
  public let trust: AppTrust?
  public let ask: (@Sendable (_ question: AppQuestion) -> Bool)?

  /// What the person is shown before an app first runs.
  public struct AppQuestion: Sendable {
    public let id: String
    public let name: String
    public let executable: String
    public let digest: String
    /// Whether the person said yes to an earlier executable of this app.
    public let changed: Bool
  }

  public init(trust: AppTrust?, ask: (@Sendable (AppQuestion) -> Bool)?) {
    self.trust = trust
    self.ask = ask
  }

  public func mayRun(id: String, name: String, executable: String, digest: String) -> Bool {
    let verdict = trust?.verdict(id: id, digest: digest) ?? .unknown
    if verdict == .trusted { return true }
    let question = AppQuestion(
      id: id, name: name, executable: executable, digest: digest, changed: verdict == .changed)
    guard let ask, ask(question) else { return false }
    // Kept when it can be; a yes that could not be written holds for this session only.
    try? trust?.trust(id: id, digest: digest)
    return true
  }
}
