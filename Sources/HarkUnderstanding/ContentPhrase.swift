import Foundation
import HarkGrammar

/// Whether words stand for a thing to send rather than the words to send: "my latest report",
/// "her plane ticket", "this photo", 我的最新报告. Such a phrase is an entity to resolve, never a
/// message's text: "send my latest report to Mary" must not send Mary the words "my latest report".
///
/// English: at most five words, the first a possessive or demonstrative (my, her, this, the …),
/// and no word that makes a clause of it (is, will, can, you, please …): "my flight is late" is a
/// message, "my flight details" is not. Chinese: at most ten characters, starting with a
/// possessive or a demonstrative with its measure word (我的, 这张, 那份 …) and ending in a noun
/// for a document, picture or ticket.
public enum ContentPhrase {
  static let determiners: Set<String> = [
    "my", "your", "his", "her", "our", "their", "this", "that", "these", "those", "the", "its",
  ]
  static let clauseWords: Set<String> = [
    "is", "are", "was", "were", "will", "be", "am", "im", "can", "could", "should", "would", "have",
    "has", "had", "do", "does", "did", "not", "dont", "cant", "wont", "you", "i", "we", "me", "please",
    "to", "at", "let", "lets", "going", "gonna", "get", "got", "need", "needs", "if", "when", "and",
    "so", "because", "for", "tonight", "tomorrow", "today", "now", "soon", "later", "late", "ready",
    "done", "here", "there", "back", "home", "on", "in", "with", "from", "by", "of", "love", "miss",
    "hi", "hello", "thanks", "thank", "ok", "okay", "yes", "no", "sorry",
  ]
  static let chineseStarts = [
    "我的", "你的", "他的", "她的", "我们的", "他们的", "这个", "那个", "这张", "那张", "这份", "那份",
    "这篇", "那篇", "这封", "那封", "这些", "那些", "最新的", "最近的", "上次的",
  ]
  static let chineseNouns = [
    "报告", "文件", "照片", "相片", "图片", "票", "文档", "合同", "发票", "简历", "截图", "视频", "链接",
    "表格", "幻灯片", "附件", "资料", "方案", "计划书", "账单", "收据", "行程单", "护照",
  ]

  /// `text` without white space and punctuation (`Character.isWhitespace`, `isPunctuation`). Text
  /// of ASCII and Han (U+4E00–U+9FFF) alone is filtered on its bytes: neither has combining marks,
  /// no Han character is either, and ASCII's are tab to carriage return, space and
  /// ``asciiPunctuation``. Asking each character's properties cost more than the rest of the check,
  /// at every reading of a Chinese send (tests compare the two ways for every ASCII and Han character).
  static func compacted(_ text: String) -> String {
    var copy = text
    let plain = copy.withUTF8 { bytes -> String? in
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte != 0x20, !(0x09...0x0D).contains(byte), !asciiPunctuation.contains(byte) {
            kept.append(byte)
          }
          index += 1
          continue
        }
        // Han in U+4E00–U+9FFF is three bytes, E4 B8 80 to E9 BF BF.
        guard (0xE4...0xE9).contains(byte), byte != 0xE4 || bytes[index + 1] >= 0xB8 else { return nil }
        kept.append(contentsOf: bytes[index..<index + 3])
        index += 3
      }
      return String(decoding: kept, as: UTF8.self)
    }
    return plain ?? text.filter { !$0.isWhitespace && !$0.isPunctuation }
  }

  /// The ASCII characters that are punctuation (`Character.isPunctuation`).
  static let asciiPunctuation = Set("!\"#%&'()*,-./:;?@[\\]_{}".utf8)

  /// Whether `text` refers to content (a document, a picture, a ticket) rather than saying something.
  public static func refersToContent(_ text: String, language: Language) -> Bool {
    if language.writesWithoutSpaces {
      let compact = compacted(text)
      guard compact.count <= 10, chineseStarts.contains(where: compact.hasPrefix) else { return false }
      return chineseNouns.contains(where: compact.hasSuffix)
    }
    let words = FeatureHasher.units(text, language: language)
    guard let first = words.first, determiners.contains(first), (2...5).contains(words.count) else {
      return false
    }
    return !words.contains(where: clauseWords.contains)
  }
}
