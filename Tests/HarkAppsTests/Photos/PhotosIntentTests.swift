import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Photos' intents in isolation, with the store checked after.
@Suite struct PhotosIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func photo(_ id: String) throws -> ParameterValue {
    try tester.entity(PhotoAsset.self, in: "photos", id: id)
  }
  func album(_ id: String) throws -> ParameterValue {
    try tester.entity(PhotoAlbum.self, in: "photos", id: id)
  }

  @Test func openAssetDescribesThePhoto() throws {
    let result = try tester.run("photos.openAsset", in: "photos", ["target": try photo("photo-aurora")])
    #expect(result.dialog.full.hasPrefix("Aurora over the lake, green and violet ("))
    #expect(result.entities.map(\.id) == ["photo-aurora"])
  }

  @Test func createAlbumWritesAnEmptyAlbum() throws {
    let result = try tester.run("photos.createAlbum", in: "photos", ["name": .string("Trips")])
    let id = try #require(result.entities.first?.id)
    let stored = try #require(try tester.store.record(app: "photos", collection: "albums", id: id))
    #expect(stored.fields == ["name": .string("Trips"), "assets": .array([])])
  }

  @Test func createAlbumRefusesADuplicateName() {
    #expect(throws: IntentError.alreadyExists(IntentSubject(PhotoAlbum.self, name: "family"))) {
      try tester.run("photos.createAlbum", in: "photos", ["name": .string("family")])
    }
  }

  @Test func addAssetsToAlbumAddsEachPhotoOnce() throws {
    let result = try tester.run(
      "photos.addAssetsToAlbum", in: "photos",
      [
        "assets": .list([try photo("photo-aurora"), try photo("photo-beach")]),
        "album": try album("album-family"),
      ])
    #expect(result.dialog.full == "Added 1 photo to Family.")
    let stored = try #require(
      try tester.store.record(app: "photos", collection: "albums", id: "album-family"))
    #expect(
      stored.fields["assets"]
        == .array([.string("photo-beach"), .string("photo-enchiladas"), .string("photo-aurora")]))
  }

  @Test func setFilterAppliesAKnownFilterAndRefusesOthers() throws {
    try tester.run(
      "photos.setFilter", in: "photos", ["target": try photo("photo-beach"), "filter": .string("Mono")])
    let stored = try #require(try tester.store.record(app: "photos", collection: "assets", id: "photo-beach"))
    #expect(stored.fields["filter"] == .string("mono"))
    #expect(throws: IntentError.self) {
      try tester.run(
        "photos.setFilter", in: "photos", ["target": try photo("photo-beach"), "filter": .string("sepia")])
    }
  }

  @Test func deleteAssetsRemovesThemFromTheirAlbums() throws {
    try tester.run("photos.deleteAssets", in: "photos", ["entities": .list([try photo("photo-beach")])])
    #expect(try tester.store.record(app: "photos", collection: "assets", id: "photo-beach") == nil)
    let family = try #require(
      try tester.store.record(app: "photos", collection: "albums", id: "album-family"))
    #expect(family.fields["assets"] == .array([.string("photo-enchiladas")]))
  }
}
