/// The terms of a unit being put together, the first three inline: a unit expression has one
/// to three (`EUR/l`, `km/h`, `kW·h`), and an array for them would be an allocation an
/// expression. `UnitProducts` looks a product up by these terms and makes the array only for
/// a product it has not met.
struct UnitTermList: RandomAccessCollection, MutableCollection {
    private var first = UnitTerm(.physical(UnitCatalogue.ID(index: 0)), 0)
    private var second = UnitTerm(.physical(UnitCatalogue.ID(index: 0)), 0)
    private var third = UnitTerm(.physical(UnitCatalogue.ID(index: 0)), 0)
    private var rest: [UnitTerm] = []
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    subscript(position: Int) -> UnitTerm {
        get {
            switch position {
            case 0: first
            case 1: second
            case 2: third
            default: rest[position - 3]
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: rest[position - 3] = newValue
            }
        }
    }

    mutating func append(_ term: UnitTerm) {
        switch endIndex {
        case 0: first = term
        case 1: second = term
        case 2: third = term
        default: rest.append(term)
        }
        endIndex += 1
    }
}
