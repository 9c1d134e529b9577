import Foundation
import HarkSupport

/// Compiled grammars kept in the user's cache folder, so a start reads them in a few
/// milliseconds instead of parsing and compiling every YAML file (tens of milliseconds).
///
/// The file, `grammars-v<format>-<fingerprint>.bin`, is named by the grammar files' fingerprint
/// (a hash of every file's path and text, ``GrammarSet/fingerprint``): an edited grammar gives
/// another name, so a stale file is never read, only left behind. Its layout:
///
///     "HKG2"  u64 format  string fingerprint
///     u64 languages, per language: its name, whether a line of ASCII can match it
///     (``LanguageProgram/acceptsASCIILines()``), and a length-prefixed blob of the compiled
///     program, its questions and responses, and the source it came from (itself a blob, decoded
///     only when something asks for it)
///     u64 checksum of everything before it (`SealedBytes`, as every cache file ends)
///
/// Only a load without diagnostics is written. A file that is short or fails its checksum is
/// ignored and the grammars are compiled as if there were none. A language's program is read when
/// a line first needs it (``ProgramSlot``); one that does not read back whole then (which the
/// checksum leaves to a fault in this code) is compiled from the grammar files instead.
enum GrammarCache {
  static let magic: [UInt8] = Array("HKG2".utf8)
  /// Changes whenever the compiled form or this layout changes.
  static let format: UInt64 = 8

  static func fileName(fingerprint: String) -> String { "grammars-v\(format)-\(fingerprint).bin" }

  static func encode(_ grammar: GrammarSet) -> [UInt8] {
    var body = BinaryWriter()
    for byte in magic { body.put(byte) }
    body.put(format)
    body.put(grammar.fingerprint)
    body.put(grammar.slots.count)
    for slot in grammar.slots {
      body.put(slot.language)
      body.put(slot.acceptsASCIILines)
      var program = BinaryWriter()
      program.put(slot.program)
      body.put(program.bytes)
    }
    return SealedBytes.sealed(body.bytes)
  }

  /// The grammars in `file`, or nil when it is not a whole, undamaged file of this format for
  /// `fingerprint`. Each language's program is read from `file` when first needed; should it not
  /// read back, `compile` makes it (from the grammar files).
  static func decode(
    _ file: Data, fingerprint: String, compile: @escaping @Sendable (String) -> LanguageProgram
  ) -> GrammarSet? {
    file.withUnsafeBytes { bytes -> GrammarSet? in
      guard let content = SealedBytes.unsealed(bytes), content.count >= magic.count,
        Array(content[0..<magic.count]) == magic
      else { return nil }
      let bodyStart = magic.count
      var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: content[bodyStart...]))
      do {
        guard try reader.uint64() == format, try reader.string() == fingerprint else { return nil }
        var slots: [ProgramSlot] = []
        for _ in 0..<(try reader.count(10)) {
          let language = try reader.string()
          let acceptsASCIILines = try reader.bool()
          let blob = try reader.blobRange()
          let range = bodyStart + blob.lowerBound..<bodyStart + blob.upperBound
          slots.append(
            ProgramSlot(language: language, acceptsASCIILines: acceptsASCIILines) {
              program(in: file, at: range, language: language) ?? compile(language)
            })
        }
        guard reader.isAtEnd else { return nil }
        return GrammarSet(slots: slots, fingerprint: fingerprint)
      } catch {
        return nil
      }
    }
  }

  /// The program of `language` written at `range` of `file`, or nil when it does not read back whole.
  static func program(in file: Data, at range: Range<Int>, language: String) -> LanguageProgram? {
    file.withUnsafeBytes { bytes -> LanguageProgram? in
      guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
      var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[range]))
      // Bytes that do not read back are no program (nil): the grammar is compiled again.
      guard let program = try? LanguageProgram(&reader), reader.isAtEnd, program.language == language else {
        return nil
      }
      return program
    }
  }
}

extension BinaryWriter {
  mutating func put(_ program: LanguageProgram) {
    put(program.language)
    put(program.ignoreWhitespace)
    put(program.skipWords) { $0.put($1) }
    put(program.nodes) { writer, node in
      writer.put(node.op.rawValue)
      writer.put(node.a)
      writer.put(node.b)
      writer.put(node.next)
    }
    put(program.pool)
    put(program.branchPool)
    put(program.lists) { $0.put($1) }
    put(program.listKinds.count)
    for kind in program.listKinds { put(kind) }
    put(program.slotNames)
    put(program.templates) { writer, template in
      writer.put(template.block)
      writer.put(template.text)
      writer.put(template.order)
    }
    put(program.blocks) { $0.put($1) }
    put(program.intents)
    put(program.entryTrie)
    put(program.templateEntries)
    put(program.templateBigrams) { writer, clauses in writer.put(clauses) { $0.put($1) } }
    put(program.templateLists) { $0.put($1) }
    put(program.templateGates) { $0.put($1) }
    put(program.templatedValueBigrams) { writer, values in writer.put(values) { $0.put($1) } }
    put(program.nodeMasks)
    put(program.masks)
    put(program.entriesAnywhere)
    put(program.runtimeEntries.count)
    for entry in program.runtimeEntries {
      put(entry.list)
      put(entry.template)
    }
    put(program.runtimeListIndex) { $0.put($1) }
    put(program.valuesAtWordStarts.map { $0 ? UInt8(1) : 0 })
    put(program.templatedValueStarts) { writer, trie in
      writer.put(trie != nil)
      if let trie { writer.put(trie) }
    }
    put(program.templateSuffixMasks)
    put(program.templateSuffixLists) { $0.put($1) }
    put(program.wording)
    var source = BinaryWriter()
    source.put(program.source)
    put(source.bytes)
  }

  mutating func put(_ wording: Wording) {
    put(wording.intents) { writer, intent in
      writer.put(intent.name)
      writer.put(intent.questions)
      writer.put(intent.responses)
    }
    put(wording.responses)
  }

  mutating func put(_ trie: ScalarTrie) {
    put(trie.nodes) { writer, node in
      writer.put(node.scalars.count)
      for (scalar, child) in zip(node.scalars, node.children) {
        writer.put(scalar)
        writer.put(child)
      }
      writer.put(node.terminals)
    }
  }

  mutating func put(_ value: SlotValue?) {
    switch value {
    case nil: put(UInt8(0))
    case .text(let text)?:
      put(UInt8(1))
      put(text)
    case .number(let number)?:
      put(UInt8(2))
      put(number)
    }
  }

  mutating func put(_ value: ListValue) {
    put(value.input)
    put(value.output)
    put(value.context)
    put(value.metadata)
  }

  mutating func put(_ range: RangeSource) {
    put(range.from)
    put(range.to)
    put(range.step)
    put(range.type)
    put(range.fractions)
    put(range.multiplier != nil)
    if let multiplier = range.multiplier { put(multiplier) }
    put(range.digits)
    put(range.words)
  }

  mutating func put(_ list: CompiledList) {
    put(list.name)
    switch list.kind {
    case .values: put(UInt8(0))
    case .range(let range):
      put(UInt8(1))
      put(range)
    case .wildcard: put(UInt8(2))
    case .runtime: put(UInt8(3))
    }
    put(list.values) { $0.put($1) }
    put(list.trie)
    put(list.templated) { writer, entry in
      writer.put(entry.entry)
      writer.put(entry.value)
    }
    put(list.numberWords)
    put(list.numbers.count)
    for number in list.numbers { put(number) }
  }

  mutating func put(_ requirement: ContextRequirement) {
    put(requirement.values != nil)
    if let values = requirement.values { put(values) }
    put(requirement.copyToSlot)
  }

  mutating func put(_ block: CompiledBlock) {
    put(block.intent)
    put(block.slots) { writer, slot in
      writer.put(slot.0)
      writer.put(slot.1)
    }
    put(block.requiresContext) { writer, entry in
      writer.put(entry.0)
      writer.put(entry.1)
    }
    put(block.excludesContext) { writer, entry in
      writer.put(entry.0)
      writer.put(entry.1)
    }
    put(block.requiredKeywords) { $0.put($1) }
    put(block.metadata)
    put(block.response)
  }

  mutating func put(_ location: SourceLocation) {
    put(location.file)
    put(location.line)
    put(location.column)
    put(location.sourceLine)
    put(location.exact)
  }

  mutating func put(_ template: TemplateSource) {
    put(template.text)
    put(template.location)
  }

  mutating func put(_ list: ListSource) {
    switch list {
    case .values(let values):
      put(UInt8(0))
      put(values) { writer, value in
        writer.put(value.input)
        writer.put(value.output)
        writer.put(value.context)
        writer.put(value.metadata)
      }
    case .range(let range):
      put(UInt8(1))
      put(range)
    case .wildcard: put(UInt8(2))
    case .runtime: put(UInt8(3))
    }
  }

  mutating func put(_ block: DataBlockSource) {
    put(block.sentences) { $0.put($1) }
    put(block.slots) { $0.put($1) }
    put(block.requiresContext) { $0.put($1) }
    put(block.excludesContext) { $0.put($1) }
    put(block.rules) { $0.put($1) }
    put(block.lists) { $0.put($1) }
    put(block.requiredKeywords)
    put(block.metadata)
    put(block.response)
  }

  mutating func put(_ source: LanguageSource) {
    put(source.language)
    put(source.ignoreWhitespace)
    put(source.skipWords)
    put(source.lists) { $0.put($1) }
    put(source.rules) { $0.put($1) }
    put(source.intents) { writer, intent in
      writer.put(intent.name)
      writer.put(intent.blocks) { $0.put($1) }
      writer.put(intent.questions)
      writer.put(intent.responses)
      writer.put(intent.examples)
      writer.put(intent.location)
    }
    put(source.responses)
    put(source.outOfScope)
  }
}

extension BinaryReader {
  mutating func trie() throws(Damaged) -> ScalarTrie {
    var trie = ScalarTrie()
    trie.nodes = try array { reader throws(Damaged) in
      var node = ScalarTrie.TrieNode()
      let count = try reader.count(8)
      node.scalars.reserveCapacity(count)
      node.children.reserveCapacity(count)
      for _ in 0..<count {
        let scalar = try reader.uint32()
        // Strictly increasing, as written: the matcher's search relies on the order.
        if let last = node.scalars.last, last >= scalar { throw Damaged() }
        node.scalars.append(scalar)
        node.children.append(try reader.int32())
      }
      node.terminals = try reader.int32s()
      return node
    }
    // Every child must be a node of this trie: the matcher follows them without checking.
    for node in trie.nodes {
      for child in node.children where child <= 0 || Int(child) >= trie.nodes.count { throw Damaged() }
    }
    guard !trie.nodes.isEmpty else { throw Damaged() }
    return trie
  }

  mutating func slotValue() throws(Damaged) -> SlotValue? {
    switch try uint8() {
    case 0: return nil
    case 1: return .text(try string())
    case 2: return .number(try double())
    default: throw Damaged()
    }
  }

  mutating func listValue() throws(Damaged) -> ListValue {
    ListValue(try string(), output: try slotValue(), context: try stringMap(), metadata: try stringMap())
  }

  mutating func range() throws(Damaged) -> RangeSource {
    RangeSource(
      from: try double(), to: try double(), step: try double(), type: try string(),
      fractions: try optionalString(), multiplier: try bool() ? try double() : nil, digits: try bool(),
      words: try bool())
  }

  mutating func compiledList() throws(Damaged) -> CompiledList {
    let name = try string()
    let kind: CompiledList.Kind
    switch try uint8() {
    case 0: kind = .values
    case 1: kind = .range(try range())
    case 2: kind = .wildcard
    case 3: kind = .runtime
    default: throw Damaged()
    }
    var list = CompiledList(name: name, kind: kind)
    list.values = try array { reader throws(Damaged) in try reader.listValue() }
    list.trie = try trie()
    list.templated = try array { reader throws(Damaged) in (try reader.int32(), try reader.int32()) }
    list.numberWords = try trie()
    let count = try self.count(8)
    list.numbers.reserveCapacity(count)
    for _ in 0..<count { list.numbers.append(try double()) }
    return list
  }

  mutating func requirement() throws(Damaged) -> ContextRequirement {
    ContextRequirement(values: try bool() ? try strings() : nil, copyToSlot: try bool())
  }

  mutating func compiledBlock() throws(Damaged) -> CompiledBlock {
    CompiledBlock(
      intent: try int32(),
      slots: try array { reader throws(Damaged) in (try reader.string(), try reader.slotValue() ?? .text(""))
      },
      requiresContext: try array { reader throws(Damaged) in (try reader.string(), try reader.requirement())
      },
      excludesContext: try array { reader throws(Damaged) in (try reader.string(), try reader.strings()) },
      requiredKeywords: try array { reader throws(Damaged) in try reader.uint32s() },
      metadata: try stringMap(), response: try optionalString())
  }

  mutating func location() throws(Damaged) -> SourceLocation {
    SourceLocation(
      file: try string(), line: try int(), column: try int(), sourceLine: try string(), exact: try bool())
  }

  mutating func template() throws(Damaged) -> TemplateSource {
    TemplateSource(text: try string(), location: try location())
  }

  mutating func listSource() throws(Damaged) -> ListSource {
    switch try uint8() {
    case 0:
      return .values(
        try array { reader throws(Damaged) in
          ListValueSource(
            input: try reader.template(), output: try reader.slotValue(), context: try reader.stringMap(),
            metadata: try reader.stringMap())
        })
    case 1: return .range(try range())
    case 2: return .wildcard
    case 3: return .runtime
    default: throw Damaged()
    }
  }

  mutating func dataBlock() throws(Damaged) -> DataBlockSource {
    var block = DataBlockSource()
    block.sentences = try array { reader throws(Damaged) in try reader.template() }
    block.slots = try map { reader throws(Damaged) in try reader.slotValue() ?? .text("") }
    block.requiresContext = try map { reader throws(Damaged) in try reader.requirement() }
    block.excludesContext = try map { reader throws(Damaged) in try reader.strings() }
    block.rules = try map { reader throws(Damaged) in try reader.template() }
    block.lists = try map { reader throws(Damaged) in try reader.listSource() }
    block.requiredKeywords = try strings()
    block.metadata = try stringMap()
    block.response = try optionalString()
    return block
  }

  mutating func languageSource() throws(Damaged) -> LanguageSource {
    var source = LanguageSource(language: try string())
    source.ignoreWhitespace = try bool()
    source.skipWords = try strings()
    source.lists = try map { reader throws(Damaged) in try reader.listSource() }
    source.rules = try map { reader throws(Damaged) in try reader.template() }
    source.intents = try array { reader throws(Damaged) in
      var intent = IntentSource(name: try reader.string())
      intent.blocks = try reader.array { reader throws(Damaged) in try reader.dataBlock() }
      intent.questions = try reader.stringMap()
      intent.responses = try reader.stringMap()
      intent.examples = try reader.strings()
      intent.location = try reader.location()
      return intent
    }
    source.responses = try stringMap()
    source.outOfScope = try strings()
    return source
  }
}

extension LanguageProgram {
  /// Reads a program a ``BinaryWriter`` wrote, checking every index the matcher follows.
  convenience init(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    let language = try reader.string()
    let ignoreWhitespace = try reader.bool()
    let skipWords = try reader.array { reader throws(BinaryReader.Damaged) in try reader.uint32s() }
    let nodes = try reader.array { reader throws(BinaryReader.Damaged) in
      guard let op = Node.Op(rawValue: try reader.uint8()) else { throw BinaryReader.Damaged() }
      return Node(op: op, a: try reader.int32(), b: try reader.int32(), next: try reader.int32())
    }
    let pool = try reader.uint32s()
    let branchPool = try reader.int32s()
    let lists = try reader.array { reader throws(BinaryReader.Damaged) in try reader.compiledList() }
    let kindCount = try reader.count()
    var listKinds: [UInt8] = []
    for _ in 0..<kindCount { listKinds.append(try reader.uint8()) }
    let slotNames = try reader.strings()
    let templates = try reader.array { reader throws(BinaryReader.Damaged) in
      CompiledTemplate(block: try reader.int32(), text: try reader.string(), order: try reader.int())
    }
    let blocks = try reader.array { reader throws(BinaryReader.Damaged) in try reader.compiledBlock() }
    let intents = try reader.strings()
    let entryTrie = try reader.trie()
    let templateEntries = try reader.int32s()
    let templateBigrams = try reader.array { reader throws(BinaryReader.Damaged) in
      try reader.array { reader throws(BinaryReader.Damaged) in try reader.uint16s() }
    }
    let templateLists = try reader.array { reader throws(BinaryReader.Damaged) in try reader.int32s() }
    let templateGates = try reader.array { reader throws(BinaryReader.Damaged) in try reader.int32s() }
    let templatedValueBigrams = try reader.array { reader throws(BinaryReader.Damaged) in
      try reader.array { reader throws(BinaryReader.Damaged) in try reader.uint16s() }
    }
    let nodeMasks = try reader.int32s()
    let masks = try reader.uint64s()
    let entriesAnywhere = try reader.int32s()
    let runtimeEntryCount = try reader.count(8)
    var runtimeEntries: [RuntimeEntry] = []
    runtimeEntries.reserveCapacity(runtimeEntryCount)
    for _ in 0..<runtimeEntryCount {
      runtimeEntries.append(RuntimeEntry(list: try reader.int32(), template: try reader.int32()))
    }
    let runtimeListIndex = try reader.map { reader throws(BinaryReader.Damaged) in try reader.int32s() }
    let valuesAtWordStarts = try reader.blob().map { $0 != 0 }
    let templatedValueStarts = try reader.array { reader throws(BinaryReader.Damaged) -> ScalarTrie? in
      try reader.bool() ? try reader.trie() : nil
    }
    let templateSuffixMasks = try reader.uint64s()
    let templateSuffixLists = try reader.array { reader throws(BinaryReader.Damaged) in try reader.int32s() }
    let wording = Wording(
      intents: try reader.array { reader throws(BinaryReader.Damaged) in
        Wording.Intent(
          name: try reader.string(), questions: try reader.stringMap(), responses: try reader.stringMap())
      },
      responses: try reader.stringMap())
    let encodedSource = try reader.blob()
    self.init(
      language: language, ignoreWhitespace: ignoreWhitespace, skipWords: skipWords, wording: wording,
      encodedSource: encodedSource)
    self.nodes = nodes
    self.pool = pool
    self.branchPool = branchPool
    self.lists = lists
    self.listKinds = listKinds
    self.slotNames = slotNames
    self.templates = templates
    self.blocks = blocks
    self.intents = intents
    self.entryTrie = entryTrie
    self.templateEntries = templateEntries
    self.templateBigrams = templateBigrams
    self.templateLists = templateLists
    self.templateGates = templateGates
    self.templatedValueBigrams = templatedValueBigrams
    self.nodeMasks = nodeMasks
    self.masks = masks
    self.entriesAnywhere = entriesAnywhere
    self.runtimeEntries = runtimeEntries
    self.runtimeListIndex = runtimeListIndex
    self.valuesAtWordStarts = valuesAtWordStarts
    self.templatedValueStarts = templatedValueStarts
    self.templateSuffixMasks = templateSuffixMasks
    self.templateSuffixLists = templateSuffixLists
    guard isConsistent, valuesAtWordStarts.count == lists.count, templatedValueStarts.count == lists.count,
      templateSuffixMasks.count == templates.count, templateSuffixLists.count == templates.count,
      templateSuffixLists.allSatisfy({ $0.allSatisfy { $0 >= 0 && Int($0) < lists.count } })
    else {
      throw BinaryReader.Damaged()
    }
    prepareMatching(filtersKnown: true)
  }

  /// Whether every index stored in the program points inside what it indexes — what a file
  /// that passed its checksum but was written by a faulty writer could still get wrong.
  private var isConsistent: Bool {
    let nodeCount = Int32(nodes.count)
    func isNode(_ index: Int32) -> Bool { index >= -1 && index < nodeCount }
    for node in nodes {
      guard isNode(node.next) else { return false }
      switch node.op {
      case .chars:
        guard node.a >= 0, node.b >= 0, Int(node.a) + Int(node.b) <= pool.count else { return false }
      case .split:
        guard node.a >= 0, node.b >= 0, Int(node.a) + Int(node.b) <= branchPool.count else { return false }
      case .list:
        guard node.a >= 0, Int(node.a) < lists.count, Int(node.b) < slotNames.count else { return false }
      case .wildcard:
        guard Int(node.b) < slotNames.count else { return false }
      case .accept:
        guard node.a >= 0, Int(node.a) < templates.count else { return false }
      case .space, .valueEnd: break
      }
    }
    guard branchPool.allSatisfy(isNode), templateEntries.allSatisfy(isNode),
      listKinds.count == lists.count, templateEntries.count == templates.count,
      templateLists.count == templates.count, templateGates.count == templates.count,
      templateBigrams.count == templates.count, templateBigrams.allSatisfy({ !$0.isEmpty }),
      templatedValueBigrams.count == lists.count,
      zip(templatedValueBigrams, lists).allSatisfy({ $0.0.count == $0.1.templated.count }),
      templateGates.allSatisfy({ $0.allSatisfy { $0 >= 0 && $0 < nodeCount && nodes[Int($0)].op == .split } }
      ),
      templateLists.allSatisfy({ $0.allSatisfy { $0 >= 0 && Int($0) < lists.count } }),
      nodeMasks.count == nodes.count, masks.count % 4 == 0,
      nodeMasks.allSatisfy({ $0 >= -1 && Int($0) * 4 < max(masks.count, 1) }),
      templates.allSatisfy({ $0.block >= 0 && Int($0.block) < blocks.count }),
      blocks.allSatisfy({ $0.intent >= 0 && Int($0.intent) < intents.count }),
      entriesAnywhere.allSatisfy({ $0 >= 0 && Int($0) < templates.count }),
      runtimeEntries.allSatisfy({
        $0.template >= 0 && Int($0.template) < templates.count && $0.list >= 0 && Int($0.list) < lists.count
      }),
      runtimeListIndex.values.allSatisfy({ $0.allSatisfy { $0 >= 0 && Int($0) < lists.count } })
    else { return false }
    for list in lists {
      guard
        list.templated.allSatisfy({ isNode($0.entry) && $0.value >= 0 && Int($0.value) < list.values.count })
      else { return false }
    }
    return true
  }
}
