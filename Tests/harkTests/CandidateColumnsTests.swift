import Testing

@testable import hark

@Suite struct CandidateColumnsTests {
  @Test func chineseCharactersTakeTwoColumns() {
    #expect(CandidateColumns.displayWidth("王小明") == 6)
    #expect(CandidateColumns.displayWidth("Glow") == 4)
  }

  @Test func candidatesRunDownThenAcross() {
    let text = CandidateColumns.layout(["Bubbles", "Flare", "Glow"], terminalWidth: 20)
    // Columns 9 wide: two fit in 20, so two rows.
    #expect(text == "Bubbles  Glow\nFlare\n")
  }

  @Test func oneColumnWhenNarrow() {
    #expect(CandidateColumns.layout(["王小明", "王小红"], terminalWidth: 5) == "王小明\n王小红\n")
  }
}
