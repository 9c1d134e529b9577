/// The entries a lexicon file may hold, by the key it is written under (`yes:`, `date_units:`).
/// A key is declared here once, with the shape of its value, so a misspelt key is an error with
/// its place in the file rather than a list silently missing.
public enum LexiconKey: String, CaseIterable, Sendable {
  // Answers to the shell's questions.
  /// Words that answer yes, no, or take the question back.
  case yes, no, cancel
  /// Places on a list ("first": 1, "last": -1), for a choice answered by its place.
  case ordinals
  /// Words that may stand around a place without changing it ("the", "one", "option").
  case ordinalFillers = "ordinal_fillers"
  /// Words a yes/no setting takes as true or false ("read", "unread").
  case trueWords = "true_words"
  case falseWords = "false_words"

  // People.
  /// Each relationship's canonical name and the words for it ("mother": mom, mum, 妈妈).
  case relationships
  /// Words before a relationship that make it the speaker's ("my ", 我的), longest first.
  case possessives
  /// The ways to say a relationship that the grammars' list of people takes ("my wife", "mom",
  /// 我妻子), so "text my wife hi" reads the person whole.
  case relationshipPhrases = "relationship_phrases"
  /// The speaker's words and the shell's for the same ("my " → "your "), to say a request back.
  case myToYour = "my_to_your"
  /// Words a person's slot never names (pronouns: "me", "everyone", 我).
  case neverNames = "never_names"
  /// Words a name never starts with ("how", "about", "the").
  case notNameStarts = "not_name_starts"
  /// Words that begin what is said about something ("about", "saying").
  case topicWords = "topic_words"
  /// The same for languages written without spaces, found anywhere in the words (关于, 说).
  case topicMarkers = "topic_markers"
  /// Words after a new event's title that ask for it to be noted, not part of the title
  /// (周五面试 记一下: 记一下), in languages written without spaces.
  case noteItSuffixes = "note_it_suffixes"
  /// Words a line may open with whose last character also starts a date (一下: 下 of 下周三), in
  /// languages written without spaces: a date the line opens with never starts inside one.
  case leadInWords = "lead_in_words"
  /// Words of asking or thanks a line may end with after its date ("… next monday please",
  /// 明天有什么安排谢谢): the line's manners, never part of the date.
  case closingWords = "closing_words"
  /// Words that put a question in the past ("did", "was"), and words after one that take it back
  /// out ("was wondering"): see ReadingTense.
  case pastTenseWords = "past_tense_words"
  case pastTenseBreakers = "past_tense_breakers"
  /// Kinds of event that say which half of the day a bare hour is in ("dinner at 8": 20:00,
  /// "breakfast at 7": 07:00): see ReadingDayHalf.
  case eveningEventWords = "evening_event_words"
  case morningEventWords = "morning_event_words"
  /// Words that make a question of the words they are in (几, 什么, 吗), in languages written
  /// without spaces: such words ask, they name no new event.
  case questionMarkers = "question_markers"
  /// The words an email address is said with, by the character each stands for ("@": at;
  /// ".": dot): "dana at example dot com" is typed as dana@example.com.
  case addressSymbols = "address_symbols"

  // Lists and references.
  /// What separates the items of a list of names ("and", "，", 和), tried in order.
  case separators
  /// How a list is said: between the items, and before the last.
  case listSeparator = "list_separator"
  case listLastSeparator = "list_last_separator"
  /// What joins the texts of a request summed up for a confirmation (", ", "，"): clauses, not
  /// the items of one list.
  case clauseSeparator = "clause_separator"
  /// Words that point at something shown ("this ", 这), and articles before a name ("the ", "my ").
  case pointers, articles
  /// Each reference kind and the words that make it whole ("this": it, this one, 这个).
  case references
  /// Determiners before a kind's noun in languages written without spaces (这个, 这张): a
  /// determiner and a noun of ``referenceNouns`` are read as "this".
  case referenceDeterminers = "reference_determiners"
  case referenceNouns = "reference_nouns"
  /// A place before a measure word and a noun (第一张照片): "first" and "last" with their words.
  case placePrefixes = "place_prefixes"
  case measureWords = "measure_words"
  /// Words before a description of content ("my", "her", "the"), a whole word each.
  case contentDeterminers = "content_determiners"
  /// Words among them that ask for the newest ("latest", "recent").
  case newestWords = "newest_words"
  /// The same in languages written without spaces, as prefixes (我的, 这份; 最新的).
  case contentPrefixes = "content_prefixes"
  case newestPrefixes = "newest_prefixes"
  /// Words after a described thing that say "what it holds" rather than name it (机票信息: the
  /// ticket's information is the ticket), taken off the end, in languages written without spaces.
  case contentSuffixes = "content_suffixes"

  // Numbers.
  /// Numerals read a character at a time (一: 1, 两: 2) and the units between them (十: 10).
  case numberDigits = "number_digits"
  case numberUnits = "number_units"
  /// Number words read a word at a time ("seven": 7, "twenty": 20).
  case numberWords = "number_words"
  /// Words that multiply what came before ("hundred": 100) and that close a group ("thousand").
  case numberMultipliers = "number_multipliers"
  case numberGroups = "number_groups"
  /// Words inside a number that say nothing ("and" of "a hundred and five").
  case numberFillers = "number_fillers"
  /// Number words that are a number only before a unit ("a", "an": "in an hour").
  case numberArticles = "number_articles"

  // Dates, read.
  /// Days by their distance from today ("tomorrow": 1, 前天: -2).
  case dateDays = "date_days"
  /// Day words that also say the part of the day ("tonight": evening).
  case dateDayPeriods = "date_day_periods"
  /// Parts of the day (morning, noon, afternoon, evening, night, early_morning).
  case datePeriods = "date_periods"
  /// Weekdays, 1 for Sunday to 7 for Saturday ("monday": 2, 一: 2).
  case dateWeekdays = "date_weekdays"
  /// The words for a week before its weekday (星期, 周), and for the weekend.
  case dateWeekWords = "date_week_words"
  case dateWeekend = "date_weekend"
  /// Weeks from this one ("next": 1, 上个: -1), longest first.
  case dateWeekOffsets = "date_week_offsets"
  /// Months (january: 1).
  case dateMonths = "date_months"
  /// Days of the month said as ordinals ("third": 3).
  case dateDayOrdinals = "date_day_ordinals"
  /// Units of time in seconds ("hour": 3600, 天: 86400).
  case dateUnits = "date_units"
  /// Words that say nothing about the date ("on", "at", 的).
  case dateFillers = "date_fillers"
  /// Words a template may leave before a date in its slot ("on friday", "by noon"), which hold
  /// no more of the date: in languages that put spaces between words.
  case datePrepositions = "date_prepositions"
  /// Words that are an hour by themselves ("midnight": 0).
  case dateHours = "date_hours"
  /// Words after an hour that say which half of the day ("pm": 12), and the same written onto
  /// the hour ("5pm", "5p").
  case dateMeridiems = "date_meridiems"
  case dateMeridiemSuffixes = "date_meridiem_suffixes"
  /// What may follow a day of the month written in digits ("12th").
  case dateOrdinalSuffixes = "date_ordinal_suffixes"
  /// Words for the present moment ("now", 现在).
  case dateNow = "date_now"
  /// Words before or after an amount of time that make it "from now" ("in", 过; "later", 以后).
  case dateAfterBefore = "date_after_before"
  case dateAfter = "date_after"
  /// Half of a unit (半), and the counter between an amount and its unit (个).
  case dateHalf = "date_half"
  case dateCounter = "date_counter"
  /// The marks of a clock time after its hour (点), after that (钟), and after minutes (分).
  case dateHourMarks = "date_hour_marks"
  case dateHourSuffixes = "date_hour_suffixes"
  case dateMinuteMarks = "date_minute_marks"
  /// Minutes said as words after the hour (半: 30, 一刻: 15).
  case dateMinuteWords = "date_minute_words"
  /// What separates hours from minutes (":", "："), and the marks after a month and a day (月; 日, 号).
  case dateTimeSeparators = "date_time_separators"
  case dateMonthMarks = "date_month_marks"
  case dateDayMarks = "date_day_marks"

  // Spans, durations and repeats, read (see `DateSpan` in HarkCore).
  /// Words that make a week, weekend or month word this one's ("this", "current"): only before
  /// those words, so "this friday" keeps meaning the next Friday.
  case dateThis = "date_this"
  /// The words for a month after its offset ("month", 月).
  case dateMonthWords = "date_month_words"
  /// The mark after a year written before its month (年 of 2027年6月14日).
  case dateYearMarks = "date_year_marks"
  /// What is left of a day from now ("rest of the day", 剩下的时间).
  case dateRestOfDay = "date_rest_of_day"
  /// Words that open a range ("from", "between", 从) and that join its two ends ("to", "until", 到);
  /// the words that join them after an opening word only ("and" of "between three and four").
  case dateRangeStarts = "date_range_starts"
  case dateRangeEnds = "date_range_ends"
  case dateRangeAnds = "date_range_ands"
  /// Words that open a span at a time to the end of its day ("after 2pm", 下午两点以后) or from the
  /// start of its day up to it ("before noon", 中午之前): before the time in languages that put
  /// spaces between words, after it in those that do not.
  case dateOpenAfter = "date_open_after"
  case dateOpenBefore = "date_open_before"
  /// Words after an amount of time that put it before something ("before", "earlier", 之前), and
  /// the same before the amount (提前).
  case dateBefore = "date_before"
  case dateBeforeLeading = "date_before_leading"
  /// Words that start a repeat ("every", 每), and the interval said as a word ("other": 2).
  case dateEvery = "date_every"
  case dateEveryInterval = "date_every_interval"
  /// Words that skip units between repeats (隔 of 每隔一周: every second week).
  case dateEverySkip = "date_every_skip"
  /// The units a repeat counts in ("week": week, 月: month), and words that are a repeat by
  /// themselves ("daily": day).
  case dateRepeatUnits = "date_repeat_units"
  case dateFrequencies = "date_frequencies"
  /// Spans that look back to now (see `DateParser.readSpan` in HarkCore): words before a time
  /// that start a span there ("since", "earlier", 自从) and after it (以来, 到现在, "so far").
  case dateSince = "date_since"
  case dateSinceAfter = "date_since_after"
  /// Words after an amount of time that put it before now, where a span back starts ("two days
  /// ago" of "since two days ago", 前 of 两个小时前以来).
  case dateAgo = "date_ago"
  /// Words before an amount of time back from now, each with the least amount it takes ("last":
  /// 1; 这: 2, as 这一周 is this week but 这两天 the last two days), words around it that say
  /// nothing more ("over the", 内), the units it counts in (`minute` … `year`), and amounts
  /// said as words ("a few": 3, 几: 3).
  case dateLookback = "date_lookback"
  /// Words before an amount of time ahead of now, each with the least amount it takes ("the next
  /// three days", "the coming two weeks", 未来三天); the fillers, units and amounts are the
  /// look-back's.
  case dateLookahead = "date_lookahead"
  case dateLookbackFillers = "date_lookback_fillers"
  /// Words that may open an amount of time back or ahead only before one of its fillers: "emails
  /// from the last 3 days", where "from last week" is last week itself.
  case dateLookbackOpeners = "date_lookback_openers"
  case dateLookbackUnits = "date_lookback_units"
  case dateAmounts = "date_amounts"

  // Dates, said.
  /// The weekdays and months as said, Sunday and January first.
  case weekdayNames = "weekday_names"
  case monthNames = "month_names"
  /// How a day is said, this year and another year, and a time after it (`{weekday}`, `{day}`,
  /// `{month}`, `{month_name}`, `{year}`, `{hour}`, `{hour12}`, `{minute}`, `{half}`).
  case dayFormat = "day_format"
  case dayFormatOtherYear = "day_format_other_year"
  case timeFormat = "time_format"
  /// The two halves of a twelve-hour day (上午, 下午), when times are said that way.
  case dayHalves = "day_halves"
  /// The names of spans by kind and offset (`week_0`: "This week", `day_1`: "Tomorrow",
  /// `afternoon`: "{day_name} afternoon"), read by `DateWording.text(_:)` for a `DateSpan`.
  case dateSpanNames = "date_span_names"
  /// How a named span is said (`{name}`, `{range}`), how a range of days or times is said
  /// (`{start}`, `{end}`), a day said before another of its month ("{weekday} {day}"), and a
  /// clock time alone.
  case spanFormat = "span_format"
  case rangeFormat = "range_format"
  case dayFormatShort = "day_format_short"
  case clockFormat = "clock_format"

  // Events described ("my meeting tomorrow", "dinner with mike").
  /// Words that say nothing about which event is meant ("my", "the", "event", "from", 我的, 日程).
  case eventFillers = "event_fillers"
  /// Kinds of event, each with the words of a title that show it ("appointment": dentist, doctor;
  /// 晚饭: 晚餐): a kind said with nothing else picks the events of that kind.
  case eventKinds = "event_kinds"
  /// Kinds any event with people is called by ("meeting", 会议).
  case eventPeopleKinds = "event_people_kinds"
  /// Words that ask for every event described, not one ("all", "everything", 所有).
  case eventAll = "event_all"

  /// The shape of the value written under the key.
  public var shape: LexiconShape {
    switch self {
    case .ordinals, .numberDigits, .numberUnits, .numberWords, .numberMultipliers, .numberGroups, .dateDays,
      .dateWeekdays, .dateWeekOffsets, .dateMonths, .dateDayOrdinals, .dateUnits, .dateMinuteWords,
      .dateHours, .dateMeridiems, .dateMeridiemSuffixes, .dateEveryInterval, .dateAmounts,
      .dateLookback, .dateLookahead:
      return .numbers
    case .relationships, .myToYour, .references, .placePrefixes, .dateDayPeriods, .datePeriods,
      .dateRepeatUnits, .dateFrequencies, .dateSpanNames, .eventKinds, .dateLookbackUnits, .addressSymbols:
      return .table
    case .dayFormat, .dayFormatOtherYear, .timeFormat, .listSeparator, .listLastSeparator, .clauseSeparator,
      .spanFormat, .rangeFormat, .dayFormatShort, .clockFormat:
      return .text
    default:
      return .words
    }
  }
}

/// What a lexicon key holds.
public enum LexiconShape: Sendable {
  /// A list of words: `[yes, yeah, sure]`.
  case words
  /// Words each with a number: `{first: 1, last: -1}`.
  case numbers
  /// Words each with a word or a list of words: `{mother: [mom, mum]}`.
  case table
  /// One text: `"{weekday} {day} {month_name}"`.
  case text
}
