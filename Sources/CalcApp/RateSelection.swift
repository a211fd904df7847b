#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcRates

/// Chooses the rate table for this run (README, "Rates"): `--rates FILE`, else the cache, else the
/// embedded table; warns on stderr about a corrupt cache and about stale rates, once each.
struct RateSelection {
    /// Rates older than this many days earn a warning (not for `--rates FILE`).
    static let staleAfterDays = 7

    let ratesFile: String?
    let environment: ProcessEnvironment
    let now: Int

    /// A table and how it was found, for `--rates-info` and the warnings.
    struct Selected {
        var table: RateTable
        var origin: String
        var fetchedAt: Int?
        var chosenOnPurpose: Bool
    }

    /// Reads `--rates FILE` now: a bad file must stop calc before anything is evaluated.
    /// Throws the file's error message.
    func explicitTable() throws -> Selected? {
        guard let ratesFile else { return nil }
        do {
            let table = try RateFileReader.read(path: ratesFile)
            return Selected(table: table.removingLegacyEuroCurrencies(), origin: "--rates \(ratesFile)", fetchedAt: nil, chosenOnPurpose: true)
        } catch {
            throw RateSelectionError(message: error.description)
        }
    }

    /// The cache when it is usable, else the embedded table; and the one warning to give:
    /// about a corrupt cache (with the age of the fallback), else about stale rates.
    func storedTable() -> (Selected, warning: Diagnostic?) {
        let cacheVariables = environment.values(of: RateCache.environmentVariables)
        switch RateCache.load(environment: cacheVariables) {
        case .loaded(let table, let fetchedAt):
            let path = RateCache.path(environment: cacheVariables) ?? "the cache"
            let selected = Selected(table: table.removingLegacyEuroCurrencies(), origin: "cache \(path)", fetchedAt: fetchedAt,
                                    chosenOnPurpose: false)
            return (selected, stalenessWarning(selected))
        case .corrupt(let message):
            let age = ageText(embedded)
            let fallback = "\(embedded.table.source), \(embedded.table.dateText), \(age)"
            return (embedded, ProgramMessages.ignoringCorruptCache(message, fallback: fallback))
        case .missing:
            return (embedded, stalenessWarning(embedded))
        }
    }

    private func ageText(_ selected: Selected) -> String {
        let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
        return info.ageInDays(now: now).map { $0 == 1 ? "1 day old" : "\($0) days old" } ?? "of unknown age"
    }

    private var embedded: Selected {
        Selected(table: EmbeddedRates.table, origin: "embedded in calc", fetchedAt: nil, chosenOnPurpose: false)
    }

    /// The one-line warning for rates older than a week, or nil.
    func stalenessWarning(_ selected: Selected) -> Diagnostic? {
        guard !selected.chosenOnPurpose else { return nil }
        let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
        guard info.isStale(olderThanDays: RateSelection.staleAfterDays, now: now) else { return nil }
        return ProgramMessages.staleRates(date: selected.table.dateText, age: ageText(selected),
                                          origin: "\(selected.table.source), \(selected.origin)")
    }

    /// The lines `--rates-info` prints.
    func describe(_ selected: Selected) -> String {
        let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
        var lines = [
            "source: \(selected.table.source) (\(selected.origin))",
            "rates date: \(selected.table.dateText)" + (info.ageInDays(now: now).map { " (\($0 == 1 ? "1 day" : "\($0) days") old)" } ?? ""),
            "base: \(selected.table.base)",
            "currencies: \(info.currencyCount)",
        ]
        if let fetchedAt = selected.fetchedAt {
            lines.append("fetched: \(RateTableInfo.timestampText(unixSeconds: fetchedAt))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

struct RateSelectionError: Error {
    let message: String
}
