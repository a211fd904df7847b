/// A Pratt parser from one line of tokens to a `SyntaxTree` (grammar: `Grammar/calc.ebnf`).
///
/// Binding powers live in `prefixBindingPower`, `infixBindingPower` and
/// `postfixBindingPower`, one exhaustive switch each; keywords in `Keywords`. Every malformed
/// input becomes a `Diagnostic` located at the offending token.
public struct Parser {
    private var lexer: Lexer
    private var current: Token
    /// The caller's tree, written in place: a tree of the parser's own, swapped in and out,
    /// was made empty and destroyed at every line (five arrays retained and released).
    private let treeStorage: UnsafeMutablePointer<SyntaxTree>
    private var tree: SyntaxTree {
        _read { yield treeStorage.pointee }
        nonmutating _modify { yield &treeStorage.pointee }
    }
    private var depth = 0
    /// Within a call's arguments, where a comma separates arguments.
    private var insideCall = false
    /// Reading `A` of `days between A and B`, where `and` ends it.
    private var readingBetween = false
    /// Where the statement's first clause starts (`at`, `on`), for the hint of what follows it.
    private var clauseStart: Int?
    /// Expressions begun so far (see `expression`).
    private var expressionCount = 0

    /// A parser that writes into `tree`, which must outlive it (`parse`, `parseBody`).
    @inline(__always)
    private init(_ bytes: [UInt8], style: NumberStyle, tree: UnsafeMutablePointer<SyntaxTree>) throws(Diagnostic) {
        treeStorage = tree
        lexer = style.isStandard ? Lexer(bytes) : Lexer(bytes, style: style)
        current = Token(.end, SourceSpan(0, 0))
        current = try lexer.next()
    }

    /// Parses one statement (`name = expr` or `expr`). An empty or comment-only line gives
    /// an empty tree.
    /// Numbers are read as `style` writes them (DESIGN §21).
    public static func parse(_ bytes: [UInt8], style: NumberStyle = .standard) throws(Diagnostic) -> SyntaxTree {
        var tree = SyntaxTree()
        try parse(bytes, into: &tree, style: style)
        return tree
    }

    /// Parses into `tree`, reusing its storage: batch mode parses every line into one tree.
    public static func parse(_ bytes: [UInt8], into tree: inout SyntaxTree, style: NumberStyle = .standard) throws(Diagnostic) {
        tree.reset(source: bytes)
        try withUnsafeMutablePointer(to: &tree) { (tree) throws(Diagnostic) in
            var parser = try Parser(bytes, style: style, tree: tree)
            try parser.statement()
        }
    }

    public static func parse(_ text: String, style: NumberStyle = .standard) throws(Diagnostic) -> SyntaxTree {
        try parse(Array(text.utf8), style: style)
    }

    /// A function's body (`vat(x) = x * 1.2`, DESIGN §17), parsed as the expression it was in
    /// its definition, never as a line of its own: `f(x) = +x` is x, where the line `+x` would
    /// add x to the previous result (otherwise `5`, then `f(2)` would give 7).
    static func parseBody(_ bytes: [UInt8], style: NumberStyle) throws(Diagnostic) -> SyntaxTree {
        var tree = SyntaxTree()
        tree.reset(source: bytes)
        try withUnsafeMutablePointer(to: &tree) { (tree) throws(Diagnostic) in
            var parser = try Parser(bytes, style: style, tree: tree)
            _ = try parser.expression(minimumBindingPower: 0)
            try parser.expectEnd()
        }
        return tree
    }

    // MARK: - Binding powers

    /// Left and right binding power of an infix operator; nil when the token is not one.
    /// `^` is right-associative.
    private static func infixBindingPower(_ kind: TokenKind) -> (left: Int, right: Int, op: BinaryOperator)? {
        switch kind {
        case .plus: (3, 4, .add)
        case .minus: (3, 4, .subtract)
        case .star, .times: (5, 6, .multiply)
        case .slash, .divide: (5, 6, .divide)
        case .modulo: (5, 6, .modulo)
        case .of: (5, 6, .of)
        case .off: (5, 6, .off)
        case .caret: (10, 9, .power)
        case .number, .date, .clock, .text, .superscript, .identifier, .currencySymbol, .leftParen, .rightParen, .comma, .equals,
             .conversion, .end, .squared, .cubed, .squareRoot, .bang, .percent, .degree, .at, .on: nil
        }
    }

    /// Left binding power of a postfix operator: conversion (`in`, `to`, `as`, `->`) is the
    /// loosest of all, so it applies to the whole expression on its left; the superscripts
    /// `²` `³` bind as `^` does (`-3²` is -9); `!` binds tightest (`2^3!` is 2^6).
    private static func postfixBindingPower(_ kind: TokenKind) -> Int? {
        switch kind {
        case .conversion: 1
        case .squared, .cubed, .superscript: 10
        case .bang, .percent, .degree: 11
        case .number, .date, .clock, .text, .identifier, .currencySymbol, .plus, .minus, .star, .slash, .times, .divide, .caret,
             .leftParen, .rightParen, .comma, .equals, .end, .squareRoot, .modulo, .of, .off, .at, .on: nil
        }
    }

    /// Right binding power of a prefix operator: unary minus and `√` bind tighter than `*` and
    /// looser than `^`, so `-2^2` is `-(2^2)` and `√2^2` is `√(2^2)`.
    private static func prefixBindingPower(_ kind: TokenKind) -> Int? {
        switch kind {
        case .plus, .minus, .squareRoot: 7
        case .number, .date, .clock, .text, .superscript, .identifier, .currencySymbol, .star, .slash, .times, .divide, .caret,
             .leftParen, .rightParen, .comma, .equals, .conversion, .end, .squared, .cubed, .bang, .modulo,
             .percent, .degree, .of, .off, .at, .on: nil
        }
    }

    // MARK: - Statements

    private mutating func advance() throws(Diagnostic) {
        current = try lexer.next()
    }

    private func text(_ span: SourceSpan) -> String {
        String(decoding: lexer.bytes[span.start..<span.end], as: UTF8.self)
    }

    private mutating func statement() throws(Diagnostic) {
        if current.kind == .end { return }
        if current.kind == .identifier, let length = questionStart() {
            lexer.resume(at: current.span.start + length)
            current = try lexer.next()
            if current.kind == .end { throw Messages.expectedValue(found: current) }
        }
        if current.kind == .identifier || current.kind == .conversion {
            var lookahead = lexer
            let next = try lookahead.next().kind
            if next == .equals {
                try assignment()
                return
            }
            if next == .leftParen && current.kind == .identifier && Parser.definesFunction(lookahead) {
                try definition()
                return
            }
        }
        // `days in 3 weeks`, `seconds in a day`: how many of a unit the right side holds.
        if current.kind == .identifier, let howMany = try howManyQuestion() {
            _ = howMany
        } else if Parser.continuesPreviousResult(current.kind) {
            // `* 2`, `in JPY`, `+ 15%`: the line goes on from the previous result.
            let previous = tree.append(.previousResult, SourceSpan(current.span.start, current.span.start))
            _ = try expression(minimumBindingPower: 0, startingWith: previous)
        } else {
            _ = try expression(minimumBindingPower: 0)
        }
        if current.kind == .at || current.kind == .on { try clauses() }
        try expectEnd()
    }

    /// The clauses that end a statement: `at RATE` or `at RATE A/B`, any number of them, and
    /// `on YYYY-MM-DD`, once.
    @inline(never)
    private mutating func clauses() throws(Diagnostic) {
        if clauseStart == nil { clauseStart = current.span.start }
        while current.kind == .at || current.kind == .on {
            if current.kind == .on {
                try dateClause()
                continue
            }
            let at = current
            if isUnitPrice() {
                // `45 l at 1.85 EUR/l`: the quantity times its price (DESIGN §22).
                let quantity = tree.root
                try advance()
                let price = try prefix()
                tree.append(.binary(.multiply, quantity, price), tree.nodes[quantity].span.merged(with: tree.nodes[price].span))
                continue
            }
            if tree.rateClauses.count == Limits.maxRateClauses { throw Messages.tooManyRateClauses(at: at.span) }
            try advance()
            // `at -1`: said as `at 0` is, not as a missing number.
            if current.kind == .minus { throw MoneyMessages.rateNotPositive(at: at.span.merged(with: current.span)) }
            guard current.kind == .number else { throw Messages.expectedRate(after: at.span, found: current) }
            let number = current
            try advance()
            let rate = try literalValue(number)
            var end = number.span
            var numerator: CurrencyReference?, denominator: CurrencyReference?
            if current.kind == .identifier || isCurrencySymbol(current.kind) {
                let first = try currencyAfterConversion(at)
                guard current.kind == .slash else { throw Messages.expectedRatePair(at: first.span) }
                try advance()
                let second = try currencyAfterConversion(at)
                numerator = first
                denominator = second
                end = second.span
            }
            tree.rateClauses.append(RateClause(rate: rate, numerator: numerator, denominator: denominator, span: at.span.merged(with: end)))
        }
    }

    /// `on 2008-09-15`: the date is read from the bytes after `on` (as tokens it would be a
    /// subtraction).
    private mutating func dateClause() throws(Diagnostic) {
        let on = current
        if let earlier = tree.dateClause { throw Messages.secondDate(at: on.span, first: earlier.span) }
        if let (text, span) = lexer.scanDateText() {
            guard let day = Day(text) else { throw Messages.impossibleDate(text, at: span) }
            tree.dateClause = DateClause(when: .day(day), daySpan: span, span: on.span.merged(with: span))
            try advance()
            return
        }
        // `on today`, `on (…)`; anything else is said as it is written.
        let peeked = lexer.peekText()
        guard let peeked, peeked.text.hasPrefix("(") || Builtins.dayNames.contains(where: { peeked.text.hasPrefix($0) }) else {
            throw Messages.expectedDate(after: on.span, found: peeked)
        }
        try advance()
        let word = current
        if word.kind == .identifier, let offset = Builtins.dayOffset(named: text(word.span)) {
            tree.dateClause = DateClause(when: .relative(offset), daySpan: word.span, span: on.span.merged(with: word.span))
            try advance()
            return
        }
        guard word.kind == .leftParen else { throw Messages.expectedDate(after: on.span, found: peeked) }
        // `on (today - 1 week)`: the expression between the parentheses, parsed on its own.
        var depth = 0
        var closing: Token?
        while closing == nil {
            switch current.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1; if depth == 0 { closing = current }
            case .end: throw Messages.unclosedParenthesis(at: word.span)
            default: break
            }
            if closing == nil { try advance() }
        }
        let inside = SourceSpan(word.span.end, closing!.span.start)
        var blanked = [UInt8](repeating: UInt8(ascii: " "), count: lexer.bytes.count)
        blanked[inside.start..<inside.end] = lexer.bytes[inside.start..<inside.end]
        let expression = try Parser.parse(blanked, style: lexer.style)
        if expression.nodes.isEmpty { throw Messages.emptyParentheses(at: word.span.merged(with: closing!.span)) }
        let span = word.span.merged(with: closing!.span)
        tree.dateClause = DateClause(when: .expression(expression), daySpan: span, span: on.span.merged(with: span))
        try advance()
    }

    private func isCurrencySymbol(_ kind: TokenKind) -> Bool {
        if case .currencySymbol = kind { return true }
        return false
    }

    /// A line that starts with one of these continues from `ans` (DESIGN §2): binary and
    /// postfix operators, conversions, clauses (`at 1.1 USD/EUR` applies to `ans`). A leading
    /// `-` stays a minus sign, `√` a square root.
    /// `days in 3 weeks`, `seconds in a day`, `ounces in a pound`: a plural unit word, `in`,
    /// then a quantity (`a`, `an` or `one` before a unit are one of it): the quantity in that
    /// unit (DESIGN §19). Nil, and nothing consumed, when the line is not one.
    @inline(never)
    private mutating func howManyQuestion() throws(Diagnostic) -> Int? {
        let word = current
        if word.span.length == 4, text(word.span) == Vocabulary.daysWord {
            // `days in February 2020`, `days in 2024`: the days of a calendar period.
            var look = lexer
            if let keyword = try? look.next(), keyword.kind == .conversion, bytes(of: keyword.span, are: "in") {
                let saved = (lexer, current)
                try advance() // days
                if let phrase = try daysInPeriodPhrase(word) { return phrase }
                (lexer, current) = saved
            }
        }
        let isPound = Resolver.isPoundWord(lexer.bytes[word.span.start..<word.span.end])
        // (The plural's `s` first: the unit's look-up builds the unit tables, which a line
        // starting with `now` or `noon` need not.)
        guard word.span.length >= 3, lexer.bytes[word.span.end - 1] == UInt8(ascii: "s") || bytes(of: word.span, are: "feet"),
              isPhysicalUnit(word.span) || isPound else { return nil }
        var look = lexer
        guard let keyword = try? look.next(), keyword.kind == .conversion, bytes(of: keyword.span, are: "in"),
              let next = try? look.next() else { return nil }
        let isArticle = next.kind == .identifier && (bytes(of: next.span, are: "a") || bytes(of: next.span, are: "an") || bytes(of: next.span, are: "one"))
        guard next.kind == .number || isArticle
                || (next.kind == .identifier && (isPhysicalUnit(next.span) || Resolver.isPoundWord(lexer.bytes[next.span.start..<next.span.end])))
        else { return nil }
        try advance() // the unit word
        try advance() // in
        let operand: Int
        if current.kind == .number {
            operand = try expression(minimumBindingPower: 2)
        } else {
            let start = current.span
            if isArticle { try advance() }
            guard current.kind == .identifier else { throw Messages.expectedValue(found: current) }
            let unit = try unitSyntax()
            operand = tree.append(.quantity(literal: tree.appendLiteral(.one), unit: unit), start.merged(with: tree.span(of: unit)))
        }
        let target = UnitSyntax.word(CurrencyReference(code: nil, span: word.span))
        return tree.append(.convert(operand, to: target), word.span.merged(with: tree.nodes[operand].span))
    }

    private static func continuesPreviousResult(_ kind: TokenKind) -> Bool {
        switch kind {
        case .plus, .star, .slash, .times, .divide, .caret, .modulo, .of, .off, .conversion,
             .squared, .cubed, .superscript, .bang, .percent, .degree, .at, .on: true
        case .number, .date, .clock, .text, .identifier, .currencySymbol, .minus, .squareRoot, .leftParen, .rightParen, .comma, .equals,
             .end: false
        }
    }

    private mutating func assignment() throws(Diagnostic) {
        let nameToken = current
        if nameToken.kind == .conversion { throw Messages.cannotAssignToKeyword(at: nameToken.span) }
        let name = text(nameToken.span)
        if Builtins.isReserved(name) { throw Messages.cannotAssign(to: name, at: nameToken.span) }
        // `2 eur` is money, so a variable `eur` could never be used after a number.
        if (name.utf8.count == 3 && CurrencyCatalogue.isCode(name.uppercased())) || CurrencyCatalogue.codes(named: name) != nil
            || CurrencyCode(Array(name.utf8)[...]).map(CryptoCurrencies.isCrypto) == true {
            throw MoneyMessages.variableNamedLikeCurrency(name, at: nameToken.span)
        }
        try advance() // name
        let equals = current
        try advance() // =
        if current.kind == .end { throw Messages.missingOperand(after: equals, source: "=") }
        let value = try expression(minimumBindingPower: 0)
        try clauses()
        try expectEnd()
        tree.append(.assign(nameSpan: nameToken.span, value: value), nameToken.span.merged(with: tree.nodes[value].span))
    }

    /// After `name(`: whether the line goes on as a definition, `a, b) =` (names, then `=`),
    /// rather than as a call.
    @inline(never)
    private static func definesFunction(_ lexer: Lexer) -> Bool {
        var lexer = lexer
        var expectsName = true, names = 0
        while let token = try? lexer.next() {
            switch token.kind {
            case .identifier where expectsName:
                expectsName = false
                names += 1
            case .comma where !expectsName: expectsName = true
            // `f(x, ) = 1` is no definition (it must not be read as `f(x) = 1`).
            case .rightParen where !expectsName || names == 0: return (try? lexer.next().kind) == .equals
            default: return false
            }
        }
        return false
    }

    /// `vat(x) = x * 1.2`, `fuel(km) = km * 6.5 l/100km * 1.85 EUR/l`: a function of the user's
    /// own (DESIGN §17). Its names are checked when it is defined, by the evaluator.
    @inline(never)
    private mutating func definition() throws(Diagnostic) {
        let nameToken = current
        try advance() // name
        try advance() // (
        var parameters: [SourceSpan] = []
        while current.kind == .identifier {
            parameters.append(current.span)
            try advance()
            if current.kind == .comma { try advance() }
        }
        try advance() // )
        let equals = current
        try advance() // =
        if current.kind == .end { throw Messages.missingOperand(after: equals, source: "=") }
        let body = try expression(minimumBindingPower: 0)
        if current.kind == .at || current.kind == .on { throw FunctionMessages.clauseInBody(at: current.span) }
        // A call has one value: the further targets would be dropped (with
        // `f(x) = x in USD, GBP`, `f(100 EUR)` would show the dollars only).
        if case .present(_, let targets) = tree.nodes[body].kind, targets.count > 1 {
            throw FunctionMessages.targetsInBody(at: tree.conversionTargets[targets.lowerBound + 1].span)
        }
        try expectEnd()
        tree.parameters = parameters
        tree.append(.define(nameSpan: nameToken.span, body: body), nameToken.span.merged(with: tree.nodes[body].span))
    }

    @inline(__always)
    private func expectEnd() throws(Diagnostic) {
        if current.kind != .end { try notAtEnd() }
    }

    /// What stands where the statement should have ended.
    @inline(never)
    private func notAtEnd() throws(Diagnostic) {
        switch current.kind {
        case .end: return
        case .rightParen: throw Messages.unmatchedClosingParenthesis(at: current.span)
        case .comma: throw Messages.unexpectedComma(separator(current.span), at: current.span)
        case .equals: throw Messages.unexpectedEquals(at: current.span)
        // Anything else that could go on an expression was taken by it: this follows a clause.
        case .conversion, .plus, .minus, .star, .slash, .times, .divide, .caret, .modulo, .of, .off:
            throw Messages.afterClauses(at: current.span, suggestion: restBeforeClauses())
        default: throw Messages.twoValuesInARow(at: current.span)
        }
    }

    // MARK: - Expressions

    /// The Pratt loop: a prefix form, then infix operators while they bind tighter than
    /// `minimumBindingPower`.
    private mutating func expression(minimumBindingPower: Int, startingWith start: Int? = nil) throws(Diagnostic) -> Int {
        depth += 1
        defer { depth -= 1 }
        // The statement's own expression is depth 1 and not a level of nesting: 200
        // parentheses (or signs, or chained powers) are allowed, the 201st is refused.
        // Every operand but the first starts an expression here, and adds at most two nodes
        // (itself and its operator): counting them keeps the tree within the node limit.
        expressionCount &+= 1
        if depth > Limits.maxNestingDepth + 1 || expressionCount > Limits.maxNodes / 2 { throw limitExceeded() }

        // Every level of nesting pays this function's frame, and `prefix`'s and `call`'s
        // (under AddressSanitizer a debug frame holds every local and every thrown value
        // apart), so the rarer cases are read out of line.
        var left: Int
        if let start { left = start } else { left = try prefix() }
        var convertedSpan: SourceSpan?
        while true {
            let kind = current.kind
            // The percent phrases (DESIGN §15): `X is what % of Y`, `P% on X`.
            if kind.mayStartPercentPhrase, convertedSpan == nil,
               let phrase = try percentPhrase(left, minimumBindingPower: minimumBindingPower) {
                left = phrase
                continue
            }
            if let power = Parser.postfixBindingPower(kind) {
                if case .conversion = kind, bytes(of: current.span, are: Vocabulary.toWord), isPowerPhraseAhead() {
                    guard let phrase = try powerPhrase(of: left, minimumBindingPower: minimumBindingPower) else { return left }
                    left = phrase
                    continue
                }
                if power < minimumBindingPower { return left }
                left = try postfixOrConversion(of: left, convertedSpan: &convertedSpan)
                continue
            }
            guard let power = Parser.infixBindingPower(kind) else {
                guard let next = try withoutOperator(after: left, minimumBindingPower: minimumBindingPower,
                                                     converted: convertedSpan != nil) else { return left }
                left = next
                continue
            }
            if power.left < minimumBindingPower { return left }
            if convertedSpan != nil { throw Messages.conversionNotLast(at: current.span) }
            let operatorSpan = current.span
            try advance()
            if current.kind == .end { throw missingOperand(after: Token(kind, operatorSpan)) }
            let right = try expression(minimumBindingPower: power.right)
            // `2/3 of 600` (DESIGN §22): a fraction of a whole is their product.
            let op = power.op == .of && isLiteralFraction(left) ? .multiply : power.op
            left = tree.append(.binary(op, left, right), tree.nodes[left].span.merged(with: tree.nodes[right].span))
        }
    }

    @inline(never)
    private func limitExceeded() -> Diagnostic {
        expressionCount > Limits.maxNodes / 2 ? Messages.tooManyTerms(at: current.span) : Messages.nestedTooDeeply(at: current.span)
    }

    @inline(never)
    private func missingOperand(after token: Token) -> Diagnostic {
        Messages.missingOperand(after: token, source: text(token.span))
    }

    /// Whether the word is one of `Vocabulary.sentenceWords`: looked at by its length and first
    /// byte first, since every target passes here (`in EUR` at once).
    @inline(__always)
    private func isSentenceWord(_ span: SourceSpan) -> Bool {
        guard span.length >= 2, span.length <= 4, lexer.bytes[span.start] >= UInt8(ascii: "a") else { return false }
        return Vocabulary.sentenceWords.contains { bytes(of: span, are: $0) }
    }

    /// Whether `to` (the current token) starts `to the power of`.
    private func isPowerPhraseAhead() -> Bool {
        guard lexer.nextWordIs(Vocabulary.theWord) else { return false }
        var lookahead = lexer
        guard let the = try? lookahead.next(), the.kind == .identifier, bytes(of: the.span, are: Vocabulary.theWord),
              let power = try? lookahead.next(), power.kind == .identifier else { return false }
        return bytes(of: power.span, are: Vocabulary.powerWord)
    }

    /// `5 to the power of 2`, `2 to the power 10` (DESIGN §22): `^` in words, binding as `^`
    /// does (`2 * 5 to the power of 2` is 50). Nil when the operand ends before it.
    @inline(never)
    private mutating func powerPhrase(of left: Int, minimumBindingPower: Int) throws(Diagnostic) -> Int? {
        let caret = Parser.infixBindingPower(.caret)!
        if caret.left < minimumBindingPower { return nil }
        let to = current
        try advance() // to
        try advance() // the
        var phrase = to.span.merged(with: current.span)
        try advance() // power
        if current.kind == .of {
            phrase = phrase.merged(with: current.span)
            try advance()
        }
        if current.kind == .end { throw Messages.missingOperand(after: Token(.identifier, phrase), source: text(phrase)) }
        let right = try expression(minimumBindingPower: caret.right)
        return tree.append(.binary(.power, left, right), tree.nodes[left].span.merged(with: tree.nodes[right].span))
    }

    /// A postfix operator (`%`, `!`, `²`, `°`) or a conversion (`in`, `to`, `as`, `->`), the
    /// current token, after `left`.
    @inline(never)
    private mutating func postfixOrConversion(of left: Int, convertedSpan: inout SourceSpan?) throws(Diagnostic) -> Int {
        let token = current
        try advance()
        if case .conversion = token.kind {
            convertedSpan = token.span
            return try conversion(token, of: left)
        }
        if convertedSpan != nil { throw Messages.conversionNotLast(at: token.span) }
        let result = postfix(token, operand: left)
        // `+ 20% VAT`, `18% tip on $64.50` (DESIGN §22): the word names the percentage.
        if case .percent = token.kind, case .identifier = current.kind, isPercentageName(current) { try advance() }
        return result
    }

    /// What a token that is no operator means after `left`: a word that ends the operand
    /// or rounds it, `x`/`times` between numbers, or two values in a row. Nil when the
    /// operand ends here.
    @inline(never)
    private mutating func withoutOperator(after left: Int, minimumBindingPower: Int, converted: Bool) throws(Diagnostic) -> Int? {
        let token = current
        switch token.kind {
        case .identifier where minimumBindingPower > 1
            && (token.span.length == 2 && text(token.span) == Vocabulary.isWord || isRoundedWord(token.span)):
            // `-20 is what % of 200`, `-2.5 rounded`: the phrase is read around the whole operand.
            return nil
        case .identifier where minimumBindingPower <= 1 && isRoundedWord(token.span):
            // `5.5 rounded` (to a whole number), `$490 rounded to nearest hundred`.
            try advance()
            if case .conversion = current.kind { return left }
            return roundedToWhole(left, word: token.span, span: tree.nodes[left].span.merged(with: token.span))
        case .identifier where readingBetween && bytes(of: token.span, are: "and"):
            // `days between A and B`: `and` ends A.
            return nil
        case .identifier where isCalendarRelation(token.span):
            return try calendarRelation(after: left, word: token, minimumBindingPower: minimumBindingPower, converted: converted)
        case .identifier where isTimesWord(token.span) && nextIsNumber():
            let product = Parser.infixBindingPower(.star)!
            if product.left < minimumBindingPower { return nil }
            if converted { throw Messages.conversionNotLast(at: token.span) }
            try advance()
            let right = try expression(minimumBindingPower: product.right)
            return tree.append(.binary(.multiply, left, right), tree.nodes[left].span.merged(with: tree.nodes[right].span))
        case .number, .date, .clock, .text, .identifier, .currencySymbol, .leftParen:
            // Inside an exponent or an applied function's literal (`2^3 4`, `sqrt 4 4`)
            // the whole operand is the left value, which the level below reports.
            if minimumBindingPower > 7 { return nil }
            throw twoValuesInARow(left: left, then: token, bindingPower: minimumBindingPower)
        default:
            return nil
        }
    }

    /// What follows `in`, `to`, `as` or `->` after `left`: a target, several at the top of a
    /// statement (`in USD, GBP`, where a comma means nothing else), or `% of Y`. (Out of
    /// `expression`, whose frame every level of nesting pays.)
    private mutating func conversion(_ token: Token, of left: Int) throws(Diagnostic) -> Int {
        if current.kind.isPercent && lexer.peekText()?.text == Vocabulary.ofWord {
            // `X as % of Y`: X/Y as a percentage.
            let percent = current
            try advance() // %
            try advance() // of
            return try percentOf(left, percent: percent)
        }
        if isNearest(current) { return try nearest(left, after: token) }
        // `5 to the moon`: a word of a sentence is no currency THE.
        if case .identifier = current.kind, isSentenceWord(current.span) {
            throw Messages.unknownWord(text(current.span), candidates: [], afterNumber: false, at: current.span)
        }
        // `in Tokyo`, `in New York`, `in São Paulo`, `in UTC+5:30`, `in local` (DESIGN §20).
        var zone: (index: Int, span: SourceSpan)?
        if case .identifier = current.kind, mayNameZone(current.span) { zone = try zoneName(allowsLocal: true) }
        // (A word of one letter only: `as a % of`; every `in USD` comes here.)
        if zone == nil, current.kind == .number || (current.kind == .identifier && current.span.length == 1),
           let phrase = try percentTarget(token, of: left) { return phrase }
        let first = tree.conversionTargets.count
        var end: SourceSpan
        if let zone = zone {
            try appendTarget(ConversionTarget(kind: .zone(zone.index), span: zone.span))
            end = zone.span
        } else if isCurrencyTarget(current) {
            let unit = try unitAfterConversion(token)
            let unitSpan = tree.span(of: unit)
            // `in ft inch`: units side by side, a mixed target (DESIGN §19).
            if current.kind == .identifier, case .word = unit, isPhysicalUnit(unitSpan), isPhysicalUnit(current.span) {
                let target = try mixedTarget(first: unit)
                let first = tree.conversionTargets.count
                try appendTarget(target)
                return tree.append(.present(left, as: first..<tree.conversionTargets.count), tree.nodes[left].span.merged(with: target.span))
            }
            if current.kind != .comma || depth != 1 || insideCall {
                // The usual `in USD`: a node of its own, without the targets' list.
                return tree.append(.convert(left, to: unit), tree.nodes[left].span.merged(with: unitSpan))
            }
            try appendTarget(ConversionTarget(kind: .unit(unit), span: unitSpan))
            end = unitSpan
        } else {
            end = try conversionTarget(after: token)
        }
        while current.kind == .comma && depth == 1 && !insideCall {
            let comma = current
            try advance()
            end = try conversionTarget(after: comma)
        }
        let span = tree.nodes[left].span.merged(with: end)
        return tree.append(.present(left, as: first..<tree.conversionTargets.count), span)
    }

    /// Whether the word could be `thousand`, `million` or `billion`, by its length and first byte.
    @inline(__always)
    private func isNumberWordShape(_ span: SourceSpan) -> Bool {
        guard span.length == 7 || span.length == 8 else { return false }
        let first = lexer.bytes[span.start]
        return first == UInt8(ascii: "t") || first == UInt8(ascii: "m") || first == UInt8(ascii: "b")
    }

    /// The words that scale a number (`3 million`), as powers of ten.
    private static let numberWords: [String: Int] = ["thousand": 3, "million": 6, "billion": 9]

    /// `3 million`, `2.5 billion thousand`: the number times each word's power of ten.
    @inline(never)
    private mutating func scaled(_ value: Rational, by power: Int, at span: SourceSpan) throws(Diagnostic) -> Rational {
        var value = value, power = power, end = span
        while true {
            try advance()
            guard current.kind == .identifier, let more = Parser.numberWords[text(current.span)] else { break }
            power += more
            end = current.span
        }
        do {
            return try value.multiplied(by: Rational(10).power(power))
        } catch {
            throw Messages.literalBeyondRange(at: span.merged(with: end))
        }
    }

    /// `X is what % of Y` (X/Y as a percentage) and `P% on X` (X + P%), at the place of an
    /// operator after `left`; nil when the tokens are not one of them.
    @inline(never)
    private mutating func percentPhrase(_ left: Int, minimumBindingPower: Int) throws(Diagnostic) -> Int? {
        let token = current
        if token.kind == .on {
            // `10% on 200`; `on` a date, a day's name or a parenthesis stays the date clause.
            guard case .percent = tree.nodes[left].kind, minimumBindingPower <= 3 else { return nil }
            var look = lexer
            let next = try look.next()
            if next.kind == .date || next.kind == .leftParen || next.kind == .end
                || (next.kind == .identifier && Builtins.dayOffset(named: text(next.span)) != nil) { return nil }
            try advance()
            let base = try expression(minimumBindingPower: 4)
            return tree.append(.binary(.on, left, base), tree.nodes[left].span.merged(with: tree.nodes[base].span))
        }
        guard minimumBindingPower <= 1, text(token.span) == Vocabulary.isWord else { return nil }
        var look = lexer
        let first = try look.next(), percent = try look.next(), relation = try look.next()
        guard percent.kind == .percent else { return nil }
        if first.kind == .identifier, text(first.span) == Vocabulary.whatWord {
            switch relation.kind {
            case .of:
                lexer = look
                try advance()
                return try percentOf(left, percent: percent)
            case .on, .off:
                // `220 is what % on 200`, `180 is what % off 200` (DESIGN §22).
                lexer = look
                try advance()
                return try percentChange(left, percent: percent, increase: relation.kind == .on)
            default:
                return nil
            }
        }
        // `20 is 10% of what`, `220 is 10% on what`, `180 is 10% off what` (DESIGN §22).
        guard first.kind == .number, relation.kind == .of || relation.kind == .on || relation.kind == .off else { return nil }
        let what = try look.next()
        guard what.kind == .identifier, text(what.span) == Vocabulary.whatWord else { return nil }
        lexer = look
        try advance()
        return try wholeOfPercent(left, first, percent, relation, what)
    }

    /// The percent phrases that start like a conversion (DESIGN §22): `20 as a % of 200`, and
    /// `50 to 75 is what %` (the change from 50 to 75). Nil for any other target.
    @inline(never)
    private mutating func percentTarget(_ conversion: Token, of left: Int) throws(Diagnostic) -> Int? {
        var look = lexer
        let second = try look.next(), third = try look.next(), fourth = try look.next()
        if current.kind == .identifier, current.span.length == 1, lexer.bytes[current.span.start] | 0x20 == UInt8(ascii: "a"),
           second.kind == .percent, third.kind == .of {
            try advance() // a
            let percent = current
            try advance() // %
            try advance() // of
            return try percentOf(left, percent: percent)
        }
        guard current.kind == .number, second.kind == .identifier, text(second.span) == Vocabulary.isWord,
              third.kind == .identifier, text(third.span) == Vocabulary.whatWord, fourth.kind == .percent else { return nil }
        let target = try prefix()
        try advance() // is
        try advance() // what
        let percent = current
        try advance() // %
        return try changeAsPercent(from: left, to: target, percent: percent)
    }

    /// `X is P% of what` (X / P%), `on what` (X / (1 + P%)), `off what` (X / (1 − P%)).
    @inline(never)
    private mutating func wholeOfPercent(_ left: Int, _ number: Token, _ percent: Token, _ relation: Token, _ what: Token) throws(Diagnostic) -> Int {
        // The nodes in the order they are evaluated: the operands of each before it.
        let one = relation.kind == .of ? nil : tree.append(.number(literal: tree.appendLiteral(Rational(1))), relation.span)
        let rate = tree.append(.percent(tree.append(.number(literal: tree.appendLiteral(try literalValue(number))), number.span)),
                               number.span.merged(with: percent.span))
        var divisor = rate
        if let one {
            divisor = tree.append(.binary(relation.kind == .on ? .add : .subtract, one, rate), number.span.merged(with: relation.span))
        }
        return tree.append(.binary(.divide, left, divisor), tree.nodes[left].span.merged(with: what.span))
    }

    /// `X is what % on Y` (X/Y − 1) and `off Y` (1 − X/Y), shown as a percentage; also `Y to
    /// X is what %` (the change from Y to X).
    @inline(never)
    private mutating func percentChange(_ left: Int, percent: Token, increase: Bool) throws(Diagnostic) -> Int {
        if current.kind == .end { throw Messages.missingOperand(after: Token(increase ? .on : .off, percent.span), source: increase ? "on" : "off") }
        let whole = try expression(minimumBindingPower: 2)
        let span = tree.nodes[left].span.merged(with: tree.nodes[whole].span)
        // X/Y − 1, negated for `off`: the nodes in the order they are evaluated.
        let ratio = tree.append(.binary(.divide, left, whole), span)
        let one = tree.append(.number(literal: tree.appendLiteral(Rational(1))), percent.span)
        var change = tree.append(.binary(.subtract, ratio, one), span)
        if !increase { change = tree.append(.negate(change), span) }
        return try asPercent(change, span: span, percent: percent)
    }

    /// The change from `from` to `to` (parsed in that order), `to/from − 1`, as a percentage.
    private mutating func changeAsPercent(from: Int, to: Int, percent: Token) throws(Diagnostic) -> Int {
        let span = tree.nodes[from].span.merged(with: tree.nodes[to].span)
        // from/to, then its reciprocal: the nodes in the order they are evaluated.
        let inverse = tree.append(.binary(.divide, from, to), span)
        let minusOne = tree.append(.number(literal: tree.appendLiteral(Rational(-1))), percent.span)
        let ratio = tree.append(.binary(.power, inverse, minusOne), span)
        let one = tree.append(.number(literal: tree.appendLiteral(Rational(1))), percent.span)
        return try asPercent(tree.append(.binary(.subtract, ratio, one), span), span: span, percent: percent)
    }

    /// `node` shown as a percentage.
    private mutating func asPercent(_ node: Int, span: SourceSpan, percent: Token) throws(Diagnostic) -> Int {
        let change = node
        let first = tree.conversionTargets.count
        try appendTarget(ConversionTarget(kind: .percent, span: percent.span))
        return tree.append(.present(change, as: first..<tree.conversionTargets.count), span)
    }

    /// `X as % of Y`, `X is what % of Y`: Y after `of`, then X/Y shown as a percentage.
    @inline(never)
    private mutating func percentOf(_ left: Int, percent: Token) throws(Diagnostic) -> Int {
        if current.kind == .end { throw Messages.missingOperand(after: Token(.of, percent.span), source: "of") }
        let whole = try expression(minimumBindingPower: 2)
        let span = tree.nodes[left].span.merged(with: tree.nodes[whole].span)
        let ratio = tree.append(.binary(.divide, left, whole), span)
        let first = tree.conversionTargets.count
        try appendTarget(ConversionTarget(kind: .percent, span: percent.span))
        return tree.append(.present(ratio, as: first..<tree.conversionTargets.count), span)
    }

    /// The length of the question's words the line starts with (`what is `, `how much is `),
    /// in any case; nil when it starts with none.
    private func questionStart() -> Int? {
        let start = current.span.start
        let first = lexer.bytes[start] | 0x20
        guard first == UInt8(ascii: "w") || first == UInt8(ascii: "h") || first == UInt8(ascii: "c") else { return nil }
        for words in Vocabulary.questionStarts {
            let length = words.utf8.count
            guard start + length <= lexer.bytes.count else { continue }
            if zip(lexer.bytes[start..<start + length], words.utf8).allSatisfy({ $0 | ($0 &- 0x41 < 26 ? 0x20 : 0) == $1 }) {
                return length
            }
        }
        return nil
    }

    /// Whether a word after a percentage is its name (`VAT`, `tip`, `service`): one that
    /// means nothing else to calc and is not a word of a phrase, with no `(` or `=` after it.
    @inline(never)
    private func isPercentageName(_ token: Token) -> Bool {
        let word = text(token.span)
        guard Vocabulary.meanings(of: word).isEmpty, Vocabulary.meanings(of: word.lowercased()).isEmpty,
              word != Vocabulary.isWord, word != Vocabulary.whatWord, !isTimesWord(token.span), !isRoundedWord(token.span),
              !isNearest(token) else { return false }
        var look = lexer
        guard let next = try? look.next() else { return false }
        return next.kind != .leftParen && next.kind != .equals && next.kind != .number
    }

    /// Whether the `at` (or `@`) before the current token's next is a price per a unit that is
    /// not a currency (`at 1.85 EUR/l`, `@ $80/h`), not an exchange rate (`at 1.05 USD/EUR`).
    @inline(never)
    private func isUnitPrice() -> Bool {
        var look = lexer
        guard let first = try? look.next(), let second = try? look.next(), let slash = try? look.next(),
              let denominator = try? look.next(), slash.kind == .slash, denominator.kind == .identifier else { return false }
        switch (first.kind, second.kind) {
        case (.number, .identifier):
            guard Vocabulary.meanings(of: text(second.span)).contains(.currency) else { return false }
        case (.currencySymbol, .number):
            break
        default:
            return false
        }
        return !Vocabulary.meanings(of: text(denominator.span)).contains(.currency)
    }

    /// `100 EUR at 1.1 in USD`: the user's line with what follows its clauses moved before
    /// them (`100 EUR in USD at 1.1`); nil when it is long.
    private func restBeforeClauses() -> String? {
        guard let clauseStart else { return nil }
        var end = lexer.bytes.count
        if let hash = lexer.bytes[current.span.start...].firstIndex(of: UInt8(ascii: "#")) { end = hash }
        let line = "\(trimmedText(0, clauseStart)) \(trimmedText(current.span.start, end)) \(trimmedText(clauseStart, current.span.start))"
        return line.count <= 60 ? line : nil
    }

    /// The text from `start` to `end` without the spaces and tabs around it.
    private func trimmedText(_ start: Int, _ end: Int) -> String {
        var start = start, end = end
        while start < end, lexer.bytes[start] == 0x20 || lexer.bytes[start] == 0x09 { start += 1 }
        while end > start, lexer.bytes[end - 1] == 0x20 || lexer.bytes[end - 1] == 0x09 || lexer.bytes[end - 1] == 0x0D { end -= 1 }
        return text(SourceSpan(start, end))
    }

    /// Whether the node is a plain value a product may be written with: a number, a constant,
    /// `ans`, a call or an expression in parentheses.
    /// `2025.04.11` (or `2025.4.1`) as the date `2025-04-11`, when it is one.
    private func dottedDate(_ written: String) -> String? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        let iso = "\(parts[0])-\(parts[1].count == 1 ? "0" : "")\(parts[1])-\(parts[2].count == 1 ? "0" : "")\(parts[2])"
        return Day(iso) == nil ? nil : iso
    }

    private func isPlainValue(_ node: Int) -> Bool {
        switch tree.nodes[node].kind {
        case .number, .call, .userCall, .previousResult: return true
        case .name(let nameSpan):
            let name = text(nameSpan)
            return Builtins.constant(named: name) != nil || Builtins.previousResultNames.contains(name)
        default:
            return lexer.bytes[tree.nodes[node].span.start] == UInt8(ascii: "(")
        }
    }

    /// Whether a word follows the operand that ends at `end` (`120 EUR`: a quantity).
    private func isQuantityAhead(_ end: Int?) -> Bool {
        guard let end, end == current.span.end else { return true }
        var look = lexer
        guard let next = try? look.next() else { return true }
        return next.kind == .identifier || isCurrencySymbol(next.kind)
    }

    /// Whether nothing but the end or an operator follows the operand that ends at `end`.
    private func isAloneToTheEnd(_ end: Int?) -> Bool {
        guard let end else { return false }
        var look = Lexer(lexer.bytes, style: lexer.style)
        look.resume(at: end)
        guard let next = try? look.next() else { return false }
        switch next.kind {
        case .end, .plus, .minus, .star, .slash, .times, .divide, .caret, .conversion, .rightParen, .comma: return true
        default: return false
        }
    }

    /// `rounded`.
    @inline(__always)
    private func isRoundedWord(_ span: SourceSpan) -> Bool {
        bytes(of: span, are: Vocabulary.roundedWord)
    }

    /// `to nearest 10`, `to the nearest hundred`, `to nearest 0.05` (DESIGN §22): the value
    /// rounded to a multiple of the step, half away from zero, as round(x / step) * step.
    @inline(never)
    private mutating func nearest(_ left: Int, after conversion: Token) throws(Diagnostic) -> Int {
        if bytes(of: current.span, are: Vocabulary.theWord) { try advance() }
        let word = current
        try advance() // nearest
        let step: Rational
        let stepToken = current
        switch current.kind {
        case .number:
            step = try literalValue(current)
        case .identifier:
            guard let power = Vocabulary.stepWords[text(current.span)] else { throw Messages.expectedRoundingStep(after: word) }
            step = Rational(power)
        default:
            throw Messages.expectedRoundingStep(after: word)
        }
        guard step.signum > 0 else { throw Messages.expectedRoundingStep(after: word) }
        try advance()
        let span = tree.nodes[left].span.merged(with: stepToken.span)
        // The nodes in the order they are evaluated: the operands of each before it.
        let divisor = tree.append(.number(literal: tree.appendLiteral(step)), stepToken.span)
        let quotient = tree.append(.binary(.divide, left, divisor), span)
        let rounded = roundedToWhole(quotient, word: word.span, span: span)
        let factor = tree.append(.number(literal: tree.appendLiteral(step)), stepToken.span)
        return tree.append(.binary(.multiply, rounded, factor), span)
    }

    /// round(`operand`, 0): a whole number, money too (round of an amount alone keeps its cents).
    private mutating func roundedToWhole(_ operand: Int, word: SourceSpan, span: SourceSpan) -> Int {
        guard let function = Builtins.function(named: "round") else { preconditionFailure("round is a builtin") }
        let places = tree.append(.number(literal: tree.appendLiteral(Rational(0))), word)
        let first = tree.callArguments.count
        tree.callArguments.append(operand)
        tree.callArguments.append(places)
        return tree.append(.call(function, nameSpan: word, arguments: first..<tree.callArguments.count), span)
    }

    /// Whether the conversion's target is `nearest …` or `the nearest …`.
    private func isNearest(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return false }
        if token.span.length == 7 { return bytes(of: token.span, are: Vocabulary.nearestWord) }
        guard bytes(of: token.span, are: Vocabulary.theWord) else { return false }
        return lexer.peekText()?.text == Vocabulary.nearestWord.description
    }

    /// The `,` or `;` a comma token was written as.
    private func separator(_ span: SourceSpan) -> Character {
        lexer.bytes[span.start] == UInt8(ascii: ";") ? ";" : ","
    }

    /// `x` or `times`, which multiply between numbers (`3 x 5`, DESIGN §22).
    @inline(__always)
    private func isTimesWord(_ span: SourceSpan) -> Bool {
        bytes(of: span, are: Vocabulary.timesLetter) || bytes(of: span, are: Vocabulary.timesWord)
    }

    /// Whether the token after the current one is a number.
    private func nextIsNumber() -> Bool {
        var look = lexer
        guard let next = try? look.next() else { return false }
        return next.kind == .number
    }

    /// Whether the node is a fraction of two number literals (`2/3`).
    private func isLiteralFraction(_ node: Int) -> Bool {
        guard case .binary(.divide, let numerator, let denominator) = tree.nodes[node].kind,
              case .number = tree.nodes[numerator].kind, case .number = tree.nodes[denominator].kind else { return false }
        return true
    }

    /// `x²`, `x³` (powers), `n!` (a factorial call), `x%` and `x°` on the operand before them.
    private mutating func postfix(_ token: Token, operand: Int) -> Int {
        let span = tree.nodes[operand].span.merged(with: token.span)
        switch token.kind {
        case .squared, .cubed, .superscript:
            let exponent = tree.append(.number(literal: tree.appendLiteral(Rational(superscriptValue(token)))), token.span)
            return tree.append(.binary(.power, operand, exponent), span)
        case .percent:
            return tree.append(.percent(operand), span)
        case .degree:
            return tree.append(.degrees(operand), span)
        default:
            return builtinCall("factorial", nameSpan: token.span, operand: operand, span: span)
        }
    }

    /// The exponent superscript digits spell (`²` 2, `²³` 23, `⁻³` -3).
    private func superscriptValue(_ token: Token) -> Int {
        var value = 0, negative = false
        for scalar in text(token.span).unicodeScalars {
            guard let digit = Lexer.superscriptDigit(scalar.value) else { continue }
            if digit < 0 { negative = true } else { value = Swift.min(value * 10 + digit, 1_000_000_000) }
        }
        return negative ? -value : value
    }

    /// A call of a built-in function written as an operator (`√x`, `n!`).
    private mutating func builtinCall(_ name: String, nameSpan: SourceSpan, operand: Int, span: SourceSpan) -> Int {
        guard let function = Builtins.function(named: name) else { preconditionFailure("\(name) is a builtin") }
        let first = tree.callArguments.count
        tree.callArguments.append(operand)
        return tree.append(.call(function, nameSpan: nameSpan, arguments: first..<tree.callArguments.count), span)
    }

    /// `2 pi`: no implicit multiplication; the hint writes the product (`write 2 * pi`), or
    /// the call when the first value is a function's name (`sqrt 16`: `write sqrt(16)`), or
    /// what the two values most likely mean (`12 % 10`, `1 2/3`, `1 000`). A hint's rewrite
    /// never changes the meaning: where none is sure, there is none. `bindingPower` is that of
    /// the expression `left` belongs to: a rewrite looser than it is put in parentheses.
    private func twoValuesInARow(left: Int, then token: Token, bindingPower: Int = 0) -> Diagnostic {
        let leftText = text(tree.nodes[left].span)
        let operandEnd = endOfOperand(token)
        let rightText = operandEnd.map { text(SourceSpan(token.span.start, $0)) }
        if case .name(let nameSpan) = tree.nodes[left].kind, case let name = text(nameSpan),
           let function = Builtins.function(named: name), token.kind != .leftParen, let rightText {
            // `sqrt x`: the call is sure only for a function of one argument and a value alone
            // after it (`days until christmas` is no call of `until`, DESIGN §22).
            let sure = Builtins[function].arity.contains(1) && isAloneToTheEnd(operandEnd)
            return Messages.functionNeedsParentheses(name, argument: sure ? rightText : nil, at: tree.nodes[left].span.merged(with: token.span))
        }
        // `sq ft`: a power word and a unit, without the number (`1 sq ft`).
        if case .name(let nameSpan) = tree.nodes[left].kind, token.kind == .identifier, isPhysicalUnit(token.span),
           case let power = text(nameSpan).lowercased(), Vocabulary.powerWords.contains(where: { $0.word == power }) {
            return UnitMessages.unitWithoutNumber(at: nameSpan.merged(with: token.span), suggestion: "1 \(text(nameSpan)) \(text(token.span))")
        }
        // `5 MOD 3`: read as the amount 5 MOD, then 3.
        if case .quantity(_, .word(let currency)) = tree.nodes[left].kind {
            let word = text(currency.span), lower = word.lowercased()
            if lower != word, Keywords.token(for: Array(lower.utf8)[...]) != nil { return Messages.keywordInCapitals(word, at: currency.span) }
        }
        // `10 USD EUR`, `100eur usd`: a conversion without its `in`.
        if case .quantity = tree.nodes[left].kind, token.kind == .identifier, case let word = text(token.span),
           Vocabulary.meanings(of: word).contains(.currency), leftText.count <= 40, word.count <= 40 {
            return MoneyMessages.conversionWithoutIn(at: token.span, suggestion: "\(leftText) in \(word)")
        }
        // `1.08 USD per EUR`: a rate, which belongs to `at` (DESIGN §19).
        if case .quantity(let literal, .word(let currency)) = tree.nodes[left].kind, token.kind == .identifier,
           text(token.span) == Vocabulary.perWord, let next = upcoming(1).first, next.kind == .identifier,
           Vocabulary.meanings(of: text(currency.span)).contains(.currency), Vocabulary.meanings(of: text(next.span)).contains(.currency) {
            let rate = NumberFormatting.exactDecimal(tree.literals[literal])
            return MoneyMessages.rateOutsideAt(numerator: text(currency.span).uppercased(), denominator: text(next.span).uppercased(),
                                               rate: rate, at: tree.nodes[left].span.merged(with: next.span))
        }
        if token.kind == .identifier {
            // `100 USD IN EUR`: keywords are lower case.
            let lower = text(token.span).lowercased()
            if lower != text(token.span), Keywords.token(for: Array(lower.utf8)[...]) != nil {
                return Messages.keywordInCapitals(text(token.span), at: token.span)
            }
            // `100 dollarz`: a currency name misspelt after an amount.
            if case .number = tree.nodes[left].kind,
               let name = Suggestions.closest(to: lower, among: CurrencyCatalogue.nameWords) {
                return MoneyMessages.unknownCurrency(text(token.span), candidates: [name], at: token.span)
            }
        }
        // `6 foot 4`: a number after a quantity, which no product means (DESIGN §22).
        if token.kind == .number, case .quantity(_, let unit) = tree.nodes[left].kind, isPhysicalUnit(tree.span(of: unit)) {
            return UnitMessages.numberAfterQuantity(at: token.span)
        }
        let short = leftText.count <= 24 && (rightText?.count ?? 25) <= 24
        // `12 % 10`: a percentage, then a number; the remainder is `mod`.
        if case .percent(let operand) = tree.nodes[left].kind {
            let percentSign = SourceSpan(tree.nodes[left].span.end - 1, tree.nodes[left].span.end)
            // In place, without parentheses: `mod` binds as `%` does where it is the
            // remainder (`x * 12 % 10` is `(x * 12) mod 10`, `-7 % 3` is `(-7) mod 3`).
            let remainder = rightText.map { "\(text(tree.nodes[operand].span)) mod \($0)" }
            return Messages.percentIsNotRemainder(at: percentSign, suggestion: short ? remainder : nil)
        }
        if token.kind == .number, isDigits(token.span) {
            let ahead = upcoming(3)
            // `1 2/3`, `-1 2/3`, `3 1/2 USD`: a whole number and a fraction.
            if ahead.count >= 2, ahead[0].kind == .slash, ahead[1].kind == .number, isDigits(ahead[1].span) {
                return Messages.mixedNumber(at: token.span, suggestion: mixedNumber(left, token, over: ahead[1], then: ahead.dropFirst(2).first,
                                                                                     bindingPower: bindingPower))
            }
            // `1 000`: digits grouped with spaces.
            if case .number = tree.nodes[left].kind, isDigits(tree.nodes[left].span), leftText.count <= 3, token.span.length == 3 {
                var groups = [leftText, text(token.span)]
                var lookahead = lexer
                while let next = try? lookahead.next(), next.kind == .number, next.span.length == 3, isDigits(next.span), groups.count < 8 {
                    groups.append(text(next.span))
                }
                return Messages.spacedDigits(at: token.span, suggestion: groups.joined(separator: "_"))
            }
        }
        // `2025.04.11`: a date with dots, read as `2025.04` and `.11`.
        if token.kind == .number, case .number = tree.nodes[left].kind, token.span.start == tree.nodes[left].span.end,
           let iso = dottedDate(leftText + text(token.span)) {
            return DateMessages.dottedDate(leftText + text(token.span), iso: iso, at: tree.nodes[left].span.merged(with: token.span))
        }
        // `split 120 EUR 4 ways`: a word that is no constant or function before a value, which
        // may be a label or a variable; no product is offered.
        if case .name(let nameSpan) = tree.nodes[left].kind, nameSpan.length > 2, !isPlainValue(left) {
            return Messages.wordBetweenValues(at: token.span)
        }
        // `$10 for lunch`: a word that means nothing to calc between values.
        if token.kind == .identifier, case let word = text(token.span), Vocabulary.meanings(of: word).isEmpty,
           Vocabulary.meanings(of: word.lowercased()).isEmpty, operandEnd == token.span.end {
            return Messages.wordBetweenValues(at: token.span)
        }
        // The product, only between two plain values (DESIGN §22): on the left a number, a
        // constant, `ans`, a call or parentheses; on the right a number with no word after it,
        // a constant or a call (a word may be a variable, or mean something else). Never next
        // to a word (`split 120 EUR`) or after digits a dot continues (`2025.04.11`).
        var isValue = token.kind == .number && !isQuantityAhead(operandEnd) && token.span.start != tree.nodes[left].span.end
            || token.kind == .leftParen && isAloneToTheEnd(operandEnd)
        if token.kind == .identifier, case let word = text(token.span) {
            isValue = Builtins.constant(named: word) != nil || Builtins.previousResultNames.contains(word) || operandEnd != token.span.end
        }
        guard isValue, short, isPlainValue(left), let rightText else { return Messages.twoValuesInARow(at: token.span) }
        return Messages.twoValuesInARow(at: token.span, suggestion: "\(leftText) * \(rightText)")
    }

    /// `1 2/3` as `1 + 2/3` (in parentheses where something binds tighter: `-(1 + 2/3)`);
    /// `3 1/2 USD` as `3.5 USD`, or `(1 + 1/3) * 1 USD` when the decimal does not end. Nil
    /// when the whole number is not a literal of digits.
    private func mixedNumber(_ whole: Int, _ numerator: Token, over denominator: Token, then unit: Token?, bindingPower: Int) -> String? {
        guard case .number = tree.nodes[whole].kind, isDigits(tree.nodes[whole].span) else { return nil }
        let sum = "\(text(tree.nodes[whole].span)) + \(text(numerator.span))/\(text(denominator.span))"
        guard sum.count <= 40 else { return nil }
        guard let unit, unit.kind == .identifier else {
            return grouped(sum, bindingPower > 3)
        }
        // The amount is the mixed number: a unit of one word, nothing more of it after.
        var lookahead = lexer
        for _ in 0..<3 { _ = try? lookahead.next() }
        guard let after = try? lookahead.next(), !isUnitContinuation(after.kind),
              let w = try? NumberLiteral.value(of: literal(tree.nodes[whole].span)),
              let n = try? NumberLiteral.value(of: literal(numerator.span)),
              let d = try? NumberLiteral.value(of: literal(denominator.span)), !d.isZero,
              let fraction = try? n.divided(by: d), let amount = try? w.adding(fraction) else { return nil }
        let word = text(unit.span)
        if let decimal = NumberFormatting.exactDecimal(amount), decimal.count <= 24 { return grouped("\(decimal) \(word)", bindingPower > 7) }
        return grouped("(\(sum)) * 1 \(word)", bindingPower > 5)
    }

    private func grouped(_ text: String, _ needsParentheses: Bool) -> String {
        needsParentheses ? "(\(text))" : text
    }

    private func isDigits(_ span: SourceSpan) -> Bool {
        span.length > 0 && lexer.bytes[span.start..<span.end].allSatisfy { $0 &- 0x30 < 10 }
    }

    /// The tokens after `current`, for a hint (the lexer is a value: a copy reads ahead).
    private func upcoming(_ count: Int) -> [Token] {
        var lookahead = lexer
        var tokens: [Token] = []
        while tokens.count < count, let token = try? lookahead.next(), token.kind != .end { tokens.append(token) }
        return tokens
    }

    /// Where the operand that starts with `token` (`current`) ends, for a hint: a number or a
    /// name with the postfix operators after it (`30°`), a call to its closing parenthesis
    /// (`sqrt(4)`); nil for anything longer or unclosed. `token` is `current`, or the one
    /// just before it (`5 sqrt(4)`: read as a quantity up to the `(`).
    private func endOfOperand(_ token: Token) -> Int? {
        var lookahead = lexer
        var end = token.span.end
        // `6 (3)`: a value in parentheses is one operand.
        var depth = token.kind == .leftParen ? 1 : 0
        var pending: Token? = current.span.start > token.span.start ? current : nil
        for _ in 0..<64 {
            let following = pending ?? (try? lookahead.next())
            pending = nil
            guard let next = following else { return nil }
            switch next.kind {
            case .leftParen where token.kind == .identifier && (depth > 0 || end == token.span.end): depth += 1
            case .rightParen where depth > 0: depth -= 1
            case .end: return depth == 0 ? end : nil
            case .degree, .percent, .squared, .cubed, .bang where depth == 0: break
            default: if depth == 0 { return end }
            }
            end = next.span.end
            if depth == 0 && next.kind == .rightParen { return end }
        }
        return nil
    }

    /// A currency code or symbol (not `%` or a presentation word such as `hex`).
    @inline(__always)
    private func isCurrencyTarget(_ token: Token) -> Bool {
        switch token.kind {
        case .currencySymbol: return true
        case .identifier: return ConversionTarget.presentation(lexer.bytes[token.span.start..<token.span.end]) == nil && !isDegreeWord(token.span)
        default: return false
        }
    }

    /// One target after `in`, `as`, `to`, `->` or a comma: appended to the tree's targets;
    /// returns its span.
    private mutating func conversionTarget(after token: Token) throws(Diagnostic) -> SourceSpan {
        let target = current
        // `to 2 dp`, `in 5 sf`.
        if target.kind == .number {
            var look = lexer
            let word = try look.next()
            let unit = word.kind == .identifier ? text(word.span) : ""
            let decimalPlaces = unit == Vocabulary.decimalPlacesWord
            let significant = unit == Vocabulary.significantFiguresWord || unit == Vocabulary.digitsWord
            guard decimalPlaces || significant, let count = Int(text(target.span)), count <= Limits.maxDigits,
                  decimalPlaces || count > 0 else {
                guard isDigits(target.span), target.span.length <= 6 else { throw Messages.expectedCurrency(after: token, found: target) }
                throw Messages.expectedRounding(text(target.span), zeroFigures: significant,
                                                at: significant ? target.span.merged(with: word.span) : target.span)
            }
            lexer = look
            try advance()
            let span = target.span.merged(with: word.span)
            try appendTarget(ConversionTarget(kind: .rounding(count, significant: significant), span: span))
            return span
        }
        if target.kind == .clock {
            // `9:00 to 17:30`: the time between, which is their difference (DESIGN §22).
            // The rewrite only for a line of one time to another.
            let from = trimmedText(0, token.span.start), to = text(target.span)
            var look = lexer
            let sure = (try? look.next().kind) == .end && (try? Lexer.tokenize(from).map(\.kind)) == [.clock, .end]
            throw Messages.timeAsTarget(at: target.span, suggestion: sure ? "\(to) - \(from)" : nil)
        }
        if target.kind == .percent {
            try advance()
            try appendTarget(ConversionTarget(kind: .percent, span: target.span))
            return target.span
        }
        // `atan(1) in deg`, `in °`: an angle shown in degrees (DESIGN §19).
        if target.kind == .degree || (target.kind == .identifier && isDegreeWord(target.span)) {
            try advance()
            try appendTarget(ConversionTarget(kind: .degrees, span: target.span))
            return target.span
        }
        if target.kind == .identifier, let presentation = ConversionTarget.presentation(lexer.bytes[target.span.start..<target.span.end]) {
            try advance()
            try appendTarget(ConversionTarget(kind: presentation, span: target.span))
            return target.span
        }
        // `in Tokyo, London`: a further zone.
        if target.kind == .identifier, mayNameZone(target.span), let zone = try zoneName(allowsLocal: true) {
            try appendTarget(ConversionTarget(kind: .zone(zone.index), span: zone.span))
            return zone.span
        }
        let unit = try unitAfterConversion(token)
        let span = tree.span(of: unit)
        try appendTarget(ConversionTarget(kind: .unit(unit), span: span))
        return span
    }

    /// The words of a mixed target after its first (`in ft inch`): each a physical unit.
    @inline(never)
    private mutating func mixedTarget(first: UnitSyntax) throws(Diagnostic) -> ConversionTarget {
        let start = tree.mixedUnits.count
        tree.mixedUnits.append(first)
        var end = tree.span(of: first)
        while current.kind == .identifier, isPhysicalUnit(current.span) {
            let word = CurrencyReference(code: nil, span: current.span)
            tree.mixedUnits.append(.word(word))
            end = current.span
            try advance()
        }
        return ConversionTarget(kind: .mixed(start..<tree.mixedUnits.count), span: tree.span(of: first).merged(with: end))
    }

    /// One more target for the line, within `Limits.maxConversionTargets`.
    private mutating func appendTarget(_ target: ConversionTarget) throws(Diagnostic) {
        if tree.conversionTargets.count == Limits.maxConversionTargets { throw Messages.tooManyTargets(at: target.span) }
        tree.conversionTargets.append(target)
    }

    private mutating func currencyAfterConversion(_ conversion: Token) throws(Diagnostic) -> CurrencyReference {
        let token = current
        switch token.kind {
        case .identifier:
            try advance()
            return CurrencyReference(code: CurrencyCode(lexer.bytes[token.span.start..<token.span.end]), span: token.span)
        case .currencySymbol(let code):
            try advance()
            return CurrencyReference(code: code, span: token.span)
        default:
            throw Messages.expectedCurrency(after: conversion, found: token)
        }
    }

    private mutating func prefix() throws(Diagnostic) -> Int {
        switch current.kind {
        case .number: return try numberPrimary(current)
        case .identifier: return try namePrimary(current)
        case .leftParen: return try parenthesized(current)
        default: return try otherPrefix()
        }
    }

    /// A sign, `√`, a date, a clock time or a currency symbol before its amount.
    @inline(never)
    private mutating func otherPrefix() throws(Diagnostic) -> Int {
        let token = current
        if let power = Parser.prefixBindingPower(token.kind) {
            try advance()
            if current.kind == .end { throw missingOperand(after: token) }
            let operand = try expression(minimumBindingPower: power)
            let span = token.span.merged(with: tree.nodes[operand].span)
            switch token.kind {
            case .plus: return operand
            case .squareRoot: return builtinCall("sqrt", nameSpan: token.span, operand: operand, span: span)
            default: return tree.append(.negate(operand), span)
            }
        }
        switch token.kind {
        case .date, .clock:
            return try calendarLiteral(token)
        case .currencySymbol(let code):
            return try symbolQuantity(token, code)
        default:
            throw notAValue(token)
        }
    }

    @inline(never)
    private func notAValue(_ token: Token) -> Diagnostic {
        switch token.kind {
        case .rightParen:
            Messages.unmatchedClosingParenthesis(at: token.span)
        case .text:
            // Text in quotes is only a Roman numeral's, in roman("…").
            Messages.unexpectedCharacter(UInt32(UInt8(ascii: "\"")), at: SourceSpan(token.span.start, token.span.start + 1))
        default:
            Messages.expectedValue(found: token)
        }
    }

    /// `(1 + 2)`, the current token its opening parenthesis.
    @inline(never)
    private mutating func parenthesized(_ token: Token) throws(Diagnostic) -> Int {
        try advance()
        if current.kind == .rightParen { throw Messages.emptyParentheses(at: token.span.merged(with: current.span)) }
        let inner = try expression(minimumBindingPower: 0)
        guard current.kind == .rightParen else { throw parenthesisNotClosed(token) }
        let closing = current
        try advance()
        // The parentheses belong to the span, so that errors underline `(1 + 2)` whole.
        tree.nodes[inner].span = token.span.merged(with: closing.span)
        return inner
    }

    @inline(never)
    private func parenthesisNotClosed(_ open: Token) -> Diagnostic {
        switch current.kind {
        case .end: Messages.unclosedParenthesis(at: open.span)
        case .comma: Messages.unexpectedComma(separator(current.span), at: current.span)
        default: Messages.twoValuesInARow(at: current.span)
        }
    }

    // MARK: - Units

    /// The unit of a quantity or a target, the current token its first word or symbol.
    @inline(__always)
    private mutating func unitSyntax() throws(Diagnostic) -> UnitSyntax {
        var word = current
        try advance()
        // `nautical miles`, `fl oz`, `square feet`, `degrees C`: units named in two words.
        if case .identifier = current.kind, word.span.length >= 2, word.span.length <= 12, joinsNextWord(word.span) {
            word = Token(.identifier, word.span.merged(with: current.span))
            try advance()
        }
        let reference: CurrencyReference
        if case .currencySymbol(let code) = word.kind {
            reference = CurrencyReference(code: code, span: word.span)
        } else {
            reference = CurrencyReference(code: CurrencyCode(lexer.bytes[word.span.start..<word.span.end]), span: word.span)
        }
        // Nearly every quantity is one word followed by an operator or the end.
        guard isUnitContinuation(current.kind) else { return .word(reference) }
        return try unitExpression(first: reference)
    }

    /// Whether the word starts a unit named in two words with `current` (`fl oz`, `UK pint`,
    /// `US gallon`, `light years`, `degrees C`, `square feet`, `cubic inches`, DESIGN §19).
    /// (The first byte decides for nearly every word without a String.)
    private func joinsNextWord(_ span: SourceSpan) -> Bool {
        // By length and first letter first: no currency code, `USD` or `CAD`, is one of them.
        guard Vocabulary.firstWordsOfUnits.mayStart(lexer.bytes[span.start..<span.end]) else { return false }
        let first = text(span).lowercased()
        guard Vocabulary.firstWordsOfUnits.words.contains(first) else { return false }
        let joined = first + " " + text(current.span).lowercased()
        return UnitCatalogue.unit(joined) != nil || Resolver.poweredLength(Array(joined.utf8)[...]) != nil
    }

    /// The tokens that may go on a unit expression (whether they do depends on what follows).
    @inline(__always)
    private func isUnitContinuation(_ kind: TokenKind) -> Bool {
        switch kind {
        case .slash, .divide, .star, .times, .caret, .squared, .cubed, .identifier: true
        default: false
        }
    }

    /// `a^b^c…` of whole numbers, from the right (each sign outside its own power: `-3^2` is
    /// -9); nil when a step passes the bound of a unit's powers, or a power is not whole.
    static func powerTower(_ exponents: [Int]) -> Int? {
        var result = exponents[exponents.count - 1]
        guard result.magnitude <= Limits.maxUnitPower else { return nil }
        for base in exponents.dropLast().reversed() {
            let magnitude = base.magnitude
            var power = 1
            if magnitude != 1 {
                // (0^-1 and 2^-1 are not whole; a base of 2 or more passes the bound within 21 steps.)
                guard result >= 0 else { return nil }
                if magnitude == 0 {
                    power = result == 0 ? 1 : 0
                } else {
                    for _ in 0..<result {
                        power *= Int(magnitude)
                        if power > Limits.maxUnitPower { return nil }
                    }
                }
            }
            result = base < 0 ? -power : power
        }
        return result
    }

    /// Whether `span` is the word of a physical unit: powers, and the words after `/`, `per`,
    /// `*` and `·`, are taken into a unit only for those (`10 EUR / x` stays a division).
    /// (By the bytes: a String per word would be allocated on every unit line.)
    /// Whether the word is a length with a digit 2 or 3 (`m2`, `ft3`).
    private func isPoweredLength(_ span: SourceSpan) -> Bool {
        let last = lexer.bytes[span.end - 1]
        return (last == UInt8(ascii: "2") || last == UInt8(ascii: "3")) && Resolver.poweredLength(lexer.bytes[span.start..<span.end]) != nil
    }

    private func isPhysicalUnit(_ span: SourceSpan) -> Bool {
        UnitCatalogue.unit(lexer.bytes[span.start..<span.end]) != nil
    }

    /// A unit expression from its first word: `EUR/l`, `m/s^2`, `km/h`, `l/100km`, `kW·h`,
    /// `CAD per litre`, `m²` (DESIGN §13).
    /// (Nothing is allocated, nor any word looked up, until a word is taken in: `$19.31 * 3`
    /// is a money line like any other.)
    @inline(never)
    private mutating func unitExpression(first: CurrencyReference) throws(Diagnostic) -> UnitSyntax {
        var first = first
        var factors = UnitExpression.Factors()
        var power = 1
        var end = first.span
        // Whether the last word is a physical unit (only those take powers); asked when needed.
        var lastIsPhysical: Bool?
        while true {
            let kind = current.kind
            if kind == .squared || kind == .cubed || kind == .caret || kind == .superscript {
                if lastIsPhysical == nil { lastIsPhysical = isPhysicalUnit(end) }
                guard lastIsPhysical == true else { break }
                var look = lexer
                var exponent = superscriptValue(current)
                // Powers within the bound of every product, so that what calc prints (`m^13`)
                // reads back (DESIGN §19): one limit both ways.
                if kind == .superscript && (exponent == 0 || abs(exponent) > Limits.maxUnitPower) { break }
                var exponentEnd = current.span
                if kind == .caret {
                    // `m^3^2` is m^(3^2), m^9, as `2^3^2` is 2^9: the exponents after `^` are read
                    // to the end of the chain and raised from the right.
                    var exponents: [Int] = []
                    var chain = look
                    while true {
                        var next = try chain.next()
                        var negative = false
                        if next.kind == .minus { negative = true; next = try chain.next() }
                        guard next.kind == .number, let value = Int(text(next.span)) else { break }
                        exponents.append(negative ? -value : value)
                        exponentEnd = next.span
                        look = chain
                        guard case .caret = (try? chain.next())?.kind else { break }
                    }
                    guard !exponents.isEmpty, let tower = Parser.powerTower(exponents) else { break }
                    exponent = tower
                }
                // (A chain of powers, `m^1000000^1000000`, within the bound or not a unit's.)
                let before = factors.isEmpty ? power : factors[factors.count - 1].power
                let (product, overflow) = before.multipliedReportingOverflow(by: exponent)
                guard !overflow, product.magnitude <= Limits.maxUnitPower else { break }
                if factors.isEmpty { power = product } else { factors[factors.count - 1].power = product }
                lexer = look
                end = exponentEnd
                try advance()
                continue
            }
            let dividing: Bool
            switch kind {
            case .slash, .divide: dividing = true
            case .star, .times: dividing = false
            case .identifier where text(current.span) == Vocabulary.perWord: dividing = true
            default: return finish(first, power, factors, end)
            }
            // What follows the operator, by its first byte: a digit after `*` or a sign, a
            // parenthesis, … end the unit without lexing ahead.
            guard let byte = nextByte(after: current.span),
                  (byte | 0x20) &- 0x61 < 26 || byte >= 0x80 || (dividing && byte &- 0x30 < 10) else { break }
            var look = lexer
            var next = try look.next()
            if dividing, next.kind == .number {
                // Only a catalogue symbol takes a number after `/` (`l/100km`, `l/100 km`), as
                // one word: `100 km / 50 km/h` divides by the quantity 50 km/h (DESIGN §19).
                guard factors.isEmpty, power == 1 else { break }
                next = try look.next()
                guard next.kind == .identifier, UnitCatalogue.unitBySymbol(lexer.bytes[first.span.start..<next.span.end]) != nil else { break }
                first = CurrencyReference(code: nil, span: first.span.merged(with: next.span))
                end = next.span
                lexer = look
                lastIsPhysical = true
                try advance()
                continue
            }
            // `$3.99/pound`: a pound in a price is the mass (DESIGN §19).
            guard next.kind == .identifier, isPhysicalUnit(next.span) || (dividing && Resolver.isPoundWord(lexer.bytes[next.span.start..<next.span.end]))
                    || isPoweredLength(next.span)
            else { break }
            lexer = look
            if factors.isEmpty { factors.append(UnitExpression.Factor(word: first, power: power)) }
            factors.append(UnitExpression.Factor(word: CurrencyReference(code: nil, span: next.span), power: dividing ? -1 : 1))
            end = next.span
            lastIsPhysical = true
            try advance()
        }
        return finish(first, power, factors, end)
    }

    private mutating func finish(_ first: CurrencyReference, _ power: Int, _ factors: UnitExpression.Factors,
                                 _ end: SourceSpan) -> UnitSyntax {
        if factors.isEmpty && power == 1 { return .word(first) }
        var factors = factors
        if factors.isEmpty { factors.append(UnitExpression.Factor(word: first, power: power)) }
        tree.unitExpressions.append(UnitExpression(factors: factors, span: first.span.merged(with: end)))
        return .expression(tree.unitExpressions.count - 1)
    }

    /// Whether the source under `span` is `text`, compared by bytes (no String a unit line).
    private func bytes(of span: SourceSpan, are text: StaticString) -> Bool {
        span.length == text.utf8CodeUnitCount && lexer.bytes[span.start] == text.utf8Start.pointee
            && text.withUTF8Buffer { lexer.bytes[span.start..<span.end].elementsEqual($0) }
    }

    /// The first byte after `span` that is not a space or a tab.
    private func nextByte(after span: SourceSpan) -> UInt8? {
        let bytes = lexer.bytes
        var index = span.end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count ? bytes[index] : nil
    }

    /// The unit after `in`, `to`, `as`, `->` or a comma.
    @inline(never)
    private mutating func unitAfterConversion(_ conversion: Token) throws(Diagnostic) -> UnitSyntax {
        switch current.kind {
        case .identifier, .currencySymbol: return try unitSyntax()
        default: throw Messages.expectedCurrency(after: conversion, found: current)
        }
    }

    /// A number, or a number and the unit after it (a quantity literal).
    @inline(__always)
    private mutating func numberPrimary(_ token: Token) throws(Diagnostic) -> Int {
        try advance()
        // `½ cup`, `1½ cups`: a literal that ends in a vulgar fraction (DESIGN §19).
        if lexer.bytes[token.span.end - 1] >= 0x80 { return try farLiteral(token, .tooLong) }
        let value: Rational
        do {
            value = try literalValue(of: token.span)
        } catch {
            return try farLiteral(token, error)
        }
        return try numberPrimary(token, value: value)
    }

    /// The number `value` of `token` (`current` is after it), and what follows it.
    @inline(__always)
    private mutating func numberPrimary(_ token: Token, value: Rational) throws(Diagnostic) -> Int {
        var value = value
        var span = token.span
        // `1/2 cup`, `200/3 USD`, `1/2%`: a fraction written without spaces before a unit or
        // `%` is one number (DESIGN §19); `2 1/2 cups` a mixed number, its sum.
        if current.kind == .slash || current.kind == .number { fractionOrMixedNumber(token, &value, &span) }
        // `3 million EUR`: the number words after the digits (asked only of a word of their
        // length and first letter: every amount's currency comes here).
        if case .identifier = current.kind, isNumberWordShape(current.span), let scale = Parser.numberWords[text(current.span)] {
            value = try scaled(value, by: scale, at: span.merged(with: current.span))
        }
        let literal = tree.appendLiteral(value)
        // A number followed by a word or a currency symbol is one quantity literal, not a
        // product: `12 USD`, `5 €`, `5 km`, `1.85 EUR/l` (the Resolver decides what the
        // words mean). A word before `(` is a call: `5 sqrt(4)` is two values in a row.
        switch current.kind {
        case .currencySymbol:
            let unit = try unitSyntax()
            return tree.append(.quantity(literal: literal, unit: unit), span.merged(with: tree.span(of: unit)))
        case .identifier where current.span.length == 2 && lexer.bytes[current.span.start] == UInt8(ascii: "i")
            && lexer.bytes[current.span.start + 1] == UInt8(ascii: "s"):
            // `20 is what % of 200`: not a unit.
            return tree.append(.number(literal: literal), span)
        case .identifier where isTimesWord(current.span) && nextIsNumber() || isRoundedWord(current.span):
            // `3 x 5`, `3 times 4`: the product, not a unit; `5.5 rounded` (`expression`
            // reads the word).
            return tree.append(.number(literal: literal), span)
        case .identifier where span.length <= 2 && isMonthShape(current.span) && monthNumber(current.span) != nil:
            // `10 June`, `21 Nov 2021` (DESIGN §20).
            return try monthDate(month: current, day: value, dayToken: token)
        case .identifier where isAngleWordShape(current.span):
            return try angle(literal, span)
        case .identifier:
            return try quantity(literal, span)
        case .conversion where isInch(current):
            // `21.1 in to cm`, `5 ft 11 in`: `in` where no target can follow is the inch.
            let inch = CurrencyReference(code: nil, span: current.span)
            try advance()
            // `2 in^2`, `1 in*s`: its powers and products are the unit's, as any unit word's
            // (the power of the quantity, `(2 in)^2`, would be 4 in²).
            let unit = isUnitContinuation(current.kind) ? try unitExpression(first: inch) : UnitSyntax.word(inch)
            let quantity = tree.append(.quantity(literal: literal, unit: unit), span.merged(with: tree.span(of: unit)))
            return current.kind == .number ? try compound(quantity) : quantity
        default:
            return tree.append(.number(literal: literal), span)
        }
    }

    /// Whether the word could be `deg`, `degree(s)`, `rad` or `radian(s)`, by its length and
    /// first letter (every amount's currency comes here).
    @inline(__always)
    private func isAngleWordShape(_ span: SourceSpan) -> Bool {
        guard span.length >= 3, span.length <= 7 else { return false }
        let first = lexer.bytes[span.start] | 0x20
        return first == UInt8(ascii: "d") || first == UInt8(ascii: "r")
    }

    /// `sin(30 degrees)`: the angle, as `30°`; `pi/2 rad`: the radian is the plain 1 (DESIGN
    /// §19). Any other word of that shape is a quantity's unit, as usual.
    @inline(never)
    private mutating func angle(_ literal: Int, _ span: SourceSpan) throws(Diagnostic) -> Int {
        let word = current
        if isRadianWord(word.span) {
            try advance()
            return tree.append(.number(literal: literal), span.merged(with: word.span))
        }
        if isDegreeWord(word.span) {
            let number = tree.append(.number(literal: literal), span)
            try advance()
            return tree.append(.degrees(number), span.merged(with: word.span))
        }
        return try quantity(literal, span)
    }

    /// A number's literal and the unit that follows it (`5 km`, `1.85 EUR/l`), with the
    /// quantities written side by side after it (`6 ft 2 inch`).
    @inline(__always)
    private mutating func quantity(_ literal: Int, _ span: SourceSpan) throws(Diagnostic) -> Int {
        let word = current
        let unit = try unitSyntax()
        // `5 sqrt(4)`: a call after a number, not a unit.
        if current.kind == .leftParen, case .word = unit {
            let number = tree.append(.number(literal: literal), span)
            throw twoValuesInARow(left: number, then: word)
        }
        let quantity = tree.append(.quantity(literal: literal, unit: unit), span.merged(with: tree.span(of: unit)))
        // `6 ft 2 inch`, `2 h 30 min`: a compound, one literal (DESIGN §19).
        return current.kind == .number ? try compound(quantity) : quantity
    }

    /// Whether the word is `rad`, `radian` or `radians`.
    @inline(__always)
    private func isRadianWord(_ span: SourceSpan) -> Bool {
        guard span.length >= 3, span.length <= 7, lexer.bytes[span.start] | 0x20 == UInt8(ascii: "r") else { return false }
        return ["rad", "radian", "radians"].contains(text(span).lowercased())
    }

    /// Whether the word is `deg`, `degree` or `degrees` not followed by a temperature scale
    /// (`degrees C` is °C).
    @inline(__always)
    private func isDegreeWord(_ span: SourceSpan) -> Bool {
        guard span.length >= 3, span.length <= 7, lexer.bytes[span.start] | 0x20 == UInt8(ascii: "d") else { return false }
        return isDegreeWordBeforeNoScale(span)
    }

    @inline(never)
    private func isDegreeWordBeforeNoScale(_ span: SourceSpan) -> Bool {
        let word = text(span).lowercased()
        guard word == "deg" || word == "degree" || word == "degrees" else { return false }
        var look = lexer
        guard let next = try? look.next(), next.kind == .identifier else { return true }
        return !["c", "f", "celsius", "fahrenheit"].contains(text(next.span).lowercased())
    }

    /// Whether `token`, the current token, is `in` before what cannot begin a conversion
    /// target: then it is the inch (DESIGN §19).
    @inline(never)
    private func isInch(_ token: Token) -> Bool {
        guard bytes(of: token.span, are: "in") else { return false }
        var look = lexer
        guard let next = try? look.next() else { return false }
        // (`2 in²`: no target starts with a power either.)
        return Parser.cannotBeginTarget(next.kind) || next.kind == .squared || next.kind == .cubed
    }

    /// The end, `to`, `as`, `->`, `in`, an operator, `)` or `,`: what no conversion target
    /// starts with.
    private static func cannotBeginTarget(_ kind: TokenKind) -> Bool {
        switch kind {
        case .end, .conversion, .plus, .minus, .star, .slash, .times, .divide, .caret, .modulo, .rightParen, .comma, .at, .on: true
        default: false
        }
    }

    /// The quantities after `first` written side by side with it (`6 ft 2 inch`, `5 ft 11 in`):
    /// each a number then one unit word, a `.compound` node whose left operand is what came
    /// before. The evaluator checks that they measure one thing, largest first.
    @inline(never)
    private mutating func compound(_ first: Int) throws(Diagnostic) -> Int {
        var left = first
        while current.kind == .number {
            var look = lexer
            guard let word = try? look.next() else { break }
            var isUnit = word.kind == .identifier && isPhysicalUnit(word.span)
            if !isUnit, word.kind == .conversion, bytes(of: word.span, are: "in"), let after = try? look.next() {
                isUnit = Parser.cannotBeginTarget(after.kind)
            }
            guard isUnit else { break }
            let number = current
            try advance()
            let literal = tree.appendLiteral(try literalValue(number))
            let unit = UnitSyntax.word(CurrencyReference(code: nil, span: current.span))
            try advance()
            let part = tree.append(.quantity(literal: literal, unit: unit), number.span.merged(with: tree.span(of: unit)))
            left = tree.append(.compound(left, part), tree.nodes[left].span.merged(with: tree.nodes[part].span))
        }
        return left
    }

    /// `value`, the number of `token`, and `span` made those of the fraction or mixed number
    /// it begins, when it begins one before a unit.
    @inline(never)
    private mutating func fractionOrMixedNumber(_ token: Token, _ value: inout Rational, _ span: inout SourceSpan) {
        if current.kind == .slash, current.span.start == token.span.end, let (fraction, end) = fractionBeforeUnit(numerator: token) {
            value = fraction
            span = token.span.merged(with: end)
        } else if current.kind == .number, let (sum, end) = mixedNumberBeforeUnit(whole: token, value) {
            value = sum
            span = token.span.merged(with: end)
        }
    }

    /// `A/B` written without spaces, `current` the `/` right after the numerator: the fraction
    /// as one number when a unit, a currency or `%` follows it (`1/2 cup`, `200/3 USD`,
    /// `1/2%`), with the end of the denominator; nil otherwise (`1/2 + 3` stays a division,
    /// which is the same number). Not after `/` or `^` written against the numerator
    /// (`2^1/2 cup` keeps its power).
    @inline(never)
    private mutating func fractionBeforeUnit(numerator: Token) -> (Rational, SourceSpan)? {
        if numerator.span.start > 0, case let before = lexer.bytes[numerator.span.start - 1],
           before == UInt8(ascii: "/") || before == UInt8(ascii: "^") { return nil }
        var look = lexer
        guard let denominator = try? look.next(), denominator.kind == .number, denominator.span.start == current.span.end,
              let after = try? look.next() else { return nil }
        switch after.kind {
        case .identifier, .currencySymbol, .percent: break
        default: return nil
        }
        guard let n = try? literalValue(numerator), let d = try? literalValue(denominator), !d.isZero,
              let fraction = try? n.divided(by: d) else { return nil }
        lexer = look
        current = after
        return (fraction, denominator.span)
    }

    /// `2 1/2 cups`: a whole number, then a fraction written without spaces, then a unit or a
    /// currency: their sum, with the end of the fraction; nil otherwise (`1 2/3` alone stays
    /// two values in a row, with its hint).
    @inline(never)
    private mutating func mixedNumberBeforeUnit(whole: Token, _ value: Rational) -> (Rational, SourceSpan)? {
        guard isDigits(whole.span) else { return nil }
        // `2 ½ cups`: a whole number and a vulgar fraction.
        if current.span.length <= 3, lexer.bytes[current.span.start] >= 0x80,
           let fraction = NumberLiteral.valueEndingInFraction(of: literal(current.span)) {
            var look = lexer
            guard let after = try? look.next(), after.kind == .identifier || after.kind == .percent,
                  let sum = try? fraction.adding(value) else { return nil }
            let end = current.span
            lexer = look
            current = after
            return (sum, end)
        }
        guard isDigits(current.span) else { return nil }
        var look = lexer
        guard let slash = try? look.next(), slash.kind == .slash, slash.span.start == current.span.end,
              let denominator = try? look.next(), denominator.kind == .number, denominator.span.start == slash.span.end,
              isDigits(denominator.span), let after = try? look.next() else { return nil }
        switch after.kind {
        case .identifier, .currencySymbol, .percent: break
        default: return nil
        }
        guard let n = try? literalValue(current), let d = try? literalValue(denominator), !d.isZero, n < d,
              let sum = try? n.divided(by: d).adding(value) else { return nil }
        lexer = look
        current = after
        return (sum, denominator.span)
    }

    /// A name, or a call of one.
    @inline(__always)
    private mutating func namePrimary(_ token: Token) throws(Diagnostic) -> Int {
        try advance()
        if token.span.length >= 3, token.span.length <= 9, let phrase = try calendarName(token) { return phrase }
        if current.kind == .leftParen {
            if token.span.length == 4, text(token.span) == Builtins.rateFunctionName { return try rateCall(nameSpan: token.span) }
            return try call(nameSpan: token.span)
        }
        if current.kind == .number, let applied = try appliedToLiteral(nameSpan: token.span) { return applied }
        let name = tree.append(.name(nameSpan: token.span), token.span)
        // `noon PST`, `midnight Tokyo`: a named time of day in a zone (DESIGN §20).
        if token.span.length == 4 || token.span.length == 8, case .identifier = current.kind,
           Builtins.timeOfDayHours(named: text(token.span)) != nil, let zone = try zoneName(allowsLocal: false) {
            return tree.append(.zoned(name, zone: zone.index), token.span.merged(with: zone.span))
        }
        return name
    }

    /// `sqrt 4`, `log10 100`, `ln 2^3`, `sin 30°` (DESIGN §22): a built-in function of one
    /// argument before a number literal applies to it, with a `^` power and a postfix `°`,
    /// `!`, `²` or `%` written after it, and binds tighter than `*`, `/`, `+` and `-`
    /// (`sqrt 4 + 5` is 7). Nil when the name is not such a function.
    @inline(never)
    private mutating func appliedToLiteral(nameSpan: SourceSpan) throws(Diagnostic) -> Int? {
        guard let function = Builtins.function(named: text(nameSpan)), Builtins[function].arity.contains(1),
              text(nameSpan) != Builtins.rateFunctionName else { return nil }
        // Above unary minus and the products, below `^` and the postfix operators.
        let argument = try expression(minimumBindingPower: 8)
        let first = tree.callArguments.count
        tree.callArguments.append(argument)
        return tree.append(.call(function, nameSpan: nameSpan, arguments: first..<tree.callArguments.count),
                           nameSpan.merged(with: tree.nodes[argument].span))
    }

    // (The rarer primaries are parsed out of line: `prefix` is a frame of every level of
    // nesting, and under AddressSanitizer 201 levels of large frames overflow the stack.)

    /// `2026-12-24`, `8:30`, `3pm`; a time followed by a zone is that time there (`3pm PST`,
    /// `15:30 Tokyo`), a date followed by a time an instant (`2026-11-29 00:00 Asia/Tokyo`).
    @inline(never)
    private mutating func calendarLiteral(_ token: Token) throws(Diagnostic) -> Int {
        try advance()
        if token.kind == .clock {
            let meridiem = text(token.span).firstIndex(where: \.isLetter)
            let hours = if let meridiem { try timeOfDayHours(token, meridiemAt: meridiem) } else { try clockHours(token) }
            if case .identifier = current.kind, let zone = try zoneName(allowsLocal: false) {
                guard hours < Rational(24) else { throw Messages.impossibleTime(text(token.span), at: token.span) }
                let time = tree.append(.timeOfDay(literal: tree.appendLiteral(hours)), token.span)
                return tree.append(.zoned(time, zone: zone.index), token.span.merged(with: zone.span))
            }
            return tree.append(meridiem == nil ? .clock(literal: tree.appendLiteral(hours)) : .timeOfDay(literal: tree.appendLiteral(hours)),
                               token.span)
        }
        let written = text(token.span)
        guard let day = Day(written) else { throw Messages.impossibleDate(written, at: token.span) }
        if current.kind == .clock { return try dateAndTime(day, from: token.span) }
        return tree.append(.date(days: day.daysSinceEpoch), token.span)
    }

    /// `2026-11-29 00:00 Asia/Tokyo`, `2024-02-10 12:41:41 UTC`, `2026-11-29 3pm`, and without
    /// a zone the local one (DESIGN §20): a date, a time of day and a zone, an instant as the
    /// zone's clocks show it. The date is read; the time is the current token.
    @inline(never)
    private mutating func dateAndTime(_ day: Day, from start: SourceSpan) throws(Diagnostic) -> Int {
        let clock = current
        let hours = if let meridiem = text(clock.span).firstIndex(where: \.isLetter) {
            try timeOfDayHours(clock, meridiemAt: meridiem)
        } else {
            try clockHours(clock)
        }
        guard hours < Rational(24), let wall = try? hours.multiplied(by: Rational(3600)).adding(Rational(day.daysSinceEpoch * 86_400)) else {
            throw Messages.impossibleTime(text(clock.span), at: clock.span)
        }
        try advance() // the time
        var span = start.merged(with: clock.span)
        var zone: Int
        if case .identifier = current.kind, let named = try zoneName(allowsLocal: false) {
            zone = named.index
            span = span.merged(with: named.span)
            // `2026-11-01 01:30 America/New_York UTC-05:00`: the offset says which of a
            // repeated hour's times (calc prints the second so).
            if case .named(let name) = tree.zones[zone], name != "UTC", case .identifier = current.kind, current.span.length == 3,
               let pinned = try utcOffset(current.span) {
                let offset: Int32 = if case .offset(let seconds) = pinned.spec { seconds } else { 0 }
                tree.zones[zone] = .pinned(name, offset: offset)
                span = span.merged(with: pinned.span)
            }
        } else {
            zone = appendZone(.local)
        }
        try refuseISOOffset(after: start.merged(with: clock.span))
        return tree.append(.wallTime(literal: tree.appendLiteral(wall), zone: zone), span)
    }

    /// `2026-12-24 15:00 +09:00`: ISO 8601's offset, written against the time, would add nine
    /// hours here; refused with the line's time against UTC (a sum is written `+ 9:00`, spaced).
    private func refuseISOOffset(after dateTime: SourceSpan) throws(Diagnostic) {
        guard current.kind == .plus || current.kind == .minus, current.span.end < lexer.bytes.count,
              lexer.bytes[current.span.end] &- 0x30 < 10, let offset = upcoming(1).first, offset.kind == .clock,
              offset.span.start == current.span.end, offset.span.length == 5 else { return }
        let span = current.span.merged(with: offset.span)
        throw ZoneMessages.isoOffset(text(span), rewrite: "\(text(dateTime)) UTC\(text(span))", at: span)
    }

    // MARK: - Time zones (DESIGN §20)

    /// The zone at the current word, read: a city or an IANA name (`Tokyo`, `New York`,
    /// `Asia/Tokyo`), an abbreviation (`PST`), `UTC` or `GMT` with an offset written against it
    /// (`UTC+5:30`), and `local` where `allowsLocal`; its index in the tree's zones and its
    /// span. Nil, with nothing read, for any other word; an ambiguous name is an error listing
    /// what it could mean.
    @inline(never)
    private mutating func zoneName(allowsLocal: Bool) throws(Diagnostic) -> (index: Int, span: SourceSpan)? {
        let word = current.span
        if word.length == 3, let offset = try utcOffset(word) {
            return (appendZone(offset.spec), offset.span)
        }
        if allowsLocal, word.length == 5, bytes(of: word, are: "local") {
            try advance()
            return (appendZone(.local), word)
        }
        // (No zone's name is a unit's or a currency's, `ZoneNameTests`.)
        guard let match = ZoneNames.longestMatch(in: lexer.bytes[word.start...]) else { return nil }
        let span = SourceSpan(word.start, word.start + match.length)
        switch match.name {
        case .ambiguous(let candidates):
            throw ZoneMessages.ambiguousZone(text(span), candidates: candidates, at: span)
        case .zone(let name):
            lexer.resume(at: span.end)
            try advance()
            return (appendZone(.named(name)), span)
        }
    }

    /// `UTC`, `GMT`, and either with an offset written against it (`UTC+5:30`, `GMT-3`,
    /// `UTC+0530`): read, with its span; nil for another word.
    private mutating func utcOffset(_ word: SourceSpan) throws(Diagnostic) -> (spec: ZoneSpec, span: SourceSpan)? {
        let bytes = lexer.bytes
        let letters = bytes[word.start..<word.end].map { $0 & 0xDF }
        guard letters == Array("UTC".utf8) || letters == Array("GMT".utf8) else { return nil }
        var end = word.end
        guard end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") else {
            try advance()
            return (.named("UTC"), word)
        }
        let sign: Int32 = bytes[end] == UInt8(ascii: "-") ? -1 : 1
        end += 1
        func digits() -> [Int32] {
            var read: [Int32] = []
            while end < bytes.count, bytes[end] &- 0x30 < 10 { read.append(Int32(bytes[end] &- 0x30)); end += 1 }
            return read
        }
        let before = digits()
        var after: [Int32]?
        if end < bytes.count, bytes[end] == UInt8(ascii: ":"), !before.isEmpty {
            end += 1
            after = digits()
        }
        // `UTC+2h` is no offset.
        let joined = end < bytes.count && Lexer.isWordByte(bytes[end])
        if joined { end += 1 }
        let span = SourceSpan(word.start, end)
        if joined { throw ZoneMessages.zoneOffsetRange(text(span), at: span) }
        // `UTC+5`, `UTC+05`, `UTC+5:30`, `UTC+05:30`, `UTC+0530`: hours of one or two digits,
        // minutes of two.
        let hours: Int32, minutes: Int32
        switch (before.count, after?.count) {
        case (1, nil), (2, nil): (hours, minutes) = (before.reduce(0) { $0 * 10 + $1 }, 0)
        case (1, 2), (2, 2): (hours, minutes) = (before.reduce(0) { $0 * 10 + $1 }, after![0] * 10 + after![1])
        case (4, nil): (hours, minutes) = (before[0] * 10 + before[1], before[2] * 10 + before[3])
        default: throw ZoneMessages.zoneOffsetRange(text(span), at: span)
        }
        let offset = sign * (hours * 3600 + minutes * 60)
        guard minutes < 60, offset >= -12 * 3600, offset <= 14 * 3600 else { throw ZoneMessages.zoneOffsetRange(text(span), at: span) }
        lexer.resume(at: end)
        try advance()
        return (offset == 0 ? .named("UTC") : .offset(offset), span)
    }

    private mutating func appendZone(_ spec: ZoneSpec) -> Int {
        tree.zones.append(spec)
        return tree.zones.count - 1
    }

    /// Whether a target word may start a zone's name: not a currency code (`in EUR`, every
    /// money line's), and a physical unit (`in km`, `in GiB`; no zone's name is one,
    /// `ZoneNameTests`) only where more of a name follows it (`São Paulo`). A word shaped as a
    /// place (`Tokyo`, `St Johns`) or an abbreviation (`PST`) is tried as a zone first: the
    /// unit's look-up would build the unit tables (0.8M instructions) for a zone's line.
    @inline(__always)
    private func mayNameZone(_ span: SourceSpan) -> Bool {
        if span.length == 3, let code = CurrencyCode(lexer.bytes[span.start..<span.end]), CurrencyCatalogue.isCode(code) { return false }
        return mayNameZoneOtherThanCurrency(span)
    }

    @inline(never)
    private func mayNameZoneOtherThanCurrency(_ span: SourceSpan) -> Bool {
        let bytes = lexer.bytes
        let word = bytes[span.start..<span.end]
        func isCapital(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
        if isCapital(bytes[span.start]) {
            let rest = word.dropFirst()
            if rest.allSatisfy({ !isCapital($0) }) || span.length >= 3 && rest.allSatisfy(isCapital) { return true }
        }
        guard isPhysicalUnit(span) else { return true }
        guard span.end < bytes.count else { return false }
        let next = bytes[span.end]
        return next >= 0x80 || next == UInt8(ascii: "_") || next == UInt8(ascii: "/")
            || next == UInt8(ascii: " ") && span.end + 1 < bytes.count && (bytes[span.end + 1] | 0x20) &- 0x61 < 26
    }

    /// `$12`, `€5`, `$3.50/gal`: a currency symbol before its amount.
    @inline(never)
    private mutating func symbolQuantity(_ token: Token, _ code: CurrencyCode) throws(Diagnostic) -> Int {
        try advance()
        guard current.kind == .number else { throw Messages.expectedAmount(afterSymbol: token.span) }
        let amount = current
        try advance()
        var value = try literalValue(amount)
        // `$1.2m`, `$5K`, `€3B` (DESIGN §22): a scale right after an amount of money, which
        // has no metre or kelvin.
        if case .identifier = current.kind, current.span.start == amount.span.end,
           let power = Vocabulary.scaleAfterSymbol[text(current.span)] {
            value = try scaled(value, by: power, at: amount.span.merged(with: current.span))
        }
        let literal = tree.appendLiteral(value)
        let currency = CurrencyReference(code: code, span: token.span)
        // `$3.50/gal`: a price per unit.
        let unit = isUnitContinuation(current.kind) ? try unitExpression(first: currency) : .word(currency)
        return tree.append(.quantity(literal: literal, unit: unit), token.span.merged(with: amount.span).merged(with: tree.span(of: unit)))
    }

    // MARK: - Calendar words (DESIGN §20)

    /// Whether the word could be a month's name, by its length and first three letters
    /// (every amount's currency comes here: `JPY`, `AUD` and `SEK` go no further).
    @inline(__always)
    private func isMonthShape(_ span: SourceSpan) -> Bool {
        guard span.length >= 3, span.length <= 9 else { return false }
        let bytes = lexer.bytes, start = span.start
        let key = UInt32(bytes[start] | 0x20) << 16 | UInt32(bytes[start + 1] | 0x20) << 8 | UInt32(bytes[start + 2] | 0x20)
        return Vocabulary.isMonthPrefix(key)
    }

    /// The month a word names (`June`, `jun`, `Sept`), in any case.
    private func monthNumber(_ span: SourceSpan) -> Int? {
        Vocabulary.monthNames[text(span).lowercased()]
    }

    /// A four-digit year, the current token.
    private func yearAhead() -> Int? {
        guard current.kind == .number, current.span.length == 4, isDigits(current.span) else { return nil }
        return Int(text(current.span))
    }

    /// `10 June`, `10 June 2026`: the day read, the month the current token.
    @inline(never)
    private mutating func monthDate(month: Token, day: Rational, dayToken: Token) throws(Diagnostic) -> Int {
        try advance() // the month
        return try calendarDate(month: monthNumber(month.span)!, day: day.intValue ?? 0, from: dayToken.span, through: month.span)
    }

    /// The date of a day and a month, with the year when one follows (the current token),
    /// else this year's.
    private mutating func calendarDate(month: Int, day: Int, from start: SourceSpan, through end: SourceSpan) throws(Diagnostic) -> Int {
        var span = start.merged(with: end)
        guard let year = yearAhead() else {
            guard (1...31).contains(day), Day(year: 2024, month: month, day: day) != nil else {
                throw Messages.impossibleDate(text(span), at: span)
            }
            return tree.append(.relativeDate(.thisYear(month: month, day: day)), span)
        }
        span = span.merged(with: current.span)
        try advance() // the year
        guard let date = Day(year: year, month: month, day: day) else { throw Messages.impossibleDate(text(span), at: span) }
        return tree.append(.date(days: date.daysSinceEpoch), span)
    }

    /// A word that names a date or starts a calendar phrase (`June 10`, `friday`, `next
    /// friday`, `days until …`, `days between … and …`, `days in February 2020`); nil for any
    /// other name. `token` is the word, already read.
    @inline(never)
    private mutating func calendarName(_ token: Token) throws(Diagnostic) -> Int? {
        let word = text(token.span).lowercased()
        if let month = Vocabulary.monthNames[word], current.kind == .number, isDigits(current.span), current.span.length <= 2 {
            // `June 10`, `June 10, 2026`, `Jun 10 2026`.
            let day = current
            try advance()
            if current.kind == .comma, let after = upcoming(1).first, after.kind == .number, after.span.length == 4 { try advance() }
            return try calendarDate(month: month, day: Int(text(day.span)) ?? 0, from: token.span, through: day.span)
        }
        if let index = Vocabulary.weekdayNames.firstIndex(of: word) {
            return tree.append(.relativeDate(.weekday(index, last: false)), token.span)
        }
        if word == Vocabulary.nextWord || word == Vocabulary.lastWord, case .identifier = current.kind,
           let index = Vocabulary.weekdayNames.firstIndex(of: text(current.span).lowercased()) {
            let span = token.span.merged(with: current.span)
            try advance()
            return tree.append(.relativeDate(.weekday(index, last: word == Vocabulary.lastWord)), span)
        }
        guard word == Vocabulary.daysWord else { return nil }
        if case .identifier = current.kind, Vocabulary.untilWords.contains(text(current.span)) {
            // `days until 2026-12-25`: the date minus today.
            let until = current
            try advance()
            if current.kind == .end { throw Messages.missingOperand(after: until, source: text(until.span)) }
            let date = try expression(minimumBindingPower: 4)
            let today = tree.append(.relativeDate(.today), token.span)
            return tree.append(.binary(.subtract, date, today), token.span.merged(with: tree.nodes[date].span))
        }
        if case .identifier = current.kind, text(current.span) == Vocabulary.betweenWord {
            // `days between A and B` is `days(A, B)`.
            let between = current
            try advance()
            let outer = readingBetween
            readingBetween = true
            let first = try expression(minimumBindingPower: 4)
            readingBetween = outer
            guard case .identifier = current.kind, text(current.span) == Vocabulary.andWord else {
                throw Messages.missingOperand(after: between, source: "days between … and")
            }
            try advance()
            let second = try expression(minimumBindingPower: 4)
            let start = tree.callArguments.count
            tree.callArguments.append(contentsOf: [first, second])
            return tree.append(.call(Builtins.function(named: "days")!, nameSpan: token.span, arguments: start..<tree.callArguments.count),
                               token.span.merged(with: tree.nodes[second].span))
        }
        if case .conversion = current.kind, bytes(of: current.span, are: "in") { return try daysInPeriodPhrase(token) }
        return nil
    }

    /// `days in February 2020`, `days in 2024` (DESIGN §20): how many days the period has,
    /// `days` read and `in` the current token; nil, with nothing more read, for anything else.
    private mutating func daysInPeriodPhrase(_ days: Token) throws(Diagnostic) -> Int? {
        guard let count = try daysInPeriod() else { return nil }
        let literal = tree.appendLiteral(Rational(count.days))
        return tree.append(.quantity(literal: literal, unit: .word(CurrencyReference(code: nil, span: days.span))),
                           days.span.merged(with: count.span))
    }

    /// After `days` and at `in`: a month and a year, or a year, and the days it has; nil,
    /// with nothing read, for anything else (`days in weeks`).
    private mutating func daysInPeriod() throws(Diagnostic) -> (days: Int, span: SourceSpan)? {
        let ahead = upcoming(3)
        guard let first = ahead.first else { return nil }
        if first.kind == .number, first.span.length == 4, isDigits(first.span), ahead.count == 1 || ahead[1].kind == .end,
           let year = Int(text(first.span)), let start = Day(year: year, month: 1, day: 1), let end = Day(year: year + 1, month: 1, day: 1) {
            try advance() // in
            try advance() // the year
            return (end.daysSinceEpoch - start.daysSinceEpoch, first.span)
        }
        guard first.kind == .identifier, let month = monthNumber(first.span), ahead.count >= 2, ahead[1].kind == .number,
              ahead[1].span.length == 4, isDigits(ahead[1].span), let year = Int(text(ahead[1].span)),
              let start = Day(year: year, month: month, day: 1), let end = start.addingMonths(1) else { return nil }
        try advance() // in
        try advance() // the month
        try advance() // the year
        return (end.daysSinceEpoch - start.daysSinceEpoch, first.span.merged(with: ahead[1].span))
    }

    /// Whether the word relates a duration to a date: `ago`, `from` (now), `after`, `before`.
    @inline(__always)
    private func isCalendarRelation(_ span: SourceSpan) -> Bool {
        guard span.length >= 3, span.length <= 6 else { return false }
        return bytes(of: span, are: Vocabulary.agoWord) || bytes(of: span, are: Vocabulary.afterWord)
            || bytes(of: span, are: Vocabulary.beforeWord) || bytes(of: span, are: Vocabulary.fromWord) && lexer.nextWordIs(Vocabulary.nowWord)
    }

    /// `3 days ago`, `2 weeks from now`, `3 weeks after 2026-12-24`, `2 days before DATE`
    /// (DESIGN §20): the date the duration `left` away. Nil when the operand ends here.
    @inline(never)
    private mutating func calendarRelation(after left: Int, word: Token, minimumBindingPower: Int, converted: Bool) throws(Diagnostic) -> Int? {
        let sum = Parser.infixBindingPower(.plus)!
        if sum.left < minimumBindingPower { return nil }
        if converted { throw Messages.conversionNotLast(at: word.span) }
        // `3 hours ago` is a moment, not a day: an instant moves from now; `3 hours after`
        // a date is refused (a date moves by whole days, DESIGN §14), after an instant not.
        let isMoment = isBelowADay(left)
        if isMoment && (bytes(of: word.span, are: Vocabulary.afterWord) || bytes(of: word.span, are: Vocabulary.beforeWord)),
           isDateAhead(after: word) {
            throw DateMessages.momentFromToday(text(tree.nodes[left].span.merged(with: word.span)), at: tree.nodes[left].span.merged(with: word.span))
        }
        try advance() // the word
        var span = tree.nodes[left].span.merged(with: word.span)
        let isAgo = bytes(of: word.span, are: Vocabulary.agoWord), isBefore = bytes(of: word.span, are: Vocabulary.beforeWord)
        // Before or ago: the duration negated, added to the date (the tree is evaluated in
        // the order it is built, so the date comes after the duration).
        let duration = isAgo || isBefore ? tree.append(.negate(left), tree.nodes[left].span) : left
        let date: Int
        if isAgo || bytes(of: word.span, are: Vocabulary.fromWord) {
            if !isAgo {
                span = span.merged(with: current.span)
                try advance() // now
            }
            date = tree.append(isMoment ? .now : .relativeDate(.today), word.span)
        } else {
            if current.kind == .end { throw Messages.missingOperand(after: word, source: text(word.span)) }
            date = try expression(minimumBindingPower: sum.right)
            span = span.merged(with: tree.nodes[date].span)
        }
        return tree.append(.binary(.add, duration, date), span)
    }

    /// Whether a duration has a part below a day (`3 hours`, `1 day 3 h`, `2:30`): it moves
    /// an instant, not a date.
    private func isBelowADay(_ node: Int) -> Bool {
        switch tree.nodes[node].kind {
        case .quantity(_, .word(let unitWord)):
            guard let id = UnitCatalogue.unit(text(unitWord.span)) else { return false }
            let unit = Unit(.physical(id))
            return unit.dimension == Unit.day.dimension && unit.physicalFactor < Unit.day.physicalFactor
        case .clock: return true
        case .compound(let left, let right): return isBelowADay(left) || isBelowADay(right)
        case .negate(let operand): return isBelowADay(operand)
        default: return false
        }
    }

    /// Whether what follows `after` or `before` is plainly a date (`2026-12-24` without a
    /// time, `today`, `friday`, `June 10`), which hours would move by whole days only; an
    /// instant or a time (`3pm PST`, `unix(0)`, `now`, a variable) is moved by them.
    private func isDateAhead(after word: Token) -> Bool {
        let ahead = upcoming(2)
        guard let first = ahead.first else { return false }
        if first.kind == .date { return ahead.count < 2 || ahead[1].kind != .clock }
        guard first.kind == .identifier else { return false }
        let name = text(first.span).lowercased()
        return Builtins.dayOffset(named: name) != nil || Vocabulary.weekdayNames.contains(name) || Vocabulary.monthNames[name] != nil
            || name == Vocabulary.nextWord || name == Vocabulary.lastWord
    }

    /// `3pm`, `3:45 pm`, `12 a.m.` (DESIGN §20): hours since midnight, from a clock of 1 to
    /// 12 hours.
    private func timeOfDayHours(_ token: Token, meridiemAt meridiem: String.Index) throws(Diagnostic) -> Rational {
        let written = text(token.span)
        let clock = written[..<meridiem].filter { $0 != " " }
        let isPM = written[meridiem].lowercased() == "p"
        let parts = clock.split(separator: ":").map { Int($0) }
        guard let hour = parts[0], (1...12).contains(hour), parts.dropFirst().allSatisfy({ $0.map { $0 < 60 } == true }) else {
            throw DateMessages.impossibleTimeOfDay(written, at: token.span)
        }
        var hours = Rational(hour % 12 + (isPM ? 12 : 0))
        if parts.count > 1, let minutes = parts[1], let fraction = try? Rational(Int64(minutes), over: 60) { hours = (try? hours.adding(fraction)) ?? hours }
        if parts.count > 2, let seconds = parts[2], let fraction = try? Rational(Int64(seconds), over: 3600) { hours = (try? hours.adding(fraction)) ?? hours }
        return hours
    }

    /// `8:30` as hours (8.5), `0:45:10` with seconds; minutes and seconds below 60.
    private func clockHours(_ token: Token) throws(Diagnostic) -> Rational {
        let parts = text(token.span).split(separator: ":").map { Int($0) }
        guard parts.allSatisfy({ $0 != nil }), let hours = parts[0], parts.count <= 3 else { throw Messages.literalTooLong(at: token.span) }
        let minutes = parts[1]!, seconds = parts.count == 3 ? parts[2]! : 0
        guard minutes < 60, seconds < 60 else { throw Messages.impossibleTime(text(token.span), at: token.span) }
        let total = (try? Rational(hours).multiplied(by: Rational(3600)).adding(Rational(minutes * 60 + seconds))) ?? Rational(0)
        return (try? total.divided(by: Rational(3600))) ?? Rational(0)
    }

    /// `rate(USD, EUR)`: its arguments are currencies, not values.
    @inline(never)
    private mutating func rateCall(nameSpan: SourceSpan) throws(Diagnostic) -> Int {
        let open = current
        try advance() // (
        let from = try currencyAfterConversion(open)
        guard current.kind == .comma else {
            if current.kind == .end { throw Messages.unclosedParenthesis(at: open.span) }
            throw Messages.rateArguments(at: nameSpan.merged(with: current.span))
        }
        let comma = current
        try advance()
        let to = try currencyAfterConversion(comma)
        guard current.kind == .rightParen else {
            if current.kind == .end { throw Messages.unclosedParenthesis(at: open.span) }
            throw Messages.rateArguments(at: nameSpan.merged(with: current.span))
        }
        let span = nameSpan.merged(with: current.span)
        try advance() // )
        tree.ratePairs.append((from, to))
        return tree.append(.rate(tree.ratePairs.count - 1), span)
    }

    /// `name(arg, …)`: only built-in functions can be called.
    private mutating func call(nameSpan: SourceSpan) throws(Diagnostic) -> Int {
        let open = current
        // Between a call's parentheses a comma separates arguments, never thousands, unless
        // `;` does (DESIGN §21): in `max(1,234,567.5; 2)` commas group, as calc writes them.
        let outerGrouping = lexer.groupsThousands
        lexer.groupsThousands = Parser.separatesWithSemicolons(lexer.bytes, after: open.span.end)
        try advance() // (
        if case .text = current.kind { return try romanCall(nameSpan: nameSpan, open: open, grouping: outerGrouping) }
        var arguments: [Int] = []
        let outerInsideCall = insideCall
        insideCall = true
        defer { insideCall = outerInsideCall }
        if current.kind != .rightParen {
            while true {
                if current.kind == .end { throw Messages.unclosedParenthesis(at: open.span) }
                arguments.append(try expression(minimumBindingPower: 0))
                if current.kind == .comma { try advance(); continue }
                if current.kind == .rightParen { break }
                throw argumentsNotClosed(open)
            }
        }
        lexer.groupsThousands = outerGrouping
        return try calledFunction(nameSpan: nameSpan, open: open, arguments: arguments)
    }

    /// `gcd(63,27)` where `,` marks decimals: the call with `; ` for the comma of each argument
    /// that is a number with one (`gcd(63; 27)`); nil when none is.
    private func decimalCommaArguments(_ arguments: [Int], of call: SourceSpan) -> String? {
        guard lexer.style.decimalComma else { return nil }
        var rewritten = Array(lexer.bytes[call.start..<call.end])
        var found = false
        for argument in arguments.reversed() {
            let span = tree.nodes[argument].span
            guard case .number = tree.nodes[argument].kind,
                  let comma = lexer.bytes[span.start..<span.end].firstIndex(of: UInt8(ascii: ",")) else { continue }
            rewritten.replaceSubrange(comma - call.start..<comma - call.start + 1, with: Array("; ".utf8))
            found = true
        }
        return found && rewritten.count <= 60 ? String(decoding: rewritten, as: UTF8.self) : nil
    }

    /// Whether a `;` separates the arguments of the call whose `(` ends at `start`: one
    /// outside any inner parentheses before the call's `)` (a `"…"` text aside).
    @inline(never)
    static func separatesWithSemicolons(_ bytes: [UInt8], after start: Int) -> Bool {
        var depth = 0
        var quoted = false
        for byte in bytes[start...] {
            switch byte {
            case UInt8(ascii: "\""): quoted.toggle()
            case _ where quoted: continue
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                if depth == 0 { return false }
                depth -= 1
            case UInt8(ascii: ";") where depth == 0: return true
            case UInt8(ascii: "#"): return false
            default: continue
            }
        }
        return false
    }

    @inline(never)
    private func argumentsNotClosed(_ open: Token) -> Diagnostic {
        current.kind == .end ? Messages.unclosedParenthesis(at: open.span) : Messages.twoValuesInARow(at: current.span)
    }

    /// The call whose arguments are read, at its closing parenthesis. (Out of `call`, whose
    /// frame every level of nested calls pays.)
    @inline(never)
    private mutating func calledFunction(nameSpan: SourceSpan, open: Token, arguments: [Int]) throws(Diagnostic) -> Int {
        let span = nameSpan.merged(with: current.span)
        try advance() // )
        let name = text(nameSpan)
        guard let function = Builtins.function(named: name) else {
            if name == RomanNumerals.functionName { throw Messages.romanArguments(at: span) }
            if Builtins.isReserved(name) {
                throw Messages.notAFunction(name, arguments: span.length <= 40 ? text(SourceSpan(open.span.start, span.end)) : nil, at: nameSpan)
            }
            // A function of the user's own, or none: the evaluator knows which.
            let first = tree.callArguments.count
            tree.callArguments.append(contentsOf: arguments)
            return tree.append(.userCall(nameSpan: nameSpan, arguments: first..<tree.callArguments.count), span)
        }
        guard Builtins[function].arity.contains(arguments.count) else {
            throw Messages.wrongArgumentCount(function, got: arguments.count, rewrite: decimalCommaArguments(arguments, of: span), at: span)
        }
        let first = tree.callArguments.count
        tree.callArguments.append(contentsOf: arguments)
        return tree.append(.call(function, nameSpan: nameSpan, arguments: first..<tree.callArguments.count), span)
    }

    /// `roman("MCMLXXVIII")`: the numeral read at once into its number (1 to 3999).
    @inline(never)
    private mutating func romanCall(nameSpan: SourceSpan, open: Token, grouping: Bool) throws(Diagnostic) -> Int {
        let name = text(nameSpan), numeral = current
        guard name == RomanNumerals.functionName else { throw Messages.expectedValue(found: numeral) }
        let written = String(text(numeral.span).dropFirst().dropLast())
        guard let value = RomanNumerals.value(of: written) else { throw Messages.notARomanNumeral(written, at: numeral.span) }
        try advance()
        guard current.kind == .rightParen else {
            if current.kind == .end { throw Messages.unclosedParenthesis(at: open.span) }
            throw Messages.romanArguments(at: nameSpan.merged(with: current.span))
        }
        let span = nameSpan.merged(with: current.span)
        lexer.groupsThousands = grouping
        try advance() // )
        return tree.append(.number(literal: tree.appendLiteral(Rational(value))), span)
    }

    /// The text of a number as C writes it, for `NumberLiteral`: the line's own bytes, or in
    /// a locale's style (`1.234,5`, DESIGN §21) its standard spelling (`1234.5`).
    @inline(__always)
    private func literal(_ span: SourceSpan) -> ArraySlice<UInt8> {
        let written = lexer.bytes[span.start..<span.end]
        return lexer.readsLocale ? NumberLiteral.standardSpelling(of: written, style: lexer.style) : written
    }

    /// The value of the number written at `span`, in the line's style.
    @inline(__always)
    private func literalValue(of span: SourceSpan) throws(NumberLiteral.Failure) -> Rational {
        let written = lexer.bytes[span.start..<span.end]
        return lexer.readsLocale ? try NumberLiteral.value(of: written, style: lexer.style) : try NumberLiteral.value(of: written)
    }

    /// The exact value of a number token (an amount's, or a money literal's: those must be
    /// exact).
    private func literalValue(_ token: Token) throws(Diagnostic) -> Rational {
        // `$1½`: a literal that ends in a vulgar fraction (which `value(of:)` does not read).
        if lexer.bytes[token.span.end - 1] >= 0x80,
           let value = NumberLiteral.valueEndingInFraction(of: literal(token.span)) { return value }
        do {
            return try literalValue(of: token.span)
        } catch {
            throw error == .beyondRange ? Messages.literalBeyondRange(at: token.span) : Messages.literalTooLong(at: token.span)
        }
    }

    /// A number token that is not an exact value: beyond the exact range but within that of
    /// approximations (`3.5e-43430`), it becomes an approximation's mantissa and exponent;
    /// otherwise, or before a currency (`1e30000 USD`: an amount must be exact), an error.
    @inline(never)
    private mutating func farLiteral(_ token: Token, _ failure: NumberLiteral.Failure) throws(Diagnostic) -> Int {
        // `½ cup`, `1½ cups`: a vulgar fraction, a number like any other from here.
        if let value = NumberLiteral.valueEndingInFraction(of: literal(token.span)) {
            return try numberPrimary(token, value: value)
        }
        if failure == .beyondRange { throw Messages.literalBeyondRange(at: token.span) }
        let beforeCurrency: Bool
        switch current.kind {
        case .currencySymbol, .identifier: beforeCurrency = true
        default: beforeCurrency = false
        }
        guard failure == .beyondExactRange, !beforeCurrency,
              let parts = NumberLiteral.farParts(of: literal(token.span)) else {
            throw Messages.literalTooLong(at: token.span)
        }
        tree.farLiterals.append((Rational(parts.mantissa), parts.exponent))
        return tree.append(.farNumber(literal: tree.farLiterals.count - 1), token.span)
    }
}
