/// SwiftPM's plan as last read, kept with the stamp of the file it came from. SwiftPM
/// rewrites `.build/debug.yaml` only when it runs, so most saves reuse the plan already read:
/// reading it costs about 0.12 s in a debug build, a tenth of a whole rebuild
/// (docs/performance.md, "Live reload").
final class PlanCache {
    private var kept: (stamp: CatalogSnapshot.Stamp, plan: BuildPlan)?
    /// How many times the file was read (tests).
    private(set) var loads = 0

    /// The plan at `path`, read again only when the file changed; nil when there is none.
    func plan(at path: String) -> BuildPlan? {
        guard let stamp = CatalogSnapshot.Stamp(path: path) else {
            kept = nil
            return nil
        }
        if let kept, kept.stamp == stamp { return kept.plan }
        loads += 1
        guard let plan = BuildPlan.load(path) else {
            kept = nil
            return nil
        }
        kept = (stamp, plan)
        return plan
    }
}
