import Foundation

/// The uncased BERT WordPiece tokenizer of all-MiniLM-L6-v2: text to token ids with `[CLS]` and `[SEP]`.
public struct WordPieceTokenizer: Sendable {
  /// The most tokens a text yields, the special tokens included (the model's `max_seq_length`).
  public let maxLength: Int
  /// The number of entries in the vocabulary.
  public var vocabularySize: Int { tokens.count }

  let tokens: [String]
  private let ids: [String: Int32]
  private let normalizer = BertNormalizer()
  let clsID: Int32
  let sepID: Int32
  let unknownID: Int32
  private let maxCharactersPerWord = 100

  /// Loads the vocabulary from a `vocab.txt` file, one token a line, the line number being its id.
  public init(vocabulary: URL, maxLength: Int = 256) throws {
    let text: String
    do {
      text = try String(contentsOf: vocabulary, encoding: .utf8)
    } catch {
      throw SemanticError.unreadableFile(path: vocabulary.path, reason: "\(error)")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    if lines.last == "" { lines.removeLast() }
    try self.init(tokens: lines, maxLength: maxLength)
  }

  /// Builds a tokenizer from the vocabulary's tokens in id order.
  init(tokens: [String], maxLength: Int = 256) throws {
    self.tokens = tokens
    var ids: [String: Int32] = [:]
    ids.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() where ids[token] == nil {
      ids[token] = Int32(index)
    }
    self.ids = ids
    func special(_ name: String) throws -> Int32 {
      guard let id = ids[name] else { throw SemanticError.missingSpecialToken(name) }
      return id
    }
    clsID = try special("[CLS]")
    sepID = try special("[SEP]")
    unknownID = try special("[UNK]")
    self.maxLength = max(2, maxLength)
  }

  /// The token ids of `text`: `[CLS]`, the word pieces (truncated to fit), `[SEP]`.
  public func encode(_ text: String) -> [Int32] {
    var result: [Int32] = [clsID]
    let budget = maxLength - 1
    outer: for word in normalizer.words(in: text) {
      for id in pieces(of: word) {
        if result.count >= budget { break outer }
        result.append(id)
      }
    }
    result.append(sepID)
    return result
  }

  /// The ids of the words of `text` without special tokens and without truncation.
  func wordPieceIDs(_ text: String) -> [Int32] {
    normalizer.words(in: text).flatMap { pieces(of: $0) }
  }

  /// Greedy longest-match-first WordPiece; a word with an unmatched remainder is one `[UNK]`.
  private func pieces(of word: String) -> [Int32] {
    let scalars = Array(word.unicodeScalars)
    if scalars.count > maxCharactersPerWord { return [unknownID] }
    var result: [Int32] = []
    var start = 0
    while start < scalars.count {
      var end = scalars.count
      var found: Int32?
      while start < end {
        var piece = String(String.UnicodeScalarView(scalars[start..<end]))
        if start > 0 { piece = "##" + piece }
        if let id = ids[piece] {
          found = id
          break
        }
        end -= 1
      }
      guard let id = found else { return [unknownID] }
      result.append(id)
      start = end
    }
    return result
  }
}
