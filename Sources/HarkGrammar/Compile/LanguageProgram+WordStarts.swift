/// The word-start filter for lists of values: where every place a list is matched at is the start of
/// a word, a value of it can only be found at a word start — "on" inside "front" or "phone" is no
/// value of `(detected|triggered|on)`. `TemplateFilters.occurs` then looks for the list's values (of a
/// list of values or a runtime list) only at word starts, and for its values written as templates,
/// for a text one of them starts with.
///
/// A node is tried at a word start (position 0, or after a space) when every way to it is: a
/// template's entry (position 0), what follows a flexible gap (`.space` goes on after a space, at a
/// word edge or at the end, where no value starts), a branch of a split tried at a word start, or the
/// entry of a value written as a template of a list whose every slot is tried at a word start. What
/// follows literal text, a slot or free text is not. Derived from the graph when it is compiled, in
/// one pass over the nodes and a walk from those that are not, and kept in the grammar cache.
extension LanguageProgram {
  /// Fills `valuesAtWordStarts` and `templatedValueStarts`. Called by `prepareMatching`.
  func computeWordStarts() {
    valuesAtWordStarts = [Bool](repeating: false, count: lists.count)
    templatedValueStarts = [ScalarTrie?](repeating: nil, count: lists.count)
    // Without spaces between words there are no word starts to go by.
    guard !ignoreWhitespace else { return }
    let nodeCount = nodes.count
    var notAtStart = [Bool](repeating: false, count: nodeCount)
    var listNotAtStart = [Bool](repeating: false, count: lists.count)
    var stack: [Int32] = []
    func mark(_ node: Int32) {
      guard node >= 0, Int(node) < nodeCount, !notAtStart[Int(node)] else { return }
      notAtStart[Int(node)] = true
      stack.append(node)
    }
    for node in nodes {
      switch node.op {
      case .chars, .list, .wildcard: mark(node.next)
      case .space, .split, .accept, .valueEnd: break
      }
    }
    while let index = stack.popLast() {
      let node = nodes[Int(index)]
      switch node.op {
      case .split:
        let start = Int(node.a)
        for offset in 0..<max(0, Int(node.b)) where start + offset < branchPool.count {
          mark(branchPool[start + offset])
        }
      case .list:
        let list = Int(node.a)
        guard list >= 0, list < lists.count, !listNotAtStart[list] else { continue }
        listNotAtStart[list] = true
        for (entry, _) in lists[list].templated { mark(entry) }
      case .chars, .space, .wildcard, .accept, .valueEnd: break
      }
    }
    for (index, list) in lists.enumerated() where !listNotAtStart[index] {
      switch list.kind {
      case .values:
        valuesAtWordStarts[index] = true
        templatedValueStarts[index] = templatedStarts(of: list)
      case .runtime:
        valuesAtWordStarts[index] = true
      case .range, .wildcard:
        break
      }
    }
  }

  /// The literal texts the values of `list` written as templates start with (reached from their
  /// entries through splits and gaps), or nil when one of them can start otherwise (with a slot,
  /// free text, or nothing at all).
  private func templatedStarts(of list: CompiledList) -> ScalarTrie? {
    var starts = ScalarTrie()
    var visited: Set<Int32> = []
    var stack = list.templated.map(\.entry)
    while let index = stack.popLast() {
      guard index >= 0, Int(index) < nodes.count else { return nil }
      guard visited.insert(index).inserted else { continue }
      let node = nodes[Int(index)]
      switch node.op {
      case .chars:
        let start = Int(node.a)
        guard node.b > 0, start >= 0, start + Int(node.b) <= pool.count else { return nil }
        starts.insert(Array(pool[start..<(start + Int(node.b))]), 0)
      case .space: stack.append(node.next)
      case .split:
        let start = Int(node.a)
        for offset in 0..<max(0, Int(node.b)) {
          guard start + offset < branchPool.count else { return nil }
          stack.append(branchPool[start + offset])
        }
      case .list, .wildcard, .accept, .valueEnd: return nil
      }
    }
    return starts
  }
}
