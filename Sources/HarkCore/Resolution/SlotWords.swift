import HarkGrammar

/// The words a grammar put in a slot, with the list value they matched, if any.
struct SlotWords: Sendable, Hashable {
  var text: String
  var value: ParameterValue?

  init(text: String, value: ParameterValue?) {
    self.text = text
    self.value = value
  }

  init(_ slot: SlotMatch) {
    text = slot.text
    switch slot.value {
    case .text(let word)?: value = .string(word)
    case .number(let n)?: value = .number(n)
    case nil: value = nil
    }
  }
}
