import Foundation

/// The slots each intent's sentences can fill, per language, read from the grammar files' text:
/// `{list:slot}` and `{list}` in sentences, through expansion rules, plus a block's fixed `slots`.
///
/// A light line scanner over the YAML subset the grammar loader accepts; the loader reports the
/// files' syntax errors, so this does not.
public struct GrammarSlots: Sendable {
  /// language → intent → slot names.
  public private(set) var slots: [String: [String: Set<String>]] = [:]
  /// language → intent → where its key is written, `messages/en.yaml:12:3` (the path as given).
  public private(set) var places: [String: [String: String]] = [:]

  /// Scans grammar files given as (path ending in `<domain>/<language>.yaml`, text); the paths
  /// are the places findings name.
  public init(files: [(path: String, text: String)]) {
    var rulesByLanguage: [String: [String: String]] = [:]
    var sentences: [(language: String, intent: String, template: String)] = []
    var fixed: [(language: String, intent: String, slot: String)] = []
    for file in files {
      let parts = file.path.split(separator: "/")
      guard let name = parts.last, name.hasSuffix(".yaml") else { continue }
      let language = String(name.dropLast(5))
      var section = ""
      var intent: String?
      var inSlots = false
      for (number, raw) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(raw)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        let indent = line.prefix { $0 == " " }.count
        if indent == 0 {
          section = String(trimmed.prefix { $0 != ":" })
          intent = nil
          continue
        }
        if section == "expansion_rules", indent == 2, let (key, value) = Self.keyValue(trimmed) {
          rulesByLanguage[language, default: [:]][key] = value
        }
        guard section == "intents" else { continue }
        if indent == 2 {
          let key = String(trimmed.prefix { $0 != ":" })
          intent = key
          if places[language]?[key] == nil {
            places[language, default: [:]][key] = "\(file.path):\(number + 1):\(indent + 1)"
          }
          inSlots = false
          continue
        }
        guard let intent else { continue }
        if trimmed.hasPrefix("slots:") || trimmed.hasPrefix("- slots:") {
          inSlots = !trimmed.contains("{")
          continue
        }
        if inSlots, !trimmed.hasPrefix("-"), let (key, _) = Self.keyValue(trimmed), indent >= 8 {
          fixed.append((language, intent, key))
          continue
        }
        inSlots = false
        if trimmed.hasPrefix("- ") && !trimmed.hasPrefix("- sentences") {
          sentences.append((language, intent, Self.unquoted(String(trimmed.dropFirst(2)))))
        }
      }
    }
    for (language, intent, template) in sentences {
      let rules = rulesByLanguage[language] ?? [:]
      slots[language, default: [:]][intent, default: []].formUnion(
        Self.slotNames(in: template, rules: rules, depth: 0))
    }
    for (language, intent, slot) in fixed { slots[language, default: [:]][intent, default: []].insert(slot) }
  }

  /// Scans every `<domain>/<language>.yaml` under `directory`.
  public init(directory: URL) {
    var files: [(path: String, text: String)] = []
    let manager = FileManager.default
    // A folder or file that cannot be read holds no slots here: the grammar loader, which reads
    // the same folder first, says it as a diagnostic with its path. An entry that is no folder
    // (a README) lists nothing, as it should.
    let domains = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    for domain in domains.sorted() {
      let folder = directory.appendingPathComponent(domain)
      for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      where name.hasSuffix(".yaml") {
        let url = folder.appendingPathComponent(name)
        if let text = try? String(contentsOf: url, encoding: .utf8) {
          // The whole path, so a finding's `file:line:col` opens from wherever `hark check` ran.
          files.append((path: url.path, text: text))
        }
      }
    }
    self.init(files: files)
  }

  /// Where `intent` is written in the `language` grammar, `messages/en.yaml:12:3`, if it is.
  public func place(of intent: String, language: String) -> String? {
    places[language]?[intent]
  }

  /// The slots `intent` can fill in `language`.
  public func slots(intent: String, language: String) -> Set<String> {
    slots[language]?[intent] ?? []
  }

  static func slotNames(in template: String, rules: [String: String], depth: Int) -> Set<String> {
    guard depth < 20 else { return [] }
    var names: Set<String> = []
    for token in Self.tokens(in: template, open: "{", close: "}") {
      names.insert(String(token.split(separator: ":").last ?? Substring(token)))
    }
    for rule in Self.tokens(in: template, open: "<", close: ">") {
      if let body = rules[rule] { names.formUnion(slotNames(in: body, rules: rules, depth: depth + 1)) }
    }
    return names
  }

  static func tokens(in text: String, open: Character, close: Character) -> [String] {
    var result: [String] = []
    var current: String?
    for character in text {
      if character == open {
        current = ""
      } else if character == close, let token = current {
        result.append(token.trimmingCharacters(in: .whitespaces))
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return result
  }

  static func keyValue(_ line: String) -> (String, String)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    return key.isEmpty ? nil : (key, unquoted(value))
  }

  static func unquoted(_ text: String) -> String {
    if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}
