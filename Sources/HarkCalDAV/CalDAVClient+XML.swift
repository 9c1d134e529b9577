import Foundation

extension CalDAVClient {
  /// The calendar-query REPORT body for `query`, with a text-match on `property` when given.
  static func queryBody(_ query: CalDAVQuery, property: String?) -> String {
    var filters = ""
    if query.start != nil || query.end != nil {
      let start = query.start.map { " start=\"\(utcStamp($0))\"" } ?? ""
      let end = query.end.map { " end=\"\(utcStamp($0))\"" } ?? ""
      filters += "<C:time-range\(start)\(end)/>"
    }
    if let property, let text = query.text {
      filters +=
        "<C:prop-filter name=\"\(xmlEscaped(property))\"><C:text-match>\(xmlEscaped(text))</C:text-match></C:prop-filter>"
    }
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
      <D:prop><D:getetag/><C:calendar-data/></D:prop>\
      <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">\(filters)</C:comp-filter>\
      </C:comp-filter></C:filter></C:calendar-query>
      """
  }

  /// `20261207T090000Z`: the UTC form time ranges take.
  static func utcStamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    let year = String(parts.year ?? 0)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(parts.month) + two(parts.day)
      + "T"
      + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
  }

  /// The events of a multistatus answer: each response with a 200 propstat holding calendar data.
  static func resources(_ body: [UInt8], href: String) throws(CalDAVError) -> [CalDAVResource] {
    let root: DAVElement
    switch DAVXMLReader.parse(body) {
    case .success(let element): root = element
    case .failure(let failure):
      throw .badResponse(
        href: href, status: 207, detail: "not XML: expected \(failure.expected) at byte \(failure.offset)")
    }
    guard root.namespace == DAVNamespace.dav, root.name == "multistatus" else {
      throw .badResponse(href: href, status: 207, detail: "not a multistatus answer")
    }
    var found: [CalDAVResource] = []
    for response in root.children(DAVNamespace.dav, "response") {
      guard let path = response.child(DAVNamespace.dav, "href")?.text.trimmingCharacters(in: .whitespaces)
      else {
        continue
      }
      for propstat in response.children(DAVNamespace.dav, "propstat") {
        let status = propstat.child(DAVNamespace.dav, "status")?.text ?? ""
        guard status.contains(" 200 "), let prop = propstat.child(DAVNamespace.dav, "prop"),
          let data = prop.child(DAVNamespace.caldav, "calendar-data")
        else { continue }
        let etag = prop.child(DAVNamespace.dav, "getetag")?.text.trimmingCharacters(
          in: .whitespacesAndNewlines)
        found.append(
          CalDAVResource(
            href: path, etag: etag?.isEmpty == false ? etag : nil,
            calendarData: data.text))
      }
    }
    return found
  }
}
