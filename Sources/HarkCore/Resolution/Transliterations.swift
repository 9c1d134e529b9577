import Foundation
import HarkGrammar

#if canImport(Glibc)
  import Glibc
#endif

/// Latin forms of names, kept in a file of the user's cache folder so a name is transliterated by
/// ICU once, not at every start.
///
/// Making an ICU transliterator for Han costs tens of milliseconds and Foundation makes one per
/// call, so a one-shot `hark -c` spent most of its time transliterating the same few names it
/// had transliterated the time before. The file, `names-v3.tsv`, holds one `folded TAB latin`
/// line per name that is not ASCII (ASCII names need no ICU), under a header naming the
/// transform, and ends with `end TAB checksum` (``Checksum`` of every byte before that line, in
/// hexadecimal); a file with another header or failing its checksum is ignored whole, never
/// trusted halfway — at worst a name is transliterated again. It is rewritten whole (write and rename)
/// when a start met names it did not hold: after the first line that met one (a one-shot `hark -c`
/// keeps its names), then once ``saveEvery`` more were met, and when the conversation ends; a crash
/// costs at most the ICU time of the names met since the last write. Only names are kept: the
/// words people type (a message's text, an answer) are keyed through ``latinWithoutKeeping(_:)``.
///
/// Owned by one conversation and used from one thread, like the conversation itself.
final class Transliterations {
  /// The file, or nil to keep the forms in memory only.
  let file: URL?
  private var latin: [String: String] = [:]
  private var added = 0
  private var saved = false
  /// Whether a file is there that was not used (damaged, of another version, not trusted): it is
  /// written over at the next save even when no name was added, so it is whole again.
  private var stale = false

  static let fileName = "names-v3.tsv"
  static let header = "hark names v3: \(NameKey.transformName), Han by character"
  /// What the last line starts with; the checksum follows.
  static let end = "end\t"
  /// Beyond this many names the file stops growing (a store of many foreign names costs ICU time
  /// then, never an unbounded file).
  static let limit = 100_000
  /// After the first write, the file is written again once this many names were added.
  static let saveEvery = 64

  /// The forms in `directory`'s file, if it has a readable, undamaged one.
  init(directory: URL?) {
    file = directory?.appendingPathComponent(Transliterations.fileName)
    guard let file else { return }
    var status = stat()
    stale = lstat(file.path, &status) == 0
    guard let data = CacheFile.contents(of: file), let text = Transliterations.verified(data) else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.first.map(String.init) == Transliterations.header else { return }
    stale = false
    lines.removeFirst()
    for line in lines.prefix(Transliterations.limit) {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      latin[String(line[..<tab])] = String(line[line.index(after: tab)...])
    }
  }

  /// The text before the last line of `data`, when that line is `end TAB checksum` and the
  /// checksum is that of the text; nil otherwise.
  static func verified(_ data: Data) -> String? {
    data.withUnsafeBytes { bytes -> String? in
      guard bytes.count >= 2, bytes[bytes.count - 1] == 0x0A else { return nil }
      let lineStart = (bytes[..<(bytes.count - 1)].lastIndex(of: 0x0A) ?? -1) + 1
      let body = UnsafeRawBufferPointer(rebasing: bytes[..<lineStart])
      let last = String(decoding: bytes[lineStart..<(bytes.count - 1)], as: UTF8.self)
      guard last == end + String(Checksum.of(body), radix: 16) else { return nil }
      return String(decoding: body, as: UTF8.self)
    }
  }

  /// `text` with its `end TAB checksum` line: the file's bytes.
  static func sealed(_ text: String) -> [UInt8] {
    let body = Array(text.utf8)
    let sum = body.withUnsafeBytes { Checksum.of($0) }
    return body + Array((end + String(sum, radix: 16) + "\n").utf8)
  }

  /// The Latin form of folded text that is not a name (what someone typed): from the file when it
  /// holds it, else made now and not kept.
  func latinWithoutKeeping(_ folded: String) -> String {
    latin[folded] ?? NameKey.transliterate(folded)
  }

  /// The Latin form of a folded, non-ASCII name: from the file when it holds it, else made now.
  func latin(_ folded: String) -> String {
    if let known = latin[folded] { return known }
    let made = NameKey.transliterate(folded)
    if latin.count < Transliterations.limit, !folded.contains(where: \.isNewline),
      !folded.utf8.contains(0x09),
      !made.contains(where: \.isNewline)
    {
      latin[folded] = made
      added += 1
    }
    return made
  }

  deinit { save() }

  /// Writes the file when it is due: names were added since it was read, and either nothing was
  /// written yet or ``saveEvery`` names wait.
  func saveIfDue() {
    guard added > 0 || stale, !saved || added >= Transliterations.saveEvery else { return }
    save()
  }

  /// Writes the file when names were added since it was read, or the file there was not used; a
  /// folder that cannot be written only costs the transliteration again next time.
  func save() {
    guard added > 0 || stale, let file else { return }
    added = 0
    stale = false
    saved = true
    var text = Transliterations.header + "\n"
    for (folded, form) in latin.sorted(by: { $0.key < $1.key }) { text += "\(folded)\t\(form)\n" }
    CacheFile.write(Transliterations.sealed(text), to: file)
  }
}
