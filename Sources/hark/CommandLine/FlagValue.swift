import Foundation

/// A flag's value, read.
enum FlagValue: Equatable {
  case on
  case text(String)
  case integer(Int)
  case time(Date)
}
