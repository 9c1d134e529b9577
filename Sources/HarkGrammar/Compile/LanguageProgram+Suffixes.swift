/// The last-scalars filter: which three scalars a sentence a template accepts can end with. Most
/// templates the matcher walks in vain fail on a line that ends otherwise ("turn on ceiling fan" is
/// no `[<turn>] <name> [to] on`), and the first words and bigrams every sentence of them needs do
/// not tell.
///
/// Per template, a mask of 64 bits (`suffixBit` of each possible last three scalars), or every bit
/// when they are not known; and the runtime lists a value of which may end a sentence, whose values'
/// own masks (`RuntimeKeys.lastMask`) the matcher adds for the line. Worked out from the graph once
/// per program, in node order (the compiler makes every node after the nodes it continues at):
/// literal text and gaps prepend their scalars to the endings of what follows, a split unites its
/// branches', a list of plain values prepends each value, and anything else whose ending is not
/// known (free text, numbers, values written as templates, a too long list) makes every bit.
/// Derived, so never stored in the cache.
extension LanguageProgram {
  /// How many scalars an ending holds.
  static let suffixLength = 3

  /// The mask bit of the ending `a b c`.
  @inline(__always)
  static func suffixBit(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt64 {
    let hash = (a &* 0x9E37_79B1) ^ (b &* 0x85EB_CA77) ^ (c &* 0xC2B2_AE3D)
    return 1 &<< UInt64((hash >> 26) & 63)
  }

  /// The mask bit of the last `suffixLength` scalars of `key`, or every bit for a shorter key.
  static func suffixBit(of key: [UInt32]) -> UInt64 {
    guard key.count >= suffixLength else { return anyScalar }
    let end = key.count
    return suffixBit(key[end - 3], key[end - 2], key[end - 1])
  }

  /// What may end the sentences from one node on.
  private struct Endings {
    /// Every ending is possible.
    var any = false
    /// Endings of `suffixLength` scalars, as mask bits.
    var mask: UInt64 = 0
    /// What is left to the end when it is shorter than `suffixLength` (the ending then takes
    /// scalars from before the node).
    var short: Set<[UInt32]> = []
    /// Runtime lists whose value ends the sentence.
    var runtime: Set<Int32> = []

    static let unknown = Endings(any: true)

    mutating func formUnion(_ other: Endings) {
      any = any || other.any
      mask |= other.mask
      short.formUnion(other.short)
      runtime.formUnion(other.runtime)
    }

    /// `self` with `prefix` before each short ending.
    func prepending(_ prefixes: [[UInt32]]) -> Endings {
      if any { return self }
      var result = Endings(mask: mask, runtime: runtime)
      for ending in short {
        for prefix in prefixes {
          let text = prefix + ending
          if text.count >= LanguageProgram.suffixLength {
            result.mask |= LanguageProgram.suffixBit(of: text)
          } else {
            result.short.insert(text)
          }
        }
      }
      // A bound on the work for a hostile grammar: many short endings are as good as any.
      if result.short.count > 64 { return .unknown }
      return result
    }
  }

  /// Fills `templateSuffixMasks` and `templateSuffixLists`. Called by `prepareMatching`.
  func computeSuffixes() {
    var endings = [Endings](repeating: .unknown, count: nodes.count)
    var listKeys: [[[UInt32]]?] = lists.map { list in
      guard case .values = list.kind, list.templated.isEmpty else { return nil }
      let keys = list.trie.keys
      return keys.count <= 64 && !keys.contains(where: \.isEmpty) ? keys : nil
    }
    for index in nodes.indices {
      func after(_ node: Int32) -> Endings {
        if node < 0 { return Endings() }  // the walk stops there: no sentence
        return Int(node) < index ? endings[Int(node)] : .unknown
      }
      let node = nodes[index]
      switch node.op {
      case .chars:
        let start = Int(node.a)
        let end = start + Int(node.b)
        guard node.b > 0, start >= 0, end <= pool.count else { continue }
        endings[index] = after(node.next).prepending([Array(pool[start..<end])])
      case .space:
        // The input has one space between words and none at its ends, so a gap before more text
        // is one space (taken here, or just before when it takes nothing), and a gap at the end is
        // nothing. (A gap taking nothing at the start leaves a line shorter than an ending, which
        // the matcher does not filter.)
        let next = after(node.next)
        var result = Endings(any: next.any, mask: next.mask, runtime: next.runtime)
        for ending in next.short {
          let text =
            ending.isEmpty || ending.first == NormalizedText.space ? ending : [NormalizedText.space] + ending
          if text.count >= Self.suffixLength {
            result.mask |= Self.suffixBit(of: text)
          } else {
            result.short.insert(text)
          }
        }
        endings[index] = result
      case .split:
        var union = Endings()
        let start = Int(node.a)
        for offset in 0..<max(0, Int(node.b)) {
          union.formUnion(start + offset < branchPool.count ? after(branchPool[start + offset]) : .unknown)
        }
        endings[index] = union
      case .accept:
        endings[index] = Endings(short: [[]])
      case .list:
        let list = Int(node.a)
        guard list >= 0 && list < lists.count else { continue }
        let next = after(node.next)
        if next.short.isEmpty || next.any {
          endings[index] = next
          continue
        }
        switch lists[list].kind {
        case .runtime where next.short == [[]]:
          var result = next
          result.short = []
          result.runtime.insert(Int32(list))
          endings[index] = result
        case .values:
          if let keys = listKeys[list] { endings[index] = next.prepending(keys) }
        default:
          break
        }
      case .wildcard, .valueEnd:
        break
      }
    }
    listKeys = []
    templateSuffixMasks = templateEntries.map { entry in
      guard entry >= 0, Int(entry) < endings.count else { return Self.anyScalar }
      let found = endings[Int(entry)]
      // A sentence shorter than an ending is left to the matcher.
      return found.any || !found.short.isEmpty ? Self.anyScalar : found.mask
    }
    templateSuffixLists = templateEntries.map { entry in
      guard entry >= 0, Int(entry) < endings.count else { return [] }
      return endings[Int(entry)].runtime.sorted()
    }
  }
}
