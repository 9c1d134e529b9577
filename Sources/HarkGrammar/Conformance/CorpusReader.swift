import Foundation

/// Turns a corpus JSON object into language sources, grammars and tests.
struct CorpusReader {
  let file: String

  func read(_ root: [String: JSONValue]) -> Result<ConformanceCorpus, ConformanceError> {
    guard let meta = root["meta"]?.object else { return .failure(.missing("meta")) }
    let language = meta["language"]?.string ?? "en"
    var diagnostics: [GrammarDiagnostic] = []
    var suites: [ConformanceCorpus.Suite] = []

    let runtimeNames = (root["fixture_lists"]?.object ?? [:]).keys.sorted()
    let source = languageSource(root, language: language, runtime: runtimeNames)
    let (program, problems) = Compiler.compile(source)
    diagnostics.append(contentsOf: problems)
    let fixtureLists = Dictionary(
      uniqueKeysWithValues: (root["fixture_lists"]?.object ?? [:]).map {
        (RuntimeListName($0.key), listValues($0.value))
      })
    var tests: [ConformanceCorpus.Test] = []
    for test in root["tests"]?.array ?? [] {
      guard let test = test.object else { continue }
      tests.append(self.test(test, lists: fixtureLists, context: contextMap(test["context"])))
    }
    var main = ConformanceCorpus.Suite(
      name: "main", grammar: GrammarSet(programs: [program]), tests: tests, cutsNameList: true)
    var nameTrie = ScalarTrie()
    for (index, value) in (fixtureLists["name"] ?? []).enumerated() {
      let key = ConformanceGrader.lowercased(value.input.trimmingCharacters(in: .whitespaces))
      if !key.isEmpty { nameTrie.insert(key, Int32(index)) }
    }
    main.nameTrie = FlatTrie(nameTrie, findingOccurrences: true)
    main.fixedLists = RuntimeLists(fixtureLists.filter { $0.key != "name" })
    let names = fixtureLists["name"] ?? []
    main.nameKeys = (
      names.map { NormalizedText.key($0.input, ignoreWhitespace: false) },
      names.map { NormalizedText.key($0.input, ignoreWhitespace: true) }
    )
    suites.append(main)

    if let combo = root["slot_combination_suite"]?.object, let comboTests = combo["tests"]?.array {
      let source = languageSource(combo, language: language, runtime: ["area", "floor", "name"])
      let (program, problems) = Compiler.compile(source)
      diagnostics.append(contentsOf: problems)
      let fixtures = combo["fixtures_by_file"]?.object ?? [:]
      var tests: [ConformanceCorpus.Test] = []
      for test in comboTests {
        guard let test = test.object else { continue }
        let fixture = fixtures[test["fixtures_ref"]?.string ?? ""]?.object ?? [:]
        var lists: [RuntimeListName: [ListValue]] = [:]
        lists["name"] = (fixture["entities"]?.array ?? []).compactMap { entity in
          guard let entity = entity.object, let name = entity["name"]?.string else { return nil }
          var context: [String: String] = [:]
          if let domain = entity["domain"]?.string { context["domain"] = domain }
          return ListValue(name, output: .text(name), context: context)
        }
        for key in ["areas", "floors"] {
          lists[RuntimeListName(String(key.dropLast()))] = (fixture[key]?.array ?? []).compactMap { item in
            guard let name = item.object?["name"]?.string else { return nil }
            return ListValue(name, output: .text(name))
          }
        }
        var parsed = self.test(test, lists: lists, context: ["area": "__context_area__"])
        parsed.prepared = RuntimeLists(lists)
        parsed.slotCombination = test["slot_combination"]?.string
        if case .bool(let contextArea) = test["context_area"] { parsed.contextArea = contextArea }
        tests.append(parsed)
      }
      suites.append(
        ConformanceCorpus.Suite(
          name: "slot_combination", grammar: GrammarSet(programs: [program]), tests: tests,
          cutsNameList: false))
    }
    return .success(ConformanceCorpus(language: language, suites: suites, diagnostics: diagnostics))
  }

  private func test(
    _ test: [String: JSONValue], lists: [RuntimeListName: [ListValue]], context: [String: String]
  ) -> ConformanceCorpus.Test {
    ConformanceCorpus.Test(
      id: test["id"]?.string ?? "", sentence: test["sentence"]?.string ?? "",
      intent: test["intent"]?.string ?? "",
      slots: test["slots"]?.object ?? [:], context: context, lists: lists, slotCombination: nil,
      contextArea: false)
  }

  private func location(_ what: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1, sourceLine: what, exact: false)
  }

  private func template(_ text: String) -> TemplateSource {
    TemplateSource(text: text, location: location(text))
  }

  private func languageSource(_ root: [String: JSONValue], language: String, runtime: [String])
    -> LanguageSource
  {
    var source = LanguageSource(language: language)
    if case .bool(let ignore) = root["settings"]?.object?["ignore_whitespace"] {
      source.ignoreWhitespace = ignore
    }
    source.skipWords = (root["skip_words"]?.array ?? []).compactMap(\.string)
    for (name, rule) in root["expansion_rules"]?.object ?? [:] {
      if let text = rule.string { source.rules[name] = template(text) }
    }
    for (name, list) in root["lists"]?.object ?? [:] {
      if let parsed = listSource(list) { source.lists[name] = parsed }
    }
    for name in runtime where source.lists[name] == nil { source.lists[name] = .runtime }
    for intent in root["intents"]?.array ?? [] {
      guard let intent = intent.object, let name = intent["name"]?.string else { continue }
      var intentSource = IntentSource(name: name)
      for block in intent["data"]?.array ?? [] {
        guard let block = block.object else { continue }
        intentSource.blocks.append(blockSource(block))
      }
      source.intents.append(intentSource)
    }
    return source
  }

  private func blockSource(_ block: [String: JSONValue]) -> DataBlockSource {
    var result = DataBlockSource()
    result.sentences = (block["sentences"]?.array ?? []).compactMap(\.string).map(template)
    for (name, value) in block["slots"]?.object ?? [:] {
      if let slot = value.slotValue { result.slots[name] = slot }
    }
    for (key, value) in block["requires_context"]?.object ?? [:] {
      result.requiresContext[key] = requirement(value)
    }
    for (key, value) in block["excludes_context"]?.object ?? [:] {
      result.excludesContext[key] = strings(value)
    }
    for (name, rule) in block["expansion_rules"]?.object ?? [:] {
      if let text = rule.string { result.rules[name] = template(text) }
    }
    result.requiredKeywords = strings(block["required_keywords"] ?? .null)
    for (key, value) in block["metadata"]?.object ?? [:] { result.metadata[key] = value.text }
    result.response = block["response"]?.string
    return result
  }

  private func requirement(_ value: JSONValue) -> ContextRequirement {
    if case .object(let object) = value {
      let values = object["value"].map(strings)
      var copy = false
      if case .bool(let slot) = object["slot"] { copy = slot }
      return ContextRequirement(values: values?.isEmpty == true ? nil : values, copyToSlot: copy)
    }
    if case .null = value { return ContextRequirement(values: nil, copyToSlot: false) }
    return ContextRequirement(values: strings(value), copyToSlot: false)
  }

  private func strings(_ value: JSONValue) -> [String] {
    switch value {
    case .array(let items): return items.map(\.text)
    case .null: return []
    default: return [value.text]
    }
  }

  private func contextMap(_ value: JSONValue?) -> [String: String] {
    (value?.object ?? [:]).mapValues(\.text)
  }

  private func listSource(_ list: JSONValue) -> ListSource? {
    guard let list = list.object else { return nil }
    if let values = list["values"]?.array {
      return .values(
        values.compactMap { value in
          guard let value = value.object, let input = value["in"]?.string else { return nil }
          return ListValueSource(
            input: template(input), output: value["out"]?.slotValue,
            context: (value["context"]?.object ?? [:]).mapValues(\.text),
            metadata: (value["metadata"]?.object ?? [:]).mapValues(\.text))
        })
    }
    if let range = list["range"]?.object {
      func number(_ key: String) -> Double? {
        if case .number(let value) = range[key] { return value }
        return nil
      }
      func flag(_ key: String) -> Bool {
        if case .bool(let value) = range[key] { return value }
        return true
      }
      return .range(
        RangeSource(
          from: number("from") ?? 0, to: number("to") ?? 0, step: number("step") ?? 1,
          type: range["type"]?.string ?? "number", fractions: range["fractions"]?.string,
          multiplier: number("multiplier"), digits: flag("digits"), words: flag("words")))
    }
    if case .bool(true) = list["wildcard"] { return .wildcard }
    return nil
  }

  private func listValues(_ list: JSONValue) -> [ListValue] {
    (list.object?["values"]?.array ?? []).compactMap { value in
      guard let value = value.object, let input = value["in"]?.string else { return nil }
      return ListValue(
        input, output: value["out"]?.slotValue, context: (value["context"]?.object ?? [:]).mapValues(\.text),
        metadata: (value["metadata"]?.object ?? [:]).mapValues(\.text))
    }
  }
}
