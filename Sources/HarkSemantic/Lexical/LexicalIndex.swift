import CVectorKernels
import Foundation

/// Word search beside the vectors: BM25 over stemmed terms, and a trigram index for names.
///
/// Documents are the caller's numbers (dense, from 0); the caller filters them with `allowed`.
public struct LexicalIndex: Sendable {
  struct Posting: Sendable {
    let document: Int32
    let count: UInt16
  }

  var postings: [String: [Posting]] = [:]
  var lengths: [UInt16] = []
  var totalLength = 0
  var documentCount = 0
  private var names = TrigramIndex()
  private let extractor = TermExtractor()
  private var stems: [String: String] = [:]
  private let k1: Float = 1.2
  private let b: Float = 0.75

  /// An empty index.
  public init() {}

  /// Adds the words of `text` to `document` (a document may receive several texts).
  public mutating func add(document: Int, text: String) {
    let terms = extractor.terms(text, stems: &stems)
    if document >= lengths.count {
      lengths.append(contentsOf: repeatElement(0, count: document + 1 - lengths.count))
    }
    if lengths[document] == 0 { documentCount += 1 }
    lengths[document] &+= UInt16(clamping: terms.count)
    totalLength += terms.count
    var counts: [String: Int] = [:]
    for term in terms { counts[term, default: 0] += 1 }
    for (term, count) in counts {
      postings[term, default: []].append(
        Posting(document: Int32(document), count: UInt16(clamping: count)))
    }
  }

  /// Adds a name (a person's, a file's) to the trigram index under `document`.
  public mutating func addName(document: Int, name: String) {
    names.add(document: document, name: name)
  }

  /// The documents ranked by BM25 for `query`, best first, at most `limit`, only those `allowed`
  /// and holding at least `minimumCoverage` (a fraction) of the query's distinct terms.
  public func search(
    _ query: String, limit: Int, minimumCoverage: Float = 0, allowed: ((Int) -> Bool)? = nil
  ) -> [(id: Int, score: Float)] {
    let terms = Set(extractor.terms(query))
    guard !terms.isEmpty, documentCount > 0, limit > 0 else { return [] }
    var scores = [Float](repeating: 0, count: lengths.count)
    var matched = [UInt8](repeating: 0, count: lengths.count)
    let average = Float(totalLength) / Float(max(documentCount, 1))
    for term in terms {
      guard let list = postings[term] else { continue }
      let n = Float(list.count)
      let idf = log(1 + (Float(documentCount) - n + 0.5) / (n + 0.5))
      for posting in list {
        let document = Int(posting.document)
        let tf = Float(posting.count)
        let norm = k1 * (1 - b + b * Float(lengths[document]) / max(average, 1))
        scores[document] += idf * tf * (k1 + 1) / (tf + norm)
        matched[document] &+= 1
      }
    }
    let needed = UInt8(clamping: Int((minimumCoverage * Float(terms.count)).rounded(.up)))
    if needed > 1 {
      for index in scores.indices where matched[index] < needed { scores[index] = 0 }
    }
    if let allowed {
      for index in scores.indices where scores[index] > 0 && !allowed(index) { scores[index] = 0 }
    }
    return Self.top(scores, limit: limit)
  }

  /// Names close to `query` in spelling (trigram overlap, accents and scripts folded), best first.
  public func names(matching query: String, limit: Int = 10) -> [(id: Int, score: Float)] {
    names.matches(query, limit: limit)
  }

  static func top(_ scores: [Float], limit: Int) -> [(id: Int, score: Float)] {
    let k = min(limit, 4096)
    var indices = [UInt32](repeating: 0, count: k)
    let found = scores.withUnsafeBufferPointer { buffer in
      indices.withUnsafeMutableBufferPointer { out in
        hark_top_k(buffer.baseAddress, buffer.count, k, 0, out.baseAddress)
      }
    }
    return indices.prefix(found).map { (Int($0), scores[Int($0)]) }
  }
}
