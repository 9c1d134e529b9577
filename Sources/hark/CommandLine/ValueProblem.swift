/// Why a value is not what its flag needs.
enum ValueProblem: Error, Equatable {
  case empty
  case noSuchFile
  case notAFile
  case notADirectory
  case notAnInteger
  case belowMinimum(Int)
  case notAChoice([String], suggestion: String?)
  case time(TimeProblem)
}
