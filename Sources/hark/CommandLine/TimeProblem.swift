/// What is wrong with a time, and at which character (counted from 1).
enum TimeProblem: Error, Equatable {
  case expected(String, found: String?, at: Int)
  case outOfRange(field: String, value: Int, range: ClosedRange<Int>, at: Int)
  case noSuchDay(year: Int, month: Int, day: Int, at: Int)
  case noSuchOffset(String, at: Int)
  case trailing(String, at: Int)
  /// A valid time the calendar still cannot place (never seen in practice; kept honest).
  case unrepresentable

  /// Where in the text the problem is, counted from 1.
  var position: Int? {
    switch self {
    case .expected(_, _, let at), .outOfRange(_, _, _, let at), .noSuchDay(_, _, _, let at),
      .noSuchOffset(_, let at), .trailing(_, let at):
      at
    case .unrepresentable: nil
    }
  }
}
