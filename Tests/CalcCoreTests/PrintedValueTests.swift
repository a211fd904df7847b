import CalcCore
import Testing

/// What a worksheet's `# = TEXT` holds when calc wrote it (DESIGN §23).
@Suite struct PrintedValueTests {
    /// What calc writes after `# = ` is read back as calc's, and the writer's sentences are not.
    @Test func printedValuesAreCalcs() {
        for text in ["1.00 EUR", "-3.5", "1e-30", "0xff", "1/3", "15%", "45°", "2026-12-24", "9:45", "MCMLXXVIII", "Thursday",
                     "5 ft 10.8661417322835 inch", "3.5 kg·m/s²", "1.00 EUR, 1.08 USD", "7 l/100km", "331 days", "1.00000000 BTC",
                     "1 kWh/h", "-5 °C", "3 m²", "2 m^4", "1.00 BGN", "5.00 DEM", "0o17", "0b101", "1.5e-7", "9:45:30", "MMMCMXCIX",
                     // Times of day and instants (DESIGN §20).
                     "7:55 pm", "12:00 am", "2026-11-29 00:00 Asia/Tokyo", "2024-02-10 12:41:41 UTC", "2026-11-28 12:00",
                     "2026-11-28 20:30 UTC+05:30", "2026-11-01 01:30 America/New_York UTC-05:00",
                     "2026-11-29 00:00 Asia/Tokyo, 2026-11-28 15:00 Europe/London"] {
            #expect(PrintedValue.couldBe(text), "\(text)")
        }
        for text in ["was 1100 last year", "pi", "5 apples", "see invoice 7", "3 times a week", "1100 last year", "#", "x", "EUR 5",
                     "1-2 days", "2026-Q1", "3pm", "2nd", "100k", "4+1", "LCD", "CIVIC", "IIII", "0xzz",
                     "7:55 tonight", "2026-11-29 00:00 somewhere", "2026-11-29 00:00 Asia/Tokyo UTC+15:00:00"] {
            #expect(!PrintedValue.couldBe(text), "\(text)")
        }
    }
}
