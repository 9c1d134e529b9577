import CVips

/// A look the Photos app applies to a picture, writing a new file beside it.
///
/// Each is made with libvips on the upright picture (the EXIF orientation applied first), in
/// CIELAB where it changes colour, so lightness and colour move separately:
/// - `cinematic`: a teal-and-orange grade — a and b shifted with lightness (shadows toward teal,
///   a −11 b −15 at black; highlights toward orange, a +11 b +15 at white), lightness contrast ×1.15,
///   colour ×1.1 — then a centre crop to the 2.39:1 of anamorphic film (the letterbox, cut away).
/// - `mono`: lightness only (sRGB → grey → sRGB), so red = green = blue.
/// - `vivid`: colour (a, b) ×1.4, lightness contrast ×1.05.
/// - `dramatic`: lightness contrast ×1.4 around mid-grey, colour ×0.85, a touch darker (L −4).
/// - `warm`: toward amber (b +12, a +3).
/// - `cool`: toward blue (b −12, a −2).
/// - `noir`: grey with hard contrast (lightness ×1.6 around mid-grey, −6), no colour.
/// - `silvertone`: grey, blacks lifted (L ×0.85 + 10), a faint cold sheen (b −4).
/// - `rotateRight` / `rotateLeft`: a quarter turn clockwise / anticlockwise.
/// - `square`: the centre square, as wide as the shorter side.
public enum ImageLook: String, Sendable, CaseIterable {
  case cinematic, mono, vivid, dramatic, warm, cool, noir, silvertone
  case rotateRight = "rotated", rotateLeft = "rotated left", square

  /// The letterbox's width to height.
  public static let cinematicAspect = 2.39

  func render(_ source: Picture) throws(ImageError) -> Picture {
    let picture = try source.upright().rgb()
    switch self {
    case .cinematic:
      let lab = try picture.colourspace(VIPS_INTERPRETATION_LAB)
      let lightness = try lab.band(0)
      let shift = try lightness.linear([0, 0.22, 0.30], [0, -11, -15])
      let graded = try lab.linear([1.15, 1.1, 1.1], [-7.5, 0, 0]).adding(shift)
      return try Self.letterbox(graded.colourspace(VIPS_INTERPRETATION_sRGB).uchar())
    case .mono:
      return try picture.colourspace(VIPS_INTERPRETATION_B_W).colourspace(VIPS_INTERPRETATION_sRGB).uchar()
    case .vivid: return try Self.lab(picture, [1.05, 1.4, 1.4], [-2.5, 0, 0])
    case .dramatic: return try Self.lab(picture, [1.4, 0.85, 0.85], [-24, 0, 0])
    case .warm: return try Self.lab(picture, [1, 1, 1], [0, 3, 12])
    case .cool: return try Self.lab(picture, [1, 1, 1], [0, -2, -12])
    case .noir: return try Self.lab(picture, [1.6, 0, 0], [-36, 0, 0])
    case .silvertone: return try Self.lab(picture, [0.85, 0, 0], [10, 0, -4])
    case .rotateRight: return try picture.rotated(VIPS_ANGLE_D90)
    case .rotateLeft: return try picture.rotated(VIPS_ANGLE_D270)
    case .square:
      let side = min(picture.width, picture.height)
      return try picture.cropped(
        left: (picture.width - side) / 2, top: (picture.height - side) / 2, width: side, height: side)
    }
  }

  /// `a * (L, a, b) + b` in CIELAB, back to 8-bit sRGB.
  private static func lab(_ picture: Picture, _ scale: [Double], _ offset: [Double]) throws(ImageError)
    -> Picture
  {
    try picture.colourspace(VIPS_INTERPRETATION_LAB).linear(scale, offset)
      .colourspace(VIPS_INTERPRETATION_sRGB).uchar()
  }

  /// The centre of the picture at 2.39:1: full width and a band of its height, or full height and
  /// a band of its width when it is wider still.
  static func letterbox(_ picture: Picture) throws(ImageError) -> Picture {
    let width = picture.width
    let height = picture.height
    let bandHeight = Int((Double(width) / cinematicAspect).rounded())
    if bandHeight <= height {
      return try picture.cropped(left: 0, top: (height - bandHeight) / 2, width: width, height: bandHeight)
    }
    let bandWidth = Int((Double(height) * cinematicAspect).rounded())
    return try picture.cropped(left: (width - bandWidth) / 2, top: 0, width: bandWidth, height: height)
  }
}
