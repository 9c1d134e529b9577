import Foundation
import HarkSupport

/// Deterministic made-up chat messages for scale benchmarks (the same seed gives the same messages).
struct SyntheticMessages: Sequence, IteratorProtocol {
  private var random: SplitMix64
  private var produced = 0
  let count: Int

  static let openers = [
    "hey", "so", "honestly", "quick question:", "fyi", "ok", "btw", "good news:", "ugh", "lol",
  ]
  static let subjects = [
    "the film last night", "dinner at the thai place", "our flight to lisbon", "the dog's vet visit",
    "the match on saturday", "my dentist appointment", "the quarterly report", "the electricity bill",
    "the storm warning", "the concert tickets", "the new sofa", "grandma's birthday",
    "the plumber", "the school play", "my running plan", "the book club pick", "the car service",
    "the garden fence", "the team offsite", "the wedding playlist", "the rent transfer",
    "the pasta recipe", "the hiking trip", "the laptop repair", "the parking fine",
  ]
  static let predicates = [
    "was amazing", "got moved to thursday", "is delayed again", "costs way too much",
    "needs to happen before friday", "went better than expected", "is cancelled", "made me laugh",
    "is still on for tonight", "was a disaster honestly", "needs your signature",
    "starts at 7:30", "is booked", "has to wait until payday", "was on the news",
  ]
  static let tails = [
    "", "call me later", "can you check?", "see you soon", "no rush", "let me know",
    "bring snacks", "I'm exhausted", "thoughts?", "🎉", "😅", "talk tomorrow",
  ]
  static let senders = (0..<500).map { "Person \($0)" }

  init(count: Int, seed: UInt64 = 0x5EED) {
    self.count = count
    random = SplitMix64(seed: seed)
  }

  private mutating func next(_ bound: Int) -> Int {
    random.below(bound)
  }

  mutating func next() -> (text: String, sender: String, date: Date)? {
    guard produced < count else { return nil }
    produced += 1
    var parts = [Self.openers[next(Self.openers.count)], Self.subjects[next(Self.subjects.count)]]
    parts.append(Self.predicates[next(Self.predicates.count)])
    if next(3) == 0 {
      parts.append("and " + Self.subjects[next(Self.subjects.count)])
      parts.append(Self.predicates[next(Self.predicates.count)])
    }
    parts.append(Self.tails[next(Self.tails.count)])
    let date = Date(timeIntervalSince1970: 1_640_995_200 + Double(next(3 * 365 * 86_400)))
    return (parts.joined(separator: " "), Self.senders[next(Self.senders.count)], date)
  }
}
