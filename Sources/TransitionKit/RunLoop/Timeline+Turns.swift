/// The end of a turn of the run loop: where UIKit, before the run loop waits again, lays out
/// what needs layout and commits Core Animation's implicit transaction. The engine has one
/// place for that work, `endTurn()`, and calls it after each turn:
///
/// - each block the run loop runs (a main-queue block, a timer or display-link firing, a
///   delayed perform, a Swift task's job until it suspends, an animation's completion);
/// - the app's code a run calls directly: the scenario's `start`, the transition's beginning,
///   each touch and tap delivered.
///
/// Key-value observations are checked first; observers run in the order they were added; then the tree's shape is committed for the
/// frames (`commitStructure`). Issues that add a layout pass or implicit animations hang them
/// here with `addTurnObserver`.
extension Timeline {
    /// Runs `observer` at the end of every later turn of this run's run loop.
    public func addTurnObserver(_ observer: @escaping (Timeline) -> Void) {
        turnObservers.append(observer)
    }

    /// Ends the current turn: the observers, then the tree's shape.
    public func endTurn() {
        perform {
            // Values key-value observers watch that no layer holds change without telling.
            notifyKeyValueObservers()
            for observer in turnObservers { observer(self) }
            commitStructure()
            turnIndex += 1
        }
    }
}
