/// What a right-to-left collection view does in UIKit that the engine does not, reported as
/// `not-modelled` findings the first time it shows (docs/engine.md, "Right to left"):
/// - UIKit flips the collection view's coordinates for a layout answering
///   `flipsHorizontallyInOppositeLayoutDirection` true; the engine flips only the flow layout
///   (which mirrors its own attributes), so a custom layout answering true is laid out unflipped;
/// - a flipped collection view wider in content than its bounds starts scrolled to the right
///   end in UIKit; here it starts at the left end (offset zero).
extension CollectionView {
    /// Called after the layout is prepared and its content size taken.
    func reportRightToLeftGaps() {
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection,
            effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection,
            let timeline = Timeline.current
        else { return }
        guard layout is CollectionViewFlowLayout else {
            timeline.noteUnmodelled(
                "flipsHorizontallyInOppositeLayoutDirection of \(type(of: layout)) (a custom layout is not flipped right to left)",
                on: self)
            return
        }
        if bounds.width > 0, contentSize.width > bounds.width {
            timeline.noteUnmodelled(
                "a right-to-left collection view's starting offset (starts at the left end; UIKit starts at the right end)",
                on: self)
        }
    }
}
