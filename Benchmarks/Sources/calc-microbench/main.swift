import CalcCore

/// Times each stage of calc's per-line work on a fixed set of lines, so that a regression in
/// one stage shows up without the whole pipeline. Median of several rounds, in ns per line.

let lines = (CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : [
    "(138.98 + 583) * 98 / 7 - 138",
    "12 USD + 5 EUR in JPY",
    "x = 3 * (4 + 5) ^ 2",
    "sqrt(2) * 1000 / 3",
    "€12.99 + £3 in USD",
    "2^100 - 1",
]).map { Array($0.utf8) }

let rates = RateTable(base: "EUR", date: Day("2025-05-09"), source: "bench", rates: [
    "USD": Rational(11252, 10000), "JPY": Rational(16336, 100), "GBP": Rational(8477, 10000),
])

let clock = ContinuousClock()

/// Median nanoseconds per line over `rounds` rounds of `iterations` passes over `lines`.
/// `body` gets each line's index in `lines`.
func measure(_ name: String, rounds: Int = 9, iterations: Int = 20_000, _ body: (Int) -> Void) {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = clock.now
        for _ in 0..<iterations {
            for index in lines.indices { body(index) }
        }
        let elapsed = clock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(iterations * lines.count))
    }
    samples.sort()
    let median = samples[samples.count / 2]
    print("\(name.padding(24)) \(String(Int(median.rounded())).leftPadded(6)) ns/line")
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

var sink = 0
measure("lexer") { index in
    var lexer = Lexer(lines[index])
    while let token = try? lexer.next(), token.kind != .end { sink &+= 1 }
}
var tree = SyntaxTree()
measure("parser") { index in
    try? Parser.parse(lines[index], into: &tree)
    sink &+= tree.nodes.count
}
let trees = lines.map { try! Parser.parse($0) }
var evaluator = Evaluator(rates: rates)
measure("evaluator") { index in
    if let value = try? evaluator.evaluate(trees[index]) { sink &+= value.number.signum }
}
let values = trees.map { (try? evaluator.evaluate($0)) ?? nil }.compactMap { $0 }
// As batch mode formats: appended to an output buffer that is reused.
var output: [UInt8] = []
measure("formatter") { index in
    output.removeAll(keepingCapacity: true)
    _ = ValueFormatting.append(values[index % values.count], to: &output)
    sink &+= output.count
}
measure("formatter, as a String") { index in
    sink &+= ValueFormatting.format(values[index % values.count]).text.utf8.count
}
// As batch mode runs a line: parsed into a reused tree, evaluated, appended to the buffer.
measure("whole line") { index in
    output.removeAll(keepingCapacity: true)
    try? Parser.parse(lines[index], into: &tree)
    if let value = try? evaluator.evaluate(tree) { _ = ValueFormatting.append(value, to: &output) }
    sink &+= output.count
}
if sink == 42 { print("") }
