import Foundation
import HarkICalendar

/// A calendar collection on a CalDAV server as a ``CalendarCollection``: the server finds (a
/// calendar-query with a time range for a listing, with a text-match for a search) and Hark reads
/// what it returns with libical, expanding recurrences itself; writes are PUT and DELETE with the
/// item's entity tag (``ItemStamp/entityTag(_:)``), so an event changed on the server since it was
/// read is never overwritten (``CalendarError/changedOnDisk(name:)``: read again and ask).
///
/// An item's name is its resource's file name without `.ics`, as a vdir item's is its file's stem.
public struct CalDAVCalendar: CalendarCollection {
  /// The client of the collection.
  public let client: CalDAVClient
  /// The current time, for DTSTAMP and LAST-MODIFIED.
  public let clock: @Sendable () -> Date
  /// Names new items (and their UIDs), as khal does: a UUID.
  public let makeIdentifier: @Sendable () -> String

  /// A calendar over `client`.
  public init(
    client: CalDAVClient, clock: @escaping @Sendable () -> Date = { Date() },
    makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.client = client
    self.clock = clock
    self.makeIdentifier = makeIdentifier
  }

  public func occurrences(in interval: DateInterval, timeZone: TimeZone) throws(CalendarError)
    -> CalendarResults<Occurrence>
  {
    // The server reads floating times and days in its own zone (UTC, for Radicale); the reader's
    // may be up to 14 hours either side. Ask for a window that wide, and keep what falls in
    // `interval` for `timeZone` here.
    let margin = CalDAVCalendar.widestZoneOffset
    let read = try items(CalDAVQuery(start: interval.start - margin, end: interval.end + margin))
    let occurrences = read.elements.flatMap { $0.occurrences(in: interval, timeZone: timeZone) }
    return CalendarResults(elements: Occurrence.inListingOrder(occurrences), problems: read.problems)
  }

  public func items(matching text: String) throws(CalendarError) -> CalendarResults<CalendarItem> {
    try items(CalDAVQuery(text: text))
  }

  public func item(named name: String) throws(CalendarError) -> CalendarItem? {
    let resource: CalDAVResource
    do throws(CalDAVError) {
      resource = try client.get(href(of: name))
    } catch {
      if case .notFound = error { return nil }
      throw CalDAVCalendar.calendarError(error)
    }
    return try CalDAVCalendar.item(resource)
  }

  public func create(_ draft: EventDraft) throws(CalendarError) -> CalendarItem {
    try draft.validate()
    let identifier = makeIdentifier()
    let bytes = draft.itemBytes(uid: identifier, stampedAt: clock())
    return try stored { () throws(CalDAVError) -> CalDAVResource in
      try client.create(named: identifier + ".ics", calendarData: String(decoding: bytes, as: UTF8.self))
    }
  }

  public func update(_ item: CalendarItem, with edit: EventEdit, expecting stamp: ItemStamp)
    throws(CalendarError)
    -> CalendarItem
  {
    let bytes = try item.editedBytes(with: edit, at: clock(), path: href(of: item.name))
    return try replace(item, stamp, with: bytes)
  }

  public func delete(_ item: CalendarItem, expecting stamp: ItemStamp) throws(CalendarError) {
    do throws(CalDAVError) {
      try client.delete(resource(item, stamp))
    } catch {
      throw CalDAVCalendar.calendarError(error)
    }
  }

  public func deleteOccurrence(_ recurrenceID: EventTime, of item: CalendarItem, expecting stamp: ItemStamp)
    throws(CalendarError) -> CalendarItem
  {
    let bytes = try item.bytesExcluding(recurrenceID, at: clock(), path: href(of: item.name))
    return try replace(item, stamp, with: bytes)
  }

  // MARK: Helpers

  /// 14 hours: the farthest any place's clock is from UTC (Kiribati's +14:00; -12:00 the other way).
  static let widestZoneOffset: TimeInterval = 14 * 3600

  private func items(_ query: CalDAVQuery) throws(CalendarError) -> CalendarResults<CalendarItem> {
    let resources: [CalDAVResource]
    do throws(CalDAVError) { resources = try client.events(query) } catch {
      throw CalDAVCalendar.calendarError(error)
    }
    var found: [CalendarItem] = []
    var problems: [CalendarError] = []
    for resource in resources {
      // A resource that does not read is said with its address; the rest are still listed.
      do throws(CalendarError) { found.append(try CalDAVCalendar.item(resource)) } catch {
        problems.append(error)
      }
    }
    return CalendarResults(elements: found, problems: problems)
  }

  private func replace(_ item: CalendarItem, _ stamp: ItemStamp, with bytes: [UInt8]) throws(CalendarError)
    -> CalendarItem
  {
    // What is written must read back, as a vdir's write checks.
    _ = try CalendarItem(reading: bytes, name: item.name, stamp: stamp, path: href(of: item.name))
    let current = resource(item, stamp)
    return try stored { () throws(CalDAVError) -> CalDAVResource in
      try client.update(current, calendarData: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The item the server now has after a write: its answer's ETag, else read back for one.
  private func stored(_ write: () throws(CalDAVError) -> CalDAVResource) throws(CalendarError) -> CalendarItem
  {
    let resource: CalDAVResource
    do throws(CalDAVError) {
      let written = try write()
      resource = written.etag == nil ? try client.get(written.href) : written
    } catch {
      throw CalDAVCalendar.calendarError(error)
    }
    return try CalDAVCalendar.item(resource)
  }

  private func resource(_ item: CalendarItem, _ stamp: ItemStamp) -> CalDAVResource {
    let etag: String? = if case .entityTag(let tag) = stamp { tag } else { nil }
    return CalDAVResource(href: href(of: item.name), etag: etag, calendarData: "")
  }

  /// The resource's path on the server: the collection's path and the name, percent-encoded.
  func href(of name: String) -> String {
    let file =
      (name + ".ics").addingPercentEncoding(withAllowedCharacters: CalDAVClient.nameCharacters) ?? name
    return client.collection.path(percentEncoded: true) + file
  }

  /// A server's resource read as an item named by its file name.
  static func item(_ resource: CalDAVResource) throws(CalendarError) -> CalendarItem {
    let file = resource.href.split(separator: "/").last.map(String.init) ?? resource.href
    let decoded = file.removingPercentEncoding ?? file
    let name = decoded.hasSuffix(".ics") ? String(decoded.dropLast(4)) : decoded
    return try CalendarItem(
      reading: Array(resource.calendarData.utf8), name: name, stamp: .entityTag(resource.etag ?? ""),
      path: resource.href)
  }

  /// A client error as a calendar's: the shell words ``CalendarError``; the client's own words
  /// (``CalDAVError/description``) keep the detail for `hark sources` and logs.
  static func calendarError(_ error: CalDAVError) -> CalendarError {
    switch error {
    case .unreachable(let host, let port, _): .unreachable(location: "\(host):\(port)")
    case .credentialsRefused(let host, _, let status): .server(location: host, status: status)
    case .changedOnServer(let href): .changedOnDisk(name: href)
    case .alreadyExists(let href): .server(location: href, status: 412)
    case .notFound(let href): .notFound(name: href)
    case .badResponse(let href, let status, _): .server(location: href, status: status)
    case .passwordFile(let path, _): .io(path: path, operation: "read", errno: EACCES)
    }
  }
}
