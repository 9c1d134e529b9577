import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Photos' intents in isolation, with the pictures folder checked after.
@Suite struct PhotosIntentTests {
  let tester: IntentTester
  let pictures: URL
  init() throws {
    tester = try IntentTester(apps: SampleApps.all)
    pictures = tester.store.root.appendingPathComponent("photos/pictures")
  }

  func photo(_ id: String) throws -> ParameterValue {
    try tester.entity(PhotoAsset.self, in: "photos", id: id)
  }
  func album(_ id: String) throws -> ParameterValue {
    try tester.entity(PhotoAlbum.self, in: "photos", id: id)
  }
  func inode(_ path: String) throws -> UInt64 {
    var info = stat()
    try #require(lstat(pictures.appendingPathComponent(path).path, &info) == 0)
    return UInt64(info.st_ino)
  }

  @Test func openAssetDescribesThePhoto() throws {
    let result = try tester.run("photos.openAsset", in: "photos", ["target": try photo("aurora.jpg")])
    #expect(result.dialog.full.hasPrefix("Aurora over the lake, green and violet ("))
    #expect(result.entities.map(\.id) == ["aurora.jpg"])
  }

  @Test func createAlbumMakesAFolder() throws {
    let result = try tester.run("photos.createAlbum", in: "photos", ["name": .string("Trips")])
    #expect(result.entities.map(\.id) == ["Trips"])
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: pictures.appendingPathComponent("Trips").path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func createAlbumRefusesADuplicateNameAndASlash() {
    #expect(throws: IntentError.alreadyExists(IntentSubject(PhotoAlbum.self, name: "family"))) {
      try tester.run("photos.createAlbum", in: "photos", ["name": .string("family")])
    }
    #expect(throws: IntentError.forbiddenCharacter("/", parameter: "name")) {
      try tester.run("photos.createAlbum", in: "photos", ["name": .string("a/b")])
    }
  }

  @Test func addAssetsToAlbumLinksEachPhotoOnce() throws {
    let result = try tester.run(
      "photos.addAssetsToAlbum", in: "photos",
      ["assets": .list([try photo("aurora.jpg"), try photo("beach.jpg")]), "album": try album("Family")])
    #expect(result.dialog.full == "Added 1 photo to Family.")
    #expect(try inode("Family/aurora.jpg") == inode("aurora.jpg"))
    let photos = try tester.entities(PhotoAsset.self, in: "photos")
    #expect(photos.count == 4)
    #expect(photos.first { $0.id == "aurora.jpg" }?.albums == ["Family"])
  }

  @Test func setFilterWritesEachLookAndRefusesUnknownOnes() throws {
    let rotated = try tester.run(
      "photos.setFilter", in: "photos", ["target": try photo("beach.jpg"), "filter": .string("rotate")])
    #expect(
      rotated.dialog.full
        == "Turned “Mary on the beach at sunset” a quarter turn clockwise: saved photos/pictures/beach (rotated).jpg in the store."
    )
    let square = try tester.run(
      "photos.setFilter", in: "photos", ["target": try photo("team.jpg"), "filter": .string("square")])
    #expect(
      square.dialog.full
        == "Cropped “Team photo at the offsite” to a square: saved photos/pictures/team (square).jpg in the store."
    )
    let original = try tester.run(
      "photos.setFilter", in: "photos", ["target": try photo("team.jpg"), "filter": .string("original")])
    #expect(original.dialog.key == "unfiltered")
    #expect(throws: IntentError.self) {
      try tester.run(
        "photos.setFilter", in: "photos", ["target": try photo("beach.jpg"), "filter": .string("sepia")])
    }
  }

  @Test func deleteAssetsMovesEveryPathToTheTrash() throws {
    try tester.run("photos.deleteAssets", in: "photos", ["entities": .list([try photo("beach.jpg")])])
    #expect(!FileManager.default.fileExists(atPath: pictures.appendingPathComponent("beach.jpg").path))
    #expect(!FileManager.default.fileExists(atPath: pictures.appendingPathComponent("Family/beach.jpg").path))
    let trash = DataSources.storeTrash(tester.store.root)
    let trashed = try FileManager.default.contentsOfDirectory(
      atPath: trash.appendingPathComponent("files").path)
    #expect(trashed.sorted() == ["beach.2.jpg", "beach.jpg"])
    let info = try String(
      contentsOf: trash.appendingPathComponent("info/beach.jpg.trashinfo"), encoding: .utf8)
    #expect(info.contains("Path=\(pictures.appendingPathComponent("beach.jpg").path)"))
    #expect(
      try tester.entities(PhotoAsset.self, in: "photos").map(\.id) == [
        "aurora.jpg", "enchiladas.jpg", "team.jpg",
      ])
  }

  /// A pictures folder the sources mark read-only is read, never written.
  @Test func aReadOnlyPicturesFolderGetsNoLookAndNoDeletion() throws {
    var tester = tester
    var sources = DataSources.storeOwn(tester.store.root)
    sources.pictures = sources.pictures.map { folder in
      var readOnly = folder
      readOnly.isReadOnly = true
      return readOnly
    }
    tester.sources = sources
    let before = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    #expect(throws: IntentError.source(.folderReadOnly(name: "pictures"))) {
      try tester.run(
        "photos.setFilter", in: "photos", ["target": try photo("beach.jpg"), "filter": .string("cinematic")])
    }
    #expect(throws: IntentError.source(.folderReadOnly(name: "pictures"))) {
      try tester.run("photos.deleteAssets", in: "photos", ["entities": .list([try photo("beach.jpg")])])
    }
    #expect(throws: IntentError.source(.folderReadOnly(name: "pictures"))) {
      try tester.run("photos.createAlbum", in: "photos", ["name": .string("Trips")])
    }
    #expect(throws: IntentError.source(.folderReadOnly(name: "pictures"))) {
      try tester.run(
        "photos.addAssetsToAlbum", in: "photos",
        ["assets": .list([try photo("aurora.jpg")]), "album": try album("Family")])
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: pictures.appendingPathComponent("Family").path)
        .count == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == before)
  }
}
