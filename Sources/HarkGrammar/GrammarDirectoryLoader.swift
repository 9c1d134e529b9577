import Foundation

/// Finds, reads and compiles the grammar files of a directory.
enum GrammarDirectoryLoader {
  static func load(directory: URL) -> GrammarLoad {
    let manager = FileManager.default
    let base = directory.lastPathComponent
    guard let domains = try? manager.contentsOfDirectory(atPath: directory.path) else {
      return GrammarLoad(
        grammar: nil,
        diagnostics: [
          GrammarDiagnostic(
            file: directory.path, line: 1, column: 1, message: "cannot read the grammars directory",
            sourceLine: "")
        ])
    }
    var files: [(path: String, text: String)] = []
    var diagnostics: [GrammarDiagnostic] = []
    for domain in domains.sorted() {
      let domainURL = directory.appendingPathComponent(domain)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: domainURL.path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        continue
      }
      for name in ((try? manager.contentsOfDirectory(atPath: domainURL.path)) ?? []).sorted()
      where name.hasSuffix(".yaml") {
        let path = "\(base)/\(domain)/\(name)"
        guard let data = manager.contents(atPath: domainURL.appendingPathComponent(name).path),
          let text = String(data: data, encoding: .utf8)
        else {
          diagnostics.append(
            GrammarDiagnostic(
              file: path, line: 1, column: 1, message: "cannot read the file as UTF-8", sourceLine: ""))
          continue
        }
        files.append((path, text))
      }
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
    return load
  }

  /// Compiles files given as (path, text); the language is the file name without `.yaml`, and
  /// files under `_common/` come first.
  static func load(files: [(path: String, text: String)]) -> GrammarLoad {
    var diagnostics: [GrammarDiagnostic] = []
    var sources: [String: LanguageSource] = [:]
    var order: [String] = []
    let sorted = files.sorted { left, right in
      let leftCommon = left.path.contains("_common/")
      let rightCommon = right.path.contains("_common/")
      if leftCommon != rightCommon { return leftCommon }
      return left.path < right.path
    }
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
    // What the files say, whole: the learned stage keys its cached model by it.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for file in sorted {
      for byte in file.path.utf8 + [0] + file.text.utf8 + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    let fingerprint = String(hash, radix: 16)
    return GrammarLoad(
      grammar: GrammarSet(programs: programs, fingerprint: fingerprint), diagnostics: diagnostics)
  }
}
