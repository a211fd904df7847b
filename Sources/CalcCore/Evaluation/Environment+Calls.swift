/// How the user's functions call one another (DESIGN §17), read from their definitions as
/// they stand now. What a function reached when it was defined goes stale once a function
/// it calls is redefined: after `a(x) = x`, `b(x) = a(x)`, `c(x) = x`, `a(x) = c(x)`, the
/// stale reading would accept `c(x) = b(x)`, and `c(1)` would overflow the stack.
extension Environment {
    /// Whether a call of `start` can lead to a call of `target`.
    func calls(from start: String, reach target: String) -> Bool {
        var seen: Set<String> = []
        var pending = [start]
        while let name = pending.popLast() {
            if name == target { return true }
            guard seen.insert(name).inserted, let function = functions[name] else { continue }
            pending.append(contentsOf: function.calls)
        }
        return false
    }

    /// How deep calls would nest at most, from any function, with `function` defined (in
    /// place of its namesake): 1 for a function that calls none. The calls form no cycle
    /// (recursion is refused first), and are at most `UserFunction.maximumDepth` deep but for
    /// `function`'s, so the walk is short.
    func deepestNesting(with function: UserFunction) -> Int {
        var depths: [String: Int] = [:]
        func depth(of name: String) -> Int {
            if let known = depths[name] { return known }
            let callees = name == function.name ? function.calls : functions[name]?.calls ?? []
            let deepest = 1 + (callees.map { depth(of: $0) }.max() ?? 0)
            depths[name] = deepest
            return deepest
        }
        return ([function.name] + functionNames).map { depth(of: $0) }.max() ?? 1
    }
}
