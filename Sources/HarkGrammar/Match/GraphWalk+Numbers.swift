extension GraphWalk {
  /// The numbers range list `listIndex` (of `range`) takes at `position`, as `listMatches` keeps
  /// them in its memo: (end, number word index or -1, value). Digits, with a sign and a decimal
  /// fraction where the range takes one, and the range's number words.
  func rangeMatches(_ listIndex: Int, _ range: RangeSource, _ position: Int) -> [(
    Int, Int32, Double
  )] {
    var result: [(Int, Int32, Double)] = []
    if range.digits {
      var index = position
      var negative = false
      if index < context.count && context.input[index] == 0x2D {
        negative = true
        index += 1
      }
      let digitsStart = index
      var value = 0.0
      while index < context.count, context.input[index] >= 0x30, context.input[index] <= 0x39 {
        value = value * 10 + Double(context.input[index] - 0x30)
        index += 1
      }
      if index > digitsStart && index - digitsStart < 16 {
        var end = index
        if index + 1 < context.count, context.input[index] == 0x2E || context.input[index] == 0x2C,
          context.input[index + 1] >= 0x30,
          context.input[index + 1] <= 0x39
        {
          var fraction = 0.0
          var scale = 0.1
          var cursor = index + 1
          while cursor < context.count, context.input[cursor] >= 0x30, context.input[cursor] <= 0x39 {
            fraction += Double(context.input[cursor] - 0x30) * scale
            scale /= 10
            cursor += 1
          }
          let fractional = value + fraction
          if Self.inRange(negative ? -fractional : fractional, range, fractional: true) {
            result.append((cursor, -1, (negative ? -fractional : fractional) * (range.multiplier ?? 1)))
          }
        }
        if negative { value = -value }
        if Self.inRange(value, range, fractional: false) {
          end = index
          result.append((end, -1, value * (range.multiplier ?? 1)))
        }
      }
    }
    if !context.tables.numberWords[listIndex].isEmpty {
      var found: [(Int, Int32)] = []
      context.tables.numberWords[listIndex].prefixes(of: context.input, from: position, into: &found)
      for (end, payload) in found {
        result.append((end, payload, context.lists[listIndex].numbers[Int(payload)]))
      }
    }
    return result
  }

  private static func inRange(_ value: Double, _ range: RangeSource, fractional: Bool) -> Bool {
    guard value >= range.from && value <= range.to else { return false }
    if fractional {
      let fraction = value - value.rounded(.down)
      switch range.fractions {
      case "halves": return abs(fraction - 0.5) < 1e-9
      case "tenths": return true
      default: return false
      }
    }
    let steps = (value - range.from) / range.step
    return abs(steps - steps.rounded()) < 1e-9
  }
}
