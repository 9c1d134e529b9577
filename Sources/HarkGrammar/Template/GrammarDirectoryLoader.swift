import Foundation
import HarkSupport

/// Finds, reads and compiles the grammar files of a directory.
enum GrammarDirectoryLoader {
  /// Loads the grammars of `directory`; with `cacheDirectory`, reads them compiled from there
  /// when the files are the ones compiled last (``GrammarCache``), and keeps a clean compile there.
  static func load(directory: URL, cacheDirectory: URL? = nil) -> GrammarLoad {
    let manager = FileManager.default
    let base = directory.lastPathComponent
    // Not absent: said as a diagnostic.
    guard let domains = try? manager.contentsOfDirectory(atPath: directory.path) else {
      return GrammarLoad(
        grammar: nil,
        diagnostics: [
          GrammarDiagnostic(
            file: directory.path, line: 1, column: 1, message: "cannot read the grammars directory",
            sourceLine: "")
        ])
    }
    var contents: [(path: String, text: Data)] = []
    var diagnostics: [GrammarDiagnostic] = []
    for domain in domains.sorted() {
      let domainURL = directory.appendingPathComponent(domain)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: domainURL.path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        continue
      }
      let names: [String]
      do { names = try manager.contentsOfDirectory(atPath: domainURL.path) } catch {
        // A domain folder that cannot be listed is not "no grammars": its grammars are missing.
        diagnostics.append(
          GrammarDiagnostic(
            file: domainURL.path, line: 1, column: 1, message: "cannot read the grammar folder",
            sourceLine: ""))
        continue
      }
      for name in names.sorted() where name.hasSuffix(".yaml") {
        let path = "\(base)/\(domain)/\(name)"
        guard let data = manager.contents(atPath: domainURL.appendingPathComponent(name).path) else {
          diagnostics.append(
            GrammarDiagnostic(file: path, line: 1, column: 1, message: "cannot read the file", sourceLine: "")
          )
          continue
        }
        contents.append((path, data))
      }
    }
    // The cache is looked up by the files' bytes: a start that finds it never decodes them as
    // text. A cache is only written for files that all read as UTF-8, and the fingerprint covers
    // every byte, so a file that does not is never answered from it.
    let cacheKey = cacheDirectory.map { _ in fingerprint(ofData: sorted(contents)) }
    let cacheFile = cacheDirectory.flatMap { directory in
      cacheKey.map { directory.appendingPathComponent(GrammarCache.fileName(fingerprint: $0)) }
    }
    if diagnostics.isEmpty, let cacheFile, let cacheKey,
      let cached = readCache(cacheFile, fingerprint: cacheKey, files: contents)
    {
      return GrammarLoad(grammar: cached, diagnostics: [])
    }
    var files: [(path: String, text: String)] = []
    for (path, data) in contents {
      guard let text = String(data: data, encoding: .utf8) else {
        diagnostics.append(
          GrammarDiagnostic(
            file: path, line: 1, column: 1, message: "cannot read the file as UTF-8", sourceLine: ""))
        continue
      }
      files.append((path, text))
    }
    var load = load(files: files)
    load.diagnostics.insert(contentsOf: diagnostics, at: 0)
    // A folder with no intents (empty, or the wrong one) is a mistake, not a grammar that accepts nothing.
    if load.grammar?.intents.isEmpty ?? true {
      load.diagnostics.append(
        GrammarDiagnostic(
          file: directory.path, line: 1, column: 1,
          message: files.isEmpty
            ? "no grammar files here: expected <domain>/<language>.yaml files, as in Grammars/messages/en.yaml"
            : "the grammar files here define no intents (an 'intents:' section)",
          sourceLine: ""))
    }
    if let cacheFile, let grammar = load.grammar, load.diagnostics.isEmpty {
      writeCache(grammar, to: cacheFile)
    }
    return load
  }

  /// The grammars kept in `file` for `files`; a language whose program then does not read back is
  /// compiled from `files`.
  private static func readCache(_ file: URL, fingerprint: String, files: [(path: String, text: Data)])
    -> GrammarSet?
  {
    guard let data = CacheFile.contents(of: file) else { return nil }
    return GrammarCache.decode(data, fingerprint: fingerprint) { language in
      let texts = files.map { (path: $0.path, text: String(decoding: $0.text, as: UTF8.self)) }
      return load(files: texts).grammar?.slots.first { $0.language == language }?.program
        ?? Compiler.compile(LanguageSource(language: language)).0
    }
  }

  /// Writes the compiled grammars beside the others (write and rename, so a reader never sees
  /// half a file); a folder that cannot be written only costs the compile at the next start.
  private static func writeCache(_ grammar: GrammarSet, to file: URL) {
    CacheFile.write(GrammarCache.encode(grammar), to: file)
  }

  /// The files in load order: those under `_common/` first, then by path.
  static func sorted<Content>(_ files: [(path: String, text: Content)]) -> [(path: String, text: Content)] {
    files.sorted { left, right in
      let leftCommon = left.path.contains("_common/")
      let rightCommon = right.path.contains("_common/")
      if leftCommon != rightCommon { return leftCommon }
      return left.path < right.path
    }
  }

  /// What the files say, whole (``Fingerprint`` of every path and text, in load order): the compiled
  /// grammars' cache and the learned stage's model are keyed by it.
  static func fingerprint(of sorted: [(path: String, text: String)]) -> String {
    var hash = Fingerprint()
    for file in sorted {
      hash.add(file.path)
      hash.add(file.text)
    }
    return hash.value
  }

  /// The same fingerprint of the files' bytes, before they are read as text.
  static func fingerprint(ofData sorted: [(path: String, text: Data)]) -> String {
    var hash = Fingerprint()
    for file in sorted {
      hash.add(file.path)
      file.text.withUnsafeBytes { hash.add($0) }
    }
    return hash.value
  }

  /// Compiles files given as (path, text); the language is the file name without `.yaml`, and
  /// files under `_common/` come first.
  static func load(files: [(path: String, text: String)]) -> GrammarLoad {
    var diagnostics: [GrammarDiagnostic] = []
    var sources: [String: LanguageSource] = [:]
    var order: [String] = []
    let sorted = sorted(files)
    for file in sorted {
      let name = (file.path as NSString).lastPathComponent
      let language = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
      if sources[language] == nil {
        sources[language] = LanguageSource(language: language)
        order.append(language)
      }
      var reader = GrammarFileReader(file: file.path, text: file.text)
      let (root, errors) = YAMLParser.parse(file.text)
      for error in errors { reader.fail(error.mark, error.message) }
      if var source = sources[language] {
        reader.read(root, into: &source)
        sources[language] = source
      }
      diagnostics.append(contentsOf: reader.diagnostics)
    }
    var programs: [LanguageProgram] = []
    for language in order.sorted() {
      guard let source = sources[language] else { continue }
      let (program, problems) = Compiler.compile(source)
      diagnostics.append(
        contentsOf: problems.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) })
      programs.append(program)
    }
    let fingerprint = fingerprint(of: sorted)
    return GrammarLoad(
      grammar: GrammarSet(programs: programs, fingerprint: fingerprint), diagnostics: diagnostics)
  }
}

/// ``StableHash`` a word at a time (a quarter of a megabyte of grammar files is hashed at every
/// start), each part followed by a 0 byte so the parts' boundaries count.
private struct Fingerprint {
  private var hash = StableHash64()

  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
  }

  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    hash.add(words: bytes)
    hash.add(UInt8(0))
  }

  var value: String { String(hash.value, radix: 16) }
}
