import Foundation
import HarkGrammar
import HarkSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Latin forms of names, kept in a file of the user's cache folder so a name is transliterated by
/// ICU once, not at every start.
///
/// Making an ICU transliterator for Han costs tens of milliseconds and Foundation makes one per
/// call, so a one-shot `hark -c` spent most of its time transliterating the same few names it
/// had transliterated the time before. The file, `names-v4.bin`, holds one `folded TAB latin`
/// line per name that is not ASCII (ASCII names need no ICU), under a header naming the
/// transform, and ends as every cache file does, with the checksum of all before it
/// (`SealedBytes`); a file with another header or failing its checksum is ignored whole, never
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
  /// Where a Han character's syllable comes from (the owner's, kept in its cache folder).
  let syllables: HanSyllables
  private var latin: [String: String] = [:]
  private var added = 0
  private var saved = false
  /// Whether a file is there that was not used (damaged, of another version, not trusted): it is
  /// written over at the next save even when no name was added, so it is whole again.
  private var stale = false

  static let fileName = "names-v4.bin"
  static let header = "hark names v4: \(NameKey.transformName), Han by character"
  /// Beyond this many names the file stops growing (a store of many foreign names costs ICU time
  /// then, never an unbounded file).
  static let limit = 100_000
  /// After the first write, the file is written again once this many names were added.
  static let saveEvery = 64

  /// The forms in `directory`'s file, if it has a readable, undamaged one; Han syllables from
  /// `syllables`, or from ICU a character at a time.
  init(directory: URL?, syllables: HanSyllables = .withoutFolder) {
    self.syllables = syllables
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

  /// The text `data` seals, when it passes its checksum; nil otherwise.
  static func verified(_ data: Data) -> String? {
    data.withUnsafeBytes { bytes -> String? in
      SealedBytes.unsealed(bytes).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// `text` sealed: the file's bytes.
  static func sealed(_ text: String) -> [UInt8] { SealedBytes.sealed(Array(text.utf8)) }

  /// The Latin form of folded text that is not a name (what someone typed): from the file when it
  /// holds it, else made now and not kept.
  func latinWithoutKeeping(_ folded: String) -> String {
    latin[folded] ?? NameKey.transliterate(folded, syllables: syllables)
  }

  /// The Latin form of a folded, non-ASCII name: from the file when it holds it, else made now.
  func latin(_ folded: String) -> String {
    if let known = latin[folded] { return known }
    let made = NameKey.transliterate(folded, syllables: syllables)
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
