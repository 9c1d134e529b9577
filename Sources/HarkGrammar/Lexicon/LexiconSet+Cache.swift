import Foundation
import HarkSupport

/// The lexicons kept read in the cache folder, as the compiled grammars are: a start reads its two
/// small YAML files' rows from one sealed file instead of parsing them (the parse was a sixth of a
/// one-shot's time). The file is named by the fingerprint of the files' paths and texts, so an
/// edited lexicon is read again; a damaged file fails its checksum and is made again.
extension LexiconSet {
  /// `lexicons-v1-<fingerprint>.bin`.
  static func cacheFileName(fingerprint: String) -> String { "lexicons-v1-\(fingerprint).bin" }

  /// Reads the lexicons of `grammars` as ``load(grammars:)`` does, from `cacheDirectory` when these
  /// very files were read there before, keeping them there when they read without a problem.
  public static func load(grammars: URL, cacheDirectory: URL?) -> (
    lexicons: LexiconSet, diagnostics: [GrammarDiagnostic]
  ) {
    guard let cacheDirectory else { return load(grammars: grammars) }
    let (files, unreadable) = files(in: grammars)
    guard unreadable.isEmpty else {
      let (set, problems) = load(files: files)
      return (set, unreadable + problems)
    }
    let fingerprint = GrammarDirectoryLoader.fingerprint(of: files)
    let url = cacheDirectory.appendingPathComponent(cacheFileName(fingerprint: fingerprint))
    if let data = CacheFile.contents(of: url), let set = decode(data) { return (set, []) }
    let (set, problems) = load(files: files)
    if problems.isEmpty { CacheFile.write(encode(set), to: url) }
    return (set, problems)
  }

  /// The set's rows, sealed: per lexicon its language, then each key with its rows.
  static func encode(_ set: LexiconSet) -> [UInt8] {
    var writer = BinaryWriter()
    writer.put(set.lexicons) { writer, lexicon in
      writer.put(lexicon.language.rawValue)
      let keys = lexicon.entries.keys.sorted { $0.rawValue < $1.rawValue }
      writer.put(keys) { writer, key in
        writer.put(key.rawValue)
        writer.put(lexicon.entries[key]?.rows ?? []) { writer, row in
          writer.put(row.word)
          writer.put(row.values)
        }
      }
    }
    return SealedBytes.sealed(writer.bytes)
  }

  /// The set ``encode(_:)`` wrote, or nil when the bytes fail their checksum, are cut short or
  /// name a key this build does not know.
  static func decode(_ data: Data) -> LexiconSet? {
    data.withUnsafeBytes { bytes -> LexiconSet? in
      guard let content = SealedBytes.unsealed(bytes) else { return nil }
      var reader = BinaryReader(content)
      do throws(BinaryReader.Damaged) {
        let lexicons = try reader.array { reader throws(BinaryReader.Damaged) -> Lexicon in
          let language = Language(try reader.string())
          let keyed = try reader.array { reader throws(BinaryReader.Damaged) -> (LexiconKey, [Lexicon.Row]) in
            guard let key = LexiconKey(rawValue: try reader.string()) else { throw BinaryReader.Damaged() }
            let rows = try reader.array { reader throws(BinaryReader.Damaged) -> Lexicon.Row in
              Lexicon.Row(word: try reader.string(), values: try reader.strings())
            }
            return (key, rows)
          }
          return Lexicon(language: language, rows: Dictionary(keyed, uniquingKeysWith: { first, _ in first }))
        }
        guard reader.isAtEnd else { return nil }
        return LexiconSet(lexicons)
      } catch {
        return nil
      }
    }
  }
}
