/// The English names of dimensions, as messages say what a quantity is (`a length`, `a
/// speed`, `money per volume`).
extension English {
    /// What it is called in a message, with its article: `a length`, `a speed`, `money per
    /// volume`; a product without a name lists its bases (`length²·mass`).
    static func dimensionName(_ dimension: Dimension) -> String {
        if let named = dimensionNames.first(where: { $0.dimension == dimension }) { return named.name }
        if dimension[.money] == 1 {
            let rest = (dimension / Dimension.base(.money)).reciprocal
            if let named = dimensionNames.first(where: { $0.dimension == rest }) {
                return "money per " + named.name.split(separator: " ", maxSplits: 1).last!
            }
        }
        // `h^-1`: per time, which no conversion makes a time (DESIGN §19).
        if let named = dimensionNames.first(where: { $0.dimension == dimension.reciprocal }), !named.dimension.isNone {
            return "per " + named.name.split(separator: " ", maxSplits: 1).last!
        }
        var parts: [String] = []
        for base in Dimension.Base.allCases where dimension[base] != 0 {
            let power = dimension[base]
            parts.append(power == 1 ? "\(base)" : "\(base)^\(power)")
        }
        return parts.isEmpty ? "a plain number" : parts.joined(separator: "·")
    }

    private static let dimensionNames: [(dimension: Dimension, name: String)] = [
        (.none, "a plain number"),
        (Dimension([.length: 1]), "a length"),
        (Dimension([.length: 2]), "an area"),
        (Dimension([.length: 3]), "a volume"),
        (Dimension([.mass: 1]), "a mass"),
        (Dimension([.time: 1]), "a time"),
        (Dimension([.temperature: 1]), "a temperature"),
        (Dimension([.data: 1]), "an amount of data"),
        (Dimension([.money: 1]), "an amount of money"),
        (Dimension([.length: 1, .time: -1]), "a speed"),
        (Dimension([.time: 1, .length: -1]), "a pace"),
        (Dimension([.length: 1, .time: -2]), "an acceleration"),
        (Dimension([.mass: 1, .length: 2, .time: -2]), "an energy"),
        (Dimension([.mass: 1, .length: 2, .time: -3]), "a power"),
        (Dimension([.mass: 1, .length: -1, .time: -2]), "a pressure"),
        (Dimension([.data: 1, .time: -1]), "a data rate"),
        (Dimension([.length: -2]), "a fuel economy"),
    ]
}
