import Foundation

/// A calendar collection on a CalDAV server (RFC 4791): events found by the server's own search
/// (calendar-query REPORTs with time-range and text-match filters), read with GET, created with
/// PUT If-None-Match: *, changed with PUT If-Match: ETAG and deleted with DELETE If-Match, so an
/// event changed on the server since it was read is never overwritten. Synchronous: each call is
/// one or a few requests, each within ``timeout`` seconds.
public struct CalDAVClient: Sendable {
  /// The collection's URL, ending in `/`.
  public var collection: URL
  /// The account; nil sends no credentials.
  public var user: String?
  public var password: String?
  /// Seconds each request may take, connecting included.
  public var timeout: Double

  /// A client of the collection at `collection`.
  public init(collection: URL, user: String?, password: String?, timeout: Double = 5) {
    let text = collection.absoluteString
    self.collection = text.hasSuffix("/") ? collection : URL(string: text + "/") ?? collection
    self.user = user
    self.password = password
    self.timeout = timeout
  }

  /// A client whose password is read from `passwordFile` (``PasswordFile/read(_:)``: the user's
  /// own file, readable by them only).
  public init(collection: URL, user: String?, passwordFile: URL?, timeout: Double = 5) throws(CalDAVError) {
    let password = try passwordFile.map { file throws(CalDAVError) in try PasswordFile.read(file) }
    self.init(collection: collection, user: user, password: password, timeout: timeout)
  }

  /// Makes the collection a calendar (MKCALENDAR); a server that has one there answers 405.
  public func makeCalendar() throws(CalDAVError) {
    let response = try send("MKCALENDAR", collection)
    guard response.status == 201 else { throw unexpected(response, collection) }
  }

  /// The events the server finds for `query`, each once, in the server's order.
  public func events(_ query: CalDAVQuery) throws(CalDAVError) -> [CalDAVResource] {
    guard query.text != nil else { return try report(CalDAVClient.queryBody(query, property: nil)) }
    var found: [CalDAVResource] = []
    var seen: Set<String> = []
    for property in query.properties {
      for resource in try report(CalDAVClient.queryBody(query, property: property))
      where seen.insert(resource.href).inserted {
        found.append(resource)
      }
    }
    return found
  }

  /// The event at `href`.
  public func get(_ href: String) throws(CalDAVError) -> CalDAVResource {
    let url = try resolve(href)
    let response = try send("GET", url)
    guard response.status == 200 else { throw unexpected(response, url) }
    return CalDAVResource(
      href: href, etag: response.headers["etag"], calendarData: String(decoding: response.body, as: UTF8.self)
    )
  }

  /// Puts a new event named `name` (its file name, `UID.ics`); an event of that name already on
  /// the server is left alone (``CalDAVError/alreadyExists(href:)``).
  public func create(named name: String, calendarData: String) throws(CalDAVError) -> CalDAVResource {
    let encoded = name.addingPercentEncoding(withAllowedCharacters: CalDAVClient.nameCharacters) ?? name
    let url = collection.appendingPathComponent(encoded)
    let response = try send(
      "PUT", url, headers: [("If-None-Match", "*"), ("Content-Type", "text/calendar; charset=utf-8")],
      body: Array(calendarData.utf8))
    let href = url.path(percentEncoded: true)
    if response.status == 412 { throw .alreadyExists(href: href) }
    guard response.status == 201 || response.status == 204 || response.status == 200 else {
      throw unexpected(response, url)
    }
    return CalDAVResource(href: href, etag: response.headers["etag"], calendarData: calendarData)
  }

  /// Replaces `resource` with `calendarData` if the server still has the version read (its ETag):
  /// otherwise ``CalDAVError/changedOnServer(href:)`` and the server's copy is untouched.
  public func update(_ resource: CalDAVResource, calendarData: String) throws(CalDAVError) -> CalDAVResource {
    let url = try resolve(resource.href)
    var headers = [("Content-Type", "text/calendar; charset=utf-8")]
    if let etag = resource.etag { headers.append(("If-Match", etag)) }
    let response = try send("PUT", url, headers: headers, body: Array(calendarData.utf8))
    if response.status == 412 { throw .changedOnServer(href: resource.href) }
    guard response.status == 201 || response.status == 204 || response.status == 200 else {
      throw unexpected(response, url)
    }
    return CalDAVResource(href: resource.href, etag: response.headers["etag"], calendarData: calendarData)
  }

  /// Deletes `resource` if the server still has the version read.
  public func delete(_ resource: CalDAVResource) throws(CalDAVError) {
    let url = try resolve(resource.href)
    let response = try send("DELETE", url, headers: resource.etag.map { [("If-Match", $0)] } ?? [])
    if response.status == 412 { throw .changedOnServer(href: resource.href) }
    guard response.status == 200 || response.status == 204 else { throw unexpected(response, url) }
  }

  // MARK: Requests

  /// Characters a new event's file name keeps as they are.
  static let nameCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@")

  private func report(_ body: String) throws(CalDAVError) -> [CalDAVResource] {
    let response = try send(
      "REPORT", collection, headers: [("Depth", "1"), ("Content-Type", "application/xml; charset=utf-8")],
      body: Array(body.utf8))
    guard response.status == 207 else { throw unexpected(response, collection) }
    return try CalDAVClient.resources(response.body, href: collection.path)
  }

  private func send(
    _ method: String, _ url: URL, headers: [(String, String)] = [], body: [UInt8]? = nil
  ) throws(CalDAVError) -> HTTPResponse {
    let request = HTTPRequest(
      method: method, url: url, headers: headers.map { (name: $0.0, value: $0.1) }, body: body, user: user,
      password: password, timeout: timeout)
    let response = try HTTPTransport.send(request).get()
    if response.status == 401 || response.status == 403 {
      throw .credentialsRefused(host: CalDAVClient.hostAndPort(url), user: user, status: response.status)
    }
    return response
  }

  /// An href of the server's (an absolute path, usually) as a URL on the same server.
  private func resolve(_ href: String) throws(CalDAVError) -> URL {
    guard let url = URL(string: href, relativeTo: collection)?.absoluteURL, url.host == collection.host else {
      throw .badResponse(href: href, status: 0, detail: "not an address on this server")
    }
    return url
  }

  private func unexpected(_ response: HTTPResponse, _ url: URL) -> CalDAVError {
    if response.status == 404 { return .notFound(href: url.path) }
    let body = String(decoding: response.body.prefix(200), as: UTF8.self)
    let firstLine = body.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    return .badResponse(
      href: url.path, status: response.status, detail: firstLine.isEmpty ? "no body" : firstLine)
  }

  static func hostAndPort(_ url: URL) -> String {
    let host = url.host ?? ""
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
