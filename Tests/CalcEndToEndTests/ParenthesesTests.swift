import Testing

/// A name in parentheses is its value, as users write it: one-shot and in batch (it was once
/// read as the name `(pi)`, unknown).
@Suite struct ParenthesesTests {
    let calc = CalcProcess()

    @Test(arguments: [("(pi)", "3.14159265358979"), ("2*(pi)", "6.28318530717959"), ("-(pi)", "-3.14159265358979"),
                      ("((e))", "2.71828182845905")])
    func oneShot(_ expression: String, _ expected: String) throws {
        let result = try calc.run([expression])
        #expect(result.stdout == expected + "\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func batch() throws {
        let result = try calc.run([], input: "x = 5\n(x)\n((x))\n-(x)\n(ans) * 2\nmax((x), (ans))\n2 * ((y))\n")
        #expect(result.stdout == "5\n5\n5\n-5\n-10\n5\n")
        #expect(result.stderr == "<stdin>:7:7: error: unknown name 'y'\n")
        #expect(result.status == 1)
    }
}
