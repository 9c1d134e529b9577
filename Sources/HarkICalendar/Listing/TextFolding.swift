import Foundation

/// How text is compared when items are searched: case and diacritics folded, so "cafe" finds
/// "Café" and "DENTIST" finds "Dentist".
enum TextFolding {
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Whether `event`'s summary, description or location contains `folded` (already folded).
  static func matches(_ event: EventData, folded wanted: String) -> Bool {
    guard !wanted.isEmpty else { return true }
    return [event.summary, event.description, event.location].contains { field in
      field.map { folded($0).contains(wanted) } ?? false
    }
  }
}
