import Synchronization

/// The buffers a match run fills (its memo of list values, the dead-end cache, the captures), kept
/// between runs so that a line does not allocate them again. A run takes a scratch from its
/// program's pool (`MatchScratch.Pool`) and gives it back when its matches were read; each scratch
/// has one owner at a time.
final class MatchScratch: @unchecked Sendable {
  /// The buffers themselves, in one value so that a run takes them all and gives them all back in
  /// one access to the class (each access to a class's stored property is checked for exclusivity).
  struct Buffers {
    var memoRow: [Int32] = []
    var memoStart: [Int32] = []
    var memoCount: [Int32] = []
    var memoPool: [(Int, Int32, Double)] = []
    var valueEnds: [(Int, Int32)] = []
    var listPresence: [UInt8] = []
    var wordStarts: [Int32] = []
    /// The matches and their captures, which leave the run (`MatchRun.takeMatches`) and come back
    /// once read (`keep`).
    var matches: [RawMatch] = []
    var matchCaptures: [Capture] = []
  }

  var buffers = Buffers()

  /// The run's lossy cache of dead ends (`GraphWalk.deadCache`), `deadSlotCount` entries made once
  /// per scratch and freed with it: a run holds its scratch, so the memory outlives the run, and it
  /// writes the slots through this pointer without the uniqueness check of an array's every write.
  let deadSlots: UnsafeMutablePointer<Int>
  static let deadSlotCount = 1 << 8

  /// The input's bigram hashes as 4096 bits (`MatchContext.bigramBits`), 64 words made once per scratch
  /// and freed with it, read and written through this pointer as `deadSlots` is.
  let bigramWords: UnsafeMutablePointer<UInt64>
  static let bigramWordCount = 64

  /// The input of the scratch's run (`MatchContext.scalars`), copied into memory the scratch owns
  /// (`holdInput`), of `inputCapacity` scalars.
  private var inputScalars: UnsafeMutablePointer<UInt32>
  private var inputCapacity: Int

  /// The captures of the run's current path (`GraphWalk.captureSlots`), room for `captureCapacity`:
  /// written through the pointer without the uniqueness checks of an array's appends; grown by
  /// `growCaptures`.
  private(set) var captureSlots: UnsafeMutablePointer<Capture>
  private(set) var captureCapacity: Int

  /// The entries of the templates the run's filters chose (`TemplateFilters.chosen`), room for
  /// `chosenCapacity`: written through the pointer as `captureSlots` are; grown by `growChosen`.
  private(set) var chosenSlots: UnsafeMutablePointer<Int32>
  private(set) var chosenCapacity: Int

  init() {
    chosenCapacity = 64
    chosenSlots = .allocate(capacity: chosenCapacity)
    captureCapacity = 16
    captureSlots = .allocate(capacity: captureCapacity)
    deadSlots = .allocate(capacity: Self.deadSlotCount)
    deadSlots.initialize(repeating: -1, count: Self.deadSlotCount)
    bigramWords = .allocate(capacity: Self.bigramWordCount)
    bigramWords.initialize(repeating: 0, count: Self.bigramWordCount)
    inputCapacity = 64
    inputScalars = .allocate(capacity: inputCapacity)
  }

  deinit {
    deadSlots.deallocate()
    bigramWords.deallocate()
    inputScalars.deallocate()
    captureSlots.deallocate()
    chosenSlots.deallocate()
  }

  /// Twice the room for captures, the first `count` kept (the run's path so far).
  func growCaptures(keeping count: Int) {
    let grown = UnsafeMutablePointer<Capture>.allocate(capacity: captureCapacity * 2)
    grown.moveInitialize(from: captureSlots, count: min(count, captureCapacity))
    captureSlots.deallocate()
    captureSlots = grown
    captureCapacity *= 2
  }

  /// Twice the room for chosen entries, the first `count` kept.
  func growChosen(keeping count: Int) {
    let grown = UnsafeMutablePointer<Int32>.allocate(capacity: chosenCapacity * 2)
    grown.moveInitialize(from: chosenSlots, count: min(count, chosenCapacity))
    chosenSlots.deallocate()
    chosenSlots = grown
    chosenCapacity *= 2
  }

  /// `input` copied into the scratch's memory, for its run to read through the pointer: valid until
  /// the next call, that is for the whole run (a scratch has one run at a time, which holds it).
  func holdInput(_ input: [UInt32]) -> UnsafePointer<UInt32> {
    if inputCapacity < input.count {
      inputScalars.deallocate()
      inputCapacity = max(input.count, inputCapacity * 2)
      inputScalars = .allocate(capacity: inputCapacity)
    }
    input.withUnsafeBufferPointer { scalars in
      if let base = scalars.baseAddress { inputScalars.initialize(from: base, count: scalars.count) }
    }
    return UnsafePointer(inputScalars)
  }

  /// Takes back the matches a run handed out (`MatchRun.takeMatches`), once they were read, for the
  /// next run to fill.
  func keep(matches: inout [RawMatch], captures: inout [Capture]) {
    swap(&buffers.matches, &matches)
    swap(&buffers.matchCaptures, &captures)
  }

  /// Buffers that grew beyond this many elements (a very long line) are not kept.
  static let largest = 1 << 14

  /// A few scratches, for the runs of one program (more than one when lines are matched in parallel).
  final class Pool: Sendable {
    private let free = Mutex<[MatchScratch]>([])

    func take() -> MatchScratch {
      free.withLock { $0.popLast() } ?? MatchScratch()
    }

    func give(_ scratch: MatchScratch) {
      guard scratch.buffers.memoPool.capacity <= MatchScratch.largest,
        scratch.buffers.memoStart.capacity <= MatchScratch.largest
      else { return }
      free.withLock { if $0.count < 4 { $0.append(scratch) } }
    }
  }
}

extension MatchScratch {
  /// `buffer`'s storage, moved out (the caller then holds the only reference, so its appends do not
  /// copy), `buffer` left empty.
  @inline(__always)
  static func moved<Element>(_ buffer: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    return taken
  }

  /// `buffer`'s storage moved out and emptied, its capacity kept.
  @inline(__always)
  static func emptied<Element>(_ buffer: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  /// `buffer`'s storage holding `count` copies of `value`; overwritten in place when it already has
  /// that many elements (the usual case: the same program's run before).
  static func filled<Element>(_ buffer: inout [Element], _ value: Element, count: Int) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    if taken.count == count {
      taken.withUnsafeMutableBufferPointer { elements in
        // All bits one or all zero (-1 and 0, what the run fills with): set byte by byte, which
        // the compiler makes one `memset`, where element by element it did not.
        let bytes = UnsafeMutableRawBufferPointer(elements)
        if let byte = withUnsafeBytes(of: value, { raw in raw.allSatisfy { $0 == raw[0] } ? raw.first : nil })
        {
          bytes.initializeMemory(as: UInt8.self, repeating: byte)
        } else {
          elements.update(repeating: value)
        }
      }
    } else {
      taken.removeAll(keepingCapacity: true)
      taken.append(contentsOf: repeatElement(value, count: count))
    }
    return taken
  }

  /// Appends `count` copies of `value` to `buffer`, through a buffer of them: appending
  /// `repeatElement` went element by element (seven instructions each).
  static func append<Element: BitwiseCopyable>(_ value: Element, count: Int, to buffer: inout [Element]) {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { values in
      values.initialize(repeating: value)
      buffer.append(contentsOf: values)
    }
  }
}
