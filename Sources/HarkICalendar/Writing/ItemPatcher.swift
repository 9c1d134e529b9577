import Foundation

/// Edits an item's bytes line by line: the content lines of the changed properties are replaced,
/// removed or added, and every other byte (unknown X- properties, unknown components, the
/// original folding and line ends) stays as it was.
struct ItemPatcher {
  private var lines: ContentLines
  private var bytes: [UInt8]
  private let newline: String
  /// Seconds since the epoch for DTSTAMP and LAST-MODIFIED.
  let now: Int64

  /// A patcher over `bytes`, which must scan as content lines (they were read as an item).
  init(bytes: [UInt8], now: Int64) throws(LineProblem) {
    lines = try ContentLines(bytes)
    self.bytes = bytes
    self.now = now
    // New lines end the way the file's first line does.
    let firstEnd = bytes.firstIndex(of: 0x0A) ?? 0
    newline = firstEnd > 0 && bytes[firstEnd - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// The edited bytes.
  var result: [UInt8] { bytes }

  /// Applies `edit` to the VEVENT it names (the master, or the override of `edit.occurrence`,
  /// made from the master when missing). False when there is no such event.
  mutating func apply(_ edit: EventEdit, master: EventData) -> Bool {
    let target: ContentLines.Block
    let isNew: Bool
    if let occurrence = edit.occurrence {
      if let found = block(recurrenceID: occurrence, like: master.start) {
        target = found
        isNew = false
      } else {
        guard let made = makeOverride(of: occurrence, master: master) else { return false }
        target = made
        isNew = true
      }
    } else {
      guard let found = masterBlock() else { return false }
      target = found
      isNew = false
    }
    // The block's times as they are (a new override's: the instance's), so a start moved
    // alone keeps the event's length.
    let length = master.end.local.secondsSinceEpoch - master.start.local.secondsSinceEpoch
    let oldStart: EventTime
    let oldEnd: EventTime
    if isNew, let occurrence = edit.occurrence {
      oldStart = master.start.with(local: occurrence.local)
      oldEnd = oldStart.adding(seconds: length)
    } else {
      oldStart = currentTime("DTSTART", in: target) ?? master.start
      oldEnd = currentTime("DTEND", in: target) ?? oldStart.adding(seconds: length)
    }
    var changes: [(property: String, line: String?)] = []
    let timeChanged = edit.start != nil || edit.end != nil
    let newStart = edit.start ?? oldStart
    let newEnd =
      edit.end
      ?? (edit.start != nil
        ? newStart.adding(seconds: oldEnd.local.secondsSinceEpoch - oldStart.local.secondsSinceEpoch)
        : oldEnd)
    if edit.start != nil || isNew {
      changes.append(("DTSTART", timeLine("DTSTART", newStart, in: target)))
    }
    // A DURATION stays when only the start moves; an end given replaces it with a DTEND.
    if (timeChanged || isNew) && (has("DTEND", in: target) || edit.end != nil || !has("DURATION", in: target))
    {
      changes.append(("DURATION", nil))
      changes.append(("DTEND", timeLine("DTEND", newEnd, in: target)))
    }
    for (name, value) in [
      ("SUMMARY", edit.summary), ("LOCATION", edit.location), ("DESCRIPTION", edit.description),
    ] {
      guard let value else { continue }
      changes.append((name, value.isEmpty ? nil : textLine(name, value, in: target)))
    }
    guard !changes.isEmpty else { return true }
    changes += bookkeeping(in: target, significant: timeChanged || isNew)
    set(changes, in: target)
    return true
  }

  /// Takes the instance starting at `recurrenceID` out of the series: an EXDATE on the master
  /// (in the form of its DTSTART), and its override removed. False when there is no master.
  mutating func exclude(_ recurrenceID: EventTime, master: EventData) -> Bool {
    if let override = block(recurrenceID: recurrenceID, like: master.start) {
      replace(
        lines.lines[override.begin].range.lowerBound..<lines.lines[override.end].range.upperBound, with: "")
    }
    guard let target = masterBlock() else { return false }
    let line = timeLine("EXDATE", master.start.with(local: recurrenceID.local), in: target, like: "DTSTART")
    var changes: [(property: String, line: String?)] = [("+EXDATE", line)]
    changes += bookkeeping(in: target, significant: true)
    set(changes, in: target)
    return true
  }

  // MARK: Finding the event

  private func masterBlock() -> ContentLines.Block? {
    lines.topLevel("VEVENT").first { !has("RECURRENCE-ID", in: $0) }
  }

  private func block(recurrenceID: EventTime, like start: EventTime) -> ContentLines.Block? {
    var zones = ZoneTable()
    let wanted = recurrenceID.seconds(in: .gmt, zones: &zones)
    return lines.topLevel("VEVENT").first { block in
      guard let index = lines.properties(of: block).first(where: { lines.lines[$0].name == "RECURRENCE-ID" }),
        let time = Self.time(of: lines.unfolded(index))
      else { return false }
      return time.seconds(in: .gmt, zones: &zones) == wanted
    }
  }

  private func has(_ property: String, in block: ContentLines.Block) -> Bool {
    lines.properties(of: block).contains { lines.lines[$0].name == property }
  }

  private func currentTime(_ property: String, in block: ContentLines.Block) -> EventTime? {
    guard let index = lines.properties(of: block).first(where: { lines.lines[$0].name == property }) else {
      return nil
    }
    return Self.time(of: lines.unfolded(index))
  }

  /// The time an unfolded `NAME;TZID=…:VALUE` line says.
  static func time(of line: String) -> EventTime? {
    let (head, value) = ContentLines.split(line)
    let zone = ContentLines.parameters(head).first { $0.name == "TZID" }?.value
    return ValueText.time(value.trimmingCharacters(in: [" ", "\r", "\n"]), timeZone: zone)
  }

  // MARK: Making lines

  /// The new line of time property `name`: the old line's parameters kept (or those of the
  /// `like` property when adding one), VALUE and TZID as `time` needs.
  private func timeLine(
    _ name: String, _ time: EventTime, in block: ContentLines.Block, like model: String? = nil
  )
    -> String
  {
    let source = model ?? name
    var parameters: [(name: String, value: String)] = []
    if let index = lines.properties(of: block).first(where: { lines.lines[$0].name == source }) {
      let head = ContentLines.split(lines.unfolded(index)).head
      parameters = ContentLines.parameters(head)
      // The same kind of time (the same zone, a day for a day): the old head stays as it was,
      // parameters in their order and spelling; only the value changes.
      let zone = parameters.first { $0.name == "TZID" }?.value
      let isDay = parameters.first { $0.name == "VALUE" }?.value.uppercased() == "DATE"
      if model == nil, zone == time.timeZoneIdentifier, isDay == time.isAllDay {
        return String(head) + ":" + ValueText.dateOrDateTime(time)
      }
    }
    return ContentLineText.timeLine(name, time, keeping: model == nil ? parameters : [])
  }

  private func textLine(_ name: String, _ value: String, in block: ContentLines.Block) -> String {
    var head = name
    if let index = lines.properties(of: block).first(where: { lines.lines[$0].name == name }) {
      for parameter in ContentLines.parameters(ContentLines.split(lines.unfolded(index)).head) {
        head += ";\(parameter.name)=\(ContentLineText.parameterValue(parameter.value))"
      }
    }
    return head + ":" + ContentLineText.escaped(value)
  }

  /// DTSTAMP and LAST-MODIFIED set to now; SEQUENCE one higher after a change to the times
  /// (RFC 5545 3.8.7.4: a change of DTSTART, DTEND, DURATION, RRULE, RDATE, EXDATE or STATUS).
  private func bookkeeping(in block: ContentLines.Block, significant: Bool) -> [(
    property: String, line: String?
  )] {
    var changes: [(property: String, line: String?)] = [
      ("DTSTAMP", "DTSTAMP:\(ContentLineText.utcStamp(now))"),
      ("LAST-MODIFIED", "LAST-MODIFIED:\(ContentLineText.utcStamp(now))"),
    ]
    if significant {
      var sequence = 0
      if let index = lines.properties(of: block).first(where: { lines.lines[$0].name == "SEQUENCE" }) {
        sequence = Int(lines.value(of: index).trimmingCharacters(in: [" ", "\r", "\n"])) ?? 0
      }
      changes.append(("SEQUENCE", "SEQUENCE:\(sequence + 1)"))
    }
    return changes
  }

  // MARK: Changing the bytes

  /// For each change: the property's first line replaced by the new line (or removed when nil),
  /// any further lines of it removed; a property the block lacks is added before its first
  /// nested component or its END. A name starting with `+` is always added.
  private mutating func set(_ changes: [(property: String, line: String?)], in block: ContentLines.Block) {
    var edits: [(range: Range<Int>, text: String)] = []
    var additions = ""
    let properties = lines.properties(of: block)
    for change in changes {
      let adding = change.property.hasPrefix("+")
      let matching = adding ? [] : properties.filter { lines.lines[$0].name == change.property }
      if let first = matching.first {
        edits.append(
          (lines.lines[first].range, change.line.map { ContentLineText.folded($0, newline: newline) } ?? ""))
        for other in matching.dropFirst() { edits.append((lines.lines[other].range, "")) }
      } else if let line = change.line {
        additions += ContentLineText.folded(line, newline: newline)
      }
    }
    if !additions.isEmpty {
      // After the block's last own property, so the event's own lines stay together.
      let anchor =
        properties.last.map { lines.lines[$0].range.upperBound } ?? lines.lines[block.begin].range.upperBound
      edits.append((anchor..<anchor, additions))
    }
    // From the end, so earlier ranges stay valid.
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    if let rescanned = try? ContentLines(bytes) {
      lines = rescanned
    }
  }

  private mutating func replace(_ range: Range<Int>, with text: String) {
    bytes.replaceSubrange(range, with: Array(text.utf8))
    if let rescanned = try? ContentLines(bytes) {
      lines = rescanned
    }
  }

  /// A new override of the instance at `recurrenceID`: a copy of the master's own lines (its
  /// VALARMs too) without the rule lines, with a RECURRENCE-ID, added before END:VCALENDAR.
  private mutating func makeOverride(of recurrenceID: EventTime, master: EventData) -> ContentLines.Block? {
    guard let source = masterBlock() else { return nil }
    var text = ""
    for index in source.begin...source.end {
      let line = lines.lines[index]
      if ["RRULE", "RDATE", "EXDATE", "EXRULE"].contains(line.name) { continue }
      var piece = String(decoding: bytes[line.range], as: UTF8.self)
      if !piece.hasSuffix("\n") { piece += newline }
      text += piece
      if index == source.begin {
        let id = master.start.with(local: recurrenceID.local)
        text += ContentLineText.folded(ContentLineText.timeLine("RECURRENCE-ID", id), newline: newline)
      }
    }
    guard let calendarEnd = lines.blocks.first(where: { $0.depth == 0 })?.end else { return nil }
    let anchor = lines.lines[calendarEnd].range.lowerBound
    let count = lines.topLevel("VEVENT").count
    replace(anchor..<anchor, with: text)
    let events = lines.topLevel("VEVENT")
    return events.count > count ? events.last : nil
  }
}
