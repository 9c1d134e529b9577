import CVips
import Foundation
import Testing

@testable import HarkImage

/// A temporary folder with one generated JPEG (the demo's beach, with EXIF), removed afterwards.
final class PictureFolder {
  let folder: URL
  let original: URL
  let fields: ExifFields

  init(name: String = "beach.jpg", width: Int = 480, height: Int = 320, orientation: Int? = nil) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    original = folder.appendingPathComponent(name)
    fields = ExifFields(
      caption: "Mary on the beach at sunset", taken: Date(timeIntervalSince1970: 1_780_338_060),
      timeZone: TimeZone(secondsFromGMT: -7 * 3600) ?? .current, make: "Hark", model: "Demo",
      coordinate: Coordinate(latitude: 36.9624, longitude: -122.0235), keywords: ["sea", "海滩"],
      orientation: orientation)
    let bytes = try Scene.beachAtSunset.jpeg(width: width, height: height, exif: fields)
    try Data(bytes).write(to: original)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }
}

@Suite struct LookWriterTests {
  @Test func cinematicWritesANewGradedLetterboxKeepingTheDate() throws {
    let pictures = try PictureFolder()
    let before = try Data(contentsOf: pictures.original)
    let made = try LookWriter.apply(.cinematic, to: pictures.original)

    #expect(made.lastPathComponent == "beach (cinematic).jpg")
    #expect(try Data(contentsOf: pictures.original) == before)
    let result = try Picture.open(made)
    let source = try Picture.open(pictures.original)
    #expect(result.width == 480)
    #expect(abs(Double(result.width) / 2.39 - Double(result.height)) <= 1)
    // The same band of the original, to compare pixel for pixel.
    let band = try source.cropped(left: 0, top: (320 - result.height) / 2, width: 480, height: result.height)
    let difference = try result.meanDifference(from: band)
    #expect(difference > 8, "mean absolute difference \(difference)")

    let old = try PictureMetadata.read(pictures.original)
    let new = try PictureMetadata.read(made)
    #expect(old.taken == pictures.fields.taken)
    #expect(new.taken == old.taken)
    #expect(new.coordinate == old.coordinate)
    #expect(new.caption == "Mary on the beach at sunset (cinematic)")
    #expect(new.orientation == 1)

    // Where the lead can look at them.
    let shown = URL(fileURLWithPath: "/tmp/hark-photos")
    try? FileManager.default.createDirectory(at: shown, withIntermediateDirectories: true)
    try Data(source.encoded(png: true)).write(to: shown.appendingPathComponent("before.png"))
    try Data(result.encoded(png: true)).write(to: shown.appendingPathComponent("after-cinematic.png"))
  }

  /// A picture a camera took sideways (EXIF orientation 6) is turned upright before the look, and
  /// the new file says orientation 1, so no viewer turns it again.
  @Test func aSidewaysPictureIsTurnedUprightAndTheNewFileSaysSo() throws {
    let pictures = try PictureFolder(orientation: 6)
    let old = try PictureMetadata.read(pictures.original)
    #expect((old.width, old.height, old.orientation) == (320, 480, 6))
    let made = try LookWriter.apply(.cinematic, to: pictures.original)
    let new = try PictureMetadata.read(made)
    #expect((new.width, new.orientation) == (320, 1))
    #expect(abs(320 / 2.39 - Double(new.height)) <= 1)
    #expect(new.taken == old.taken)
  }

  @Test func monoHasEqualRedGreenAndBlue() throws {
    let pictures = try PictureFolder()
    let made = try LookWriter.apply(.mono, to: pictures.original)
    let result = try Picture.open(made)
    // JPEG keeps a grey picture grey: its chroma is constant, so the channels stay equal.
    let redGreen = try result.band(0).meanDifference(from: result.band(1))
    let greenBlue = try result.band(1).meanDifference(from: result.band(2))
    #expect(redGreen < 0.5 && greenBlue < 0.5, "R-G \(redGreen), G-B \(greenBlue)")
    #expect(try result.meanDifference(from: Picture.open(pictures.original)) > 5)
  }

  @Test func rotateSwapsWidthAndHeightAndCropSquareIsSquare() throws {
    let pictures = try PictureFolder()
    let right = try Picture.open(LookWriter.apply(.rotateRight, to: pictures.original))
    #expect((right.width, right.height) == (320, 480))
    let left = try Picture.open(LookWriter.apply(.rotateLeft, to: pictures.original))
    #expect((left.width, left.height) == (320, 480))
    #expect(try left.meanDifference(from: right) > 5)
    let square = try Picture.open(LookWriter.apply(.square, to: pictures.original))
    #expect((square.width, square.height) == (320, 320))
  }

  @Test(arguments: [ImageLook.vivid, .dramatic, .warm, .cool, .noir, .silvertone])
  func everyNamedLookChangesThePixels(look: ImageLook) throws {
    let pictures = try PictureFolder()
    let made = try LookWriter.apply(look, to: pictures.original)
    #expect(made.lastPathComponent == "beach (\(look.rawValue)).jpg")
    let difference = try Picture.open(made).meanDifference(from: Picture.open(pictures.original))
    #expect(difference > 3, "\(look): \(difference)")
  }

  @Test func aSecondLookOfTheSameKindNeverOverwritesTheFirst() throws {
    let pictures = try PictureFolder()
    let first = try LookWriter.apply(.warm, to: pictures.original)
    let firstBytes = try Data(contentsOf: first)
    let second = try LookWriter.apply(.warm, to: pictures.original)
    #expect(second.lastPathComponent == "beach (warm 2).jpg")
    #expect(try Data(contentsOf: first) == firstBytes)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: pictures.folder.path).filter {
      $0.hasPrefix(".")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func aFileThatIsNoPictureIsAnErrorWithItsPath() throws {
    let pictures = try PictureFolder()
    let text = pictures.folder.appendingPathComponent("notes.jpg")
    try Data("not a picture".utf8).write(to: text)
    #expect {
      try LookWriter.apply(.mono, to: text)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? ImageError else { return false }
      return path == text.path
    }
  }
}

@Suite struct PNGLookTests {
  /// A PNG's look is a PNG beside it, its pixels changed, the original's bytes as they were.
  @Test func aPNGGetsAPNG() throws {
    let pictures = try PictureFolder()
    let png = pictures.folder.appendingPathComponent("night sky.png")
    try Data(Picture.open(pictures.original).encoded(png: true)).write(to: png)
    let before = try Data(contentsOf: png)
    let made = try LookWriter.apply(.cool, to: png)
    #expect(made.lastPathComponent == "night sky (cool).png")
    #expect(try Data(contentsOf: made).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(try Picture.open(made).meanDifference(from: Picture.open(png)) > 3)
    #expect(try Data(contentsOf: png) == before)
  }
}
