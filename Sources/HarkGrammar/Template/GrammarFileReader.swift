import Foundation

/// Reads one grammar file's YAML tree into the language model, collecting diagnostics.
struct GrammarFileReader {
  let file: String
  let lines: [String]
  private(set) var diagnostics: [GrammarDiagnostic] = []

  init(file: String, text: String) {
    self.file = file
    self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
  }

  private func sourceLine(_ line: Int) -> String {
    line >= 1 && line <= lines.count ? lines[line - 1] : ""
  }

  mutating func fail(_ mark: SourceMark, _ message: String) {
    diagnostics.append(
      GrammarDiagnostic(
        file: file, line: mark.line, column: mark.column, message: message, sourceLine: sourceLine(mark.line))
    )
  }

  func location(_ mark: SourceMark) -> SourceLocation {
    SourceLocation(
      file: file, line: mark.line, column: mark.column, sourceLine: sourceLine(mark.line), exact: true)
  }

  /// Reads the file into `source` (merging with what other files of the language gave).
  mutating func read(_ root: YAMLNode, into source: inout LanguageSource) {
    guard let entries = mapping(root, "the file") else { return }
    for entry in entries {
      switch entry.key {
      case "language":
        if let language = scalar(entry.value, "language"), language != source.language {
          fail(entry.value.mark, "language '\(language)' does not match the file name '\(source.language)'")
        }
      case "settings":
        for setting in mapping(entry.value, "settings") ?? [] {
          if setting.key == "ignore_whitespace" {
            source.ignoreWhitespace = bool(setting.value, "ignore_whitespace") ?? false
          } else {
            fail(setting.keyMark, "unknown setting '\(setting.key)'; known: ignore_whitespace")
          }
        }
      case "skip_words":
        source.skipWords.append(contentsOf: strings(entry.value, "skip_words"))
      case "lists":
        for list in mapping(entry.value, "lists") ?? [] {
          if source.lists[list.key] != nil { fail(list.keyMark, "list '\(list.key)' is defined twice") }
          if let parsed = readList(list) { source.lists[list.key] = parsed }
        }
      case "expansion_rules":
        for rule in mapping(entry.value, "expansion_rules") ?? [] {
          if source.rules[rule.key] != nil {
            fail(rule.keyMark, "expansion rule '\(rule.key)' is defined twice")
          }
          if let template = template(rule.value, "an expansion rule") { source.rules[rule.key] = template }
        }
      case "intents":
        for intent in mapping(entry.value, "intents") ?? [] {
          if source.intents.contains(where: { $0.name == intent.key }) {
            fail(intent.keyMark, "intent '\(intent.key)' is defined twice for this language")
          }
          source.intents.append(readIntent(intent))
        }
      case "responses":
        source.responses.merge(textMap(entry.value, "responses")) { _, new in new }
      case "out_of_scope":
        source.outOfScope.append(contentsOf: examples(entry.value, "out_of_scope"))
      default:
        fail(
          entry.keyMark,
          "unknown key '\(entry.key)'; a grammar file holds language, settings, skip_words, lists, "
            + "expansion_rules, intents, responses, out_of_scope")
      }
    }
  }

  private mutating func readIntent(_ entry: YAMLEntry) -> IntentSource {
    var intent = IntentSource(name: entry.key, location: location(entry.keyMark))
    for part in mapping(entry.value, "an intent") ?? [] {
      switch part.key {
      case "data":
        guard case .sequence(let blocks, _) = part.value else {
          fail(part.value.mark, "'data' must be a list of blocks, each starting with '- sentences:'")
          continue
        }
        for block in blocks { intent.blocks.append(readBlock(block)) }
      case "questions": intent.questions = textMap(part.value, "questions")
      case "responses": intent.responses = textMap(part.value, "responses")
      case "examples": intent.examples.append(contentsOf: examples(part.value, "examples"))
      default:
        fail(
          part.keyMark,
          "unknown key '\(part.key)' in an intent; expected data, questions, responses, examples")
      }
    }
    return intent
  }

  private mutating func readBlock(_ node: YAMLNode) -> DataBlockSource {
    var block = DataBlockSource()
    for entry in mapping(node, "a data block") ?? [] {
      switch entry.key {
      case "sentences":
        guard case .sequence(let items, _) = entry.value else {
          fail(entry.value.mark, "'sentences' must be a list of templates")
          continue
        }
        for item in items {
          if let sentence = template(item, "a sentence") { block.sentences.append(sentence) }
        }
      case "slots":
        for slot in mapping(entry.value, "slots") ?? [] {
          if let value = slotValue(slot.value) { block.slots[slot.key] = value }
        }
      case "requires_context":
        for requirement in mapping(entry.value, "requires_context") ?? [] {
          block.requiresContext[requirement.key] = readRequirement(requirement.value)
        }
      case "excludes_context":
        for exclusion in mapping(entry.value, "excludes_context") ?? [] {
          block.excludesContext[exclusion.key] = strings(exclusion.value, "an excluded value")
        }
      case "expansion_rules":
        for rule in mapping(entry.value, "expansion_rules") ?? [] {
          if let template = template(rule.value, "an expansion rule") { block.rules[rule.key] = template }
        }
      case "lists":
        for list in mapping(entry.value, "lists") ?? [] {
          if let parsed = readList(list) { block.lists[list.key] = parsed }
        }
      case "required_keywords": block.requiredKeywords = strings(entry.value, "required_keywords")
      case "metadata": block.metadata = textMap(entry.value, "metadata")
      case "response": block.response = scalar(entry.value, "response")
      default:
        fail(
          entry.keyMark,
          "unknown key '\(entry.key)' in a data block; expected sentences, slots, requires_context, "
            + "excludes_context, expansion_rules, lists, required_keywords, metadata, response")
      }
    }
    if block.sentences.isEmpty { fail(node.mark, "a data block needs 'sentences'") }
    return block
  }

  private mutating func readRequirement(_ node: YAMLNode) -> ContextRequirement {
    switch node {
    case .scalar(let text, _, _): return ContextRequirement(values: [text], copyToSlot: false)
    case .sequence: return ContextRequirement(values: strings(node, "a context value"), copyToSlot: false)
    case .mapping(let entries, _):
      var requirement = ContextRequirement(values: nil, copyToSlot: false)
      for entry in entries {
        switch entry.key {
        case "value": requirement.values = strings(entry.value, "a context value")
        case "slot": requirement.copyToSlot = bool(entry.value, "slot") ?? false
        default: fail(entry.keyMark, "unknown key '\(entry.key)'; expected value, slot")
        }
      }
      return requirement
    }
  }

  private mutating func readList(_ entry: YAMLEntry) -> ListSource? {
    guard let parts = mapping(entry.value, "a list"), let first = parts.first else {
      fail(entry.keyMark, "list '\(entry.key)' needs values, range, wildcard: true or runtime: true")
      return nil
    }
    switch first.key {
    case "values":
      guard case .sequence(let items, _) = first.value else {
        fail(first.value.mark, "'values' must be a list")
        return nil
      }
      return .values(items.compactMap { readValue($0) })
    case "range":
      return readRange(first.value).map(ListSource.range)
    case "wildcard":
      return bool(first.value, "wildcard") == true ? .wildcard : nil
    case "runtime":
      return bool(first.value, "runtime") == true ? .runtime : nil
    default:
      fail(first.keyMark, "unknown list kind '\(first.key)'; expected values, range, wildcard or runtime")
      return nil
    }
  }

  private mutating func readValue(_ node: YAMLNode) -> ListValueSource? {
    if case .scalar = node {
      guard let input = template(node, "a list value") else { return nil }
      let output: SlotValue? = Compiler.isTemplate(input.text) ? nil : .text(input.text)
      return ListValueSource(input: input, output: output, context: [:], metadata: [:])
    }
    var value = ListValueSource(
      input: TemplateSource(text: "", location: .none), output: nil, context: [:], metadata: [:])
    var hasInput = false
    for entry in mapping(node, "a list value") ?? [] {
      switch entry.key {
      case "in":
        if let input = template(entry.value, "'in'") {
          value.input = input
          hasInput = true
        }
      case "out": value.output = slotValue(entry.value)
      case "context": value.context = textMap(entry.value, "context")
      case "metadata": value.metadata = textMap(entry.value, "metadata")
      default:
        fail(entry.keyMark, "unknown key '\(entry.key)' in a list value; expected in, out, context, metadata")
      }
    }
    if !hasInput {
      fail(node.mark, "a list value needs 'in'")
      return nil
    }
    return value
  }

  private mutating func readRange(_ node: YAMLNode) -> RangeSource? {
    var range = RangeSource(
      from: 0, to: 0, step: 1, type: "number", fractions: nil, multiplier: nil, digits: true, words: true)
    var hasBounds = (false, false)
    for entry in mapping(node, "range") ?? [] {
      switch entry.key {
      case "from":
        range.from = number(entry.value, "from") ?? 0
        hasBounds.0 = true
      case "to":
        range.to = number(entry.value, "to") ?? 0
        hasBounds.1 = true
      case "step": range.step = max(number(entry.value, "step") ?? 1, 1e-9)
      case "type": range.type = scalar(entry.value, "type") ?? "number"
      case "fractions": range.fractions = scalar(entry.value, "fractions")
      case "multiplier": range.multiplier = number(entry.value, "multiplier")
      case "digits": range.digits = bool(entry.value, "digits") ?? true
      case "words": range.words = bool(entry.value, "words") ?? true
      default:
        fail(
          entry.keyMark,
          "unknown key '\(entry.key)' in a range; expected from, to, step, type, fractions, multiplier, digits, words"
        )
      }
    }
    guard hasBounds.0 && hasBounds.1 else {
      fail(node.mark, "a range needs 'from' and 'to'")
      return nil
    }
    return range
  }

  // MARK: Typed access

  private mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLEntry]? {
    if case .mapping(let entries, _) = node { return entries }
    if case .scalar(let text, _, _) = node, text.isEmpty { return [] }
    fail(node.mark, "\(what) must be a mapping of 'key: value' lines, not \(node.kindName)")
    return nil
  }

  private mutating func scalar(_ node: YAMLNode, _ what: String) -> String? {
    if case .scalar(let text, _, _) = node { return text }
    fail(node.mark, "\(what) must be text, not \(node.kindName)")
    return nil
  }

  private mutating func template(_ node: YAMLNode, _ what: String) -> TemplateSource? {
    guard let text = scalar(node, what) else { return nil }
    if text.isEmpty {
      fail(node.mark, "\(what) is empty")
      return nil
    }
    return TemplateSource(text: text, location: location(node.mark))
  }

  /// A list of example sentences: plain text, one line each, no blanks, no repeats.
  private mutating func examples(_ node: YAMLNode, _ what: String) -> [String] {
    guard case .sequence(let items, _) = node else {
      fail(node.mark, "'\(what)' must be a list of sentences, one '- …' line each, not \(node.kindName)")
      return []
    }
    var seen: Set<String> = []
    var result: [String] = []
    for item in items {
      guard case .scalar(let text, _, _) = item else {
        fail(item.mark, "an example in '\(what)' must be one sentence of text, not \(item.kindName)")
        continue
      }
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        fail(item.mark, "an example in '\(what)' is empty")
      } else if !seen.insert(trimmed.lowercased()).inserted {
        fail(item.mark, "the example '\(trimmed)' is written twice in '\(what)'")
      } else {
        result.append(trimmed)
      }
    }
    return result
  }

  private mutating func strings(_ node: YAMLNode, _ what: String) -> [String] {
    if case .sequence(let items, _) = node { return items.compactMap { scalar($0, what) } }
    return scalar(node, what).map { [$0] } ?? []
  }

  private mutating func textMap(_ node: YAMLNode, _ what: String) -> [String: String] {
    var result: [String: String] = [:]
    for entry in mapping(node, what) ?? [] {
      if let text = scalar(entry.value, "'\(entry.key)'") { result[entry.key] = text }
    }
    return result
  }

  private mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
    guard let text = scalar(node, what) else { return nil }
    switch text.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default:
      fail(node.mark, "\(what) must be true or false")
      return nil
    }
  }

  private mutating func number(_ node: YAMLNode, _ what: String) -> Double? {
    guard let text = scalar(node, what) else { return nil }
    guard let value = Double(text) else {
      fail(node.mark, "\(what) must be a number")
      return nil
    }
    return value
  }

  private mutating func slotValue(_ node: YAMLNode) -> SlotValue? {
    guard case .scalar(let text, _, let quoted) = node else {
      fail(node.mark, "a slot value must be text or a number")
      return nil
    }
    if !quoted, let number = Double(text) { return .number(number) }
    return .text(text)
  }
}
