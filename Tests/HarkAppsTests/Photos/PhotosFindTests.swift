import Foundation
import HarkApps
import HarkCore
import HarkImage
import HarkStore
import HarkTesting
import Testing

/// Finding photos in the demo store's pictures folder: all of them newest first, or by words of
/// their EXIF caption, the place their GPS position is nearest, or their keywords.
@Suite struct PhotosFindTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func everyPictureIsAPhotoListedNewestFirstOnceWhateverItsAlbums() throws {
    let result = try tester.run("photos.findAssets", in: "photos")
    #expect(result.listed.map(\.id) == ["aurora.jpg", "beach.jpg", "enchiladas.jpg", "team.jpg"])
    #expect(result.listed.map(\.title).first == "Aurora over the lake, green and violet")
  }

  @Test(arguments: [("beach", "beach.jpg"), ("海滩", "beach.jpg"), ("Tucson", "enchiladas.jpg")])
  func photosAreFoundByTheirWords(words: String, id: String) throws {
    let result = try tester.run("photos.findAssets", in: "photos", ["criteria": .string(words)])
    #expect(result.listed.map(\.id) == [id])
  }

  @Test func aPhotoKnowsItsDatePlaceAlbumsAndFile() throws {
    let photos = try tester.entities(PhotoAsset.self, in: "photos")
    let beach = try #require(photos.first { $0.id == "beach.jpg" })
    #expect(beach.creationDate == tester.now.addingTimeInterval(-8 * 86_400))
    #expect(beach.location == "Santa Cruz")
    #expect(beach.albums == ["Family"])
    #expect(beach.links.count == 2)
    #expect((beach.width, beach.height) == (480, 320))
  }

  /// The acceptance: the beach at sunset with a cinematic look is a new file, graded and
  /// letterboxed, that keeps the EXIF date; the original is as it was.
  @Test func aCinematicFilterWritesANewFileBesideTheOriginal() throws {
    let beach = try tester.entity(PhotoAsset.self, in: "photos", id: "beach.jpg")
    let pictures = tester.store.root.appendingPathComponent("photos/pictures")
    let original = pictures.appendingPathComponent("beach.jpg")
    let before = try Data(contentsOf: original)
    let result = try tester.run(
      "photos.setFilter", in: "photos", ["target": beach, "filter": .string("cinematic")])
    #expect(
      result.dialog.full
        == "Applied cinematic to “Mary on the beach at sunset”: saved photos/pictures/beach (cinematic).jpg in the store."
    )
    let made = pictures.appendingPathComponent("beach (cinematic).jpg")
    #expect(try Data(contentsOf: original) == before)
    let metadata = try PictureMetadata.read(made)
    #expect(abs(Double(metadata.width) / 2.39 - Double(metadata.height)) <= 1)
    #expect(metadata.taken == tester.now.addingTimeInterval(-8 * 86_400))
    #expect(result.entities.map(\.id) == ["beach (cinematic).jpg"])
    let listed = try tester.run("photos.findAssets", in: "photos").listed
    #expect(listed.contains { $0.title == "Mary on the beach at sunset (cinematic)" })
  }
}
