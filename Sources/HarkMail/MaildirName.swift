import Foundation
import Glibc
import Synchronization

/// Maildir file names: new unique names as the Maildir spec (cr.yp.to/proto/maildir.html) makes
/// them, and the info part (`:2,FLAGS`) read and rewritten.
enum MaildirName {
  /// Deliveries within one process: with the microseconds and a random part, two deliveries in
  /// the same process never share a name even in the same microsecond.
  private static let sequence = Atomic<Int>(0)

  /// A new unique name: `SECONDS.M<usec>P<pid>Q<n>R<random>.HOST` (Dovecot's form).
  static func unique() -> String {
    var now = timeval()
    gettimeofday(&now, nil)
    let count = sequence.add(1, ordering: .relaxed).newValue
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return "\(now.tv_sec).M\(now.tv_usec)P\(getpid())Q\(count)R\(random).\(host)"
  }

  /// The host name with `/` and `:` escaped as the spec says.
  private static let host: String = {
    var buffer = [CChar](repeating: 0, count: 256)
    let name = gethostname(&buffer, buffer.count) == 0 ? String(cString: buffer) : "localhost"
    return name.replacingOccurrences(of: "/", with: "\\057").replacingOccurrences(of: ":", with: "\\072")
  }()

  /// A file name's unique part and flags: `1733.M1P2.host:2,FS` → (`1733.M1P2.host`, [.flagged, .seen]).
  static func split(_ fileName: String) -> (unique: String, flags: MaildirFlags, otherLetters: String) {
    guard let colon = fileName.lastIndex(of: ":") else { return (fileName, [], "") }
    let unique = String(fileName[..<colon])
    let info = fileName[fileName.index(after: colon)...]
    guard info.hasPrefix("2,") else { return (unique, [], "") }
    let letters = info.dropFirst(2)
    let known = Set(MaildirFlags.letters.map(\.letter))
    return (unique, MaildirFlags(info: letters), String(letters.filter { !known.contains($0) }))
  }

  /// The `cur/` file name for `unique` with `flags` (and letters other clients set, kept).
  static func current(_ unique: String, flags: MaildirFlags, otherLetters: String = "") -> String {
    let letters = (flags.letterString + otherLetters).sorted()
    return "\(unique):2,\(String(letters))"
  }
}
