/// Compiles a `LanguageSource` into a `LanguageProgram`, collecting diagnostics.
struct Compiler {
  var program: LanguageProgram
  private(set) var diagnostics: [GrammarDiagnostic] = []
  private var slotIDs: [String: Int32] = [:]
  private var globalLists: [String: Int32] = [:]
  private var parsedRules: [String: Expression] = [:]
  private var globalRuleLocations: [String: SourceLocation] = [:]
  private var overBudget = false
  /// Diagnostics already given, so that a rule used many times is reported once.
  private var reported: Set<String> = []
  /// Nodes each rule of the current scope expands to (saturating), by name.
  var ruleSizes: [String: Int] = [:]
  /// The template being compiled, for problems found below it.
  var currentLocation = SourceLocation.none

  /// The most nodes one language may compile to (expansion rules can multiply templates).
  static let maxNodes = 2_000_000
  /// The most items a permutation may have (n! orderings are compiled).
  static let maxPermutation = 6
  /// How deep expansion rules may nest (a bound for the compiler's recursion).
  static let maxRuleDepth = 32

  /// The scope a template is compiled in: block-local rules and lists over the language's.
  struct Scope {
    var rules: [String: Expression]
    var ruleLocations: [String: SourceLocation]
    var lists: [String: Int32]
  }

  static func compile(_ source: LanguageSource) -> (LanguageProgram, [GrammarDiagnostic]) {
    var compiler = Compiler(source: source)
    compiler.run()
    return (compiler.program, compiler.diagnostics)
  }

  private init(source: LanguageSource) {
    program = LanguageProgram(
      language: source.language, ignoreWhitespace: source.ignoreWhitespace,
      skipWords: source.skipWords.map {
        NormalizedText(
          $0, ignoreWhitespace: source.ignoreWhitespace
        ).scalars
      }.sorted { $0.count > $1.count },
      source: source)
  }

  private static func kindCode(_ kind: CompiledList.Kind) -> UInt8 {
    switch kind {
    case .values: return 0
    case .runtime: return 1
    case .range: return 2
    case .wildcard: return 3
    }
  }

  private mutating func run() {
    defer {
      program.listKinds = program.lists.map { Self.kindCode($0.kind) }
      // By list, so the matcher asks each runtime list once whether it starts the input.
      program.runtimeEntries.sort { ($0.list, $0.template) < ($1.list, $1.template) }
      computeLookahead()
      program.prepareMatching()
    }
    let source = program.source
    for (name, rule) in source.rules.sorted(by: { $0.key < $1.key }) {
      if let expression = parse(rule) {
        parsedRules[name] = expression
        globalRuleLocations[name] = rule.location
      }
    }
    for (name, list) in source.lists.sorted(by: { $0.key < $1.key }) {
      globalLists[name] = addList(name, list)
    }
    let global = Scope(rules: parsedRules, ruleLocations: globalRuleLocations, lists: globalLists)
    var order = 0
    for (intentIndex, intent) in source.intents.enumerated() {
      program.intents.append(intent.name)
      for block in intent.blocks {
        var scope = global
        for (name, rule) in block.rules {
          if let expression = parse(rule) {
            scope.rules[name] = expression
            scope.ruleLocations[name] = rule.location
          }
        }
        for (name, list) in block.lists.sorted(by: { $0.key < $1.key }) {
          scope.lists[name] = addList(name, list)
        }
        ruleSizes = [:]  // sizes are of this block's rules, which may shadow the language's
        let blockIndex = Int32(program.blocks.count)
        program.blocks.append(
          CompiledBlock(
            intent: Int32(intentIndex), slots: block.slots.sorted { $0.key < $1.key },
            requiresContext: block.requiresContext.sorted { $0.key < $1.key },
            excludesContext: block.excludesContext.sorted { $0.key < $1.key },
            requiredKeywords: block.requiredKeywords.map {
              NormalizedText($0, ignoreWhitespace: program.ignoreWhitespace).scalars
            },
            metadata: block.metadata, response: block.response))
        for sentence in block.sentences {
          guard let expression = parse(sentence) else { continue }
          currentLocation = sentence.location
          let templateIndex = Int32(program.templates.count)
          program.templates.append(CompiledTemplate(block: blockIndex, text: sentence.text, order: order))
          order += 1
          let accept = addNode(.accept, a: templateIndex, b: 0, next: -1)
          var stack: [String] = []
          let entry = compile(
            expression, next: accept, scope: scope, location: sentence.location, ruleStack: &stack)
          program.templateEntries.append(entry)
          index(entry: entry, template: templateIndex)
        }
      }
    }
  }

  // MARK: Parsing

  private mutating func parse(_ template: TemplateSource) -> Expression? {
    switch TemplateParser.parse(template.text) {
    case .success(let expression): return expression
    case .failure(let error):
      report(template.location.diagnostic(error.message, offset: error.offset))
      return nil
    }
  }

  /// Adds `diagnostic` unless the same was given already (a rule is compiled once per use).
  mutating func report(_ diagnostic: GrammarDiagnostic) {
    let key = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message)"
    if reported.insert(key).inserted { diagnostics.append(diagnostic) }
  }

  // MARK: Nodes

  private mutating func addNode(_ op: Node.Op, a: Int32, b: Int32, next: Int32) -> Int32 {
    if program.nodes.count >= Self.maxNodes && !overBudget {
      overBudget = true
      report(
        currentLocation.diagnostic(
          "the grammar compiles to more than \(Self.maxNodes) nodes by this sentence; expansion rules multiply too much"
        ))
    }
    program.nodes.append(Node(op: op, a: a, b: b, next: next))
    return Int32(program.nodes.count - 1)
  }

  private mutating func addSplit(_ branches: [Int32]) -> Int32 {
    if branches.count == 1 { return branches[0] }
    let start = Int32(program.branchPool.count)
    program.branchPool.append(contentsOf: branches)
    return addNode(.split, a: start, b: Int32(branches.count), next: -1)
  }

  private mutating func slotID(_ name: String) -> Int32 {
    if let id = slotIDs[name] { return id }
    let id = Int32(program.slotNames.count)
    program.slotNames.append(name)
    slotIDs[name] = id
    return id
  }

  /// Compiles literal text: runs of characters and flexible gaps.
  private mutating func compileText(_ text: String, next: Int32) -> Int32 {
    let scalars = NormalizedText.templateScalars(text, ignoreWhitespace: program.ignoreWhitespace)
    var entry = next
    var end = scalars.count
    while end > 0 {
      if scalars[end - 1] == NormalizedText.space {
        entry = addNode(.space, a: 0, b: 0, next: entry)
        end -= 1
        continue
      }
      var start = end
      while start > 0 && scalars[start - 1] != NormalizedText.space { start -= 1 }
      let poolStart = Int32(program.pool.count)
      program.pool.append(contentsOf: scalars[start..<end])
      entry = addNode(.chars, a: poolStart, b: Int32(end - start), next: entry)
      end = start
    }
    return entry
  }

  /// Compiles `expression` so that a match continues at `next`; returns the entry node.
  private mutating func compile(
    _ expression: Expression, next: Int32, scope: Scope, location: SourceLocation, ruleStack: inout [String]
  ) -> Int32 {
    if overBudget { return -1 }
    switch expression {
    case .text(let text):
      return compileText(text, next: next)
    case .sequence(let items):
      var entry = next
      for item in items.reversed() {
        entry = compile(item, next: entry, scope: scope, location: location, ruleStack: &ruleStack)
      }
      return entry
    case .alternatives(let items, let optional):
      var branches: [Int32] = []
      for item in items {
        branches.append(compile(item, next: next, scope: scope, location: location, ruleStack: &ruleStack))
      }
      if optional { branches.append(next) }
      return addSplit(branches)
    case .permutation(let items):
      guard items.count <= Self.maxPermutation else {
        report(
          location.diagnostic(
            "a permutation may have at most \(Self.maxPermutation) items; it has \(items.count)"))
        return addSplit([])
      }
      var branches: [Int32] = []
      for ordering in Self.permutations(items.count) {
        var sequence: [Expression] = [.text(" ")]
        for index in ordering {
          sequence.append(items[index])
          sequence.append(.text(" "))
        }
        branches.append(
          compile(.sequence(sequence), next: next, scope: scope, location: location, ruleStack: &ruleStack))
      }
      return addSplit(branches)
    case .rule(let name, let offset):
      guard let body = scope.rules[name] else {
        report(location.diagnostic("unknown expansion rule <\(name)>", offset: offset))
        return addSplit([])
      }
      if let cycle = ruleStack.firstIndex(of: name) {
        let path = (ruleStack[cycle...] + [name]).map { "<\($0)>" }.joined(separator: " → ")
        report(location.diagnostic("expansion rule <\(name)> refers to itself (\(path))", offset: offset))
        return addSplit([])
      }
      guard ruleStack.count < Self.maxRuleDepth else {
        report(
          location.diagnostic(
            "expansion rules nest more than \(Self.maxRuleDepth) deep at <\(name)>", offset: offset))
        return addSplit([])
      }
      if size(ofRule: name, scope: scope) > Self.maxNodes {
        reportExponential(culprit(name, scope: scope), scope: scope)
        return addSplit([])
      }
      ruleStack.append(name)
      defer { ruleStack.removeLast() }
      // A rule's own problems point at the rule, in whichever file it is written.
      let ruleLocation = scope.ruleLocations[name] ?? location
      return compile(body, next: next, scope: scope, location: ruleLocation, ruleStack: &ruleStack)
    case .list(let list, let slot, let offset):
      guard let listIndex = scope.lists[list] else {
        report(
          location.diagnostic(
            "unknown list {\(list)}; declare it under 'lists:' (values, range, wildcard or runtime)",
            offset: offset))
        return addSplit([])
      }
      if case .wildcard = program.lists[Int(listIndex)].kind {
        return addNode(.wildcard, a: listIndex, b: slotID(slot), next: next)
      }
      return addNode(.list, a: listIndex, b: slotID(slot), next: next)
    }
  }

  static func permutations(_ count: Int) -> [[Int]] {
    guard count > 0 else { return [[]] }
    var result: [[Int]] = []
    for rest in permutations(count - 1) {
      for position in 0...rest.count {
        var ordering = rest
        ordering.insert(count - 1, at: position)
        result.append(ordering)
      }
    }
    return result.sorted { $0.lexicographicallyPrecedes($1) }
  }

  // MARK: Lists

  private mutating func addList(_ name: String, _ source: ListSource) -> Int32 {
    let index = Int32(program.lists.count)
    var list: CompiledList
    switch source {
    case .wildcard:
      list = CompiledList(name: name, kind: .wildcard)
    case .runtime:
      list = CompiledList(name: name, kind: .runtime)
      program.runtimeListIndex[name, default: []].append(index)
    case .range(let range):
      list = CompiledList(name: name, kind: .range(range))
      if range.words && (program.language == "en" || program.language.hasPrefix("en-")) {
        var value = range.from
        var count = 0
        while value <= range.to && count < 10_000 {
          if value.rounded() == value {
            let payload = Int32(list.numbers.count)
            list.numbers.append(value * (range.multiplier ?? 1))
            for words in NumberWords.english(Int(value)) {
              list.numberWords.insert(NormalizedText.templateScalars(words, ignoreWhitespace: false), payload)
            }
            let fractions: [Int] =
              range.fractions == "halves" ? [5] : range.fractions == "tenths" ? Array(1...9) : []
            for tenth in fractions where value + Double(tenth) / 10 <= range.to {
              let fractionPayload = Int32(list.numbers.count)
              list.numbers.append((value + Double(tenth) / 10) * (range.multiplier ?? 1))
              for words in NumberWords.english(Int(value)) {
                for tail in NumberWords.english(tenth) {
                  let spoken = words + " point " + tail
                  list.numberWords.insert(
                    NormalizedText.templateScalars(spoken, ignoreWhitespace: false), fractionPayload)
                }
              }
            }
          }
          value += range.step
          count += 1
        }
      }
    case .values(let values):
      list = CompiledList(name: name, kind: .values)
      program.lists.append(list)
      for (valueIndex, value) in values.enumerated() {
        list.values.append(
          ListValue(value.input.text, output: value.output, context: value.context, metadata: value.metadata))
        if Self.isTemplate(value.input.text) {
          guard let expression = parse(value.input) else { continue }
          let end = addNode(.valueEnd, a: Int32(valueIndex), b: 0, next: -1)
          var stack: [String] = []
          let scope = Scope(rules: parsedRules, ruleLocations: globalRuleLocations, lists: globalLists)
          ruleSizes = [:]
          currentLocation = value.input.location
          let entry = compile(
            expression, next: end, scope: scope, location: value.input.location, ruleStack: &stack)
          list.templated.append((entry, Int32(valueIndex)))
        } else {
          let key = NormalizedText.templateScalars(
            value.input.text, ignoreWhitespace: program.ignoreWhitespace)
          list.trie.insert(Self.trimmedSpaces(key), Int32(valueIndex))
        }
      }
      program.lists[Int(index)] = list
      return index
    }
    program.lists.append(list)
    return index
  }

  static func isTemplate(_ text: String) -> Bool {
    text.contains { "()[]{}<>|".contains($0) }
  }

  static func trimmedSpaces(_ scalars: [UInt32]) -> [UInt32] {
    var result = scalars[...]
    while result.first == NormalizedText.space { result = result.dropFirst() }
    while result.last == NormalizedText.space { result = result.dropLast() }
    return Array(result)
  }

  // MARK: Entry index

  /// Records a template under each text it can start with — its first literal words, and the values
  /// of a list it can start with — and under each runtime list it can start with; or as starting
  /// anywhere (free text, a list whose values are templates).
  private mutating func index(entry: Int32, template: Int32) {
    var firsts: Set<[UInt32]> = []
    var runtimeLists: Set<Int32> = []
    var visited: Set<Int32> = []
    var anywhere = false
    var stack: [Int32] = [entry]
    while let node = stack.popLast(), !anywhere {
      guard node >= 0, visited.insert(node).inserted else { continue }
      let current = program.nodes[Int(node)]
      switch current.op {
      case .chars:
        firsts.insert(Array(program.pool[Int(current.a)..<Int(current.a + current.b)]))
      case .space: stack.append(current.next)
      case .split:
        for offset in 0..<Int(current.b) { stack.append(program.branchPool[Int(current.a) + offset]) }
      case .list:
        let list = program.lists[Int(current.a)]
        switch list.kind {
        case .values where list.templated.isEmpty:
          // A value matches where its whole key is a prefix of the rest of the input.
          firsts.formUnion(list.trie.keys)
        case .range(let range):
          firsts.formUnion(list.numberWords.keys)
          if range.digits {
            // Digits start with a digit or a minus sign.
            for scalar in [UInt32(0x2D)] + Array(0x30...0x39) { firsts.insert([scalar]) }
          }
        case .runtime: runtimeLists.insert(current.a)
        case .values, .wildcard: anywhere = true
        }
      case .wildcard, .accept, .valueEnd: anywhere = true
      }
    }
    if anywhere {
      program.entriesAnywhere.append(template)
    } else {
      for first in firsts where !first.isEmpty { program.entryTrie.insert(first, template) }
      for list in runtimeLists.sorted() {
        program.runtimeEntries.append(RuntimeEntry(list: list, template: template))
      }
    }
  }
}
