import Testing

@testable import HarkGrammar

/// Readings are told apart by comparing them (`ReadingBuilder.isRepeat`), as their keys would be.
@Suite struct ReadingRepeatTests {
  static let lines = [
    "text Flare see you at 5", "send a message to Glow saying room 5 is free", "给Glow发消息说明天5点见",
    "what's on my calendar tomorrow", "show my last message from Bubbles", "text Mary 3", "play some jazz",
    "email Mary about the tickets", "set a timer for 3 minutes", "call Glow",
  ]

  /// Every reading of the lines (many per line, partial ones too), and copies that differ from
  /// them in one way each, or in nothing but their template.
  static func readings() -> [Reading] {
    var all: [Reading] = []
    for line in lines {
      let request = ReadingRequest(lists: demoLists, limit: 50)
      for reading in shipped.readings(for: line, request: request) {
        all.append(reading)
        var retemplated = reading
        retemplated.template += " (again)"
        all.append(retemplated)
        guard let (name, slot) = reading.slots.first else { continue }
        var number = reading
        number.slots[name]?.value = .number(3)
        all.append(number)
        var text = reading
        text.slots[name]?.value = .text("3")
        all.append(text)
        var unmatched = reading
        unmatched.slots[name]?.isUnmatched.toggle()
        all.append(unmatched)
        var retexted = reading
        retexted.slots[name]?.text = slot.text + " x"
        all.append(retexted)
        var fewer = reading
        fewer.slots[name] = nil
        all.append(fewer)
        var renamed = reading
        renamed.slots[name] = nil
        renamed.slots[name + "2"] = slot
        all.append(renamed)
        var other = reading
        other.intent = SchemaID(other.intent.rawValue + "X")
        all.append(other)
      }
    }
    return all
  }

  @Test func aRepeatIsAReadingWithTheSameKey() {
    let readings = Self.readings()
    #expect(readings.count > 200)
    let keys = readings.map(ReadingBuilder.dedupeKey)
    var repeats = 0
    var disagreements = 0
    for a in readings.indices {
      for b in readings.indices {
        let same = keys[a] == keys[b]
        if ReadingBuilder.isRepeat(readings[a], of: readings[b]) != same { disagreements += 1 }
        if same { repeats += 1 }
      }
    }
    #expect(disagreements == 0)
    // Beside each reading repeating itself: copies with another template, the number 3 and the text "3".
    #expect(repeats > readings.count + 100)
  }
}
