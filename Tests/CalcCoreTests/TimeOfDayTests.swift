import CalcCore
import CalcTestSupport
import Testing

/// Times of day and clock durations (DESIGN §20): am and pm, noon and midnight, moved by
/// durations around the clock, and clock notation kept when scaled.
@Suite struct TimeOfDayTests {
    @Test(arguments: [
        ("3:45pm + 4 h 10 min", "7:55 pm"),
        ("11pm + 2 h", "1:00 am"),
        ("noon + 90 min", "1:30 pm"),
        ("5pm - 9:15am", "7:45"),
        ("9:15am - 5pm", "-7:45"),
        ("1:45 * 2", "3:30"),
        ("4:45 / 2", "2:22:30"),
        ("2 * 1:45", "3:30"),
        ("3pm", "3:00 pm"),
        ("3 pm", "3:00 pm"),
        ("10:15 p.m.", "10:15 pm"),
        ("10:15 P.M.", "10:15 pm"),
        ("12am", "12:00 am"),
        ("12pm", "12:00 pm"),
        ("midnight", "12:00 am"),
        ("noon - 30 min", "11:30 am"),
        ("12:00 am + 25 h", "1:00 am"),
        ("3:45:30 pm", "3:45:30 pm"),
        ("6am + 1:30", "7:30 am"),
        ("1 day + 6am", "6:00 am"),
        ("8:30", "8:30"),
        ("8:30 * 80 EUR/h", "680.00 EUR"),
    ])
    func printsAsDesigned(_ line: String, _ printed: String) throws {
        #expect(try TestSupport.evaluate(line) == printed, "\(line)")
    }

    @Test(arguments: [
        ("3pm * 2", MessageID.timeOfDayArithmetic),
        ("3pm + 5pm", .timeOfDayArithmetic),
        ("3pm in min", .timeOfDayArithmetic),
        ("3pm + 10%", .timeOfDayArithmetic),
        ("2026-12-24 + 3pm", .timeOfDayArithmetic),
        ("3pm + 5 km", .timeOfDayArithmetic),
        ("sqrt(3pm)", .functionOfDate),
        ("13pm", .impossibleTimeOfDay),
        ("0am", .impossibleTimeOfDay),
        ("3:75 pm", .impossibleTimeOfDay),
    ])
    func refused(_ line: String, _ id: MessageID) throws {
        #expect(TestSupport.diagnostic(line)?.id == id, "\(line): \(TestSupport.diagnostic(line)?.message ?? "no error")")
    }

    /// `noon` and `midnight` are names no variable takes.
    @Test func namedTimesAreReserved() {
        #expect(TestSupport.diagnostic("noon = 3")?.message == "cannot assign to the time of day 'noon'")
        #expect(TestSupport.diagnostic("Friday = 3")?.message == "cannot assign to the date 'Friday'")
    }

    /// A 12-hour time as people write it, from minutes since midnight.
    static func written(_ minutes: Int, style: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let suffix = [hour < 12 ? "am" : "pm", hour < 12 ? " AM" : " PM", hour < 12 ? " a.m." : " p.m."][style]
        return minute == 0 && style == 0 ? "\(twelve)\(suffix)" : "\(twelve):\(minute < 10 ? "0" : "")\(minute)\(suffix)"
    }

    /// Generated times moved by generated durations: the result is the minute of the day the
    /// oracle counts (modulo 1440), printed on the 12-hour clock, and it reads back.
    @Test func movedAroundTheClock() throws {
        var random = SplitMix64(state: 20)
        for _ in 0..<400 {
            let start = random.below(1440), minutes = random.below(3000), style = random.below(3)
            let subtract = random.below(2) == 1
            let line = "\(TimeOfDayTests.written(start, style: style)) \(subtract ? "-" : "+") \(minutes) min"
            let expected = ((start + (subtract ? -minutes : minutes)) % 1440 + 1440) % 1440
            let printed = try TestSupport.evaluate(line)
            let hour = expected / 60, twelve = hour % 12 == 0 ? 12 : hour % 12, minute = expected % 60
            #expect(printed == "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "am" : "pm")", "\(line)")
            #expect(try TestSupport.evaluate(printed) == printed, "\(printed) reads back")
        }
    }

    /// Two generated times: their difference is the oracle's minutes, in clock notation.
    @Test func differenceOfTwoTimes() throws {
        var random = SplitMix64(state: 21)
        for _ in 0..<200 {
            let first = random.below(1440), second = random.below(1440)
            let line = "\(TimeOfDayTests.written(first, style: 0)) - \(TimeOfDayTests.written(second, style: 2))"
            let difference = first - second, magnitude = abs(difference)
            let expected = "\(difference < 0 ? "-" : "")\(magnitude / 60):\(magnitude % 60 < 10 ? "0" : "")\(magnitude % 60)"
            #expect(try TestSupport.evaluate(line) == expected, "\(line)")
        }
    }
}
