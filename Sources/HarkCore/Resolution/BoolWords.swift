import Foundation

/// Yes/no words for Bool parameters and enum-like flags, English and Chinese.
enum BoolWords {
  static let trueWords: Set<String> = [
    "true", "yes", "y", "on", "read", "done", "enabled", "是", "对", "开", "已读", "好",
  ]
  static let falseWords: Set<String> = [
    "false", "no", "n", "off", "unread", "not read", "new", "disabled", "否", "不", "关", "未读",
  ]

  /// The flag the words say, or nil.
  static func read(_ text: String) -> Bool? {
    let folded = NameMatcher.fold(text).trimmingCharacters(in: .punctuationCharacters)
    if trueWords.contains(folded) { return true }
    if falseWords.contains(folded) { return false }
    return nil
  }
}
