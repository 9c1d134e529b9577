import Foundation

/// A point on the Earth, in degrees (north and east positive).
public struct Coordinate: Sendable, Hashable {
  public var latitude: Double
  public var longitude: Double

  /// Makes a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The great-circle distance to another point, in kilometres (haversine, Earth radius 6,371 km).
  public func distance(to other: Coordinate) -> Double {
    let radians = Double.pi / 180
    let dLat = (other.latitude - latitude) * radians
    let dLon = (other.longitude - longitude) * radians
    let a =
      sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 6_371 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  /// `36.9741° N, 122.0308° W`.
  public var described: String {
    let lat = String(format: "%.4f° %@", abs(latitude), latitude < 0 ? "S" : "N")
    let lon = String(format: "%.4f° %@", abs(longitude), longitude < 0 ? "W" : "E")
    return "\(lat), \(lon)"
  }
}

/// What a picture file says about itself: its size in pixels and the EXIF fields the Photos app
/// shows and finds by.
public struct PictureMetadata: Sendable, Hashable {
  /// The size as shown (after the EXIF orientation turns it).
  public var width: Int
  public var height: Int
  /// EXIF ImageDescription: the caption a camera or a library wrote.
  public var caption: String?
  /// EXIF DateTimeOriginal, in the zone OffsetTimeOriginal names, else in `timeZone` of the reader.
  public var taken: Date?
  public var make: String?
  public var model: String?
  /// EXIF GPSLatitude/GPSLongitude with their N/S, E/W references.
  public var coordinate: Coordinate?
  /// EXIF Orientation, 1-8 (1 = upright).
  public var orientation: Int
  /// Windows' XPKeywords (what the picture shows, as a library tagged it), split at `;`.
  public var keywords: [String]
  /// The EXIF/Windows Rating, 0-5.
  public var rating: Int?

  /// Makes metadata (the reader fills it; tests make it by hand).
  public init(
    width: Int, height: Int, caption: String? = nil, taken: Date? = nil, make: String? = nil,
    model: String? = nil, coordinate: Coordinate? = nil, orientation: Int = 1, keywords: [String] = [],
    rating: Int? = nil
  ) {
    self.width = width
    self.height = height
    self.caption = caption
    self.taken = taken
    self.make = make
    self.model = model
    self.coordinate = coordinate
    self.orientation = orientation
    self.keywords = keywords
    self.rating = rating
  }

  /// Reads a picture file's header and EXIF (the pixels are not decoded). `timeZone` is the zone
  /// of a DateTimeOriginal that names no offset (cameras write local wall-clock time).
  public static func read(_ url: URL, timeZone: TimeZone = .current) throws(ImageError) -> PictureMetadata {
    let picture = try Picture.open(url, headerOnly: true)
    var metadata = PictureMetadata(width: picture.width, height: picture.height)
    if let blob = picture.exif { ExifReader(blob)?.fill(&metadata, timeZone: timeZone) }
    if (5...8).contains(metadata.orientation) { swap(&metadata.width, &metadata.height) }
    return metadata
  }
}
