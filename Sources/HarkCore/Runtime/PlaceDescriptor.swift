/// A place as any app can describe one: an address, a coordinate, or only a name.
///
/// The counterpart of App Intents' `PlaceDescriptor`. Until the shell has a geocoder, a place said
/// in words arrives with only its ``commonName``.
public struct PlaceDescriptor: Sendable, Hashable, Codable {
  /// A point on the Earth, in degrees.
  public struct Coordinate: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// The name people use ("Blue Bottle on Mint Plaza", "home").
  public var commonName: String?
  /// A postal address on one line.
  public var address: String?
  public var coordinate: Coordinate?

  public init(commonName: String? = nil, address: String? = nil, coordinate: Coordinate? = nil) {
    self.commonName = commonName
    self.address = address
    self.coordinate = coordinate
  }

  /// The name, else the address, else the coordinate, as the shell says it.
  public var displayName: String {
    if let commonName, !commonName.isEmpty { return commonName }
    if let address, !address.isEmpty { return address }
    if let coordinate { return "\(coordinate.latitude), \(coordinate.longitude)" }
    return ""
  }
}
