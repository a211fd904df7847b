import Synchronization

/// The units of a mixed target (`in ft inch`, `in days h min s`, DESIGN §19), each list kept
/// once, so that a value's presentation holds an index (`Presentation.parts`) and stays small.
public enum UnitParts {
    private static let lists = Mutex<(all: [[UnitCatalogue.ID]], index: [[UnitCatalogue.ID]: UInt32])>(([], [:]))

    /// The index of `units`, largest first, made when new.
    static func id(of units: [UnitCatalogue.ID]) -> UInt32 {
        lists.withLock { lists in
            if let known = lists.index[units] { return known }
            let id = UInt32(lists.all.count)
            lists.all.append(units)
            lists.index[units] = id
            return id
        }
    }

    /// The units of the list `id`.
    public static func units(_ id: UInt32) -> [UnitCatalogue.ID] {
        lists.withLock { $0.all[Int(id)] }
    }
}
