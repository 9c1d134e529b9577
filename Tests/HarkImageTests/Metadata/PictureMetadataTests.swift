import Foundation
import Testing

@testable import HarkImage

@Suite struct PictureMetadataTests {
  @Test func theExifHarkWritesIsReadBack() throws {
    let pictures = try PictureFolder()
    let metadata = try PictureMetadata.read(pictures.original)
    #expect((metadata.width, metadata.height) == (480, 320))
    #expect(metadata.caption == "Mary on the beach at sunset")
    #expect(metadata.taken == pictures.fields.taken)
    #expect(metadata.make == "Hark")
    #expect(metadata.model == "Demo")
    #expect(metadata.keywords == ["sea", "海滩"])
    let coordinate = try #require(metadata.coordinate)
    #expect(abs(coordinate.latitude - 36.9624) < 0.0001)
    #expect(abs(coordinate.longitude + 122.0235) < 0.0001)
    #expect(Gazetteer.shipped.name(of: coordinate) == "Santa Cruz")
  }

  /// exiftool, which no one here wrote, reads what libexif wrote.
  @Test func exiftoolReadsTheDateCaptionAndPlace() throws {
    guard
      let exiftool = ["/usr/bin/exiftool", "/usr/local/bin/exiftool"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil,
        "exiftool is missing (Debian libimage-exiftool-perl)")
      return
    }
    let pictures = try PictureFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: exiftool)
    process.arguments = [
      "-s3", "-n", "-DateTimeOriginal", "-OffsetTimeOriginal", "-ImageDescription", "-GPSLatitude",
      "-GPSLongitude", pictures.original.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(output)")
    #expect(lines.first == "2026:06:01 11:21:00")
    #expect(lines.dropFirst().first == "-07:00")
    #expect(lines.dropFirst(2).first == "Mary on the beach at sunset")
    #expect(abs((Double(lines.dropFirst(3).first ?? "") ?? 0) - 36.9624) < 0.0001)
    #expect(abs((Double(lines.dropFirst(4).first ?? "") ?? 0) + 122.0235) < 0.0001)
  }

  /// A Rating exiftool wrote (a tag libexif has no name for) is read.
  @Test func theRatingAnotherToolWroteIsRead() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/exiftool") else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil,
        "exiftool is missing (Debian libimage-exiftool-perl)")
      return
    }
    let pictures = try PictureFolder()
    #expect(try PictureMetadata.read(pictures.original).rating == nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
    process.arguments = ["-q", "-overwrite_original", "-EXIF:Rating=5", pictures.original.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try PictureMetadata.read(pictures.original).rating == 5)
  }

  @Test func aPlaceFarFromEveryNamedPlaceIsItsCoordinates() {
    let middleOfThePacific = Coordinate(latitude: 30, longitude: -150)
    #expect(Gazetteer.shipped.name(of: middleOfThePacific) == nil)
    #expect(Gazetteer.shipped.describe(middleOfThePacific) == "30.0000° N, 150.0000° W")
    #expect(Gazetteer.shipped.places.count > 150)
  }
}
