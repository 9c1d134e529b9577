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

  init() {
    nodes = Self.copy([])
    pool = Self.copy([])
    branchPool = Self.copy([])
    firstMasks = Self.copy([])
    nodeMasks = Self.copy([])
    masks = Self.copy([])
  }

  init(_ program: LanguageProgram) {
    nodes = Self.copy(program.nodes)
    pool = Self.copy(program.pool)
    branchPool = Self.copy(program.branchPool)
    firstMasks = Self.copy(program.firstMasks)
    nodeMasks = Self.copy(program.nodeMasks)
    masks = Self.copy(program.masks)
  }

  deinit {
    nodes.deallocate()
    pool.deallocate()
    branchPool.deallocate()
    firstMasks.deallocate()
    nodeMasks.deallocate()
    masks.deallocate()
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
  }
}
