import Foundation

/// A folder of generated documents for the index tests: English and Chinese, as text, Markdown,
/// PDF, OpenDocument and Word files, with topics near each other (several budgets, offsites,
/// reports) around the ones the queries look for, and a filler of everyday documents.
enum DocumentCorpus {
  /// One document: where it goes and what it says.
  struct Document {
    var path: String
    var title: String
    var lines: [String]
  }

  /// The documents the queries must find first, and those closest to them.
  static let near: [Document] = [
    Document(
      path: "reports/offsite-budget-report.pdf", title: "Offsite budget report",
      lines: [
        "This report sets out what the team offsite in Lisbon will cost.",
        "Venue hire 6,200 euros; flights and hotel 14,800 euros; meals 3,100 euros.",
        "The offsite budget totals 24,100 euros, nine percent under the approved ceiling.",
      ]),
    Document(
      path: "reports/marketing-budget-report.pdf", title: "Marketing budget report",
      lines: [
        "This report sets out the marketing budget for the spring campaign.",
        "Paid search 40,000 euros; events 12,000 euros; agency fees 8,000 euros.",
      ]),
    Document(
      path: "reports/offsite-feedback-report.pdf", title: "Offsite feedback report",
      lines: [
        "A report on what attendees said after the team offsite.",
        "Most liked the workshops; several asked for shorter evening sessions.",
      ]),
    Document(
      path: "reports/quarterly-sales-report.pdf", title: "Quarterly sales report",
      lines: ["Sales rose eleven percent this quarter, led by the northern region."]),
    Document(
      path: "offsite/offsite-agenda.odt", title: "Offsite agenda",
      lines: ["Day one: arrival, welcome dinner.", "Day two: strategy workshops and a boat trip."]),
    Document(
      path: "offsite/venue-notes.txt", title: "Venue notes",
      lines: ["Three venues visited for the offsite: the riverside hotel is the quietest."]),
    Document(
      path: "budgets/hardware-budget.docx", title: "Hardware budget",
      lines: ["Laptops for the new hires: twelve machines at 1,400 euros each."]),
    Document(
      path: "budgets/travel-budget.md", title: "Travel budget",
      lines: ["# Travel budget", "Conference trips for the year: 18,000 euros in all."]),
    Document(
      path: "报告/团建预算报告.pdf", title: "团建预算报告",
      lines: [
        "本报告列出三月杭州团建的各项费用。",
        "场地租金六千元，交通和住宿一万四千元，餐饮三千元。",
        "团建预算合计两万三千元，低于一月批准的上限。",
      ]),
    Document(
      path: "报告/市场预算报告.pdf", title: "市场预算报告",
      lines: ["本报告说明春季推广活动的市场费用。", "搜索广告四万元，线下活动一万二千元。"]),
    Document(
      path: "报告/团建反馈报告.pdf", title: "团建反馈报告",
      lines: ["团建结束后同事们的意见汇总。", "大家喜欢工作坊，希望晚上的活动短一些。"]),
    Document(
      path: "报告/季度销售报告.pdf", title: "季度销售报告",
      lines: ["本季度销售额增长百分之十一，北方区域领先。"]),
    Document(
      path: "预算/预算表.odt", title: "2026年部门预算表",
      lines: ["人员 八十万元", "设备 十二万元", "差旅 六万元", "培训 三万元", "合计 一百零一万元"]),
    Document(
      path: "团建/团建安排.odt", title: "团建安排",
      lines: ["第一天：到达，欢迎晚宴。", "第二天：战略讨论和游船。"]),
    Document(
      path: "预算/差旅预算.txt", title: "差旅预算",
      lines: ["全年会议出差费用共一万八千元。"]),
  ]

  /// Everyday documents around them: each topic ten times, its sentences varied.
  static let filler: [Document] = {
    let english: [(String, [String])] = [
      ("Recipe", ["Simmer the tomatoes with garlic for twenty minutes.", "Add basil just before serving."]),
      ("Meeting notes", ["We agreed to move the release by a week.", "Priya will follow up with design."]),
      ("Reading list", ["Finish the history of the printing press.", "Start the novel set in Patagonia."]),
      ("Packing list", ["Passport, charger, rain jacket.", "Hiking boots and a warm hat."]),
      ("Car maintenance", ["Oil changed at 60,000 km.", "The front tyres need replacing soon."]),
      ("Garden plan", ["Plant the tulip bulbs in October.", "Prune the apple tree after the frost."]),
      ("Workout log", ["Ran eight kilometres in forty minutes.", "Squats and lunges, three sets each."]),
      ("Book review", ["The plot drags in the middle.", "The ending is quietly moving."]),
      ("Project retrospective", ["Testing started too late.", "Pairing helped the new joiners."]),
      ("Hiring plan", ["Two engineers and a designer by summer.", "Interviews on Tuesdays and Thursdays."]),
      ("Onboarding checklist", ["Laptop set up, accounts created.", "Lunch with the team on day one."]),
      ("Release notes", ["Fixed a crash when opening large files.", "Dark mode for the settings page."]),
    ]
    let chinese: [(String, [String])] = [
      ("菜谱", ["番茄和大蒜一起炖二十分钟。", "出锅前加入罗勒。"]),
      ("会议纪要", ["大家同意把发布推迟一周。", "小王负责跟进设计。"]),
      ("读书笔记", ["读完了印刷术的历史。", "开始读一本关于草原的小说。"]),
      ("旅行清单", ["护照、充电器、雨衣。", "登山鞋和一顶暖和的帽子。"]),
      ("健身记录", ["四十分钟跑了八公里。", "深蹲和弓步各三组。"]),
      ("招聘计划", ["夏天前招两名工程师和一名设计师。", "周二和周四面试。"]),
      ("入职清单", ["电脑已配置，账号已创建。", "第一天和团队一起吃午饭。"]),
      ("家务安排", ["周六打扫厨房。", "周日洗窗帘。"]),
    ]
    let englishKinds = ["txt", "md", "pdf", "odt", "docx"]
    let chineseKinds = ["txt", "pdf", "odt"]
    var documents: [Document] = []
    for (topic, (title, sentences)) in english.enumerated() {
      for number in 1...10 {
        let kind = englishKinds[(topic + number) % englishKinds.count]
        let name = title.lowercased().replacingOccurrences(of: " ", with: "-")
        documents.append(
          Document(
            path: "misc/\(name)-\(number).\(kind)", title: "\(title) \(number)",
            lines: [sentences[number % 2], "Entry \(number) of \(title.lowercased()), week \(number * 3)."]))
      }
    }
    for (topic, (title, sentences)) in chinese.enumerated() {
      for number in 1...10 {
        let kind = chineseKinds[(topic + number) % chineseKinds.count]
        documents.append(
          Document(
            path: "杂项/\(title)\(number).\(kind)", title: "\(title)第\(number)篇",
            lines: [sentences[number % 2], "第\(number * 3)周的\(title)。"]))
      }
    }
    return documents
  }()

  /// Writes every document under `scratch`; returns how many.
  @discardableResult
  static func write(to scratch: Scratch) throws -> Int {
    let all = near + filler
    for document in all { try scratch.write(document.path, bytes(of: document)) }
    return all.count
  }

  /// A document's file bytes in the format its extension says.
  static func bytes(of document: Document) -> [UInt8] {
    switch (document.path as NSString).pathExtension {
    case "pdf": TestPDF.document(title: document.title, lines: document.lines)
    case "odt": TestZip.odt(title: document.title, paragraphs: document.lines)
    case "docx": TestZip.docx(paragraphs: [document.title] + document.lines)
    default: Array(([document.title] + document.lines).joined(separator: "\n").utf8)
    }
  }
}
