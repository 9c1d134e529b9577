import CCurl
import Foundation

/// One HTTP request as the CalDAV client makes them.
struct HTTPRequest {
  var method: String
  var url: URL
  var headers: [(name: String, value: String)] = []
  var body: [UInt8]?
  var user: String?
  var password: String?
  /// Seconds for the whole exchange, connecting included.
  var timeout: Double
}

/// A server's answer.
struct HTTPResponse {
  var status: Int
  /// Header names lowercased; the last of a repeated header.
  var headers: [String: String]
  var body: [UInt8]
}

/// HTTP through libcurl's easy interface: one connection per request, synchronous, with a timeout,
/// and the reason a server could not be reached kept as a value (refused, timed out, no such host).
enum HTTPTransport {
  static func send(_ request: HTTPRequest) -> Result<HTTPResponse, CalDAVError> {
    let host = request.url.host ?? ""
    let port = request.url.port ?? (request.url.scheme?.lowercased() == "https" ? 443 : 80)
    if let why = hark_curl_open() {
      return .failure(
        .unreachable(
          host: host, port: port, reason: .other("libcurl could not be opened: \(String(cString: why))")))
    }
    guard let curl = hark_curl_easy_init() else {
      return .failure(.unreachable(host: host, port: port, reason: .other("libcurl could not start")))
    }
    defer { hark_curl_easy_cleanup(curl) }
    let received = Received()
    let context = Unmanaged.passUnretained(received).toOpaque()
    var headers: UnsafeMutablePointer<curl_slist>?
    // No "Expect: 100-continue": a server that ignores it would make every PUT wait a second.
    for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
      headers = hark_curl_slist_append(headers, line)
    }
    defer { hark_curl_slist_free_all(headers) }
    let milliseconds = max(1, Int(request.timeout * 1000))
    _ = hark_curl_set_string(curl, CURLOPT_URL, request.url.absoluteString)
    _ = hark_curl_set_string(curl, CURLOPT_CUSTOMREQUEST, request.method)
    _ = hark_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
    _ = hark_curl_set_long(curl, CURLOPT_TIMEOUT_MS, milliseconds)
    _ = hark_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT_MS, milliseconds)
    // Only http and https, and no redirects to anything else.
    _ = hark_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = hark_curl_set_pointer(curl, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headers))
    _ = hark_curl_set_callback(curl, CURLOPT_WRITEFUNCTION, receiveBody)
    _ = hark_curl_set_pointer(curl, CURLOPT_WRITEDATA, context)
    _ = hark_curl_set_callback(curl, CURLOPT_HEADERFUNCTION, receiveHeader)
    _ = hark_curl_set_pointer(curl, CURLOPT_HEADERDATA, context)
    if let user = request.user {
      // CURLAUTH_BASIC (1): a macro with a cast, which Swift does not import.
      _ = hark_curl_set_long(curl, CURLOPT_HTTPAUTH, 1)
      _ = hark_curl_set_string(curl, CURLOPT_USERNAME, user)
      _ = hark_curl_set_string(curl, CURLOPT_PASSWORD, request.password ?? "")
    }
    let code: CURLcode =
      if let body = request.body {
        body.withUnsafeBytes { bytes in
          _ = hark_curl_set_long(curl, CURLOPT_POSTFIELDSIZE, bytes.count)
          _ = hark_curl_set_pointer(
            curl, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
          return hark_curl_easy_perform(curl)
        }
      } else {
        hark_curl_easy_perform(curl)
      }
    if received.tooLarge {
      return .failure(
        .badResponse(href: request.url.path, status: 0, detail: "the answer is larger than 64 MiB"))
    }
    guard code == CURLE_OK else {
      var osError = 0
      _ = hark_curl_get_long(curl, CURLINFO_OS_ERRNO, &osError)
      let reason: CalDAVError.Unreachable
      switch code {
      case CURLE_COULDNT_CONNECT where osError == Int(ECONNREFUSED): reason = .connectionRefused
      case CURLE_OPERATION_TIMEDOUT: reason = .timedOut(seconds: request.timeout)
      case CURLE_COULDNT_RESOLVE_HOST: reason = .hostNotFound
      default: reason = .other(String(cString: hark_curl_easy_strerror(code)))
      }
      return .failure(.unreachable(host: host, port: port, reason: reason))
    }
    var status = 0
    _ = hark_curl_get_long(curl, CURLINFO_RESPONSE_CODE, &status)
    return .success(HTTPResponse(status: status, headers: received.headers, body: received.body))
  }

  /// What libcurl hands the callbacks while a request runs; one per request, on its thread.
  private final class Received {
    var body: [UInt8] = []
    var headers: [String: String] = [:]
    /// Set when the body passed ``HTTPTransport/largestBody``: the transfer was stopped there.
    var tooLarge = false
  }

  /// 64 MiB: a calendar-query's answer for a busy year is a few megabytes; a server sending more
  /// is not one to keep reading from into memory.
  static let largestBody = 64 << 20

  private static let receiveBody: hark_curl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
    guard received.body.count + size * count <= HTTPTransport.largestBody else {
      received.tooLarge = true
      return 0
    }
    received.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
  }

  private static let receiveHeader: hark_curl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      // A new answer (after a 100 Continue or a redirect): its headers replace the last one's.
      received.headers = [:]
    } else if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].lowercased()
      received.headers[name] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespacesAndNewlines)
    }
    return size * count
  }
}
