import CalcCore
import CalcTestSupport
import Testing

/// Output that misled (DESIGN §23): data of a large approximation padded with zeros read as an
/// exact integer; a huge argument of tan was blamed on a value that may be zero.
@Suite struct HonestOutputTests {
    /// An approximation's data has its 30 significant digits and no zero after them that it
    /// does not know: in scientific form when its digits end before the point.
    @Test(arguments: [
        ("exp(100)", "2.68811714181613544841262555158e43"),
        ("sqrt(2) * 1e30", "1.41421356237309504880168872421e30"),
        ("sqrt(2) * 1e28", "14142135623730950488016887242.1"),
        ("pi * 1e29", "314159265358979323846264338328"),
        ("-exp(100)", "-2.68811714181613544841262555158e43"),
        ("sqrt(2)", "1.41421356237309504880168872421"),
        // Exact numbers are whole, however large.
        ("10^40", "10000000000000000000000000000000000000000"),
    ])
    func dataOfApproximations(_ line: String, _ data: String) throws {
        var evaluator = Evaluator(rates: RateTable.empty)
        let value = try #require(try evaluator.evaluate(line))
        #expect(ValueFormatting.dataText(value.number) == data)
    }

    /// `tan` of an argument too large to reduce is imprecision, as `sin`'s is, not a value
    /// that may be zero; a value that may be zero is still said so.
    @Test func aHugeTangentIsImprecision() throws {
        for line in ["tan(1e1000000)", "tan(1e100000)", "sin(1e1000000)"] {
            let diagnostic = try #require(TestSupport.diagnostic(line), "\(line)")
            #expect(diagnostic.id == .imprecise, "\(line): \(diagnostic.message)")
        }
        #expect(TestSupport.diagnostic("1/(sqrt(2)-sqrt(2))")?.id == .undecided)
        #expect(try TestSupport.evaluate("tan(1e30)") == "0.0904850680633022")
    }
}
