import Foundation

/// A named place and where it is.
public struct Place: Sendable, Hashable {
  public var name: String
  public var coordinate: Coordinate
}

/// Names a GPS position by the nearest place of a small list (`Gazetteer+Places.swift`: cities of
/// the world and of California, lakes and beaches people photograph), when one lies within
/// ``reach``; a position farther from every place has no name and is shown as coordinates.
public struct Gazetteer: Sendable {
  /// How far from a place a picture still counts as taken there, in kilometres.
  public static let reach = 40.0

  public let places: [Place]

  /// The list shipped with Hark.
  public static let shipped = Gazetteer(tsv: Gazetteer.placesTSV)

  /// Reads `name<TAB>latitude<TAB>longitude` lines; `#` lines and malformed lines are skipped.
  public init(tsv: String) {
    places = tsv.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let columns = line.split(separator: "\t")
      guard columns.count == 3, let latitude = Double(columns[1]), let longitude = Double(columns[2]) else {
        return nil
      }
      return Place(name: String(columns[0]), coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
  }

  /// The nearest place within ``reach``, else nil.
  public func name(of coordinate: Coordinate) -> String? {
    let nearest = places.min {
      $0.coordinate.distance(to: coordinate) < $1.coordinate.distance(to: coordinate)
    }
    guard let nearest, nearest.coordinate.distance(to: coordinate) <= Self.reach else { return nil }
    return nearest.name
  }

  /// The place's name, else the coordinates themselves.
  public func describe(_ coordinate: Coordinate) -> String { name(of: coordinate) ?? coordinate.described }

  /// A place by name (the demo pictures are placed with it).
  public func place(named name: String) -> Place? { places.first { $0.name == name } }
}
