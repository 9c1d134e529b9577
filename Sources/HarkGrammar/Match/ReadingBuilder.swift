/// Turns raw matches into readings: context rules, fixed slots, ranking.
enum ReadingBuilder {
  static func readings(program: LanguageProgram, utterance: String, request: ReadingRequest) -> [Reading] {
    let text = NormalizedText(utterance, ignoreWhitespace: program.ignoreWhitespace)
    let runtime = runtimeLists(program: program, request: request)
    var options = MatchOptions()
    options.allowUnmatched = request.allowPartial
    options.filtersEndings = request.filtersEndings
    let preferred = request.preferredSlot.flatMap { program.slotNames.firstIndex(of: $0) }.map(Int32.init)
    var result: [Reading] = []
    // Then without skip words, then with hyphens as spaces (each only when no complete reading was
    // found yet). Each variant is read where it is, not copied into a list of them (a text is five
    // arrays to retain and release); and by a call, not a local function, whose captures were
    // destroyed by the generic path (a few hundred instructions a line).
    if readings(
      of: text, program: program, request: request, runtime: runtime, options: options, preferred: preferred,
      into: &result)
    {
      return result
    }
    guard let skipped = text.removingSkipWords(program.skipWords, ignoreWhitespace: program.ignoreWhitespace)
    else {
      if let split = text.splittingHyphens() {
        _ = readings(
          of: split, program: program, request: request, runtime: runtime, options: options,
          preferred: preferred, into: &result)
      }
      return result
    }
    if readings(
      of: skipped, program: program, request: request, runtime: runtime, options: options,
      preferred: preferred, into: &result)
    {
      return result
    }
    if let split = skipped.splittingHyphens() {
      _ = readings(
        of: split, program: program, request: request, runtime: runtime, options: options,
        preferred: preferred, into: &result)
    }
    return result
  }

  /// The readings of one variant of the line, appended to `result`; whether one of them is complete.
  private static func readings(
    of variant: borrowing NormalizedText, program: LanguageProgram, request: ReadingRequest,
    runtime: [RuntimeKeys?], options: MatchOptions, preferred: Int32?, into result: inout [Reading]
  ) -> Bool {
    // The run's buffers come from the program's pool and go back to it; the matches leave the run
    // (so the run itself is never copied) and go back when read, their arrays made once per scratch.
    let scratch = program.scratchPool.take()
    var run = MatchRun(
      program: program, input: variant.scalars, runtime: runtime, options: options, scratch: scratch)
    run.run()
    run.recycle(into: scratch)
    var (matches, captures) = run.takeMatches()
    defer {
      scratch.keep(matches: &matches, captures: &captures)
      program.scratchPool.give(scratch)
    }
    var complete = false
    var accepted = 0
    // Read once, not at every match (each read of the program's array is checked for exclusivity).
    let templates = program.templates
    // One reading asked for: the best match (the first of the lowest key, where the stable sort
    // below puts it) is found in one pass, without ordering them all; only when its block's rules
    // turn it down are they ordered.
    if request.limit == 1, !matches.isEmpty {
      var best = 0
      var bestKey = sortKey(matches[0], captures, templates: templates, text: variant, preferred: preferred)
      for index in matches.indices.dropFirst() {
        let key = sortKey(matches[index], captures, templates: templates, text: variant, preferred: preferred)
        if key < bestKey {
          best = index
          bestKey = key
        }
      }
      if let reading = reading(matches[best], captures, program: program, text: variant, request: request) {
        complete = !reading.isPartial
        result.append(reading)
        accepted = 1
      }
    }
    if accepted < request.limit {
      let ordered = matches.indices.map { index in
        (
          key: sortKey(matches[index], captures, templates: templates, text: variant, preferred: preferred),
          index: index
        )
      }.sorted { $0.key < $1.key }
      let acceptedBefore = result.count
      for (_, index) in ordered {
        guard
          let reading = reading(matches[index], captures, program: program, text: variant, request: request),
          request.limit == 1
            || !result[acceptedBefore...].contains(where: { isRepeat(reading, of: $0) })
        else { continue }
        if !reading.isPartial { complete = true }
        result.append(reading)
        accepted += 1
        if accepted >= request.limit { break }
      }
    }
    return complete
  }

  /// The ranking of `rank(_:request:)` as six numbers compared in order (smaller first); a struct,
  /// not an array, so ranking the raw matches allocates nothing per match.
  struct SortKey: Comparable {
    var partial: Int
    var unmatched: Int
    var preferredLength: Int
    var wildcards: Int
    var literal: Int
    var order: Int

    static func < (left: SortKey, right: SortKey) -> Bool {
      if left.partial != right.partial { return left.partial < right.partial }
      if left.unmatched != right.unmatched { return left.unmatched < right.unmatched }
      if left.preferredLength != right.preferredLength { return left.preferredLength < right.preferredLength }
      if left.wildcards != right.wildcards { return left.wildcards < right.wildcards }
      if left.literal != right.literal { return left.literal < right.literal }
      return left.order < right.order
    }
  }

  /// The ranking of `rank(_:request:)`, computed from a raw match without building the reading.
  private static func sortKey(
    _ match: RawMatch, _ captures: [Capture], templates: [CompiledTemplate], text: NormalizedText,
    preferred: Int32?
  ) -> SortKey {
    var partial = 0
    var unmatched = 0
    var wildcards = 0
    var preferredLength = -1
    // By index, not over a slice (a retain and a release of the array per match).
    for index in Int(match.captureStart)..<Int(match.captureEnd) {
      let capture = captures[index]
      switch capture.kind {
      case .unmatched:
        partial = 1
        unmatched += text.characterCount(Int(capture.start), Int(capture.end))
      case .wildcard: wildcards += 1
      default: break
      }
      if capture.slot == preferred {
        preferredLength =
          capture.kind == .wildcard || capture.kind == .unmatched
          ? -1 : text.characterCount(Int(capture.start), Int(capture.end))
      }
    }
    let order = templates[Int(match.template)].order
    return SortKey(
      partial: partial, unmatched: partial == 1 ? unmatched : 0, preferredLength: -preferredLength,
      wildcards: wildcards, literal: -match.literalCharacters, order: order)
  }

  static func dedupeKey(_ reading: Reading) -> DedupeKey {
    DedupeKey(
      intent: reading.intent,
      slots: reading.slots.sorted { $0.key < $1.key }.map {
        DedupeKey.Slot(
          name: $0.key, text: $0.value.text, value: $0.value.value?.description ?? "",
          isUnmatched: $0.value.isUnmatched)
      })
  }

  /// Whether `reading` says what `other` says: ``dedupeKey(_:)`` equal, found by comparing the two
  /// (intent first, then each slot's text, and its value as text only when the texts are equal).
  /// A line keeps at most a dozen readings: comparing each new one with them cost less than
  /// building and hashing a key for every reading, twice (here and in `rank`).
  static func isRepeat(_ reading: Reading, of other: Reading) -> Bool {
    guard reading.intent == other.intent, reading.slots.count == other.slots.count else { return false }
    for (name, slot) in reading.slots {
      guard let twin = other.slots[name], slot.text == twin.text, slot.isUnmatched == twin.isUnmatched,
        (slot.value?.description ?? "") == (twin.value?.description ?? "")
      else { return false }
    }
    return true
  }

  /// What makes two readings the same: the intent and each slot's name, text, value (as text, so
  /// the number 3 and the text "3" are one) and whether it matched nothing. A value, not a string
  /// joined from them: a line's readings were keyed by building a string each, a twentieth of a send.
  struct DedupeKey: Hashable {
    struct Slot: Hashable {
      var name: String
      var text: String
      var value: String
      var isUnmatched: Bool
    }
    var intent: SchemaID
    var slots: [Slot]
  }

  /// The runtime lists' values in the order of `program.runtimeNames` (nil for a list without values).
  private static func runtimeLists(program: LanguageProgram, request: ReadingRequest) -> [RuntimeKeys?] {
    let names = program.runtimeNames
    guard !names.isEmpty else { return [] }
    let ignoreWhitespace = program.ignoreWhitespace
    // Reserved and appended to: `map` looked the array's storage type up at run time.
    var result: [RuntimeKeys?] = []
    result.reserveCapacity(names.count)
    for name in names {
      if let prepared = request.runtime?.keys(name, ignoreWhitespace: ignoreWhitespace) {
        result.append(prepared)
      } else {
        result.append(
          request.lists[RuntimeListName(name)].map { RuntimeKeys($0, ignoreWhitespace: ignoreWhitespace) })
      }
    }
    return result
  }

  /// Whether `word` is one of the space-separated words of `scalars`.
  static func hasWord(_ word: [UInt32], in scalars: [UInt32]) -> Bool {
    guard !word.isEmpty else { return false }
    var start = 0
    while start < scalars.count {
      var end = start
      while end < scalars.count && scalars[end] != NormalizedText.space { end += 1 }
      if end - start == word.count {
        var offset = 0
        while offset < word.count && scalars[start + offset] == word[offset] { offset += 1 }
        if offset == word.count { return true }
      }
      start = end + 1
    }
    return false
  }

  /// An empty table of slots with room for a reading's few (six, in eight buckets): a reading's
  /// table is a copy of it, made when the first slot is written, which costs less than making one
  /// of a given size (that looked the table's type up at run time, several hundred instructions a
  /// reading); a reading with more slots grows its copy.
  private static let emptySlots = [String: SlotMatch](minimumCapacity: 6)

  private static func reading(
    _ match: RawMatch, _ captures: [Capture], program: LanguageProgram, text: NormalizedText,
    request: ReadingRequest
  ) -> Reading? {
    let template = program.templates[Int(match.template)]
    // The block read where it is in the program, field by field, not copied out (a dozen references).
    return program.blocks.withUnsafeBufferPointer { blocks in
      guard let first = blocks.baseAddress, blocks.indices.contains(Int(template.block)) else { return nil }
      return reading(
        match, captures[Int(match.captureStart)..<Int(match.captureEnd)], template: template,
        block: first + Int(template.block), program: program, text: text, request: request)
    }
  }

  private static func reading(
    _ match: RawMatch, _ captures: ArraySlice<Capture>, template: CompiledTemplate,
    block: UnsafePointer<CompiledBlock>, program: LanguageProgram, text: NormalizedText,
    request: ReadingRequest
  ) -> Reading? {
    if !block.pointee.requiredKeywords.isEmpty {
      guard block.pointee.requiredKeywords.contains(where: { hasWord($0, in: text.scalars) }) else {
        return nil
      }
    }
    let lists = program.lists
    let slotNames = program.slotNames
    guard contextAllows(captures, block: block, lists: lists, request: request) else { return nil }
    var context = request.context
    var slots = emptySlots
    // Which captures gave a slot (bit i for capture i, up to 64; beyond, the table is asked), and which
    // context keys did: a slot's name is looked for among them rather than hashed to ask the table.
    var captured: UInt64 = 0
    var copied: UInt64 = 0
    func has(_ name: String) -> Bool {
      if captures.count > 64 || block.pointee.requiresContext.count > 64 { return slots[name] != nil }
      for (index, capture) in captures.enumerated() where captured & (1 << UInt64(index)) != 0 {
        if slotNames[Int(capture.slot)] == name { return true }
      }
      for index in block.pointee.requiresContext.indices where copied & (1 << UInt64(index)) != 0 {
        if block.pointee.requiresContext[index].0 == name { return true }
      }
      return false
    }
    var wildcards = 0
    var wildcardCharacters = 0
    var partial = false
    var unmatchedCharacters = 0
    for (index, capture) in captures.enumerated() {
      let name = slotNames[Int(capture.slot)]
      var (original, range) = text.original(Int(capture.start), Int(capture.end))
      if capture.kind == .wildcard { (original, range) = text.freeText(Int(capture.start), Int(capture.end)) }
      let list = Int(capture.list)
      var value: SlotValue?
      switch capture.kind {
      case .value:
        let listValue = lists[list].values[Int(capture.value)]
        value = listValue.output ?? .text(original)
        merge(listValue.context, into: &context)
      case .runtimeValue:
        let name = lists[list].name
        guard
          let listValue = request.runtime?.value(named: name, at: Int(capture.value))
            ?? request.lists[RuntimeListName(name)]?[Int(capture.value)]
        else { continue }
        value = listValue.output ?? .text(listValue.input)
        merge(listValue.context, into: &context)
      case .number:
        value = .number(capture.number)
      case .wildcard:
        wildcards += 1
        wildcardCharacters += Int(capture.end - capture.start)
      case .unmatched:
        partial = true
        unmatchedCharacters += Int(capture.end - capture.start)
      }
      // Made in place in the table (a slot built aside was copied into it and then destroyed).
      slots[name] = SlotMatch(
        name: name, text: original, value: value, isWildcard: capture.kind == .wildcard,
        isUnmatched: capture.kind == .unmatched, range: range)
      if index < 64 { captured |= 1 << UInt64(index) }
    }
    // `contextAllows` has checked the block's context rules against this very context.
    for (index, (key, requirement)) in block.pointee.requiresContext.enumerated() where requirement.copyToSlot
    {
      guard !has(key), let value = context[key] else { continue }
      slots[key] = SlotMatch(name: key, text: value, value: .text(value))
      if index < 64 { copied |= 1 << UInt64(index) }
    }
    for (name, value) in block.pointee.slots where !has(name) {
      slots[name] = SlotMatch(name: name, text: value.description, value: value)
    }
    return Reading(
      intent: SchemaID(rawValue: program.intents[Int(block.pointee.intent)]),
      language: Language(program.language),
      slots: slots,
      context: context,
      response: block.pointee.response, metadata: block.pointee.metadata, template: template.text,
      rank: ReadingRank(
        wildcards: wildcards, literalCharacters: match.literalCharacters,
        wildcardCharacters: wildcardCharacters,
        unmatchedCharacters: unmatchedCharacters, templateOrder: template.order),
      isPartial: partial)
  }

  /// `values` merged into `context`, a value of `values` replacing one of the same key; taken as it
  /// is when `context` is empty (the usual case: one captured name's domain), without a new table.
  private static func merge(_ values: [String: String], into context: inout [String: String]) {
    if values.isEmpty { return }
    if context.isEmpty {
      context = values
    } else {
      context.merge(values) { _, new in new }
    }
  }

  /// Whether the block's `requires_context` and `excludes_context` rules let the match through,
  /// decided from the request's context and the captured values' contexts (a later capture's value
  /// overriding, as `reading` merges them) without building the reading: most raw matches of a
  /// question about a device fail here, on the domain of the name they caught.
  private static func contextAllows(
    _ captures: ArraySlice<Capture>, block: UnsafePointer<CompiledBlock>, lists: [CompiledList],
    request: ReadingRequest
  ) -> Bool {
    if block.pointee.requiresContext.isEmpty && block.pointee.excludesContext.isEmpty { return true }
    func value(of key: String) -> String? {
      var found = request.context[key]
      for capture in captures {
        let list = Int(capture.list)
        switch capture.kind {
        case .value:
          if let value = lists[list].values[Int(capture.value)].context[key] { found = value }
        case .runtimeValue:
          let name = lists[list].name
          guard
            let context = request.runtime?.context(named: name, at: Int(capture.value))
              ?? request.lists[RuntimeListName(name)]?[Int(capture.value)].context
          else { continue }
          if let value = context[key] { found = value }
        case .number, .wildcard, .unmatched: break
        }
      }
      return found
    }
    for (key, excluded) in block.pointee.excludesContext {
      if let value = value(of: key), excluded.isEmpty || excluded.contains(value) { return false }
    }
    for (key, requirement) in block.pointee.requiresContext {
      guard let value = value(of: key) else { return false }
      if let allowed = requirement.values, !allowed.contains(value) { return false }
    }
    return true
  }

  /// Orders readings best first (hassil's `recognize_best` rules, partial readings last) and
  /// drops repeats.
  static func rank(_ readings: [Reading], request: ReadingRequest) -> [Reading] {
    // One reading is its own ranking (and is kept whatever the limit, as below).
    if readings.count <= 1 { return readings }
    func preferred(_ reading: Reading) -> Int {
      guard let name = request.preferredSlot, let slot = reading.slots[name], !slot.isWildcard,
        !slot.isUnmatched,
        slot.range != nil
      else { return -1 }
      return slot.text.count
    }
    var languageOrder: [Language: Int] = [:]
    for reading in readings where languageOrder[reading.language] == nil {
      languageOrder[reading.language] = languageOrder.count
    }
    let indexed = readings.enumerated().map { ($0.offset, $0.element, preferred($0.element)) }
    let sorted = indexed.sorted { left, right in
      let (a, b) = (left.1, right.1)
      if a.isPartial != b.isPartial { return !a.isPartial }
      if a.isPartial && a.rank.unmatchedCharacters != b.rank.unmatchedCharacters {
        return a.rank.unmatchedCharacters < b.rank.unmatchedCharacters
      }
      if left.2 != right.2 { return left.2 > right.2 }
      if a.rank.wildcards != b.rank.wildcards { return a.rank.wildcards < b.rank.wildcards }
      if a.rank.literalCharacters != b.rank.literalCharacters {
        return a.rank.literalCharacters > b.rank.literalCharacters
      }
      if a.language != b.language {
        return languageOrder[a.language, default: 0] < languageOrder[b.language, default: 0]
      }
      if a.rank.templateOrder != b.rank.templateOrder { return a.rank.templateOrder < b.rank.templateOrder }
      return left.0 < right.0
    }
    var result: [Reading] = []
    for (_, reading, _) in sorted {
      guard sorted.count == 1 || !result.contains(where: { isRepeat(reading, of: $0) }) else { continue }
      result.append(reading)
      if result.count >= request.limit { break }
    }
    return result
  }
}
