import Foundation
import HarkGrammar
import Testing

@testable import HarkCore

/// The dates and ranges people say, read as spans against a fixed clock: Thursday 3 December
/// 2026, 10:00 in Berlin (UTC+1). Each row is the words and the span they mean, as local
/// times [start, end); days that do not exist are refused. The phrases are written for this
/// table from how people ask about their time, not taken from any development set.
@Suite struct DateSpanTableTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
  static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  static let now = Date(timeIntervalSince1970: 1_796_288_400)  // 2026-12-03T09:00:00Z
  static let parser = DateParser(now: now, timeZone: berlin)

  /// A phrase and the span it means, as "yyyy-MM-dd HH:mm" in the parser's zone.
  struct Row: Sendable, CustomTestStringConvertible {
    let words: String
    let start: String
    let end: String
    init(_ words: String, _ start: String, _ end: String) {
      (self.words, self.start, self.end) = (words, start, end)
    }
    var testDescription: String { "“\(words)” → [\(start), \(end))" }
  }

  static func local(_ text: String, in zone: TimeZone = berlin) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard numbers.count == 5 else { return nil }
    return calendar.date(
      from: DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4]))
  }

  static func expectSpan(_ row: Row, parser: DateParser = parser, zone: TimeZone = berlin) {
    guard case .span(let span) = parser.readSpan(row.words) else {
      Issue.record("“\(row.words)” is no span: \(parser.readSpan(row.words))")
      return
    }
    #expect(span.start == local(row.start, in: zone), "start of “\(row.words)”")
    #expect(span.end == local(row.end, in: zone), "end of “\(row.words)”")
  }

  @Test func theClockIsThursdayMorningInBerlin() {
    #expect(Self.local("2026-12-03 10:00") == Self.now)
  }

  static let english: [Row] = [
    // Days.
    Row("today", "2026-12-03 00:00", "2026-12-04 00:00"),
    Row("tomorrow", "2026-12-04 00:00", "2026-12-05 00:00"),
    Row("yesterday", "2026-12-02 00:00", "2026-12-03 00:00"),
    Row("the day after tomorrow", "2026-12-05 00:00", "2026-12-06 00:00"),
    Row("monday", "2026-12-07 00:00", "2026-12-08 00:00"),
    Row("thursday", "2026-12-03 00:00", "2026-12-04 00:00"),
    Row("on saturday", "2026-12-05 00:00", "2026-12-06 00:00"),
    Row("sunday", "2026-12-06 00:00", "2026-12-07 00:00"),
    Row("next friday", "2026-12-11 00:00", "2026-12-12 00:00"),
    Row("in 3 days", "2026-12-06 00:00", "2026-12-07 00:00"),
    // Ordinals and dates with their month.
    Row("the twelfth", "2026-12-12 00:00", "2026-12-13 00:00"),
    Row("the 12th", "2026-12-12 00:00", "2026-12-13 00:00"),
    Row("the twenty first", "2026-12-21 00:00", "2026-12-22 00:00"),
    Row("the first", "2027-01-01 00:00", "2027-01-02 00:00"),
    Row("the 31st", "2026-12-31 00:00", "2027-01-01 00:00"),
    Row("twenty fourth march", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("march 24th", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("the 24th of march", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("december 25", "2026-12-25 00:00", "2026-12-26 00:00"),
    Row("march twenty fourth", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("june fourteenth two thousand and seventeen", "2017-06-14 00:00", "2017-06-15 00:00"),
    Row("january 5 2028", "2028-01-05 00:00", "2028-01-06 00:00"),
    // Weeks, weekends, months.
    Row("this week", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("next week", "2026-12-07 00:00", "2026-12-14 00:00"),
    Row("last week", "2026-11-23 00:00", "2026-11-30 00:00"),
    Row("the following week", "2026-12-07 00:00", "2026-12-14 00:00"),
    Row("this weekend", "2026-12-05 00:00", "2026-12-07 00:00"),
    Row("the weekend", "2026-12-05 00:00", "2026-12-07 00:00"),
    Row("next weekend", "2026-12-12 00:00", "2026-12-14 00:00"),
    Row("this month", "2026-12-01 00:00", "2027-01-01 00:00"),
    Row("next month", "2027-01-01 00:00", "2027-02-01 00:00"),
    Row("last month", "2026-11-01 00:00", "2026-12-01 00:00"),
    Row("in april", "2027-04-01 00:00", "2027-05-01 00:00"),
    Row("april", "2027-04-01 00:00", "2027-05-01 00:00"),
    Row("in march", "2027-03-01 00:00", "2027-04-01 00:00"),
    Row("in december", "2026-12-01 00:00", "2027-01-01 00:00"),
    Row("april 2028", "2028-04-01 00:00", "2028-05-01 00:00"),
    Row("for the week", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("the month", "2026-12-01 00:00", "2027-01-01 00:00"),
    // Parts of the day.
    Row("the rest of the day", "2026-12-03 10:00", "2026-12-04 00:00"),
    Row("rest of today", "2026-12-03 10:00", "2026-12-04 00:00"),
    Row("the rest of the afternoon", "2026-12-03 12:00", "2026-12-03 18:00"),
    Row("tonight", "2026-12-03 18:00", "2026-12-04 00:00"),
    Row("this evening", "2026-12-03 18:00", "2026-12-03 22:00"),
    Row("this morning", "2026-12-03 06:00", "2026-12-03 12:00"),
    Row("this afternoon", "2026-12-03 12:00", "2026-12-03 18:00"),
    Row("tomorrow morning", "2026-12-04 06:00", "2026-12-04 12:00"),
    Row("tomorrow afternoon", "2026-12-04 12:00", "2026-12-04 18:00"),
    Row("tomorrow evening", "2026-12-04 18:00", "2026-12-04 22:00"),
    Row("tomorrow night", "2026-12-04 18:00", "2026-12-05 00:00"),
    Row("friday afternoon", "2026-12-04 12:00", "2026-12-04 18:00"),
    Row("monday morning", "2026-12-07 06:00", "2026-12-07 12:00"),
    // Times: the hour from them.
    Row("at 3pm", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("at noon", "2026-12-03 12:00", "2026-12-03 13:00"),
    Row("tomorrow at 9am", "2026-12-04 09:00", "2026-12-04 10:00"),
    Row("at 8", "2026-12-04 08:00", "2026-12-04 09:00"),
    Row("in two hours", "2026-12-03 12:00", "2026-12-03 13:00"),
    Row("now", "2026-12-03 10:00", "2026-12-03 11:00"),
    Row("next monday at 10", "2026-12-07 10:00", "2026-12-07 11:00"),
    // Ranges.
    Row("between three and four pm today", "2026-12-03 15:00", "2026-12-03 16:00"),
    // Open at one end: to the day's last minute, or from its start.
    Row("after 2pm today", "2026-12-03 14:00", "2026-12-03 23:59"),
    Row("tomorrow after 5", "2026-12-04 17:00", "2026-12-04 23:59"),
    Row("before noon tomorrow", "2026-12-04 00:00", "2026-12-04 12:00"),
    Row("later than 8 pm on friday", "2026-12-04 20:00", "2026-12-04 23:59"),
    // Up to a day still to come: from now to its start.
    Row("before monday", "2026-12-03 10:00", "2026-12-07 00:00"),
    Row("until next tuesday", "2026-12-03 10:00", "2026-12-08 00:00"),
    Row("between 3 and 4pm", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("3-4pm", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("tomorrow from eight am to two pm", "2026-12-04 08:00", "2026-12-04 14:00"),
    Row("from 9am to 11am tomorrow", "2026-12-04 09:00", "2026-12-04 11:00"),
    Row("friday from 1 to 3", "2026-12-04 13:00", "2026-12-04 15:00"),
    Row("between 9 and 11 am on friday", "2026-12-04 09:00", "2026-12-04 11:00"),
    Row("from 10pm to 2am", "2026-12-03 22:00", "2026-12-04 02:00"),
    Row("this evening between 7 and 9", "2026-12-03 19:00", "2026-12-03 21:00"),
    Row("from monday to wednesday", "2026-12-07 00:00", "2026-12-10 00:00"),
    Row("tuesday through thursday", "2026-12-08 00:00", "2026-12-11 00:00"),
    Row("from tomorrow until sunday", "2026-12-04 00:00", "2026-12-07 00:00"),
    Row("between two four tomorrow", "2026-12-04 14:00", "2026-12-04 16:00"),
    // Back to now: since a time, and an amount back.
    Row("since monday", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("since yesterday", "2026-12-02 00:00", "2026-12-03 10:00"),
    Row("since this morning", "2026-12-03 06:00", "2026-12-03 10:00"),
    Row("since 9am", "2026-12-03 09:00", "2026-12-03 10:00"),
    Row("since 3pm", "2026-12-02 15:00", "2026-12-03 10:00"),
    Row("since last night", "2026-12-02 18:00", "2026-12-03 10:00"),
    Row("since thursday", "2026-12-03 00:00", "2026-12-03 10:00"),
    Row("since last friday", "2026-11-27 00:00", "2026-12-03 10:00"),
    Row("since monday morning", "2026-11-30 06:00", "2026-12-03 10:00"),
    Row("since the 1st", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("since november 20th", "2026-11-20 00:00", "2026-12-03 10:00"),
    Row("since april", "2026-04-01 00:00", "2026-12-03 10:00"),
    Row("since last week", "2026-11-23 00:00", "2026-12-03 10:00"),
    Row("since last month", "2026-11-01 00:00", "2026-12-03 10:00"),
    Row("since the weekend", "2026-11-28 00:00", "2026-12-03 10:00"),
    Row("ever since tuesday", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("earlier today", "2026-12-03 00:00", "2026-12-03 10:00"),
    Row("earlier this week", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("this week so far", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("from tuesday until now", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("in the last three days", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("over the past 2 hours", "2026-12-03 08:00", "2026-12-03 10:00"),
    Row("the past week", "2026-11-27 00:00", "2026-12-03 10:00"),
    Row("during the last 30 minutes", "2026-12-03 09:30", "2026-12-03 10:00"),
    Row("in the past few days", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("the last couple of days", "2026-12-02 00:00", "2026-12-03 10:00"),
    Row("within the last twenty four hours", "2026-12-02 10:00", "2026-12-03 10:00"),
    Row("past month", "2026-11-04 00:00", "2026-12-03 10:00"),
    Row("the last hour", "2026-12-03 09:00", "2026-12-03 10:00"),
    Row("last 2 weeks", "2026-11-20 00:00", "2026-12-03 10:00"),
    Row("this past week", "2026-11-27 00:00", "2026-12-03 10:00"),
    Row("since two days ago", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("since an hour ago", "2026-12-03 09:00", "2026-12-03 10:00"),
    // "from" opens one only before a filler: "from last week" is last week (ModelReadingTests).
    Row("from the last 3 days", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("from the past two weeks", "2026-11-20 00:00", "2026-12-03 10:00"),
    // "The last week" said alone stays the calendar's week before this one.
    Row("in the last week", "2026-11-23 00:00", "2026-11-30 00:00"),
    // Ahead of now: whole days from today, hours from now.
    Row("the next three days", "2026-12-03 00:00", "2026-12-06 00:00"),
    Row("in the next few days", "2026-12-03 00:00", "2026-12-06 00:00"),
    Row("over the coming two weeks", "2026-12-03 00:00", "2026-12-17 00:00"),
    Row("the next 2 hours", "2026-12-03 10:00", "2026-12-03 12:00"),
  ]

  static let chinese: [Row] = [
    // 一端不封闭：时间之后的词。
    Row("明天下午两点以后", "2026-12-04 14:00", "2026-12-04 23:59"),
    Row("中午之前", "2026-12-03 00:00", "2026-12-03 12:00"),
    Row("周五之前", "2026-12-03 10:00", "2026-12-04 00:00"),
    // 日子。
    Row("今天", "2026-12-03 00:00", "2026-12-04 00:00"),
    Row("明天", "2026-12-04 00:00", "2026-12-05 00:00"),
    Row("后天", "2026-12-05 00:00", "2026-12-06 00:00"),
    Row("昨天", "2026-12-02 00:00", "2026-12-03 00:00"),
    Row("星期五", "2026-12-04 00:00", "2026-12-05 00:00"),
    Row("周六", "2026-12-05 00:00", "2026-12-06 00:00"),
    Row("这周六", "2026-12-05 00:00", "2026-12-06 00:00"),
    Row("下周一", "2026-12-07 00:00", "2026-12-08 00:00"),
    Row("下个星期三", "2026-12-09 00:00", "2026-12-10 00:00"),
    Row("十二月二十五日", "2026-12-25 00:00", "2026-12-26 00:00"),
    Row("12月25日", "2026-12-25 00:00", "2026-12-26 00:00"),
    Row("3月24日", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("三月二十四号", "2027-03-24 00:00", "2027-03-25 00:00"),
    Row("2028年6月14日", "2028-06-14 00:00", "2028-06-15 00:00"),
    Row("2028年4月", "2028-04-01 00:00", "2028-05-01 00:00"),
    Row("12号", "2026-12-12 00:00", "2026-12-13 00:00"),
    Row("二十号", "2026-12-20 00:00", "2026-12-21 00:00"),
    Row("一号", "2027-01-01 00:00", "2027-01-02 00:00"),
    // 周、周末、月。
    Row("这周", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("本周", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("这个星期", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("下周", "2026-12-07 00:00", "2026-12-14 00:00"),
    Row("下个礼拜", "2026-12-07 00:00", "2026-12-14 00:00"),
    Row("上周", "2026-11-23 00:00", "2026-11-30 00:00"),
    Row("下下周", "2026-12-14 00:00", "2026-12-21 00:00"),
    Row("周末", "2026-12-05 00:00", "2026-12-07 00:00"),
    Row("这个周末", "2026-12-05 00:00", "2026-12-07 00:00"),
    Row("本周末", "2026-12-05 00:00", "2026-12-07 00:00"),
    Row("下周末", "2026-12-12 00:00", "2026-12-14 00:00"),
    Row("四月", "2027-04-01 00:00", "2027-05-01 00:00"),
    Row("4月", "2027-04-01 00:00", "2027-05-01 00:00"),
    Row("十二月", "2026-12-01 00:00", "2027-01-01 00:00"),
    Row("一月", "2027-01-01 00:00", "2027-02-01 00:00"),
    Row("这个月", "2026-12-01 00:00", "2027-01-01 00:00"),
    Row("本月", "2026-12-01 00:00", "2027-01-01 00:00"),
    Row("下个月", "2027-01-01 00:00", "2027-02-01 00:00"),
    Row("上个月", "2026-11-01 00:00", "2026-12-01 00:00"),
    // 一天中的时段。
    Row("今晚", "2026-12-03 18:00", "2026-12-04 00:00"),
    Row("明晚", "2026-12-04 18:00", "2026-12-05 00:00"),
    Row("今早", "2026-12-03 06:00", "2026-12-03 12:00"),
    Row("明早", "2026-12-04 06:00", "2026-12-04 12:00"),
    Row("上午", "2026-12-03 06:00", "2026-12-03 12:00"),
    Row("中午", "2026-12-03 12:00", "2026-12-03 14:00"),
    Row("下午", "2026-12-03 12:00", "2026-12-03 18:00"),
    Row("晚上", "2026-12-03 18:00", "2026-12-03 22:00"),
    Row("凌晨", "2026-12-03 00:00", "2026-12-03 06:00"),
    Row("今天下午", "2026-12-03 12:00", "2026-12-03 18:00"),
    Row("明天上午", "2026-12-04 06:00", "2026-12-04 12:00"),
    Row("明天下午", "2026-12-04 12:00", "2026-12-04 18:00"),
    Row("明天晚上", "2026-12-04 18:00", "2026-12-04 22:00"),
    Row("明天凌晨", "2026-12-04 00:00", "2026-12-04 06:00"),
    Row("下周五下午", "2026-12-11 12:00", "2026-12-11 18:00"),
    Row("今天剩下的时间", "2026-12-03 10:00", "2026-12-04 00:00"),
    // 时间：从那时起的一小时。
    Row("下午三点", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("三点", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("明天下午三点", "2026-12-04 15:00", "2026-12-04 16:00"),
    Row("今天下午三点半", "2026-12-03 15:30", "2026-12-03 16:30"),
    Row("两个小时后", "2026-12-03 12:00", "2026-12-03 13:00"),
    Row("现在", "2026-12-03 10:00", "2026-12-03 11:00"),
    // 范围。
    Row("明天上午八点到下午两点", "2026-12-04 08:00", "2026-12-04 14:00"),
    Row("今天下午三点到四点", "2026-12-03 15:00", "2026-12-03 16:00"),
    Row("下午两点到四点之间", "2026-12-03 14:00", "2026-12-03 16:00"),
    Row("晚上七点到九点", "2026-12-03 19:00", "2026-12-03 21:00"),
    Row("明天从九点到十一点", "2026-12-04 09:00", "2026-12-04 11:00"),
    Row("上午十一点到十二点", "2026-12-03 11:00", "2026-12-03 12:00"),
    Row("周一到周三", "2026-12-07 00:00", "2026-12-10 00:00"),
    Row("从周一到周五", "2026-12-07 00:00", "2026-12-12 00:00"),
    Row("下周三到周五", "2026-12-09 00:00", "2026-12-12 00:00"),
    // 到现在为止：从某时起，和往回数的一段时间。
    Row("周一以来", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("从周一到现在", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("自从昨天", "2026-12-02 00:00", "2026-12-03 10:00"),
    Row("昨天以来", "2026-12-02 00:00", "2026-12-03 10:00"),
    Row("今天早上以来", "2026-12-03 06:00", "2026-12-03 10:00"),
    Row("今天早些时候", "2026-12-03 00:00", "2026-12-03 10:00"),
    Row("自从上周五以来", "2026-11-27 00:00", "2026-12-03 10:00"),
    Row("昨晚以来", "2026-12-02 18:00", "2026-12-03 10:00"),
    Row("这周到目前为止", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("最近三天", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("过去一周", "2026-11-27 00:00", "2026-12-03 10:00"),
    Row("这两天", "2026-12-02 00:00", "2026-12-03 10:00"),
    Row("近一个月", "2026-11-04 00:00", "2026-12-03 10:00"),
    Row("过去24小时内", "2026-12-02 10:00", "2026-12-03 10:00"),
    Row("最近几天", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("最近两个小时", "2026-12-03 08:00", "2026-12-03 10:00"),
    Row("在过去的两周里", "2026-11-20 00:00", "2026-12-03 10:00"),
    Row("三天以来", "2026-12-01 00:00", "2026-12-03 10:00"),
    Row("自从三天前", "2026-11-30 00:00", "2026-12-03 10:00"),
    Row("两个小时前以来", "2026-12-03 08:00", "2026-12-03 10:00"),
    Row("未来三天", "2026-12-03 00:00", "2026-12-06 00:00"),
    Row("接下来两周", "2026-12-03 00:00", "2026-12-17 00:00"),
    Row("未来两个小时", "2026-12-03 10:00", "2026-12-03 12:00"),
  ]

  @Test func theTablesHoldSixtyPhrasesOfEachLanguage() {
    #expect(Self.english.count >= 60)
    #expect(Self.chinese.count >= 60)
    #expect(Set(Self.english.map(\.words)).count == Self.english.count)
    #expect(Set(Self.chinese.map(\.words)).count == Self.chinese.count)
  }

  @Test(arguments: english) func anEnglishPhraseReadsAsItsSpan(_ row: Row) {
    Self.expectSpan(row)
  }

  @Test(arguments: chinese) func aChinesePhraseReadsAsItsSpan(_ row: Row) {
    Self.expectSpan(row)
  }

  /// The same clock in Shanghai (18:00 there): the days, weeks and evenings are Shanghai's.
  @Test(arguments: [
    Row("this week", "2026-11-30 00:00", "2026-12-07 00:00"),
    Row("tonight", "2026-12-03 18:00", "2026-12-04 00:00"),
    Row("今天剩下的时间", "2026-12-03 17:00", "2026-12-04 00:00"),
    Row("下周末", "2026-12-12 00:00", "2026-12-14 00:00"),
  ])
  func aSpanIsReadInTheZoneOfTheParser(_ row: Row) {
    let parser = DateParser(now: Self.now, timeZone: Self.shanghai)
    Self.expectSpan(row, parser: parser, zone: Self.shanghai)
  }

  @Test(arguments: [
    ("february 30", 2027, 2, 30), ("the 31st of november", 2027, 11, 31), ("april 31st", 2027, 4, 31),
    ("february 29", 2027, 2, 29), ("2月30日", 2027, 2, 30), ("4月31日", 2027, 4, 31),
    ("二月三十号", 2027, 2, 30),
  ])
  func aDayItsMonthDoesNotHaveIsRefused(_ words: String, _ year: Int, _ month: Int, _ day: Int) {
    #expect(Self.parser.readSpan(words) == .noSuchDay(year: year, month: month, day: day))
  }

  @Test(arguments: [
    "13月", "13月5日", "the 32nd", "from monday to", "between and", "this fortnight ago", "下下下周末",
    "recently", "since", "since tomorrow", "since next week", "since tonight", "the last", "past few",
    "earlier", "since two days", "two days ago", "最近", "自从明天", "以来", "这一周", "三天前",
    // An open end needs a time: "after monday" and "before" alone say none.
    "after monday", "before", "after the meeting",
    // Up to a day needs the day still to come.
    "before today", "before yesterday",
  ])
  func wordsThatAreNoDateAreNoSpan(_ words: String) {
    #expect(Self.parser.readSpan(words) == .noDate)
  }

  /// A question about what happened has no span up to a day to come.
  @Test func lookingBackThereIsNoSpanUpToADay() {
    var parser = Self.parser
    parser.looksBack = true
    #expect(parser.readSpan("before monday") == .noDate)
  }

  /// Words that only say a span give no point date, as before spans were read: a new event
  /// "next weekend" is asked about, not put on a day the shell guessed.
  @Test(arguments: ["in april", "the rest of the day", "this month", "for the week", "四月", "下个月"])
  func aSpanAloneIsNoPointDate(_ words: String) {
    #expect(Self.parser.read(words) == .noDate)
  }

  /// A weekend said where one moment is meant ("add the dentist next weekend") is its Saturday.
  @Test(arguments: [
    ("next weekend", "2026-12-12 00:00"), ("this weekend", "2026-12-05 00:00"), ("下周末", "2026-12-12 00:00"),
    ("这个周末", "2026-12-05 00:00"),
  ])
  func aWeekendForAPointIsItsSaturday(_ words: String, _ day: String) {
    #expect(Self.parser.parse(words)?.date == Self.local(day))
    #expect(Self.parser.parse(words)?.hasTime == false)
  }

  @Test(arguments: [
    ("this week", DateSpan.Kind.week(0)), ("next weekend", .weekend(1)), ("in april", .month(nil)),
    ("next month", .month(1)), ("tonight", .partOfDay(.tonight)), ("this evening", .partOfDay(.evening)),
    ("the rest of the day", .restOfDay), ("at 3pm", .time), ("tomorrow", .day), ("3-4pm", .range),
    ("下周", .week(1)), ("今天下午", .partOfDay(.afternoon)), ("since monday", .since),
    ("the last three days", .since), ("earlier today", .since), ("周一以来", .since), ("最近三天", .since),
    ("after 2pm", .openRange(after: true)), ("before noon tomorrow", .openRange(after: false)),
    ("下午两点以后", .openRange(after: true)), ("两小时以后", .time), ("the next three days", .range),
    ("未来三天", .range), ("before monday", .until), ("周一之前", .until),
  ])
  func aSpanKeepsWhatItWasSaidAs(_ words: String, _ kind: DateSpan.Kind) {
    guard case .span(let span) = Self.parser.readSpan(words) else {
      Issue.record("“\(words)” is no span")
      return
    }
    #expect(span.kind == kind)
    #expect(span.isAllDay == !span.hasTime)
  }

  @Test(arguments: [
    (Language.english, "this week", "This week (Monday 30 November – Sunday 6 December)"),
    (.english, "next week", "Next week (Monday 7 – Sunday 13 December)"),
    (.english, "tomorrow afternoon", "Tomorrow afternoon (Friday 4 December)"),
    (.english, "tonight", "Tonight (Thursday 3 December)"),
    (.english, "today", "Today (Thursday 3 December)"),
    (.english, "monday", "Monday 7 December"),
    (.english, "in april", "April 2027 (Thursday 1 – Friday 30 April 2027)"),
    (.english, "between three and four pm today", "Thursday 3 December at 15:00 – 16:00"),
    (.english, "from monday to wednesday", "Monday 7 – Wednesday 9 December"),
    (.english, "after 2pm today", "Thursday 3 December after 14:00"),
    (.english, "before noon tomorrow", "Friday 4 December before 12:00"),
    (.chinese, "after 2pm today", "12月3日（周四）下午2:00以后"),
    (.chinese, "明天上午十点之前", "12月4日（周五）上午10:00之前"),
    (.chinese, "今天下午", "今天下午（12月3日（周四））"),
    (.chinese, "下周", "下周（12月7日（周一）至12月13日（周日））"),
    (.chinese, "今晚", "今晚（12月3日（周四））"),
    (.chinese, "这个月", "本月（12月1日（周二）至12月31日（周四））"),
    (.english, "since monday", "Since Monday 30 November"),
    (.english, "over the past 2 hours", "Since Thursday 3 December at 08:00"),
    (.chinese, "周一以来", "11月30日（周一）以来"),
    (.chinese, "最近两个小时", "12月3日（周四）上午8:00以来"),
    (.english, "the next three days", "Thursday 3 – Saturday 5 December"),
    (.chinese, "未来三天", "12月3日（周四）至12月5日（周六）"),
    (.english, "before monday", "Until Monday 7 December"),
    (.chinese, "周一之前", "12月7日（周一）之前"),
  ])
  func aSpanIsNamedInTheWordsOfItsLanguage(_ language: Language, _ words: String, _ said: String) {
    guard case .span(let span) = Self.parser.readSpan(words) else {
      Issue.record("“\(words)” is no span")
      return
    }
    let wording = DateWording(language: language, timeZone: Self.berlin, now: Self.now)
    #expect(wording.text(span) == said)
  }

  @Test(arguments: [
    ("for two hours", 7200.0, DateDuration.Relation.length), ("an hour before", 3600, .before),
    ("half an hour", 1800, .length), ("an hour and a half", 5400, .length),
    ("30 minutes earlier", 1800, .before), ("two days", 172_800, .length), ("in 20 minutes", 1200, .after),
    ("两个小时", 7200, .length), ("提前一个小时", 3600, .before), ("半小时", 1800, .length),
    ("一个半小时", 5400, .length), ("十分钟前", 600, .before), ("三天后", 259_200, .after),
  ])
  func aDurationIsItsAmountAndWhereItGoes(
    _ words: String, _ seconds: Double, _ relation: DateDuration.Relation
  ) {
    #expect(Self.parser.readDuration(words) == DateDuration(seconds: seconds, relation: relation))
  }

  @Test(arguments: ["tomorrow", "two", "for hours", "一个", "明天下午"])
  func wordsWithoutAnAmountOfTimeAreNoDuration(_ words: String) {
    #expect(Self.parser.readDuration(words) == nil)
  }

  @Test(arguments: [
    ("every other tuesday", Recurrence(frequency: .weekly, interval: 2, weekday: 3)),
    ("every monday at 9", Recurrence(frequency: .weekly, weekday: 2, hour: 9, minute: 0)),
    ("every day at 8am", Recurrence(frequency: .daily, hour: 8, minute: 0)),
    ("daily", Recurrence(frequency: .daily)),
    ("every 2 weeks", Recurrence(frequency: .weekly, interval: 2)),
    ("every month", Recurrence(frequency: .monthly)),
    ("weekly on friday", Recurrence(frequency: .weekly, weekday: 6)),
    ("every year", Recurrence(frequency: .yearly)),
    ("每周一", Recurrence(frequency: .weekly, weekday: 2)),
    ("每天早上八点", Recurrence(frequency: .daily, hour: 8, minute: 0)),
    ("每隔一周的周二", Recurrence(frequency: .weekly, interval: 2, weekday: 3)),
    ("每个月", Recurrence(frequency: .monthly)),
    ("每两天", Recurrence(frequency: .daily, interval: 2)),
    ("每年", Recurrence(frequency: .yearly)),
  ])
  func aRepeatIsItsFrequencyIntervalWeekdayAndTime(_ words: String, _ expected: Recurrence) {
    #expect(Self.parser.readRecurrence(words) == expected)
  }

  @Test(arguments: ["tomorrow", "every", "every tomorrow", "daily next week", "每", "每明天"])
  func wordsThatRepeatNothingAreNoRecurrence(_ words: String) {
    #expect(Self.parser.readRecurrence(words) == nil)
  }

  /// An event overlaps a span when they share a moment; a moment is in the span when the span
  /// holds it.
  @Test func anEventOverlapsASpanWhenTheyShareAMoment() throws {
    guard case .span(let afternoon) = Self.parser.readSpan("this afternoon"),
      let noon = Self.local("2026-12-03 12:00"), let eleven = Self.local("2026-12-03 11:00"),
      let six = Self.local("2026-12-03 18:00"), let seven = Self.local("2026-12-03 19:00")
    else {
      Issue.record("the clock's afternoon is no span")
      return
    }
    #expect(afternoon.overlaps(from: eleven, to: noon.addingTimeInterval(60)))
    #expect(!afternoon.overlaps(from: eleven, to: noon))
    #expect(!afternoon.overlaps(from: six, to: seven))
    #expect(afternoon.overlaps(from: noon, to: noon))
    #expect(!afternoon.overlaps(from: six, to: six))
  }
}
