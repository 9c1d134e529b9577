import Foundation
import HarkSupport

/// The pieces of a SentencePiece Unigram model with their scores, and its character map.
struct UnigramVocabulary: Sendable {
  /// Every piece's UTF-8 bytes, one after another; piece `i` is `text[offsets[i]..<offsets[i + 1]]`.
  let text: [UInt8]
  let offsets: [Int]
  /// The log-probability of each piece.
  let scores: [Float]
  let start: Int32
  let end: Int32
  let unknown: Int32
  /// Code point to its replacement (possibly none: the character is dropped).
  let characterMap: [UInt32: [UInt32]]

  var count: Int { scores.count }
}

/// SentencePiece Unigram tokenization as XLM-RoBERTa (and so multilingual-e5) uses it: each
/// character goes through the model's character map, runs of spaces become one, a `▁` (U+2581)
/// marks the start and every space, and the most probable split into known pieces wins (Viterbi;
/// a character no piece covers becomes `<unk>`, scored 10 below the least likely piece).
///
/// Ties keep the split found first: pieces are tried from each position in order of length, and an
/// equal score never replaces a split already found.
public struct UnigramTokenizer: Sendable {
  static let metaspace: UInt32 = 0x2581

  let vocabulary: UnigramVocabulary
  private let slots: [Int32]
  private let slotMask: Int
  private let longestPiece: Int
  private let unknownScore: Float

  /// The number of pieces.
  public var vocabularySize: Int { vocabulary.count }

  init(vocabulary: UnigramVocabulary) {
    self.vocabulary = vocabulary
    var longest = 1
    var lowest = Float.infinity
    for index in 0..<vocabulary.count {
      longest = max(longest, vocabulary.offsets[index + 1] - vocabulary.offsets[index])
      lowest = min(lowest, vocabulary.scores[index])
    }
    longestPiece = longest
    unknownScore = (lowest.isFinite ? lowest : 0) - 10
    // An open-addressed table of piece numbers (+1; 0 is empty) keyed by the bytes' StableHash:
    // bytes, not `String`, because Swift compares strings by canonical equivalence and the
    // vocabulary holds pieces that differ only in composition.
    var size = 1
    while size < vocabulary.count * 2 { size <<= 1 }
    var slots = [Int32](repeating: 0, count: size)
    vocabulary.text.withUnsafeBufferPointer { text in
      for index in 0..<vocabulary.count where index != Int(vocabulary.unknown) {
        let range = vocabulary.offsets[index]..<vocabulary.offsets[index + 1]
        guard !range.isEmpty else { continue }
        var slot = Self.hash(UnsafeBufferPointer(rebasing: text[range])) & (size - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
        slots[slot] = Int32(index + 1)
      }
    }
    self.slots = slots
    slotMask = size - 1
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Int(truncatingIfNeeded: StableHash64.of(bytes) & 0x7fff_ffff_ffff_ffff)
  }

  /// The piece whose bytes are `bytes`, if any (`<unk>` is never looked up).
  private func piece(_ bytes: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Self.hash(bytes) & slotMask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      let index = entry - 1
      let start = vocabulary.offsets[index]
      let length = vocabulary.offsets[index + 1] - start
      if length == bytes.count, let textBase = text.baseAddress, let wanted = bytes.baseAddress,
        memcmp(textBase + start, wanted, length) == 0
      {
        return index
      }
      slot = (slot + 1) & slotMask
    }
  }

  /// The pieces of `text` without `<s>` and `</s>`.
  public func pieces(_ text: String) -> [Int32] {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(text.unicodeScalars.count + 1)
    for scalar in text.unicodeScalars {
      if let replacement = vocabulary.characterMap[scalar.value] {
        for value in replacement where !(value == 0x20 && scalars.last == 0x20) { scalars.append(value) }
      } else if !(scalar.value == 0x20 && scalars.last == 0x20) {
        scalars.append(scalar.value)
      }
    }
    // Characters as byte ranges of the normalised text, a metaspace first unless a space leads.
    var bytes: [UInt8] = []
    var starts: [Int] = []
    func append(_ value: UInt32) {
      starts.append(bytes.count)
      let character = Unicode.Scalar(value) ?? "\u{FFFD}"
      bytes.append(contentsOf: String(character).utf8)
    }
    if scalars.first != 0x20 { append(Self.metaspace) }
    for value in scalars { append(value == 0x20 ? Self.metaspace : value) }
    starts.append(bytes.count)
    return viterbi(bytes: bytes, starts: starts)
  }

  private func viterbi(bytes: [UInt8], starts: [Int]) -> [Int32] {
    let n = starts.count - 1
    guard n > 0 else { return [] }
    var best = [Float](repeating: -.infinity, count: n + 1)
    var chosen = [Int32](repeating: -1, count: n + 1)
    var from = [Int](repeating: 0, count: n + 1)
    best[0] = 0
    bytes.withUnsafeBufferPointer { buffer in
      vocabulary.text.withUnsafeBufferPointer { text in
        for i in 0..<n where best[i] > -.infinity {
          var e = i + 1
          while e <= n, starts[e] - starts[i] <= longestPiece {
            let span = UnsafeBufferPointer(rebasing: buffer[starts[i]..<starts[e]])
            if let index = piece(span, text: text) {
              let score = best[i] + vocabulary.scores[index]
              if score > best[e] {
                best[e] = score
                chosen[e] = Int32(index)
                from[e] = i
              }
            }
            e += 1
          }
          let fallback = best[i] + unknownScore
          if fallback > best[i + 1] {
            best[i + 1] = fallback
            chosen[i + 1] = -1
            from[i + 1] = i
          }
        }
      }
    }
    var result: [Int32] = []
    var position = n
    while position > 0 {
      result.append(chosen[position] < 0 ? vocabulary.unknown : chosen[position])
      position = from[position]
    }
    return result.reversed()
  }
}
