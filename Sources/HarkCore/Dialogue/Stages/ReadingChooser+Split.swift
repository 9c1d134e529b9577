import HarkGrammar

extension ReadingChooser {
  /// `best`, or a complete reading of the same intent that cuts one of `best`'s free-text slots at
  /// template words, the rest going to a parameter `best` lacks and the shell would ask for.
  /// "email mary about the picnic saying bring chairs" is the subject "the picnic" and the text
  /// "bring chairs": the grammar ranks the reading with fewer free-text slots first (hassil's
  /// order), which keeps "saying bring chairs" in the subject and then asks what the email says.
  static func splittingFreeText(_ best: Reading, _ usable: [Reading]) -> Reading {
    guard !best.isPartial, let schema = SchemaCatalog.intent(best.intent) else { return best }
    let asked = Set(schema.parameters.filter { $0.requirement != .optional }.map(\.name))
    let missing = asked.subtracting(best.slots.keys)
    guard !missing.isEmpty else { return best }
    func splits(_ reading: Reading) -> Bool {
      guard !reading.isPartial, reading.intent == best.intent, reading.language == best.language else {
        return false
      }
      let added = Set(reading.slots.keys).subtracting(best.slots.keys)
      guard !added.isEmpty, added.isSubset(of: missing) else { return false }
      var cut = false
      for (name, slot) in best.slots {
        guard let other = reading.slots[name] else { return false }
        if other.text == slot.text { continue }
        // The cut slot keeps the start of the words, ended where the template's words begin.
        guard slot.isWildcard, other.isWildcard, !cut, slot.text.hasPrefix(other.text + " ") else {
          return false
        }
        cut = true
      }
      return cut
    }
    return usable.first(where: splits) ?? best
  }
}
