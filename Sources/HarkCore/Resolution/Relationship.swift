import Foundation

/// A relationship word ("my wife", "mom", 我妻子) read as one canonical relationship, so people
/// can be found by the `relationship` property of a contact.
public struct Relationship: Sendable, Hashable {
  /// The canonical name ("spouse", "mother", "boss").
  public let name: String

  /// Synonym groups: the canonical name first. English and Chinese words share a group.
  static let groups: [[String]] = [
    ["spouse", "wife", "husband", "partner", "hubby", "wifey", "妻子", "老婆", "太太", "爱人", "丈夫", "老公", "先生"],
    ["mother", "mom", "mum", "mommy", "mummy", "mama", "ma", "妈妈", "母亲", "妈", "老妈"],
    ["father", "dad", "daddy", "papa", "pa", "爸爸", "父亲", "爸", "老爸"],
    ["boss", "manager", "supervisor", "老板", "上司", "经理", "领导"],
    ["sister", "sis", "姐姐", "妹妹", "姐", "妹"],
    ["brother", "bro", "哥哥", "弟弟", "哥", "弟"],
    ["son", "儿子"],
    ["daughter", "女儿"],
    ["friend", "best friend", "bff", "朋友", "好朋友"],
    ["girlfriend", "gf", "女朋友"],
    ["boyfriend", "bf", "男朋友"],
    ["assistant", "助理", "秘书"],
    ["doctor", "医生"],
    ["grandmother", "grandma", "granny", "奶奶", "外婆", "姥姥"],
    ["grandfather", "grandpa", "爷爷", "外公", "姥爷"],
    ["colleague", "coworker", "co-worker", "同事"],
  ]

  private static let index: [String: String] = {
    var index: [String: String] = [:]
    for group in groups {
      for word in group { index[word] = group[0] }
    }
    return index
  }()

  /// The ways to say a relationship that the grammars' contact list takes ("my wife", "mom",
  /// 我妻子), so "text my wife hi" reads the person whole.
  static let listWords: [String] = {
    var words: [String] = []
    for group in groups {
      for word in group {
        if word.unicodeScalars.contains(where: NameKey.isHan) {
          words += [word, "我" + word, "我的" + word]
        } else if word.count >= 3 && word != group[0] || ["mom", "mum", "dad"].contains(word) {
          words += [word, "my " + word]
        } else if word.count >= 3 {
          words.append("my " + word)
        }
      }
    }
    return words
  }()

  /// The relationship `word` names on its own ("Wife", "mum"), or nil.
  public init?(word: String) {
    let folded = NameMatcher.fold(word)
    guard let name = Relationship.index[folded] else { return nil }
    self.name = name
  }

  /// The relationship the words refer to ("my wife", "mom", "我妻子", "我的老板"), or nil when
  /// they are not a relationship.
  public init?(words: String) {
    var text = NameMatcher.fold(words).trimmingPunctuation()
    for prefix in ["my ", "our ", "我的", "我"] where text.hasPrefix(prefix) {
      let rest = String(text.dropFirst(prefix.count)).trimmingSpaces()
      if Relationship.index[rest] != nil {
        text = rest
        break
      }
    }
    self.init(word: text)
  }

  /// Whether a contact's `relationship` value ("Wife", "mother") is this relationship.
  public func matches(_ value: String) -> Bool {
    Relationship(word: value)?.name == name
  }
}
