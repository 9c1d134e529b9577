/// The tables the matcher reads in its inner loop, copied into memory this object owns so that the
/// walk reads them without bounds checks, reference counting or exclusivity checks.
///
/// Made once per program (`LanguageProgram.prepareMatching`), after the program was compiled or read
/// back and checked (`isConsistent`), and never written afterwards: every index the walk follows
/// through them was checked then.
final class MatchTables: @unchecked Sendable {
  let nodes: UnsafeMutableBufferPointer<Node>
  let pool: UnsafeMutableBufferPointer<UInt32>
  let branchPool: UnsafeMutableBufferPointer<Int32>
  /// Per node: its first-scalar mask (`LanguageProgram.computeFirstMasks`).
  let firstMasks: UnsafeMutableBufferPointer<UInt64>
  /// Per node: its lookahead mask index, or -1 (`Compiler.computeLookahead`).
  let nodeMasks: UnsafeMutableBufferPointer<Int32>
  let masks: UnsafeMutableBufferPointer<UInt64>
  /// The per-template pre-filters as flat ranges (nested arrays cost a retain and a release per
  /// row read): template `t`'s bigram clauses are `clauseStarts[t]..<clauseStarts[t + 1]`, clause
  /// `c`'s hashes `clauseHashes[hashStarts[c]..<hashStarts[c + 1]]`; its gates and required lists
  /// likewise (`LanguageProgram.templateBigrams`, `templateGates`, `templateLists`).
  let clauseStarts: UnsafeMutableBufferPointer<Int32>
  let hashStarts: UnsafeMutableBufferPointer<Int32>
  let clauseHashes: UnsafeMutableBufferPointer<UInt16>
  /// Per clause: bit `hash & 63` of each of its hashes, so that a clause with a hash whose bit no
  /// bigram of the input has is passed over without reading its hashes one by one.
  let clauseMasks: UnsafeMutableBufferPointer<UInt64>
  let gateStarts: UnsafeMutableBufferPointer<Int32>
  let gates: UnsafeMutableBufferPointer<Int32>
  let listStarts: UnsafeMutableBufferPointer<Int32>
  let requiredLists: UnsafeMutableBufferPointer<Int32>
  /// Per template: `LanguageProgram.templateSuffixMasks`, and its `templateSuffixLists` as
  /// `suffixLists[suffixListStarts[t]..<suffixListStarts[t + 1]]`.
  let suffixMasks: UnsafeMutableBufferPointer<UInt64>
  let suffixListStarts: UnsafeMutableBufferPointer<Int32>
  let suffixLists: UnsafeMutableBufferPointer<Int32>
  /// Per list: the bigrams of each of its values written as templates
  /// (`LanguageProgram.templatedValueBigrams`), laid out as the templates' clauses: list `l`'s
  /// values are `valueClauseStarts[l]..<valueClauseStarts[l + 1]`, value `v`'s hashes
  /// `valueHashes[valueHashStarts[v]..<valueHashStarts[v + 1]]`.
  let valueClauseStarts: UnsafeMutableBufferPointer<Int32>
  let valueHashStarts: UnsafeMutableBufferPointer<Int32>
  let valueHashes: UnsafeMutableBufferPointer<UInt16>
  /// Per list: `LanguageProgram.plainValueMasks` and `valuesAtWordStarts`.
  let plainValueMasks: UnsafeMutableBufferPointer<UInt64>
  let valuesAtWordStarts: UnsafeMutableBufferPointer<Bool>
  /// Per template: its entry node (`LanguageProgram.templateEntries`); and the templates that can
  /// start anywhere (`entriesAnywhere`).
  let entries: UnsafeMutableBufferPointer<Int32>
  let entriesAnywhere: UnsafeMutableBufferPointer<Int32>
  /// `LanguageProgram.runtimeEntries` by list, so that each list is asked once whether a value of
  /// it starts the input: group `g` is list `runtimeLists[g]` and its templates
  /// `runtimeTemplates[runtimeStarts[g]..<runtimeStarts[g + 1]]`.
  let runtimeLists: UnsafeMutableBufferPointer<Int32>
  let runtimeStarts: UnsafeMutableBufferPointer<Int32>
  let runtimeTemplates: UnsafeMutableBufferPointer<Int32>
  /// The tries the walk reads, flat (`FlatTrie`): the entry trie; per list, its plain values, a
  /// range's number words, and the texts its values written as templates start with (when known).
  let entryTrie: FlatTrie
  let valueTries: [FlatTrie]
  let numberWords: [FlatTrie]
  let valueStarts: [FlatTrie?]

  init() {
    nodes = Self.copy([])
    pool = Self.copy([])
    branchPool = Self.copy([])
    firstMasks = Self.copy([])
    nodeMasks = Self.copy([])
    masks = Self.copy([])
    clauseStarts = Self.copy([0])
    hashStarts = Self.copy([0])
    clauseHashes = Self.copy([])
    clauseMasks = Self.copy([])
    valueClauseStarts = Self.copy([0])
    valueHashStarts = Self.copy([0])
    valueHashes = Self.copy([])
    gateStarts = Self.copy([0])
    gates = Self.copy([])
    listStarts = Self.copy([0])
    requiredLists = Self.copy([])
    suffixMasks = Self.copy([])
    suffixListStarts = Self.copy([0])
    suffixLists = Self.copy([])
    plainValueMasks = Self.copy([])
    valuesAtWordStarts = Self.copy([])
    entries = Self.copy([])
    entriesAnywhere = Self.copy([])
    runtimeLists = Self.copy([])
    runtimeStarts = Self.copy([0])
    runtimeTemplates = Self.copy([])
    entryTrie = FlatTrie(ScalarTrie())
    valueTries = []
    numberWords = []
    valueStarts = []
  }

  init(_ program: LanguageProgram) {
    nodes = Self.copy(program.nodes)
    pool = Self.copy(program.pool)
    branchPool = Self.copy(program.branchPool)
    firstMasks = Self.copy(program.firstMasks)
    nodeMasks = Self.copy(program.nodeMasks)
    masks = Self.copy(program.masks)
    let clauses = Self.flattened(program.templateBigrams)
    clauseStarts = Self.copy(clauses.starts)
    let hashes = Self.flattened(clauses.items)
    hashStarts = Self.copy(hashes.starts)
    clauseHashes = Self.copy(hashes.items)
    clauseMasks = Self.copy(clauses.items.map { $0.reduce(0) { $0 | 1 &<< UInt64($1 & 63) } })
    let values = Self.flattened(program.templatedValueBigrams)
    valueClauseStarts = Self.copy(values.starts)
    let valueHashRows = Self.flattened(values.items)
    valueHashStarts = Self.copy(valueHashRows.starts)
    valueHashes = Self.copy(valueHashRows.items)
    let templateGates = Self.flattened(program.templateGates)
    gateStarts = Self.copy(templateGates.starts)
    gates = Self.copy(templateGates.items)
    let templateLists = Self.flattened(program.templateLists)
    listStarts = Self.copy(templateLists.starts)
    requiredLists = Self.copy(templateLists.items)
    suffixMasks = Self.copy(program.templateSuffixMasks)
    let endingLists = Self.flattened(program.templateSuffixLists)
    suffixListStarts = Self.copy(endingLists.starts)
    suffixLists = Self.copy(endingLists.items)
    plainValueMasks = Self.copy(program.plainValueMasks)
    valuesAtWordStarts = Self.copy(program.valuesAtWordStarts)
    entries = Self.copy(program.templateEntries)
    entriesAnywhere = Self.copy(program.entriesAnywhere)
    var groupLists: [Int32] = []
    var groups: [[Int32]] = []
    for entry in program.runtimeEntries {
      if let group = groupLists.firstIndex(of: entry.list) {
        groups[group].append(entry.template)
      } else {
        groupLists.append(entry.list)
        groups.append([entry.template])
      }
    }
    runtimeLists = Self.copy(groupLists)
    let grouped = Self.flattened(groups)
    runtimeStarts = Self.copy(grouped.starts)
    runtimeTemplates = Self.copy(grouped.items)
    entryTrie = FlatTrie(program.entryTrie)
    valueTries = program.lists.map { FlatTrie($0.trie) }
    numberWords = program.lists.map { FlatTrie($0.numberWords) }
    valueStarts = program.templatedValueStarts.map { $0.map { FlatTrie($0) } }
  }

  deinit {
    nodes.deallocate()
    pool.deallocate()
    branchPool.deallocate()
    firstMasks.deallocate()
    nodeMasks.deallocate()
    masks.deallocate()
    clauseStarts.deallocate()
    hashStarts.deallocate()
    clauseHashes.deallocate()
    clauseMasks.deallocate()
    valueClauseStarts.deallocate()
    valueHashStarts.deallocate()
    valueHashes.deallocate()
    gateStarts.deallocate()
    gates.deallocate()
    listStarts.deallocate()
    requiredLists.deallocate()
    suffixMasks.deallocate()
    suffixListStarts.deallocate()
    suffixLists.deallocate()
    plainValueMasks.deallocate()
    valuesAtWordStarts.deallocate()
    entries.deallocate()
    entriesAnywhere.deallocate()
    runtimeLists.deallocate()
    runtimeStarts.deallocate()
    runtimeTemplates.deallocate()
  }

  /// `rows` end to end, and where each row starts (one more start than rows: the end).
  private static func flattened<Element>(_ rows: [[Element]]) -> (starts: [Int32], items: [Element]) {
    var starts: [Int32] = [0]
    var items: [Element] = []
    for row in rows {
      items.append(contentsOf: row)
      starts.append(Int32(items.count))
    }
    return (starts, items)
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
  }
}
