import HarkCore

// What UnicornChat's entities give other apps: a unicorn as a person, a message as its text
// ("email this reply from Bubbles to my wife").

extension UnicornContact: PersonExporting {}

extension UnicornMessage: TextExporting {
  public var exportedText: String { body }
}
