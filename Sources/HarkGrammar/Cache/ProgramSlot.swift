import Synchronization

/// One language's compiled program in a ``GrammarSet``: made by the compiler, or read from the
/// cache file when first needed. A line in one language never needs the other's program, and
/// reading a program back is most of a one-shot line's start.
///
/// What a slot knows without its program: the language, and whether a line whose text is all
/// ASCII can match any of its templates (``LanguageProgram/acceptsASCIILines()``): the Chinese
/// program's templates all hold Chinese words, so an English line passes it by unread.
final class ProgramSlot: Sendable {
  let language: String
  /// Whether some template can match a line of ASCII text (false only when none can).
  let acceptsASCIILines: Bool
  /// Whether a line of ASCII text is read with this program at all: not when none of its
  /// templates can take one, nor in a language written without spaces (Chinese), where a
  /// template of slots alone (a repeat, then a title) would take any English line.
  let readsASCIILines: Bool
  private let made: Mutex<LanguageProgram?>
  private let read: @Sendable () -> LanguageProgram

  /// A slot holding a program made here.
  init(_ program: LanguageProgram) {
    language = program.language
    acceptsASCIILines = program.acceptsASCIILines()
    readsASCIILines = acceptsASCIILines && !Language(rawValue: program.language).writesWithoutSpaces
    made = Mutex(program)
    read = { program }
  }

  /// A slot whose program `read` makes on first use (it must be `language`'s).
  init(language: String, acceptsASCIILines: Bool, read: @escaping @Sendable () -> LanguageProgram) {
    self.language = language
    self.acceptsASCIILines = acceptsASCIILines
    readsASCIILines = acceptsASCIILines && !Language(rawValue: language).writesWithoutSpaces
    made = Mutex(nil)
    self.read = read
  }

  /// The program, read the first time it is asked for.
  var program: LanguageProgram {
    made.withLock { made in
      if let made { return made }
      let program = read()
      made = program
      return program
    }
  }

  /// Whether the program has been read (or was made here).
  var isRead: Bool { made.withLock { $0 != nil } }
}

extension LanguageProgram {
  /// Whether some template can match a line whose text, normalised, is all ASCII: whether a path
  /// from some template's entry to its end takes no literal text outside ASCII. Slots (lists,
  /// free text) are taken to hold anything, so the answer can be wrong only towards true.
  ///
  /// One pass in node order, as `computeFirstMasks`: the compiler makes every node after the nodes
  /// it continues at; an edge that does not point backwards (a faulty file) counts as a way through.
  func acceptsASCIILines() -> Bool {
    var through = [Bool](repeating: true, count: nodes.count)
    for index in nodes.indices {
      func onward(_ node: Int32) -> Bool {
        if node < 0 { return false }
        return Int(node) < index ? through[Int(node)] : true
      }
      let node = nodes[index]
      switch node.op {
      case .chars:
        let start = Int(node.a)
        let end = start + Int(node.b)
        let ascii = start >= 0 && end <= pool.count && pool[start..<end].allSatisfy { $0 < 0x80 }
        through[index] = ascii && onward(node.next)
      case .space, .list, .wildcard:
        through[index] = onward(node.next)
      case .split:
        let start = Int(node.a)
        var any = false
        for offset in 0..<max(0, Int(node.b)) where start + offset < branchPool.count {
          if onward(branchPool[start + offset]) {
            any = true
            break
          }
        }
        through[index] = any
      case .accept, .valueEnd:
        through[index] = true
      }
    }
    return templateEntries.contains { entry in
      entry < 0 || Int(entry) >= through.count || through[Int(entry)]
    }
  }
}
