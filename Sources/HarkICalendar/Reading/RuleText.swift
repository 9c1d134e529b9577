import CICal

/// RRULE text through libical: what it reads back is what Hark writes and compares.
enum RuleText {
  /// `text` as libical writes it back after reading it, or nil when libical cannot read it.
  static func normalised(_ text: String) -> String? {
    var rule = icalrecurrencetype_from_string(text)
    guard rule.freq != ICAL_NO_RECURRENCE else { return nil }
    guard let written = icalrecurrencetype_as_string_r(&rule) else { return nil }
    defer { icalmemory_free_buffer(written) }
    return String(cString: written)
  }
}
