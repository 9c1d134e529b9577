import CVips

/// A small picture drawn with libvips from shapes: the demo store's pictures, which suggest their
/// subjects (a beach at sunset, an aurora over a lake, a plate of enchiladas, a team on a lawn)
/// without a downloaded image.
///
/// A scene is a vertical gradient (the sky, or a table) and shapes drawn over it in order, in the
/// coordinates of a 480×320 picture, scaled to the size asked for.
public struct Scene: Sendable, Hashable {
  /// One drawing step.
  public enum Step: Sendable, Hashable {
    /// A filled circle: colour (r, g, b), centre x, y and radius.
    case circle([Double], Int, Int, Int)
    /// A filled rectangle: colour, left, top, width, height.
    case rect([Double], Int, Int, Int, Int)
    /// A gaussian blur of everything drawn so far (sigma in 480×320 pixels).
    case blur(Double)
  }

  /// The gradient's colour at the top and at the bottom.
  public var top: [Double]
  public var bottom: [Double]
  public var steps: [Step]

  /// Makes a scene.
  public init(top: [Double], bottom: [Double], steps: [Step]) {
    self.top = top
    self.bottom = bottom
    self.steps = steps
  }

  /// The scene drawn at `width`×`height`, as a JPEG carrying `exif`.
  public func jpeg(width: Int = 480, height: Int = 320, exif: ExifFields) throws(ImageError) -> [UInt8] {
    let picture = try draw(width: width, height: height)
    picture.exif = try exif.block()
    return try picture.encoded(quality: 88)
  }

  func draw(width: Int, height: Int) throws(ImageError) -> Picture {
    let scale = Double(width) / 480
    func s(_ value: Int) -> Int32 { Int32((Double(value) * scale).rounded()) }
    // The gradient: y of each pixel, 0 at the top, 1 at the bottom, mixed between the colours.
    let slope = zip(top, bottom).map { ($1 - $0) / Double(max(height - 1, 1)) }
    var picture = try Picture.make("xyz") { hark_vips_xyz($0, Int32(width), Int32(height)) }
      .band(1).linear(slope, top).uchar().inMemory()
    for step in steps {
      switch step {
      case .circle(let ink, let x, let y, let radius):
        picture = try picture.drawn { image in
          ink.withUnsafeBufferPointer {
            hark_vips_draw_circle(image, $0.baseAddress, Int32($0.count), s(x), s(y), s(radius))
          }
        }
      case .rect(let ink, let left, let top, let w, let h):
        picture = try picture.drawn { image in
          ink.withUnsafeBufferPointer {
            hark_vips_draw_rect(image, $0.baseAddress, Int32($0.count), s(left), s(top), s(w), s(h))
          }
        }
      case .blur(let sigma):
        picture = try picture.blurred(sigma * scale).uchar().inMemory()
      }
    }
    return try picture.colourspace(VIPS_INTERPRETATION_sRGB)
  }
}

extension Scene {
  /// A figure standing: a head and a body, feet at (x, ground).
  static func person(
    x: Int, ground: Int, shirt: [Double], skin: [Double] = [224, 172, 140], height: Int = 110
  )
    -> [Step]
  {
    let head = height / 6
    return [
      .rect([40, 40, 60], x - head / 2, ground - height * 2 / 5, head / 2, height * 2 / 5),
      .rect([40, 40, 60], x + 2, ground - height * 2 / 5, head / 2, height * 2 / 5),
      .rect(shirt, x - head, ground - height + 2 * head, 2 * head + 2, height * 3 / 5 - 2 * head + head),
      .circle(skin, x + 1, ground - height + head, head),
    ]
  }

  /// Mary on the beach at sunset: a violet-to-orange sky, the sun on the horizon, the sea, sand.
  public static let beachAtSunset = Scene(
    top: [70, 40, 110], bottom: [255, 150, 70],
    steps: [
      .circle([255, 214, 120], 300, 176, 46), .blur(6),
      .rect([40, 70, 120], 0, 176, 480, 70), .rect([250, 170, 90], 230, 182, 140, 6),
      .rect([230, 150, 90], 250, 196, 100, 4), .rect([230, 196, 140], 0, 246, 480, 74),
    ] + person(x: 150, ground: 290, shirt: [200, 40, 60]))

  /// An aurora over a lake at night: green and violet curtains, dark hills, their reflection.
  public static let auroraOverLake = Scene(
    top: [8, 12, 36], bottom: [20, 40, 70],
    steps: [
      .circle([60, 220, 130], 120, 70, 60), .circle([70, 240, 150], 220, 50, 55),
      .circle([50, 200, 120], 320, 80, 60), .circle([150, 80, 200], 400, 40, 50),
      .circle([130, 70, 190], 60, 30, 40), .blur(22),
      .circle([12, 18, 24], 60, 230, 80), .circle([15, 22, 30], 200, 250, 90),
      .circle([12, 18, 24], 380, 240, 100), .rect([10, 24, 44], 0, 215, 480, 105),
      .rect([40, 130, 90], 80, 250, 160, 3), .rect([90, 60, 140], 330, 262, 90, 3),
      .circle([255, 255, 240], 40, 15, 2), .circle([255, 255, 240], 180, 25, 1),
      .circle([255, 255, 240], 300, 12, 2), .circle([255, 255, 240], 440, 90, 1),
    ])

  /// Mom's enchiladas: a white plate of red-sauced rolls, cheese and green onion on a wooden table.
  public static let enchiladas = Scene(
    top: [120, 78, 48], bottom: [90, 55, 32],
    steps: [
      .rect([105, 66, 40], 0, 100, 480, 4), .rect([105, 66, 40], 0, 210, 480, 4),
      .circle([245, 243, 236], 240, 160, 140), .circle([232, 228, 220], 240, 160, 120),
      .rect([180, 40, 30], 150, 100, 180, 36), .rect([170, 36, 28], 150, 142, 180, 36),
      .rect([185, 44, 32], 150, 184, 180, 36), .blur(2),
      .circle([250, 220, 110], 180, 115, 8), .circle([250, 220, 110], 260, 150, 9),
      .circle([250, 220, 110], 300, 200, 7), .circle([250, 220, 110], 210, 195, 8),
      .circle([90, 170, 70], 200, 130, 4), .circle([90, 170, 70], 280, 120, 4),
      .circle([90, 170, 70], 240, 175, 4), .circle([90, 170, 70], 170, 205, 4),
    ])

  /// The team photo at the offsite: five people on a lawn before the sea and a blue sky.
  public static let teamPhoto = Scene(
    top: [110, 170, 235], bottom: [190, 220, 245],
    steps: [
      .rect([70, 120, 170], 0, 140, 480, 40), .rect([90, 160, 70], 0, 180, 480, 140),
    ] + person(x: 80, ground: 290, shirt: [40, 90, 170]) + person(x: 160, ground: 285, shirt: [220, 120, 40])
      + person(x: 240, ground: 292, shirt: [60, 150, 90], height: 120)
      + person(x: 320, ground: 286, shirt: [160, 50, 120])
      + person(x: 400, ground: 290, shirt: [230, 200, 60]))
}
