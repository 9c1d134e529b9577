/// Edits a card's bytes line by line: the lines of the properties it changes are replaced,
/// removed or added before `END:VCARD`; every other byte (unknown properties, PHOTO, the original
/// folding and line ends) stays as it was, as HarkICalendar's `ItemPatcher` edits events.
public struct VCardPatcher: Sendable {
  public let card: VCard
  private var edits: [(range: Range<Int>, text: String)] = []
  private var additions: [String] = []
  private var takenGroups: Set<String> = []
  private let newline: String

  /// A patcher over `card`'s bytes.
  public init(card: VCard) {
    self.card = card
    let bytes = card.bytes
    let firstEnd = bytes.firstIndex(of: 0x0A) ?? 0
    newline = firstEnd > 0 && bytes[firstEnd - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// Whether the card is 4.0 (RELATED, GENDER) rather than 3.0.
  public var isVersion4: Bool { card.isVersion4 }

  /// The ungrouped lines of `property` replaced by `lines` (each a whole content line, unfolded)
  /// where the first of them was; added at the end when the card has none. No lines: removed.
  public mutating func set(_ property: String, to lines: [String]) {
    let old = card.lines.filter { $0.name == property && $0.group == nil }
    guard let first = old.first else {
      additions += lines
      return
    }
    edits.append((first.byteRange, lines.map { VCardText.folded($0, newline: newline) }.joined()))
    for line in old.dropFirst() { edits.append((line.byteRange, "")) }
  }

  /// `lines` added before `END:VCARD`.
  public mutating func add(_ lines: [String]) { additions += lines }

  /// `relation` stated the way the card's version states relations.
  public mutating func add(_ relation: Relation) {
    let group = card.unusedGroup(after: takenGroups)
    takenGroups.insert(group)
    additions += VCard.relationLines(relation, version4: isVersion4, group: group)
  }

  /// Removes every line `matches` picks, with the label lines of their groups.
  public mutating func remove(where matches: (VCardLine) -> Bool) {
    let removed = card.lines.filter(matches)
    let groups = Set(removed.compactMap { $0.group?.lowercased() })
    for line in card.lines
    where removed.contains(line)
      || (line.name == "X-ABLABEL" && groups.contains(line.group?.lowercased() ?? ""))
    {
      edits.append((line.byteRange, ""))
    }
  }

  /// The edited bytes, REV set to `revision` (seconds since the epoch) when anything changed.
  public func result(revision: Int64) -> [UInt8] {
    guard !edits.isEmpty || !additions.isEmpty else { return card.bytes }
    var copy = self
    copy.set("REV", to: ["REV:" + VCardText.timestamp(revision)])
    var all = copy.edits
    let added = copy.additions.map { VCardText.folded($0, newline: newline) }.joined()
    // New lines go before END; the END line's own bytes stay.
    let end = card.endLine.byteRange.lowerBound
    all.append((end..<end, added))
    var bytes = card.bytes
    for edit in all.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return bytes
  }
}
