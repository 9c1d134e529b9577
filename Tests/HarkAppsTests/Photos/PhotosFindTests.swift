import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Finding photos: all of them newest first, or by words of their caption, place or keywords.
@Suite struct PhotosFindTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func everyPhotoIsListedNewestFirst() throws {
    let result = try tester.run("photos.findAssets", in: "photos")
    #expect(result.listed.map(\.id) == ["photo-aurora", "photo-beach", "photo-enchiladas", "photo-team"])
  }

  @Test(arguments: [("beach", "photo-beach"), ("海滩", "photo-beach"), ("Tucson", "photo-enchiladas")])
  func photosAreFoundByTheirWords(words: String, id: String) throws {
    let result = try tester.run("photos.findAssets", in: "photos", ["criteria": .string(words)])
    #expect(result.listed.map(\.id) == [id])
  }

  @Test func aCinematicFilterIsApplied() throws {
    let beach = try tester.entity(PhotoAsset.self, in: "photos", id: "photo-beach")
    try tester.run("photos.setFilter", in: "photos", ["target": beach, "filter": .string("cinematic")])
    let stored = try #require(try tester.store.record(app: "photos", collection: "assets", id: "photo-beach"))
    #expect(stored.fields["filter"] == .string("cinematic"))
  }
}
